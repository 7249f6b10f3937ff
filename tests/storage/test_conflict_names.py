"""Conflict copies made by sync tools, recognised by name (issue 16, item 3): names as each tool
writes them, for a sheet (`vasana.tale.json`, whose last extension is `.json`) and `campaign.json`."""

from __future__ import annotations

import pytest

from talekeeper.core.storage.sync_copies import ConflictCopy, SyncTool, conflict_copy, is_library_file

SIBLINGS = ("vasana.tale.json", "ana.tale.json", "campaign.json")


def syncthing(name: str, device: str = "ABCDEFG") -> str:
    """Syncthing's conflictName: the tag before filepath.Ext(name), the last extension."""
    stem, dot, ext = name.rpartition(".")
    return f"{stem}.sync-conflict-20261201-101010-{device}{dot}{ext}"


def nextcloud(name: str, user: str = "") -> str:
    """Nextcloud's Utility::makeConflictFileName: the tag before lastIndexOf('.')."""
    stem, dot, ext = name.rpartition(".")
    return f"{stem} (conflicted copy {user + ' ' if user else ''}2026-12-01 101010){dot}{ext}"


@pytest.mark.parametrize(
    ("name", "original", "tool", "device"),
    [
        (syncthing("vasana.tale.json"), "vasana.tale.json", SyncTool.SYNCTHING, "ABCDEFG"),
        ("vasana.tale.sync-conflict-20261201-101010-ABCDEFG.json", "vasana.tale.json", SyncTool.SYNCTHING, "ABCDEFG"),
        (syncthing("campaign.json", "O4SHF2J"), "campaign.json", SyncTool.SYNCTHING, "O4SHF2J"),
        ("vasana.sync-conflict-20261201-101010-D4LGQYW.tale.json", "vasana.tale.json", SyncTool.SYNCTHING, "D4LGQYW"),
        ("vasana.tale.sync-conflict-20150414-112801.json", "vasana.tale.json", SyncTool.SYNCTHING, ""),  # before 0.14
        ("vasana (Ana's conflicted copy 2026-12-01).tale.json", "vasana.tale.json", SyncTool.DROPBOX, "Ana"),
        ("vasana.tale (Ana's conflicted copy 2026-12-01).json", "vasana.tale.json", SyncTool.DROPBOX, "Ana"),
        ("campaign (Miguel Mota's conflicted copy 2014-06-17).json", "campaign.json", SyncTool.DROPBOX, "Miguel Mota"),
        ("vasana (Greg's MacBook Air's conflicted copy 2026-04-21).tale.json", "vasana.tale.json", SyncTool.DROPBOX, "Greg's MacBook Air"),
        ("vasana (Ana's conflicted copy 2026-12-01 (1)).tale.json", "vasana.tale.json", SyncTool.DROPBOX, "Ana"),
        ("vasana (Ana’s conflicted copy 2026-12-01).tale.json", "vasana.tale.json", SyncTool.DROPBOX, "Ana"),
        ("vasana (conflicted copy 2026-12-01).tale.json", "vasana.tale.json", SyncTool.DROPBOX, ""),
        ("vasana (Case Conflict).tale.json", "vasana.tale.json", SyncTool.DROPBOX, ""),
        ("vasana.tale (Unicode Encoding Conflict).json", "vasana.tale.json", SyncTool.DROPBOX, ""),
        ("vasana (Cópia em conflito de pc-saito 2014-08-14).tale.json", "vasana.tale.json", SyncTool.DROPBOX, ""),
        (nextcloud("vasana.tale.json"), "vasana.tale.json", SyncTool.NEXTCLOUD, ""),
        (nextcloud("vasana.tale.json", "Ana Lopez"), "vasana.tale.json", SyncTool.NEXTCLOUD, "Ana Lopez"),
        (nextcloud("campaign.json"), "campaign.json", SyncTool.NEXTCLOUD, ""),
        ("vasana (conflicted copy 2026-12-01 101010).tale.json", "vasana.tale.json", SyncTool.NEXTCLOUD, ""),
        ("vasana.tale (case clash from 2026-12-01 101010).json", "vasana.tale.json", SyncTool.NEXTCLOUD, ""),
        ("vasana.tale_conflict-20261201-101010.json", "vasana.tale.json", SyncTool.OWNCLOUD, ""),
        ("vasana_conflict-20261201-101010.tale.json", "vasana.tale.json", SyncTool.OWNCLOUD, ""),
        ("campaign_conflict_ana-20261201-101010.json", "campaign.json", SyncTool.OWNCLOUD, "ana"),
        ("vasana.tale-DESKTOP-4F8K2QJ.json", "vasana.tale.json", SyncTool.ONEDRIVE, "DESKTOP-4F8K2QJ"),
        ("campaign-Dell-PCn.json", "campaign.json", SyncTool.ONEDRIVE, "Dell-PCn"),
        ("campaign-Neo.json", "campaign.json", SyncTool.ONEDRIVE, "Neo"),
        ("vasana.tale-ip-172-31-41-236.json", "vasana.tale.json", SyncTool.ONEDRIVE, "ip-172-31-41-236"),
        ("vasana.tale-predator-safeBackup-0001.json", "vasana.tale.json", SyncTool.ONEDRIVE, "predator"),
        ("vasana-ip-172-31-41-236-safeBackup-0002.tale.json", "vasana.tale.json", SyncTool.ONEDRIVE, "ip-172-31-41-236"),
    ],
)
def test_each_tools_copy_names_its_original(name: str, original: str, tool: SyncTool, device: str) -> None:
    found = conflict_copy(name, SIBLINGS)
    assert found is not None
    assert (found.original, found.tool, found.device, found.certain) == (original, tool, device, True)


