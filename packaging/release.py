"""Talekeeper's version, for the build (setup.py), the developer commands and a clone's `--version`.

The policy (README, "Versions"): a release is a `<release version="X.Y.Z">` added at the top of the
AppStream file (packaging/linux/*.metainfo.xml); the commit that adds it is version X.Y.Z, and every
commit after it is X.Y.Z.postN, N the number of commits since. So the version moves with every
change that lands (pip upgrades to it), always starts with the latest release the software centre
lists, and needs no git tag (a clone of main has everything it needs). An sdist has no git: its
PKG-INFO keeps the version it was made with. Standard library only.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from xml.etree import ElementTree

METAINFO = "packaging/linux/io.github.talekeeper.Talekeeper.metainfo.xml"


def latest_release(root: Path) -> str:
    """The newest release the AppStream file lists (they are listed newest first)."""
    releases = ElementTree.parse(root / METAINFO).getroot().iter("release")
    return next(releases).get("version") or ""


def _git(root: Path, *args: str) -> str | None:
    try:
        result = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return result.stdout.strip() if result.returncode == 0 else None


def describe(root: Path) -> str | None:
    """The version of the commit checked out in `root`, from git; None without git metadata."""
    if not (root / ".git").exists() or _git(root, "rev-parse", "HEAD") is None:
        return None
    latest = latest_release(root)
    added = _git(root, "log", "-1", "--format=%H", f"-Sversion=\"{latest}\"", "--", METAINFO)
    if not added:  # the release is not committed yet: this is it
        return latest
    count = int(_git(root, "rev-list", "--count", f"{added}..HEAD") or 0)
    return latest if count == 0 else f"{latest}.post{count}"


def from_pkg_info(root: Path) -> str | None:
    """The version an sdist was made with (its PKG-INFO), or None outside an sdist."""
    try:
        text = (root / "PKG-INFO").read_text(encoding="utf-8")
    except OSError:
        return None
    return next((line.partition(":")[2].strip() for line in text.splitlines() if line.startswith("Version:")), None)


def version(root: Path) -> str:
    """The version to build: git's in a clone, PKG-INFO's in an sdist."""
    found = describe(root) or from_pkg_info(root)
    if not found:
        raise SystemExit(f"talekeeper: no version: {root} is neither a git clone nor an sdist (PKG-INFO)")
    return found


if __name__ == "__main__":
    print(version(Path(__file__).resolve().parent.parent))
