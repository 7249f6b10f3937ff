"""A contest's outcome, emphasised (issue 15): bold, larger, with the level's colour as a bar
beside it; a screen reader reads the same words (its accessible description follows the text)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from core.rules.heroquest import Outcome
from desktop.heroquest.sheet_words import OUTCOME_COLOURS


class OutcomeLabel(QLabel):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(self.textFormat().PlainText)
        self.setAccessibleName(name)
        font = self.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.setFont(font)
        self.show_outcome(None, "")

    def show_outcome(self, level: Outcome | None, text: str) -> None:
        """`text` (plain: it may hold names from files) beside the colour of `level` (None: none)."""
        self.setText(text)
        self.setAccessibleDescription(text)
        self.setVisible(bool(text))
        colour = OUTCOME_COLOURS[level].name() if level is not None else "transparent"
        self.setStyleSheet(f"QLabel {{ border-left: 6px solid {colour}; padding-left: 6px; }}")
