"""One HQ treatment in the First aid dialog (HQ-22, HQ-23, HQ-24): which state (for first aid, the
hurts ticked, HQ-22), the healer's ability rating, the resistance where there is a contest, the
d20s, and a button that asks core."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QWidget

from talekeeper.core.dice import Faces
from talekeeper.core.model import State
from talekeeper.core.rating import Rating
from talekeeper.core.refusal import Refusal
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.rules_dialog import caption
from talekeeper.desktop.widgets import fmt, follow_current_item
from talekeeper.desktop.words.labels import label

D20 = 20
Treat = Callable[[list[str], Rating, Faces], None]
"""(state ids, healer's rating, the d20 faces): records the treatment; raises Refusal to refuse."""


def _words(state: State) -> str:
    return label(state.level) + (f" — {state.relates_to}" if state.relates_to else "")


class HqTreatment(QGroupBox):
    """A treatment box; `treat` hands its inputs to the First aid dialog. With `several` (first
    aid, HQ-22) the states are a list to tick, every one ticked at first; otherwise one is chosen."""

    def __init__(self, title: str, states: Sequence[State], dice: int, treat: Treat, note: str = "",
                 parent: QWidget | None = None, *, several: bool = False) -> None:
        super().__init__(title, parent)
        self.treat = treat
        form = QFormLayout(self)
        self.state = QComboBox()
        self.states = QListWidget()
        follow_current_item(self.states)
        if several:
            for state in states:
                item = QListWidgetItem(_words(state))
                item.setData(Qt.ItemDataRole.UserRole, state.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
                self.states.addItem(item)
            self.states.setMaximumHeight(self.fontMetrics().height() * 6)
            self.states.setAccessibleName(fmt(self.tr("%1: states treated"), title))
            form.addRow(caption(self.tr("St&ates treated"), self.states), self.states)
        else:
            for state in states:
                self.state.addItem(_words(state), state.id)
            self.state.setAccessibleName(fmt(self.tr("%1: state"), title))
            form.addRow(caption(self.tr("St&ate"), self.state), self.state)
        self.several = several
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
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.run)
        form.addRow(self.button)
        for signal in (self.dice.changed, self.rating.textChanged, self.states.itemChanged):
            signal.connect(self._ready)
        self._ready()
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setAccessibleName(fmt(self.tr("%1: outcome"), title))
        form.addRow(self.outcome)

    def chosen(self) -> list[str]:
        """The ids of the states treated: the ticked ones, or the one chosen."""
        if not self.several:
            return [self.state.currentData()] if self.state.currentData() else []
        items = (self.states.item(row) for row in range(self.states.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if item.checkState() == Qt.CheckState.Checked]

    def _ready(self, *_args: object) -> None:
        """Nothing is treated before every die has a value and the healer's rating is typed."""
        try:
            Rating.parse(self.rating.text())
            rated = True
        except Refusal:
            rated = False
        self.button.setEnabled(self.dice.complete and rated and bool(self.chosen()))

    def run(self) -> None:
        from talekeeper.desktop.words.wording import refusal_text

        faces = self.dice.faces()
        if faces is None:
            self.outcome.setText(self.tr("Roll the dice, or type the faces you rolled."))
            return
        try:
            self.treat(self.chosen(), Rating.parse(self.rating.text()), faces)
        except Refusal as refusal:
            self.outcome.setText(refusal_text(refusal))
