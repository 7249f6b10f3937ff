"""Conflicting copies in a library (issue 16, item 3): the copies each sync tool makes of a sheet,
under their real names, and any two files holding the same character, are listed once, as the
original marked "conflicting copy"; a copy is never a second character and never left out.
Copies of campaign.json and a git merge's open conflicts are found too."""

from __future__ import annotations

import html
import os
import shutil
from pathlib import Path

import pytest

from talekeeper.core.merge import pending
from talekeeper.core.merge.files import merge_files
from talekeeper.core.merge.pending import keep_pending
from talekeeper.core.model import Campaign, Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library, copies
from talekeeper.core.storage.copies import CopyIndex, library_conflicts
from talekeeper.core.storage.files import save_campaign, save_character
from talekeeper.core.storage.index import SummaryIndex
from talekeeper.core.storage.summary import BrokenFile, CharacterSummary, summarize
from talekeeper.core.storage.sync_copies import SyncTool
from talekeeper.desktop.roster import ConflictRole, RosterModel
from tests.merge_scenes import COPY_NAMES, diverged

TOOLS = {
    "syncthing": SyncTool.SYNCTHING, "syncthing before 0.14": SyncTool.SYNCTHING, "dropbox": SyncTool.DROPBOX,
    "dropbox before .tale.json": SyncTool.DROPBOX, "nextcloud": SyncTool.NEXTCLOUD, "owncloud": SyncTool.OWNCLOUD,
    "onedrive": SyncTool.ONEDRIVE, "onedrive before .tale.json": SyncTool.ONEDRIVE,
}


def every_file(library: Path) -> list[CharacterSummary | BrokenFile]:
    """Every sheet file of the library read on its own, as the window's roster reads them."""
    return [summarize(library / name) for name in sorted(SummaryIndex(library).signatures())]


def listed(library: Path) -> RosterModel:
    """The roster's model filled from the library as the window fills it."""
    model = RosterModel()
    model.set_entries(every_file(library))
    return model


def rows(model: RosterModel) -> list[str]:
    return [model.index(row, 0).data() for row in range(model.rowCount())]


@pytest.mark.parametrize("tool", sorted(COPY_NAMES))
def test_each_sync_tools_copy_is_listed_once_under_the_original_and_marked(tmp_path: Path, tool: str, qapp: object) -> None:
    path, copy = diverged(tmp_path, tool)
    (entry,) = Library(tmp_path).scan()  # one character, its copy attached (read, not left out)
    assert entry.path == path and [(c.name, c.original) for c in entry.copies] == [(copy.name, path.name)]
    model = listed(tmp_path)
    assert rows(model) == ["Vasana"]
    waiting = model.index(0, 0).data(ConflictRole)
    (found,) = waiting.copies
    assert (found.name, found.original) == (copy.name, path.name)
    assert found.sync is not None and found.sync.tool is TOOLS[tool]
    tooltip = html.unescape(model.index(0, 0).data(3))
    assert "Conflicting copy: " in tooltip and copy.name in tooltip
    assert "1 conflicting copy" in model.index(0, 0).data(11)  # what a screen reader says


def test_a_copy_whose_name_does_not_end_in_tale_json_is_a_sheet_of_the_library(tmp_path: Path) -> None:
    path, copy = diverged(tmp_path, "syncthing")
    assert set(SummaryIndex(tmp_path).signatures()) == {path.name, copy.name}
    (tmp_path / "notes.json").write_text("{}")  # another JSON file is no sheet
    (tmp_path / "campaign (Ana's conflicted copy 2026-12-01).json").write_text("{}")  # nor a copy of campaign.json
    assert set(SummaryIndex(tmp_path).signatures()) == {path.name, copy.name}


def test_two_files_holding_the_same_character_are_one_row_under_the_plainer_name(tmp_path: Path, qapp: object) -> None:
    library = Library(tmp_path)
    path, _ = library.create(Character(name="Vasana"))
    by_hand = tmp_path / "Vasana (copy).tale.json"
    shutil.copy(path, by_hand)
    model = listed(tmp_path)
    assert rows(model) == ["Vasana"]
    (found,) = model.copies_of(path)
    assert (found.name, found.sync) == (by_hand.name, None)
    save_character(evolve(library.load(path).character, notes="saved later"), path)  # a save moves no file's place
    model.put(Library(tmp_path).scan()[0])
    assert model.copies_of(path) and rows(model) == ["Vasana"]


def test_a_onedrive_like_name_of_another_character_is_its_own_row(tmp_path: Path, qapp: object) -> None:
    library = Library(tmp_path)
    ana, _ = library.create(Character(name="Ana"))
    save_character(Character(name="Ana Maria"), tmp_path / "Ana-Maria.tale.json")  # a OneDrive-style name, another id
    model = listed(tmp_path)
    assert rows(model) == ["Ana", "Ana Maria"] and model.copies_of(ana) == ()


