"""A contest's outcome, emphasised (issue 15): bold, larger, with the level's colour as a bar
beside it; a screen reader reads the same words (its accessible description follows the text)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget

from talekeeper.core.rules.heroquest import Level
from talekeeper.desktop.heroquest.sheet_words import OUTCOME_COLOURS
from talekeeper.desktop.widgets import emphasised

BAR = 6


class OutcomeLabel(QLabel):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAccessibleName(name)
        self.setContentsMargins(2 * BAR, 2, 0, 2)
        emphasised(self)
        self.colour: QColor | None = None
        self.show_outcome(None, "")

    def show_outcome(self, level: Level | None, text: str) -> None:
        """`text` (plain: it may hold names from files) beside the colour of `level` (None: none)."""
        self.setText(text)
        self.setAccessibleDescription(text)
        self.setVisible(bool(text))
        self.colour = OUTCOME_COLOURS[level] if level is not None else None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.colour is not None:
            painter = QPainter(self)
            painter.fillRect(0, 0, BAR, self.height(), self.colour)
            painter.end()
