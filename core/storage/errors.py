"""The one error every file problem becomes."""

from __future__ import annotations

from pathlib import Path

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError


class SheetFileError(Exception):
    """A file that could not be read or written. `str(error)` names the file and what is wrong."""

    def __init__(self, path: Path | str, message: str) -> None:
        self.path = Path(path)
        self.message = message
        super().__init__(f"{self.path}: {message}")


def describe_validation(error: ValidationError, *, limit: int = 5) -> str:
    """Pydantic's errors as `field.path: message` lines a person can act on."""
    lines = []
    for item in error.errors(include_url=False)[:limit]:
        where = ".".join(str(part) for part in item["loc"]) or "(top level)"
        message = item["msg"].removeprefix("Value error, ")
        if item["type"] == "extra_forbidden":
            message = "unknown field (not part of this file format)"
        lines.append(f"{where}: {message}")
    more = error.error_count() - limit
    if more > 0:
        lines.append(f"... and {more} more problems")
    return "; ".join(lines)


class FileChangedError(SheetFileError):
    """The file on disk is no longer what was loaded: another program changed, moved or deleted it."""
