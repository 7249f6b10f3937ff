"""Open characters, their unsaved changes, the undo history, the journal and outside changes.

The workspace outlives any window (a language switch rebuilds the window, not this). Data flows
one way: edits call `apply` with new characters made by `core`, and rules actions go through the
runner (`desktop.operations`); either way one undo step holds the before and after of every
sheet and play file it touched, and views redraw on the signals.

An undo step belongs to the documents it was made on: each open document has a token, and a
step only touches a document that is still open with the same token. After a tab is closed
(saved or discarded) or reverted, undo and redo leave it alone and never reopen it.

Reading a sheet never opens a document: `sheet()` gives the open document's value, or the file
as it is on disk.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QUndoStack

from talekeeper.core.storage.errors import FileChangedError, SheetFileError
from talekeeper.core.storage.journal import Journal
from talekeeper.core.storage.play import write_play_file
from talekeeper.core.storage.raw import fingerprint, read_bytes
from talekeeper.core.storage.refusals import UNREADABLE
from talekeeper.desktop.commands import FieldChange, PlayStep, SheetStep, StepCommand

if TYPE_CHECKING:
    from collections.abc import Sequence

    from talekeeper.core.model import Character
    from talekeeper.core.storage.files import Loaded, Revision
    from talekeeper.core.storage.jsonio import Steps
    from talekeeper.core.storage.library import Library

READ_KEPT = 256
"""At most this many sheets read without opening them (a party for a rest, NPC cards) are kept for
the next read, so that reading all of a large library does not keep all of it in memory."""
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
    token: object = field(default_factory=object)
    """Which opening of the file this is: undo steps made on another opening leave it alone."""
    revision: Revision | None = None
    """The saved version the file is (its next save records it as the parent, issue 16)."""

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
    play_changed = Signal(Path)
    """A play file (a saved contest or conflict) was written or removed, by an action or an undo."""
    problem = Signal(str)
    """Something failed outside a direct call (an undo that moves a file): show it to the user."""

    def __init__(self, library: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.documents: dict[Path, Document] = {}
        self._read: OrderedDict[Path, tuple[tuple[int, int], Character]] = OrderedDict()
        """Sheets read without opening them, the most recently read last (at most READ_KEPT)."""
        self.undo_stack = QUndoStack(self)
        self.journal = Journal(library.path)
        self._journaled: dict[Path, tuple[Character, str | None]] = {}
        """What the journal holds for each document (its value and base), so a write skips those
        not edited since (each entry is a synced write)."""
        self.journal_failure = ""
        """Why the journal could not be written the last time it was tried ("" when it could)."""
        self._journal_timer = QTimer(self)
        self._journal_timer.setSingleShot(True)
        self._journal_timer.timeout.connect(self.write_journal)
        application = QGuiApplication.instance()
        if isinstance(application, QGuiApplication):
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
        return self._adopt(path, self.library.load(path))

    def open_in_steps(self, path: Path) -> Steps:
        """`open` in slices of a few milliseconds (`core.storage.files.read_character_in_steps`);
        returns the document (the one already open, if it was opened meanwhile)."""
        path = Path(path)
        if path in self.documents:
            return self.documents[path]
        loaded = yield from self.library.load_in_steps(path)
        return self.documents[path] if path in self.documents else self._adopt(path, loaded)

    def _adopt(self, path: Path, loaded: Loaded) -> Document:
        document = Document(path, loaded.character, loaded.character, loaded.fingerprint, revision=loaded.revision)
        self.documents[path] = document
        self.watcher.addPath(str(path))
        return document

    def character(self, path: Path) -> Character:
        return self.documents[Path(path)].character

    def sheet(self, path: Path) -> Character:
        """The character as the program has it now, without opening it: the open document's
        value (unsaved edits too), or the file as it is on disk (SheetFileError if it cannot be
        read). The last READ_KEPT files read here are kept while their size and time stay the same."""
        path = Path(path)
        document = self.documents.get(path)
        if document is not None:
            return document.character
        try:
            info = path.stat()
        except OSError as error:
            raise SheetFileError(path, UNREADABLE, reason=error.strerror or str(error)) from None
        signature = (info.st_size, info.st_mtime_ns)
        cached = self._read.get(path)
        if cached is None or cached[0] != signature:
            cached = (signature, self.library.load(path).character)
            self._read[path] = cached
            if len(self._read) > READ_KEPT:
                self._read.popitem(last=False)
        self._read.move_to_end(path)
        return cached[1]

    def dirty_paths(self) -> list[Path]:
        return [p for p, d in self.documents.items() if d.dirty]

    def apply(self, text: str, changes: dict[Path, Character], change: FieldChange | None = None) -> None:
        """One undoable step that sets every character in `changes` (one or many), opening the
        ones not open yet (the window gives each a tab); an edit of one field (`change`) merges
        with quick further edits of that field."""
        steps = [SheetStep(path, self.open(path).token, self.documents[path].character, new) for path, new in changes.items()]
        self.push(text, steps, change=change)

    def push(self, text: str, sheets: list[SheetStep], plays: Sequence[PlayStep] = (), *, change: FieldChange | None = None) -> None:
        """One undo step of these changes (play files already written); nothing if none changes."""
        sheets = [s for s in sheets if s.before != s.after]
        if sheets or plays:
            self.undo_stack.push(StepCommand(self, text, sheets, list(plays), change))

    def set_character(self, path: Path, character: Character, token: object | None = None) -> bool:
        """Used by undo commands: put a value in place and announce it. With `token`, only in the
        opening the step was made on (False, and nothing done, once that is closed)."""
        document = self.documents.get(Path(path))
        if document is None or (token is not None and document.token is not token):
            return False
        was_dirty = document.dirty
        document.character = character
        self.changed.emit(document.path)
        if document.dirty != was_dirty:
            self.dirty_changed.emit(document.path, document.dirty)
        if not self._journal_timer.isActive() or self._journal_timer.remainingTime() > JOURNAL_DELAY_MS:
            self._journal_timer.start(JOURNAL_DELAY_MS)  # not restarted by later edits: see JOURNAL_DELAY_MS
        return True

    # -- play files (saved contests and conflicts) ----------------------------------------------

    def write_play(self, path: Path, data: bytes | None) -> None:
        """Write a play file (atomically), or remove it (`data` None); SheetFileError on failure."""
        write_play_file(Path(path), data)
        self.play_changed.emit(Path(path))

    # -- saving --------------------------------------------------------------------------------

    def save(self, path: Path, *, overwrite: bool = False, backup: bool = True) -> None:
        """Save one character. FileChangedError when another program changed the file, unless
        `overwrite`; BackupError when the version replaced cannot be kept, unless not `backup`;
        SheetFileError for every other problem (the edits stay in memory)."""
        document = self.documents[Path(path)]
        expected = None if overwrite or document.saved is None else document.fingerprint
        from talekeeper.core.storage.files import check_unchanged, next_revision

        if document.saved is None or document.character != document.saved or overwrite:
            revision = next_revision(document.character, document.revision)
            document.fingerprint = self.library.save(document.character, document.path, expected=expected, backup=backup, revision=revision)
            document.revision = revision
        elif expected is not None:  # the file holds this content already: nothing to write
            check_unchanged(document.path, expected)
        document.saved = document.character
        self.watcher.addPath(str(document.path))  # os.replace drops the watch
        self._unjournal(document.path)
        self.dirty_changed.emit(document.path, False)
        self.saved.emit(document.path)

    def revert(self, path: Path) -> None:
        """Go back to the file on disk, dropping unsaved changes: like closing without saving and
        opening again, so undo and redo never bring the dropped changes back."""
        self.reload(path)

    def close(self, path: Path) -> None:
        """Forget an open character (the caller has asked about unsaved changes)."""
        document = self.documents.pop(Path(path), None)
        if document is None:
            return
        self.watcher.removePath(str(document.path))
        self._unjournal(document.path)
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
                if not document.dirty:
                    self._unjournal(document.path)
                elif not self._holds(document):
                    self.journal.write(document.path, document.character, document.fingerprint)
                    self._journaled[document.path] = (document.character, document.fingerprint)
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

    def _holds(self, document: Document) -> bool:
        """The journal's entry for `document` is its current value (written, not edited since)."""
        held = self._journaled.get(document.path)
        return held is not None and held[0] is document.character and held[1] == document.fingerprint

    def _unjournal(self, path: Path) -> None:
        self._journaled.pop(path, None)
        self.journal.remove(path)

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
        document.revision = loaded.revision
        document.token = object()  # a new opening: earlier undo steps leave it alone
        self.watcher.addPath(str(document.path))
        self._unjournal(document.path)
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
