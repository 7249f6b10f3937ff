"""A library: a folder of `*.tale.json` character files plus `campaign.json`, and a `.trash` folder."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

from talekeeper.core.paths import printable
from talekeeper.core.storage.copies import CopyIndex
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.index import SummaryIndex
from talekeeper.core.storage.places import PLAY_FOLDER as PLAY_FOLDER
from talekeeper.core.storage.places import TRASH_FOLDER as TRASH_FOLDER
from talekeeper.core.storage.places import check_link_target, check_place, make_folder
from talekeeper.core.storage.refusals import FOLDER_NOT_MADE, NOT_RESTORED, NOT_TRASHED
from talekeeper.core.storage.summary import (
    SHEET_SUFFIX,
    BrokenFile,
    CharacterSummary,
    held,
    sort_entries,
    summarize,
)

if TYPE_CHECKING:
    from talekeeper.core.model import Campaign, Character
    from talekeeper.core.storage.files import Loaded, Revision
    from talekeeper.core.storage.jsonio import Steps

CAMPAIGN_FILE = "campaign.json"
MAX_STEM = 40
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}


def file_stem(name: str) -> str:
    """A safe file name from a character's name: letters, digits, `-` and `_` only."""
    text = unicodedata.normalize("NFKC", name)
    text = re.sub(r"[^\w-]+", "-", text, flags=re.UNICODE).strip("-_.")
    text = text[:MAX_STEM].rstrip("-_") or "character"
    if text.casefold() in _WINDOWS_RESERVED:
        text += "-1"
    return text


