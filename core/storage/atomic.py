"""Write a file so that a crash at any instant leaves the old file or the new one, never a broken one."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

STRAY_AGE_S = 60.0
"""A temporary file older than this, of a process that no longer runs, was left by a kill or a crash."""

_TEMPORARY = re.compile(r"^\.(?P<name>.+\.jsonl?)\.(?:(?P<pid>\d+)\.)?[a-z0-9_]{8}\.tmp$")
"""`.<file name>.<process id>.<8 random characters>.tmp`, as `atomic_write` names them (without the
process id: made by an older Talekeeper). Only names of the files Talekeeper writes (.json, .jsonl)."""


def atomic_write(path: Path, data: bytes, *, before_replace: Callable[[], None] | None = None) -> None:
    """Temporary file in the same folder, write, flush, fsync, keep permissions, replace, fsync folder.

    A symlink stays a link: its target is written (in the target's folder). `before_replace` runs
    once the new bytes are safely on disk, just before they replace the file; if it raises, nothing
    is replaced and the temporary file goes."""
    path = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    folder = path.parent
    try:
        mode: int | None = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mode = None
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if mode is not None:
            os.chmod(temporary, mode)
        else:
            os.chmod(temporary, 0o666 & ~_UMASK)
        if before_replace is not None:
            before_replace()
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _fsync_folder(folder)


def remove_stray_temporaries(folder: Path, *, now: float | None = None) -> list[Path]:
    """Remove the temporary files `atomic_write` left in `folder` when its process was killed: those
    older than a minute whose process no longer runs here. Return what was removed."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMPORARY.match(entry.name)
        if match is None or (match["pid"] is not None and _running(int(match["pid"]))):
            continue
        try:
            if not entry.is_file(follow_symlinks=False) or now - entry.stat(follow_symlinks=False).st_mtime < STRAY_AGE_S:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _running(pid: int) -> bool:
    """Whether a process with this id runs on this machine (on Windows, where asking could end it,
    the file's age alone decides)."""
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it runs, as another user
        return True
    return True


def _read_umask() -> int:
    current = os.umask(0o022)
    os.umask(current)
    return current


_UMASK = _read_umask()  # read once at import, while nothing else runs: os.umask is process-wide


def _fsync_folder(folder: Path) -> None:
    if os.name == "nt":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
