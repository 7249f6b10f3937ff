"""The Play menu: rules actions of the three families (HQ contests, DV conflicts, ST harm and
recovery). Each family's desktop package has `add_play_actions(window, menu)`."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

FAMILIES: tuple[str, ...] = ("desktop.heroquest", "desktop.dogs", "desktop.harm")
"""Modules with `add_play_actions(window, menu)`, in menu order."""


def add_play_menu(window: MainWindow) -> None:
    """The (empty) Play menu; `fill_play_menu` adds the families' actions once the window is up."""
    window.play_menu = window.menuBar().addMenu(QCoreApplication.translate("Menus", "&Play"))
    window.play_menu.menuAction().setVisible(False)


def fill_play_menu(window: MainWindow) -> None:
    """Load the families' dialogs and add their actions (right after the first paint)."""
    menu = window.play_menu
    if menu.actions():
        return
    for index, name in enumerate(FAMILIES):
        if index:
            menu.addSeparator()
        importlib.import_module(name).add_play_actions(window, menu)
    menu.menuAction().setVisible(bool(FAMILIES))
