"""Undo commands. They hold values (the characters before and after), never clever inverses."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from core.storage.errors import SheetFileError

if TYPE_CHECKING:
    from core.model import Campaign, Character
    from desktop.controller import Controller
    from desktop.workspace import Workspace


class EditCommand(QUndoCommand):
    """Sets one or many characters; undo puts the earlier values back."""

    def __init__(self, workspace: Workspace, text: str, before: dict[Path, Character], after: dict[Path, Character]) -> None:
        super().__init__(text)
        self.workspace = workspace
        self.before = before
        self.after = after

    def redo(self) -> None:
        for path, character in self.after.items():
            self.workspace.set_character(path, character)

    def undo(self) -> None:
        for path, character in self.before.items():
            self.workspace.set_character(path, character)


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
                self.workspace.forget_file(self.path)
                self.trash_path = library.delete(self.path)
        except SheetFileError as error:
            self.setObsolete(True)
            self.workspace.problem.emit(str(error))


class CampaignCommand(QUndoCommand):
    """Changes the library's campaign settings (saved at once: they are not a character).

    Pushed once the new settings are saved, so its first redo does nothing. An undo or redo whose
    save fails changes nothing, says why and leaves the stack (its step could not be taken)."""

    def __init__(self, controller: Controller, text: str, before: Campaign, after: Campaign) -> None:
        super().__init__(text)
        self.controller = controller
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
            self.controller.set_campaign(campaign)
        except SheetFileError as error:
            self.setObsolete(True)
            self.controller.workspace.problem.emit(str(error))
