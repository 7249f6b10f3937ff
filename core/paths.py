"""Where Talekeeper keeps things, in one place.

Character files are documents and live in the library folder the user sees. Journals, backups,
locks and settings live in the platform's application folders (platformdirs). Two environment
variables point them elsewhere (the tests use both):

- `TALEKEEPER_LIBRARY`: the default library folder;
- `TALEKEEPER_APPDIRS`: one folder holding `config/`, `data/`, `state/`, `cache/` and `log/`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Talekeeper"
LIBRARY_ENV = "TALEKEEPER_LIBRARY"
APPDIRS_ENV = "TALEKEEPER_APPDIRS"


def default_library() -> Path:
    """`TALEKEEPER_LIBRARY`, or `Talekeeper` in the user's documents folder."""
    override = os.environ.get(LIBRARY_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs  # here, not at import: git's merge driver and `printable` have no need of it

    return platformdirs.user_documents_path() / APP_NAME


def _app_dir(kind: str) -> Path:
    override = os.environ.get(APPDIRS_ENV)
    if override:
        return Path(override).expanduser() / kind
    import platformdirs

    finder = {
        "config": platformdirs.user_config_path,
        "data": platformdirs.user_data_path,
        "state": platformdirs.user_state_path,
        "cache": platformdirs.user_cache_path,
        "log": platformdirs.user_log_path,
    }[kind]
    return finder(APP_NAME, appauthor=False)


def config_dir() -> Path:
    return _app_dir("config")


def data_dir() -> Path:
    """Backups of character files."""
    return _app_dir("data")


def state_dir() -> Path:
    """The recovery journal and library locks."""
    return _app_dir("state")


def cache_dir() -> Path:
    return _app_dir("cache")


def log_dir() -> Path:
    """The program's log (unexpected errors, with their tracebacks)."""
    return _app_dir("log")


def library_key(library: Path) -> str:
    """A folder name that stands for one library in the application folders (name + path hash).

    The hash is of the path's bytes as the system gives them (os.fsencode), so a folder whose name
    is not UTF-8 has a key too; a UTF-8 path hashes as it always did."""
    resolved = Path(library).expanduser().resolve()
    import hashlib

    digest = hashlib.sha256(os.fsencode(resolved)).hexdigest()[:10]
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in resolved.name)[:30] or "library"
    return f"{safe}-{digest}"


def printable(path: Path | str) -> str:
    """A path or file name as text to show: bytes that are not valid in the system's encoding (kept
    by Python as surrogate escapes, which Qt would silently drop) become replacement characters."""
    return os.fsencode(path).decode(sys.getfilesystemencoding(), "replace")
