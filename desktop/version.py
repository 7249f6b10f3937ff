"""Talekeeper's version, for `talekeeper --version`, Help > About and the log (no Qt here).

Installed (wheel, sdist, bundle), it is the package's metadata. In a clone of the repository it is
worked out from git as the build would (packaging/release.py): an editable install's metadata keeps
the version it was installed at, which no longer moves once more commits land.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
from pathlib import Path

CLONE = Path(__file__).resolve().parent.parent  # the repository's top, when this runs from a clone


def version() -> str | None:
    """The version running, or None when it cannot be told (a copy that is neither installed nor a clone)."""
    script = CLONE / "packaging" / "release.py"
    if (CLONE / ".git").exists() and script.is_file():
        spec = importlib.util.spec_from_file_location("talekeeper_release", script)
        if spec and spec.loader:
            release = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(release)
            described: str | None = release.describe(CLONE)
            if described:
                return described
    try:
        return importlib.metadata.version("talekeeper")
    except importlib.metadata.PackageNotFoundError:
        return None
