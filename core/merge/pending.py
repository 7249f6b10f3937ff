"""Open conflicts kept for the merge window after a merge outside the program (git's merge driver).

One file per merged library file: `<library>/.talekeeper/merges/<file name>.merge.json`
(`MERGE_FORMAT`, versioned like every Talekeeper file). It holds the three versions whole, each as
the file it was (`format`, `schema_version` and body, so an older one is migrated when read), and
the paths of the conflicts left open; `reopen` runs the same merge again, which gives the window
every conflict with its base, ours and theirs. A later merge of the same file replaces the record.

The folder is hidden and outside the library's listing (only `*.tale.json` at the top of the
library are characters); `talekeeper git-setup` tells git to ignore it, as it is this machine's
business, not the table's.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import AwareDatetime, Field

from core.merge.files import FORMATS, FileMerge, Kind, merge_versions
from core.merge.merge import Merge
from core.model.common import Model, ShortText, utc_now
from core.storage.errors import SheetFileError
from core.storage.files import decode, encode, load_model, save_model
from core.storage.migrations import MERGE_FORMAT
from core.storage.places import check_place, make_folder, own_folder

MERGES_FOLDER = Path(".talekeeper") / "merges"
SUFFIX = ".merge.json"


class PendingMerge(Model):
    """A merge whose conflicts wait for a person's choice."""

    file: ShortText
    """The merged file's name in the library (`vasana.tale.json`, `campaign.json`)."""
    kind: Literal["character", "campaign"]
    made: AwareDatetime = Field(default_factory=utc_now)
    base: dict[str, Any] | None
    """The common version as a whole file, or None when none was known."""
    ours: dict[str, Any]
    theirs: dict[str, Any]
    conflicts: tuple[tuple[str, ...], ...]
    """The paths of the conflicts left open (ours' side is in the file meanwhile)."""


def merges_folder(library: Path) -> Path:
    return Path(library) / MERGES_FOLDER


def pending_path(library: Path, file_name: str) -> Path:
    return merges_folder(library) / f"{file_name}{SUFFIX}"


def keep_pending(library: Path, file_name: str, outcome: FileMerge) -> Path:
    """Write the record of `outcome`'s open conflicts; return its path. SheetFileError on failure."""
    format_name, _ = FORMATS[outcome.kind]
    record = PendingMerge(
        file=file_name,
        kind=outcome.kind,
        base=None if outcome.base is None else _document(outcome.base, format_name),
        ours=_document(outcome.ours, format_name),
        theirs=_document(outcome.theirs, format_name),
        conflicts=tuple(conflict.path for conflict in outcome.merge.conflicts),
    )
    path = pending_path(library, file_name)
    make_folder(library, path.parent)
    check_place(library, path)
    save_model(record, path, MERGE_FORMAT)
    return path


def list_pending(library: Path) -> list[Path]:
    """The records waiting in a library, sorted by name (none when the folder is reached through a
    link: `talekeeper check` names the link)."""
    folder = merges_folder(library)
    return sorted(p for p in folder.glob(f"*{SUFFIX}") if p.is_file()) if own_folder(library, folder) else []


def load_pending(path: Path) -> PendingMerge:
    return load_model(path, MERGE_FORMAT, PendingMerge)


def drop_pending(path: Path) -> None:
    """Remove a record once its conflicts are resolved and saved; SheetFileError when it cannot be
    (or its folder is a link or not a folder)."""
    path = Path(path)
    check_place(path.parents[2], path, "entry")  # <library>/.talekeeper/merges/<record>
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise SheetFileError(path, f"the file could not be removed: {error.strerror or error}", code="file.not_removed", reason=error.strerror or str(error)) from None


def reopen(record: PendingMerge, where: Path) -> Merge[Any]:
    """The merge the record was made from, run again (each version migrated to the current format)."""
    kind: Kind = record.kind
    format_name, model = FORMATS[kind]

    def load(document: dict[str, Any]) -> Any:
        return decode(document, where, format_name, model)[0]

    return merge_versions(kind, None if record.base is None else load(record.base), load(record.ours), load(record.theirs))


def _document(value: Model, format_name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(encode(value, format_name))
    return document
