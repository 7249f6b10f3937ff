"""A library: a folder of `*.tale.json` character files plus `campaign.json`, and a `.trash` folder."""

from __future__ import annotations

import re
import shutil
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from core.model import Campaign, Character, CharacterKind, HistoryEntry, HistoryKind
from core.model.common import evolve, new_id
from core.model.condition import Condition, worst_condition
from core.storage.errors import SheetFileError
from core.storage.backups import keep_backup
from core.storage.files import (
    check_unchanged,
    SHEET_SUFFIX,
    Loaded,
    load_campaign,
    read_character,
    save_campaign,
    save_character,
)

CAMPAIGN_FILE = "campaign.json"
TRASH_FOLDER = ".trash"
PLAY_FOLDER = "play"
"""Saved extended contests and conflicts (`*.contest.json`, `*.conflict.json`), to resume later."""
MAX_STEM = 40
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}


@dataclass(frozen=True)
class CharacterSummary:
    """What the roster needs of a character, without keeping the whole sheet in memory."""

    path: Path
    id: str
    name: str
    kind: CharacterKind
    hp: int
    max_hp: int
    condition: Condition
    search_text: str
    """Lower-case names of the character, abilities, traits, relationships and belongings."""

    @classmethod
    def of(cls, character: Character, path: Path) -> CharacterSummary:
        words = [character.name, character.concept, *character.tags]
        words += [a.name for a in character.heroquest.abilities]
        words += [t.text for t in character.dogs.traits]
        words += [r.subject for r in character.dogs.relationships]
        words += [b.name for b in character.dogs.belongings]
        return cls(
            path=path,
            id=character.id,
            name=character.name,
            kind=character.kind,
            hp=character.harm.hp,
            max_hp=character.harm.max_hp,
            condition=worst_condition(character),
            search_text="\n".join(words).casefold(),
        )


@dataclass(frozen=True)
class BrokenFile:
    """A file in the library that failed to load; it is listed, never written to."""

    path: Path
    error: SheetFileError


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
            raise SheetFileError(self.path, f"the library folder could not be made: {error.strerror or error}") from None

    # -- listing -------------------------------------------------------------------------------

    def sheet_paths(self) -> list[Path]:
        """Every character file in the folder (not in the trash), sorted by file name."""
        if not self.path.is_dir():
            return []
        return sorted(p for p in self.path.glob(f"*{SHEET_SUFFIX}") if p.is_file())

    def scan(self) -> list[CharacterSummary | BrokenFile]:
        """Summaries of every sheet, and the files that failed to load, by name."""
        entries: list[CharacterSummary | BrokenFile] = []
        for path in self.sheet_paths():
            try:
                entries.append(CharacterSummary.of(read_character(path).character, path))
            except SheetFileError as error:
                entries.append(BrokenFile(path, error))
        return sorted(entries, key=lambda e: (e.name.casefold() if isinstance(e, CharacterSummary) else "\uffff", e.path.name))

    def load(self, path: Path) -> Loaded:
        return read_character(path)

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
        self.ensure_exists()
        path = self.new_path(character.name)
        return path, save_character(character, path)

    def save(self, character: Character, path: Path, *, expected: str | None = None) -> str:
        """Save over an existing sheet, keeping the version it replaces as a backup."""
        if expected is not None:
            check_unchanged(path, expected)
        keep_backup(path)
        return save_character(character, path, expected=expected)

    def rename(self, path: Path, name: str) -> Character:
        """Change the name inside the sheet; the file keeps the name it was given at creation."""
        loaded = read_character(path)
        entry = HistoryEntry(kind=HistoryKind.EDIT, summary=f"Renamed from {loaded.character.name} to {name}")
        character = evolve(loaded.character, name=name, history=(*loaded.character.history, entry))
        self.save(character, path, expected=loaded.fingerprint)
        return character

    def duplicate(self, path: Path, name: str | None = None) -> tuple[Character, Path]:
        """A copy with a new id (and optionally a new name) in a new file."""
        original = read_character(path).character
        entry = HistoryEntry(kind=HistoryKind.FILE, summary=f"Duplicated from {original.name}")
        copy = evolve(original, id=new_id(), name=name or original.name, history=(*original.history, entry))
        new_path, _ = self.create(copy)
        return copy, new_path

    def delete(self, path: Path) -> Path:
        """Move a character file into the library's trash; return where it went."""
        self.trash_path.mkdir(exist_ok=True)
        target = _free_name(self.trash_path, path.name)
        try:
            path.replace(target)
        except OSError as error:
            raise SheetFileError(path, f"the file could not be moved to the trash: {error.strerror or error}") from None
        return target

    def restore(self, trash_file: Path, to: Path | None = None) -> Path:
        """Bring a file back from the trash: to `to` when that name is free, else a free name."""
        target = to if to is not None and not to.exists() else _free_name(self.path, (to or trash_file).name)
        try:
            trash_file.replace(target)
        except OSError as error:
            raise SheetFileError(trash_file, f"the file could not be restored: {error.strerror or error}") from None
        return target

    def import_file(self, source: Path) -> tuple[Character, Path]:
        """Copy a character file from elsewhere into the library (a new id if that id is taken)."""
        character = read_character(source).character
        known_ids = {e.id for e in self.scan() if isinstance(e, CharacterSummary)}
        if character.id in known_ids:
            character = evolve(character, id=new_id())
        entry = HistoryEntry(kind=HistoryKind.FILE, summary=f"Imported from {Path(source).name}")
        character = evolve(character, history=(*character.history, entry))
        path, _ = self.create(character)
        return character, path

    # -- campaign ------------------------------------------------------------------------------

    def load_campaign(self) -> Campaign:
        return load_campaign(self.campaign_path)

    def save_campaign(self, campaign: Campaign) -> None:
        self.ensure_exists()
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
