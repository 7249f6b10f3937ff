"""The test command's first check: the installed runtime dependencies are within the bounds
pyproject.toml declares (a suite passing on versions Talekeeper does not declare proves nothing
about those it does, and the declared lowest ones are tested with `dev.py test --oldest`)."""

from __future__ import annotations

import importlib.metadata
import tomllib
from collections.abc import Callable
from pathlib import Path

from packaging.requirements import Requirement

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def installed(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def out_of_bounds(version_of: Callable[[str], str | None] = installed) -> list[str]:
    """One line per runtime dependency that is missing or outside its declared bounds."""
    problems = []
    for text in tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["dependencies"]:
        requirement = Requirement(text)
        found = version_of(requirement.name)
        if found is None:
            problems.append(f"{requirement.name} is not installed; Talekeeper declares {requirement} (pyproject.toml)")
        elif not requirement.specifier.contains(found, prereleases=True):
            problems.append(f"{requirement.name} {found} is installed, outside the declared {requirement} (pyproject.toml)")
    return problems
