"""The window where the table's changes meet and nothing merges (issue 19, points 3 and 4), driven
as a user: after a real `git pull` with two different "Goblin"s (add/add) the roster marks the file
and *Keep Both* keeps both characters; after a delete meeting an edit (modify/delete) the window
offers *Keep the Edited Character* or *Delete It*; a sync tool's copy holding another character is
kept as a character of its own; a character a sync tool brings back after a delete is kept and
said so once. Each choice that changes files is one undo step."""

from __future__ import annotations

import html
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from talekeeper.core.check import check_library
from talekeeper.core.model import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library
from talekeeper.core.storage.files import load_character, save_character
from talekeeper.core.storage.git_state import Kind, unmerged
from talekeeper.desktop.roster import ConflictRole
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.merge.window import click_row
from tests.git import commit, deleted_and_edited, git, two_goblins
from tests.gui import drive, open_window, row
from tests.merge_scenes import copy_name


def waiting(window: MainWindow, path: Path) -> object:
    return window.filter.index(row(window, path), 0).data(ConflictRole)


def answer(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, text: str) -> list[QMessageBox]:
    """The next question is answered by clicking its button `text`; returns the questions seen."""

    def click(box: QMessageBox) -> None:
        buttons = [b for b in box.buttons() if b.text() == text]
        if buttons:
            qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        else:  # a warning after the choice: read, then closed
            box.accept()

    return drive(monkeypatch, QMessageBox, click)  # type: ignore[arg-type]


def heard(window: MainWindow, path: Path) -> str:
    """What a screen reader says of the file's row (through Qt's accessibility interface)."""
    from PySide6.QtGui import QAccessible

    view = QAccessible.queryAccessibleInterface(window.roster)
    item = view.child(row(window, path))
    return item.text(QAccessible.Text.Name)


def sheets(folder: Path) -> dict[str, str]:
    return {p.name: load_character(p).id for p in folder.glob("*.tale.json")}


def test_two_goblins_from_a_git_merge_are_kept_both_as_one_undo_step(qtbot: QtBot, table: tuple[Path, Path, Character], monkeypatch: pytest.MonkeyPatch) -> None:
    ana, gm, _ = table
    his, hers = two_goblins(ana, gm)
    library = gm / "table"
    goblin = library / "goblin.tale.json"
    window = open_window(qtbot, library)
    mark = waiting(window, goblin)
    assert mark.git.kind is Kind.TWO_CHARACTERS and mark.short() == "Two characters"  # type: ignore[attr-defined]
    assert "another character under this file name" in heard(window, goblin)

    seen = answer(qtbot, monkeypatch, "Keep &Both")
    click_row(qtbot, window, row(window, goblin))
    (question,) = seen
    assert "Goblin from this machine and Goblin from the other side" in question.text()
    assert sorted(sheets(library).values()) == sorted([his.id, hers.id, sheets(library)["vasana.tale.json"]])
    assert sheets(library)["Goblin-2.tale.json"] == hers.id
    assert "git add -A && git commit" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: waiting(window, goblin) is None)

    window.menu_actions.undo.trigger()  # one step: the kept Goblin goes to the trash, and the choice comes back
    assert not (library / "Goblin-2.tale.json").exists()
    window.roster_panel.reload()
    window.conflicts.scan()
    assert waiting(window, goblin) is not None
    window.menu_actions.redo.trigger()
    assert sheets(library)["Goblin-2.tale.json"] == hers.id

    commit(gm, "Both goblins")  # the README's step
    assert unmerged(library) == {} and check_library(library) == []
    assert git(gm, "ls-files", "table").stdout.count("tale.json") == 3


def test_a_delete_meeting_an_edit_keep_the_edited_character(qtbot: QtBot, table: tuple[Path, Path, Character], monkeypatch: pytest.MonkeyPatch) -> None:
    ana, gm, vasana = table
    deleted_and_edited(ana, gm, vasana)
    library = gm / "table"
    sheet = library / "vasana.tale.json"
    window = open_window(qtbot, library)
    assert waiting(window, sheet).short() == "Deleted elsewhere"  # type: ignore[attr-defined]
    assert heard(window, sheet).endswith("deleted on the other side of a git merge and changed here: keep it or delete it")
    seen = answer(qtbot, monkeypatch, "&Keep the Edited Character")
    click_row(qtbot, window, row(window, sheet))
    assert "deleted on the other side of a git merge and changed here" in seen[0].text()
    assert unmerged(library) == {}  # resolved for git, as it is
    assert load_character(sheet).notes == "Wounded at the ford"
    assert waiting(window, sheet) is None
    assert "Vasana is kept. Finish git's merge: git add -A && git commit." == window.statusBar().currentMessage()
    commit(gm, "Vasana stays")
    assert check_library(library) == []


def test_a_delete_meeting_an_edit_delete_it_as_one_undo_step(qtbot: QtBot, table: tuple[Path, Path, Character], monkeypatch: pytest.MonkeyPatch) -> None:
    ana, gm, vasana = table
    deleted_and_edited(ana, gm, vasana)
    library = gm / "table"
    sheet = library / "vasana.tale.json"
    window = open_window(qtbot, library)
    answer(qtbot, monkeypatch, "&Delete It")
    window.roster.setFocus()
    window.roster_panel.select(sheet)
    qtbot.keyClick(window.roster, Qt.Key.Key_Return)  # by keyboard: Enter opens the row and asks
    qtbot.waitUntil(lambda: not window.conflicts.offer_pending)
    assert not sheet.exists() and window.model.row_of(sheet) < 0
    (trashed,) = (library / ".trash").iterdir()
    assert load_character(trashed).notes == "Wounded at the ford"  # in this machine's trash, not lost
    window.menu_actions.undo.trigger()
    assert load_character(sheet).notes == "Wounded at the ford"
    window.roster_panel.reload()
    window.conflicts.scan()
    assert waiting(window, sheet).short() == "Deleted elsewhere"  # type: ignore[attr-defined]
    window.menu_actions.redo.trigger()
    assert not sheet.exists()
    commit(gm, "Vasana goes")
    assert check_library(library) == [] and "vasana" not in git(gm, "ls-files", "table").stdout


