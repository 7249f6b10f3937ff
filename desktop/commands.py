"""Undo commands. They hold values (the characters and play files before and after), never
clever inverses."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from talekeeper.core.storage.errors import SheetFileError
from talekeeper.desktop.words.wording import refusal_text

if TYPE_CHECKING:
    from talekeeper.core.model import Campaign, Character
    from talekeeper.core.storage.library import Library


class Workspace(Protocol):
    """What the commands change: `desktop.workspace.Workspace` (named here, not imported, so the
    workspace can build its commands without a circle of imports)."""

    documents: dict[Path, Any]
    library: Library
    problem: Any
    files_changed: Any

    def set_character(self, path: Path, character: Character, token: object | None = None) -> bool: ...

    def write_play(self, path: Path, data: bytes | None) -> None: ...

    def forget_file(self, path: Path) -> None: ...


MERGE_SECONDS = 60.0
"""Edits of one field this close together are one undo step and one history entry."""


@dataclass(frozen=True)
class FieldChange:
    """What an edit of one field did, in words: `summary: old → new` names it; edits with the
    same `key` (character file, field) in quick succession merge into one step."""

    key: tuple[str, ...]
    summary: str
    old: str
    new: str
    time: float = field(default_factory=lambda: time.monotonic())

    def text(self) -> str:
        return change_text(self.summary, self.old, self.new)


def change_text(summary: str, old: str, new: str) -> str:
    """`Change damage dice: 1d6 → 2d6` (long values cut short, an empty one said so)."""

    def shown(value: str) -> str:
        value = " ".join(value.split())
        return (value if len(value) <= 40 else value[:39] + "…") if value else QCoreApplication.translate("Edits", "(empty)")

    return QCoreApplication.translate("Edits", "%1: %2 → %3").replace("%1", summary, 1).replace("%2", shown(old), 1).replace("%3", shown(new), 1)


@dataclass(frozen=True)
class SheetStep:
    """A character of an open document (the opening `token`) before and after a step."""

    path: Path
    token: object
    before: Character
    after: Character


@dataclass(frozen=True)
class PlayStep:
    """A play file's bytes before and after a step (None: no file)."""

    path: Path
    before: bytes | None
    after: bytes | None


class StepCommand(QUndoCommand):
    """One step over characters and play files; undo puts the earlier values back.

    Characters change only in the openings the step was made on (a closed or reverted tab is left
    alone, never reopened); a step that can touch nothing any more is dropped from the stack.
    Play files are already written when the step is pushed (so a failed write leaves no step).
    """

    def __init__(self, workspace: Workspace, text: str, sheets: list[SheetStep], plays: list[PlayStep], change: FieldChange | None = None) -> None:
        super().__init__(change.text() if change is not None else text)
        self.workspace = workspace
        self.sheets = sheets
        self.plays = plays
        self.change = change
        """An edit of one field: merges with the next edit of that field within MERGE_SECONDS (one
        step, one history entry, named from the first old value to the last new one)."""
        self._first = True

    def id(self) -> int:
        return 1 if self.change is not None and not self.plays else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        mine, theirs = self.change, getattr(other, "change", None)
        if not isinstance(other, StepCommand) or mine is None or theirs is None or theirs.key != mine.key or theirs.time - mine.time > MERGE_SECONDS:
            return False
        if [(s.path, s.token, s.after) for s in self.sheets] != [(s.path, s.token, s.before) for s in other.sheets]:
            return False
        documents = self.workspace.documents
        if any(s.path in documents and documents[s.path].saved == s.after for s in self.sheets):
            return False  # saved in between: the saved step stays as it was
        from talekeeper.core.edits import squash_history  # core's models load after the first paint

        self.change = FieldChange(mine.key, mine.summary, mine.old, theirs.new, theirs.time)
        self.setText(self.change.text())
        self.sheets = [SheetStep(s.path, s.token, s.before, squash_history(s.before, o.after, self.change.text())) for s, o in zip(self.sheets, other.sheets, strict=True)]
        undone = all(without_history(s.after) == without_history(s.before) for s in self.sheets)
        for step in self.sheets:
            self.workspace.set_character(step.path, step.before if undone else step.after, step.token)  # the merged value is the one in place
        self.setObsolete(undone)  # typed back to what it was: no step at all
        return True

    def redo(self) -> None:
        first, self._first = self._first, False
        self._set(after=True, files=not first)

    def undo(self) -> None:
        self._set(after=False, files=True)

    def _set(self, *, after: bool, files: bool) -> None:
        touched = False
        for step in self.sheets:
            touched |= self.workspace.set_character(step.path, step.after if after else step.before, step.token)
        for play in self.plays if files else ():
            try:
                self.workspace.write_play(play.path, play.after if after else play.before)
                touched = True
            except SheetFileError as error:
                self.workspace.problem.emit(refusal_text(error))
        if not touched and not (self.plays and not files):
            self.setObsolete(True)


def without_history(character: Character) -> Character:
    from talekeeper.core.model.common import evolve

    return evolve(character, history=())


class FileCommand(QUndoCommand):
    """A character file that appeared (created, duplicated, imported) or went to the trash.

    `present_after` says whether the file exists after the action. Undo and redo move the file
    between the library and its trash, so nothing is ever really deleted by an undo. An undo or
    redo that cannot move the file says why and leaves the stack (its step could not be taken).
    """

    def __init__(self, workspace: Workspace, text: str, path: Path, *, present_after: bool, trash_path: Path | None = None) -> None:
        super().__init__(text)
        self.workspace = workspace
        self.path = path
        self.present_after = present_after
        self.trash_path = trash_path
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False  # the action itself already happened
        else:
            self._set_present(self.present_after)
        self.workspace.files_changed.emit()

    def undo(self) -> None:
        self._set_present(not self.present_after)
        self.workspace.files_changed.emit()

    def _set_present(self, present: bool) -> None:
        library = self.workspace.library
        try:
            if present and self.trash_path is not None:
                self.path = library.restore(self.trash_path, to=self.path)
                self.trash_path = None
            elif not present and self.path.exists():
                self.trash_path = library.delete(self.path)
                self.workspace.forget_file(self.path)  # once it is gone: a refusal leaves its tab
        except SheetFileError as error:
            self.setObsolete(True)
            self.workspace.problem.emit(refusal_text(error))


class CampaignCommand(QUndoCommand):
    """Changes the library's campaign settings (saved at once: they are not a character).

    Pushed once the new settings are saved, so its first redo does nothing. An undo or redo whose
    save fails changes nothing, says why and leaves the stack (its step could not be taken)."""

    def __init__(self, set_campaign: Callable[[Campaign], None], problem: Callable[[str], None], text: str, before: Campaign, after: Campaign) -> None:
        super().__init__(text)
        self.set_campaign = set_campaign
        self.problem = problem
        self.before = before
        self.after = after
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False  # already saved by the action itself
        else:
            self._set(self.after)

    def undo(self) -> None:
        self._set(self.before)

    def _set(self, campaign: Campaign) -> None:
        try:
            self.set_campaign(campaign)
        except SheetFileError as error:
            self.setObsolete(True)
            self.problem(refusal_text(error))
