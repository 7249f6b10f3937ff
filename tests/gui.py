"""Helpers for GUI tests: open a library window the way the app does, on a temporary folder."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from talekeeper.core.storage import Library
from talekeeper.desktop.controller import Controller
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.settings import Settings
from talekeeper.desktop.window.main_window import MainWindow

if TYPE_CHECKING:
    from talekeeper.core.model import Campaign, Character
    from talekeeper.desktop.sheets import Sheets


def open_window(qtbot: QtBot, path: Path) -> MainWindow:
    controller = Controller(Library(path), Settings())
    assert controller.acquire_lock(ask=False)
    from talekeeper.desktop.window.main_window import MainWindow as Window

    window = Window(controller)
    controller.window = window
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.waitUntil(lambda: window.warm_up.done)  # the Play menu and the search texts, right after the first paint
    qtbot.waitUntil(lambda: window.roster_panel.settled)  # and every sheet read quickly is confirmed
    window.controller.replacing_window = True  # tests close windows without the quit question
    return window


def window_with_an_edit(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Path]:
    """A window on a library folder `lib` holding the golden Vasana, open with an unsaved edit (HP 4)."""
    (tmp_path / "lib").mkdir()
    sheet = tmp_path / "lib" / "vasana.tale.json"
    shutil.copy(Path(__file__).parent / "golden" / "character-v1.tale.json", sheet)
    window = open_window(qtbot, sheet.parent)
    window.open_character(sheet).harm.hp.setValue(4)
    return window, sheet


def sheets_over(tmp_path: Path, characters: Sequence[Character], campaign: Campaign | None = None) -> tuple[Sheets, list[Path]]:
    """The one sheet source of the rules dialogs (`desktop.sheets.Sheets`) over a library folder
    `sheets` in `tmp_path` holding `characters` (saved there), with no window: a runner on a
    workspace of that library. Also the characters' files, in order."""
    from talekeeper.core.model import Campaign
    from talekeeper.desktop.operations import Runner
    from talekeeper.desktop.workspace import Workspace

    folder = tmp_path / "sheets"
    folder.mkdir(exist_ok=True)
    library = Library(folder)
    paths = [library.create(character)[0] for character in characters]
    runner = Runner(Workspace(library), lambda: campaign or Campaign())
    return runner.sheets(), paths


def listed_names(window: MainWindow) -> list[str]:
    return [window.filter.index(row, 0).data() for row in range(window.filter.rowCount())]


def type_faces(entry: DiceEntry, values: Sequence[int]) -> None:
    """Type the faces of physical dice into a dice entry, as a user does: `values` in the order
    of its dice (`entry.sizes`), each size's faces into that size's line."""
    by_size: dict[int, list[str]] = {}
    for size, value in zip(entry.sizes, values, strict=True):
        by_size.setdefault(size, []).append(str(value))
    for group in entry.groups:
        group.line.selectAll()
        QTest.keyClicks(group.line, " ".join(by_size.get(group.size, [])))