def test_a_sync_copy_holding_another_character_is_kept_both_and_clears(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = tmp_path / "lib"
    mine, _ = Library(library).create(Character(name="Goblin", concept="Brute"))
    theirs = Character(name="Goblin", concept="Sneak")
    copy = library / copy_name(mine)
    save_character(theirs, copy)
    assert "holding another character (Goblin): open the library in Talekeeper and choose Keep Both" in str(check_library(library)[0])
    window = open_window(qtbot, library)
    mark = waiting(window, copy)
    assert mark.short() == "Another character"  # type: ignore[attr-defined]
    assert "a sync tool's copy holding another character: keep both" in heard(window, copy)
    tooltip = html.unescape(window.filter.index(row(window, copy), 0).data(Qt.ItemDataRole.ToolTipRole))
    assert "a Syncthing conflict copy (2026-12-01 10:10:10; the sheet kept the version of device ABCDEFG) of goblin.tale.json, but it holds another character" in tooltip.replace("Goblin.tale.json", "goblin.tale.json")
    answer(qtbot, monkeypatch, "Keep &Both")
    click_row(qtbot, window, row(window, copy))
    assert not copy.exists()
    assert sorted(sheets(library).values()) == sorted([load_character(mine).id, theirs.id])
    assert check_library(library) == []  # cleared
    assert [waiting(window, library / name) for name in sheets(library)] == [None, None]
    window.menu_actions.undo.trigger()  # one step: the copy is back as it was
    assert load_character(copy).id == theirs.id and sorted(sheets(library)) == [mine.name]


def test_a_character_a_sync_tool_brings_back_after_a_delete_is_kept_and_said_once(qtbot: QtBot, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    path, _ = Library(library).create(Character(name="Vasana"))
    edited = evolve(load_character(path), notes="Changed on the GM's laptop")
    window = open_window(qtbot, library)
    window.open_character(path)
    window.controller.delete_character(window)
    assert not path.exists()
    qtbot.waitUntil(lambda: window.model.row_of(path) < 0)
    save_character(edited, path)  # the sync tool puts the other machine's change back
    qtbot.waitUntil(lambda: window.model.row_of(path) >= 0)
    message = "Vasana came back: another machine changed it after it was deleted here. It is kept; delete it again if it should go."
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == message)
    window.statusBar().clearMessage()
    save_character(evolve(edited, notes="And again"), path)
    qtbot.waitUntil(lambda: window.roster_panel.settled)
    qtbot.wait(300)
    assert window.statusBar().currentMessage() != message  # once
    shutil.rmtree(library / ".trash")


def test_deleted_in_the_app_while_the_other_side_edited_then_pulled_with_the_window_open(
    qtbot: QtBot, table: tuple[Path, Path, Character], monkeypatch: pytest.MonkeyPatch
) -> None:
    ana, gm, vasana = table
    save_character(evolve(vasana, notes="Ana's notes"), ana / "table" / "vasana.tale.json")
    commit(ana, "Ana edits Vasana")
    git(ana, "push", "-q", "origin", "main")
    library = gm / "table"
    sheet = library / "vasana.tale.json"
    window = open_window(qtbot, library)
    window.open_character(sheet)
    window.controller.delete_character(window)
    qtbot.waitUntil(lambda: window.model.row_of(sheet) < 0)
    commit(gm, "The GM deletes Vasana")
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    assert "CONFLICT (modify/delete)" in git(gm, "pull", "origin", "main", check=False).stdout
    window.workspace.files_changed.emit()  # what the folder's watcher says
    qtbot.waitUntil(lambda: window.model.row_of(sheet) >= 0 and window.conflicts.found is not None and sheet in window.model.git, timeout=3000)
    assert waiting(window, sheet).short() == "Deleted here"  # type: ignore[attr-defined]
    assert not [m for m in messages if "came back" in m]  # the mark asks instead
    seen = answer(qtbot, monkeypatch, "&Keep the Edited Character")
    click_row(qtbot, window, row(window, sheet))
    assert "deleted on this machine and changed on the other side" in seen[0].text()
    assert load_character(sheet).notes == "Ana's notes" and unmerged(library) == {}
    commit(gm, "Vasana stays after all")
    assert check_library(library) == []


def test_when_git_cannot_mark_the_file_resolved_the_window_says_why_and_changes_nothing(
    qtbot: QtBot, table: tuple[Path, Path, Character], monkeypatch: pytest.MonkeyPatch
) -> None:
    ana, gm, vasana = table
    deleted_and_edited(ana, gm, vasana)
    library = gm / "table"
    sheet = library / "vasana.tale.json"
    window = open_window(qtbot, library)
    (gm / ".git" / "index.lock").write_text("")  # another git command at work
    seen = answer(qtbot, monkeypatch, "&Keep the Edited Character")
    click_row(qtbot, window, row(window, sheet))
    assert len(seen) == 2 and "git could not be told the file is resolved" in seen[1].text() and "index.lock" in seen[1].text()
    assert "vasana.tale.json" in unmerged(library) and waiting(window, sheet) is not None
    (gm / ".git" / "index.lock").unlink()
