"""Where in a library Talekeeper may write, move and delete: the one check every writer calls.

A library is shared: git, a sync tool or a table-mate can put a symbolic link anywhere in it
(`.trash` -> a folder of the user's, `.gitattributes` -> a file of theirs). Talekeeper never
writes, moves or deletes through such a link: `check_place` refuses, naming the link, unless
every part of the path below the library folder is a real folder (and the last part, if it
exists, a real folder or a regular file as asked). The library folder itself may be a link: the
user chose it.

A sheet may be a link to a file (issue 12: a player's own sheet linked into the GM's library);
saving it writes the target, and the roster says where that is. Sheets lie in the library folder
itself, so no part of their path needs checking; deleting one moves the link, not its target.

`library_problems` lists what `talekeeper check` and the window report: the places the program
writes to that are links or not what they should be, and entries named like a sheet that are not
files (a pipe, a folder, a device, a dangling link or a loop of links), which are never listed as
characters.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from talekeeper.core.paths import printable
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.refusals import FOLDER_NOT_MADE_HERE, IS_FOLDER, LINK_ELSEWHERE, LINK_REFUSED, NOT_FOLDER, NOT_REGULAR_FILE, UNREADABLE
from talekeeper.core.storage.sync_copies import CAMPAIGN_FILE, SHEET_SUFFIX

Last = Literal["file", "folder", "entry"]
"""What the last part of a checked path must be when it exists: a regular file, a folder, or any
entry that is not a folder (a link too: a file that is moved or removed, which moves or removes
the link itself, never its target)."""

TRASH_FOLDER = ".trash"
PLAY_FOLDER = "play"
"""Saved extended contests and conflicts (`*.contest.json`, `*.conflict.json`), to resume later."""
PRIVATE = ".talekeeper"
RECORDS = Path(PRIVATE) / "merges"
"""This machine's open merge conflicts (core.merge.pending, which names it too, as does
core.storage.copies: both are imported without this module)."""
PLACES: tuple[tuple[str, Last], ...] = (
    (TRASH_FOLDER, "folder"), (PRIVATE, "folder"), (RECORDS.as_posix(), "folder"), (PLAY_FOLDER, "folder"),
    (CAMPAIGN_FILE, "file"), (".gitattributes", "file"), (".gitignore", "file"),
)
"""The places in a library the program writes to (besides the sheets), and what each must be."""


def check_place(library: Path, path: Path, last: Last = "file") -> Path:
    """`path` (inside `library`) if Talekeeper may write, move or delete there; SheetFileError,
    naming the part that is wrong, when a part of it below the library is a link (code
    `file.link_refused`), a folder part is not a folder (`file.not_folder`), or the last part
    is not what `last` asks. Parts that do not exist yet are fine (`make_folder` makes them)."""
    library, path = Path(library), Path(path)
    parts = path.relative_to(library).parts  # ValueError: a caller's mistake, not the user's
    current = library
    for index, part in enumerate(parts):
        current = current / part
        final = index == len(parts) - 1
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            return path
        except OSError as error:
            raise SheetFileError(current, UNREADABLE, reason=error.strerror or str(error)) from None
        if stat.S_ISLNK(mode) and not (final and last == "entry"):
            target = printable(os.readlink(current))
            raise SheetFileError(current, LINK_REFUSED, target=target)
        if (not final or last == "folder") and not stat.S_ISDIR(mode):
            raise SheetFileError(current, NOT_FOLDER)
        if final and last != "folder" and stat.S_ISDIR(mode):
            raise SheetFileError(current, IS_FOLDER)
        if final and last == "file" and not stat.S_ISREG(mode):
            raise SheetFileError(current, NOT_REGULAR_FILE)
    return path


def own_folder(library: Path, folder: Path) -> bool:
    """Whether `folder` is a real folder of the library's, reached through no link (what is
    found through a link is not this machine's: `talekeeper check` and the window name the link)."""
    try:
        check_place(library, folder, "folder")
    except SheetFileError:
        return False
    return Path(folder).is_dir()


def make_folder(library: Path, folder: Path) -> Path:
    """Make `folder` (inside `library`) and the folders above it that are missing, after
    `check_place`; SheetFileError when a part is a link or not a folder, or it cannot be made."""
    check_place(library, folder, "folder")
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise SheetFileError(folder, FOLDER_NOT_MADE_HERE, reason=error.strerror or str(error)) from None
    return check_place(library, folder, "folder")  # nothing swapped a part for a link meanwhile


