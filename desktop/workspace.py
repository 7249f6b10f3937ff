"""Open characters, their unsaved changes, the undo history, the journal and outside changes.

The workspace outlives any window (a language switch rebuilds the window, not this). Data flows
one way: views call `apply` with new characters made by `core`; the workspace pushes one undo
command holding before and after, and announces which files changed; views redraw.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QUndoStack

from core.storage.errors import FileChangedError, SheetFileError
from core.storage.raw import fingerprint, read_bytes
from core.storage.journal import Journal
from desktop.commands import EditCommand, FieldChange

if TYPE_CHECKING:
    from core.model import Character
    from core.storage.library import Library

JOURNAL_DELAY_MS = 2000
"""Unsaved edits reach the journal at most this long after the first edit since the last write,
however the editing goes on (and at once when the application loses the focus)."""
JOURNAL_RETRY_MS = 10000
"""While the journal cannot be written, it is tried again this often (and at every edit)."""

log = logging.getLogger(__name__)


@dataclass
class Document:
    path: Path
    character: Character
    saved: Character | None
    """The character as it is on disk (None: the file is gone)."""
    fingerprint: str | None

    @property
    def dirty(self) -> bool:
        return self.character != self.saved


class Workspace(QObject):
    changed = Signal(Path)
    """A character's value changed (an edit, undo, redo, reload or revert)."""
    dirty_changed = Signal(Path, bool)
    files_changed = Signal()
    """Files were created, deleted, renamed or changed by others: the roster should look again."""
    saved = Signal(Path)
    """A character was saved: the file now holds the open document's character."""
    journal_problem = Signal(str)
    """The journal could not be written, why ("" once it can again): unsaved edits are not protected."""
    outside_change = Signal(Path)
    """An open file with unsaved changes was changed by another program: ask the user."""
    closed = Signal(Path)
    problem = Signal(str)
    """Something failed outside a direct call (an undo that moves a file): show it to the user."""

    def __init__(self, library: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.documents: dict[Path, Document] = {}
        self.undo_stack = QUndoStack(self)
        self.journal = Journal(library.path)
        self.journal_failure = ""
        """Why the journal could not be written the last time it was tried ("" when it could)."""
        self._journal_timer = QTimer(self)
        self._journal_timer.setSingleShot(True)
        self._journal_timer.timeout.connect(self.write_journal)
        application = QGuiApplication.instance()
        if application is not None:
            application.applicationStateChanged.connect(self._application_state_changed)
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._file_changed)
        if library.path.is_dir():
            self.watcher.addPath(str(library.path))
        self.watcher.directoryChanged.connect(lambda _: self.files_changed.emit())

    # -- documents -----------------------------------------------------------------------------

    def open(self, path: Path) -> Document:
        """The open document for `path`, loading it if needed (SheetFileError if it cannot be)."""
        path = Path(path)
        if path in self.documents:
            return self.documents[path]
        loaded = self.library.load(path)
        document = Document(path, loaded.character, loaded.character, loaded.fingerprint)
        self.documents[path] = document
        self.watcher.addPath(str(path))
        return document

    def character(self, path: Path) -> Character:
        return self.documents[Path(path)].character

    def dirty_paths(self) -> list[Path]:
        return [p for p, d in self.documents.items() if d.dirty]

    def apply(self, text: str, changes: dict[Path, Character], change: FieldChange | None = None) -> None:
        """One undoable step that sets every character in `changes` (one or many); an edit of one
        field (`change`) merges with quick further edits of that field."""
        before = {path: self.open(path).character for path in changes}
        if all(before[p] == c for p, c in changes.items()):
            return
        self.undo_stack.push(EditCommand(self, text, before, dict(changes), change))

    def set_character(self, path: Path, character: Character) -> None:
        """Used by undo commands: put a value in place and announce it."""
        document = self.open(path)
        was_dirty = document.dirty
        document.character = character
        self.changed.emit(path)
        if document.dirty != was_dirty:
            self.dirty_changed.emit(path, document.dirty)
        if not self._journal_timer.isActive() or self._journal_timer.remainingTime() > JOURNAL_DELAY_MS:
            self._journal_timer.start(JOURNAL_DELAY_MS)  # not restarted by later edits: see JOURNAL_DELAY_MS

    # -- saving --------------------------------------------------------------------------------

    def save(self, path: Path, *, overwrite: bool = False, backup: bool = True) -> None:
        """Save one character. FileChangedError when another program changed the file, unless
        `overwrite`; BackupError when the version replaced cannot be kept, unless not `backup`;
        SheetFileError for every other problem (the edits stay in memory)."""
        document = self.documents[Path(path)]
        expected = None if overwrite or document.saved is None else document.fingerprint
        document.fingerprint = self.library.save(document.character, document.path, expected=expected, backup=backup)
        document.saved = document.character
        self.watcher.addPath(str(document.path))  # os.replace drops the watch
        self.journal.remove(document.path)
        self.dirty_changed.emit(document.path, False)
        self.saved.emit(document.path)

    def revert(self, path: Path, text: str) -> None:
        """Go back to the file on disk, as one undoable step."""
        loaded = self.library.load(Path(path))
        document = self.documents[Path(path)]
        document.saved, document.fingerprint = loaded.character, loaded.fingerprint
        self.apply(text, {document.path: loaded.character})
        self.dirty_changed.emit(document.path, document.dirty)

    def close(self, path: Path) -> None:
        """Forget an open character (the caller has asked about unsaved changes)."""
        document = self.documents.pop(Path(path), None)
        if document is None:
            return
        self.watcher.removePath(str(document.path))
        self.journal.remove(document.path)
        self.closed.emit(document.path)

    def forget_file(self, path: Path) -> None:
        """The file left the library (deleted to the trash): close it without asking."""
        self.close(path)

    # -- journal and outside changes -----------------------------------------------------------

    def write_journal(self) -> None:
        """Write unsaved edits to the journal; remove entries of characters that are clean. When
        that fails, say so (`journal_problem`) until it works again, and keep trying."""
        self._journal_timer.stop()
        failure = ""
        for document in list(self.documents.values()):
            try:
                if document.dirty:
                    self.journal.write(document.path, document.character, document.fingerprint)
                else:
                    self.journal.remove(document.path)
            except OSError as error:  # the state folder's disk is full or gone: the edits are only in memory
                failure = f"{error.strerror or error} ({self.journal.folder})"
        if failure:
            self._journal_timer.start(JOURNAL_RETRY_MS)
        if failure != self.journal_failure:
            if failure:
                log.warning("the recovery journal cannot be written: %s", failure)
            else:
                log.info("the recovery journal can be written again")
            self.journal_failure = failure
            self.journal_problem.emit(failure)

    def _application_state_changed(self, state: Qt.ApplicationState) -> None:
        """Leaving the application (another window takes the focus): journal the edits now."""
        if state != Qt.ApplicationState.ApplicationActive and self._journal_timer.isActive():
            self.write_journal()

    def reload(self, path: Path) -> None:
        """Take the file as it is on disk now, dropping unsaved changes (not an undo step)."""
        document = self.documents[Path(path)]
        loaded = self.library.load(document.path)
        was_dirty = document.dirty
        document.character = document.saved = loaded.character
        document.fingerprint = loaded.fingerprint
        self.watcher.addPath(str(document.path))
        self.journal.remove(document.path)
        self.changed.emit(document.path)
        if was_dirty:
            self.dirty_changed.emit(document.path, False)

    def _file_changed(self, name: str) -> None:
        path = Path(name)
        document = self.documents.get(path)
        if document is None:
            return
        if path.exists():
            self.watcher.addPath(str(path))
        try:
            current = fingerprint(read_bytes(path)) if path.exists() else None
        except SheetFileError:
            current = None
        if current == document.fingerprint:
            return  # our own save
        self.files_changed.emit()
        if not document.dirty and current is not None:
            try:
                self.reload(path)
                return
            except SheetFileError:
                pass
        self.outside_change.emit(path)


__all__ = ["Document", "FileChangedError", "Workspace"]
