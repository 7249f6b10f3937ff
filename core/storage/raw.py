"""Reading a file's bytes with a size limit, and its fingerprint: no parsing, no models.

Every path read here may be one another program or the user put there, so it is opened without
blocking and refused unless it is a regular file: a FIFO, a device or a socket under a sheet's name
would otherwise freeze the window for good.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from pathlib import Path
from typing import BinaryIO

from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.refusals import IS_FOLDER, MISSING, NOT_REGULAR_FILE, READ_REFUSED, TOO_LARGE, UNREADABLE

MAX_FILE_BYTES = 5 * 1024 * 1024

_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


def fingerprint(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


NOT_REGULAR = "not a regular file (a pipe, device or socket): Talekeeper reads only files"


class NotRegularFileError(OSError):
    """A path that is a FIFO, a device or a socket where a file was expected."""


def open_regular(path: Path) -> BinaryIO:
    """Open a file for reading without waiting on it (a plain open of a FIFO with no writer waits
    for ever); OSError for a folder (IsADirectoryError) or anything else that is not a regular file
    (NotRegularFileError)."""
    try:
        descriptor = os.open(path, _READ_FLAGS)
    except OSError as error:
        if error.errno == errno.ENXIO:  # a socket (or a device with nothing behind it)
            raise NotRegularFileError(errno.ENXIO, NOT_REGULAR, str(path)) from None
        raise
    try:
        mode = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "this is a folder, not a file", str(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(errno.EINVAL, NOT_REGULAR, str(path))
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def read_bytes(path: Path, *, limit: int = MAX_FILE_BYTES) -> bytes:
    """Read a regular file of at most `limit` bytes (5 MB); every failure is a SheetFileError."""
    path = Path(path)
    try:
        with open_regular(path) as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > limit:
                raise SheetFileError(path, TOO_LARGE, size=size, most=limit)
            data = stream.read(limit + 1)
    except FileNotFoundError:
        raise SheetFileError(path, MISSING) from None
    except IsADirectoryError:
        raise SheetFileError(path, IS_FOLDER) from None
    except NotRegularFileError:
        raise SheetFileError(path, NOT_REGULAR_FILE) from None
    except PermissionError:
        raise SheetFileError(path, READ_REFUSED) from None
    except OSError as error:
        raise SheetFileError(path, UNREADABLE, reason=error.strerror or str(error)) from None
    if len(data) > limit:
        raise SheetFileError(path, TOO_LARGE, size=limit + 1, most=limit)
    return data
