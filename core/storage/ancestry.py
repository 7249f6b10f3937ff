"""The common ancestor of two copies of one sheet (issue 16), found by the revisions files record.

Every save that changes a sheet records the revision of its content, whose parent is the version
saved over (schema 4; since schema 5 the id is the content's, so the same content is the same
revision on every machine), and every save keeps the version it replaces as a backup. So this machine knows a chain of revisions for a
sheet: the file itself, its parent, and each backup with its own parent. A copy made elsewhere
(a sync tool's conflict copy, a file a player sends) knows its own revision and its parent. The
common ancestor is the nearest version of the copy's chain that is also in this machine's chain;
when the copy is itself in our chain (we saved over it) or our file is in its chain (it was
saved over ours), one side is simply newer.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from talekeeper.core.storage.backups import list_backups
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.files import Loaded, Revision, read_character


@dataclass(frozen=True)
class Ancestry:
    """What is known of the copies' history: `base` is the common ancestor when one is known
    (None: merge without one, every difference a choice); `ours_newer` / `theirs_newer` when one
    side is the other's descendant (then there is nothing to merge: take the newer)."""

    base: Loaded | None
    ours_newer: bool = False
    theirs_newer: bool = False


def _chain(sheet: Path, ours: Loaded) -> dict[str, tuple[str | None, Loaded]]:
    """Every revision this machine knows for `sheet`: revision id -> (parent id, the version)."""
    known: dict[str, tuple[str | None, Loaded]] = {}
    if ours.revision is not None:
        known[ours.revision.id] = (ours.revision.parent, ours)
    for _moment, path in list_backups(sheet):
        try:
            loaded = read_character(path)
        except SheetFileError:
            continue  # a backup that does not load tells nothing
        if loaded.revision is not None and loaded.revision.id not in known:
            known[loaded.revision.id] = (loaded.revision.parent, loaded)
    return known


def ancestry(sheet: Path, ours: Loaded, theirs: Revision | None) -> Ancestry:
    """How the copy with revision `theirs` relates to our file at `sheet` (`ours`, as loaded)."""
    if theirs is None or ours.revision is None:
        return Ancestry(None)
    if theirs.id == ours.revision.id:
        return Ancestry(ours)  # the same version: the merge has nothing to do
    known = _chain(sheet, ours)
    ancestors_of_ours: set[str] = set()
    step: str | None = ours.revision.id
    while step is not None and step in known and step not in ancestors_of_ours:
        ancestors_of_ours.add(step)
        step = known[step][0]
    if step is not None:
        ancestors_of_ours.add(step)  # a parent with no kept backup is still an ancestor
    if theirs.id in ancestors_of_ours:
        return Ancestry(known.get(theirs.id, (None, None))[1], ours_newer=True)
    if theirs.parent == ours.revision.id:
        return Ancestry(ours, theirs_newer=True)
    # theirs' own chain is known here only from its parent on (earlier versions of ours)
    step = theirs.parent
    seen: set[str] = set()
    while step is not None and step not in seen:
        seen.add(step)
        if step in ancestors_of_ours and step in known:
            return Ancestry(known[step][1])
        step = known[step][0] if step in known else None
    return Ancestry(None)
