"""The menus and shortcuts of the library window."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from talekeeper.core import paths
from talekeeper.core.paths import printable
from talekeeper.desktop.errors import doing
from talekeeper.desktop.export import add_export_actions
from talekeeper.desktop.widgets import redo_keys, without_mnemonic
from talekeeper.desktop.window.play import add_play_menu

if TYPE_CHECKING:
    from talekeeper.desktop.window.frame import WindowFrame


@dataclass
class Actions:
    new: QAction
    save: QAction
    save_all: QAction
    revert: QAction
    revert_to: QAction
    close_tab: QAction
    undo: QAction
    redo: QAction
    duplicate: QAction
    delete: QAction


def _action(window: WindowFrame, text: str, slot: Callable[[], object], shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: _run(text, slot))
    return action


def _run(text: str, slot: Callable[[], object]) -> None:
    with doing(without_mnemonic(text)):  # named in the dialog of an unexpected error
        slot()


def build_menus(window: WindowFrame) -> Actions:
    controller = window.controller
    bar = window.menuBar()
    file_menu = bar.addMenu(QCoreApplication.translate("Menus", "&File"))
    new = _action(window, QCoreApplication.translate("Menus", "&New Character…"), lambda: controller.new_character(window), QKeySequence.StandardKey.New)
    file_menu.addAction(new)
    file_menu.addAction(_action(window, QCoreApplication.translate("Menus", "&Import Character…"), lambda: controller.import_character(window), "Ctrl+I"))
    file_menu.addSeparator()
    file_menu.addAction(_action(window, QCoreApplication.translate("Menus", "Open &Library…"), lambda: _choose_library(window), "Ctrl+Shift+O"))
    file_menu.addAction(_action(window, QCoreApplication.translate("Menus", "Show Library &Folder"), lambda: _show_folder(window)))
    recent = file_menu.addMenu(QCoreApplication.translate("Menus", "&Recent Libraries"))
    recent.aboutToShow.connect(lambda: _fill_recent(window, recent))
    file_menu.addSeparator()
    save = _action(window, QCoreApplication.translate("Menus", "&Save"), window.save, QKeySequence.StandardKey.Save)
    save_all = _action(window, QCoreApplication.translate("Menus", "Save &All"), window.save_all, "Ctrl+Alt+S")
    revert = _action(window, QCoreApplication.translate("Menus", "Re&vert"), window.revert)
    revert_to = _action(window, QCoreApplication.translate("Menus", "Revert &To…"), window.revert_to)
    close_tab = _action(window, QCoreApplication.translate("Menus", "&Close Character"), lambda: window.close_tab(window.current_editor()), QKeySequence.StandardKey.Close)
    for action in (save, save_all, revert, revert_to, close_tab):
        file_menu.addAction(action)
    file_menu.addSeparator()
    quit_action = _action(window, QCoreApplication.translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit)
    quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    file_menu.addAction(quit_action)
    _exports, update_exports = add_export_actions(window.runner, file_menu)
    window.tabs.currentChanged.connect(lambda _index: update_exports())

    edit_menu = bar.addMenu(QCoreApplication.translate("Menus", "&Edit"))
    stack = window.workspace.undo_stack
    undo = stack.createUndoAction(window, QCoreApplication.translate("Menus", "Undo"))
    undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
    redo = stack.createRedoAction(window, QCoreApplication.translate("Menus", "Redo"))
    redo.setShortcuts(redo_keys())
    edit_menu.addAction(undo)
    edit_menu.addAction(redo)
    edit_menu.addSeparator()
    duplicate = _action(window, QCoreApplication.translate("Menus", "&Duplicate Character…"), lambda: controller.duplicate_character(window), "Ctrl+D")
    delete = _action(window, QCoreApplication.translate("Menus", "De&lete Character"), lambda: controller.delete_character(window), "Ctrl+Del")
    edit_menu.addAction(duplicate)
    edit_menu.addAction(delete)
    edit_menu.addAction(_action(window, QCoreApplication.translate("Menus", "Resolve Conflicting &Copy…"), lambda: window.conflicts.resolve_current()))
    edit_menu.addSeparator()
    edit_menu.addAction(_action(window, QCoreApplication.translate("Menus", "Campaign &Settings…"), lambda: controller.edit_campaign(window)))
    preferences = _action(window, QCoreApplication.translate("Menus", "&Preferences…"), lambda: _edit_preferences(window), QKeySequence.StandardKey.Preferences)
    preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
    edit_menu.addAction(preferences)

    window.play_menu = add_play_menu(window)

    view_menu = bar.addMenu(QCoreApplication.translate("Menus", "&View"))
    view_menu.addAction(_action(window, QCoreApplication.translate("Menus", "Find in &Roster"), lambda: _find_in_roster(window), QKeySequence.StandardKey.Find))
    view_menu.addAction(_action(window, QCoreApplication.translate("Menus", "&Next Character"), lambda: window.tabs.setCurrentIndex((window.tabs.currentIndex() + 1) % max(1, window.tabs.count())), "Ctrl+PgDown"))
    view_menu.addAction(_action(window, QCoreApplication.translate("Menus", "&Previous Character"), lambda: window.tabs.setCurrentIndex((window.tabs.currentIndex() - 1) % max(1, window.tabs.count())), "Ctrl+PgUp"))
    help_menu = bar.addMenu(QCoreApplication.translate("Menus", "&Help"))
    help_menu.addAction(_action(window, QCoreApplication.translate("Menus", "&Rules Reference"), lambda: _show_rules_reference(window), "Shift+F1"))
    help_menu.addAction(_action(window, QCoreApplication.translate("Menus", "&Keyboard Shortcuts"), lambda: _show_shortcuts(window), QKeySequence.StandardKey.HelpContents))
    help_menu.addAction(_action(window, QCoreApplication.translate("Menus", "Show &Log Folder"), lambda: _open_folder(paths.log_dir())))
    about = _action(window, QCoreApplication.translate("Menus", "&About Talekeeper"), lambda: _show_about(window))
    about.setMenuRole(QAction.MenuRole.AboutRole)
    help_menu.addAction(about)
    return Actions(new, save, save_all, revert, revert_to, close_tab, undo, redo, duplicate, delete)


def _show_folder(window: WindowFrame) -> None:
    """Open the library folder in the system's file manager (to back it up, sync it, or look)."""
    _open_folder(window.library.path)


