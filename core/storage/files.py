"""Character and campaign files: strict loading, migrations, deterministic atomic saving."""

from __future__ import annotations

import functools
import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from talekeeper.core.model import Campaign, Character
from talekeeper.core.refusal import Refusal
from talekeeper.core.storage.atomic import atomic_write
from talekeeper.core.storage.errors import FileChangedError, SheetFileError, describe_validation
from talekeeper.core.storage.jsonio import ITEMS_PER_STEP, Steps, finish, parse_json, parse_json_in_steps
from talekeeper.core.storage.migrations import (
    CAMPAIGN_FORMAT,
    CHARACTER_FORMAT,
    CURRENT_VERSION,
    MigrationError,
    migrate,
)
from talekeeper.core.storage.model_json import dump_model
from talekeeper.core.storage.raw import MAX_FILE_BYTES, fingerprint, read_bytes
from talekeeper.core.storage.refusals import BAD_REVISION, CHANGED, FOLDER_GONE, INVALID, MOVED, NOT_OBJECT, NOT_SAVED, REPLACED_NOT_REGULAR, TOO_DEEP, WOULD_BE_TOO_LARGE, WRITE_REFUSED

log = logging.getLogger(__name__)
ModelT = TypeVar("ModelT", bound=BaseModel)


@dataclass(frozen=True)
class Revision:
    """Which saved version of a sheet a file is (`id`), and the version it was made from
    (`parent`; None for the first save, or a file written before schema 4). A sync tool's copy
    and the file it conflicts with find their common ancestor among the backups by these
    (issue 16).

    Since schema 5 the id is the character's `content_id`: the same content is the same revision
    on every machine (issue 19), so saving unchanged content writes the same bytes, and two
    machines that make the same change from the same version write identical files. Ids written
    before (random) are kept as they are: they still name a version and its parent."""

    id: str
    parent: str | None = None

    def to_json(self) -> dict[str, str | None]:
        return {"id": self.id, "parent": self.parent}

    @classmethod
    def from_json(cls, raw: object, path: Path) -> Revision | None:
        if raw is None:
            return None
        if not (isinstance(raw, dict) and set(raw) <= {"id", "parent"}):
            raise SheetFileError(path, BAD_REVISION)
        revision, parent = raw.get("id"), raw.get("parent")
        if not (isinstance(revision, str) and _is_id(revision) and (parent is None or (isinstance(parent, str) and _is_id(parent)))):
            raise SheetFileError(path, BAD_REVISION)
        return cls(revision, parent)


def content_id(character: Character) -> str:
    """The revision id of this content: the first 32 hex digits of the sha256 of the character's
    JSON as a file holds it (every field but `format`, `schema_version` and `revision`)."""
    return hashlib.sha256(dump_model(character)).hexdigest()[:32]


def next_revision(character: Character, saved_over: Revision | None) -> Revision:
    """The revision a save of `character` over the version `saved_over` records: that version
    itself while the content is unchanged, else the content's id with `saved_over` as parent."""
    revision = content_id(character)
    if saved_over is not None and saved_over.id == revision:
        return saved_over
    return Revision(revision, saved_over.id if saved_over is not None else None)


def _is_id(value: object) -> bool:
    return isinstance(value, str) and len(value) == 32 and all(c in "0123456789abcdef" for c in value)


@dataclass(frozen=True)
class Loaded:
    """A character as read from disk, with what a later save needs to know."""

    character: Character
    fingerprint: str
    """sha256 of the bytes read: a save checks the file is still these bytes before replacing it."""
    from_version: int
    notes: tuple[str, ...] = ()
    revision: Revision | None = None
    """The saved version this file is (None: written before schema 4)."""

def _decode(data: bytes, path: Path, format_name: str, model: type[ModelT]) -> tuple[ModelT, int, list[str]]:
    return decode(parse_json(data, path), path, format_name, model)


