"""The recovery journal: unsaved edits, written within seconds to the platform state folder.

Never over the user's file. One entry per character file with unsaved changes; an entry goes when
the character is saved or its changes are discarded. After a crash the entries are offered for
restoring, comparing or discarding, never restored silently.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from core import paths
from core.storage.atomic import atomic_write
from core.storage.errors import SheetFileError
from core.storage.jsonio import dump_json, parse_json
from core.storage.raw import MAX_FILE_BYTES, read_bytes

if TYPE_CHECKING:
    from core.model import Character

JOURNAL_FORMAT = "talekeeper.journal"
JOURNAL_VERSION = 1


@dataclass(frozen=True)
class JournalEntry:
    path: Path
    """The character file the unsaved edits belong to (inside the library)."""
    character: Character
    base_fingerprint: str | None
    """The file's fingerprint when it was loaded, to tell whether it changed since."""
    written: datetime
    entry_file: Path


class Journal:
    """Unsaved edits of one library."""

    def __init__(self, library: Path) -> None:
        self.library = Path(library).expanduser().resolve()
        self.folder = paths.state_dir() / "journal" / paths.library_key(self.library)

    def _entry_file(self, path: Path) -> Path:
        return self.folder / (hashlib.sha256(os.fsencode(Path(path).resolve())).hexdigest()[:24] + ".json")

    def write(self, path: Path, character: Character, base_fingerprint: str | None) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        body = {
            "format": JOURNAL_FORMAT,
            "schema_version": JOURNAL_VERSION,
            "path": Path(path).name,
            "base_fingerprint": base_fingerprint,
            "written": datetime.now(UTC).isoformat(timespec="seconds"),
            "character": character.model_dump(mode="json"),
        }
        atomic_write(self._entry_file(path), dump_json(body))

    def remove(self, path: Path) -> None:
        self._entry_file(path).unlink(missing_ok=True)

    def entries(self) -> tuple[list[JournalEntry], list[SheetFileError]]:
        """Every readable entry, and the problems with unreadable ones (which are left alone)."""
        found: list[JournalEntry] = []
        problems: list[SheetFileError] = []
        for file in sorted(self.folder.glob("*.json")) if self.folder.is_dir() else ():
            try:
                found.append(self._read(file))
            except SheetFileError as error:
                problems.append(error)
        return found, problems

    def _read(self, file: Path) -> JournalEntry:
        raw = parse_json(read_bytes(file, limit=2 * MAX_FILE_BYTES), file)
        if not isinstance(raw, dict) or raw.get("format") != JOURNAL_FORMAT or raw.get("schema_version") != JOURNAL_VERSION:
            raise SheetFileError(file, "not a Talekeeper journal entry of a version this program knows", code="file.not_journal")
        name = raw.get("path")
        if not isinstance(name, str) or Path(name).name != name or not name:
            raise SheetFileError(file, "the journal entry names no file in the library", code="file.journal_no_file")
        from pydantic import ValidationError

        from core.model import Character

        try:
            character = Character.model_validate(raw.get("character"))
            written = datetime.fromisoformat(str(raw.get("written")))
        except (ValidationError, ValueError) as error:
            raise SheetFileError(file, f"the journal entry is damaged: {error}", code="file.journal_damaged") from None
        base = raw.get("base_fingerprint")
        return JournalEntry(self.library / name, character, base if isinstance(base, str) else None, written, file)

    def discard(self, entry: JournalEntry) -> None:
        entry.entry_file.unlink(missing_ok=True)
