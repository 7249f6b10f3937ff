"""Dice in hand drawn as dice: a d6 shows pips, other sizes their shape with the number on it.

Each die is a checkable button (click, or Tab and Space), so picking dice for a raise or a see
is done by pointing at them. Screen readers hear "d6 showing 5, Acuity".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from talekeeper.core.rules.dogs import HeldDie
from talekeeper.desktop.widgets import fmt

DIE_PIXELS = 44
# Pip positions on a 3x3 grid (column, row) for each face of a d6.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
# Corners of each die's outline, and the colour of its body.
SIDES = {4: 3, 8: 4, 10: 5, 12: 5, 20: 6}
COLOURS = {4: "#e8d9b5", 6: "#f4f1ea", 8: "#cfe0f3", 10: "#d8ecd2", 12: "#eed7ea", 20: "#f3d6cf"}


def _polygon(rect: QRectF, corners: int) -> QPolygonF:
    centre, radius = rect.center(), min(rect.width(), rect.height()) / 2
    start = -math.pi / 2
    points = [
        QPointF(centre.x() + radius * math.cos(start + i * 2 * math.pi / corners), centre.y() + radius * math.sin(start + i * 2 * math.pi / corners))
        for i in range(corners)
    ]
    return QPolygonF(points)


def paint_die(painter: QPainter, rect: QRectF, size: int, value: int, *, palette: QPalette, selected: bool = False, dimmed: bool = False) -> None:
    """Draw one die showing `value` in `rect`."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    body = QColor(COLOURS.get(size, "#eeeeee"))
    ink = QColor("#202020")
    if dimmed:
        body.setAlpha(110)
        ink.setAlpha(140)
    outline = QPen(palette.color(QPalette.ColorRole.Highlight) if selected else QColor("#555555"), 3.0 if selected else 1.2)
    painter.setPen(outline)
    painter.setBrush(body)
    inner = rect.adjusted(3, 3, -3, -3)
    if size == 6:
        painter.drawRoundedRect(inner, 6, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        step = inner.width() / 4
        radius = max(2.0, inner.width() / 11)
        for column, row in PIPS.get(value, ()):
            painter.drawEllipse(QPointF(inner.left() + step * (column + 1), inner.top() + step * (row + 1)), radius, radius)
    else:
        path = QPainterPath()
        path.addPolygon(_polygon(inner, SIDES.get(size, 6)))
        path.closeSubpath()
        painter.drawPath(path)
        font = painter.font()
        font.setBold(True)
        font.setPixelSize(int(inner.height() * (0.36 if value < 10 else 0.3)))
        painter.setFont(font)
        painter.setPen(ink)
        text_rect = inner.adjusted(0, inner.height() * (0.12 if size == 4 else 0.0), 0, 0)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, str(value))
    if selected:
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
    painter.restore()


class DieButton(QAbstractButton):
    """One die in hand; checked while it is picked."""

    def __init__(self, die: HeldDie, source_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.die = die
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(fmt(self.tr("d%1 showing %2, %3"), die.size, die.value, source_text))
        self.setToolTip(fmt(self.tr("d%1 showing %2 (%3)"), die.size, die.value, source_text))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(DIE_PIXELS, DIE_PIXELS + self.fontMetrics().height())

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        face = QRectF(0, 0, DIE_PIXELS, DIE_PIXELS)
        paint_die(painter, face, self.die.size, self.die.value, palette=self.palette(), selected=self.isChecked(), dimmed=not self.isEnabled())
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(0, DIE_PIXELS, DIE_PIXELS, self.fontMetrics().height()), Qt.AlignmentFlag.AlignCenter, f"d{self.die.size}")
        if self.hasFocus():
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        painter.end()


class HandView(QWidget):
    """A row of dice a player can pick; `picked()` gives the die ids in the order shown."""

    picked_changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, name: str = "") -> None:
        super().__init__(parent)
        self.setAccessibleName(name or self.tr("Dice in hand"))
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._layout.addStretch(1)
        self.buttons: list[DieButton] = []
        self.setMinimumHeight(DIE_PIXELS + self.fontMetrics().height() + 2)

    def set_dice(self, dice: Sequence[HeldDie], describe: Callable[[HeldDie], str], *, pickable: bool = True) -> None:
        """Show `dice` (highest first); picks of dice still in hand are kept."""
        before = set(self.picked())
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        for index, die in enumerate(sorted(dice, key=lambda d: (-d.value, -d.size, d.id))):
            button = DieButton(die, describe(die))
            button.setChecked(die.id in before and pickable)
            button.setEnabled(pickable)
            button.toggled.connect(lambda _on: self.picked_changed.emit())
            self._layout.insertWidget(index, button)
            button.show()  # dice dealt while the window is on screen show at once
            self.buttons.append(button)
        self.picked_changed.emit()

    def picked(self) -> list[int]:
        return [b.die.id for b in self.buttons if b.isChecked()]

    def pick(self, die_ids: Sequence[int]) -> None:
        """Pick exactly these dice (a test or a keyboard shortcut)."""
        wanted = set(die_ids)
        for button in self.buttons:
            button.blockSignals(True)
            button.setChecked(button.die.id in wanted)
            button.blockSignals(False)
        self.picked_changed.emit()

    def clear(self) -> None:
        self.pick([])
