"""Reading a file's bytes with a size limit, and its fingerprint: no parsing, no models."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from core.storage.errors import SheetFileError

MAX_FILE_BYTES = 5 * 1024 * 1024


def fingerprint(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_bytes(path: Path) -> bytes:
    """Read a file of at most 5 MB; every failure is a SheetFileError."""
    path = Path(path)
    try:
        with open(path, "rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > MAX_FILE_BYTES:
                raise SheetFileError(path, f"the file is {size:,} bytes; Talekeeper opens files of at most {MAX_FILE_BYTES:,}")
            data = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise SheetFileError(path, "the file does not exist") from None
    except IsADirectoryError:
        raise SheetFileError(path, "this is a folder, not a file") from None
    except PermissionError:
        raise SheetFileError(path, "permission to read the file was refused") from None
    except OSError as error:
        raise SheetFileError(path, f"the file could not be read: {error.strerror or error}") from None
    if len(data) > MAX_FILE_BYTES:
        raise SheetFileError(path, f"the file is over {MAX_FILE_BYTES:,} bytes")
    return data
