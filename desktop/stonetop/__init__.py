"""Harm and healing in the window (`resources/rules/rules.md`, ST, FA and GM): take damage, Death's Door, move
rolls, Recover, Make Camp, Convalesce, First aid, end of session, downtime and NPC HP regain.

Dialogs collect inputs and preview what `core.operations.stonetop` computes; `actions` hands the
inputs to the runner, which applies the outcome as one undoable step. `add_play_actions` puts
them in the Play menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner


def add_play_actions(runner: Runner, menu: QMenu) -> dict[str, QAction]:
    """Harm and healing for the open character, and GM actions for the roster's selection (the
    entries are `desktop.stonetop.words.PLAY_MENU`)."""
    from talekeeper.desktop.stonetop.words import PLAY_MENU

    return PLAY_MENU.add_to(runner, menu)
