"""C-2 in the GUI: dice rolled by the program, or faces typed in from physical dice.

One design for every dialog. The dice are grouped by size, one labelled line per size
(`3d6: 6 3 5`), typed as a player reads them off the table: faces separated by spaces or commas
(for dice of at most nine faces the digits may also be typed together: `635`). Nothing is a value
until the program rolls or the user types it: `faces()` is None until every die has one, so a
dialog shows no result, preview or apply button before that.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QPushButton, QWidget

from talekeeper.core.dice import DiceSource, Faces, RandomDice
from talekeeper.desktop.widgets import WARNING_STYLE, NamedLabel, fmt, heard

dice_source: DiceSource = RandomDice()
"""Where the Roll buttons take their values; tests put a seeded or hand-fed source here."""

_SEPARATED = re.compile(r"[\s,;/]+")


class DiceGroup:
    """The dice of one size: a caption (`3d6`) and the line their faces are typed into."""

    def __init__(self, entry: DiceEntry, size: int, count: int, row: int) -> None:
        self.size, self.count = size, count
        self.caption = QLabel(f"{count}d{size}")
        self.caption.setAccessibleName(heard(entry.name, self.caption.text()))  # whose dice: two entries may both show 1d6
        self.line = QLineEdit()
        self.line.setPlaceholderText(entry.placeholder(size, count))
        self.line.setAccessibleName(fmt(QCoreApplication.translate("DiceEntry", "%1: faces of %2d%3"), entry.name, count, size))
        self.caption.setBuddy(self.line)
        self.problem = NamedLabel(fmt(QCoreApplication.translate("DiceEntry", "%1: problem with the %2d%3"), entry.name, count, size))
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setStyleSheet(WARNING_STYLE)
        self.problem.hide()
        entry.grid.addWidget(self.caption, row, 0)
        entry.grid.addWidget(self.line, row, 1)
        entry.grid.addWidget(self.problem, row, 2)
        self.caption.show()  # dice set while the entry is on screen (a participant added) show at once
        self.line.show()
        self.line.textEdited.connect(entry.typed)

    def faces(self) -> list[int] | None:
        """The faces typed, when they are exactly `count` faces this die can show."""
        text = self.line.text().strip()
        if not text:
            return None
        pieces = [p for p in _SEPARATED.split(text) if p]
        if len(pieces) == 1 and self.size <= 9 and len(pieces[0]) == self.count and pieces[0].isdigit():
            pieces = list(pieces[0])
        if not all(p.isdigit() for p in pieces):
            return None
        values = [int(p) for p in pieces]
        if len(values) != self.count or not all(1 <= v <= self.size for v in values):
            return None
        return values

    def complaint(self) -> str:
        """Why the text is not yet faces for these dice ("" when it is, or nothing is typed)."""
        text = self.line.text().strip()
        if not text or self.faces() is not None:
            return ""
        pieces = [p for p in _SEPARATED.split(text) if p]
        if not all(p.isdigit() for p in pieces):
            return QCoreApplication.translate("DiceEntry", "only numbers")
        values = [int(p) for p in pieces]
        if len(pieces) == 1 and self.size <= 9 and pieces[0].isdigit():
            values = [int(c) for c in pieces[0]] if len(pieces[0]) <= self.count else values
        bad = [v for v in values if not 1 <= v <= self.size]
        if bad:
            return fmt(QCoreApplication.translate("DiceEntry", "a d%1 cannot show %2"), self.size, bad[0])
        if len(values) > self.count:
            return fmt(QCoreApplication.translate("DiceEntry", "%1 faces for %2 dice"), len(values), self.count)
        return fmt(QCoreApplication.translate("DiceEntry", "%1 of %2"), len(values), self.count)

    def show(self, values: Sequence[int]) -> None:
        self.line.setText(" ".join(str(v) for v in values))

    def remove(self) -> None:
        for widget in (self.caption, self.line, self.problem):
            widget.hide()
            widget.deleteLater()


class DiceEntry(QWidget):
    """The faces of a set of dice: one line per die size, and a Roll button that fills them all."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, name: str = "") -> None:
        super().__init__(parent)
        self.name = name or self.tr("Dice")
        self.setAccessibleName(self.name)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(1, 1)
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.setAccessibleName(fmt(self.tr("Roll %1"), self.name))
        self.roll_button.clicked.connect(self.roll)
        self.groups: list[DiceGroup] = []
        self.sizes: tuple[int, ...] = ()
        self.rolled = False
        """True when the program rolled the faces shown (history says "rolled", not "entered")."""
        self._place_button()

    def placeholder(self, size: int, count: int) -> str:
        example = " ".join(str((3 * i + 2) % size + 1) for i in range(min(count, 4)))
        return fmt(self.tr("type the faces, such as %1"), example) + ("…" if count > 4 else "")

    def _place_button(self) -> None:
        self.grid.addWidget(self.roll_button, 0, 3)

    def set_dice(self, sizes: Sequence[int]) -> None:
        """The dice to enter, in the order the rules read their faces. Faces typed so far stay
        where a group of the same size and count stays."""
        sizes = tuple(sizes)
        if sizes == self.sizes and self.groups:
            return
        kept = {(g.size, g.count): g.line.text() for g in self.groups}
        for group in self.groups:
            group.remove()
        self.groups = []
        self.sizes = sizes
        order = list(dict.fromkeys(sizes))
        for row, size in enumerate(order):
            group = DiceGroup(self, size, sizes.count(size), row)
            group.line.setText(kept.get((size, group.count), ""))
            self.groups.append(group)
        self.roll_button.setEnabled(bool(sizes))
        self._show_problems()
        self.changed.emit()

    def group(self, size: int) -> DiceGroup:
        return next(g for g in self.groups if g.size == size)

    def faces(self) -> Faces | None:
        """Every die's face in `sizes` order, once each has one; None before."""
        by_size = {}
        for group in self.groups:
            values = group.faces()
            if values is None:
                return None
            by_size[group.size] = iter(values)
        if not self.sizes:
            return None
        return Faces(tuple(next(by_size[size]) for size in self.sizes), entered=not self.rolled)

    @property
    def complete(self) -> bool:
        return self.faces() is not None

    def values(self) -> list[int]:
        """The faces in `sizes` order ([] until every die has one)."""
        faces = self.faces()
        return list(faces.values) if faces is not None else []

    def roll(self) -> None:
        self._fill([dice_source.roll(size) for size in self.sizes])
        self.rolled = True
        self.changed.emit()

    def clear(self) -> None:
        for group in self.groups:
            group.line.clear()
        self.rolled = False
        self._show_problems()
        self.changed.emit()

    def _fill(self, values: Sequence[int]) -> None:
        per_size: dict[int, list[int]] = {}
        for size, value in zip(self.sizes, values, strict=False):
            per_size.setdefault(size, []).append(value)
        for group in self.groups:
            group.show(per_size.get(group.size, []))
        self._show_problems()

    def how(self) -> str:
        """For history: how the values came about."""
        return self.tr("rolled") if self.rolled else self.tr("entered")

    def typed(self, _text: str = "") -> None:
        self.rolled = False
        self._show_problems()
        self.changed.emit()

    def _show_problems(self) -> None:
        for group in self.groups:
            words = group.complaint()
            group.problem.setText(words)
            group.problem.setVisible(bool(words))