def _refused(error: ValidationError) -> dict[str, Any]:
    """The model's own refusal behind pydantic's first problem, if there is one, as `cause` (and
    where it is as `field`): the desktop words the file's problem from it, not from `details`."""
    first = error.errors(include_url=False)[0]
    cause = first.get("ctx", {}).get("error")
    if not isinstance(cause, Refusal):
        return {}
    return {"field": ".".join(str(part) for part in first["loc"]), "cause": cause}


def decode(raw: Any, path: Path, format_name: str, model: type[ModelT]) -> tuple[ModelT, int, list[str]]:
    """Check, migrate and validate parsed JSON (a whole file: `format`, `schema_version` and the
    body); return the model, the version it was written in and the migration notes. Every failure
    is a SheetFileError naming `path`."""
    return finish(decode_in_steps(raw, path, format_name, model))  # type: ignore[no-any-return]  # `Steps` ends in Any; these steps end in decode's tuple


def decode_in_steps(raw: Any, path: Path, format_name: str, model: type[ModelT]) -> Steps:
    """`decode` in slices: a long list field (a history of thousands of entries) is validated
    `ITEMS_PER_STEP` items at a time, then the whole with those items already made. A failure in
    a slice validates the whole body again in one go, for the error exactly as `decode` words it."""
    if not isinstance(raw, dict):
        raise SheetFileError(path, NOT_OBJECT, found=type(raw).__name__)
    try:
        migrated = migrate(raw, format_name)
    except MigrationError as error:
        raise SheetFileError.at(path, error) from None
    for note in migrated.notes:  # what a step could not carry over as it was: kept in the log
        log.warning("%s: upgrading from schema version %s: %s", path, migrated.from_version, note)
    body = {k: v for k, v in migrated.data.items() if k not in ("format", "schema_version", "revision")}
    made = dict(body)
    try:
        for name, value in body.items():
            if isinstance(value, list) and len(value) > ITEMS_PER_STEP and name in model.model_fields:
                adapter, items = _list_adapter(model, name), []
                for start in range(0, len(value), ITEMS_PER_STEP):
                    items.extend(adapter.validate_python(value[start:start + ITEMS_PER_STEP]))
                    yield
                made[name] = items
        value = model.model_validate(made)
    except (ValidationError, RecursionError):
        value = _validate(body, path, model)
    return value, migrated.from_version, migrated.notes


@functools.cache
def _list_adapter(model: type[BaseModel], name: str) -> TypeAdapter[list[Any]]:
    """A list of the items of `model`'s field `name` (a tuple of models: each one checked alone;
    the field's own limits are checked when the model is made from them)."""
    annotation = model.model_fields[name].annotation
    items = getattr(annotation, "__args__", (Any,))[0]
    return TypeAdapter(list[items])  # type: ignore[valid-type]  # the item type is read from the field's annotation at run time


def _validate(body: dict[str, Any], path: Path, model: type[ModelT]) -> ModelT:
    try:
        return model.model_validate(body)
    except ValidationError as error:
        raise SheetFileError(path, INVALID, details=describe_validation(error), **_refused(error)) from None
    except RecursionError:
        raise SheetFileError(path, TOO_DEEP) from None


def read_character(path: Path) -> Loaded:
    """Load a character file with its fingerprint and the version it was written in."""
    return finish(read_character_in_steps(path))  # type: ignore[no-any-return]  # `Steps` ends in Any; these steps end in a Loaded


def read_character_in_steps(path: Path) -> Steps:
    """`read_character` in slices of a few milliseconds (a window opens a sheet with a history of
    thousands of entries without freezing); returns the same Loaded, or raises the same errors."""
    path = Path(path)
    data = read_bytes(path)
    raw = yield from parse_json_in_steps(data, path)
    character, version, notes = yield from decode_in_steps(raw, path, CHARACTER_FORMAT, Character)
    return Loaded(character, fingerprint(data), version, tuple(notes), Revision.from_json(raw.get("revision"), path))


