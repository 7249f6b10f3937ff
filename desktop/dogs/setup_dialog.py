"""DV-6 / DV-7: starting a conflict: the stakes, where and when, who takes part on which side, the
arena, the dice each brings to the opening roll (fitting relationships suggested, DV-3), dice
carried in from an earlier conflict (DV-21, `carried_box`), a warning when the same stakes are
tried again without other people, setting and arena (DV-21, `core.rules.dogs.retry`), and the
opening roll (rolled by the program or typed in, C-2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.dice import DiceError, HandDice, parse_pool
from core.model import Character
from core.rules.dogs import (
    Arena,
    CarriedDie,
    Conflict,
    ConflictError,
    ExtraPool,
    Opening,
    Participant,
    open_conflict,
    opening_dice,
    opening_pool,
    participant_from_character,
    suggest_relationships,
)
from desktop.dice_entry import DiceEntry
from desktop.dogs.carried_box import CarriedBox
from desktop.dogs.picks import PicksList
from desktop.dogs.retry_note import RetryNote
from desktop.dogs.roll_panel import scrolled
from desktop.editor.base import fmt
from desktop.fields import MessageLabel
from desktop.labels import combo_member, fill_combo


@dataclass
class Entry:
    """One participant being set up: from the library (`path`) or ad-hoc opposition (`dice`)."""

    name: str
    side: str
    path: Path | None = None
    character: Character | None = None
    dice: str = ""
    picked: set[str] = field(default_factory=set)
    """Relationship, trait and belonging ids brought to the opening roll."""
    user_picked: bool = False
    """The user ticked or unticked dice: suggestions no longer change the picks (DV-3)."""
    carried: list[CarriedDie] = field(default_factory=list)
    """DV-21: dice carried in from an earlier conflict, added after the opening roll."""


class ConflictSetupDialog(QDialog):
    """Collects the start of a conflict; `conflict()` opens it with the dice shown (DV-7)."""

    def __init__(
        self,
        characters: list[tuple[Path, Character]],
        chosen: list[Path],
        parent: QWidget | None = None,
        kept: list[tuple[str, CarriedDie]] | None = None,
    ) -> None:
        """`kept`: (character id, die) kept by giving in saved finished conflicts (DV-21)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start a Conflict"))
        self.characters = characters
        self.kept = list(kept or [])
        self.entries: list[Entry] = []
        self.paths: dict[str, Path] = {}
        self._touched = False
        layout = QVBoxLayout(self)
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
        for text, widget in ((self.tr("&Stakes"), self.stakes), (self.tr("Where and w&hen"), self.setting),
                             (self.tr("&Arena"), self.arena)):
            caption = QLabel(text)
            caption.setBuddy(widget)
            form.addRow(caption, widget)
        layout.addLayout(form)
        self.retry = RetryNote()
        layout.addWidget(self.retry)
        layout.addWidget(self._participants_box())
        layout.addWidget(self._dice_box(), 1)
        self.problem = MessageLabel()
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(self.tr("S&tart Conflict"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.result_conflict: Conflict | None = None
        for number, path in enumerate(chosen):
            found = next((c for p, c in characters if p == path), None)
            if found is not None:
                self._add(Entry(found.name, self.tr("Side A") if number == 0 else self.tr("Side B"), path, found))
        self.stakes.textChanged.connect(lambda _t: self._refresh_dice())
        self.setting.textChanged.connect(lambda _t: self._check_retry())
        self.arena.currentIndexChanged.connect(lambda _i: self._refresh_dice())
        self.resize(760, 780)

    # -- building ------------------------------------------------------------------------------

    def _participants_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Participants"))
        layout = QVBoxLayout(box)
        self.table = QTableWidget(0, 2)
        self.table.setAccessibleName(self.tr("Participants and their sides"))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Side")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setColumnWidth(0, 280)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.itemChanged.connect(self._side_edited)
        self.table.currentCellChanged.connect(lambda *_: self._show_picks())
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + 4 * self.table.verticalHeader().defaultSectionSize() + 4)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        self.library_choice = QComboBox()
        self.library_choice.setAccessibleName(self.tr("Character from the library"))
        for number, (_path, character) in enumerate(self.characters):
            self.library_choice.addItem(character.name, number)  # an index: Qt text would lose bytes of a name that are not UTF-8
        self.add_button = QPushButton(self.tr("Add &Character"))
        self.add_button.setAccessibleName(self.tr("Add the character from the library"))
        self.add_button.clicked.connect(self._add_from_library)
        row.addWidget(self.library_choice, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.adhoc_name = QLineEdit()
        self.adhoc_name.setAccessibleName(self.tr("Name of the opposition"))
        self.adhoc_name.setPlaceholderText(self.tr("Opposition, e.g. the mob"))
        self.adhoc_dice = QLineEdit()
        self.adhoc_dice.setAccessibleName(self.tr("Dice of the opposition"))
        self.adhoc_dice.setPlaceholderText(self.tr("dice, e.g. 4d6+2d10"))
        self.add_adhoc_button = QPushButton(self.tr("Add &Opposition by Dice"))
        self.add_adhoc_button.clicked.connect(self._add_adhoc)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove the selected participant"))
        self.remove_button.clicked.connect(self._remove)
        for widget, stretch in ((self.adhoc_name, 2), (self.adhoc_dice, 1), (self.add_adhoc_button, 0), (self.remove_button, 0)):
            row.addWidget(widget, stretch)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.starter = QComboBox()
        self.starter.setAccessibleName(self.tr("Who starts the conflict"))
        caption = QLabel(self.tr("Who &starts (raises first)"))
        caption.setBuddy(self.starter)
        row.addWidget(caption)
        row.addWidget(self.starter, 1)
        layout.addLayout(row)
        return box

    def _dice_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Opening roll"))
        layout = QVBoxLayout(box)
        self.picks_caption = QLabel(self.tr("&Dice the selected participant brings (suggested relationships are ticked)"))
        self.picks = PicksList(self.tr("Relationships, traits and belongings brought to the opening roll"))
        self.picks_caption.setBuddy(self.picks)
        self.picks.toggled.connect(self._pick_changed)
        layout.addWidget(self.picks_caption)
        layout.addWidget(self.picks, 1)
        self.carried = CarriedBox()
        self.carried.changed.connect(self._refresh_dice)
        layout.addWidget(self.carried)
        self.pools = QLabel()
        self.pools.setTextFormat(Qt.TextFormat.PlainText)
        self.pools.setWordWrap(True)
        layout.addWidget(self.pools)
        self.entry = DiceEntry(name=self.tr("Opening roll"))
        self.entry.changed.connect(self._entry_changed)
        layout.addWidget(scrolled(self.entry))
        return box

    # -- participants --------------------------------------------------------------------------

    def _add(self, entry: Entry) -> None:
        self.entries.append(entry)
        row = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(row)
        name = QTableWidgetItem(entry.name + (f"  ({entry.dice})" if entry.dice else ""))
        name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(row, 0, name)
        self.table.setItem(row, 1, QTableWidgetItem(entry.side))
        self.table.blockSignals(False)
        self.table.setCurrentCell(row, 0)
        self._refresh_starter()
        self._refresh_dice()

    def _add_from_library(self) -> None:
        number = self.library_choice.currentData()
        if number is None:
            return
        path, found = self.characters[number]
        if any(e.path == path for e in self.entries):
            self.problem.say(fmt(self.tr("%1 already takes part."), found.name))
            return
        side = self.tr("Side A") if not self.entries else self.tr("Side B")
        self._add(Entry(found.name, side, path, found))

    def _add_adhoc(self) -> None:
        name, text = self.adhoc_name.text().strip(), self.adhoc_dice.text().strip()
        try:
            dice = parse_pool(text)
        except DiceError as error:
            self.problem.say(str(error))
            self.adhoc_dice.setFocus()
            return
        if not name:
            self.problem.say(self.tr("Name the opposition."))
            self.adhoc_name.setFocus()
            return
        self.problem.say(None)
        self._add(Entry(name, self.tr("Opposition"), dice=str(dice)))
        self.adhoc_name.clear()
        self.adhoc_dice.clear()

    def _remove(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.entries):
            del self.entries[row]
            self.table.removeRow(row)
            self._refresh_starter()
            self._refresh_dice()

    def _side_edited(self, item: QTableWidgetItem) -> None:
        if item.column() == 1 and item.row() < len(self.entries):
            self.entries[item.row()].side = item.text().strip() or self.tr("Side A")
            self._refresh_dice()

    def _refresh_starter(self) -> None:
        current = self.starter.currentIndex()
        self.starter.clear()
        for entry in self.entries:
            self.starter.addItem(entry.name)
        self.starter.setCurrentIndex(max(0, min(current, len(self.entries) - 1)))

    # -- opening dice --------------------------------------------------------------------------

    def _participant(self, entry: Entry, arena: Arena) -> Participant:
        if entry.character is not None:
            return participant_from_character(entry.character, side=entry.side, arena=arena)
        return Participant(name=entry.name, side=entry.side, arena=arena)

    def _suggested(self, entry: Entry) -> tuple[str, ...]:
        arena = combo_member(self.arena, Arena) or Arena.TALKING
        me = self._participant(entry, arena)
        others = [self._participant(e, arena) for e in self.entries if e is not entry]
        return suggest_relationships(me, self.stakes.text(), others)

    def _current(self) -> Entry | None:
        row = self.table.currentRow()
        return self.entries[row] if 0 <= row < len(self.entries) else None

    def _show_picks(self) -> None:
        entry = self._current()
        mine = entry.character.id if entry is not None and entry.character is not None else None
        offered = [die for who, die in self.kept if mine is not None and who == mine]  # DV-21
        self.carried.show_entry(entry.name if entry else None, entry.carried if entry else [], offered)
        if entry is None or entry.character is None:
            self.picks.show_items(None, ())
            return
        self.picks.show_items(entry.character, entry.picked, set(self._suggested(entry)))

    def _pick_changed(self, item_id: str, ticked: bool) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.entries):
            entry = self.entries[row]
            entry.user_picked = True
            (entry.picked.add if ticked else entry.picked.discard)(item_id)
            self._refresh_dice()

    def plan(self) -> tuple[list[Participant], dict[str, Opening]]:
        """The participants and what each brings to the opening roll, as set up so far."""
        arena = combo_member(self.arena, Arena) or Arena.TALKING
        people: list[Participant] = []
        openings: dict[str, Opening] = {}
        self.paths = {}
        for entry in self.entries:
            p = self._participant(entry, arena)
            people.append(p)
            if entry.character is not None and entry.path is not None:
                self.paths[p.id] = entry.path
                dogs = entry.character.dogs
                openings[p.id] = Opening(
                    relationships=tuple(r.id for r in dogs.relationships if r.id in entry.picked),
                    traits=tuple(t.id for t in dogs.traits if t.id in entry.picked),
                    belongings=tuple(b.id for b in dogs.belongings if b.id in entry.picked),
                    carried=tuple(entry.carried),
                )
            else:
                openings[p.id] = Opening(stats=(), extra=(ExtraPool(label=entry.name, dice=entry.dice),), carried=tuple(entry.carried))
        return people, openings

    def _refresh_dice(self) -> None:
        for entry in self.entries:
            if entry.character is not None and not entry.user_picked:
                entry.picked = set(self._suggested(entry))
        self._show_picks()
        people, openings = self.plan()
        lines = []
        for p in people:
            line = fmt(self.tr("%1 (%2) rolls %3"), p.name, p.side, opening_pool(p, openings[p.id]) or "—")
            carried = openings[p.id].carried
            if carried:  # DV-21: added after the roll, with their values
                line += " " + fmt(self.tr("and carries in %1"), ", ".join(fmt(self.tr("%1 on a d%2"), d.value, d.size) for d in carried))
            lines.append(line)
        self.pools.setText("\n".join(lines))
        self.entry.set_dice(opening_dice(people, openings))
        self._touched = False
        self._check_retry()

    def _check_retry(self) -> None:
        people, _openings = self.plan()
        characters = [e.character for e in self.entries if e.character is not None]
        self.retry.check(characters, self.stakes.text(), people, self.setting.text(), combo_member(self.arena, Arena) or Arena.TALKING)

    def _entry_changed(self) -> None:
        self._touched = True

    # -- result --------------------------------------------------------------------------------

    def _accept(self) -> None:
        people, openings = self.plan()
        if not people:
            self.problem.say(self.tr("Add the participants first."))
            return
        if self.entry.sizes and not self._touched:
            self.entry.roll()  # nobody rolled or typed: the program rolls (C-2)
        starter = people[max(0, self.starter.currentIndex())].id
        try:
            self.result_conflict = open_conflict(
                self.stakes.text(), people, started_by=starter, dice=HandDice(self.entry.values()), openings=openings,
                setting=self.setting.text(),
            )
        except (ConflictError, DiceError, ValueError) as error:
            self.problem.say(str(error))
            return
        self.accept()

    @classmethod
    def start(
        cls,
        characters: list[tuple[Path, Character]],
        chosen: list[Path],
        parent: QWidget | None = None,
        kept: list[tuple[str, CarriedDie]] | None = None,
    ) -> tuple[Conflict, dict[str, Path]] | None:
        """Ask for the start of a conflict; the opened conflict and its library participants' paths."""
        dialog = cls(characters, chosen, parent, kept)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.result_conflict is None:
            return None
        return dialog.result_conflict, dict(dialog.paths)
