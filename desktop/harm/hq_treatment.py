"""One HQ treatment in the First aid dialog (HQ-22, HQ-23, HQ-24): which state, the healer's
ability rating, the resistance where there is a contest, the d20s, and a button that asks core."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QPushButton, QWidget

from core.dice import Faces
from core.model import State
from core.rating import Rating
from core.refusal import Refusal
from desktop.dice_entry import DiceEntry
from desktop.harm.base import caption
from desktop.labels import label
from desktop.widgets import fmt

D20 = 20
Treat = Callable[[str, Rating, Faces], None]
"""(state id, healer's rating, the d20 faces): records the treatment; raises Refusal to refuse."""


class HqTreatment(QGroupBox):
    """A treatment box; `treat` hands its inputs to the First aid dialog."""

    def __init__(self, title: str, states: Sequence[State], dice: int, treat: Treat, note: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.treat = treat
        form = QFormLayout(self)
        self.state = QComboBox()
        for state in states:
            words = label(state.level) + (f" — {state.relates_to}" if state.relates_to else "")
            self.state.addItem(words, state.id)
        self.state.setAccessibleName(fmt(self.tr("%1: state"), title))
        form.addRow(caption(self.tr("S&tate"), self.state), self.state)
        self.rating = QLineEdit()
        self.rating.setPlaceholderText(self.tr("the healer's ability, such as 17W"))
        self.rating.setAccessibleName(fmt(self.tr("%1: healer's rating"), title))
        form.addRow(caption(self.tr("Healer's ratin&g"), self.rating), self.rating)
        if note:
            hint = QLabel(note)
            hint.setWordWrap(True)
            form.addRow(hint)
        self.dice = DiceEntry(name=fmt(self.tr("%1 dice"), title))
        self.dice.set_dice([D20] * dice)
        form.addRow(caption(self.tr("d&20"), self.dice), self.dice)
        self.button = QPushButton(title)
        self.button.clicked.connect(self.run)
        form.addRow(self.button)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setAccessibleName(fmt(self.tr("%1: outcome"), title))
        form.addRow(self.outcome)

    def run(self) -> None:
        from desktop.wording import refusal_text

        faces = self.dice.faces()
        if faces is None:
            self.outcome.setText(self.tr("Roll the dice, or type the faces you rolled."))
            return
        try:
            self.treat(self.state.currentData(), Rating.parse(self.rating.text()), faces)
        except Refusal as refusal:
            self.outcome.setText(refusal_text(refusal))
