"""GM actions on several characters at once, previewed per character before anything changes:
end of session (GM-2), downtime (GM-3, with HQ-25 healing and HQ-27 fetish uses), and NPC and
monster HP regain by the GM guideline (`resources/rules/rules.md`, "Regaining HP and clearing debilities (ST)")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from talekeeper.core.model import Character
from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import Downtime, EndOfSession, NpcRegain
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.rules.heroquest.improvement import improvement_event, keep_cost, temporary_improvements
from talekeeper.core.rules.stonetop import ST_NPC_REGAIN, NpcRest
from talekeeper.core.rules.stonetop.gm_session import hero_points_after
from talekeeper.desktop.rules_dialog import RulesDialog, caption
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, follow_current_item
from talekeeper.desktop.words.labels import fill_combo, label
from talekeeper.desktop.words.wording import describe, entry_lines

T = TypeVar("T")
ROLE = Qt.ItemDataRole.UserRole


class BatchDialog(RulesDialog[T]):
    """Inputs at the top; below, one branch per character with every change core will make."""

    def __init__(self, title: str, sheets: Sheets, paths: Sequence[Path], operation: Callable[[Table, T], Outcome], parent: QWidget | None = None) -> None:
        super().__init__(title, sheets, paths, operation, parent)
        self.ids = tuple(self.table.sheets)
        self.form = QFormLayout()
        self.body.addLayout(self.form)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setAccessibleName(self.tr("Changes for each character"))
        follow_current_item(self.tree)
        self.tree.setMinimumHeight(self.fontMetrics().height() * 12)

    def finish(self, ok_text: str) -> None:
        super().finish(ok_text)
        self.preview_caption.setBuddy(self.tree)
        self.outer.replaceWidget(self.preview, self.tree)
        self.preview.hide()

    def describe(self, outcome: Outcome) -> list[str]:
        self.tree.clear()
        for character_id in self.ids:
            before = self.table.sheets[character_id]
            after = outcome.sheet(character_id)
            remarks = outcome.remarks.get(character_id, ())
            title = before.name if after is not None else fmt(self.tr("%1 — nothing changes"), before.name)
            top = QTreeWidgetItem([title])
            lines = entry_lines(before, after)[1:] if after is not None else [describe(e, before.name) for e in remarks]
            for line in lines:
                top.addChild(QTreeWidgetItem([line.strip().removeprefix("• ")]))
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        return []


class EndOfSessionDialog(BatchDialog[EndOfSession]):
    """GM-2: hurts clear, herowars injured counts an episode, hero points, temporary improvements
    end unless the difference is paid here (HQ-26), used next-conflict fallout clears."""

    def __init__(self, sheets: Sheets, paths: Sequence[Path], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("End of Session"), sheets, paths, ops.end_of_session, parent)
        self.hero_points = QSpinBox()
        self.hero_points.setRange(0, 99)
        self.hero_points.valueChanged.connect(self.refresh)
        self.form.addRow(caption(self.tr("&Hero points for each"), self.hero_points), self.hero_points)
        self.ending = QListWidget()
        follow_current_item(self.ending)
        self.ending.setMaximumHeight(self.fontMetrics().height() * 8)
        self.ending.setWordWrap(True)
        self.ending.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for character in self.table.sheets.values():
            for improvement in temporary_improvements(character):
                item = QListWidgetItem()
                item.setData(ROLE, (character.id, improvement.id))
                if keep_cost(improvement) is not None:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(Qt.CheckState.Unchecked)
                self.ending.addItem(item)
        self.ending.itemChanged.connect(lambda _item: self.refresh())
        if self.ending.count():
            self.form.addRow(caption(self.tr("&Temporary improvements ending (tick to pay and keep)"), self.ending))
            self.form.addRow(self.ending)
        self.finish(self.tr("&End Session"))

    def _show_ending(self) -> None:
        """Each temporary improvement that ends now, what keeping it costs and the hero points its
        character will have (HQ-26, GM-2)."""
        self.ending.blockSignals(True)
        for row in range(self.ending.count()):
            item = self.ending.item(row)
            character_id, improvement_id = item.data(ROLE)
            character = self.table.sheets[character_id]
            improvement = next(i for i in character.heroquest.improvements if i.id == improvement_id)
            cost = keep_cost(improvement)
            what = fmt(self.tr("%1: %2 ends"), character.name, describe(improvement_event(character, improvement)))
            if cost is None:
                item.setText(fmt(self.tr("%1 (it cannot be made permanent)"), what))
            else:
                have = hero_points_after(character, self.hero_points.value())
                item.setText(fmt(self.tr("%1 — keep it for %2; %3 will have %4"), what, self.tr("%n hero point(s)", None, cost), character.name, have))
        self.ending.blockSignals(False)

    def kept(self, character: Character) -> tuple[str, ...]:
        """The ids of the character's temporary improvements ticked to keep."""
        items = (self.ending.item(row) for row in range(self.ending.count()))
        return tuple(item.data(ROLE)[1] for item in items
                     if item.data(ROLE)[0] == character.id and item.checkState() == Qt.CheckState.Checked)

    def inputs(self) -> EndOfSession:
        self._show_ending()
        keep = {i: self.kept(c) for i, c in self.table.sheets.items() if self.kept(c)}
        return EndOfSession(self.ids, hero_points=self.hero_points.value(), keep=keep)


