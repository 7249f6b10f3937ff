"""Copies of a character file's previous versions, kept in the platform data folder.

Every save keeps the version it replaces; a file written by an older schema is copied before the
first save rewrites it. Per character file: the last 10 copies, and one a day for 30 days.
"""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

from core import paths

KEEP_LAST = 10
KEEP_DAYS = 30
_STAMP = "%Y%m%dT%H%M%S%fZ"


def backup_folder(sheet: Path) -> Path:
    """One folder per library file: `<data>/backups/<library key>/<file name>/`."""
    return paths.data_dir() / "backups" / paths.library_key(sheet.parent) / sheet.name


def keep_backup(sheet: Path, *, reason: str = "save", now: datetime | None = None) -> Path | None:
    """Copy the file as it is now; return the copy (None when there is no file yet)."""
    if not sheet.exists():
        return None
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    folder = backup_folder(sheet)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{moment.strftime(_STAMP)}-{reason}.tale.json"
    shutil.copy2(sheet, target)
    prune(folder, now=moment)
    return target


def list_backups(sheet: Path) -> list[tuple[datetime, Path]]:
    """The kept copies of a file, newest first."""
    return list_backups_in(backup_folder(sheet))


def prune(folder: Path, *, now: datetime) -> None:
    """Keep the newest KEEP_LAST, plus the newest of each day of the last KEEP_DAYS days."""
    entries = list_backups_in(folder)
    keep = {path for _, path in entries[:KEEP_LAST]}
    days_seen: set[str] = set()
    for moment, path in entries:
        day = moment.strftime("%Y-%m-%d")
        if now - moment <= timedelta(days=KEEP_DAYS) and day not in days_seen:
            days_seen.add(day)
            keep.add(path)
    for _, path in entries:
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
