"""Files in a library that are conflicting copies of another (issue 16, item 3).

Two files that hold the same character (the same id) are one character in two versions: a sync
tool's conflict copy (`core.storage.sync_copies`), a sheet copied by hand in a file manager, a
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
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:  # its patterns are compiled when a name is first looked at, not at start-up
    from talekeeper.core.storage.sync_copies import ConflictCopy

SHEET_SUFFIX = ".tale.json"
E = TypeVar("E")
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
    holding one character is its original and which are copies.

    The cost stays linear in the number of files (a sheet with 1,000 sync copies is listed, and a
    copy merged away, at once): what a name says (`conflict_copy`) and whether a file is a link are
    looked at once per name and per change of that file; which file of a character is the original
    is decided again only when the files holding it change (not when one's content does), and
    its copies are listed when asked."""

    def __init__(self, is_link: Callable[[str], bool] = lambda _name: False) -> None:
        self._id: dict[str, str] = {}
        self._names: dict[str, set[str]] = {}
        self._decided: dict[str, _Decided] = {}
        """What is decided of a character's files, by character id (shared characters only)."""
        self._is_link = is_link
        """Whether a file is a symbolic link: a link is the file it points to, never a copy (it is
        listed as it is; asked only of files that share a character)."""
        self._links: dict[str, bool] = {}
        self._named: dict[str, tuple[bool, ConflictCopy | None]] = {}
        """What each name says of itself: (True, the copy or None) when that does not depend on
        the other names in the folder, else (False, None)."""

    def clear(self) -> None:
        self._id.clear()
        self._names.clear()
        self._decided.clear()
        self._links.clear()

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
        return {name for character_id, group in self._names.items() if len(group) > 1 for name in self._decide(character_id).copies}

    def group(self, entries: Iterable[E], held: Callable[[E], tuple[str, str | None]]) -> tuple[list[E], dict[str, E]]:
        """Start again from `entries` (`held` gives each one's file name and character id or
        None): the entries of characters (each once, its original's) and of other files, and
        those of copies by file name (`original` and `copies` say which belongs to which)."""
        entries = list(entries)
        names = [held(entry) for entry in entries]
        copies = self.fill(names)
        listed: list[E] = []
        aside: dict[str, E] = {}
        for entry, (name, _) in zip(entries, names, strict=True):
            if name in copies:
                aside[name] = entry
            else:
                listed.append(entry)
        return listed, aside

    def put(self, name: str, character_id: str | None) -> set[str]:
        """The file `name` holds this character now (None: none, or the file is gone). Returns
        the names whose place may have changed: the file's, and the originals of its character
        (and of the one it held before) before and after."""
        old = self._id.get(name)
        shared = character_id is not None and len(self._names.get(character_id, ())) > (old == character_id)
        link = self._is_link(name) if shared else None
        if old == character_id and (not shared or self._links.get(name) == link):
            return {name} if old is None else {name, self.original(name)}  # its content changed, not what it is
        affected = {name, *self._originals(old), *self._originals(character_id)}
        if link is None:
            self._links.pop(name, None)
        else:
            self._links[name] = link
        if old is not None:
            self._leave(name, old)
        if character_id is None:
            self._named.pop(name, None)
        else:
            self._join(name, character_id)
        return affected | set(self._originals(old)) | set(self._originals(character_id))

    def _leave(self, name: str, character_id: str) -> None:
        del self._id[name]
        group = self._names[character_id]
        group.discard(name)
        if not group:
            del self._names[character_id]
        decided = self._decided.get(character_id)
        if decided is not None:
            if len(group) < 2 or not decided.fixed or name == decided.original:
                del self._decided[character_id]  # decided again when asked
            else:
                decided.links.discard(name)
                decided.copies.discard(name)
                decided.named.pop(name, None)
                decided.listed = None

    def _join(self, name: str, character_id: str) -> None:
        self._id[name] = character_id
        self._names.setdefault(character_id, set()).add(name)
        decided = self._decided.get(character_id)
        if decided is None:
            return
        fixed, says = self._says(name)
        if not (fixed and decided.fixed):
            del self._decided[character_id]  # its name may change what the others' say: decided again
            return
        decided.listed = None
        if self._link(name):
            decided.links.add(name)
            return
        decided.named[name] = says
        if decided.original is None or _rank(name, says) < _rank(decided.original, decided.named[decided.original]):
            if decided.original is not None:
                decided.copies.add(decided.original)
            decided.original = name
        else:
            decided.copies.add(name)

    def drop(self, name: str) -> set[str]:
        return self.put(name, None)

    def _originals(self, character_id: str | None) -> tuple[str, ...]:
        """The original of a character's files, or its only file (none for no character)."""
        group = self._names.get(character_id or "", ())
        if len(group) == 1:
            return tuple(group)
        original = self._decide(character_id).original if group and character_id else None
        return (original,) if original is not None else ()

    def original(self, name: str) -> str:
        """The original of the files holding the same character as `name` (`name` itself when it is
        the original, alone, unknown or a link)."""
        character_id = self._id.get(name)
        if character_id is None or len(self._names[character_id]) < 2:
            return name
        decided = self._decide(character_id)
        return name if name in decided.links or decided.original is None else decided.original

    def is_copy(self, name: str) -> bool:
        return self.original(name) != name

    def copies(self, name: str) -> tuple[SheetCopy, ...]:
        """The copies of `name`, when it is an original (in name order)."""
        character_id = self._id.get(name)
        if character_id is None or len(self._names[character_id]) < 2:
            return ()
        decided = self._decide(character_id)
        if decided.original != name:
            return ()
        if decided.listed is None:
            decided.listed = tuple(SheetCopy(other, name, decided.named[other]) for other in sorted(decided.copies))
        return decided.listed

    def _decide(self, character_id: str) -> _Decided:
        """Which of a shared character's files are links, which is the original (the versions
        ranked by the rules above) and which are copies: decided again once the files change in
        a way that may change it (kept up to date one file at a time otherwise)."""
        decided = self._decided.get(character_id)
        if decided is None:
            group = self._names[character_id]
            links = {name for name in group if self._link(name)}
            versions = group - links
            said = {name: self._says(name) for name in versions}
            fixed = all(fixed for fixed, _ in said.values())
            named = {name: says if fixed else _conflict_copy(name, versions) for name, (fixed, says) in said.items()}
            original = min(versions, key=lambda name: _rank(name, named[name]), default=None)
            decided = self._decided[character_id] = _Decided(links, original, versions - {original}, named, fixed)
        return decided

    def _link(self, name: str) -> bool:
        link = self._links.get(name)
        if link is None:
            link = self._links[name] = self._is_link(name)
        return link

    def _says(self, name: str) -> tuple[bool, ConflictCopy | None]:
        """What a name says of itself, looked at once: (True, `conflict_copy(name)`) when that
        does not depend on the other names (the answer with none is the answer with any), else
        (False, None)."""
        known = self._named.get(name)
        if known is None:
            alone = _conflict_copy(name, ())
            known = self._named[name] = (alone == _conflict_copy(name, _Everything()), alone)
        return known


