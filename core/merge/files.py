"""Merging three Talekeeper files (git's merge-driver arguments %O %A %B): read, merge, write.

The kind of file (a character or the campaign settings) comes from ours' `format`. Ours and theirs
must load; the ancestor may be missing or empty (git gives an empty file when both sides added the
file) or fail to load: the merge is then two-way, and `FileMerge.note` says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from talekeeper.core.merge.merge import Merge, merge_campaigns, merge_characters
from talekeeper.core.model import Campaign, Character
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.files import decode, save_campaign, save_character
from talekeeper.core.storage.jsonio import parse_json
from talekeeper.core.storage.migrations import CAMPAIGN_FORMAT, CHARACTER_FORMAT
from talekeeper.core.storage.raw import read_bytes
from talekeeper.core.storage.refusals import NOT_TALEKEEPER

Kind = Literal["character", "campaign"]
FORMATS: dict[Kind, tuple[str, type[BaseModel]]] = {
    "character": (CHARACTER_FORMAT, Character),
    "campaign": (CAMPAIGN_FORMAT, Campaign),
}


@dataclass(frozen=True)
class FileMerge:
    kind: Kind
    base: Any
    """The ancestor as loaded (None when unknown)."""
    ours: Any
    theirs: Any
    merge: Merge[Any]
    note: str = ""
    """Why the ancestor could not be used, when it could not."""


def file_kind(raw: object, path: Path) -> Kind:
    """Which Talekeeper file parsed JSON is, by its `format`; SheetFileError for any other file."""
    found = raw.get("format") if isinstance(raw, dict) else None
    for kind, (format_name, _) in FORMATS.items():
        if found == format_name:
            return kind
    raise SheetFileError(path, NOT_TALEKEEPER)


def load_version(path: Path, kind: Kind) -> Any:
    """Load one version of a file of `kind`; SheetFileError when it is not one or is broken."""
    format_name, model = FORMATS[kind]
    value, _, _ = decode(parse_json(read_bytes(path), path), path, format_name, model)
    return value


def merge_versions(kind: Kind, base: Any, ours: Any, theirs: Any) -> Merge[Any]:
    """Merge loaded versions of a file of `kind` (`base` None: two-way)."""
    if kind == "character":
        return merge_characters(base, ours, theirs)
    return merge_campaigns(base, ours, theirs)


def merge_files(base: Path, ours: Path, theirs: Path) -> FileMerge:
    """Merge three versions of one file. Raise SheetFileError when ours or theirs is not a
    Talekeeper file or does not load, MergeError when they hold two different characters."""
    kind = file_kind(parse_json(read_bytes(ours), ours), ours)
    ours_value, theirs_value = load_version(ours, kind), load_version(theirs, kind)
    base_value, note = None, ""
    if not base.exists() or base.stat().st_size == 0:
        note = "no common version (the file was added on both sides)"
    else:
        try:
            base_value = load_version(base, kind)
        except SheetFileError as error:
            note = f"the common version could not be read ({error.message})"
        else:
            if kind == "character" and base_value.id != ours_value.id:
                base_value, note = None, "the common version holds another character"
    result = merge_versions(kind, base_value, ours_value, theirs_value)
    return FileMerge(kind, base_value, ours_value, theirs_value, result, note)


def write_result(outcome: FileMerge, path: Path) -> None:
    """Write the merged model (ours' side for open conflicts) to `path`, atomically; nothing when
    it is ours as it was (OURS stays byte for byte). A character records the revision of its
    content, with the version at `path` (ours) as parent."""
    if outcome.merge.result == outcome.ours:
        return
    if outcome.kind == "character":
        from talekeeper.core.storage.files import next_revision, read_character

        try:
            parent = read_character(path).revision
        except SheetFileError:
            parent = None
        save_character(outcome.merge.result, path, revision=next_revision(outcome.merge.result, parent))
    else:
        save_campaign(outcome.merge.result, path)
