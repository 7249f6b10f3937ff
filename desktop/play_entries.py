"""The Play menu's entries as data: each family's words module lists its own (`PLAY_MENU`).

An entry is words (its menu text, marked for translation in the family's context), a name (the
key of `MainWindow.play_actions`), the action it runs (``"module:function"`` in the family's
desktop package, called with the runner) and its shortcut. The family's `add_play_actions`
turns the list into menu entries, so a new rules action adds one line to its words module and
touches no menu code. `tests/desktop/test_play_menu.py` checks that every entry's action exists.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from talekeeper.desktop.widgets import menu_action

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner


@dataclass(frozen=True)
class PlayEntry:
    name: str
    text: str
    """The menu text as written in the source (`QT_TRANSLATE_NOOP` with the menu's context)."""
    action: str
    """``"module:function"`` under the family's package (``":function"`` for the package itself)."""
    shortcut: str | None = None
    separated: bool = False
    """A separator goes before this entry."""


@dataclass(frozen=True)
class PlayMenu:
    context: str
    """The translation context of the entries' texts."""
    package: str
    """The family's desktop package, where the actions are."""
    entries: tuple[PlayEntry, ...]

    def action_of(self, entry: PlayEntry) -> Callable[[Runner], object]:
        module, _, function = entry.action.partition(":")
        found: Callable[[Runner], object] = getattr(importlib.import_module(f"{self.package}.{module}" if module else self.package), function)
        return found

    def add_to(self, runner: Runner, menu: QMenu) -> dict[str, QAction]:
        """Add the entries to `menu`, by name (their actions load now, with the menu)."""
        found: dict[str, QAction] = {}
        for entry in self.entries:
            if entry.separated:
                menu.addSeparator()
            text = QCoreApplication.translate(self.context, entry.text)
            found[entry.name] = menu_action(menu, text, partial(self.action_of(entry), runner), entry.shortcut)
        return found
