"""The sheet's header and tabs: the name gets the width, long names end in "…" with the whole
name in the tooltip; a sheet without HP says so; the window title does not repeat itself."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import Library
from talekeeper.desktop.window.main_window import TAB_TITLE_WIDTH
from tests.gui import open_window

LONG = "Harek the Wanderer, Son of Orlmarth the Thrice-Blessed, Keeper of the Seventh Gate of the Storm"


def test_the_name_gets_the_width_and_a_long_one_is_shortened(qtbot: QtBot, tmp_path: Path) -> None:
    harek, _ = Library(tmp_path).create(Character(name="Harek the Wanderer", kind="player_character"))
    long_path, _ = Library(tmp_path).create(Character(name=LONG, kind="npc"))
    window = open_window(qtbot, tmp_path)
    window.resize(1000, 700)
    editor = window.open_character(harek)
    qtbot.waitUntil(lambda: editor.title.width() > 0)
    line = editor.title.fontMetrics().height()
    assert editor.title.text() == "Harek the Wanderer" and editor.title.height() < 2 * line  # one line, not wrapped
    assert editor.title.width() > editor.subtitle.width()
    assert editor.subtitle.text() == "Player character" and editor.subtitle.width() >= editor.subtitle.sizeHint().width()
    other = window.open_character(long_path)
    qtbot.waitUntil(lambda: other.title.isVisible())
    assert other.title.text().endswith("…") and other.title.height() < 2 * other.title.fontMetrics().height()
    assert other.title.accessibleDescription() == LONG and LONG in other.title.toolTip()  # the whole name, heard and on hover
    tab = window.tabs.tabText(window.tabs.indexOf(other))
    assert tab.endswith("…") and window.tabs.tabBar().fontMetrics().horizontalAdvance(tab) <= TAB_TITLE_WIDTH
    assert LONG in window.tabs.tabToolTip(window.tabs.indexOf(other))
    assert window.tabs.tabText(window.tabs.indexOf(editor)) == "Harek the Wanderer"


def test_a_new_character_says_no_hp_set_instead_of_a_dash(qtbot: QtBot, tmp_path: Path) -> None:
    path, _ = Library(tmp_path).create(Character(name="Fresh"))
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(path)
    assert editor.hp_bar.accessibleDescription() == "no HP set"
    image = editor.hp_bar.grab().toImage()
    colours = {image.pixelColor(x, image.height() // 2).name() for x in range(image.width())}
    assert "#3b8c3b" not in colours and "#b23a3a" not in colours  # no bar drawn
    editor.harm.max_hp.setValue(10)
    assert editor.hp_bar.accessibleDescription() == "0 of 10 HP"


def test_the_window_title_names_the_library_once(qtbot: QtBot, tmp_path: Path) -> None:
    default = tmp_path / "Talekeeper"
    default.mkdir()
    window = open_window(qtbot, default)
    assert window.windowTitle().replace("[*]", "") == "Talekeeper"
    other = tmp_path / "Campaign"
    other.mkdir()
    second = open_window(qtbot, other)
    assert second.windowTitle().replace("[*]", "") == "Campaign — Talekeeper"
