"""The one error every file problem becomes."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from talekeeper.core.paths import printable
from talekeeper.core.refusal import Refusal

if TYPE_CHECKING:
    from pydantic import ValidationError


class SheetFileError(Refusal):
    """A file that could not be read or written: a refusal (`code`, `params`) naming the file.
    `str(error)` names the file and what is wrong in English, for logs (a name that is not UTF-8
    with replacement characters; `path` is the path itself); the window words it from the code,
    with the file's name as `{file}`."""

    def __init__(self, path: Path | str, message: str, *, code: str, **params: Any) -> None:
        self.path = Path(path)
        self.message = message
        super().__init__(f"{printable(self.path)}: {message}", code=code, file=printable(self.path), **params)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild_file_error, (type(self), self.path, self.message, self.code, {k: v for k, v in self.params.items() if k != "file"}))


def _rebuild_file_error(cls: type[SheetFileError], path: Path, message: str, code: str, params: dict[str, Any]) -> SheetFileError:
    error = SheetFileError.__new__(cls)
    SheetFileError.__init__(error, path, message, code=code, **params)
    return error


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


class BackupError(SheetFileError):
    """A save refused before anything was written, because the version it would replace could not
    be kept as a backup. `backup` is the backup folder, `reason` what went wrong; the caller may
    save without a backup (`Library.save(..., backup=False)`) if the user agrees."""

    def __init__(self, path: Path | str, backup: Path, reason: str) -> None:
        self.backup = Path(backup)
        self.reason = reason
        super().__init__(
            path, f"the version it replaces could not be kept as a backup in {printable(self.backup)}: {reason}",
            code="file.backup_failed", folder=printable(self.backup), reason=reason,
        )
