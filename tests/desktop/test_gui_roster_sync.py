"""The roster keeps up with the library folder (issue 12 item 11, issue 16 item 6): a change on
disk re-reads the changed sheets only, row by row, with the selection kept; a save takes the
saved character's summary without reading the file; a sheet listed from a quick look is confirmed
by a full load. (The pauses themselves are measured by `python3 packaging/dev.py bench`.)"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library, load_character, save_character
from talekeeper.core.storage.index import SummaryIndex
from talekeeper.desktop import roster_load, roster_panel
from talekeeper.desktop.roster import EntryRole
from tests.gui import listed_names, open_window

GOLDEN = Path(__file__).parents[1] / "golden"


@pytest.fixture
def library(tmp_path: Path) -> Path:
    folder = Library(tmp_path / "lib")
    for number in range(40):
        folder.create(Character(name=f"Bandit {number:02d}", kind="npc"))
    folder.scan()  # the summary index, as an earlier start leaves it
    return folder.path


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The sheets the roster reads (quick summaries and full loads), by file name."""
    read: list[str] = []
    for name in ("quick_summary", "summarize"):
        original = getattr(roster_load, name)
        monkeypatch.setattr(roster_load, name, lambda path, original=original: read.append(path.name) or original(path))
    return read


def rename_on_disk(path: Path, name: str) -> None:
    """What a sync tool or a git pull does: a new version of the file put in place."""
    save_character(evolve(load_character(path), name=name), path)


def test_only_the_sheets_changed_on_disk_are_read_again_and_the_selection_stays(qtbot: QtBot, library: Path, reads: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, library)
    assert reads == []  # everything came from the index
    index_reads = []
    listing = SummaryIndex.read_listing
    monkeypatch.setattr(SummaryIndex, "read_listing", lambda self, **k: index_reads.append(1) or listing(self, **k))
    view, model = window.roster, window.filter
    for row in (0, 1):  # a GM's selection of two characters
        view.selectionModel().select(model.index(row, 0), QItemSelectionModel.SelectionFlag.Select)
    changed = [library / f"Bandit-{n:02d}.tale.json" for n in (10, 20, 30)]
    for number, path in enumerate(changed):
        rename_on_disk(path, f"Pulled {number}")
    Library(library).create(Character(name="Newcomer"))
    (library / "Bandit-39.tale.json").unlink()
    rename_on_disk(library / "Bandit-01.tale.json", "Zed")  # a selected one, moving to the end of the roster
    qtbot.waitUntil(lambda: "Newcomer" in listed_names(window) and "Zed" in listed_names(window) and window.roster_panel.settled)
    names = listed_names(window)
    assert len(names) == 40 and "Bandit 39" not in names and {"Pulled 0", "Pulled 1", "Pulled 2"} <= set(names) and names[-1] == "Zed"
    assert sorted(set(reads)) == sorted([p.name for p in changed] + ["Newcomer.tale.json", "Bandit-01.tale.json"])  # the changed ones only
    assert index_reads == []  # nor is the whole index read again (the summaries of every other sheet)
    selected = [index.data(EntryRole).name for index in view.selectionModel().selectedRows()]
    assert sorted(selected) == ["Bandit 00", "Zed"]


def test_a_save_takes_the_documents_summary_without_reading_the_sheet(qtbot: QtBot, library: Path, reads: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(roster_panel, "INDEX_DELAY_MS", 50)
    window = open_window(qtbot, library)
    path = library / "Bandit-05.tale.json"
    window.open_character(path)
    window.workspace.apply("rename", {path: evolve(window.workspace.character(path), name="Aaron")})
    assert window.save(path)
    assert listed_names(window)[0] == "Aaron"
    qtbot.wait(300)  # the folder watcher reports the save; the look finds nothing to read
    qtbot.waitUntil(lambda: window.roster_panel.settled and window.roster_panel.loading.idle)
    assert reads == []
    listing = SummaryIndex(library).listing()  # and the index was brought up to date from the document
    assert listing.pending == [] and listing.known[0].name == "Aaron"


def test_a_sheet_that_looks_right_but_does_not_load_ends_up_listed_as_broken(qtbot: QtBot, library: Path) -> None:
    window = open_window(qtbot, library)
    good = json.loads((GOLDEN / "character-v1.tale.json").read_text(encoding="utf-8"))
    (library / "odd.tale.json").write_text(json.dumps({**good, "colour": "red"}), encoding="utf-8")
    qtbot.waitUntil(lambda: "odd.tale.json (cannot be opened)" in listed_names(window) and window.roster_panel.settled)
    assert "Vasana" not in listed_names(window)


def test_a_library_without_index_is_listed_from_quick_summaries_then_confirmed(qtbot: QtBot, tmp_path: Path, reads: list[str]) -> None:
    good = json.loads((GOLDEN / "character-v1.tale.json").read_text(encoding="utf-8"))
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    (tmp_path / "odd.tale.json").write_text(json.dumps({**good, "colour": "red"}), encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert listed_names(window) == ["Vasana", "odd.tale.json (cannot be opened)"]
    assert sorted(reads) == ["odd.tale.json", "odd.tale.json", "vasana.tale.json", "vasana.tale.json"]  # a quick look, then a full load


def test_opening_a_sheet_that_fails_to_load_lists_it_as_broken(qtbot: QtBot, library: Path) -> None:
    window = open_window(qtbot, library)
    path = library / "Bandit-07.tale.json"
    with open(path, "r+b") as stream:  # changed in place: the folder itself does not change
        stream.seek(0)
        stream.write(b"[" + b" " * 20)
    assert window.open_character(path) is None and window.right.currentWidget() is window.error_view
    assert "Bandit-07.tale.json (cannot be opened)" in listed_names(window)


def test_the_index_written_after_changes_lets_the_next_start_read_nothing(qtbot: QtBot, library: Path, reads: list[str]) -> None:
    window = open_window(qtbot, library)
    rename_on_disk(library / "Bandit-03.tale.json", "Zora")
    qtbot.waitUntil(lambda: "Zora" in listed_names(window) and window.roster_panel.settled)
    window.close()  # the index is brought up to date on closing
    window.controller.shutdown()
    reads.clear()
    again = open_window(qtbot, library)
    assert reads == [] and "Zora" in listed_names(again) and len(listed_names(again)) == 40
    os.utime(library / "Bandit-04.tale.json", ns=(1, 1))  # only a time changed: read again, found the same
    again.roster_panel.reload()
    assert reads == ["Bandit-04.tale.json", "Bandit-04.tale.json"] and len(listed_names(again)) == 40


def test_why_a_file_cannot_be_opened_stays_shown_while_the_roster_keeps_up(qtbot: QtBot, library: Path) -> None:
    (library / "broken.tale.json").write_text("{not json")
    window = open_window(qtbot, library)
    window.roster.activated.emit(window.filter.index(window.filter.rowCount() - 1, 0))
    assert window.right.currentWidget() is window.error_view
    rename_on_disk(library / "Bandit-02.tale.json", "Zora")
    qtbot.waitUntil(lambda: "Zora" in listed_names(window) and window.roster_panel.settled)
    assert window.right.currentWidget() is window.error_view