class Library:
    """The folder of characters a player or GM keeps."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path).expanduser()

    @property
    def campaign_path(self) -> Path:
        return self.path / CAMPAIGN_FILE

    @property
    def trash_path(self) -> Path:
        return self.path / TRASH_FOLDER

    @property
    def play_path(self) -> Path:
        return self.path / PLAY_FOLDER

    def ensure_exists(self) -> None:
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise SheetFileError(self.path, FOLDER_NOT_MADE, reason=error.strerror or str(error)) from None

    # -- listing -------------------------------------------------------------------------------

    def sheet_paths(self) -> list[Path]:
        """Every character file in the folder (not in the trash), sorted by file name."""
        if not self.path.is_dir():
            return []
        return sorted(p for p in self.path.glob(f"*{SHEET_SUFFIX}") if p.is_file())

    def scan(self) -> list[CharacterSummary | BrokenFile]:
        """A summary of every character, once, and the files that failed to load, in roster order.

        Files that hold the same character (a sync tool's conflict copies, a copy made by hand) are
        one entry, the original's, with the others in its `copies` (`core.storage.copies`).
        Summaries come from the index where the files have not changed; the others are read.
        """
        index = SummaryIndex(self.path)
        listing = index.listing(search=True)
        entries: list[CharacterSummary | BrokenFile] = [*listing.known, *(summarize(p) for p in listing.pending)]
        if listing.pending:
            index.write([e for e in entries if isinstance(e, CharacterSummary)], listing.signatures)
        copies = CopyIndex(lambda name: os.path.islink(self.path / name))
        listed, _ = copies.group(entries, held)
        return sort_entries(
            entry._replace(copies=copies.copies(entry.path.name)) if isinstance(entry, CharacterSummary) else entry for entry in listed
        )

    def remove_stray_temporaries(self) -> list[Path]:
        """Remove the temporary files that saves killed part-way left in the library and its play
        folder (older than a minute, of no running Talekeeper); done when a library is opened."""
        from talekeeper.core.storage.atomic import remove_stray_temporaries

        try:
            check_place(self.path, self.play_path, "folder")
        except SheetFileError:
            return remove_stray_temporaries(self.path)  # never removes files through a link
        return [*remove_stray_temporaries(self.path), *remove_stray_temporaries(self.play_path)]

    def load(self, path: Path) -> Loaded:
        from talekeeper.core.storage.files import read_character

        return read_character(path)

    def load_in_steps(self, path: Path) -> Steps:
        """`load` in slices of a few milliseconds (a window stays responsive); returns the Loaded."""
        from talekeeper.core.storage.files import read_character_in_steps

        return read_character_in_steps(path)

    # -- changes -------------------------------------------------------------------------------

    def new_path(self, name: str) -> Path:
        """A free file path for a new character, named once from its name."""
        stem = file_stem(name)
        taken = {p.name.casefold() for p in self.path.iterdir()} if self.path.is_dir() else set()
        candidate = f"{stem}{SHEET_SUFFIX}"
        number = 2
        while candidate.casefold() in taken:
            candidate = f"{stem}-{number}{SHEET_SUFFIX}"
            number += 1
        return self.path / candidate

    def create(self, character: Character) -> tuple[Path, str]:
        """Write a new character to a new file; return its path and fingerprint."""
        from talekeeper.core.storage.files import save_character

        self.ensure_exists()
        path = self.new_path(character.name)
        return path, save_character(character, path)

    def save(
        self, character: Character, path: Path, *, expected: str | None = None, backup: bool = True, revision: Revision | None = None
    ) -> str:
        """Save over an existing sheet, keeping the version it replaces as a backup.

        The backup is taken only for a save that is going to be written: after every check that can
        refuse it (size, `expected`) and once the new bytes are safely beside the file. If it cannot
        be kept, BackupError, and nothing is written; `backup=False` saves without one. `revision`
        is what the file records (`core.storage.files.next_revision`); nothing at all is written
        when the file already holds these bytes. Without `expected`, a sheet that is a link must point
        to a sheet in the library or to one holding this character
        (core.storage.places.check_link_target)."""
        from talekeeper.core.storage.backups import keep_backup
        from talekeeper.core.storage.files import save_character

        path = Path(path)
        if expected is None:  # what the file holds now is not known: never through a link swapped in
            check_link_target(self.path, path, character.id)

        def keep() -> None:
            keep_backup(path, known_good=expected)

        return save_character(character, path, expected=expected, before_replace=keep if backup else None, revision=revision)

    def duplicate(self, path: Path, name: str | None = None) -> tuple[Character, Path]:
        """A copy with a new id (and optionally a new name) in a new file."""
        from talekeeper.core.edit_events import FILE_DUPLICATED
        from talekeeper.core.events import event
        from talekeeper.core.model import HistoryKind
        from talekeeper.core.model.common import evolve, new_id

        original = self.load(path).character
        copy = evolve(original, id=new_id(), name=name or original.name).recorded(
            f"Duplicated from {original.name}", kind=HistoryKind.FILE, events=[event(FILE_DUPLICATED, original=original.name)]
        )
        new_path, _ = self.create(copy)
        return copy, new_path

    def add_version(self, data: bytes, source: Path) -> tuple[Character, Path]:
        """Keep another version of a sheet (git's other side of a file that holds two characters, a
        sync tool's copy holding another character) as a character of its own, byte for byte, under
        a free file name made from its name. SheetFileError (naming `source`) when it does not load."""
        from talekeeper.core.model import Character
        from talekeeper.core.storage.files import _check_size, _decode, _write
        from talekeeper.core.storage.migrations import CHARACTER_FORMAT

        character = _decode(data, Path(source), CHARACTER_FORMAT, Character)[0]
        self.ensure_exists()
        path = self.new_path(character.name)
        _check_size(path, data)
        _write(path, data)
        return character, path

    def came_back(self, path: Path, character_id: str) -> bool:
        """Whether the sheet at `path` holds a character this machine deleted (it is in the trash
        under its name, as `delete` puts it there): a sync tool brought it back because another
        machine changed it meanwhile. A trash that is a link or not a folder holds nothing."""
        trash = self.trash_path
        if os.path.islink(trash) or not trash.is_dir():
            return False
        stem = path.name.removesuffix(SHEET_SUFFIX)
        pattern = re.compile(re.escape(stem) + r"(?:-\d+)?" + re.escape(SHEET_SUFFIX))
        from talekeeper.core.storage.files import load_character

        for candidate in sorted(trash.iterdir()):
            if pattern.fullmatch(candidate.name) and not candidate.is_symlink():
                try:
                    if load_character(candidate).id == character_id:
                        return True
                except SheetFileError:
                    continue
        return False

    def delete(self, path: Path) -> Path:
        """Move a character file into the library's trash; return where it went. SheetFileError
        (nothing moved) when `.trash` is a link or not a folder (see core.storage.places)."""
        make_folder(self.path, self.trash_path)
        target = _free_name(self.trash_path, path.name)
        try:
            path.replace(target)
        except OSError as error:
            raise SheetFileError(path, NOT_TRASHED, reason=error.strerror or str(error)) from None
        return target

    def restore(self, trash_file: Path, to: Path | None = None) -> Path:
        """Bring a file back from the trash: to `to` when that name is free, else a free name.
        SheetFileError (nothing moved) when `.trash` has become a link or not a folder."""
        check_place(self.path, self.trash_path, "folder")
        target = to if to is not None and not to.exists() else _free_name(self.path, (to or trash_file).name)
        try:
            trash_file.replace(target)
        except OSError as error:
            raise SheetFileError(trash_file, NOT_RESTORED, reason=error.strerror or str(error)) from None
        return target

    def import_file(self, source: Path) -> tuple[Character, Path]:
        """Copy a character file from elsewhere into the library (a new id if that id is taken)."""
        from talekeeper.core.edit_events import FILE_IMPORTED
        from talekeeper.core.events import event
        from talekeeper.core.model import HistoryKind
        from talekeeper.core.model.common import clip, evolve, new_id

        character = self.load(Path(source)).character
        known_ids = {e.id for e in self.scan() if isinstance(e, CharacterSummary)}
        if character.id in known_ids:
            character = evolve(character, id=new_id())
        source_name = printable(Path(source).name)
        character = character.recorded(f"Imported from {source_name}", kind=HistoryKind.FILE, events=[event(FILE_IMPORTED, source=clip(source_name))])
        path, _ = self.create(character)
        return character, path

    # -- campaign ------------------------------------------------------------------------------

    def load_campaign(self) -> Campaign:
        from talekeeper.core.storage.files import load_campaign

        return load_campaign(self.campaign_path)

    def save_campaign(self, campaign: Campaign) -> None:
        from talekeeper.core.storage.files import save_campaign
        self.ensure_exists()
        check_place(self.path, self.campaign_path)
        save_campaign(campaign, self.campaign_path)


def _free_name(folder: Path, name: str) -> Path:
    target = folder / name
    stem = name.removesuffix(SHEET_SUFFIX)
    suffix = SHEET_SUFFIX if name.endswith(SHEET_SUFFIX) else ""
    number = 2
    while target.exists():
        target = folder / f"{stem}-{number}{suffix}"
        number += 1
    return target
