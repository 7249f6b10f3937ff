"""Opening a library in a window, switching the language (a new window on the same workspace,
nothing lost), and switching to another library: the work of `desktop.window.life`.

It builds windows of the class it is given, `type(window)` when the menus ask from a window, so it
imports no `main_window` and the menus may use it; `life` gives `MainWindow` to the callers that
have no window yet. The controller (one open library) outlives its window and never builds one."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from talekeeper.core.storage import Library, SheetFileError
from talekeeper.desktop import i18n, messages
from talekeeper.desktop.controller import Controller
from talekeeper.desktop.words.wording import refusal_text

if TYPE_CHECKING:
    from talekeeper.desktop.settings import Settings
    from talekeeper.desktop.window.frame import WindowFrame

W = TypeVar("W", bound="WindowFrame")

_controllers: list[QObject] = []
"""The open library (kept alive for the application's life)."""


def show_window(controller: Controller, window_class: Callable[[Controller], W]) -> W:
    window = window_class(controller)
    controller.window = window
    window.show()
    return window


def open_library(path: Path, settings: Settings, window_class: Callable[[Controller], W], *, interactive: bool = True) -> W | None:
    """Open a library in a new window: lock it, show it, offer to recover a crashed session."""
    library = Library(path)
    try:
        library.ensure_exists()
    except SheetFileError as error:
        messages.critical(None, "Talekeeper", refusal_text(error))
        return None
    controller = Controller(library, settings)
    if not controller.acquire_lock(ask=interactive):
        if not interactive:
            print(f"talekeeper: {path} is already open in another Talekeeper", file=sys.stderr)
        return None
    _controllers.clear()
    _controllers.append(controller)
    settings.remember_library(library.path)
    window = show_window(controller, window_class)
    if interactive:
        QTimer.singleShot(0, controller.restore_tabs)
        QTimer.singleShot(0, controller.offer_recovery)
    return window


def choose_library(window: WindowFrame) -> None:
    from PySide6.QtWidgets import QFileDialog  # (loads when asked for, not before the first paint)

    folder = QFileDialog.getExistingDirectory(window, QCoreApplication.translate("Controller", "Open Library"), str(window.library.path))
    if folder:
        switch_library(window, folder)


def switch_library(window: WindowFrame, folder: str | Path) -> None:
    """Leave this library (asking about unsaved changes) for the one at `folder`."""
    controller = window.controller
    if Path(folder).resolve() == controller.library.path.resolve() or not window.ask_to_keep_changes():
        return
    controller.replacing_window = True
    window.close()
    controller.shutdown()
    open_library(Path(folder), controller.settings, type(window))


def edit_preferences(window: WindowFrame) -> None:
    from talekeeper.desktop.preferences import PreferencesDialog

    settings = window.controller.settings
    language = PreferencesDialog.ask(settings.language, window)
    if language is not None and language != settings.language:
        set_language(window.controller, language, type(window))


def set_language(controller: Controller, language: str, window_class: Callable[[Controller], W]) -> W:
    """Switch the language at once: a new window on the same workspace (nothing is lost)."""
    controller.settings.language = language
    controller.settings.save()
    i18n.install(language)
    old = controller.window
    editor = old.current_editor() if old is not None else None
    current = editor.path if editor is not None else None
    geometry = old.saveGeometry() if old is not None else None
    controller.replacing_window = True
    new = show_window(controller, window_class)
    if geometry is not None:
        new.restoreGeometry(geometry)
    if current is not None:
        new.open_character(current)
    if old is not None:
        old.close()
        old.deleteLater()
    controller.replacing_window = False
    return new
