"""One conflict being played: its current `Conflict`, where it is saved, which library files its
participants are, and the one way moves and sheet changes go through.

Moves are core functions `Conflict -> Conflict`; a refusal (`ConflictError`) is shown and nothing
changes. Sheet changes go through `workspace.apply` (one undoable step) and history (C-3).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from core.dice import DiceError
from core.model import Character, Relationship
from core.model.common import evolve
from core.rules.dogs import (
    Conflict,
    ConflictError,
    Participant,
    assign_relationship,
    healer_won,
    record_conflict_end,
    settle_treatment,
)
from core.storage import CharacterSummary, SheetFileError
from core.storage.files import load_model, save_model
from core.storage.library import file_stem
from core.storage.migrations import CONFLICT_FORMAT
from desktop.editor.base import fmt

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

SUFFIX = ".conflict.json"


def conflict_file(window: MainWindow, conflict: Conflict) -> Path:
    """Where a conflict is saved to resume later: the library's play folder."""
    return window.library.play_path / f"{file_stem(conflict.stakes)}-{conflict.id[:8]}{SUFFIX}"


def saved_conflicts(window: MainWindow) -> list[tuple[Path, Conflict | SheetFileError]]:
    """Every saved conflict of the library, newest file first; files that fail to load are listed
    with their error (never written to)."""
    folder = window.library.play_path
    if not folder.is_dir():
        return []
    found: list[tuple[Path, Conflict | SheetFileError]] = []
    for path in sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            found.append((path, load_model(path, CONFLICT_FORMAT, Conflict)))
        except SheetFileError as error:
            found.append((path, error))
    return found


def library_paths(window: MainWindow) -> dict[str, Path]:
    """Character id -> file, for every sheet in the library (open ones by their current value)."""
    found = {entry.id: entry.path for entry in window.library.scan() if isinstance(entry, CharacterSummary)}
    for path, document in window.workspace.documents.items():
        found.setdefault(document.character.id, path)
    return found


class ConflictSession(QObject):
    changed = Signal()
    problem = Signal(str)

    def __init__(self, window: MainWindow, conflict: Conflict, file: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.conflict = conflict
        self.file = file or conflict_file(window, conflict)
        self.paths = library_paths(window)

    # -- moves ---------------------------------------------------------------------------------

    def act(self, make: Callable[[Conflict], Conflict]) -> bool:
        """Make one move; on refusal say why and change nothing."""
        try:
            new = make(self.conflict)
        except (ConflictError, DiceError) as error:
            self.problem.emit(str(error))
            return False
        self.conflict = new
        if new.finished:
            self.record_end()
        self.save()  # the play folder, not a sheet: a crash loses no move
        self.changed.emit()
        return True

    # -- sheets --------------------------------------------------------------------------------

    def path_of(self, participant: Participant) -> Path | None:
        return self.paths.get(participant.character_id or "")

    def character(self, path: Path) -> Character:
        return self.window.workspace.open(path).character

    def needs_fallout(self) -> list[Participant]:
        """Library participants who took blows and whose sheet has not had this conflict's end."""
        return [
            p for p in self.conflict.participants
            if p.fallout and self.path_of(p) is not None and p.character_id not in self.conflict.sheets_done
        ]

    def record_end(self) -> None:
        """DV-17 / C-3 at the end: participants who took no blow get the outcome and their used
        next-conflict effects now, in one step; a treatment's patient lives or dies (DV-19).
        Participants with fallout get theirs with their fallout step."""
        changes: dict[Path, Character] = {}
        done: list[str] = []
        for p in self.conflict.participants:
            path = self.path_of(p)
            if path is None or p.fallout or p.character_id in self.conflict.sheets_done:
                continue
            changes[path] = record_conflict_end(self.character(path), self.conflict, p)
            done.append(p.character_id or "")
        patient = self.conflict.treatment_of
        if patient and patient not in self.conflict.sheets_done and patient in self.paths:
            path = self.paths[patient]
            try:
                changes[path] = settle_treatment(changes.get(path, self.character(path)), healer_won(self.conflict))
                done.append(patient)
            except ConflictError as error:
                self.problem.emit(str(error))
        if changes:
            self.window.workspace.apply(fmt(self.tr("End of conflict: %1"), self.conflict.stakes), changes)
        self.conflict = evolve(self.conflict, sheets_done=(*self.conflict.sheets_done, *done))

    def apply_fallout(self, participant: Participant, character: Character) -> None:
        """One undoable step: the participant's end of conflict and fallout, made by core."""
        path = self.path_of(participant)
        if path is None:
            return
        self.window.workspace.apply(fmt(self.tr("Fallout for %1"), character.name), {path: character})
        self.conflict = evolve(self.conflict, sheets_done=(*self.conflict.sheets_done, participant.character_id or ""))
        self.save()
        self.changed.emit()

    def assign_relationship(self, participant_id: str, relationship: Relationship) -> None:
        """DV-3: the new relationship written mid-conflict goes on the sheet too (one step)."""
        path = self.path_of(self.conflict.participant(participant_id))
        if path is None:
            return
        try:
            new = assign_relationship(self.character(path), relationship, reason=self.conflict.stakes)
        except ConflictError as error:
            self.problem.emit(str(error))
            return
        self.window.workspace.apply(fmt(self.tr("New relationship with %1"), relationship.subject), {path: new})

    def kept_for_follow_up(self) -> list[Participant]:
        """DV-12 / DV-21: library participants still holding a die kept by giving instead of
        raising, to carry into a follow-up conflict (the saved conflict keeps it until then)."""
        return [p for p in self.conflict.participants if p.follow_up_die is not None and self.path_of(p) is not None]

    def all_done(self) -> bool:
        return self.conflict.finished and not self.needs_fallout() and not self.kept_for_follow_up()

    # -- saving --------------------------------------------------------------------------------

    def save(self) -> bool:
        """Keep the conflict in the library's play folder to resume later; a conflict whose end
        is fully on the sheets, with no die kept for a follow-up (DV-21), needs no file and its
        file is removed."""
        try:
            if self.all_done():
                self.file.unlink(missing_ok=True)
                return True
            self.file.parent.mkdir(parents=True, exist_ok=True)
            save_model(self.conflict, self.file, CONFLICT_FORMAT)
        except (SheetFileError, OSError) as error:
            self.problem.emit(str(error))
            return False
        return True