def load_character(path: Path) -> Character:
    """Load and validate a `*.tale.json` file; raise SheetFileError saying what and where."""
    return read_character(path).character


def encode(value: BaseModel, format_name: str, revision: Revision | None = None) -> bytes:
    header: dict[str, Any] = {"format": format_name, "schema_version": CURRENT_VERSION[format_name]}
    if revision is not None:
        header["revision"] = revision.to_json()
    return dump_model(value, header)


def character_bytes(character: Character, revision: Revision | None = None) -> bytes:
    return encode(character, CHARACTER_FORMAT, revision)


def save_character(
    character: Character,
    path: Path,
    *,
    expected: str | None = None,
    before_replace: Callable[[], None] | None = None,
    revision: Revision | None = None,
) -> str:
    """Save atomically; return the new fingerprint. The file records `revision`: callers that
    know the version they save over give `next_revision(character, that version)`; without it,
    the content's revision with no parent.

    With `expected`, refuse (SheetFileError) when the file on disk is no longer the bytes that
    fingerprint describes: someone else changed it since it was loaded. `before_replace` runs after
    every check and once the new bytes are safely written beside the file, just before they replace
    it (a backup of the version replaced: if it raises, nothing is replaced). When the file already
    holds exactly these bytes, nothing is written (and `before_replace` does not run).
    """
    path = Path(path)
    data = character_bytes(character, revision or next_revision(character, None))
    _check_size(path, data)
    new = fingerprint(data)
    if expected is not None:
        check_unchanged(path, expected)
        if expected == new:
            return new
    elif _holds(path, new):
        return new
    _write(path, data, before_replace)
    return new


def _holds(path: Path, wanted: str) -> bool:
    """Whether `path` is a regular file holding the bytes of fingerprint `wanted`."""
    try:
        return fingerprint(read_bytes(path)) == wanted
    except SheetFileError:
        return False


def check_unchanged(path: Path, expected: str) -> None:
    """Raise FileChangedError unless the file on disk is still the bytes `expected` describes."""
    if not path.exists():
        raise FileChangedError(path, MOVED)
    if not path.is_file():
        raise FileChangedError(path, REPLACED_NOT_REGULAR)
    if fingerprint(read_bytes(path)) != expected:
        raise FileChangedError(path, CHANGED)


def _check_size(path: Path, data: bytes) -> None:
    if len(data) > MAX_FILE_BYTES:
        raise SheetFileError(path, WOULD_BE_TOO_LARGE, size=len(data), most=MAX_FILE_BYTES)


def _write(path: Path, data: bytes, before_replace: Callable[[], None] | None = None) -> None:
    try:
        atomic_write(path, data, before_replace=before_replace)
    except PermissionError:
        raise SheetFileError(path, WRITE_REFUSED) from None
    except FileNotFoundError:
        raise SheetFileError(path, FOLDER_GONE) from None
    except OSError as error:
        raise SheetFileError(path, NOT_SAVED, reason=error.strerror or str(error)) from None


def load_model(path: Path, format_name: str, model: type[ModelT]) -> ModelT:
    """Load any versioned Talekeeper file (a saved contest or conflict) into `model`."""
    path = Path(path)
    value, _, _ = _decode(read_bytes(path), path, format_name, model)
    return value


def save_model(value: BaseModel, path: Path, format_name: str) -> None:
    """Save any versioned Talekeeper file atomically, with `format` and `schema_version`."""
    path = Path(path)
    data = encode(value, format_name)
    _check_size(path, data)
    _write(path, data)


def load_campaign(path: Path) -> Campaign:
    """Load `campaign.json`; a missing file gives the defaults of C-4."""
    path = Path(path)
    if not path.exists():
        return Campaign()
    return load_model(path, CAMPAIGN_FORMAT, Campaign)


def save_campaign(campaign: Campaign, path: Path) -> None:
    save_model(campaign, path, CAMPAIGN_FORMAT)
