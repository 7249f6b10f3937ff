"""The roster: a plain click, a double-click or Enter opens a character; Ctrl+click and Shift+click
only select (for the GM's batch actions)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import Library
from tests.gui import listed_names, open_window


def _library(path: Path) -> None:
    for name in ("Ada", "Bors", "Cyra", "Dunn"):
        Library(path).create(Character(name=name, kind="npc"))


def _click(qtbot: QtBot, window, row: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    rect = window.roster.visualRect(window.filter.index(row, 0))
    qtbot.mouseClick(window.roster.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_ctrl_and_shift_click_select_without_opening(qtbot: QtBot, tmp_path: Path) -> None:
    _library(tmp_path)
    window = open_window(qtbot, tmp_path)
    assert listed_names(window) == ["Ada", "Bors", "Cyra", "Dunn"]
    _click(qtbot, window, 0)
    assert window.tabs.count() == 1 and window.current_editor().character.name == "Ada"
    _click(qtbot, window, 2, Qt.KeyboardModifier.ControlModifier)
    _click(qtbot, window, 3, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.count() == 1  # selecting is not opening
    assert [p.name for p in window.selected_paths()] == ["Ada.tale.json", "Cyra.tale.json", "Dunn.tale.json"]
    assert "3 characters selected" in window.statusBar().currentMessage()
    _click(qtbot, window, 1, Qt.KeyboardModifier.ShiftModifier)
    assert window.tabs.count() == 1
    assert len(window.selected_paths()) >= 2


def test_double_click_and_enter_open(qtbot: QtBot, tmp_path: Path) -> None:
    _library(tmp_path)
    window = open_window(qtbot, tmp_path)
    rect = window.roster.visualRect(window.filter.index(1, 0))
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.mouseClick(window.roster.viewport(), Qt.MouseButton.LeftButton, ctrl, rect.center())
    assert window.tabs.count() == 0
    qtbot.mouseDClick(window.roster.viewport(), Qt.MouseButton.LeftButton, ctrl, rect.center())  # a double-click opens, even with Ctrl held
    assert [e.character.name for e in window.editors()] == ["Bors"]
    window.roster.setFocus()
    qtbot.keyClick(window.roster, Qt.Key.Key_Down)
    assert window.tabs.count() == 1  # moving with the arrows only selects
    qtbot.keyClick(window.roster, Qt.Key.Key_Return)
    assert [e.character.name for e in window.editors()] == ["Bors", "Cyra"]
    assert window.current_editor().character.name == "Cyra"
