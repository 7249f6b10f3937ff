"""A move roll (ST-9): 2d6 + a stat, advantage and disadvantage (debilities, a good rest), the
three bands. Used on its own (Defy Danger +INT …) and by tending (ST-20)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

from core.model import Character
from core.rules.harm import MoveResult, Stat, dice_needed, move_roll, roll_edge
from desktop.widgets import without_mnemonic
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.harm.base import CharacterHeader, RulesDialog, caption, entry_lines
from desktop.labels import label

D6 = 6
MOVES = ("Defy Danger", "Know Things", "Recover", "Make Camp", "Convalesce", "Let Fly", "Clash", "Seek Insight")
"""Move names offered in the box (the player may type any other)."""


class MoveRollDialog(RulesDialog[tuple[Character, MoveResult]]):
    def __init__(self, character: Character, parent: QWidget | None = None, *, stat: Stat | None = None, move: str = "") -> None:
        super().__init__(fmt(self.tr("Move Roll — %1"), character.name), parent)
        self.character = character
        self.body.addWidget(CharacterHeader(character))
        form = QFormLayout()
        self.move = QComboBox()
        self.move.setEditable(True)
        self.move.addItems(MOVES)
        self.move.setEditText(move or MOVES[0])
        self.move.editTextChanged.connect(self.refresh)
        form.addRow(caption(self.tr("&Move"), self.move), self.move)
        self.stat = QComboBox()
        for each in Stat:
            value = getattr(character.harm.stats, each.field)
            self.stat.addItem(f"{label(each)} ({value:+d})", each.value)
        self.stat.setCurrentIndex(self.stat.findData((stat or Stat.INT).value))
        self.stat.currentIndexChanged.connect(self.refresh)
        form.addRow(caption(self.tr("&Stat"), self.stat), self.stat)
        self.advantage = QCheckBox(self.tr("&Advantage (help, a move says so)"))
        self.disadvantage = QCheckBox(self.tr("Dis&advantage"))
        for box in (self.advantage, self.disadvantage):
            box.setAccessibleName(without_mnemonic(box.text()))
            box.toggled.connect(self.refresh)
            form.addRow("", box)
        self.reasons = QLabel()
        self.reasons.setWordWrap(True)
        self.reasons.setAccessibleName(self.tr("Why advantage or disadvantage"))
        form.addRow(self.tr("Edge:"), self.reasons)
        self.dice = DiceEntry(name=self.tr("Move dice"))
        self.dice.changed.connect(self.refresh)
        form.addRow(caption(self.tr("D&ice"), self.dice), self.dice)
        self.outcome_label = QLabel()
        self.outcome_label.setAccessibleName(self.tr("Result"))
        form.addRow(self.tr("Result:"), self.outcome_label)
        self.body.addLayout(form)
        self.finish(self.tr("&Record Roll"))

    def chosen_stat(self) -> Stat:
        return Stat(self.stat.currentData())

    def compute(self) -> tuple[Character, MoveResult]:
        stat = self.chosen_stat()
        options = {"advantage": self.advantage.isChecked(), "disadvantage": self.disadvantage.isChecked()}
        count = dice_needed(self.character, stat, **options)
        if len(self.dice.sizes) != count:
            self.dice.set_dice([D6] * count)
        _edge, reasons = roll_edge(self.character, stat, **options)
        self.reasons.setText("\n".join(reasons) if reasons else self.tr("none: 2d6"))
        new, result = move_roll(self.character, stat, self.dice.values(), move=self.move.currentText().strip(), **options)
        self.outcome_label.setText(f"{result.dice_text} — {label(result.outcome)}")
        return new, result

    def describe(self, value: tuple[Character, MoveResult]) -> list[str]:
        return entry_lines(self.character, value[0])

    @classmethod
    def ask(cls, character: Character, parent: QWidget | None = None, *, stat: Stat | None = None, move: str = "") -> tuple[Character, MoveResult] | None:
        return cls(character, parent, stat=stat, move=move).run()
