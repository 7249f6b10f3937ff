"""DV-6 / DV-7: starting a conflict: the stakes, where and when, who takes part on which side (and
whose life is at stake, DV-30), the arena, the dice each brings to the opening roll (fitting
relationships suggested, DV-3), dice carried in from an earlier conflict (DV-21, `carried_box`), a
warning when the same stakes are tried again without other people, setting and arena (DV-21), and
the opening roll (rolled by the program or typed in, C-2).

The dialog collects a `core.operations.dogs.StartConflict` and previews it by running
`start_conflict` on the sheets without applying it; `ask` returns the inputs. The sheets it read
(the participants', `paths`) and the saved conflicts whose kept dice it spends (`others`) are
what the runner reads (`Runner.ask_and_run`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from talekeeper.core.dice import Faces
from talekeeper.core.operations import dogs as ops
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import Arena, Conflict, opening_pool, suggest_relationships
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.dogs.carried_box import CarriedBox, KeptDie
from talekeeper.desktop.dogs.log_words import log_line, side_text
from talekeeper.desktop.dogs.picks import PicksList
from talekeeper.desktop.dogs.retry_note import RetryNote
from talekeeper.desktop.dogs.setup_people import Entry, PeopleBox
from talekeeper.desktop.rules_dialog import RulesDialog, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, open_at
from talekeeper.desktop.words.labels import combo_member, fill_combo

SIDE_BY_SIDE = 1100
"""The narrowest screen (px) on which the participants and the opening roll sit side by side."""


class ConflictSetupDialog(RulesDialog[ops.StartConflict]):
    """Collects the start of a conflict; OK opens it with the dice shown (DV-7)."""

    def __init__(self, sheets: Sheets, chosen: Path | Sequence[Path], parent: QWidget | None = None, *, kept: Sequence[KeptDie] = ()) -> None:
        super().__init__(self.tr("Start a Conflict"), sheets, [], ops.start_conflict, parent)
        self.kept = list(kept)
        form = QFormLayout()
        self.stakes = QLineEdit()
        self.stakes.setAccessibleName(self.tr("Stakes"))
        self.stakes.setPlaceholderText(self.tr("What is at stake? (not how it is won)"))
        self.setting = QLineEdit()
        self.setting.setAccessibleName(self.tr("Where and when"))
        self.setting.setPlaceholderText(self.tr("e.g. Clearwine, the mayor's house, by night"))
        self.arena = QComboBox()
        self.arena.setAccessibleName(self.tr("Arena"))
        fill_combo(self.arena, Arena)
        for text, widget in ((self.tr("&Stakes"), self.stakes), (self.tr("Where and w&hen"), self.setting), (self.tr("&Arena"), self.arena)):
            caption = QLabel(text)
            caption.setBuddy(widget)
            form.addRow(caption, widget)
        # who and what on the left, the opening roll on the right: fits a 1366x768 screen; one under
        # the other on a screen too narrow for both side by side
        wide = self.screen().availableGeometry().width() >= SIDE_BY_SIDE
        columns = QBoxLayout(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        left = QVBoxLayout()
        columns.addLayout(left, 1)
        self.body.addLayout(columns, 1)
        left.addLayout(form)
        self.retry = RetryNote()
        left.addWidget(self.retry)
        self.people = PeopleBox(sheets.entries(), sheets.readable_sheet)
        self.people.changed.connect(self.refresh)
        self.people.current_changed.connect(self._show_picks)
        left.addWidget(self.people, 1)
        self.people.setMinimumWidth(480)  # the table's name, side and life columns, and the rows of buttons
        columns.addWidget(self._dice_box(), 1)
        self.start_button = self.ok_button
        self.stakes.textChanged.connect(self.refresh)
        self.setting.textChanged.connect(self.refresh)
        self.arena.currentIndexChanged.connect(self.refresh)
        for number, path in enumerate(sheets.readable([chosen] if isinstance(chosen, Path) else chosen)):  # one that cannot be read is reported
            character = sheets.character(path)
            self.people.add(Entry(character.name, self.tr("Side A") if number == 0 else self.tr("Side B"), path, character))
        self.finish(self.tr("S&tart Conflict"))
        open_at(self, 1180, 640)

    def _dice_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Opening roll"))
        layout = QFormLayout(box)
        self.picks_caption = QLabel(self.tr("&Dice the selected participant brings (suggested relationships are ticked)"))
        self.picks = PicksList(self.tr("Relationships, traits and belongings brought to the opening roll"))
        self.picks_caption.setBuddy(self.picks)
        self.picks_caption.setWordWrap(True)
        self.picks.toggled.connect(self._pick_changed)
        layout.addRow(self.picks_caption)
        layout.addRow(self.picks)
        self.carried = CarriedBox()
        self.carried.changed.connect(self.refresh)
        layout.addRow(self.carried)
        self.pools = QLabel()
        self.pools.setTextFormat(Qt.TextFormat.PlainText)
        self.pools.setWordWrap(True)
        layout.addRow(self.pools)
        self.entry = DiceEntry(name=self.tr("Opening roll"))
        self.entry.changed.connect(self.refresh)
        layout.addRow(self.entry)
        return box

    # -- what each brings ----------------------------------------------------------------------

    def _arena(self) -> Arena:
        return combo_member(self.arena, Arena) or Arena.TALKING

    def _ask(self, faces: Faces) -> ops.StartConflict:
        entries = self.people.entries
        return ops.StartConflict(self.stakes.text(), tuple(e.joining() for e in entries), self._arena(), self.setting.text(),
                                 max(0, self.people.starter.currentIndex()), faces)

    def _suggest(self, table: Table) -> None:
        """DV-3: relationships that fit are ticked until the user ticks or unticks one."""
        entries = [e for e in self.people.entries if e.character is not None]
        try:
            people, _ = ops.planned(table, self._ask(Faces(())))
        except Refusal:  # an empty side...: the preview says why
            return
        by_sheet = {p.character_id: p for p in people if p.character_id}
        for entry in entries:
            me = by_sheet.get(entry.character.id) if entry.character else None
            if me is not None and not entry.user_picked:
                entry.picked = set(suggest_relationships(me, self.stakes.text(), [p for p in people if p.id != me.id]))

    def _show_picks(self) -> None:
        entry = self.people.current()
        mine = entry.character.id if entry is not None and entry.character is not None else None
        offered = [k.die for k in self.kept if mine is not None and k.character_id == mine]  # DV-21
        self.carried.show_entry(entry.name if entry else None, entry.carried if entry else [], offered)
        if entry is None or entry.character is None:
            self.picks.show_items(None, ())
            return
        table = self._table()
        suggested: set[str] = set()
        try:
            people, _ = ops.planned(table, self._ask(Faces(())))
            me = next(p for p in people if p.character_id == entry.character.id)
            suggested = set(suggest_relationships(me, self.stakes.text(), [p for p in people if p.id != me.id]))
        except Refusal:  # nothing to suggest while the setup is refused
            pass
        self.picks.show_items(entry.character, entry.picked, suggested)

    def _pick_changed(self, item_id: str, ticked: bool) -> None:
        entry = self.people.current()
        if entry is not None:
            entry.user_picked = True
            (entry.picked.add if ticked else entry.picked.discard)(item_id)
            self.refresh()

    # -- the table the preview reads -----------------------------------------------------------

    def claimed(self) -> dict[Path, Conflict]:
        """The saved conflicts holding a kept die the setup carries in (DV-21), by file."""
        wanted = {die.from_conflict for e in self.people.entries for die in e.carried if die.from_conflict}
        return {k.file: k.conflict for k in self.kept if k.conflict.id in wanted}

    def sheet_paths(self) -> list[Path]:
        """The sheets the start reads: the library participants', and those of everyone in a
        saved conflict it spends a kept die from (to know when that one is done with)."""
        ids = [p.character_id for c in self.claimed().values() for p in c.participants if p.character_id]
        paths = [e.path for e in self.people.entries if e.path is not None] + self.sheets.paths_of(ids)
        return list(dict.fromkeys(paths))

    def _table(self) -> Table:
        """The sheets that can be read (one that cannot is reported and takes no part), with the
        saved conflicts the setup spends kept dice from."""
        return self.take_part(self.sheets.readable(self.sheet_paths()), others=self.claimed())

    # -- the preview ---------------------------------------------------------------------------

    def inputs(self) -> ops.StartConflict:
        self._table()
        self._suggest(self.table)
        self._show_picks()
        self._show_pools(self.table)
        characters = [e.character for e in self.people.entries if e.character is not None]
        try:
            people, _ = ops.planned(self.table, self._ask(Faces(())))
            self.retry.check(characters, self.stakes.text(), people, self.setting.text(), self._arena())
        except Refusal:  # the preview says why the setup is refused
            self.retry.hide()
        sizes = ops.opening_sizes(self.table, self._ask(Faces(())))
        self.entry.set_dice(sizes)
        faces = self.entry.faces() if sizes else Faces(())
        if faces is None:
            raise dice_waiting()
        return self._ask(faces)

    def _show_pools(self, table: Table) -> None:
        try:
            people, openings = ops.planned(table, self._ask(Faces(())))
        except Refusal:  # the preview says why
            self.pools.setText("")
            return
        lines = []
        for p in people:
            line = fmt(self.tr("%1 (%2) rolls %3"), p.name, side_text(p.side), opening_pool(p, openings[p.id]) or "—")
            carried = openings[p.id].carried
            if carried:  # DV-21: added after the roll, with their values
                line += " " + fmt(self.tr("and carries in %1"), ", ".join(fmt(self.tr("%1 on a d%2"), d.value, d.size) for d in carried))
            lines.append(line)
        self.pools.setText("\n".join(lines))

    def describe(self, outcome: Outcome) -> list[str]:
        conflict = outcome.play
        lines = [log_line(conflict, entry) for entry in conflict.log] if isinstance(conflict, Conflict) else []
        return lines + super().describe(outcome)
