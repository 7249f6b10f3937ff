"""Odds as a small bar chart: one row per outcome, a bar and a percentage (HQ-10, DV-31)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

Row = tuple[str, Fraction | float, QColor | None]


def percent(chance: Fraction | float) -> str:
    value = float(chance) * 100
    if 0 < value < 0.1:
        return "<0.1%"
    return f"{value:.1f}%"


class OddsChart(QWidget):
    """Rows of (label, chance, colour). Screen readers get the same numbers as text."""

    def __init__(self, parent: QWidget | None = None, *, name: str = "") -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.setAccessibleName(name or self.tr("Odds"))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.rows = list(rows)
        self.setAccessibleDescription("; ".join(f"{text} {percent(chance)}" for text, chance, _ in self.rows))
        self.setToolTip(self.accessibleDescription().replace("; ", "\n"))
        self.updateGeometry()
        self.update()

    def _line(self) -> int:
        return self.fontMetrics().height() + 4

    def sizeHint(self) -> QSize:
        return QSize(320, max(1, len(self.rows)) * self._line() + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.isEnabled():
            painter.setOpacity(0.35)  # numbers no longer current (new ones are being worked out)
        metrics = self.fontMetrics()
        label_width = max((metrics.horizontalAdvance(text) for text, _, _ in self.rows), default=0) + 8
        number_width = metrics.horizontalAdvance("100.0%") + 8
        bar_width = max(20, self.width() - label_width - number_width)
        line = self._line()
        palette = self.palette()
        for index, (text, chance, colour) in enumerate(self.rows):
            top = 2 + index * line
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            painter.drawText(QRectF(0, top, label_width, line), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
            track = QRectF(label_width, top + 3, bar_width, line - 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.color(QPalette.ColorRole.AlternateBase))
            painter.drawRoundedRect(track, 2, 2)
            filled = QRectF(track)
            filled.setWidth(track.width() * float(chance))
            painter.setBrush(colour or palette.color(QPalette.ColorRole.Highlight))
            painter.drawRoundedRect(filled, 2, 2)
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            painter.drawText(QRectF(label_width + bar_width, top, number_width, line), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, percent(chance))
        painter.end()
