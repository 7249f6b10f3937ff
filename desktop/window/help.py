"""The Help menu's windows: the keyboard shortcuts, read from the window's own menus (so the list
is never out of date, and is in the interface's language), and About, which says where files live."""

from __future__ import annotations

import platform
from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QMenu, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout

from talekeeper.core import paths
from talekeeper.desktop import messages
from talekeeper.desktop.version import version as running_version
from talekeeper.desktop.widgets import fmt, follow_current_item, without_mnemonic
from talekeeper.desktop.window.play import fill_play_menu

if TYPE_CHECKING:
    from talekeeper.desktop.window.frame import WindowFrame


def version() -> str:
    return running_version() or QCoreApplication.translate("Help", "(development copy)")


def shortcut_rows(window: WindowFrame) -> list[tuple[str, str]]:
    """(menu › command, keys) for every command of the menu bar that has a shortcut, in menu order."""
    fill_play_menu(window)
    rows: list[tuple[str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if isinstance(submenu := action.menu(), QMenu):
                walk(submenu, f"{path} › {without_mnemonic(action.text())}")
            elif action.shortcuts():
                keys = ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts())
                rows.append((f"{path} › {without_mnemonic(action.text())}", keys))

    for top in window.menuBar().actions():
        if isinstance(menu := top.menu(), QMenu):
            walk(menu, without_mnemonic(top.text()))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, window: WindowFrame) -> None:
        super().__init__(window)
        self.setWindowTitle(QCoreApplication.translate("Help", "Keyboard Shortcuts"))
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 2)
        follow_current_item(self.table)
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("Help", "Command"), QCoreApplication.translate("Help", "Keys")])
        self.table.setAccessibleName(QCoreApplication.translate("Help", "Keyboard shortcuts"))
        self.table.setTabKeyNavigation(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for row, (command, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(command))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(660, 520)


def about_text(window: WindowFrame) -> str:
    lines = [
        fmt(QCoreApplication.translate("Help", "Talekeeper %1"), version()),
        QCoreApplication.translate("Help", "An offline character keeper for narrative tabletop games: HeroQuest, Dogs in the Vineyard and Stonetop harm."),
        "",
        fmt(QCoreApplication.translate("Help", "This library: %1"), window.library.path),
        fmt(QCoreApplication.translate("Help", "Backups: %1"), paths.data_dir() / "backups"),
        fmt(QCoreApplication.translate("Help", "Recovery journal: %1"), paths.state_dir()),
        fmt(QCoreApplication.translate("Help", "Settings: %1"), paths.config_dir()),
        fmt(QCoreApplication.translate("Help", "Summary index (safe to delete): %1"), paths.cache_dir()),
        fmt(QCoreApplication.translate("Help", "Log (unexpected errors): %1"), paths.log_dir()),
        "",
        f"Python {platform.python_version()}, PySide6 {PySide6.__version__}, Qt {qVersion()}",
    ]
    return "\n".join(lines)


def about_box(window: WindowFrame) -> QMessageBox:
    box = messages.box(window, messages.Icon.NoIcon, QCoreApplication.translate("Help", "About Talekeeper"), about_text(window))  # a library path, as it is
    box.setIconPixmap(window.windowIcon().pixmap(64, 64))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return box
