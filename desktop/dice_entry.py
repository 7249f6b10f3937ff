"""C-2 in the GUI: dice rolled by the program, or values typed in from physical dice."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QWidget

from core.dice import DiceSource, RandomDice
from desktop.widgets import fmt

dice_source: DiceSource = RandomDice()
"""Where the Roll buttons take their values; tests put a seeded or hand-fed source here."""


class DiceEntry(QWidget):
    """One box per die, checked against its size, and a Roll button that fills them all."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, name: str = "") -> None:
        super().__init__(parent)
        self._name = name or self.tr("Dice")
        self.setAccessibleName(self._name)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.setAccessibleName(fmt(self.tr("Roll %1"), self._name))
        self.roll_button.clicked.connect(self.roll)
        self.boxes: list[QSpinBox] = []
        self.sizes: tuple[int, ...] = ()
        self.rolled = False
        """True when the program rolled the values shown (history says "rolled", not "entered")."""
        self._layout.addStretch(1)
        self._layout.addWidget(self.roll_button)

    def set_dice(self, sizes: Sequence[int]) -> None:
        """Show one box per die; values typed so far are kept where the die stays the same."""
        old = {index: box.value() for index, box in enumerate(self.boxes)}
        for box in self.boxes:
            self._layout.removeWidget(box)
            box.hide()  # at once: deleteLater waits for the event loop, and a parentless box would show
            box.deleteLater()
        self.boxes = []
        self.sizes = tuple(sizes)
        for index, size in enumerate(self.sizes):
            box = QSpinBox()
            box.setRange(1, size)
            box.setPrefix(f"d{size}: ")
            box.setAccessibleName(fmt(self.tr("%1, die %2 (d%3)"), self._name, index + 1, size))
            box.setValue(min(old.get(index, 1), size))
            box.valueChanged.connect(self._typed)
            self._layout.insertWidget(index, box)
            self.boxes.append(box)
        self.changed.emit()

    def values(self) -> list[int]:
        return [box.value() for box in self.boxes]

    def set_values(self, values: Sequence[int]) -> None:
        for box, value in zip(self.boxes, values, strict=False):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.rolled = False
        self.changed.emit()

    def roll(self) -> None:
        for box, size in zip(self.boxes, self.sizes, strict=True):
            box.blockSignals(True)
            box.setValue(dice_source.roll(size))
            box.blockSignals(False)
        self.rolled = True
        self.changed.emit()

    def how(self) -> str:
        """For history: how the values came about."""
        return self.tr("rolled") if self.rolled else self.tr("entered")

    def _typed(self, _value: int) -> None:
        self.rolled = False
        self.changed.emit()
