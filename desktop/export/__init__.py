"""File menu exports: Print…, Export PDF…, Export Markdown… for the current character, and the
GM's NPC cards and party summary as PDF.

`add_export_actions(window, file_menu)` adds the actions; each export reads characters through
the workspace (so unsaved changes print as shown) and never changes them.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from desktop.main_window import MainWindow


def _actions() -> ModuleType:
    """The export code, imported on first use so the menu costs nothing at start-up."""
    return importlib.import_module("desktop.export.actions")


def add_export_actions(window: MainWindow, file_menu) -> list[QAction]:  # noqa: ANN001 (QMenu)
    """Add the export actions to `file_menu` (as a group just above Quit's, or at the end) and keep the
    three character actions enabled only while a character tab is current."""
    def make(text: str, slot, shortcut=None) -> QAction:  # noqa: ANN001
        action = QAction(text, window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: getattr(_actions(), slot)(window))
        return action

    print_action = make(QCoreApplication.translate("Export", "&Print…"), "print_character", QKeySequence.StandardKey.Print)
    pdf = make(QCoreApplication.translate("Export", "Export P&DF…"), "export_pdf", "Ctrl+Shift+P")
    markdown = make(QCoreApplication.translate("Export", "Export &Markdown…"), "export_markdown", "Ctrl+Shift+M")
    cards = make(QCoreApplication.translate("Export", "Exp&ort NPC Cards (PDF)…"), "export_npc_cards")
    party = make(QCoreApplication.translate("Export", "Export Part&y Summary (PDF)…"), "export_party_summary")
    actions = [print_action, pdf, markdown, cards, party]
    quit_action = next((a for a in file_menu.actions() if a.menuRole() == QAction.MenuRole.QuitRole), None)
    if quit_action is not None:  # a group of its own just above Quit
        file_menu.insertActions(quit_action, actions)
        file_menu.insertSeparator(quit_action)
    else:
        file_menu.addSeparator()
        file_menu.addActions(actions)

    def update() -> None:
        has_character = getattr(window, "tabs", None) is not None and window.current_editor() is not None
        for action in (print_action, pdf, markdown):
            action.setEnabled(has_character)

    def follow_tabs() -> None:
        window.tabs.currentChanged.connect(lambda _index: update())
        update()

    update()
    file_menu.aboutToShow.connect(update)
    if getattr(window, "tabs", None) is not None:
        follow_tabs()
    else:  # called while the window is being built (menus before tabs): follow them once they exist
        QTimer.singleShot(0, window, follow_tabs)
    return actions