def test_the_date_written_in_the_name_is_kept() -> None:
    assert conflict_copy(syncthing("vasana.tale.json")).when == "20261201-101010"
    assert conflict_copy("vasana (Ana's conflicted copy 2026-12-01).tale.json").when == "2026-12-01"
    assert conflict_copy(nextcloud("vasana.tale.json")).when == "2026-12-01 101010"


def test_a_copy_of_a_copy_names_the_first_original() -> None:
    found = conflict_copy(syncthing(syncthing("vasana.tale.json"), "XYZ1234"))
    assert found is not None and (found.original, found.device) == ("vasana.tale.json", "XYZ1234")
    assert conflict_copy(nextcloud(nextcloud("campaign.json"))).original == "campaign.json"


def test_a_onedrive_style_sheet_name_is_only_a_possible_copy_of_a_sibling() -> None:
    found = conflict_copy("vasana-DESKTOP-ABC1234.tale.json", SIBLINGS)
    assert found == ConflictCopy("vasana-DESKTOP-ABC1234.tale.json", "vasana.tale.json", SyncTool.ONEDRIVE, "DESKTOP-ABC1234", certain=False)
    assert conflict_copy("vasana-DESKTOP-ABC1234.tale.json") is None  # no vasana.tale.json beside it
    maybe = conflict_copy("ana-maria.tale.json", SIBLINGS)  # or the sheet of "Ana Maria": the id decides
    assert maybe is not None and not maybe.certain
    assert conflict_copy("vasana-2.tale.json", SIBLINGS) is None  # Talekeeper's own name for a second Vasana
    longest = conflict_copy("ana-maria-LAPTOP.tale.json", (*SIBLINGS, "ana-maria.tale.json"))
    assert longest is not None and (longest.original, longest.device) == ("ana-maria.tale.json", "LAPTOP")


@pytest.mark.parametrize(
    "name",
    [
        "vasana.tale.json", "campaign.json", "vasana-2.tale.json", "vasana (2).tale.json", "notes.txt",
        "notes (Ana's conflicted copy 2026-12-01).txt", "photo.sync-conflict-20261201-101010-ABCDEFG.png",
        ".tale.sync-conflict-20261201-101010-ABCDEFG.json", "index.json", "vasana.contest.json",
    ],
)
def test_other_names_are_no_copies(name: str) -> None:
    assert conflict_copy(name) is None


def test_library_files_by_name() -> None:
    assert is_library_file("vasana.tale.json") and is_library_file("campaign.json")
    assert not is_library_file(".tale.json") and not is_library_file("campaign.json.bak")
