"""The recovery journal: unsaved edits, written within seconds to the platform state folder.

Never over the user's file. One entry per character file with unsaved changes; an entry goes when
the character is saved or its changes are discarded. After a crash the entries are offered for
restoring, comparing or discarding, never restored silently.

Entries belong to the running copy of Talekeeper that wrote them (see `owner`): each copy writes
into a folder named after its owner, beside the owner's lock file, and removes only its own
entries. Start-up offers only the entries of owners that no longer run, so a second copy of the
program never removes, nor offers as crashed, the live edits of the first.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from talekeeper.core import paths
from talekeeper.core.storage.atomic import atomic_write
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.jsonio import parse_json
from talekeeper.core.storage.owner import LOCK_SUFFIX, Owner, forget_gone, is_running
from talekeeper.core.storage.raw import MAX_FILE_BYTES, read_bytes
from talekeeper.core.storage.refusals import JOURNAL_DAMAGED, JOURNAL_NO_FILE, NOT_JOURNAL

if TYPE_CHECKING:
    from talekeeper.core.model import Character

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
    """Unsaved edits of one library, written by this copy of the program."""

    def __init__(self, library: Path) -> None:
        self.library = Path(library).expanduser().resolve()
        self.folder = paths.state_dir() / "journal" / paths.library_key(self.library)
        self._owner: Owner | None = None
        """Claimed at the first write, so a copy that only looks writes nothing."""

    @property
    def _own_folder(self) -> Path | None:
        return None if self._owner is None else self.folder / self._owner.name

    def _entry_file(self, folder: Path, path: Path) -> Path:
        return folder / (hashlib.sha256(os.fsencode(Path(path).resolve())).hexdigest()[:24] + ".json")

    def write(self, path: Path, character: Character, base_fingerprint: str | None) -> None:
        from talekeeper.core.storage.model_json import dump_with_model  # pydantic: not before the first paint

        if self._owner is None:
            self._owner = Owner(self.folder)
        folder = self.folder / self._owner.name
        folder.mkdir(exist_ok=True)
        body = {
            "format": JOURNAL_FORMAT,
            "schema_version": JOURNAL_VERSION,
            "path": Path(path).name,
            "base_fingerprint": base_fingerprint,
            "written": datetime.now(UTC).isoformat(timespec="seconds"),
        }
        atomic_write(self._entry_file(folder, path), dump_with_model(body, "character", character))

    def remove(self, path: Path) -> None:
        """Remove this copy's entry for `path` (another copy's entry is never touched)."""
        if self._own_folder is not None:
            self._entry_file(self._own_folder, path).unlink(missing_ok=True)

    def close(self) -> None:
        """This copy is done with the journal: let go of its owner lock. Entries it did not remove
        stay, and are offered at the next start as a crashed session's would be."""
        if self._owner is not None:
            folder = self.folder / self._owner.name
            with contextlib.suppress(OSError):
                folder.rmdir()  # only when empty
            self._owner.release(forget=not folder.exists())
            self._owner = None

    def entries(self) -> tuple[list[JournalEntry], list[SheetFileError]]:
        """The entries of copies that no longer run (what a start-up offers), and the problems with
        unreadable ones (which are left alone)."""
        files: list[Path] = []
        for item in sorted(self.folder.iterdir()) if self.folder.is_dir() else ():
            if item.suffix == ".json" and not item.is_dir():
                files.append(item)  # written by a Talekeeper from before entries had owners
                continue
            owner = item.name.removesuffix(LOCK_SUFFIX)
            if (self._owner is not None and owner == self._owner.name) or is_running(self.folder, owner):
                continue
            if item.is_dir():
                files += sorted(item.glob("*.json"))
            with contextlib.suppress(OSError):  # a gone owner that left nothing: tidied away
                if item.is_dir():
                    item.rmdir()
                elif not (self.folder / owner).exists():
                    forget_gone(self.folder, owner)
        return self._read_all(files)

    def own_entries(self) -> tuple[list[JournalEntry], list[SheetFileError]]:
        """This copy's own entries (its unsaved edits as journaled so far)."""
        folder = self._own_folder
        return self._read_all(sorted(folder.glob("*.json")) if folder is not None and folder.is_dir() else [])

    def _read_all(self, files: list[Path]) -> tuple[list[JournalEntry], list[SheetFileError]]:
        found: list[JournalEntry] = []
        problems: list[SheetFileError] = []
        for file in files:
            try:
                found.append(self._read(file))
            except SheetFileError as error:
                problems.append(error)
        return found, problems

    def _read(self, file: Path) -> JournalEntry:
        raw = parse_json(read_bytes(file, limit=2 * MAX_FILE_BYTES), file)
        if not isinstance(raw, dict) or raw.get("format") != JOURNAL_FORMAT or raw.get("schema_version") != JOURNAL_VERSION:
            raise SheetFileError(file, NOT_JOURNAL)
        name = raw.get("path")
        if not isinstance(name, str) or Path(name).name != name or not name:
            raise SheetFileError(file, JOURNAL_NO_FILE)
        from pydantic import ValidationError

        from talekeeper.core.model import Character

        try:
            character = Character.model_validate(raw.get("character"))
            written = datetime.fromisoformat(str(raw.get("written")))
        except (ValidationError, ValueError) as error:
            raise SheetFileError(file, JOURNAL_DAMAGED, reason=str(error)) from None
        base = raw.get("base_fingerprint")
        return JournalEntry(self.library / name, character, base if isinstance(base, str) else None, written, file)

    def discard(self, entry: JournalEntry) -> None:
        """Remove an entry that was offered (restored or discarded); a gone owner left with no
        entries is tidied away."""
        entry.entry_file.unlink(missing_ok=True)
        owner_folder = entry.entry_file.parent
        if owner_folder != self.folder and not is_running(self.folder, owner_folder.name):
            with contextlib.suppress(OSError):
                owner_folder.rmdir()  # only when empty
                forget_gone(self.folder, owner_folder.name)
