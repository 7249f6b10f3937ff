"""Words that match what happens (issue 19, item 8), driven as a user through the window: the
Syncthing device a copy's name records is the device whose version was kept; a copy that records
the sheet's own version but was changed outside Talekeeper offers its changes (one undo step), not
a trash button; a git merge's conflicts, once chosen, mention no copy. English and Japanese."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import Library, load_character
from talekeeper.core.storage.files import read_character
from talekeeper.desktop import i18n
from talekeeper.desktop.merge.dialog import MergeDialog
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.merge.window import apply, click_row
from tests.gui import drive, open_window, shot
from tests.merge_scenes import diverged

COPY = "vasana.tale.sync-conflict-20261201-101010-ABCDEFG.json"


@pytest.fixture
def japanese() -> Iterator[None]:
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def tooltip(window: MainWindow) -> str:
    return window.filter.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)


def test_a_syncthing_copy_names_its_device_as_the_one_whose_version_was_kept(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    diverged(tmp_path, "syncthing")
    window = open_window(qtbot, tmp_path)
    assert "a Syncthing conflict copy (2026-12-01 10:10:10; the sheet kept the version of device ABCDEFG)" in tooltip(window)

    def intro(dialog: MergeDialog) -> None:
        assert "the sheet kept the version of device ABCDEFG" in dialog.findChildren(type(dialog.problem))[0].text()
        dialog.reject()

    seen = drive(monkeypatch, MergeDialog, intro)
    click_row(qtbot, window)
    assert len(seen) == 1


def test_a_syncthing_copy_names_the_device_kept_in_japanese(qtbot: QtBot, tmp_path: Path, japanese: None) -> None:
    diverged(tmp_path, "syncthing")
    window = open_window(qtbot, tmp_path)
    assert "Syncthingの競合コピー（2026-12-01 10:10:10。シートにはデバイス ABCDEFG の版が残されています）" in tooltip(window)


def edited_outside(folder: Path) -> tuple[Path, Path]:
    """Vasana's sheet, and a Syncthing copy of it whose notes were changed in a text editor: the
    copy still records the sheet's revision."""
    path, _ = Library(folder).create(Character(name="Vasana", notes="Owes a horse."))
    copy = folder / COPY
    data = json.loads(path.read_bytes())
    data["notes"] = "Owes a horse. Paid it back."
    copy.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    assert read_character(copy).revision == read_character(path).revision
    return path, copy


def test_a_copy_with_the_sheets_revision_changed_outside_offers_its_changes_as_one_undo_step(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, copy = edited_outside(tmp_path)
    window = open_window(qtbot, tmp_path)

    def take(dialog: MergeDialog) -> None:
        labels = [label.text() for label in dialog.findChildren(type(dialog.problem))]
        assert dialog.ok_button.text() == "&Take the Copy's Changes"
        assert not any("nothing to merge" in text for text in labels)
        assert any("changed outside Talekeeper" in text for text in labels)
        assert [dialog.changes.topLevelItem(i).text(0) for i in range(dialog.changes.topLevelItemCount())] == ["Character › Notes"]
        shot(dialog, "merge_changed_outside")
        apply(qtbot, dialog)

    seen = drive(monkeypatch, MergeDialog, take)
    click_row(qtbot, window)
    assert len(seen) == 1
    assert window.workspace.character(path).notes == "Owes a horse. Paid it back."
    assert copy.exists() and window.menu_actions.undo.text() == "Undo Merge the conflicting copy of Vasana"
    assert "trash then" in window.statusBar().currentMessage()
    window.menu_actions.undo.trigger()  # one step
    assert window.workspace.character(path).notes == "Owes a horse."
    window.menu_actions.redo.trigger()
    window.menu_actions.save.trigger()
    assert load_character(path).notes == "Owes a horse. Paid it back."
    assert not copy.exists() and (tmp_path / ".trash" / COPY).exists()


def test_a_copy_with_the_sheets_revision_and_content_is_only_moved_to_the_trash(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = Library(tmp_path).create(Character(name="Vasana"))
    copy = tmp_path / COPY
    shutil.copy(path, copy)
    window = open_window(qtbot, tmp_path)

    def trash(dialog: MergeDialog) -> None:
        assert dialog.ok_button.text() == "&Move the Copy to the Trash"
        assert any("nothing to merge" in label.text() for label in dialog.findChildren(type(dialog.problem)))
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, trash)
    click_row(qtbot, window)
    assert not copy.exists() and window.menu_actions.undo.text() == f"Undo Move {COPY} to the trash"


def test_take_the_copys_changes_in_japanese(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    edited_outside(tmp_path)
    window = open_window(qtbot, tmp_path)

    def take(dialog: MergeDialog) -> None:
        labels = [label.text() for label in dialog.findChildren(type(dialog.problem))]
        assert dialog.ok_button.text() == "コピーの変更を取り込む(&T)"
        assert any("Talekeeper の外で変更" in text for text in labels)
        shot(dialog, "ja_merge_changed_outside")
        dialog.reject()

    drive(monkeypatch, MergeDialog, take)
    click_row(qtbot, window)


def test_an_older_copy_changed_outside_offers_its_changes_too(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Mine was saved over the copy's version, but the copy was edited since: not 'nothing new'."""
    from talekeeper.core.model.common import evolve
    from talekeeper.core.storage.files import next_revision

    path, copy = edited_outside(tmp_path)
    first = read_character(path)
    later = evolve(first.character, concept="Sword-dancer")
    Library(tmp_path).save(later, path, expected=first.fingerprint, revision=next_revision(later, first.revision))
    window = open_window(qtbot, tmp_path)

    def take(dialog: MergeDialog) -> None:
        labels = [label.text() for label in dialog.findChildren(type(dialog.problem))]
        assert dialog.ok_button.text() == "&Take the Copy's Changes"
        assert any(text.startswith("Mine was saved over theirs, but theirs was changed outside Talekeeper") for text in labels)
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, take)
    click_row(qtbot, window)
    merged = window.workspace.character(path)
    assert (merged.concept, merged.notes) == ("Sword-dancer", "Owes a horse. Paid it back.")
    assert copy.exists()  # until the merged sheet is saved