def test_a_copy_left_alone_is_listed_as_the_character(tmp_path: Path, qapp: object) -> None:
    path, copy = diverged(tmp_path, "dropbox")
    path.unlink()
    model = listed(tmp_path)
    assert rows(model) == ["Vasana"] and model.index(0, 0).data(ConflictRole) is None


def test_the_roster_follows_copies_file_by_file(tmp_path: Path, qapp: object) -> None:
    path, copy = diverged(tmp_path, "nextcloud")
    summaries = {e.path: e for e in every_file(tmp_path)}
    model = RosterModel()
    model.set_entries([summaries[path]])
    model.put(summaries[copy])  # the copy arrives: no second row, the original marked
    assert rows(model) == ["Vasana"] and len(model.copies_of(path)) == 1
    model.drop(path)  # the original goes: the copy is the character now
    assert rows(model) == ["Vasana"] and model.index(0, 0).data(0) == "Vasana" and model.copies_of(copy) == ()
    model.put(summaries[path])  # it comes back: the original again, the copy aside
    assert rows(model) == ["Vasana"] and [c.name for c in model.copies_of(path)] == [copy.name]
    model.drop(copy)  # the copy goes to the trash: the mark goes
    assert model.index(0, 0).data(ConflictRole) is None


def test_copy_index_decides_the_original_by_name_not_by_time() -> None:
    index = CopyIndex()
    assert index.put("b.tale.json", "1") == {"b.tale.json"}
    assert index.put("a.tale.sync-conflict-20261201-101010-ABCDEFG.json", "1") == {"b.tale.json", "a.tale.sync-conflict-20261201-101010-ABCDEFG.json"}
    assert index.original("a.tale.sync-conflict-20261201-101010-ABCDEFG.json") == "b.tale.json"  # a recognised copy never wins
    index.put("b (copy).tale.json", "1")
    assert index.original("b (copy).tale.json") == "b.tale.json"  # then the shorter name
    assert [c.name for c in index.copies("b.tale.json")] == ["a.tale.sync-conflict-20261201-101010-ABCDEFG.json", "b (copy).tale.json"]
    index.put("b.tale.json", "2")  # its character changed (another sheet saved under that name)
    assert index.original("b (copy).tale.json") == "b (copy).tale.json" and index.copies("b.tale.json") == ()


@pytest.mark.parametrize(
    ("name", "tool"),
    [
        ("campaign.sync-conflict-20261201-101010-ABCDEFG.json", SyncTool.SYNCTHING),
        ("campaign (Ana's conflicted copy 2026-12-01).json", SyncTool.DROPBOX),
        ("campaign (conflicted copy Ana 2026-12-01 101010).json", SyncTool.NEXTCLOUD),
        ("campaign_conflict-20261201-101010.json", SyncTool.OWNCLOUD),
        ("campaign-DESKTOP-4F8K2QJ.json", SyncTool.ONEDRIVE),
    ],
)
def test_copies_of_the_campaign_settings_are_found(tmp_path: Path, name: str, tool: SyncTool) -> None:
    save_campaign(Campaign(), tmp_path / "campaign.json")
    save_campaign(Campaign(prosperity=2), tmp_path / name)
    (found,) = library_conflicts(tmp_path).campaign_copies
    assert (found.name, found.original, found.tool) == (name, "campaign.json", tool)


def test_a_git_merges_open_conflicts_are_found(tmp_path: Path) -> None:
    base, ours, theirs = (tmp_path / n for n in ("base.json", "ours.json", "theirs.json"))
    vasana = Character(name="Vasana")
    save_character(vasana, base)
    save_character(evolve(vasana, notes="mine"), ours)
    save_character(evolve(vasana, notes="theirs"), theirs)
    library = tmp_path / "table"
    library.mkdir()
    record = keep_pending(library, "Vasana.tale.json", merge_files(base, ours, theirs))
    assert library_conflicts(library).pending == {"Vasana.tale.json": record}
    assert library_conflicts(tmp_path / "nowhere").empty
    assert (copies.RECORDS, copies.RECORD_SUFFIX) == (pending.MERGES_FOLDER, pending.SUFFIX)  # looked at by name, kept there


def test_a_link_to_a_sheet_is_that_sheet_not_a_copy_of_it(tmp_path: Path, qapp: object) -> None:
    path, _ = Library(tmp_path).create(Character(name="Harvar"))
    os.symlink(path.name, tmp_path / "Harvar (copy).tale.json")
    model = listed(tmp_path)
    assert rows(model) == ["Harvar", "Harvar"] and model.copies_of(path) == () and model.index(0, 0).data(ConflictRole) is None
