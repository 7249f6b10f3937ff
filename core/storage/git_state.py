"""What git says of a library inside a git work tree: the files a merge left unmerged (issue 19).

Two cases git cannot merge by itself reach the table, and neither may lose a character:
- two different characters added under one file name on two machines (git's add/add; the merge
  driver refuses to merge two characters, so the file keeps this machine's one and git keeps the
  other only in its index, stage 3): both are kept as two characters, the other under a free name;
- a sheet deleted on one side and changed on the other (git's modify/delete; the file in the work
  tree is the changed one): it is kept, or deleted, as a person chooses.

Read with `git ls-files -u -z` and `git cat-file --batch`, each with a time limit. git missing, a
folder that is not in a work tree, a git that fails or hangs: nothing is unmerged (never an error).
Only files at the top of the library count (sheets and `campaign.json`). No I/O in the library
itself besides looking for `.git` above it.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.migrations import CHARACTER_FORMAT
from talekeeper.core.storage.refusals import NOT_RUN

TIMEOUT_S = 5.0
"""The longest a git command may take before it is taken for absent."""
NAME_SHOWN = 80
"""A character's name read at a glance is cut to this many characters (it is said, not kept)."""
OURS, THEIRS, BASE = 2, 3, 1
"""git's index stages of an unmerged file: the common version, this side, the side merged in."""


class Kind(str, Enum):
    TWO_CHARACTERS = "two_characters"
    """Both sides hold the file, with two different characters in it."""
    DELETED_THERE = "deleted_there"
    """Changed on this side, deleted on the side merged in."""
    DELETED_HERE = "deleted_here"
    """Deleted on this side, changed on the side merged in (git put the changed one back)."""
    OTHER = "other"
    """Anything else git left unmerged (a content conflict of one character, say)."""


@dataclass(frozen=True)
class Unmerged:
    """A library file git's merge left unmerged."""

    name: str
    blobs: dict[int, str]
    """The object id of each stage present (BASE, OURS, THEIRS)."""
    ids: dict[int, str | None]
    """The character each stage holds (None: not a character sheet, or unreadable)."""
    names: dict[int, str]
    """The character's name in each stage that holds one (control characters shown as `?`)."""

    @property
    def kind(self) -> Kind:
        stages = set(self.blobs)
        if stages == {BASE, THEIRS}:
            return Kind.DELETED_HERE
        if stages == {BASE, OURS}:
            return Kind.DELETED_THERE
        ours, theirs = self.ids.get(OURS), self.ids.get(THEIRS)
        if ours is not None and theirs is not None and ours != theirs:
            return Kind.TWO_CHARACTERS
        return Kind.OTHER

    def missing(self, held: set[str]) -> list[int]:
        """For two characters: the stages (OURS, THEIRS) whose character no file in the library
        holds, given the ids the library's sheets hold."""
        if self.kind is not Kind.TWO_CHARACTERS:
            return []
        return [stage for stage in (OURS, THEIRS) if self.ids[stage] not in held]


def in_work_tree(folder: Path) -> bool:
    """Whether `folder` or a folder above it holds `.git` (a look, no git run)."""
    folder = Path(os.path.abspath(folder))
    return any(os.path.lexists(parent / ".git") for parent in (folder, *folder.parents))


def unmerged(folder: Path) -> dict[str, Unmerged]:
    """The library files git left unmerged, by name (none when the library is not in a work tree,
    or git cannot tell)."""
    if not in_work_tree(folder):
        return {}
    listing = _git(folder, "ls-files", "-u", "-z", "--", ".")
    if not listing:
        return {}
    blobs: dict[str, dict[int, str]] = {}
    for record in listing.split(b"\0"):
        info, _, raw_name = record.partition(b"\t")
        fields = info.split()
        if len(fields) != 3 or not fields[2].isdigit() or b"/" in raw_name:
            continue
        blobs.setdefault(os.fsdecode(raw_name), {})[int(fields[2])] = fields[1].decode("ascii", "replace")
    contents = read_blobs(folder, [blob for stages in blobs.values() for blob in stages.values()])
    found: dict[str, Unmerged] = {}
    for name, stages in blobs.items():
        held = {stage: _held(contents.get(blob)) for stage, blob in stages.items()}
        ids = {stage: character[0] if character else None for stage, character in held.items()}
        found[name] = Unmerged(name, stages, ids, {stage: character[1] for stage, character in held.items() if character})
    return found


def read_blobs(folder: Path, blobs: list[str]) -> dict[str, bytes]:
    """The contents of git objects, by id (those git cannot give are left out)."""
    wanted = [blob for blob in dict.fromkeys(blobs) if blob.isalnum()]
    if not wanted:
        return {}
    output = _git(folder, "cat-file", "--batch", stdin=("\n".join(wanted) + "\n").encode("ascii"))
    found: dict[str, bytes] = {}
    at = 0
    for blob in wanted:
        end = output.find(b"\n", at)
        if end < 0:
            break
        header = output[at:end].split()
        at = end + 1
        if len(header) != 3 or header[1] != b"blob" or not header[2].isdigit():
            continue  # "<id> missing"
        size = int(header[2])
        found[blob] = output[at : at + size]
        at += size + 1
    return found


def mark_resolved(folder: Path, name: str) -> None:
    """Tell git the file at the top of the library is resolved as it is (`git add -- name`);
    SheetFileError when git cannot."""
    try:
        result = subprocess.run(["git", "add", "--", name], cwd=folder, capture_output=True, timeout=TIMEOUT_S, env=_environment())
    except (OSError, subprocess.SubprocessError) as error:
        raise SheetFileError(Path(folder) / name, NOT_RUN, reason=str(error)) from None
    if result.returncode != 0:
        reason = result.stderr.decode("utf-8", "replace").strip()
        raise SheetFileError(Path(folder) / name, NOT_RUN, reason=reason)


def _git(folder: Path, *args: str, stdin: bytes | None = None) -> bytes:
    """git's output, or b"" when it is missing, fails or takes too long."""
    try:
        result = subprocess.run(["git", *args], cwd=folder, input=stdin, capture_output=True, timeout=TIMEOUT_S, env=_environment())
    except (OSError, subprocess.SubprocessError):
        return b""
    return result.stdout if result.returncode == 0 else b""


def _environment() -> dict[str, str]:
    """git run for the program: no questions on a terminal, no pager, no translated messages."""
    return {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_PAGER": "cat", "LC_ALL": "C"}


def _held(data: bytes | None) -> tuple[str, str] | None:
    """The (id, name) of the character a version of a sheet holds, read at a glance (the file's
    top-level `id` and `name`); None when it is not a sheet."""
    if data is None:
        return None
    try:
        document = json.loads(data)
    except (ValueError, RecursionError):
        return None
    if not isinstance(document, dict) or document.get("format") != CHARACTER_FORMAT:
        return None
    identity, name = document.get("id"), document.get("name")
    if not isinstance(identity, str) or not identity:
        return None
    shown = "".join(char if char.isprintable() else "?" for char in name[:NAME_SHOWN]) if isinstance(name, str) else ""
    return identity, shown
