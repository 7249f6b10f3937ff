"""The Play menu is data (`desktop.play_entries`): each family's words module lists its entries,
and the window's menu is made from those lists, in their order, with their words and keys."""

from __future__ import annotations

import inspect
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from talekeeper.desktop.dogs.words import PLAY_MENU as DOGS
from talekeeper.desktop.heroquest.words import PLAY_MENU as HEROQUEST
from talekeeper.desktop.play_entries import PlayMenu
from talekeeper.desktop.stonetop.words import PLAY_MENU as STONETOP
from talekeeper.desktop.window.play import FAMILIES, fill_play_menu
from tests.gui import open_window

MENUS: dict[str, PlayMenu] = {menu.package: menu for menu in (HEROQUEST, DOGS, STONETOP)}


def test_every_entry_runs_a_function_of_its_family_given_the_runner() -> None:
    assert set(MENUS) == set(FAMILIES)
    names = [entry.name for menu in MENUS.values() for entry in menu.entries]
    assert len(names) == len(set(names)), "each entry has its own name in play_actions"
    for menu in MENUS.values():
        for entry in menu.entries:
            action = menu.action_of(entry)
            assert action.__module__.startswith(menu.package), entry
            parameters = list(inspect.signature(action).parameters.values())
            assert parameters[0].name == "runner", entry
            assert all(p.default is not p.empty for p in parameters[1:]), f"{entry.action} needs only the runner"


def test_the_window_s_play_menu_is_made_from_the_families_lists(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    fill_play_menu(window)
    shown = [(a.text(), a.shortcut().toString()) for a in window.play_menu.actions() if not a.isSeparator()]
    wanted = [(QCoreApplication.translate(MENUS[family].context, entry.text), entry.shortcut or "")
              for family in FAMILIES for entry in MENUS[family].entries]
    assert shown == wanted
    assert ("Take &Damage…", "Ctrl+Shift+H") in shown and ("HeroQuest &Group Contest…", "Ctrl+Shift+G") in shown
    separators = [a.isSeparator() for a in window.play_menu.actions()]
    assert separators.count(True) == len(FAMILIES) - 1 + sum(e.separated for m in MENUS.values() for e in m.entries)
    assert set(window.play_actions) == {entry.name for menu in MENUS.values() for entry in menu.entries}