def _conflict_copy(name: str, siblings: Collection[str]) -> ConflictCopy | None:
    from talekeeper.core.storage.sync_copies import conflict_copy

    return conflict_copy(name, siblings)


def _rank(name: str, says: ConflictCopy | None) -> tuple[bool, int, str]:
    """The original is the first in this order: see the module's docstring."""
    return (says is not None, len(name), name)


class _Everything:
    """A collection holding every name: the most a name's siblings can say of it."""

    def __contains__(self, _name: object) -> bool:
        return True

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0


@dataclass
class _Decided:
    links: set[str]
    original: str | None
    """None when every file of the character is a link."""
    copies: set[str]
    named: dict[str, ConflictCopy | None]
    """What the name of each version says of it."""
    fixed: bool
    """Every version's name says the same whatever the other names are: a file that comes or
    goes changes nothing of the others (the decision is kept up to date file by file)."""
    listed: tuple[SheetCopy, ...] | None = None
    """The copies as `CopyIndex.copies` gives them, once asked."""


def is_sheet_copy_name(name: str) -> bool:
    """A sync tool's copy of a sheet whose name does not end in `.tale.json` (Syncthing, and the
    others when their tag sits before the last extension: `vasana.tale.sync-conflict-….json`)."""
    if name.endswith(SHEET_SUFFIX) or not name.endswith(".json") or name == CAMPAIGN_FILE:
        return False
    from talekeeper.core.storage.sync_copies import conflict_copy

    copy = conflict_copy(name)
    return copy is not None and copy.original.endswith(SHEET_SUFFIX)


@dataclass(frozen=True)
class LibraryConflicts:
    """What waits to be merged in a library besides the sheets' copies."""

    campaign_copies: tuple[ConflictCopy, ...] = ()
    """Sync tools' copies of `campaign.json`, in name order."""
    pending: dict[str, Path] = field(default_factory=dict)
    """Open conflicts a git merge left: the merged file's name -> the record's path."""
    ghosts: tuple[str, ...] = ()
    """The names in `pending` of sheets the library does not hold (no row to open them from)."""

    @property
    def empty(self) -> bool:
        return not (self.campaign_copies or self.pending)


RECORDS = Path(".talekeeper") / "merges"
RECORD_SUFFIX = ".merge.json"
"""Where `core.merge.pending` keeps a git merge's open conflicts, looked at here by name only
(that module loads the models, which a look at the folder has no need of)."""


def library_conflicts(folder: Path) -> LibraryConflicts:
    """Look at the library's folder and its merge records (names only, no file is read)."""
    from talekeeper.core.storage.places import own_folder
    from talekeeper.core.storage.sync_copies import conflict_copy

    names = [name for name in _names(Path(folder)) if name.startswith("campaign")]
    copies = [copy for name in sorted(names) if (copy := conflict_copy(name, names)) is not None and copy.original == CAMPAIGN_FILE]
    records = Path(folder) / RECORDS
    names = sorted(_names(records)) if own_folder(Path(folder), records) else []  # `check` names a link
    pending = {name.removesuffix(RECORD_SUFFIX): records / name for name in names if name.endswith(RECORD_SUFFIX)}
    return LibraryConflicts(tuple(copies), pending, tuple(name for name in pending if is_ghost(folder, name)))


def record_kind(file_name: str) -> str | None:
    """The kind of file a merge record may be for, by the file's name: "campaign", "character",
    or None for a name no merge keeps a record of."""
    if file_name == CAMPAIGN_FILE:
        return "campaign"
    return "character" if file_name.endswith(SHEET_SUFFIX) and file_name != SHEET_SUFFIX else None


def is_ghost(library: Path, file_name: str) -> bool:
    """A merge record for a sheet the library does not hold (looked at by name only)."""
    return record_kind(file_name) == "character" and not os.path.lexists(Path(library) / file_name)


def _names(folder: Path) -> list[str]:
    """The names of the files in `folder` (none when it cannot be listed)."""
    try:
        return [entry.name for entry in os.scandir(folder) if entry.is_file()]
    except OSError:
        return []
