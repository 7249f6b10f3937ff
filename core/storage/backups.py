"""Copies of a character file's previous versions, kept in the platform data folder.

Every save keeps the version it replaces; a file written by an older schema is copied before the
first save rewrites it. Per character file: the last 10 copies that load, and one a day for 30 days.

A copy is written atomically (a partial copy never exists), only once the save is sure to be written
(see `Library.save`), and not again when it is the same bytes as the newest copy. Pruning counts only
copies that load: an empty or cut-off file never takes the place of a good copy.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime, timedelta
from pathlib import Path

from talekeeper.core import paths
from talekeeper.core.storage.atomic import atomic_write, remove_stray_temporaries
from talekeeper.core.storage.errors import BackupError, SheetFileError
from talekeeper.core.storage.raw import fingerprint, read_bytes

KEEP_LAST = 10
KEEP_DAYS = 30
_STAMP = "%Y%m%dT%H%M%S%fZ"

GOOD, OTHER, EMPTY = "good", "other", "empty"
"""A copy that loads; one that does not (cut off by a copy an older Talekeeper could not finish, or
a newer Talekeeper's, or another program's that a save replaced: kept while it is among the newest,
never counted, so it never takes a good copy's place); an empty file (removed: it holds nothing)."""
_STATES: dict[tuple[str, int, int], str] = {}
"""What each copy was found to be, by path, size and modification time (copies are read once)."""
_CHECKED = "-checked"
"""Ends the name of a copy of bytes known to load (the version the save was checked against),
written whole: it is good without being read again (pruning a big sheet's 40 copies stays quick)."""


def backup_folder(sheet: Path) -> Path:
    """One folder per library file: `<data>/backups/<library key>/<file name>/`."""
    return paths.data_dir() / "backups" / paths.library_key(sheet.parent) / sheet.name


def keep_backup(sheet: Path, *, reason: str = "save", now: datetime | None = None, known_good: str | None = None) -> Path | None:
    """Copy the file as it is now; return the copy (None when there is no file to keep: none yet,
    or not a regular file). `known_good` is the fingerprint of a version known to load.

    BackupError (naming the backup folder and the reason) when the copy cannot be made."""
    if not sheet.is_file():
        return None
    folder = backup_folder(sheet)
    try:
        data = read_bytes(sheet)
    except SheetFileError as error:
        raise BackupError(sheet, folder, error.message) from None
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        entries = list_backups_in(folder)
        if entries and _same_bytes(entries[0][1], data):
            target = entries[0][1]  # kept already
        else:
            checked = known_good is not None and fingerprint(data) == known_good
            target = folder / f"{moment.strftime(_STAMP)}-{reason}{_CHECKED if checked else ''}.tale.json"
            atomic_write(target, data)
    except OSError as error:
        raise BackupError(sheet, folder, error.strerror or str(error)) from None
    with contextlib.suppress(OSError):  # the copy is kept; pruning can wait for the next save
        prune(folder, now=moment)
    return target


def list_backups(sheet: Path) -> list[tuple[datetime, Path]]:
    """The kept copies of a file, newest first."""
    return list_backups_in(backup_folder(sheet))


def prune(folder: Path, *, now: datetime) -> None:
    """Keep the newest KEEP_LAST copies that load, plus the newest that loads of each day of the last
    KEEP_DAYS days; a copy that does not load never takes a good one's place. Temporary files left
    by a kill go too."""
    remove_stray_temporaries(folder)
    keep: set[Path] = set()
    good = 0
    days_seen: set[str] = set()
    for place, (moment, path) in enumerate(list_backups_in(folder)):
        state = _state(path)
        if state == GOOD:
            if good < KEEP_LAST:
                keep.add(path)
                good += 1
            day = moment.strftime("%Y-%m-%d")
            if now - moment <= timedelta(days=KEEP_DAYS) and day not in days_seen:
                days_seen.add(day)
                keep.add(path)
        elif state == OTHER and place < KEEP_LAST:
            keep.add(path)
        if path not in keep:
            path.unlink(missing_ok=True)


def list_backups_in(folder: Path) -> list[tuple[datetime, Path]]:
    found = []
    for path in folder.glob("*.tale.json") if folder.is_dir() else ():
        try:
            moment = datetime.strptime(path.name.split("-", 1)[0], _STAMP).replace(tzinfo=UTC)
        except ValueError:
            continue
        found.append((moment, path))
    return sorted(found, reverse=True)


def _same_bytes(path: Path, data: bytes) -> bool:
    try:
        return path.stat().st_size == len(data) and read_bytes(path) == data
    except (OSError, SheetFileError):
        return False


def _key(path: Path) -> tuple[str, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return str(path), info.st_size, info.st_mtime_ns


def _state(path: Path) -> str:
    """GOOD, OTHER or EMPTY (see above), reading the copy only the first time it is seen."""
    if path.name.endswith(f"{_CHECKED}.tale.json"):
        return GOOD
    key = _key(path)
    if key is None or key[1] == 0:
        return EMPTY
    if key not in _STATES:
        from talekeeper.core.storage.files import read_character

        if len(_STATES) > 10_000:
            _STATES.clear()
        try:
            read_character(path)
            _STATES[key] = GOOD
        except SheetFileError:
            _STATES[key] = OTHER
    return _STATES[key]
