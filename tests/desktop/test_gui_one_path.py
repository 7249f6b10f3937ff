"""Issue 14: one path for every rules action. Undo and open documents keep track of each other
(finding 1), reading a sheet never opens it, and only a refusal is shown as a reason (finding 5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, Harm
from talekeeper.core.operations import stonetop as ops
from talekeeper.core.outcome import Outcome, Table
from talekeeper.desktop import errors, messages
from talekeeper.desktop.stonetop.damage_dialog import TakeDamageDialog
from tests.gui import click_ok, drive, library_with, open_window


def test_finding1_undo_after_discard_never_reopens_nor_brings_the_edit_back(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Aranel", harm=Harm(hp=10, max_hp=10)))
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(path)
    assert editor is not None
    editor.identity.name.setText("Aranel the Bold")
    editor.identity.name.committed.emit("Aranel the Bold")
    assert window.workspace.documents[path].dirty and window.menu_actions.undo.isEnabled()
    monkeypatch.setattr(messages, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    assert window.close_tab(editor)
    assert path not in window.workspace.documents
    window.workspace.undo_stack.undo()
    window.workspace.undo_stack.redo()
    assert path not in window.workspace.documents and window.tabs.count() == 0  # never reopened
    assert window.workspace.dirty_paths() == []


def test_finding1_revert_drops_the_changes_for_good(qtbot: QtBot, tmp_path: Path) -> None:
    [path] = library_with(tmp_path, Character(name="Aranel"))
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(path)
    assert editor is not None
    editor.identity.name.committed.emit("Someone Else")
    window.revert()
    assert window.workspace.character(path).name == "Aranel"
    window.workspace.undo_stack.undo()
    window.workspace.undo_stack.redo()
    assert window.workspace.character(path).name == "Aranel" and not window.workspace.documents[path].dirty


def test_finding1_a_rules_action_reads_without_opening_and_gives_what_it_changed_a_tab(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = library_with(tmp_path, Character(name="Aranel", harm=Harm(hp=10, max_hp=10)), Character(name="Brennen", harm=Harm(hp=9, max_hp=9)))
    window = open_window(qtbot, tmp_path)
    window.roster.setCurrentIndex(window.filter.index(0, 0))  # selected in the roster, not opened
    window.runner.table(paths)
    assert window.workspace.documents == {}  # reading opens nothing

    def act(dialog: TakeDamageDialog) -> None:
        qtbot.keyClicks(dialog.dice.group(6).line, "3")
        click_ok(qtbot, dialog)

    drive(monkeypatch, TakeDamageDialog, act)
    window.play_actions["damage"].trigger()
    assert list(window.workspace.documents) == [paths[0]] and window.editor_for(paths[0]) is not None  # changed: a tab
    assert window.workspace.dirty_paths() == [paths[0]]


def test_finding5_only_a_refusal_is_shown_as_a_reason_a_bug_goes_to_the_error_report(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Aranel", harm=Harm(hp=10, max_hp=10)))
    window = open_window(qtbot, tmp_path)
    told: list[str] = []
    bugs: list[BaseException] = []
    monkeypatch.setattr(messages, "information", lambda _parent, _title, text: told.append(text))
    monkeypatch.setattr(errors, "report_bug", lambda _parent, _what, error: bugs.append(error))
    inputs = ops.Recover("0" * 32)
    assert window.runner.run(ops.recover, inputs, [path]) is None  # not this character's id: refused
    assert told == ["That character is not in this library any more."] and bugs == []

    def broken(_table: Table, _inputs: object) -> Outcome:
        raise ValueError("a programming error dressed as a reason")

    assert window.runner.run(broken, inputs, [path]) is None
    assert [str(b) for b in bugs] == ["a programming error dressed as a reason"] and len(told) == 1
    assert window.workspace.undo_stack.count() == 0 and window.workspace.documents == {}  # nothing changed


def test_enter_in_take_damage_never_adds_an_attacker(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15 item 4: the apply button is the default; Enter never changes a roll."""
    [path] = library_with(tmp_path, Character(name="Aranel", harm=Harm(hp=10, max_hp=10)))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def act(dialog: TakeDamageDialog) -> None:
        dialog.add_button.setFocus()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        assert len(dialog.rows) == 1 and dialog.isVisible()  # nothing rolled: Enter does nothing
        qtbot.keyClicks(dialog.dice.group(6).line, "4")
        qtbot.keyClick(dialog.dice.group(6).line, Qt.Key.Key_Return)
        assert len(dialog.rows) == 1

    drive(monkeypatch, TakeDamageDialog, act)
    window.play_actions["damage"].trigger()
    assert window.workspace.character(path).harm.hp == 6


def test_reading_many_sheets_keeps_only_the_last_few_and_reads_again_one_it_let_go(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.desktop import workspace as ws

    monkeypatch.setattr(ws, "READ_KEPT", 3)
    paths = library_with(tmp_path, *(Character(name=f"NPC {n}") for n in range(5)))
    window = open_window(qtbot, tmp_path)
    loads: list[Path] = []
    load = window.workspace.library.load
    monkeypatch.setattr(window.workspace.library, "load", lambda path: loads.append(path) or load(path))
    names = [window.workspace.sheet(p).name for p in paths]
    assert sorted(names) == [f"NPC {n}" for n in range(5)] and window.workspace.documents == {}
    window.workspace.sheet(paths[-1])  # kept: not read again
    window.workspace.sheet(paths[0])  # pushed out by the later ones: read again
    assert loads == [*paths, paths[0]]
