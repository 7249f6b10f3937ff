"""A lasting warning across the top of the window, for a problem that goes on until it is fixed
(for example a recovery journal that cannot be written). Hidden while there is nothing to say."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from talekeeper.desktop.widgets import fmt, plain_label

if TYPE_CHECKING:
    from talekeeper.desktop.workspace import Workspace


class WarningBanner(QWidget):
    """Built on its first warning: a window that never needs it pays nothing for it at start-up
    (its style sheet and icon cost about 20 ms before the first paint)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self.text: QLabel | None = None
        self.hide()

    def say(self, text: str) -> None:
        """Show `text` (plain), or hide the banner when it is empty."""
        if text and self.text is None:
            self._build()
        if self.text is not None:
            self.text.setText(text)
        self.setVisible(bool(text))

    def _build(self) -> None:
        from PySide6.QtWidgets import QStyle  # its enums take milliseconds to make: not before the first paint

        self.setObjectName("warningBanner")
        # Both colours are set, so the text reads the same in light and dark themes.
        self.setStyleSheet("#warningBanner { background: #fbe3c8; border-bottom: 1px solid #c06a00; } #warningBanner QLabel { color: #3d2000; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(20, 20))
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.text = plain_label(name=self._name)
        layout.addWidget(self.text, 1)


class JournalBanner(WarningBanner):
    """Shown while the recovery journal cannot be written (a full or unwritable disk): unsaved
    edits are then only in memory."""

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Warning about unsaved changes"), parent)
        workspace.journal_problem.connect(self._problem)
        self._problem(workspace.journal_failure)

    def _problem(self, reason: str) -> None:
        self.say(fmt(self.tr("Unsaved changes are not protected: the recovery journal cannot be written (%1). Save your changes to keep them safe."), reason) if reason else "")
