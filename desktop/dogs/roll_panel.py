"""C-2 inside a conflict: the dice a move needs, rolled by the program or typed in from the table,
before the move is made (escalating, bringing in a trait, writing a new relationship, calling on a
demon). The dice are empty until rolled or typed; the move is made only once every die has a face."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from talekeeper.core.dice import Faces
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.widgets import plain_label

Then = Callable[[Faces], bool]


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
        layout.addWidget(self.entry)
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
        self.hide()

    def ask(self, caption: str, sizes: Sequence[int], then: Then) -> None:
        """Roll or type `sizes` for a move; with no dice to roll, the move is made at once."""
        if not sizes:
            then(Faces(()))
            return
        self.caption.setText(caption)
        self._then = then
        self.entry.set_dice(sizes)
        self.entry.clear()  # nothing is a value until rolled or typed (C-2)
        self.show()
        self.entry.roll_button.setFocus()

    def use(self) -> None:
        then, faces = self._then, self.entry.faces()
        if then is None or faces is None:
            return
        self._then = None
        self.hide()
        if not then(faces):
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
        self.use_button.setEnabled(self.entry.complete)
