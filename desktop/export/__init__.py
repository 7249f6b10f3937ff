"""File menu exports: Print…, Export PDF…, Export Markdown… for the current character, and the
GM's NPC cards and party summary as PDF.

`add_export_actions(runner, file_menu)` adds the actions; each export reads characters through
the runner (so unsaved changes print as shown, and nothing is opened) and never changes them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from talekeeper.desktop.operations import Runner


def _actions() -> ModuleType:
    """The export code, imported on first use so the menu costs nothing at start-up."""
    return importlib.import_module("talekeeper.desktop.export.actions")


def add_export_actions(runner: Runner, file_menu: QMenu) -> tuple[list[QAction], Callable[[], None]]:
    """Add the export actions to `file_menu` (as a group just above Quit's, or at the end); return
    them and `update`, which enables the three character actions only while a character tab is
    current (the window calls it when its current tab changes; the menu calls it when shown)."""
    def make(text: str, slot: str, shortcut: QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(text, file_menu)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: getattr(_actions(), slot)(runner))
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
        has_character = runner.host is not None and runner.host.current_path() is not None
        for action in (print_action, pdf, markdown):
            action.setEnabled(has_character)

    update()
    file_menu.aboutToShow.connect(update)
    return actions, update
