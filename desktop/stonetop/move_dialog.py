"""A move roll (ST-9): 2d6 + a stat, advantage and disadvantage (debilities, a good rest), the
three bands. Used on its own (Defy Danger +INT …) and by tending (ST-20)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QWidget

from talekeeper.core.events import typed
from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import MoveRoll
from talekeeper.core.outcome import Outcome
from talekeeper.core.rules.stonetop import Stat, dice_needed, roll_edge
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.rules_dialog import CharacterHeader, RulesDialog, caption, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.stonetop.words import edge_words
from talekeeper.desktop.widgets import fmt, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label

D6 = 6
MOVES = ("Defy Danger", "Know Things", "Recover", "Make Camp", "Convalesce", "Let Fly", "Clash", "Seek Insight")
"""Move names offered in the box (the player may type any other)."""


class MoveRollDialog(RulesDialog[MoveRoll]):
    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None, *, stat: Stat | None = None, move: str = "") -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("Move Roll — %1"), character.name), sheets, path, ops.move_roll, parent)
        self.character = character
        self.body.addWidget(CharacterHeader(character))
        form = QFormLayout()
        self.move_box = QComboBox()
        self.move_box.setEditable(True)
        self.move_box.addItems(MOVES)
        self.move_box.setEditText(move or MOVES[0])
        self.move_box.editTextChanged.connect(self.refresh)
        form.addRow(caption(self.tr("&Move"), self.move_box), self.move_box)
        self.stat = QComboBox()
        for each in Stat:
            value = getattr(character.harm.stats, each.field)
            self.stat.addItem(f"{label(each)} ({value:+d})", each.value)
        self.stat.setCurrentIndex(self.stat.findData((stat or Stat.INT).value))
        self.stat.currentIndexChanged.connect(self.refresh)
        form.addRow(caption(self.tr("&Stat"), self.stat), self.stat)
        self.advantage = QCheckBox(self.tr("&Advantage (help, a move says so)"))
        self.disadvantage = QCheckBox(self.tr("Disadva&ntage"))
        for box in (self.advantage, self.disadvantage):
            box.setAccessibleName(without_mnemonic(box.text()))
            box.toggled.connect(self.refresh)
            form.addRow("", box)
        self.reasons = plain_label(name=self.tr("Why advantage or disadvantage"))
        form.addRow(self.tr("Edge:"), self.reasons)
        self.dice = DiceEntry(name=self.tr("Move dice"))
        self.dice.changed.connect(self.refresh)
        form.addRow(caption(self.tr("D&ice"), self.dice), self.dice)
        self.outcome_label = plain_label(name=self.tr("Result"))
        form.addRow(self.tr("Result:"), self.outcome_label)
        self.body.addLayout(form)
        self.finish(self.tr("Re&cord Roll"))

    def chosen_stat(self) -> Stat:
        return Stat(self.stat.currentData())

    def inputs(self) -> MoveRoll:
        stat = self.chosen_stat()
        options = {"advantage": self.advantage.isChecked(), "disadvantage": self.disadvantage.isChecked()}
        self.dice.set_dice([D6] * dice_needed(self.character, stat, **options))
        _edge, reasons = roll_edge(self.character, stat, **options)
        self.reasons.setText("\n".join(edge_words(r) for r in reasons) if reasons else self.tr("none: 2d6"))
        faces = self.dice.faces()
        if faces is None:
            raise dice_waiting()
        return MoveRoll(self.character.id, stat, faces, move=self.move_box.currentText().strip(), **options)

    def shown(self, outcome: Outcome | None) -> None:
        after = outcome.sheet(self.character.id) if outcome is not None else None
        if after is None:
            self.outcome_label.setText("")
            return
        entry = after.history[-1]
        self.outcome_label.setText(f"{entry.dice} — {label(typed(entry.events[0])['outcome'])}")
