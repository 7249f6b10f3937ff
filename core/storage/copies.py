"""Files in a library that are conflicting copies of another (issue 16, item 3).

Two files that hold the same character (the same id) are one character in two versions: a sync
tool's conflict copy (`core.storage.conflict_names`), a sheet copied by hand in a file manager, a
file restored from elsewhere. The library lists the character once, under its original, with the
others as its copies to merge; a copy is never listed as a second character, and never left out.

Which file is the original (decided here, once for every caller):
1. a file whose name is not a recognised conflict copy beats one whose name is (a OneDrive-style
   `ana-maria.tale.json` counts as a copy only beside `ana.tale.json` holding the same character);
2. then the shorter name: copies made by hand add to the name (`vasana (copy).tale.json`,
   `vasana - Copy.tale.json`, `vasana copy.tale.json`);
3. then the name first in order.
Not the older file: a file's time changes with every save (and a sync tool or a copy may keep or
set it), so the original and its copy would change places when either is saved, and the tab open
on the original would suddenly be the copy's. Names do not change by themselves.

A copy that does not load holds no known character: it is listed as a file that cannot be opened.
A symbolic link to a sheet is that sheet, not a copy of it: it is listed as it is.
Conflict copies of `campaign.json`, and the open conflicts a git merge left for the merge window
(`core.merge.pending`), are found by `library_conflicts`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # its patterns are compiled when a name is first looked at, not at start-up
    from core.storage.conflict_names import ConflictCopy

SHEET_SUFFIX = ".tale.json"
CAMPAIGN_FILE = "campaign.json"


@dataclass(frozen=True)
class SheetCopy:
    """A file holding the same character as its `original` (file names in one folder)."""

    name: str
    original: str
    sync: ConflictCopy | None
    """What the name says of the copy (the tool, device and date); None when only the character
    inside says it is a copy (a file copied by hand)."""


class CopyIndex:
    """Which character each listed file holds, kept up to date file by file; which of the files
    holding one character is its original and which are copies."""

    def __init__(self, is_link: Callable[[str], bool] = lambda _name: False) -> None:
        self._id: dict[str, str] = {}
        self._names: dict[str, set[str]] = {}
        self._is_link = is_link
        """Whether a file is a symbolic link: a link is the file it points to, never a copy (it is
        listed as it is; asked only of files that share a character)."""

    def clear(self) -> None:
        self._id.clear()
        self._names.clear()

    def fill(self, held: Iterable[tuple[str, str | None]]) -> set[str]:
        """Start again from (file name, character id or None) pairs; return the names of copies."""
        self.clear()
        for name, character_id in held:
            if character_id is not None:
                self._id[name] = character_id
                group = self._names.get(character_id)
                if group is None:
                    self._names[character_id] = {name}
                else:
                    group.add(name)
        shared = (next(iter(group)) for group in self._names.values() if len(group) > 1)
        return {copy for name in shared for copy in self._group(name) if self.is_copy(copy)}

    def put(self, name: str, character_id: str | None) -> set[str]:
        """The file `name` holds this character now (None: none, or the file is gone). Returns
        the names whose place may have changed (the file's and its old and new companions')."""
        affected = {name}
        old = self._id.pop(name, None)
        if old is not None:
            group = self._names[old]
            group.discard(name)
            affected |= group
            if not group:
                del self._names[old]
        if character_id is not None:
            self._id[name] = character_id
            group = self._names.setdefault(character_id, set())
            group.add(name)
            affected |= group
        return affected

    def drop(self, name: str) -> set[str]:
        return self.put(name, None)

    def original(self, name: str) -> str:
        """The original of the files holding the same character as `name` (`name` itself when it is
        the original, alone, or unknown)."""
        group = self._group(name)
        if len(group) < 2:
            return name
        return min(group, key=lambda other: _rank(other, group))

    def _group(self, name: str) -> set[str]:
        """The files holding the same character as `name` that count as versions of it."""
        group = self._names.get(self._id.get(name, ""), set())
        if len(group) < 2:
            return group
        links = {other for other in group if self._is_link(other)}
        return {name} if name in links else group - links

    def is_copy(self, name: str) -> bool:
        return self.original(name) != name

    def copies(self, name: str) -> tuple[SheetCopy, ...]:
        """The copies of `name`, when it is an original (in name order)."""
        group = self._group(name)
        if len(group) < 2 or self.original(name) != name:
            return ()
        from core.storage.conflict_names import conflict_copy

        return tuple(SheetCopy(other, name, conflict_copy(other, group)) for other in sorted(group - {name}))


def copy_names(folder: Path, held: Iterable[tuple[str, str | None]]) -> set[str]:
    """The names of the copies among the files of `folder` given as (name, character id or None)."""
    return CopyIndex(lambda name: os.path.islink(folder / name)).fill(held)

def _rank(name: str, group: set[str]) -> tuple[bool, int, str]:
    from core.storage.conflict_names import conflict_copy

    return (conflict_copy(name, group) is not None, len(name), name)


def is_sheet_copy_name(name: str) -> bool:
    """A sync tool's copy of a sheet whose name does not end in `.tale.json` (Syncthing, and the
    others when their tag sits before the last extension: `vasana.tale.sync-conflict-….json`)."""
    if name.endswith(SHEET_SUFFIX) or not name.endswith(".json") or name == CAMPAIGN_FILE:
        return False
    from core.storage.conflict_names import conflict_copy

    copy = conflict_copy(name)
    return copy is not None and copy.original.endswith(SHEET_SUFFIX)


@dataclass(frozen=True)
class LibraryConflicts:
    """What waits to be merged in a library besides the sheets' copies."""

    campaign_copies: tuple[ConflictCopy, ...] = ()
    """Sync tools' copies of `campaign.json`, in name order."""
    pending: dict[str, Path] = field(default_factory=dict)
    """Open conflicts a git merge left: the merged file's name -> the record's path."""

    @property
    def empty(self) -> bool:
        return not (self.campaign_copies or self.pending)


RECORDS = Path(".talekeeper") / "merges"
RECORD_SUFFIX = ".merge.json"
"""Where `core.merge.pending` keeps a git merge's open conflicts, looked at here by name only
(that module loads the models, which a look at the folder has no need of)."""


def library_conflicts(folder: Path) -> LibraryConflicts:
    """Look at the library's folder and its merge records (names only, no file is read)."""
    from core.storage.conflict_names import conflict_copy
    from core.storage.places import own_folder

    names = [name for name in _names(Path(folder)) if name.startswith("campaign")]
    copies = [copy for name in sorted(names) if (copy := conflict_copy(name, names)) is not None and copy.original == CAMPAIGN_FILE]
    records = Path(folder) / RECORDS
    names = sorted(_names(records)) if own_folder(Path(folder), records) else []  # `check` names a link
    pending = {name.removesuffix(RECORD_SUFFIX): records / name for name in names if name.endswith(RECORD_SUFFIX)}
    return LibraryConflicts(tuple(copies), pending)


def _names(folder: Path) -> list[str]:
    """The names of the files in `folder` (none when it cannot be listed)."""
    try:
        return [entry.name for entry in os.scandir(folder) if entry.is_file()]
    except OSError:
        return []
