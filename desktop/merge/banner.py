"""A band across the top of the window while the campaign settings have something to merge (a sync
tool's copy of campaign.json, or the open conflicts of a git merge), or a git merge left a record
for a sheet the library does not hold, with the button that opens the merge window (or offers to
discard the record). Sheets with something to merge are marked in the roster instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from talekeeper.core.paths import printable
from talekeeper.desktop.merge.words import sync_text
from talekeeper.desktop.widgets import fmt, plain_label, without_mnemonic

if TYPE_CHECKING:
    from talekeeper.core.storage.copies import LibraryConflicts
    from talekeeper.desktop.merge.resolver import Resolver


class ConflictBanner(QWidget):
    """Built when first needed: a window that never needs it pays nothing for it at start-up."""

    def __init__(self, resolver: Resolver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resolver = resolver
        self.text: QLabel | None = None
        self.button: QPushButton | None = None
        self.hide()
        resolver.scanned.connect(self.show_found)
        if resolver.found is not None:  # a window rebuilt for another language
            self.show_found(resolver.found)

    def show_found(self, found: LibraryConflicts) -> None:
        lines = [fmt(self.tr("The campaign settings have a conflicting copy, %1: %2"), sync_text(copy), copy.name) for copy in found.campaign_copies]
        if "campaign.json" in found.pending:
            lines.append(self.tr("A git merge left conflicts in the campaign settings: this machine's side is in use meanwhile."))
        lines.extend(fmt(self.tr("A git merge left a record for %1, which is not in the library."), printable(name)) for name in found.ghosts)
        if lines and self.text is None:
            self._build()
        if self.text is not None:
            self.text.setText("\n".join(lines))
        self.setVisible(bool(lines))

    def _build(self) -> None:
        self.setObjectName("conflictBanner")
        # Both colours are set, so the text reads the same in light and dark themes.
        self.setStyleSheet("#conflictBanner { background: #e6def5; border-bottom: 1px solid #6a4bb0; } #conflictBanner QLabel { color: #24163f; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.text = plain_label(name=self.tr("What waits to be merged"))
        layout.addWidget(self.text, 1)
        self.button = QPushButton(self.tr("&Resolve…"))
        self.button.setAccessibleName(without_mnemonic(self.tr("Resolve what waits to be merged…")))
        self.button.clicked.connect(self._resolve)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)

    def _resolve(self) -> None:
        self.resolver.resolve_library()
