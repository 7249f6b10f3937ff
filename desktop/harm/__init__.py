"""Harm and healing in the window (RULES.md sections 3 and 4): take damage, Death's Door, move
rolls, Recover, Make Camp, Convalesce, First aid, end of session, downtime and NPC HP regain.

Dialogs collect inputs and show what `core.rules.harm` computes; `actions` applies the result as
one undoable step. `add_play_actions` puts them in the Play menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from desktop.main_window import MainWindow



def _add(window: MainWindow, menu: QMenu, text: str, slot: Callable[[], None], shortcut: str | None = None) -> QAction:
    action = QAction(text, window)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


def add_play_actions(window: MainWindow, menu: QMenu) -> None:
    """Harm and healing for the open character, and GM actions for the roster's selection."""
    from desktop.harm import actions  # the dialogs load with the menu, not with the roster's marks

    window.harm_actions = {
        "damage": _add(window, menu, QCoreApplication.translate("HarmMenu", "Take &Damage…"), lambda: actions.take_damage(window), "Ctrl+Shift+H"),
        "deaths_door": _add(window, menu, QCoreApplication.translate("HarmMenu", "Death's D&oor…"), lambda: actions.deaths_door(window)),
        "move": _add(window, menu, QCoreApplication.translate("HarmMenu", "&Move Roll…"), lambda: actions.move_roll(window)),
        "recover": _add(window, menu, QCoreApplication.translate("HarmMenu", "&Recover…"), lambda: actions.recover(window), "Ctrl+Shift+R"),
        "camp": _add(window, menu, QCoreApplication.translate("HarmMenu", "Ma&ke Camp…"), lambda: actions.make_camp(window), "Ctrl+Shift+K"),
        "convalesce": _add(window, menu, QCoreApplication.translate("HarmMenu", "Con&valesce…"), lambda: actions.convalesce(window)),
        "first_aid": _add(window, menu, QCoreApplication.translate("HarmMenu", "&First Aid…"), lambda: actions.first_aid(window), "Ctrl+Shift+F"),
    }
    menu.addSeparator()
    window.harm_actions["session"] = _add(window, menu, QCoreApplication.translate("HarmMenu", "&End of Session…"), lambda: actions.end_of_session(window))
    window.harm_actions["downtime"] = _add(window, menu, QCoreApplication.translate("HarmMenu", "Down&time…"), lambda: actions.downtime(window))
    window.harm_actions["npc_regain"] = _add(window, menu, QCoreApplication.translate("HarmMenu", "&NPCs Regain HP…"), lambda: actions.npc_regain(window))
