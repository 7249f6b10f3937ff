"""Helpers for GUI tests: open a library window the way the app does, on a temporary folder."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from core.storage import Library
from desktop.controller import Controller
from desktop.settings import Settings
from desktop.window.main_window import MainWindow


def open_window(qtbot: QtBot, path: Path) -> MainWindow:
    controller = Controller(Library(path), Settings())
    assert controller.acquire_lock(ask=False)
    from desktop.window.main_window import MainWindow as Window

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


def listed_names(window: MainWindow) -> list[str]:
    return [window.filter.index(row, 0).data() for row in range(window.filter.rowCount())]
