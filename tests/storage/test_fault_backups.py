"""Saves and backups when the disk misbehaves (issue 12, items 3 and 4).

A save that cannot keep its backup is refused before anything is written, naming the backup folder
and the reason, and can then be made without a backup. A backup is written atomically, only for a
save that is going to be written, never twice the same, and pruning never keeps a broken backup over
a good one. A full disk is injected (tests run as root, where chmod stops nothing)."""

from __future__ import annotations

import errno
import os
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from talekeeper.core import paths
from talekeeper.core.model import Ability, Character, HeroQuest
from talekeeper.core.storage import Library, SheetFileError, load_character
from talekeeper.core.storage.backups import backup_folder, keep_backup, list_backups
from talekeeper.core.storage.errors import BackupError
from tests.faults import full_disk

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the full disk is injected through /proc/self/fd")


def _sheet(tmp_path: Path) -> tuple[Library, Path, str]:
    library = Library(tmp_path / "lib")
    path, fingerprint = library.create(Character(name="Vasana", notes="version 0"))
    return library, path, fingerprint


def _backups(path: Path) -> list[Path]:
    folder = backup_folder(path)
    return sorted(folder.iterdir()) if folder.is_dir() else []


def _valid(path: Path) -> list[str]:
    """The notes of every kept backup that loads, newest first."""
    found = []
    for _, backup in list_backups(path):
        try:
            found.append(load_character(backup).notes)
        except SheetFileError:
            pass
    return found


def test_a_save_that_cannot_keep_its_backup_is_refused_before_writing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library, path, fingerprint = _sheet(tmp_path)
    before = path.read_bytes()
    full_disk(monkeypatch, paths.data_dir())
    with pytest.raises(BackupError) as raised:
        library.save(Character(name="Vasana", notes="edited"), path, expected=fingerprint)
    error = raised.value
    assert isinstance(error, SheetFileError) and error.path == path
    assert error.backup == backup_folder(path) and str(backup_folder(path)) in str(error)
    assert "No space left on device" in str(error) and "backup" in str(error)
    assert path.read_bytes() == before  # nothing written
    assert _backups(path) == []  # no 0-byte backup, no temporary file
    assert [p.name for p in path.parent.iterdir()] == [path.name]
    new = library.save(Character(name="Vasana", notes="edited"), path, expected=fingerprint, backup=False)
    assert load_character(path).notes == "edited" and library.load(path).fingerprint == new
    assert _backups(path) == []


def test_a_write_that_fails_takes_no_backup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library, path, fingerprint = _sheet(tmp_path)
    for code in (errno.ENOSPC, errno.EROFS):
        with monkeypatch.context() as patch:
            full_disk(patch, library.path, code)
            with pytest.raises(SheetFileError, match=os.strerror(code)):
                library.save(Character(name="Vasana", notes="edited"), path, expected=fingerprint)
    assert load_character(path).notes == "version 0" and _backups(path) == []
    assert [p.name for p in library.path.iterdir()] == [path.name]


def test_ten_good_ten_failed_and_one_good_save_keep_ten_valid_backups(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library, path, fingerprint = _sheet(tmp_path)
    for number in range(1, 11):
        fingerprint = library.save(Character(name="Vasana", notes=f"version {number}"), path, expected=fingerprint)
    with monkeypatch.context() as patch:
        full_disk(patch, paths.data_dir())
        for _ in range(10):
            with pytest.raises(BackupError):
                library.save(Character(name="Vasana", notes="never saved"), path, expected=fingerprint)
    library.save(Character(name="Vasana", notes="version 11"), path, expected=fingerprint)
    assert _valid(path) == [f"version {n}" for n in range(10, 0, -1)]
    assert len(_backups(path)) == 10


def test_pruning_never_keeps_a_broken_backup_over_a_good_one(tmp_path: Path) -> None:
    library, path, fingerprint = _sheet(tmp_path)
    start = datetime(2026, 11, 1, 12, tzinfo=UTC)
    for number in range(1, 11):
        keep_backup(path, now=start + timedelta(minutes=number))
        fingerprint = library.save(Character(name="Vasana", notes=f"version {number}"), path, expected=fingerprint, backup=False)
    folder = backup_folder(path)
    for minute in range(11, 21):  # what a copy interrupted on a full disk left before: empty and cut-off files
        moment = start + timedelta(minutes=minute)
        (folder / f"{moment.strftime('%Y%m%dT%H%M%S%fZ')}-save.tale.json").write_bytes(b"" if minute % 2 else b'{"format": "talekeeper.charac')
    keep_backup(path, now=start + timedelta(minutes=30))
    assert _valid(path) == [f"version {n}" for n in range(10, 0, -1)]  # the newest ten good ones
    assert all(p.stat().st_size for p in _backups(path))  # no empty file is kept


def test_refused_saves_take_no_backup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library, path, fingerprint = _sheet(tmp_path)
    too_big = Character(name="Vasana", heroquest=HeroQuest(abilities=tuple(Ability(name=f"a{i}", rating="17", notes="x" * 100_000) for i in range(60))))
    for _ in range(10):  # a sheet over the size limit (about 6 MB)
        with pytest.raises(SheetFileError, match="at most"):
            library.save(too_big, path, expected=fingerprint)
    for _ in range(10):  # the file was changed by another program since it was loaded
        with pytest.raises(SheetFileError, match="changed by another program"):
            library.save(Character(name="Vasana"), path, expected="0" * 64)
    with monkeypatch.context() as patch:  # a read-only library
        full_disk(patch, library.path, errno.EROFS)
        for _ in range(10):
            with pytest.raises(SheetFileError, match="Read-only file system"):
                library.save(Character(name="Vasana"), path, expected=fingerprint)
    assert _backups(path) == [] and load_character(path).notes == "version 0"


def test_the_same_version_is_not_backed_up_twice(tmp_path: Path) -> None:
    library, path, fingerprint = _sheet(tmp_path)
    version_0 = path.read_bytes()
    first = keep_backup(path)
    assert keep_backup(path) == first and len(_backups(path)) == 1
    library.save(Character(name="Vasana", notes="version 1"), path, expected=fingerprint)
    assert len(_backups(path)) == 1  # version 0 was kept already
    path.write_bytes(version_0)  # put back by another program
    library.save(Character(name="Vasana", notes="version 2"), path)
    assert _valid(path) == ["version 0"]


def test_a_replaced_version_that_does_not_load_is_still_kept(tmp_path: Path) -> None:
    """Pruning removes empty files only: another program's broken version, saved over, stays."""
    library, path, _ = _sheet(tmp_path)
    path.write_text("{ a hand edit with a typo")
    library.save(Character(name="Vasana", notes="mine"), path)  # "save anyway"
    assert [p.read_text() for _, p in list_backups(path)] == ["{ a hand edit with a typo"]
