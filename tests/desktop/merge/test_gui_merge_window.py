"""The merge window driven as a user (issue 16, item 3): a sheet changed here and, before the
machines synced, on another (its copy beside it, named by the sync tool). Opening the marked
character offers the merge window; the user keeps mine for one field and takes theirs for another;
the result is one undo step on the open sheet; the copy goes to the library's trash only when the
merged sheet is saved."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from talekeeper.core.merge import Side
from talekeeper.core.model import Character, Harm
from talekeeper.core.model.common import evolve, new_id
from talekeeper.core.storage import Library, atomic, load_character
from talekeeper.core.storage.files import Revision, read_character, save_character
from talekeeper.desktop import messages
from talekeeper.desktop.merge.dialog import MergeDialog
from talekeeper.desktop.roster import ConflictRole
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.merge.window import active, apply, choice, click_row, said
from tests.gui import drive, listed_names, open_window, shot
from tests.merge_scenes import BOW, SWORD, diverged

CONCEPT = ("concept",)
SWORD_RATING = ("heroquest", "abilities", SWORD.id, "rating")
THE_BOW = ("heroquest", "abilities", BOW.id)


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Path, Path]:
    path, copy = diverged(tmp_path / "lib")
    return open_window(qtbot, tmp_path / "lib"), path, copy


def test_keep_mine_for_one_field_take_theirs_for_another_undo_save_and_the_copy_is_in_the_trash(
    qtbot: QtBot, table: tuple[MainWindow, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    window, path, copy = table
    assert listed_names(window) == ["Vasana"]  # the copy is not a second character
    assert "1 conflicting copy" in window.filter.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    before = load_character(path)

    def choose(dialog: MergeDialog) -> None:
        assert [c.path for c in dialog.choices] == [CONCEPT, SWORD_RATING, THE_BOW]
        assert "Syncthing" in dialog.findChildren(QLabel)[0].text()
        assert "kept versions" in dialog.findChildren(QLabel)[1].text()  # the common version was found
        merged = [dialog.changes.topLevelItem(i).text(0) for i in range(dialog.changes.topLevelItemCount())]
        assert merged == ["Character › Notes", "HeroQuest › Hero points", "Harm › HP"]  # in the sheet's order
        qtbot.mouseClick(choice(dialog, CONCEPT).theirs, Qt.MouseButton.LeftButton)  # take theirs
        assert choice(dialog, SWORD_RATING).mine.isChecked()  # keep mine (16, not 17)
        bow = choice(dialog, THE_BOW)
        assert (bow.mine.text(), bow.theirs.text()) == ("Remove", "Keep: Bow (Notes: longbow)")
        active(qtbot, dialog)
        bow.mine.setFocus()
        qtbot.keyClick(bow.mine, Qt.Key.Key_Right)  # by keyboard: keep the bow
        assert bow.theirs.isChecked() and bow.theirs.accessibleName() == "HeroQuest › Abilities › Bow: keep"
        shot(dialog, "merge_window")
        apply(qtbot, dialog)

    seen = drive(monkeypatch, MergeDialog, choose)
    click_row(qtbot, window)
    assert len(seen) == 1
    merged = window.workspace.character(path)
    assert merged.concept == "Sword-dancer" and merged.notes == "Lost her horse at the ford"
    assert [(a.name, str(a.rating), a.notes) for a in merged.heroquest.abilities] == [("Sword", "16", ""), ("Bow", "12", "longbow")]
    assert (merged.harm.hp, merged.heroquest.hero_points) == (6, 2)
    assert window.current_editor().path == path and window.workspace.dirty_paths() == [path]
    assert window.menu_actions.undo.text() == "Undo Merge the conflicting copy of Vasana"

    window.menu_actions.undo.trigger()  # one step
    assert window.workspace.character(path) == before and copy.exists()
    window.menu_actions.redo.trigger()
    assert copy.exists()  # not before the save
    window.menu_actions.save.trigger()
    from talekeeper.core.diff import changes
    assert changes(load_character(path), merged) == []
    assert not copy.exists() and (path.parent / ".trash" / copy.name).exists()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == f"Saved; {copy.name} is in the library's trash.")
    qtbot.waitUntil(lambda: window.roster_panel.settled)
    assert listed_names(window) == ["Vasana"] and window.filter.index(0, 0).data(ConflictRole) is None


def test_a_merge_undone_and_never_saved_keeps_the_copy(qtbot: QtBot, table: tuple[MainWindow, Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    window, path, copy = table
    drive(monkeypatch, MergeDialog, lambda dialog: apply(qtbot, dialog))
    click_row(qtbot, window)
    window.menu_actions.undo.trigger()
    editor = window.current_editor()
    window.workspace.apply("x", {path: evolve(editor.character, player="Ana Lopez")})  # another edit, saved
    assert window.save(path)
    assert copy.exists() and window.filter.index(0, 0).data(ConflictRole) is not None
    seen = drive(monkeypatch, MergeDialog, lambda dialog: dialog.reject())
    click_row(qtbot, window)
    assert len(seen) == 1  # still offered


def test_a_failed_save_or_trash_leaves_both_files_and_says_why(qtbot: QtBot, table: tuple[MainWindow, Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    window, path, copy = table
    drive(monkeypatch, MergeDialog, lambda dialog: apply(qtbot, dialog))
    click_row(qtbot, window)
    shown = said(monkeypatch, window)
    monkeypatch.setattr(messages, "critical", lambda *a, **k: shown.append(a[2]))

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as disk:
        disk.setattr(atomic.os, "fsync", full)
        assert not window.save(path)
    assert copy.exists() and "No space left on device" in shown.pop()
    real = Path.replace

    def refuse(self: Path, target: Path) -> Path:
        if self.name == copy.name:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(self, target)

    monkeypatch.setattr(Path, "replace", refuse)
    assert window.save(path)
    (told,) = shown
    assert told.startswith("The merged sheet is saved, but the copy stays where it is: ") and "could not be moved to the trash" in told
    assert copy.exists() and load_character(path).notes == "Lost her horse at the ford"


def test_choices_that_break_a_rule_are_refused_in_words(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana", harm=Harm(hp=5, max_hp=10)))
    base = read_character(path)
    copy = tmp_path / "Vasana (Ana's conflicted copy 2026-12-01).tale.json"
    save_character(evolve(base.character, harm=Harm(hp=5, max_hp=8)), copy, revision=Revision(new_id(), base.revision.id))  # type: ignore[union-attr]
    library.save(evolve(base.character, harm=Harm(hp=9, max_hp=10)), path, expected=base.fingerprint, revision=Revision(new_id(), base.revision.id))  # type: ignore[union-attr]
    window = open_window(qtbot, tmp_path)

    def mixed(dialog: MergeDialog) -> None:
        hp, max_hp = choice(dialog, ("harm", "hp")), choice(dialog, ("harm", "max_hp"))
        assert any("together they break a rule" in label.text() for label in dialog.findChildren(QLabel))
        qtbot.mouseClick(max_hp.theirs, Qt.MouseButton.LeftButton)
        assert not dialog.ok_button.isEnabled()
        assert dialog.problem.text() == "These choices do not fit together (Harm): HP 9 is above the maximum, 8."
        qtbot.mouseClick(hp.theirs, Qt.MouseButton.LeftButton)
        assert dialog.problem.isHidden()
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, mixed)
    window.conflicts.resolve(path)
    assert (window.workspace.character(path).harm.hp, window.workspace.character(path).harm.max_hp) == (5, 8)


def test_every_choice_is_reached_by_keyboard_with_a_name_to_hear(qtbot: QtBot, table: tuple[MainWindow, Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    window, path, _copy = table

    def keys(dialog: MergeDialog) -> None:
        focused = []
        active(qtbot, dialog)
        dialog.choices[0].mine.setFocus()
        for _ in dialog.choices:
            widget = dialog.focusWidget()
            focused.append(widget)
            qtbot.keyClick(widget, Qt.Key.Key_Right)  # take theirs
            qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        assert focused == [c.mine for c in dialog.choices]  # Tab goes row by row
        assert all(c.side() is Side.THEIRS for c in dialog.choices)
        names = [b.accessibleName() for c in dialog.choices for b in (c.mine, c.theirs)]
        assert names[:4] == ["Character › Concept: keep mine, Wandering blade", "Character › Concept: take theirs, Sword-dancer",
                             "HeroQuest › Abilities › Sword › Rating: keep mine, 16", "HeroQuest › Abilities › Sword › Rating: take theirs, 17"]
        for _ in range(8):  # on to Keep All Mine
            if dialog.focusWidget() is dialog.all_mine:
                break
            qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClick(dialog.all_mine, Qt.Key.Key_Space)
        assert all(c.side() is Side.OURS for c in dialog.choices)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Escape)

    drive(monkeypatch, MergeDialog, keys)
    window.roster.setFocus()
    qtbot.keyClick(window.roster, Qt.Key.Key_Down)
    qtbot.keyClick(window.roster, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.conflicts.offer_pending)
    assert window.workspace.dirty_paths() == []  # cancelled: nothing changed


def test_when_the_copy_is_simply_newer_or_older(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana"))
    here = read_character(path)
    newer = tmp_path / "Vasana.tale.sync-conflict-20261201-101010-ABCDEFG.json"
    save_character(evolve(here.character, notes="written over ours"), newer, revision=Revision(new_id(), here.revision.id))  # type: ignore[union-attr]
    window = open_window(qtbot, tmp_path)

    def newer_one(dialog: MergeDialog) -> None:
        assert dialog.ok_button.text() == "&Take the Copy" and not dialog.choices
        assert "simply newer" in dialog.findChildren(QLabel)[1].text()
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, newer_one)
    window.conflicts.resolve(path)
    assert window.workspace.character(path).notes == "written over ours"
    assert window.save(path) and not newer.exists()

    older = tmp_path / "Vasana (Ana's conflicted copy 2026-12-01).tale.json"
    save_character(here.character, older, revision=here.revision)  # the version we saved over
    window.roster_panel.reload()

    def older_one(dialog: MergeDialog) -> None:
        assert dialog.ok_button.text() == "&Move the Copy to the Trash"
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, older_one)
    window.conflicts.resolve(path)
    assert not older.exists() and window.menu_actions.undo.text() == f"Undo Move {older.name} to the trash"
    window.menu_actions.undo.trigger()  # an undoable step: the copy is back
    assert older.exists()


def test_without_a_common_version_every_difference_is_a_choice(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana", concept="first"))
    copy = tmp_path / "Vasana.tale_conflict-20261201-101010.json"
    save_character(evolve(library.load(path).character, concept="elsewhere", notes="a note"), copy, revision=Revision(new_id(), new_id()))
    window = open_window(qtbot, tmp_path)

    def two_way(dialog: MergeDialog) -> None:
        assert [c.path for c in dialog.choices] == [("concept",), ("notes",)]
        assert "every difference is a choice" in dialog.findChildren(QLabel)[1].text()
        qtbot.mouseClick(dialog.all_theirs, Qt.MouseButton.LeftButton)
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, two_way)
    window.conflicts.resolve(path)
    assert (window.workspace.character(path).concept, window.workspace.character(path).notes) == ("elsewhere", "a note")
