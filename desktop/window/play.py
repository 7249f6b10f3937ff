"""The Play menu: rules actions of the three families (HQ contests, DV conflicts, ST harm and
recovery). Each family's desktop package has `add_play_actions(runner, menu)` returning its
actions by name (the window keeps them in `play_actions`)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from talekeeper.desktop.window.frame import WindowFrame

FAMILIES: tuple[str, ...] = ("talekeeper.desktop.heroquest", "talekeeper.desktop.dogs", "talekeeper.desktop.stonetop")
"""Modules with `add_play_actions(window, menu)`, in menu order."""


def add_play_menu(window: WindowFrame) -> QMenu:
    """The Play menu; its families' actions are added after the first paint (see `fill_play_menu`),
    or at once if the menu is opened before that."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("Menus", "&Play"))
    menu.aboutToShow.connect(lambda: fill_play_menu(window))
    return menu


def fill_play_menu(window: WindowFrame) -> None:
    """Load every family's dialogs and add their actions, those not in the menu yet."""
    while add_next_play_family(window):
        pass


def add_next_play_family(window: WindowFrame) -> bool:
    """Add the next family's actions to the Play menu; True while more families remain."""
    done = window.play_families
    if len(done) < len(FAMILIES):
        name = FAMILIES[len(done)]
        if done:
            window.play_menu.addSeparator()
        window.play_actions.update(importlib.import_module(name).add_play_actions(window.runner, window.play_menu) or {})
        done.append(name)
    return len(done) < len(FAMILIES)
