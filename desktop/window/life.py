"""The window's life: opening a library in a window, switching the language (a new window on the
same workspace, nothing lost), and switching to another library.

The controller (one open library) outlives its window and never builds one itself: these
functions do, so the controller needs nothing of the window's modules. The work is in
`switching`, which the menus use too; here it builds a `MainWindow` for the callers that have no
window yet.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from talekeeper.desktop.window import switching
from talekeeper.desktop.window.main_window import MainWindow
from talekeeper.desktop.window.switching import _controllers, choose_library, edit_preferences, switch_library

if TYPE_CHECKING:
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings

__all__ = ["_controllers", "choose_library", "edit_preferences", "open_library", "set_language", "show_window", "switch_library"]


def show_window(controller: Controller) -> MainWindow:
    return switching.show_window(controller, MainWindow)


def open_library(path: Path, settings: Settings, *, interactive: bool = True) -> MainWindow | None:
    """Open a library in a new window: lock it, show it, offer to recover a crashed session."""
    return switching.open_library(path, settings, MainWindow, interactive=interactive)


def set_language(controller: Controller, language: str) -> MainWindow:
    """Switch the language at once: a new window on the same workspace (nothing is lost)."""
    return switching.set_language(controller, language, MainWindow)
