"""Helpers for fault tests: real FIFOs that cannot hang the test run, files with non-UTF-8 names."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

CAFE = b"caf\xe9"
"""Latin-1 bytes, not UTF-8: such names come from old zip files, Samba shares, other systems."""


def bytes_path(folder: Path, name: bytes) -> Path:
    """The path of `name` (raw bytes) in `folder`, as Python spells it (surrogate escapes)."""
    return Path(os.fsdecode(os.path.join(os.fsencode(folder), name)))


def write_bytes_name(folder: Path, name: bytes, data: bytes) -> Path:
    """Create a file whose name is exactly these bytes (os.open with a bytes path)."""
    descriptor = os.open(os.path.join(os.fsencode(folder), name), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(descriptor, data)
    finally:
        os.close(descriptor)
    return bytes_path(folder, name)


_FREER = """
import os, select, sys
path, timeout = sys.argv[1], float(sys.argv[2])
if select.select([sys.stdin], [], [], timeout)[0]:
    sys.exit(0)
print("fired", flush=True)
while not select.select([sys.stdin], [], [], 0.05)[0]:
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass
"""


class FifoGuard:
    """A real FIFO at `path`; if anything still waits on it after `timeout` seconds, a writer opens
    and closes it, which frees a reader stuck in open() or read(), and `fired` says it happened.

    The writer is another process: a reader stuck in a call that holds Python's GIL (inside Qt, say)
    would stop a thread of this one from ever running."""

    def __init__(self, path: Path, timeout: float) -> None:
        self.path = path
        self.fired = False
        os.mkfifo(path)
        self._freer = subprocess.Popen(
            [sys.executable, "-c", _FREER, str(path), str(timeout)], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )

    def stop(self) -> None:
        try:
            out, _ = self._freer.communicate(timeout=10)  # closes its stdin: the freer stops
        except subprocess.TimeoutExpired:
            self._freer.kill()
            out, _ = self._freer.communicate()
        self.fired = b"fired" in out


@contextlib.contextmanager
def fifo(path: Path, timeout: float = 3.0) -> Iterator[FifoGuard]:
    guard = FifoGuard(path, timeout)
    try:
        yield guard
    finally:
        guard.stop()
    assert not guard.fired, f"something blocked on the FIFO {path} for {timeout} s"


def within(seconds: float, work: Callable[[], Any]) -> Any:
    """Run `work` and fail if it took longer than `seconds`. A read stuck on a FIFO is freed by the
    FIFO's guard (see `fifo`), so this fails instead of hanging. (Not in a thread: Python's garbage
    collector would run there and destroy the Qt objects of earlier tests off the GUI thread.)"""
    started = time.monotonic()
    try:
        return work()
    finally:
        elapsed = time.monotonic() - started
        assert elapsed < seconds, f"blocked for {elapsed:.1f} s"


def full_disk(monkeypatch: Any, folder: Path, code: int = errno.ENOSPC) -> None:
    """Writing files under `folder` fails as on a full (or read-only) disk: flushing them (fsync) or
    copying into them (sendfile) raises OSError(`code`). Files may be created first, as on a real
    full disk, where the error comes when the data is written."""
    root = os.path.realpath(folder)

    def under(descriptor: int) -> bool:
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                return False
            target = os.readlink(f"/proc/self/fd/{descriptor}")
        except OSError:
            return False
        return target.startswith(root + os.sep)

    real_fsync, real_sendfile = os.fsync, os.sendfile

    def fsync(descriptor: int) -> None:
        if under(descriptor):
            raise OSError(code, os.strerror(code))
        real_fsync(descriptor)

    def sendfile(out_fd: int, in_fd: int, offset: int | None, count: int) -> int:
        if under(out_fd):
            raise OSError(code, os.strerror(code))
        return real_sendfile(out_fd, in_fd, offset, count)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "sendfile", sendfile)
