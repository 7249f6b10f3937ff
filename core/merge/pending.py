"""Open conflicts kept for the merge window after a merge outside the program (git's merge driver).

One file per merged library file: `<library>/.talekeeper/merges/<file name>.merge.json`
(`MERGE_FORMAT`, versioned like every Talekeeper file; a name that is not UTF-8 is kept as the
system gives it, in the record's name and in its `file`). It holds the three versions whole, each as
the file it was (`format`, `schema_version` and body, so an older one is migrated when read), and
the paths of the conflicts left open; `reopen` runs the same merge again, which gives the window
every conflict with its base, ours and theirs. A later merge of the same file replaces the record.

The folder is hidden and outside the library's listing (only `*.tale.json` at the top of the
library are characters); `talekeeper git-setup` tells git to ignore it, as it is this machine's
business, not the table's. A record may still come from elsewhere (a committed `.talekeeper`, a
copied folder): `check_record` refuses, by name, one that is broken, kept under another file's
name, of the wrong kind for its name, or for a sheet the library does not hold; `talekeeper check`
and the app both ask it, and the app offers to discard what it refuses.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AwareDatetime, Field, PlainSerializer, PlainValidator

from talekeeper.core.merge.files import FORMATS, FileMerge, Kind, merge_versions
from talekeeper.core.merge.merge import Merge
from talekeeper.core.merge.outcome import MergeError
from talekeeper.core.merge.refusals import RECORD_GHOST, RECORD_MISNAMED, RECORD_NOT_FOR_A_FILE, RECORD_OTHER_CHARACTER, RECORD_UNMERGEABLE, RECORD_WRONG_KIND, RECORDS_FOLDER
from talekeeper.core.model.common import Model, ModelError, utc_now
from talekeeper.core.model.refusals import FILE_NAME
from talekeeper.core.paths import printable
from talekeeper.core.storage.atomic import atomic_write
from talekeeper.core.storage.copies import is_ghost, record_kind
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.files import decode, encode
from talekeeper.core.storage.jsonio import parse_json
from talekeeper.core.storage.migrations import MERGE_FORMAT
from talekeeper.core.storage.places import check_place, own_folder
from talekeeper.core.storage.raw import MAX_FILE_BYTES, read_bytes
from talekeeper.core.storage.refusals import NOT_REMOVED, NOT_SAVED, WOULD_BE_TOO_LARGE

MERGES_FOLDER = Path(".talekeeper") / "merges"
SUFFIX = ".merge.json"
RECORD_LIMIT = 4 * MAX_FILE_BYTES
"""A record holds three whole versions of a file (each at most MAX_FILE_BYTES): a sheet with a
large portrait makes a record larger than any sheet."""


def _file_name(value: object) -> str:
    """A file's name as the system gave it: text that may hold surrogate escapes (a name that is
    not UTF-8), which pydantic's own text type refuses. One name, no folder."""
    if not isinstance(value, str) or not 0 < len(value) <= 255 or "/" in value or "\0" in value or value in (".", ".."):
        raise ModelError(FILE_NAME)
    return value


FileName = Annotated[str, PlainValidator(_file_name), PlainSerializer(lambda name: name, return_type=str)]


class PendingMerge(Model):
    """A merge whose conflicts wait for a person's choice."""

    file: FileName
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
    write_record(library, path, encode(record, MERGE_FORMAT))
    return path


