"""The Play menu: rules actions of the three families (HQ contests, DV conflicts, ST harm and
recovery). Each family's desktop package has `add_play_actions(window, menu)`."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

FAMILIES: tuple[str, ...] = ()
"""Modules with `add_play_actions(window, menu)`, in menu order."""


def add_play_menu(window: MainWindow) -> None:
    menu = window.menuBar().addMenu(QCoreApplication.translate("Menus", "&Play"))
    window.play_menu = menu
    for index, name in enumerate(FAMILIES):
        if index:
            menu.addSeparator()
        importlib.import_module(name).add_play_actions(window, menu)
    menu.menuAction().setVisible(bool(FAMILIES))
