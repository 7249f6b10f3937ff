"""The window with a library whose `.trash` is a file or a real symlink (issue 19): deleting a
character, or finishing a merge, is a refusal that names `.trash`, never a crash; the tab and the
file stay, nothing outside the library changes, and the status bar never says the file is in the
trash. A band names what the program leaves alone (links where it writes, entries named like a
sheet that are not files), once, without stopping anything; in English and in Japanese."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import Library
from talekeeper.desktop import i18n, messages
from talekeeper.desktop.merge.dialog import MergeDialog
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.japanese import english_words
from tests.desktop.merge.window import apply, click_row, said
from tests.faults import fifo
from tests.gui import drive, listed_names, open_window, shot
from tests.merge_scenes import diverged

pytestmark = pytest.mark.skipif(os.name == "nt", reason="symlinks need privileges on Windows")


def warnings_shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(messages, "warning", lambda *a, **k: shown.append(a[2]) or QMessageBox.StandardButton.Ok)
    return shown


def tree(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): (None if p.is_dir() else p.read_bytes()) for p in sorted(folder.rglob("*"))}


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "mine.txt").write_text("the user's own\n")
    return folder


def trash_as(kind: str, library: Path, outside: Path) -> None:
    if kind == "file":
        (library / ".trash").write_text("not a folder\n")
    else:
        os.symlink(outside, library / ".trash")


@pytest.mark.parametrize("kind", ["file", "link"])
def test_deleting_a_character_with_a_trash_that_is_not_a_folder_is_refused_and_the_tab_stays(
    qtbot: QtBot, tmp_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    path, _ = Library(tmp_path / "lib").create(Character(name="Vasana"))
    trash_as(kind, path.parent, outside)
    before = tree(outside)
    window = open_window(qtbot, path.parent)
    window.open_character(path)
    shown = warnings_shown(monkeypatch)
    window.menu_actions.delete.trigger()  # Character > Delete, as a user
    (told,) = shown
    reason = "is a link (to " if kind == "link" else "should be a folder, but it is a file"
    assert told.startswith(f"{path.parent / '.trash'} ") and reason in told and "nothing was changed" in told
    assert path.is_file() and tree(outside) == before
    assert window.editor_for(path) is window.current_editor() and window.workspace.undo_stack.count() == 0
    assert listed_names(window) == ["Vasana"] and "trash" not in window.statusBar().currentMessage()
    window.current_editor().harm.max_hp.setValue(7)  # the window still answers, and saves
    assert window.save(path)


def test_finishing_a_merge_with_a_trash_that_is_a_link_keeps_the_copy_and_says_why(
    qtbot: QtBot, tmp_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, copy = diverged(tmp_path / "lib")
    trash_as("link", path.parent, outside)
    before = tree(outside)
    window = open_window(qtbot, path.parent)
    drive(monkeypatch, MergeDialog, lambda dialog: apply(qtbot, dialog))
    click_row(qtbot, window)
    shown = said(monkeypatch, window)
    assert window.save(path)
    (told,) = shown
    assert told.startswith("The merged sheet is saved, but the copy stays where it is: ") and f"{path.parent / '.trash'} is a link" in told
    assert copy.exists() and tree(outside) == before
    qtbot.wait(50)  # the status bar's word after the save
    assert "in the library's trash" not in window.statusBar().currentMessage()


def test_an_older_copy_with_a_trash_that_is_a_file_stays_and_nothing_claims_the_trash(
    qtbot: QtBot, tmp_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from talekeeper.core.storage.files import read_character, save_character

    library = Library(tmp_path / "lib")
    path, _ = library.create(Character(name="Vasana"))
    here = read_character(path)
    older = path.parent / "Vasana (Ana's conflicted copy 2026-12-01).tale.json"
    save_character(here.character, older, revision=here.revision)  # the version we saved over
    trash_as("file", path.parent, outside)
    window = open_window(qtbot, path.parent)
    drive(monkeypatch, MergeDialog, lambda dialog: apply(qtbot, dialog))
    shown = warnings_shown(monkeypatch)
    window.conflicts.resolve(path)  # "Move the Copy to the Trash"
    (told,) = shown
    assert "should be a folder" in told and str(path.parent / ".trash") in told
    assert older.exists() and window.workspace.undo_stack.count() == 0
    assert "trash" not in window.statusBar().currentMessage()


def banner_lines(window: MainWindow) -> list[str]:
    banner = window.places_banner
    return banner.text.text().splitlines() if banner.isVisible() and banner.text is not None else []


def test_the_band_names_what_the_program_leaves_alone_once(qtbot: QtBot, tmp_path: Path, outside: Path) -> None:
    library = tmp_path / "lib"
    Library(library).create(Character(name="Vasana"))
    os.symlink(outside, library / ".trash")
    os.symlink("nowhere.tale.json", library / "ghost.tale.json")
    with fifo(library / "pipe.tale.json"):
        window = open_window(qtbot, library)
        assert listed_names(window) == ["Vasana"]
        assert banner_lines(window) == [
            "Talekeeper leaves these alone (talekeeper check lists them too):",
            f"• .trash: a link (to {outside}): nothing is written, moved or deleted through it. Remove the link.",
            "• ghost.tale.json: a link to a file that does not exist (nowhere.tale.json): not listed.",
            "• pipe.tale.json: a pipe (FIFO), not a character file: not listed.",
        ]
        banner = window.places_banner
        heard = banner.text.accessibleName()  # a screen reader hears the name and the list (issue 20)
        assert heard.startswith("Files in the library that Talekeeper leaves alone: ") and "pipe.tale.json: a pipe" in heard
        assert banner.button.accessibleName() == "Dismiss the list of files left alone"
        window.resize(900, 500)
        shot(window, "places_banner")
        qtbot.mouseClick(banner.button, Qt.MouseButton.LeftButton)
        assert not banner.isVisible()
        window.workspace.files_changed.emit()  # a sync or a save: the same list is not said again
        assert not banner.isVisible()
        (library / "folder.tale.json").mkdir()  # something new is
        qtbot.waitUntil(lambda: banner.isVisible())
        assert "• folder.tale.json: a folder, not a character file: not listed." in banner_lines(window)
    for name in (".trash", "ghost.tale.json", "pipe.tale.json"):
        os.unlink(library / name)
    (library / "folder.tale.json").rmdir()
    qtbot.waitUntil(lambda: not banner.isVisible())  # all fixed: the band goes


@pytest.fixture
def japanese() -> Iterator[None]:
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def test_the_refusal_and_the_band_in_japanese(qtbot: QtBot, tmp_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    path, _ = Library(tmp_path / "lib").create(Character(name="Vasana"))
    trash_as("link", path.parent, outside)
    (path.parent / ".talekeeper").write_text("x")
    (path.parent / "folder.tale.json").mkdir()
    window = open_window(qtbot, path.parent)
    window.open_character(path)
    shown = warnings_shown(monkeypatch)
    window.menu_actions.delete.trigger()
    texts = [*shown, *banner_lines(window), window.places_banner.text.accessibleName(), window.places_banner.button.text()]
    assert len(shown) == 1 and len(texts) == 7
    names = {str(path.parent / ".trash"), str(outside), ".trash", ".talekeeper", "folder.tale.json", "talekeeper check", "FIFO"}
    for text in texts:
        assert english_words(text, allowed=frozenset(names)) == [], text
    shot(window, "ja_places_banner")


def test_save_anyway_refuses_a_sheet_swapped_for_a_link_and_keeps_the_edits(
    qtbot: QtBot, tmp_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _ = Library(tmp_path / "lib").create(Character(name="Vasana"))
    window = open_window(qtbot, path.parent)
    editor = window.open_character(path)
    editor.harm.max_hp.setValue(7)
    said(monkeypatch, window)  # the window's own question about a change on disk (the watcher may be first) waits for no click
    path.unlink()
    os.symlink(outside / "mine.txt", path)  # a git pull or a sync put a link to a file of the user's there
    asked: list[str] = []
    monkeypatch.setattr(messages, "warning", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Save)
    failed: list[str] = []
    monkeypatch.setattr(messages, "critical", lambda *a, **k: failed.append(a[2]))
    window.menu_actions.save.trigger()  # File > Save, then "Save anyway"
    assert len(asked) == 1 and "changed by another program" in asked[0]
    (told,) = failed
    assert told.startswith(f"{path} is now a link to {outside / 'mine.txt'}, which does not hold this character")
    assert (outside / "mine.txt").read_text() == "the user's own\n" and sorted(os.listdir(outside)) == ["mine.txt"]
    assert window.workspace.dirty_paths() == [path] and editor.character.harm.max_hp == 7


def test_merge_records_behind_a_link_are_not_offered_nor_deleted(qtbot: QtBot, tmp_path: Path, outside: Path) -> None:
    from talekeeper.core.merge.files import merge_files
    from talekeeper.core.merge.pending import keep_pending
    from talekeeper.core.model.common import evolve
    from talekeeper.core.storage.files import save_character

    path, _ = Library(tmp_path / "lib").create(Character(name="Vasana"))
    versions = tmp_path / "O", tmp_path / "A", tmp_path / "B"
    vasana = Library(tmp_path / "lib").load(path).character
    for file, notes in zip(versions, ("", "mine", "theirs"), strict=True):
        save_character(evolve(vasana, notes=notes), file)
    keep_pending(path.parent, path.name, merge_files(*versions))
    (path.parent / ".talekeeper").rename(outside / "private")
    os.symlink(outside / "private", path.parent / ".talekeeper")  # a pull replaced the folder with a committed link
    before = tree(outside)
    window = open_window(qtbot, path.parent)
    assert window.conflicts.pending() == {} and not window.conflicts.waits(path)
    assert any(line.startswith("• .talekeeper: a link (to ") and "are lost" in line for line in banner_lines(window))
    window.open_character(path).harm.max_hp.setValue(7)
    assert window.save(path) and tree(outside) == before
