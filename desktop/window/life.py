"""The window's life: opening a library in a window, switching the language (a new window on the
same workspace, nothing lost), and switching to another library.

The controller (one open library) outlives its window and never builds one itself: these
functions do, so the controller needs nothing of the window's modules.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from talekeeper.core.storage import Library, SheetFileError
from talekeeper.desktop import i18n
from talekeeper.desktop.controller import Controller
from talekeeper.desktop.window.main_window import MainWindow
from talekeeper.desktop.wording import refusal_text

if TYPE_CHECKING:
    from talekeeper.desktop.settings import Settings

_controllers: list[QObject] = []
"""The open library (kept alive for the application's life)."""


def show_window(controller: Controller) -> MainWindow:
    window = MainWindow(controller)
    window.choose_library = partial(choose_library, window)  # the menus' ways to another window
    window.switch_library = partial(switch_library, window)
    window.edit_preferences = partial(edit_preferences, window)
    controller.window = window
    window.show()
    return window


def open_library(path: Path, settings: Settings, *, interactive: bool = True) -> MainWindow | None:
    """Open a library in a new window: lock it, show it, offer to recover a crashed session."""
    library = Library(path)
    try:
        library.ensure_exists()
    except SheetFileError as error:
        QMessageBox.critical(None, "Talekeeper", refusal_text(error))
        return None
    controller = Controller(library, settings)
    if not controller.acquire_lock(ask=interactive):
        if not interactive:
            print(f"talekeeper: {path} is already open in another Talekeeper", file=sys.stderr)
        return None
    _controllers.clear()
    _controllers.append(controller)
    settings.remember_library(library.path)
    window = show_window(controller)
    if interactive:
        QTimer.singleShot(0, controller.restore_tabs)
        QTimer.singleShot(0, controller.offer_recovery)
    return window


def choose_library(window: MainWindow) -> None:
    folder = QFileDialog.getExistingDirectory(window, QCoreApplication.translate("Controller", "Open Library"), str(window.library.path))
    if folder:
        switch_library(window, folder)


def switch_library(window: MainWindow, folder: str | Path) -> None:
    """Leave this library (asking about unsaved changes) for the one at `folder`."""
    controller = window.controller
    if Path(folder).resolve() == controller.library.path.resolve() or not window.ask_to_keep_changes():
        return
    controller.replacing_window = True
    window.close()
    controller.shutdown()
    open_library(Path(folder), controller.settings)


def edit_preferences(window: MainWindow) -> None:
    from talekeeper.desktop.preferences import PreferencesDialog

    settings = window.controller.settings
    language = PreferencesDialog.ask(settings.language, window)
    if language is not None and language != settings.language:
        set_language(window.controller, language)


def set_language(controller: Controller, language: str) -> MainWindow:
    """Switch the language at once: a new window on the same workspace (nothing is lost)."""
    controller.settings.language = language
    controller.settings.save()
    i18n.install(language)
    old = controller.window
    current = old.current_editor().path if old is not None and old.current_editor() is not None else None
    geometry = old.saveGeometry() if old is not None else None
    controller.replacing_window = True
    new = show_window(controller)
    if geometry is not None:
        new.restoreGeometry(geometry)
    if current is not None:
        new.open_character(current)
    if old is not None:
        old.close()
        old.deleteLater()
    controller.replacing_window = False
    return new
