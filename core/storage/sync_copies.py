"""Recognise the copies sync tools make of a sheet or of `campaign.json` when two machines changed
it before syncing: pure functions of file names, no I/O.

How each tool names a copy (the tag goes before the file's LAST extension, so a copy of
`vasana.tale.json` is `vasana.tale<tag>.json`; the tag is also recognised before `.tale.json`):

- Syncthing: `<name>.sync-conflict-<YYYYMMDD>-<HHMMSS>-<short device id>.<ext>`, from
  `conflictName` in syncthing/syncthing lib/model/folder_sendrecv.go (`filepath.Ext` is the last
  extension; the device id is `ShortID.String()` in lib/protocol/deviceid.go, 7 base32 characters,
  empty when unknown; older versions wrote no device part). The device is NOT the copy's author:
  `moveForConflict(name, file.ModifiedBy.String())` moves the local file aside under the name of
  the incoming version's device, the one whose version won and kept the original name.
- Dropbox: `<name> (<user or computer>'s conflicted copy <YYYY-MM-DD>).<ext>`, with ` (1)`... inside
  the brackets for a further copy the same day (help.dropbox.com "What's a conflicted copy?":
  "the same name but is appended with 'conflicted copy,' the name of the person or computer
  responsible, and the date"); a translated client writes the words in its language (seen:
  `(Cópia em conflito de pc-saito 2014-08-14)`). Dropbox also appends `(Case Conflict)`,
  `(Unicode Encoding Conflict)` and `(Selective Sync Conflict)`.
- Nextcloud and ownCloud clients of today: `<name> (conflicted copy [<user> ]<yyyy-MM-dd> <hhmmss>).<ext>`
  (`Utility::makeConflictFileName` in nextcloud/desktop src/common/utility.cpp, inserted before
  `lastIndexOf('.')`; the user name has its brackets replaced by `_`), and Nextcloud's
  `<name> (case clash from <yyyy-MM-dd> <hhmmss>).<ext>`.
- older ownCloud and Nextcloud clients: `<name>_conflict-<yyyyMMdd>-<hhmmss>.<ext>`, or
  `<name>_conflict_<user>-<yyyyMMdd>-<hhmmss>.<ext>` (`makeConflictFileName` in
  owncloud/client src/libsync/propagatedownload.cpp).
- OneDrive keeps both versions by appending the computer's name: `<name>-<computer>.<ext>` (seen
  in public repositories: `clarice-users-Neo.db` beside `clarice-users.db`, ignore rules for
  `*-Dell-PCn.R`; the Linux clients did the same: skilion/onedrive issue 338
  `<filename>-<hostname>.md`, abraunegg/onedrive issue 66 `L01-ip-172-31-41-236.csv`);
  abraunegg/onedrive now writes `<name>-<hostname>-safeBackup-<NNNN>.<ext>`
  (`clarice-users-predator-safeBackup-0001.db`).

A OneDrive-style `ana-maria.tale.json` may just as well be the sheet of "Ana Maria": it counts as a
copy only when `ana.tale.json` is among its siblings, and even then `ConflictCopy.certain` is
False: the caller confirms by the character id inside.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum

SHEET_SUFFIX = ".tale.json"
CAMPAIGN_FILE = "campaign.json"
_EXTENSIONS = (SHEET_SUFFIX, ".json")


class SyncTool(str, Enum):
    SYNCTHING = "syncthing"
    DROPBOX = "dropbox"
    NEXTCLOUD = "nextcloud"
    """Nextcloud, and ownCloud (their clients share this naming)."""
    OWNCLOUD = "owncloud"
    """Older ownCloud and Nextcloud clients (`_conflict-`)."""
    ONEDRIVE = "onedrive"


@dataclass(frozen=True)
class ConflictCopy:
    """A file name that a sync tool made from `original` (the innermost one, for a copy of a copy)."""

    name: str
    original: str
    tool: SyncTool
    device: str = ""
    """The device id, user or computer name written in the name ("" when there is none)."""
    when: str = ""
    """The date (and time) written in the name, as written."""
    certain: bool = True
    """False when the name only may be a copy (OneDrive's `-<computer>` before `.tale.json`)."""


_DATE = r"\d{4}-\d{2}-\d{2}"
_CONFLICT_WORDS = r"conflict|konflikt|conflit|conflito|conflicto|conflitto|競合|冲突|衝突|конфликт"
_TAGS: tuple[tuple[SyncTool, re.Pattern[str]], ...] = (
    (SyncTool.SYNCTHING, re.compile(r"\.sync-conflict-(?P<when>\d{8}-\d{6})(?:-(?P<device>[A-Za-z0-9]*))?$")),
    (SyncTool.NEXTCLOUD, re.compile(rf" \(conflicted copy (?:(?P<device>[^()]*?) )?(?P<when>{_DATE} \d{{6}})\)$")),
    (SyncTool.NEXTCLOUD, re.compile(rf" \(case clash from (?P<when>{_DATE} \d{{6}})\)$")),
    (SyncTool.OWNCLOUD, re.compile(r"_conflict(?:_(?P<device>.+?))?-(?P<when>\d{8}-\d{6})$")),
    (SyncTool.DROPBOX, re.compile(
        rf" \((?:(?P<device>[^()]+?)['’]s )?conflicted copy(?: (?P<when>{_DATE}))?(?: \(\d+\))?\)$", re.IGNORECASE
    )),
    (SyncTool.DROPBOX, re.compile(r" \((?:case|unicode encoding|selective sync) conflict(?: \d+)?\)$", re.IGNORECASE)),
    (SyncTool.DROPBOX, re.compile(
        rf" \((?P<words>[^()]*(?:{_CONFLICT_WORDS})[^()]*?)(?: \(\d+\))?\)$", re.IGNORECASE
    )),
    (SyncTool.ONEDRIVE, re.compile(r"-(?P<device>[^-.][^.]*?)-safeBackup-\d+$")),
)
_ONEDRIVE = re.compile(r"-(?P<device>(?!\d+$)[^-.\s][^.\s]*)$")
"""A computer's name has no dots or spaces and is not all digits (Windows refuses those), so the
`vasana-2.tale.json` Talekeeper makes for a second "Vasana" is never taken for a copy."""


def conflict_copy(name: str, siblings: Collection[str] = ()) -> ConflictCopy | None:
    """What `name` is a conflict copy of, or None when it is not one.

    `siblings` are the other file names in the folder: a OneDrive-style name is only taken for a
    copy when its original is among them (then `certain` is False), except for a copy of
    `campaign.json` or one whose tag sits before `.json` (`vasana.tale-DESKTOP-ABC.json`), which no
    library file is named like.
    """
    for extension in _EXTENSIONS:
        if not name.endswith(extension):
            continue
        stem = name[: -len(extension)]
        for tool, pattern in _TAGS:
            match = pattern.search(stem)
            if match and match.start() > 0:
                groups = match.groupdict()
                when = groups.get("when") or _date_in(groups.get("words") or "")
                found = _original(ConflictCopy(name, stem[: match.start()] + extension, tool, groups.get("device") or "", when), siblings)
                if found is not None:
                    return found
        copy = _onedrive(name, stem, extension, siblings)
        if copy is not None:
            return copy
    return None


def is_library_file(name: str) -> bool:
    """A sheet (`*.tale.json`) or the campaign settings, by name."""
    return name == CAMPAIGN_FILE or (name.endswith(SHEET_SUFFIX) and len(name) > len(SHEET_SUFFIX))


def _original(copy: ConflictCopy, siblings: Collection[str]) -> ConflictCopy | None:
    """`copy` when its original is a library file; for a copy of a copy, the innermost original."""
    if is_library_file(copy.original):
        return copy
    inner = conflict_copy(copy.original, siblings)
    if inner is None:
        return None
    return ConflictCopy(copy.name, inner.original, copy.tool, copy.device, copy.when, inner.certain)


def _onedrive(name: str, stem: str, extension: str, siblings: Collection[str]) -> ConflictCopy | None:
    """`<stem>-<computer><extension>`: the computer's name may hold dashes, so the original is the
    longest stem that exists among the siblings (or `campaign`, or any when the tag is before `.json`)."""
    for index in sorted((i for i, char in enumerate(stem) if char == "-" and i > 0), reverse=True):
        original = stem[:index] + extension
        match = _ONEDRIVE.fullmatch(stem[index:])
        if match is None or not is_library_file(original):
            continue
        sure = original == CAMPAIGN_FILE or extension != SHEET_SUFFIX
        if sure or original in siblings:
            return ConflictCopy(name, original, SyncTool.ONEDRIVE, match.group("device"), certain=sure)
    return None


def _date_in(words: str) -> str:
    found = re.search(_DATE, words)
    return found.group() if found else ""
