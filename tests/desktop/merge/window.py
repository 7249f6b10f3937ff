"""Driving the merge window as a user: a roster row clicked, a choice taken, the merge applied, what the window said."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.desktop.merge.dialog import MergeDialog
from talekeeper.desktop.window.main_window import MainWindow


def click_row(qtbot: QtBot, window: MainWindow, row: int = 0) -> None:
    """Click a character in the roster, and wait for what the click offers."""
    rect = window.roster.visualRect(window.filter.index(row, 0))
    qtbot.mouseClick(window.roster.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not window.conflicts.offer_pending)


def said(monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> list[str]:
    """What the window's questions and warnings say (none waits for a click)."""
    shown: list[str] = []
    monkeypatch.setattr(window, "ask", lambda box: shown.append(box.text()))
    return shown


def choice(dialog: MergeDialog, path: tuple[str, ...]):
    return next(c for c in dialog.choices if c.path == path)


def active(qtbot: QtBot, dialog: MergeDialog) -> None:
    """The window in front, as it is for a person typing (keys go to the focused button)."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)


def apply(qtbot: QtBot, dialog: MergeDialog) -> None:
    assert dialog.ok_button.isEnabled(), dialog.problem.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
