"""History and undo: quick edits of one field are one entry and one undo step, named old → new."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.storage import load_character
from talekeeper.desktop import commands
from talekeeper.desktop.window.main_window import MainWindow
from tests.gui import open_window, type_field, type_in_cell

GOLDEN = Path(__file__).parents[1] / "golden"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    path = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", path)
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    return window


def edits(window: MainWindow) -> list[str]:
    character = window.current_editor().character
    return [entry.summary for entry in character.history[2:]]  # the golden file has two entries


def test_a_trait_typed_in_two_goes_is_one_step_named_old_to_new(qtbot: QtBot, window: MainWindow) -> None:
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(2)
    view = editor.dogs.traits.view
    old = editor.character.dogs.traits[0].text
    type_in_cell(qtbot, view, 0, 0, "Steady")
    type_in_cell(qtbot, view, 0, 0, "Steady hand")
    assert window.workspace.undo_stack.count() == 1
    assert window.menu_actions.undo.text() == f"Undo Change trait: {old} → Steady hand"
    assert edits(window) == [f"Change trait: {old} → Steady hand"]
    type_in_cell(qtbot, view, 0, 1, "3d6")  # another field: a step of its own
    assert window.workspace.undo_stack.count() == 2
    assert edits(window)[-1] == "Change dice of Steady hand: 2d6 → 3d6"
    window.menu_actions.undo.trigger()
    window.menu_actions.undo.trigger()
    assert editor.character.dogs.traits[0].text == old and edits(window) == []


def test_damage_dice_name_the_new_value_and_merge(qtbot: QtBot, window: MainWindow) -> None:
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(3)
    type_field(qtbot, editor.harm.damage, "d10")
    type_field(qtbot, editor.harm.damage, "2d10")
    assert window.menu_actions.undo.text() == "Undo Change damage dice: 1d8 → 2d10"
    assert edits(window) == ["Change damage dice: 1d8 → 2d10"]
    window.save()
    assert load_character(window.current_editor().path).history[-1].summary == "Change damage dice: 1d8 → 2d10"


def test_spin_arrow_clicks_are_one_step(qtbot: QtBot, window: MainWindow) -> None:
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(3)
    editor.harm.hp.setFocus()
    for _ in range(3):
        qtbot.keyClick(editor.harm.hp, Qt.Key.Key_Up)
    assert editor.character.harm.hp == 15
    assert window.workspace.undo_stack.count() == 1 and window.menu_actions.undo.text() == "Undo Set HP: 12 → 15"
    assert edits(window) == ["Set HP: 12 → 15"]
    window.menu_actions.undo.trigger()
    assert editor.character.harm.hp == 12 and not window.workspace.dirty_paths()


def test_typing_the_old_value_back_leaves_no_step(qtbot: QtBot, window: MainWindow) -> None:
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(3)
    type_field(qtbot, editor.harm.damage, "d10")
    type_field(qtbot, editor.harm.damage, "1d8")
    assert window.workspace.undo_stack.count() == 0 and edits(window) == []
    assert not window.workspace.dirty_paths()


def test_edits_apart_in_time_or_across_a_save_stay_separate(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(3)
    type_field(qtbot, editor.harm.damage, "d10")
    window.save()
    type_field(qtbot, editor.harm.damage, "2d10")  # after a save: the saved step stays
    assert window.workspace.undo_stack.count() == 2
    later = time.monotonic() + commands.MERGE_SECONDS + 1
    monkeypatch.setattr(commands.time, "monotonic", lambda: later)
    type_field(qtbot, editor.harm.damage, "3d10")  # a minute later: a new step
    assert window.workspace.undo_stack.count() == 3
    assert edits(window) == ["Change damage dice: 1d8 → 1d10", "Change damage dice: 1d10 → 2d10", "Change damage dice: 2d10 → 3d10"]