def write_record(library: Path, path: Path, data: bytes) -> None:
    """Write a record's bytes atomically, making its folder, never through a link nor over what
    is not a folder (`core.storage.places`); SheetFileError naming what failed. (The one place a
    record is written.)"""
    folder = path.parent
    check_place(library, folder, "folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise SheetFileError(folder, RECORDS_FOLDER, reason=reason) from None
    check_place(library, path)  # nothing swapped a part for a link meanwhile, and the record is a file
    if len(data) > RECORD_LIMIT:
        raise SheetFileError(path, WOULD_BE_TOO_LARGE, size=len(data), most=RECORD_LIMIT)
    try:
        atomic_write(path, data)
    except OSError as error:
        reason = error.strerror or str(error)
        raise SheetFileError(path, NOT_SAVED, reason=reason) from None


def previous_record(library: Path, file_name: str) -> bytes | None:
    """The bytes of the record a new merge of the file would replace (None: there is none, or it
    cannot be read), to put back with `put_back` when that merge is not kept after all."""
    try:
        return read_bytes(pending_path(library, file_name), limit=RECORD_LIMIT)
    except SheetFileError:
        return None


def put_back(path: Path, previous: bytes | None) -> None:
    """Undo `keep_pending`: the record it replaced back, or none; SheetFileError when it cannot be."""
    if previous is None:
        drop_pending(path)
    else:
        write_record(path.parents[2], path, previous)  # <library>/.talekeeper/merges/<record>


def list_pending(library: Path) -> list[Path]:
    """The records waiting in a library, sorted by name (none when the folder is reached through a
    link: `talekeeper check` names the link)."""
    folder = merges_folder(library)
    return sorted(p for p in folder.glob(f"*{SUFFIX}") if p.is_file()) if own_folder(library, folder) else []


def load_pending(path: Path) -> PendingMerge:
    path = Path(path)
    return decode(parse_json(read_bytes(path, limit=RECORD_LIMIT), path), path, MERGE_FORMAT, PendingMerge)[0]


def check_record(library: Path, path: Path) -> PendingMerge:
    """The record at `path`, checked to belong where it lies: SheetFileError (naming the record) when
    it does not load, when it is for another file than its name says, when its kind or its
    versions' format do not fit that file, or when it is for a sheet the library does not hold or
    for another character than the sheet under that name."""
    path = Path(path)
    name = path.name.removesuffix(SUFFIX)
    kind = record_kind(name)
    if kind is None:
        raise SheetFileError(path, RECORD_NOT_FOR_A_FILE, name=printable(name))
    record = load_pending(path)
    if record.file != name:
        raise SheetFileError(path, RECORD_MISNAMED, name=printable(name), other=printable(record.file))
    if record.kind != kind:
        raise SheetFileError(path, RECORD_WRONG_KIND, name=printable(name))
    format_name = FORMATS[record.kind][0]
    if any(isinstance(version, dict) and version.get("format") != format_name for version in (record.base, record.ours, record.theirs)):
        raise SheetFileError(path, RECORD_WRONG_KIND, name=printable(name))
    if is_ghost(library, name):
        raise SheetFileError(path, RECORD_GHOST, name=printable(name))
    if kind == "character":
        try:
            sheet = parse_json(read_bytes(Path(library) / name), Path(library) / name)
        except SheetFileError:
            sheet = None  # the sheet's own problem, told of on its own
        found = sheet.get("id") if isinstance(sheet, dict) else None
        if isinstance(found, str) and found != record.ours.get("id"):
            raise SheetFileError(path, RECORD_OTHER_CHARACTER, name=printable(name))
    return record


def drop_pending(path: Path) -> None:
    """Remove a record once its conflicts are resolved and saved; SheetFileError when it cannot be
    (or its folder is a link or not a folder)."""
    path = Path(path)
    check_place(path.parents[2], path, "entry")  # <library>/.talekeeper/merges/<record>
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise SheetFileError(path, NOT_REMOVED, reason=error.strerror or str(error)) from None


def reopen(record: PendingMerge, where: Path) -> Merge[Any]:
    """The merge the record was made from, run again (each version migrated to the current format)."""
    kind: Kind = record.kind
    format_name, model = FORMATS[kind]

    def load(document: dict[str, Any]) -> Any:
        return decode(document, where, format_name, model)[0]

    return merge_versions(kind, None if record.base is None else load(record.base), load(record.ours), load(record.theirs))


def open_record(library: Path, path: Path) -> tuple[PendingMerge, Merge[Any]]:
    """The record at `path`, checked (`check_record`), and its merge run again: what the merge
    window and `talekeeper check` both ask, so they agree on every record. SheetFileError naming
    the record for anything that makes it unusable."""
    record = check_record(library, path)
    try:
        return record, reopen(record, path)
    except MergeError as error:
        raise SheetFileError(path, RECORD_UNMERGEABLE, name=printable(record.file), reason=str(error)) from None


def _document(value: Model, format_name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(encode(value, format_name))
    return document
