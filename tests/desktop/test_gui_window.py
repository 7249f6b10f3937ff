"""The first window: roster and sheet, empty-library hint, New Character, broken files (start-up is in test_gui_startup.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, CharacterKind
from talekeeper.core.storage import Library, load_character
from talekeeper.desktop.new_character import NewCharacterDialog
from talekeeper.desktop.roster import EntryRole
from talekeeper.desktop.words.labels import select_member
from tests.gui import listed_names, open_window

GOLDEN = Path(__file__).parents[1] / "golden"


def test_two_characters_are_listed_and_one_is_shown(qtbot: QtBot, tmp_path: Path) -> None:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    Library(tmp_path).create(Character(name="Harvar", kind="npc"))
    window = open_window(qtbot, tmp_path)
    assert listed_names(window) == ["Harvar", "Vasana"]
    assert window.right.currentWidget() is window.empty_hint
    qtbot.mouseClick(window.roster.viewport(), Qt.MouseButton.LeftButton, pos=window.roster.visualRect(window.filter.index(1, 0)).center())
    editor = window.current_editor()
    assert editor is not None and editor.character.name == "Vasana"
    assert window.right.currentWidget() is window.tabs
    model = editor.heroquest.abilities.model
    assert model.index(0, 0).data() == "Sword and Shield Fighting" and model.index(0, 1).data() == "17W"
    assert editor.dogs.relationships.model.rowCount() == 3 and editor.harm.wounds.model.rowCount() == 1
    assert [spin.value() for spin in editor.dogs.stats.values()] == [3, 4, 3, 4]
    assert (editor.harm.hp.value(), editor.harm.max_hp.value(), editor.harm.armor.value()) == (12, 18, 2)
    assert [spin.value() for spin in editor.harm.stats.values()] == [2, 1, 1, 0, -1, 0]
    assert editor.dogs.armor_text.text() == "Bronze scale, dented at the left shoulder"
    assert editor.identity.concept.text().startswith("Orlanthi warrior") and editor.heroquest.hero_points.value() == 3


def test_search_and_kind_filter(qtbot: QtBot, tmp_path: Path) -> None:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    Library(tmp_path).create(Character(name="Harvar", kind="npc"))
    window = open_window(qtbot, tmp_path)
    qtbot.keyClicks(window.search, "shield")
    assert listed_names(window) == ["Vasana"]
    window.search.clear()
    select_member(window.kind_filter, CharacterKind.NPC)
    assert listed_names(window) == ["Harvar"]


def test_empty_library_shows_a_hint_and_new_character_creates_one(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    assert window.right.currentWidget() is window.empty_hint
    assert "no characters yet" in window.hint_text.text()
    monkeypatch.setattr(NewCharacterDialog, "ask", classmethod(lambda cls, parent=None, kind=None: ("Vasana", CharacterKind.FOLLOWER)))
    window.menu_actions.new.trigger()
    assert listed_names(window) == ["Vasana"]
    created = load_character(tmp_path / "Vasana.tale.json")
    assert created.kind is CharacterKind.FOLLOWER and created.history[0].kind.value == "created"
    assert window.current_editor().character == created


def test_the_window_keeps_qt_s_list_of_its_actions(qtbot: QtBot, tmp_path: Path) -> None:
    """The menus' actions are `menu_actions`: named `actions`, they hid QWidget.actions() (calling
    it raised TypeError, and `hasattr(window, "actions")` was true before the menus existed)."""
    window = open_window(qtbot, tmp_path)
    shortcut = QAction("Extra", window)
    window.addAction(shortcut)
    assert window.actions() == [shortcut]
    assert window.menu_actions.save in window.findChildren(QAction)


def test_new_character_dialog_needs_a_name(qtbot: QtBot) -> None:
    dialog = NewCharacterDialog()
    qtbot.addWidget(dialog)
    assert not dialog._ok.isEnabled()
    qtbot.keyClicks(dialog.name, "  Vasana ")
    select_member(dialog.kind, CharacterKind.MONSTER)
    assert dialog._ok.isEnabled()
    name, kind = dialog.result_value()
    assert name == "Vasana" and kind is CharacterKind.MONSTER


def test_broken_file_is_listed_explained_and_never_written(qtbot: QtBot, tmp_path: Path) -> None:
    broken = tmp_path / "broken.tale.json"
    broken.write_text('{"format": "talekeeper.character", "schema_version": 7, "name": "x"}')
    window = open_window(qtbot, tmp_path)
    window.roster.activated.emit(window.filter.index(0, 0))
    assert isinstance(window.filter.index(0, 0).data(EntryRole).path, Path)
    assert window.right.currentWidget() is window.error_view
    assert "schema version 7" in window.error_view.text()
    assert broken.read_text().startswith('{"format"')


def test_hostile_text_is_shown_literally(qtbot: QtBot, tmp_path: Path) -> None:
    Library(tmp_path).create(Character(name="<img src=x><b>boss</b>", notes="<i>hi</i>"))
    window = open_window(qtbot, tmp_path)
    window.roster.activated.emit(window.filter.index(0, 0))
    from PySide6.QtWidgets import QLabel

    labels = [w for w in window.current_editor().findChildren(QLabel) if "boss" in w.text()]
    assert labels and all(w.textFormat() == Qt.TextFormat.PlainText for w in labels)
    tooltip = window.filter.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;img src=x&gt;" in tooltip


def test_the_filter_follows_new_entries_of_the_same_count(qtbot: QtBot, tmp_path: Path) -> None:
    from talekeeper.core.model.common import evolve
    from talekeeper.core.storage import save_character

    library = Library(tmp_path)
    first, _ = library.create(Character(name="Ann", tags=["storm"]))
    library.create(Character(name="Bob"))
    window = open_window(qtbot, tmp_path)
    window.search.setText("storm")
    assert listed_names(window) == ["Ann"]
    save_character(evolve(load_character(first), name="Zoe"), first)  # same count, new order: Bob, Zoe
    window.roster_panel.reload()
    assert listed_names(window) == ["Zoe"]


def test_help_lists_the_shortcuts_of_the_menus_and_about_says_where_files_live(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from talekeeper.desktop.window.help import ShortcutsDialog, about_box, shortcut_rows

    library = tmp_path / "<b>lib<i>"
    library.mkdir()
    window = open_window(qtbot, library)
    rows = dict(shortcut_rows(window))
    assert rows["File › Save"] == "Ctrl+S" and rows["Edit › Undo"] == "Ctrl+Z" and rows["Help › Keyboard Shortcuts"] == "F1"
    assert any(command.startswith("Play › ") for command in rows)  # the Play menu's too
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(rows) and dialog.table.item(0, 0).text() == next(iter(rows))
    box = about_box(window)
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.TextFormat.PlainText and f"This library: {library}" in box.text()
    asked: list[QMessageBox] = []
    monkeypatch.setattr(window, "ask", lambda shown: asked.append(shown))
    about = next(a for a in window.menuBar().actions()[-1].menu().actions() if "About" in a.text())
    about.trigger()
    assert len(asked) == 1 and "Talekeeper" in asked[0].text()


def test_show_library_folder_opens_it_in_the_file_manager(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QDesktopServices

    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url.toLocalFile()) or True))
    window = open_window(qtbot, tmp_path)
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if "Folder" in a.text())
    action.trigger()
    assert opened == [str(tmp_path)]
