"""The merge records and campaign merges of a table's library in the app (issue 19): a forged,
mismatched or ghost record is refused by name before the merge window opens and can be discarded,
as `talekeeper check` says of the same record; a campaign merge that fails leaves no undo step."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from talekeeper.core.check import check_library
from talekeeper.core.merge.pending import list_pending, pending_path
from talekeeper.core.model import Campaign, Character, TieBreak
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library, load_campaign, load_character
from talekeeper.core.storage.files import save_campaign, save_character
from talekeeper.desktop import cli, messages
from talekeeper.desktop.merge.dialog import MergeDialog
from talekeeper.desktop.roster import EntryRole
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.merge.window import apply, choice, click_row
from tests.gui import drive, open_window

VASANA = Character(name="Vasana", id="a" * 32)


def read_only(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Writing a file called `name` is refused, as in a read-only library (tests run as root,
    where chmod stops nothing)."""
    from talekeeper.core.storage import atomic

    real = atomic.atomic_write

    def write(path: Path, data: bytes, **kwargs: object) -> None:
        if Path(path).name == name:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        real(path, data, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("talekeeper.core.storage.files.atomic_write", write)


def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(messages, "warning", lambda _parent, _title, text, *a: shown.append(text) or QMessageBox.StandardButton.Ok)
    return shown


def banner_of(window: MainWindow) -> QWidget:
    return next(b for b in window.findChildren(QWidget) if b.objectName() == "conflictBanner")


@pytest.fixture
def campaign_copy(tmp_path: Path) -> Path:
    save_campaign(Campaign(prosperity=1, tie_break=TieBreak.HIGH), tmp_path / "campaign.json")
    copy = tmp_path / "campaign (Ana's conflicted copy 2026-12-01).json"
    save_campaign(Campaign(prosperity=2, steading_lacking=True), copy)
    Library(tmp_path).create(Character(name="Vasana"))
    return copy


def merge_the_copy(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def merge(dialog: MergeDialog) -> None:
        qtbot.mouseClick(choice(dialog, ("prosperity",)).theirs, Qt.MouseButton.LeftButton)
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, merge)
    qtbot.mouseClick(banner_of(window).findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)


def test_a_campaign_merge_in_a_read_only_library_leaves_no_undo_step(qtbot: QtBot, tmp_path: Path, campaign_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    stack = window.workspace.undo_stack
    before = (stack.count(), stack.index(), (tmp_path / "campaign.json").read_bytes())
    shown = warnings(monkeypatch)
    read_only(monkeypatch, "campaign.json")
    merge_the_copy(qtbot, window, monkeypatch)
    assert shown and "permission" in shown[0].lower()
    assert (stack.count(), stack.index(), (tmp_path / "campaign.json").read_bytes()) == before
    assert not window.menu_actions.undo.isEnabled() and campaign_copy.exists() and banner_of(window).isVisible()


def test_a_campaign_merge_whose_copy_cannot_go_to_the_trash_is_taken_back_whole(qtbot: QtBot, tmp_path: Path, campaign_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    stack = window.workspace.undo_stack
    before = (stack.count(), stack.index(), load_campaign(tmp_path / "campaign.json"))
    shown = warnings(monkeypatch)

    def refused(self: Path, target: Path) -> Path:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))

    monkeypatch.setattr(Path, "replace", refused)
    merge_the_copy(qtbot, window, monkeypatch)
    monkeypatch.undo()
    assert shown
    assert (stack.count(), stack.index(), load_campaign(tmp_path / "campaign.json")) == before
    assert window.controller.campaign == before[2] and campaign_copy.exists()


def kept(folder: Path, library: Path, name: str, versions: tuple[object, object, object]) -> Path:
    """The record `merge-file` keeps of a real merge with one conflict, for `library / name`; the
    library's file gets the merged result, as git leaves it."""
    files = [folder / f"{name}.{side}" for side in "OAB"]
    for path, version in zip(files, versions, strict=True):
        (save_character if isinstance(version, Character) else save_campaign)(version, path)  # type: ignore[operator]
    assert cli.main(["merge-file", *map(str, files), str(library / name)]) == 1
    (library / name).write_bytes(files[1].read_bytes())
    return pending_path(library, name)


def sheet_record(folder: Path, library: Path, name: str = "vasana.tale.json", character: Character = VASANA) -> Path:
    return kept(folder, library, name, (character, evolve(character, notes="mine"), evolve(character, notes="theirs")))


def campaign_record(folder: Path, library: Path) -> Path:
    return kept(folder, library, "campaign.json", (Campaign(), Campaign(prosperity=1), Campaign(prosperity=-1)))


def forge(record: Path, name: str, *, file: str | None = None) -> Path:
    """The record moved under another file's name (its `file` set to that name, unless `file`)."""
    import json

    data = json.loads(record.read_bytes())
    data["file"] = file or name
    record.unlink()
    moved = pending_path(record.parent.parent.parent, name)
    moved.write_text(json.dumps(data))
    return moved


def campaign_under_a_sheets_name(folder: Path, library: Path) -> Path:
    return forge(campaign_record(folder, library), "vasana.tale.json")


def sheet_under_campaign_json(folder: Path, library: Path) -> Path:
    save_campaign(Campaign(), library / "campaign.json")
    record = sheet_record(folder, library, "ayame.tale.json", evolve(VASANA, name="Ayame", id="b" * 32))
    (library / "ayame.tale.json").unlink()
    return forge(record, "campaign.json")


def ghost(folder: Path, library: Path) -> Path:
    record = sheet_record(folder, library, "ghost.tale.json", evolve(VASANA, name="Ghost", id="c" * 32))
    (library / "ghost.tale.json").unlink()  # deleted since, or a record copied from another library
    return record


def under_another_sheets_name(folder: Path, library: Path) -> Path:
    save_character(evolve(VASANA, name="Ayame", id="b" * 32), library / "ayame.tale.json")
    return forge(sheet_record(folder, library), "ayame.tale.json", file="vasana.tale.json")


def for_another_character(folder: Path, library: Path) -> Path:
    save_character(evolve(VASANA, name="Ayame", id="b" * 32), library / "ayame.tale.json")
    record = sheet_record(folder, library)
    return forge(record, "ayame.tale.json")


def broken(folder: Path, library: Path) -> Path:
    record = sheet_record(folder, library)
    record.write_bytes(b'{"format": "talekeeper.merge", "schema_version": 1, "file": "vasana.tale.json"')
    return record


REFUSED = {
    campaign_under_a_sheets_name: ("row", "does not hold versions of vasana.tale.json"),
    sheet_under_campaign_json: ("banner", "does not hold versions of campaign.json"),
    ghost: ("banner", "for ghost.tale.json, which is not in the library"),
    under_another_sheets_name: ("row", "a merge record for vasana.tale.json, kept under the name of ayame.tale.json"),
    for_another_character: ("row", "for another character than the one in ayame.tale.json"),
    broken: ("row", "vasana.tale.json.merge.json"),
}


@pytest.mark.parametrize("make", list(REFUSED), ids=lambda make: make.__name__)
def test_a_record_that_cannot_be_used_is_refused_by_name_and_discarded_as_check_says(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make: object
) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    if make is not sheet_under_campaign_json:
        save_character(VASANA, library / "vasana.tale.json")
    record = make(tmp_path, library)  # type: ignore[operator]
    where, words = REFUSED[make]  # type: ignore[index]
    (problem,) = [p for p in check_library(library) if p.path == record]  # check blames the record, not a sheet
    assert problem.message.endswith("open the library in Talekeeper to discard it")

    window = open_window(qtbot, library)
    asked: list[str] = []

    def ask(box: QMessageBox) -> object:
        asked.append(f"{box.text()}\n{box.informativeText()}")
        return next(b for b in box.buttons() if b.text() == "&Discard the Record")

    monkeypatch.setattr(window, "ask", ask)
    seen = drive(monkeypatch, MergeDialog, lambda dialog: apply(qtbot, dialog))
    if where == "row":
        (row,) = [r for r in range(window.filter.rowCount()) if window.filter.index(r, 0).data(EntryRole).path in window.model.pending]
        click_row(qtbot, window, row)
    else:
        banner = banner_of(window)
        assert banner.isVisible(), "a record with no row to open it from is shown in the banner"
        qtbot.mouseClick(banner.findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)
    assert seen == []  # refused before the merge window opens
    (text,) = asked
    assert text.startswith("This record of a git merge cannot be used: ") and words in text, text
    assert not record.exists() and list_pending(library) == []
    assert [p for p in check_library(library) if ".talekeeper" in str(p.path)] == []
    qtbot.waitUntil(lambda: not any(b.isVisible() for b in window.findChildren(QWidget) if b.objectName() == "conflictBanner") and not window.model.pending)
    told: list[str] = []
    monkeypatch.setattr(window, "say", told.append)
    window.conflicts.resolve_current()
    assert told == ["Nothing waits to be merged: no conflicting copy, and no conflicts from a git merge."]


def test_a_usable_record_is_what_check_and_the_roster_call_waiting(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    record = sheet_record(tmp_path, library)
    assert [str(p) for p in check_library(library)] == [f"{library / 'vasana.tale.json'}: 1 open conflict from a merge waits for a choice in Talekeeper"]
    window = open_window(qtbot, library)
    monkeypatch.setattr(window, "ask", lambda box: pytest.fail(box.text()))
    seen = drive(monkeypatch, MergeDialog, lambda dialog: dialog.reject())
    click_row(qtbot, window)
    assert len(seen) == 1 and record.exists()


def test_a_ghost_record_is_offered_from_the_edit_menu_too(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    record = ghost(tmp_path, library)
    window = open_window(qtbot, library)
    banner = banner_of(window)
    assert banner.isVisible() and banner.findChildren(QLabel)[0].text() == "A git merge left a record for ghost.tale.json, which is not in the library."
    asked: list[str] = []
    monkeypatch.setattr(window, "ask", lambda box: asked.append(box.text()) or next(b for b in box.buttons() if b.text() == "&Keep It"))
    window.conflicts.resolve_current()
    assert len(asked) == 1 and record.exists()  # kept, as asked


def test_the_record_of_a_sheet_whose_name_is_not_utf8_reaches_the_merge_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    name = os.fsdecode(b"caf\xe9.tale.json")
    record = sheet_record(tmp_path, library, name)
    assert [str(p) for p in check_library(library)] == [f"{library}/caf\ufffd.tale.json: 1 open conflict from a merge waits for a choice in Talekeeper"]
    window = open_window(qtbot, library)
    assert window.model.pending == {library / name}
    monkeypatch.setattr(window, "ask", lambda box: pytest.fail(box.text()))

    def take_theirs(dialog: MergeDialog) -> None:
        (only,) = dialog.choices
        qtbot.mouseClick(only.theirs, Qt.MouseButton.LeftButton)
        apply(qtbot, dialog)

    seen = drive(monkeypatch, MergeDialog, take_theirs)
    click_row(qtbot, window)
    assert len(seen) == 1
    window.menu_actions.save.trigger()
    assert load_character(library / name).notes == "theirs" and not record.exists()
