"""The ways to the merge window for a character, and what happens after it.

- a conflicting copy (a sync tool's copy, or another file holding the same character): mine is
  the open sheet (unsaved edits too), theirs the copy, the common version found among the kept
  versions (`core.storage.ancestry`), or none (every difference a choice);
- the open conflicts a git merge left (`core.merge.pending`): the same merge run again; the
  choices are then applied over the sheet as it is now (edits made since stay);
- an import of a file whose character is in the library (`desktop.merge.importing`).

The result is one undo step on the open sheet (it gets a tab and is dirty until saved). Only when
the sheet is saved with that step in effect does the copy go to the library's trash (or the git
merge's record go): a user who undoes it and never saves keeps the copy. When the merge changes
nothing on the sheet (mine was newer), the copy goes to the trash at once, as an undoable step.

The resolver belongs to the library's controller (it outlives a window rebuilt for another
language); `host` is the window of the moment. Its imports of core's models wait for first use.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from shiboken6 import isValid

from talekeeper.desktop import messages
from talekeeper.desktop.merge.host import Host
from talekeeper.desktop.widgets import fmt

if TYPE_CHECKING:
    from talekeeper.core.merge import Merge
    from talekeeper.core.refusal import Refusal
    from talekeeper.core.storage.ancestry import Ancestry
    from talekeeper.core.storage.files import Loaded
    from talekeeper.desktop.merge.dialog import Texts

SCAN_DELAY_MS = 300
"""The library is looked at again this long after a change on disk is noticed."""


@dataclass
class Applied:
    """A merge applied to an open sheet: `finish` runs once the sheet is saved with it in effect."""

    path: Path
    token: object
    command: object
    finish: Callable[[bool], None]
    """Called with True when nothing needed saving (the copy's move is then an undo step)."""
    file: Path
    """The copy or record it finishes with."""
    then: str = ""
    """What the status bar says while it waits for the save."""


class Resolver(QObject):
    scanned = Signal(object)
    """What `scan` found (`LibraryConflicts`): the banner shows the campaign's part."""

    def __init__(self, workspace: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.host: Host | None = None
        self.found: Any = None
        self._waiting: list[Applied] = []
        self._offering: Path | None = None
        workspace.saved.connect(self._saved)
        self._scan_timer = QTimer(self)
        self._scan_timer.setSingleShot(True)
        self._scan_timer.setInterval(SCAN_DELAY_MS)
        self._scan_timer.timeout.connect(self.scan)
        workspace.files_changed.connect(self._scan_timer.start)

    @property
    def window(self) -> Host:
        """The window of the moment."""
        assert self.host is not None, "a window sets itself as the host"
        return self.host

    # -- what waits ----------------------------------------------------------------------------------

    def scan(self) -> None:
        """Look for copies of campaign.json and a git merge's open conflicts (names only)."""
        from talekeeper.core.storage.copies import library_conflicts

        library = self.workspace.library.path
        self.found = library_conflicts(library)
        if self.host is not None and isValid(self.host.model):  # not a window closed meanwhile
            self.host.model.set_pending({library / name for name in self.found.pending if name != "campaign.json" and name not in self.found.ghosts})
            self.host.model.set_git(self._git_choices(library))
        self.scanned.emit(self.found)

    def _git_choices(self, library: Path) -> dict[Path, Any]:
        """The files a git merge left for a choice (`core.storage.git_state`): two characters
        under one name while one of them is in no file, a sheet deleted on one side and changed on
        the other while it is still there."""
        from talekeeper.core.storage.git_state import Kind, in_work_tree, unmerged

        if not in_work_tree(library):
            return {}
        model, found = self.window.model, {}
        for name, entry in unmerged(library).items():
            path = library / name
            if entry.kind is Kind.TWO_CHARACTERS:
                if entry.missing({i for i in entry.ids.values() if i is not None and model.holds(i)}):
                    found[path] = entry
            elif entry.kind in (Kind.DELETED_HERE, Kind.DELETED_THERE) and path.exists():
                found[path] = entry
        return found

    def pending(self) -> dict[str, Path]:
        return self.found.pending if self.found is not None else {}

    def waits(self, path: Path) -> bool:
        """Whether a copy, or a git merge's open conflicts, wait to be merged into this sheet
        (not counting those merged already, waiting for the sheet to be saved), or a choice about
        the file waits (`_choice`)."""
        return self._next(path) is not None or self._choice(path)

    def _choice(self, path: Path) -> bool:
        """Whether a choice where nothing merges waits for the file (`desktop.merge.table`)."""
        model = self.window.model
        return path in model.git or model.stranger(path) is not None

    def _next(self, path: Path) -> tuple[bool, Any] | None:
        """(True, the next copy) or (False, the git merge's record) to merge into `path`."""
        merged = {waiting.file for waiting in self._waiting if self._in_effect(waiting)}
        copies = [copy for copy in self.window.model.copies_of(path) if path.with_name(copy.name) not in merged]
        record = self.pending().get(path.name)
        if copies:
            return True, copies[0]
        return (False, record) if record is not None and record not in merged else None

    def offer(self, entry: object) -> None:
        """A roster row was opened: offer the merge when something waits to be merged into it,
        once the click is handled (a style that opens rows on a single click says so twice)."""
        path = getattr(entry, "path", None)
        if isinstance(path, Path) and getattr(entry, "id", None) is not None and (self.window.model.copies_of(path) or path.name in self.pending() or self._choice(path)):
            if self._offering is None:
                QTimer.singleShot(0, self._offer)
            self._offering = path

    @property
    def offer_pending(self) -> bool:
        """An opened row's merge is about to be offered."""
        return self._offering is not None

    def _offer(self) -> None:
        path, self._offering = self._offering, None
        if path is not None and self.host is not None:
            self.resolve(path)

    def resolve_current(self) -> None:
        """Edit > Resolve Conflicting Copy…: for the character selected in the roster or open, else
        for the campaign settings."""
        from talekeeper.core.storage.sync_copies import CAMPAIGN_FILE

        window = self.window
        path = next((p for p in (*window.selected_paths(), window.current_path()) if p is not None and self.waits(p)), None)
        if path is not None:
            self.resolve(path)
        elif self.found is not None and (self.found.campaign_copies or CAMPAIGN_FILE in self.found.pending or self.found.ghosts):
            self.resolve_library()
        else:
            window.say(QCoreApplication.translate("Resolver", "Nothing waits to be merged: no conflicting copy, and no conflicts from a git merge."))

    def resolve_library(self) -> None:
        """What waits outside the roster (the banner's button): the campaign settings' copies or
        git conflicts, else a git merge's record for a sheet that is not in the library."""
        from talekeeper.core.storage.sync_copies import CAMPAIGN_FILE

        found = self.found
        if found is None:
            return
        if found.campaign_copies or CAMPAIGN_FILE in found.pending:
            from talekeeper.desktop.merge.campaign import resolve_campaign

            resolve_campaign(self)
        elif found.ghosts:
            self.open_record(found.pending[found.ghosts[0]])

    def open_record(self, record_path: Path) -> Any:
        """A git merge's record, checked and its merge run again (`core.merge.pending.open_record`,
        as `talekeeper check` asks): (record, merge), or None once a record that cannot be used was
        refused by name (the user may discard it)."""
        from talekeeper.core.merge.pending import open_record
        from talekeeper.core.refusal import Refusal

        try:
            return open_record(self.workspace.library.path, record_path)
        except Refusal as refusal:
            self.refuse_record(record_path, refusal)
            return None

    def refuse_record(self, record_path: Path, refusal: Refusal) -> None:
        """Say why a git merge's record cannot be used, and offer to discard it."""
        from talekeeper.core.merge.pending import drop_pending
        from talekeeper.core.refusal import Refusal
        from talekeeper.desktop.words.wording import refusal_text

        box = messages.box(
            self.window.dialog_parent(), messages.Icon.Warning, "Talekeeper",
            fmt(QCoreApplication.translate("Resolver", "This record of a git merge cannot be used: %1"), refusal_text(refusal)),
            informative=QCoreApplication.translate("Resolver", "Discarding it removes only the record, in the library's hidden folder .talekeeper; the library's characters and settings stay as they are."),
        )
        discard = box.addButton(QCoreApplication.translate("Resolver", "&Discard the Record"), messages.Role.DestructiveRole)
        box.addButton(QCoreApplication.translate("Resolver", "&Keep It"), messages.Role.RejectRole)
        if self.window.ask(box) is not discard:
            return
        try:
            drop_pending(record_path)
        except Refusal as error:
            self.tell(error)
        else:
            self.window.say(QCoreApplication.translate("Resolver", "The record of the git merge is discarded."))
        self.scan()

    def resolve(self, path: Path) -> None:
        """Merge the next thing waiting for the character at `path`: a copy, or a git merge's
        open conflicts (those already merged and waiting for a save are skipped)."""
        from talekeeper.desktop.merge import table
        from talekeeper.desktop.merge.sheets import merge_copy, merge_record

        model = self.window.model
        if path in model.git:
            table.decide_git(self, path, model.git[path])
            return
        stranger = model.stranger(path)
        if stranger is not None:
            table.keep_copy(self, path, stranger)
            return
        found = self._next(path)
        waiting = next((waiting for waiting in self._waiting if waiting.path == path and self._in_effect(waiting)), None)
        if found is not None:
            (merge_copy if found[0] else merge_record)(self, path, found[1])
        elif waiting is not None:
            self.window.say(waiting.then)
        else:
            self.window.say(QCoreApplication.translate("Resolver", "Nothing waits to be merged into this character."))

    # -- the steps they share ----------------------------------------------------------------------

    def merge_sheet(self, path: Path, document: Any, theirs: Loaded) -> tuple[Ancestry, Merge[Any] | None]:
        """The merge of the open sheet (mine) and `theirs`, from their common version if known."""
        from talekeeper.core.merge import merge_characters
        from talekeeper.core.refusal import Refusal
        from talekeeper.core.storage.ancestry import ancestry
        from talekeeper.core.storage.files import Loaded

        ours = Loaded(document.saved or document.character, document.fingerprint or "", 0, revision=document.revision)
        found = ancestry(path, ours, theirs.revision)
        try:
            return found, merge_characters(found.base.character if found.base else None, document.character, theirs.character)
        except Refusal as refusal:
            self.tell(refusal)
            return found, None

    def ask(self, path: Path, document: Any, merge: Merge[Any], texts: Texts, step: str,
            finish: Callable[[bool], None] | None, file: Path, over: Any = None, then: str = "") -> None:
        """Show the window; apply its result as one undo step (over the sheet as it is now when
        `over`, the version the choices were made on, is given). `then` is what the status bar
        says while the step waits for a save to `finish`."""
        from talekeeper.core.merge import Side, merge_characters
        from talekeeper.core.refusal import Refusal
        from talekeeper.desktop.merge.dialog import MergeDialog

        answer = MergeDialog.ask(merge, texts, self.window.dialog_parent())
        if answer is None:
            return
        result = answer[0]
        try:
            result = result if over is None else merge_characters(over, document.character, result).resolve({}, default=Side.THEIRS)
        except Refusal as refusal:
            self.tell(refusal)
            return
        self.window.open_character(path)
        if result == document.character:
            if finish is not None:
                finish(True)
            return
        self.workspace.apply(step, {path: result})
        stack = self.workspace.undo_stack
        if finish is not None:
            self._waiting.append(Applied(path, document.token, stack.command(stack.index() - 1), finish, file, then))
            self.window.say(then)

    def _in_effect(self, waiting: Applied) -> bool:
        document = self.workspace.documents.get(waiting.path)
        stack = self.workspace.undo_stack
        return document is not None and document.token is waiting.token and any(stack.command(i) is waiting.command for i in range(stack.index()))

    def _saved(self, path: Path) -> None:
        """A sheet was saved: finish the merges in effect on it; forget those no longer on the stack."""
        stack = self.workspace.undo_stack
        for waiting in [w for w in self._waiting if w.path == path]:
            if self._in_effect(waiting):
                self._waiting.remove(waiting)
                waiting.finish(False)
            elif self.workspace.documents.get(path) is None or not any(stack.command(i) is waiting.command for i in range(stack.count())):
                self._waiting.remove(waiting)

    def trash(self, file: Path, undoable: bool) -> None:
        """Move a merged copy to the library's trash: as an undo step when nothing else changed;
        after a save, at once (a step pushed then would drop what Redo holds)."""
        from talekeeper.core.refusal import Refusal

        if undoable:
            if not self.window.controller.trash_file(fmt(QCoreApplication.translate("Resolver", "Move %1 to the trash"), file.name), file):
                return  # it stays, and so does its mark in the roster (the user was told why)
            self.window.say(fmt(QCoreApplication.translate("Resolver", "%1 is in the library's trash."), file.name))
        else:
            try:
                self.workspace.library.delete(file)
            except Refusal as refusal:
                self.tell(refusal, QCoreApplication.translate("Resolver", "The merged sheet is saved, but the copy stays where it is: %1"))
                return
            self.say_after_save(fmt(QCoreApplication.translate("Resolver", "Saved; %1 is in the library's trash."), file.name))
            self.workspace.files_changed.emit()
        self.window.model.drop(file)

    def drop_record(self, record_path: Path) -> None:
        from talekeeper.core.merge.pending import drop_pending
        from talekeeper.core.refusal import Refusal

        try:
            drop_pending(record_path)
        except Refusal as refusal:
            self.tell(refusal)
        else:
            self.say_after_save(QCoreApplication.translate("Resolver", "The conflicts of the git merge are resolved: finish the merge with git add and git commit."))
        self.scan()

    def say_after_save(self, text: str) -> None:
        """Say `text` in the status bar once the window has said the save is done."""
        def say() -> None:
            if self.host is not None:
                self.host.say(text)
        QTimer.singleShot(0, say)

    def read(self, file: Path) -> Loaded | None:
        from talekeeper.core.refusal import Refusal
        from talekeeper.core.storage.files import read_character

        try:
            return read_character(file)
        except Refusal as refusal:
            self.tell(refusal)
            return None

    def open(self, path: Path) -> Any:
        from talekeeper.core.refusal import Refusal

        try:
            return self.workspace.open(path)
        except Refusal as refusal:
            self.tell(refusal)
            return None

    def tell(self, refusal: Refusal, template: str = "%1") -> None:
        """Say why something cannot be done, in words (plain text: file names are in it)."""
        from talekeeper.desktop.words.wording import refusal_text

        self.warn(fmt(template, refusal_text(refusal)))

    def warn(self, text: str) -> None:
        self.window.ask(messages.box(self.window.dialog_parent(), messages.Icon.Warning, "Talekeeper", text))
