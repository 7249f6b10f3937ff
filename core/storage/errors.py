"""The one error every file problem becomes."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from talekeeper.core.paths import printable
from talekeeper.core.refusal import Refusal, RefusalCode
from talekeeper.core.storage.refusals import BACKUP_FAILED

if TYPE_CHECKING:
    from pydantic import ValidationError


class SheetFileError(Refusal):
    """A file that could not be read or written: a refusal (`code`, `params`) naming the file.
    `str(error)` names the file and what is wrong in English, for logs (a name that is not UTF-8
    with replacement characters; `path` is the path itself); the window words it from the code,
    with the file's name as `{file}`. Codes `file.*` (`core.storage.refusals`)."""

    CONTEXT = {"file": str}

    def __init__(self, path: Path | str, declared: RefusalCode, /, **params: Any) -> None:
        self.path = Path(path)
        super().__init__(declared, file=printable(self.path), **params)

    @classmethod
    def at(cls, path: Path | str, refusal: Refusal) -> Self:
        """`refusal` (a file's migration refused, ...) naming the file at `path`."""
        return cls(path, refusal.declared, **{k: v for k, v in refusal.params.items() if k != "file"})

    @property
    def message(self) -> str:
        """What is wrong, in English, without the file's name."""
        return self.declared.say(self.params)

    def english(self) -> str:
        return f"{printable(self.path)}: {self.message}"


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
        super().__init__(path, BACKUP_FAILED, folder=printable(self.backup), reason=reason)
