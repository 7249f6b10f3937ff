"""Words of the merge: its refusals, where a conflicting copy comes from, and the roster's mark."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from talekeeper.core.paths import printable
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.wording import Words

if TYPE_CHECKING:
    from talekeeper.core.storage.copies import SheetCopy
    from talekeeper.core.storage.git_state import Unmerged
    from talekeeper.core.storage.sync_copies import ConflictCopy

EVENTS = Words("MergeEvents", {})

REFUSALS = Words("MergeRefusals", {
    "merge.different_kinds": QT_TRANSLATE_NOOP("MergeRefusals", "The two files are not of the same kind: they cannot be merged."),
    "merge.different_characters": QT_TRANSLATE_NOOP("MergeRefusals", "{ours} and {theirs} are different characters: they cannot be merged."),
    "merge.impossible": QT_TRANSLATE_NOOP("MergeRefusals", "These versions cannot be merged into a valid sheet."),
    "file.not_removed": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: the file could not be removed: {reason}"),
    "git.not_run": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: git could not be told the file is resolved: {reason}"),
    "merge.record_ghost": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: a merge record for {name}, which is not in the library."),
    "merge.record_misnamed": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: a merge record for {other}, kept under the name of {name}."),
    "merge.record_not_for_a_file": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: a merge record for {name}, which is neither a character nor the campaign settings."),
    "merge.record_other_character": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: a merge record for another character than the one in {name}."),
    "merge.record_unmergeable": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: a merge record whose versions cannot be merged."),
    "merge.record_wrong_kind": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: a merge record that does not hold versions of {name}."),
    "merge.records_folder": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: the folder of the merge records cannot be made: {reason}"),
    "merge.wrong_file": QT_TRANSLATE_NOOP("MergeRefusals", "{file}: the file does not hold what its name says (a character sheet, or the campaign settings)."),
})

TOOLS = {"syncthing": "Syncthing", "dropbox": "Dropbox", "nextcloud": "Nextcloud", "owncloud": "ownCloud", "onedrive": "OneDrive"}
"""The sync tools (`core.storage.sync_copies.SyncTool` values) by their own names (not translated)."""
TOOLTIP_COPIES = 10
"""A tooltip names at most this many copies (a sync tool can leave a thousand beside one sheet)."""
CONFLICT_COLOUR = QColor("#6a4bb0")
"""The roster's mark of a character with something to merge (no harm mark is this colour)."""


def when_text(written: str) -> str:
    """A date as a tool writes it in a name (`20261201-101010`, `2026-12-01 101010`) as a person reads it."""
    digits = re.sub(r"\D", "", written)
    if len(digits) == 14:
        return f"{digits[:4]}-{digits[4:6]}-{digits[6:8]} {digits[8:10]}:{digits[10:12]}:{digits[12:]}"
    if len(digits) == 8:
        return f"{digits[:4]}-{digits[4:6]}-{digits[6:]}"
    return written


def sync_text(copy: ConflictCopy) -> str:
    """`a Dropbox conflict copy (Ana, 2026-12-01)`: the tool, and the device and time the name
    records (both as the file names them, so never translated). Syncthing's device is not the
    copy's author but the device whose version won and kept the sheet's name (`conflictName` is
    given the winning file's `ModifiedBy`), so its words say that."""
    tool = TOOLS[copy.tool.value]
    when = when_text(copy.when)
    if copy.tool.value == "syncthing" and copy.device:
        if when:
            return fmt(QCoreApplication.translate("MergeWords", "a %1 conflict copy (%2; the sheet kept the version of device %3)"), tool, when, copy.device)
        return fmt(QCoreApplication.translate("MergeWords", "a %1 conflict copy (the sheet kept the version of device %2)"), tool, copy.device)
    made = ", ".join(part for part in (copy.device, when) if part)
    return fmt(QCoreApplication.translate("MergeWords", "a %1 conflict copy (%2)"), tool, made) if made else fmt(QCoreApplication.translate("MergeWords", "a %1 conflict copy"), tool)


