"""Harm and healing in the window (`resources/rules/rules.md`, ST, FA and GM): take damage, Death's Door, move
rolls, Recover, Make Camp, Convalesce, First aid, end of session, downtime and NPC HP regain.

Dialogs collect inputs and preview what `core.operations.stonetop` computes; `actions` hands the
inputs to the runner, which applies the outcome as one undoable step. `add_play_actions` puts
them in the Play menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from talekeeper.desktop.widgets import menu_action

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner


def add_play_actions(runner: Runner, menu: QMenu) -> dict[str, QAction]:
    """Harm and healing for the open character, and GM actions for the roster's selection."""
    from talekeeper.desktop.stonetop import actions  # the dialogs load with the menu, not with the roster's marks

    found = {
        "damage": menu_action(menu, QCoreApplication.translate("HarmMenu", "Take &Damage…"), lambda: actions.take_damage(runner), "Ctrl+Shift+H"),
        "deaths_door": menu_action(menu, QCoreApplication.translate("HarmMenu", "Death's D&oor…"), lambda: actions.deaths_door(runner)),
        "move": menu_action(menu, QCoreApplication.translate("HarmMenu", "&Move Roll…"), lambda: actions.move_roll(runner)),
        "recover": menu_action(menu, QCoreApplication.translate("HarmMenu", "&Recover…"), lambda: actions.recover(runner), "Ctrl+Shift+R"),
        "camp": menu_action(menu, QCoreApplication.translate("HarmMenu", "Ma&ke Camp…"), lambda: actions.make_camp(runner), "Ctrl+Shift+K"),
        "convalesce": menu_action(menu, QCoreApplication.translate("HarmMenu", "Con&valesce…"), lambda: actions.convalesce(runner)),
        "first_aid": menu_action(menu, QCoreApplication.translate("HarmMenu", "&First Aid…"), lambda: actions.first_aid(runner), "Ctrl+Shift+F"),
    }
    menu.addSeparator()
    found["session"] = menu_action(menu, QCoreApplication.translate("HarmMenu", "&End of Session…"), lambda: actions.end_of_session(runner))
    found["downtime"] = menu_action(menu, QCoreApplication.translate("HarmMenu", "Down&time…"), lambda: actions.downtime(runner))
    found["npc_regain"] = menu_action(menu, QCoreApplication.translate("HarmMenu", "&NPCs Regain HP…"), lambda: actions.npc_regain(runner))
    return found
