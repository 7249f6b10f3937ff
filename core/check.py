"""Check every file of a library, for `talekeeper check` (a campaign repository's own CI).

It sits above storage, merge and the rules (it reads merge records and play files), so storage
needs none of them.

Problems found: a sheet, `campaign.json` or saved contest or conflict (`play/`) that does not load
(git conflict markers named as such); a sync tool's conflict copy of a sheet or of `campaign.json`
(one holding another character said so); two sheets holding the same character; open conflicts a
merge left for the merge window; files git's merge left unmerged, when the library is in a git
work tree (`core.storage.git_state`: two characters under one name, a sheet deleted on one side
and changed on the other, a merge not finished); a place
the program writes to that is a link or not what it should be, and an entry named like a sheet
that is not a file (core.storage.places).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TypeVar

from talekeeper.core.merge.pending import list_pending, open_record
from talekeeper.core.model import Character
from talekeeper.core.model.common import Model
from talekeeper.core.paths import printable
from talekeeper.core.rules.dogs import Conflict
from talekeeper.core.rules.heroquest.extended import ExtendedContest
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.files import load_campaign, load_character, load_model
from talekeeper.core.storage.library import CAMPAIGN_FILE, PLAY_FOLDER
from talekeeper.core.storage.places import library_problems, own_folder
from talekeeper.core.storage.play import play_kinds
from talekeeper.core.storage.raw import read_bytes
from talekeeper.core.storage.refusals import FOLDER_UNREADABLE
from talekeeper.core.storage.sync_copies import SHEET_SUFFIX, ConflictCopy, conflict_copy

T = TypeVar("T")
_PLAY_MODELS: tuple[type[Model], ...] = (ExtendedContest, Conflict)  # each registers how it is saved (core.storage.play)
_TOOL_NAMES = {"syncthing": "Syncthing", "dropbox": "Dropbox", "nextcloud": "Nextcloud", "owncloud": "ownCloud", "onedrive": "OneDrive"}


@dataclass(frozen=True)
class Problem:
    path: Path
    message: str

    def __str__(self) -> str:
        return f"{printable(self.path)}: {self.message}"  # a name that is not UTF-8 is shown, never a crash of the output


def check_library(folder: Path) -> list[Problem]:
    """Every problem in the library at `folder`, in file-name order; SheetFileError when the
    folder cannot be listed."""
    folder = Path(folder)
    try:
        names = sorted(entry.name for entry in folder.iterdir() if entry.is_file())
    except OSError as error:
        raise SheetFileError(folder, FOLDER_UNREADABLE, reason=error.strerror or str(error)) from None
    problems: list[Problem] = []
    sheets: dict[str, Character] = {}
    copies: list[ConflictCopy] = []
    for name in names:
        copy = conflict_copy(name, names)
        if copy is not None and copy.certain:
            copies.append(copy)
        elif name.endswith(SHEET_SUFFIX):
            character = _load(folder / name, problems, load_character)
            if character is not None:
                sheets[name] = character
            if copy is not None:  # a OneDrive-style name: a copy only when it holds the original's character
                copies.append(copy)
        elif name == CAMPAIGN_FILE:
            _load(folder / name, problems, load_campaign)
    copies = [c for c in copies if c.certain or _same_character(sheets, c)]
    copied = {c.name for c in copies}
    problems.extend(Problem(folder / c.name, _copy_message(c, _stranger(folder, sheets, c))) for c in copies)
    problems.extend(_duplicates(folder, {n: c for n, c in sheets.items() if n not in copied}))
    problems.extend(_play_problems(folder, folder / PLAY_FOLDER))
    problems.extend(_pending_problems(folder))
    problems.extend(_git_problems(folder, {c.id for c in sheets.values()}, {p.path.name for p in problems if p.path.parent == folder}))
    problems.extend(Problem(place.path, place.describe()) for place in library_problems(folder))
    return sorted(problems, key=lambda p: (str(p.path), p.message))


def _load(path: Path, problems: list[Problem], load: Callable[[Path], T]) -> T | None:
    """What `load` reads from `path`, or None with the problem noted."""
    try:
        return load(path)
    except SheetFileError as error:
        problems.append(Problem(path, _describe(path, error)))
        return None


def _describe(path: Path, error: SheetFileError) -> str:
    try:
        data = read_bytes(path)
    except SheetFileError:
        return error.message
    if data.startswith(b"<<<<<<< ") or b"\n<<<<<<< " in data:
        return "holds git conflict markers (merged without Talekeeper's merge driver: run `talekeeper git-setup`, then merge again)"
    return error.message


def _same_character(sheets: dict[str, Character], copy: ConflictCopy) -> bool:
    original, candidate = sheets.get(copy.original), sheets.get(copy.name)
    return original is not None and candidate is not None and original.id == candidate.id


def _stranger(folder: Path, sheets: dict[str, Character], copy: ConflictCopy) -> Character | None:
    """The character a sync tool's copy holds when its original holds another one (None: the same
    one, no original that loads, or a copy that does not load)."""
    if not copy.certain or copy.original not in sheets:
        return None
    try:
        held = load_character(folder / copy.name)
    except SheetFileError:
        return None
    original = sheets.get(copy.original)
    return held if original is not None and original.id != held.id else None


def _copy_message(copy: ConflictCopy, stranger: Character | None = None) -> str:
    made = ", ".join(part for part in (copy.device, copy.when) if part)
    what = f"a {_TOOL_NAMES[copy.tool.value]} conflict copy of {copy.original}{f' ({made})' if made else ''}"
    if stranger is not None:
        return f"{what} holding another character ({stranger.name}): open the library in Talekeeper and choose Keep Both"
    return f"{what}: open the library in Talekeeper to merge it"


def _duplicates(folder: Path, sheets: dict[str, Character]) -> list[Problem]:
    by_id: dict[str, list[str]] = {}
    for name, character in sheets.items():
        by_id.setdefault(character.id, []).append(name)
    return [
        Problem(folder / names[0], f"holds the same character as {', '.join(names[1:])} ({sheets[names[0]].name}, id {character_id})")
        for character_id, names in sorted(by_id.items())
        if len(names) > 1
    ]


def _play_problems(library: Path, play: Path) -> list[Problem]:
    problems: list[Problem] = []
    kinds = play_kinds()
    for model in _PLAY_MODELS:
        format_name, suffix, _named = kinds[model]
        for path in sorted(play.glob(f"*{suffix}")) if own_folder(library, play) else ():
            _load(path, problems, partial(load_model, format_name=format_name, model=model))
    return problems


def _git_problems(folder: Path, held: set[str], named: set[str]) -> list[Problem]:
    """What git's merge left unmerged in the library (`named`: files with a problem said already)."""
    from talekeeper.core.storage.git_state import OURS, THEIRS, Kind, unmerged

    finish = "`git add -A && git commit`"
    problems: list[Problem] = []
    for name, entry in sorted(unmerged(folder).items()):
        kind, present = entry.kind, os.path.lexists(folder / name)
        if kind is Kind.TWO_CHARACTERS:
            both = f"{entry.names.get(OURS, '?')} here, {entry.names.get(THEIRS, '?')} from the other side"
            if entry.missing(held):
                message = f"git's merge left two different characters under this name ({both}; git add/add): open the library in Talekeeper and choose Keep Both, then {finish}"
            else:
                message = f"git's merge of this file is not finished; both characters are kept ({both}): finish it with {finish}"
        elif kind in (Kind.DELETED_HERE, Kind.DELETED_THERE) and present:
            sides = "deleted here and changed on the other side" if kind is Kind.DELETED_HERE else "changed here and deleted on the other side"
            message = f"{sides} of a git merge (modify/delete): open the library in Talekeeper to keep the edited character or delete it, then {finish}"
        elif name in named:
            continue  # its problem says what to do first (open conflicts, conflict markers)
        else:
            message = f"git's merge of this file is not finished: finish it with {finish}"
        problems.append(Problem(folder / name, message))
    return problems


def _pending_problems(folder: Path) -> list[Problem]:
    """A usable record is a problem of its sheet (conflicts wait); one the app refuses (broken,
    forged, misnamed, for a sheet that is not there) is a problem of the record, with the reason
    the app gives."""
    problems: list[Problem] = []
    for path in list_pending(folder):
        try:
            record, _ = open_record(folder, path)
        except SheetFileError as error:
            problems.append(Problem(path, f"{error.message}: open the library in Talekeeper to discard it"))
            continue
        count = len(record.conflicts)
        problems.append(Problem(folder / record.file, f"{count} open conflict{'s' if count != 1 else ''} from a merge wait{'' if count != 1 else 's'} for a choice in Talekeeper"))
    return problems