def copy_text(copy: SheetCopy) -> str:
    """Where a copy comes from, with its file's name."""
    if copy.sync is None:
        return fmt(QCoreApplication.translate("MergeWords", "another file that holds the same character: %1"), printable(copy.name))
    return fmt(QCoreApplication.translate("MergeWords", "%1: %2"), sync_text(copy.sync), printable(copy.name))


@dataclass(frozen=True)
class Waiting:
    """What waits to be merged into a listed character, or decided about it: its copies, whether a
    git merge left conflicts in its file, a git merge's other character under its name or a delete
    meeting an edit (`git`), and whether it is itself a sync tool's copy holding another character
    than its original (`stranger`)."""

    copies: tuple[SheetCopy, ...]
    pending: bool = False
    git: Unmerged | None = None
    stranger: ConflictCopy | None = None

    def short(self) -> str:
        """The mark's text."""
        if self.git is not None:
            return _GIT_SHORT[self.git.kind.value]()
        if self.stranger is not None:
            return QCoreApplication.translate("MergeWords", "Another character")
        return QCoreApplication.translate("MergeWords", "Conflicting copy") if self.copies else QCoreApplication.translate("MergeWords", "Merge conflicts")

    def words(self) -> str:
        """For screen readers, after the character's name and condition."""
        parts = []
        if self.git is not None:
            parts.append(_GIT_WORDS[self.git.kind.value]())
        if self.stranger is not None:
            parts.append(QCoreApplication.translate("MergeWords", "a sync tool's copy holding another character: keep both"))
        if self.copies:
            parts.append(QCoreApplication.translate("MergeWords", "%n conflicting copy(ies)", "", len(self.copies)))
        if self.pending:
            parts.append(QCoreApplication.translate("MergeWords", "conflicts from a git merge to choose"))
        return QCoreApplication.translate("MergeWords", ", ").join(parts)

    def tooltip(self) -> str:
        """Each copy on a line (the first TOOLTIP_COPIES of a great many, then how many more)."""
        shown = self.copies[:TOOLTIP_COPIES] if len(self.copies) > TOOLTIP_COPIES + 1 else self.copies
        lines = [fmt(QCoreApplication.translate("MergeWords", "Conflicting copy: %1"), copy_text(copy)) for copy in shown]
        if len(shown) < len(self.copies):
            lines.append(QCoreApplication.translate("MergeWords", "and %n more conflicting copy(ies)", "", len(self.copies) - len(shown)))
        if self.git is not None:
            lines.append(_GIT_TOOLTIP[self.git.kind.value]())
        if self.stranger is not None:
            lines.append(fmt(QCoreApplication.translate("MergeWords", "This file is %1 of %2, but it holds another character: keep both as two characters."), sync_text(self.stranger), printable(self.stranger.original)))
        if self.pending:
            lines.append(QCoreApplication.translate("MergeWords", "A git merge left conflicts in this sheet: your side is kept meanwhile."))
        lines.append(QCoreApplication.translate("MergeWords", "Open it to merge (Edit > Resolve Conflicting Copy…)."))
        return "\n".join(lines)


_GIT_SHORT = {
    "two_characters": lambda: QCoreApplication.translate("MergeWords", "Two characters"),
    "deleted_there": lambda: QCoreApplication.translate("MergeWords", "Deleted elsewhere"),
    "deleted_here": lambda: QCoreApplication.translate("MergeWords", "Deleted here"),
}
_GIT_WORDS = {
    "two_characters": lambda: QCoreApplication.translate("MergeWords", "a git merge brought another character under this file name: keep both"),
    "deleted_there": lambda: QCoreApplication.translate("MergeWords", "deleted on the other side of a git merge and changed here: keep it or delete it"),
    "deleted_here": lambda: QCoreApplication.translate("MergeWords", "deleted here and changed on the other side of a git merge: keep it or delete it"),
}
_GIT_TOOLTIP = {
    "two_characters": lambda: QCoreApplication.translate("MergeWords", "A git merge brought another character under this file name; the file holds this machine's one meanwhile."),
    "deleted_there": lambda: QCoreApplication.translate("MergeWords", "Deleted on the other side of a git merge, and changed here."),
    "deleted_here": lambda: QCoreApplication.translate("MergeWords", "Deleted on this machine, and changed on the other side of a git merge: this is the changed one."),
}
