"""C-2 inside a conflict: the dice a move needs, rolled by the program or typed in from the table,
before the move is made (escalating, bringing in a trait, writing a new relationship)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from core.dice import DiceSource, HandDice
from desktop.dice_entry import DiceEntry
from desktop.widgets import plain_label

Then = Callable[[DiceSource], bool]


def scrolled(entry: DiceEntry) -> QScrollArea:
    """A dice entry that scrolls sideways when it has many dice (a 20-die roll fits a dialog)."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(entry)
    scroll.setFixedHeight(entry.sizeHint().height() + 24)
    return scroll


class RollPanel(QGroupBox):
    """Shows the dice of one pending move; `Use These Dice` makes the move with them."""

    closed = Signal()
    """The pending move was made or cancelled."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Dice to roll"), parent)
        layout = QVBoxLayout(self)
        self.caption = plain_label(name=self.tr("What is rolled"))
        layout.addWidget(self.caption)
        self.entry = DiceEntry(name=self.tr("Dice for this move"))
        self.entry.changed.connect(self._changed)
        layout.addWidget(scrolled(self.entry))
        row = QHBoxLayout()
        self.use_button = QPushButton(self.tr("&Use These Dice"))
        self.use_button.clicked.connect(self.use)
        self.cancel_button = QPushButton(self.tr("Cance&l"))
        self.cancel_button.setAccessibleName(self.tr("Cancel this move"))
        self.cancel_button.clicked.connect(self.cancel)
        row.addStretch(1)
        row.addWidget(self.use_button)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self._then: Then | None = None
        self._touched = False
        self.hide()

    def ask(self, caption: str, sizes: Sequence[int], then: Then) -> None:
        """Roll `sizes` for a move; with no dice to roll, the move is made at once."""
        if not sizes:
            then(HandDice([]))
            return
        self.caption.setText(caption)
        self.entry.set_dice(sizes)
        self._then = then
        self._touched = False
        self.show()
        self.entry.roll_button.setFocus()

    def use(self) -> None:
        then = self._then
        if then is None:
            return
        if not self._touched:
            self.entry.roll()  # nobody rolled or typed: the program rolls
        self._then = None
        self.hide()
        if not then(HandDice(self.entry.values())):
            self._then = then  # refused: the dice stay for another try or Cancel
            self.show()
            return
        self.closed.emit()

    def cancel(self) -> None:
        self._then = None
        self.hide()
        self.closed.emit()

    @property
    def pending(self) -> bool:
        return self._then is not None

    def _changed(self) -> None:
        self._touched = True