def _open_folder(folder: Path) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    with contextlib.suppress(OSError):  # the log folder is made when something is first logged
        folder.mkdir(parents=True, exist_ok=True)
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def _find_in_roster(window: WindowFrame) -> None:
    window.search.setFocus()
    window.search.selectAll()


# `switching` builds windows, `help` makes its dialogs and `rules_reference` reads and lays out the
# reference: each is imported when first used.

def _choose_library(window: WindowFrame) -> None:
    from talekeeper.desktop.window.switching import choose_library

    choose_library(window)


def _switch_library(window: WindowFrame, folder: str) -> None:
    from talekeeper.desktop.window.switching import switch_library

    switch_library(window, folder)


def _edit_preferences(window: WindowFrame) -> None:
    from talekeeper.desktop.window.switching import edit_preferences

    edit_preferences(window)


def _show_shortcuts(window: WindowFrame) -> None:
    from talekeeper.desktop.window.help import ShortcutsDialog

    ShortcutsDialog(window).exec()


def _show_about(window: WindowFrame) -> None:
    from talekeeper.desktop.window.help import about_box

    window.ask(about_box(window))


def _show_rules_reference(window: WindowFrame) -> None:
    from talekeeper.desktop.window.rules_reference import show_reference

    show_reference(window)


def _fill_recent(window: WindowFrame, menu: QMenu) -> None:
    menu.clear()
    for path in window.controller.settings.recent_libraries:
        action = menu.addAction(printable(path))
        action.triggered.connect(lambda _checked=False, p=path: _switch_library(window, p))
    if not window.controller.settings.recent_libraries:
        menu.addAction(QCoreApplication.translate("Menus", "(none)")).setEnabled(False)