def check_link_target(library: Path, path: Path, character_id: str) -> None:
    """Before a sheet is saved over without knowing what the file holds now (Save Anyway after it
    changed on disk): when `path` is a link, refuse (`file.link_elsewhere`) unless it points to a
    sheet at the top of the library or to a file that holds this very character (a player's sheet
    linked in). A link swapped in for the sheet by someone else never gets a sheet written over
    whatever it points to, nor a new file made where it points."""
    if not os.path.islink(path):
        return
    target = Path(os.path.realpath(path))
    if target.parent == Path(os.path.realpath(library)) and target.name.endswith(SHEET_SUFFIX):
        return
    from talekeeper.core.storage.files import read_character

    try:
        if read_character(target).character.id == character_id:
            return
    except SheetFileError:
        pass
    raise SheetFileError(path, LINK_ELSEWHERE, target=printable(target))


@dataclass(frozen=True)
class PlaceProblem:
    """A path in a library the program refuses to use or to list, and why: `kind` is `link`,
    `records_link` (`.talekeeper` or its `merges`), `not_folder` or `not_file` for a place the
    program writes to; `folder`, `pipe`, `device`, `socket`, `dangling_link`, `link_loop` or
    `other` for an entry named like a sheet. `target` is where a link points (empty otherwise)."""

    path: Path
    kind: str
    target: str = ""

    def describe(self) -> str:
        """English, for `talekeeper check`; the window words `kind` itself."""
        target = f" (to {self.target})" if self.target else ""
        return _ENGLISH[self.kind].format(target=target)


_ENGLISH = {
    "link": "a link{target}: Talekeeper does not write, move or delete through it; remove the link",
    "records_link": (
        "a link{target}: Talekeeper does not write, move or delete through it; remove the link. This machine's open merge "
        "conflicts are kept there: if a git pull replaced the folder with this link, the ones it held are lost (those files hold your side of each)"
    ),
    "not_folder": "should be a folder but is a file (or a pipe, device or socket): Talekeeper leaves it alone; rename or remove it",
    "not_file": "should be a file but is a folder (or a pipe, device or socket): Talekeeper leaves it alone; rename or remove it",
    "folder": "a folder named like a character file: not listed as a character",
    "pipe": "a pipe (FIFO) named like a character file: not listed as a character",
    "device": "a device named like a character file: not listed as a character",
    "socket": "a socket named like a character file: not listed as a character",
    "dangling_link": "a link to a file that does not exist{target}, named like a character file: not listed as a character",
    "link_loop": "a loop of links{target}, named like a character file: not listed as a character",
    "other": "not a regular file, named like a character file: not listed as a character",
}


def library_problems(library: Path) -> list[PlaceProblem]:
    """The places of `library` the program writes to that it refuses (links, or a file where a
    folder belongs), and the entries named `*.tale.json` that are not files; by path."""
    library = Path(library)
    problems: list[PlaceProblem] = []
    for name, last in PLACES:
        try:
            check_place(library, library / name, last)
        except SheetFileError as error:
            if error.path != library / name and any(p.path == error.path for p in problems):
                continue  # `.talekeeper/merges` below a `.talekeeper` already named
            if error.code == "file.link_refused":
                kind = "records_link" if name.startswith(PRIVATE) else "link"
                problems.append(PlaceProblem(error.path, kind, str(error.params["target"])))
            elif error.code in ("file.not_folder", "file.is_folder", "file.not_regular"):
                problems.append(PlaceProblem(error.path, "not_folder" if error.code == "file.not_folder" else "not_file"))
    problems.extend(odd_sheets(library))
    return sorted(problems, key=lambda p: os.fsencode(p.path))


def odd_sheets(library: Path) -> list[PlaceProblem]:
    """Entries named `*.tale.json` at the top of `library` that are neither a regular file nor a
    link to one (never listed as characters)."""
    found: list[PlaceProblem] = []
    try:
        entries = list(os.scandir(library))
    except OSError:
        return found
    for entry in entries:
        if not entry.name.endswith(SHEET_SUFFIX) or entry.name.startswith("."):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                continue
            target = printable(os.readlink(entry.path)) if entry.is_symlink() else ""
        except OSError:
            continue
        if kind := _kind(Path(entry.path)):
            found.append(PlaceProblem(Path(entry.path), kind, target))
    return found


def _kind(path: Path) -> str:
    """What `path` is when it is not a regular file (following links): "" for a regular file."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "dangling_link"
    except OSError as error:
        return "link_loop" if error.errno == errno.ELOOP else "other"
    if stat.S_ISREG(mode):
        return ""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "other"


