"""Which running copy of Talekeeper owns something: a lock file it holds for as long as it runs.

A copy claims an owner name (its process id and a random part) and keeps `<name>.lock` locked
(`flock` on POSIX systems, `msvcrt.locking` on Windows) while it runs. The operating system lets go
of the lock when the process ends, however it ends (a crash, `kill -9`), so another copy tells a
running owner from a gone one by trying to take the lock itself. Unlike a process id, the lock
cannot be fooled by a new process that happens to get the same id.
"""

from __future__ import annotations

import contextlib
import os
import weakref
from pathlib import Path

LOCK_SUFFIX = ".lock"


def _take(descriptor: int) -> bool:
    """Lock an open file without waiting; False when another open file holds the lock."""
    if os.name == "nt":  # pragma: no cover - Windows only
        import msvcrt

        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]  # msvcrt's stubs exist only on Windows
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class Owner:
    """This copy's claim in `folder`: `name` and the lock file it keeps locked."""

    def __init__(self, folder: Path) -> None:
        import secrets  # at the first write, not before the first paint

        folder.mkdir(parents=True, exist_ok=True)
        while True:
            name = f"{os.getpid()}-{secrets.token_hex(4)}"
            lock_file = folder / (name + LOCK_SUFFIX)
            descriptor = os.open(lock_file, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            # Another copy may have found the file unlocked between the open and the lock, taken
            # this owner for gone and removed the file: then start again under a new name.
            if _take(descriptor) and _same_file(descriptor, lock_file):
                break
            os.close(descriptor)
        self.name = name
        self.lock_file = lock_file
        self._descriptor: int | None = descriptor
        self._finalizer = weakref.finalize(self, os.close, descriptor)  # as a crash would: lock let go

    def release(self, *, forget: bool) -> None:
        """Let go of the lock; with `forget`, remove the lock file too (nothing of this owner is
        left to find). Without it, what the owner leaves behind is found as a gone owner's."""
        if self._descriptor is None:
            return
        if forget:
            with contextlib.suppress(OSError):
                self.lock_file.unlink()
        self._finalizer()
        self._descriptor = None


def _same_file(descriptor: int, path: Path) -> bool:
    try:
        on_disk = os.stat(path)
    except OSError:
        return False
    opened = os.fstat(descriptor)
    return (opened.st_dev, opened.st_ino) == (on_disk.st_dev, on_disk.st_ino)


def is_running(folder: Path, name: str) -> bool:
    """Whether the owner `name` in `folder` still runs (holds its lock). An owner whose lock file
    cannot be opened for another reason than its absence counts as running: what it owns is then
    left alone rather than taken from a copy that may still be using it."""
    try:
        descriptor = os.open(folder / (name + LOCK_SUFFIX), os.O_RDWR)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        return not _take(descriptor)
    finally:
        os.close(descriptor)  # lets go of the lock if this call took it


def forget_gone(folder: Path, name: str) -> None:
    """Remove the lock file of an owner that no longer runs (nothing of it is left)."""
    if not is_running(folder, name):
        with contextlib.suppress(OSError):
            (folder / (name + LOCK_SUFFIX)).unlink()
