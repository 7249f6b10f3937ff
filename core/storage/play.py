"""Play files: saved DV conflicts and HQ extended contests in the library's `play/` folder.

One error policy for both: every read and write problem is a SheetFileError naming the file; a
file that fails to load is listed with its error and never written to. A play file is written
whole (atomically) after every change, so a crash loses no move. The rules models load only when
a play file is read (listing a library needs none of this); each registers itself here
(`register_play`), so storage imports no rules module.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from talekeeper.core.storage.atomic import atomic_write
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.refusals import NOT_SAVED

if TYPE_CHECKING:
    from pydantic import BaseModel

PLAY_FOLDER = "play"
CONFLICT_SUFFIX = ".conflict.json"
CONTEST_SUFFIX = ".contest.json"


_KINDS: dict[type, tuple[str, str, str]] = {}
"""Model -> (format, file suffix, the field that names the file), filled by `register_play`."""


def register_play(model: type, format_name: str, suffix: str, named: str) -> None:
    """Save `model` as a play file: called where the rules model is defined (storage sits below the
    rules, so it knows no rules model itself), hence known whenever the model exists."""
    _KINDS[model] = (format_name, suffix, named)


def play_kinds() -> dict[type, tuple[str, str, str]]:
    """Every registered play model -> (format, file suffix, the field that names the file)."""
    return dict(_KINDS)


def play_path(library: Path, state: Any) -> Path:
    """Where a conflict or contest is saved: `play/<its stakes or title>-<id>.<kind>.json`."""
    from talekeeper.core.storage.library import file_stem

    _format, suffix, named = _KINDS[type(state)]
    return Path(library) / PLAY_FOLDER / f"{file_stem(getattr(state, named) or 'play')}-{state.id[:8]}{suffix}"


def play_bytes(state: BaseModel) -> bytes:
    """The file a play state is saved as (deterministic JSON with format and version)."""
    from talekeeper.core.storage.files import encode

    return encode(state, _KINDS[type(state)][0])


def read_play(path: Path, kind: type) -> Any:
    """Load a saved conflict (`kind` Conflict) or contest (ExtendedContest); SheetFileError."""
    from talekeeper.core.storage.files import load_model

    return load_model(Path(path), _KINDS[kind][0], kind)


def saved_plays(library: Path, kind: type) -> list[tuple[Path, Any]]:
    """Every saved play file of `kind` in the library, newest first; a file that fails to load is
    listed with its SheetFileError in place of the state."""
    suffix = _KINDS[kind][1]
    folder = Path(library) / PLAY_FOLDER
    found: list[tuple[float, Path]] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        if entry.name.endswith(suffix) and not entry.name.startswith("."):
            try:
                found.append((entry.stat().st_mtime, Path(entry.path)))
            except OSError:
                continue
    result: list[tuple[Path, Any]] = []
    for _time, path in sorted(found, key=lambda pair: pair[0], reverse=True):
        try:
            result.append((path, read_play(path, kind)))
        except SheetFileError as error:
            result.append((path, error))
    return result


def read_play_bytes(path: Path) -> bytes | None:
    """A play file's bytes as they are now (None: no such file), to undo a change later."""
    from talekeeper.core.storage.raw import read_bytes

    if not Path(path).exists():
        return None
    return read_bytes(Path(path))


def write_play_file(path: Path, data: bytes | None) -> None:
    """Write a play file atomically (making `play/`), or remove it when `data` is None.
    SheetFileError when `play` or the file is a link, or not what it should be."""
    from talekeeper.core.storage.places import check_place, make_folder

    path = Path(path)
    library = path.parent.parent  # <library>/play/<file>
    try:
        if data is None:
            check_place(library, path, "entry")
            path.unlink(missing_ok=True)
            return
        make_folder(library, path.parent)
        check_place(library, path)
        atomic_write(path, data)
    except OSError as error:
        raise SheetFileError(path, NOT_SAVED, reason=error.strerror or str(error)) from None
