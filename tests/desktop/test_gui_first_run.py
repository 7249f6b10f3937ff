"""A new library offers the example characters or a first character; the tabs open when the
program was closed open again at the next start (per library)."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper import resources
from talekeeper.desktop.settings import Settings
from talekeeper.desktop.window.life import open_library
from tests.gui import listed_names, open_window

GOLDEN = Path(__file__).parents[1] / "golden"


def test_an_empty_library_offers_the_examples_as_one_undoable_step(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    assert window.right.currentWidget() is window.empty_hint
    assert not window.examples_button.isHidden() and not window.hint_button.isHidden()
    assert "example characters" in window.hint_text.text()
    qtbot.mouseClick(window.examples_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(listed_names(window)) == 4)
    assert listed_names(window) == ["Broo raider", "Harvar Ironfist", "Vasana", "Yanioth"]
    assert len(list(tmp_path.glob("*.tale.json"))) == len(list(resources.EXAMPLES.glob("*.tale.json"))) == 4
    assert window.examples_button.isHidden() and "Choose a character" in window.hint_text.text()
    assert window.menu_actions.undo.text() == "Undo Add the example characters"
    window.menu_actions.undo.trigger()  # one step: all four go to the library's trash
    assert list(tmp_path.glob("*.tale.json")) == []
    qtbot.waitUntil(lambda: listed_names(window) == [])


def test_the_open_tabs_come_back_at_the_next_start(qtbot: QtBot, tmp_path: Path) -> None:
    library = tmp_path / "campaign"
    library.mkdir()
    for name in ("vasana", "harvar", "yanioth"):
        shutil.copy(resources.EXAMPLES / f"{name}.tale.json", library / f"{name}.tale.json")
    other = tmp_path / "other"
    other.mkdir()
    shutil.copy(GOLDEN / "character-v1.tale.json", other / "solo.tale.json")

    first = open_library(library, Settings.load())
    qtbot.addWidget(first)
    first.open_character(library / "yanioth.tale.json")
    first.open_character(library / "vasana.tale.json")
    first.open_character(library / "yanioth.tale.json")  # the current tab
    first.close()  # nothing unsaved: closes, remembering the tabs
    assert not first.isVisible()
    elsewhere = open_library(other, Settings.load())  # another library has tabs of its own
    qtbot.addWidget(elsewhere)
    elsewhere.open_character(other / "solo.tale.json")
    elsewhere.close()

    again = open_library(library, Settings.load())
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.tabs.count() == 2)
    assert [e.character.name for e in again.editors()] == ["Yanioth", "Vasana"]
    assert again.current_editor().character.name == "Yanioth"
    (library / "vasana.tale.json").unlink()  # gone since: skipped without a word
    again.close()
    last = open_library(library, Settings.load())
    qtbot.addWidget(last)
    qtbot.waitUntil(lambda: last.tabs.count() == 1)
    assert [e.character.name for e in last.editors()] == ["Yanioth"]
    last.controller.replacing_window = True
    last.close()


def test_tab_settings_never_name_a_file_outside_the_library(tmp_path: Path) -> None:
    settings = Settings()
    settings.open_tabs[str(tmp_path.resolve())] = {"files": ["../secret.tale.json", "a.tale.json", 3], "current": "../secret.tale.json"}
    assert settings.tabs_of(tmp_path) == (["a.tale.json"], None)


def test_reopening_the_last_library_leaves_the_settings_file_as_it_was(tmp_path: Path) -> None:
    """The library opened is remembered first in the recent libraries; when it is already first,
    nothing is written (the write and its two fsyncs came before every first paint)."""
    library, other = tmp_path / "library", tmp_path / "other"
    Settings.load().remember_library(library)
    assert Settings.load().recent_libraries == [str(library.resolve())]
    written = Settings.file().stat()
    Settings.load().remember_library(library)
    again = Settings.file().stat()
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns)
    Settings.load().remember_library(other)
    Settings.load().remember_library(library)
    assert Settings.load().recent_libraries == [str(library.resolve()), str(other.resolve())]
