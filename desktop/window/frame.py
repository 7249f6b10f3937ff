"""The main window as the modules it is built from see it (`menus`, `play`, `help`, `saving`,
`opening`): they sit below `main_window`, which imports them, so they name `WindowFrame` and never
import `MainWindow`. It only declares what `MainWindow` sets and defines."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QComboBox, QLineEdit, QMenu, QMessageBox, QTabWidget, QWidget

    from talekeeper.core.storage import Library
    from talekeeper.core.storage.errors import SheetFileError
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.editor import CharacterEditor
    from talekeeper.desktop.merge.resolver import Resolver
    from talekeeper.desktop.operations import Runner
    from talekeeper.desktop.roster_panel import RosterPanel
    from talekeeper.desktop.workspace import Workspace


class WindowFrame(QMainWindow):
    controller: Controller
    workspace: Workspace
    library: Library
    runner: Runner
    conflicts: Resolver
    tabs: QTabWidget
    search: QLineEdit
    kind_filter: QComboBox
    roster_panel: RosterPanel
    play_menu: QMenu
    play_families: list[str]
    play_actions: dict[str, QAction]

    dialog_parent: Callable[[], QWidget]
    current_editor: Callable[[], CharacterEditor | None]
    editors: Callable[[], list[CharacterEditor]]
    editor_for: Callable[[Path], CharacterEditor | None]
    close_tab: Callable[[CharacterEditor | None], bool]
    save: Callable[..., bool]
    """save(path=None) -> bool"""
    save_all: Callable[[], bool]
    revert: Callable[[], None]
    revert_to: Callable[[], None]
    ask: Callable[[QMessageBox], object]
    ask_to_keep_changes: Callable[[], bool]
    open_character: Callable[[Path], CharacterEditor | None]
    show_unopenable: Callable[[Path, SheetFileError], None]