class DowntimeDialog(BatchDialog[Downtime]):
    """GM-3: days of rest in safety, with or without a healer."""

    def __init__(self, sheets: Sheets, paths: Sequence[Path], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Downtime"), sheets, paths, ops.downtime, parent)
        self.days = QSpinBox()
        self.days.setRange(1, 3650)
        self.days.setValue(7)
        self.days.setSuffix(self.tr(" days"))
        self.healer = QCheckBox(self.tr("Under a &healer's care"))
        self.healer.setAccessibleName(self.tr("Under a healer's care"))
        self.days.valueChanged.connect(self.refresh)
        self.healer.toggled.connect(self.refresh)
        self.form.addRow(caption(self.tr("&Rest in safety"), self.days), self.days)
        self.form.addRow("", self.healer)
        self.finish(self.tr("&Apply Downtime"))

    def inputs(self) -> Downtime:
        return Downtime(self.ids, self.days.value(), healer=self.healer.isChecked())


class NpcRegainDialog(BatchDialog[NpcRegain]):
    """NPCs and monsters regain HP when the GM says; the guideline by how long they rested."""

    def __init__(self, sheets: Sheets, paths: Sequence[Path], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("NPCs Regain HP"), sheets, paths, ops.npc_regain, parent)
        self.rest = QComboBox()
        fill_combo(self.rest, NpcRest)
        self.rest.setCurrentIndex(self.rest.findData(NpcRest.NIGHT.value))
        self.amount = QSpinBox()
        self.amount.setRange(0, 999)
        self.amount.setValue(4)
        self.guideline = QCheckBox(self.tr("Use the &guideline"))
        self.guideline.setAccessibleName(self.tr("Use the guideline"))
        self.guideline.setChecked(True)
        self.form.addRow(caption(self.tr("Res&t"), self.rest), self.rest)
        self.form.addRow("", self.guideline)
        self.form.addRow(caption(self.tr("HP &each (the GM's word)"), self.amount), self.amount)
        for signal in (self.rest.currentIndexChanged, self.amount.valueChanged, self.guideline.toggled):
            signal.connect(self.refresh)
        self.finish(self.tr("&Regain HP"))

    def inputs(self) -> NpcRegain:
        rest = NpcRest(self.rest.currentData())
        self.guideline.setText(fmt(self.tr("Use the &guideline: %1"), label(rest)))
        use_guideline = self.guideline.isChecked() and ST_NPC_REGAIN[rest].fraction_of_max is not None
        self.amount.setEnabled(not use_guideline)
        return NpcRegain(self.ids, rest, None if use_guideline else self.amount.value())
