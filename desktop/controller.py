"""One open library: its workspace, lock, campaign and window; library-level actions.

The controller outlives the window, so switching the language rebuilds the window without losing
open characters, unsaved changes or the undo history.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray, QLockFile, QObject
from PySide6.QtWidgets import QWidget

from talekeeper.core import paths
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.desktop import messages
from talekeeper.desktop.commands import CampaignCommand, FileCommand
from talekeeper.desktop.merge.resolver import Resolver
from talekeeper.desktop.operations import Runner
from talekeeper.desktop.settings import Settings
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.wording import refusal_text
from talekeeper.desktop.workspace import Workspace

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QComboBox, QLineEdit

    from talekeeper.core.model import Campaign
    from talekeeper.core.storage.journal import JournalEntry
    from talekeeper.core.storage.library import Library
    from talekeeper.desktop.editor import CharacterEditor
    from talekeeper.desktop.roster_panel import RosterPanel

    Decide = Callable[[list[JournalEntry], QWidget | None], list[tuple[JournalEntry, str]]]
    """Asks the user about journaled edits (`RecoveryDialog.decide`): each entry with its decision."""


class Window(Protocol):
    """What the controller needs of its library window (duck-typed: the window package sits above
    the controller, which imports none of it)."""

    search: QLineEdit
    kind_filter: QComboBox
    roster_panel: RosterPanel

    def dialog_parent(self) -> QWidget: ...

    def current_editor(self) -> CharacterEditor | None: ...

    def editors(self) -> list[CharacterEditor]: ...

    def editor_for(self, path: Path) -> CharacterEditor | None: ...

    def open_character(self, path: Path) -> CharacterEditor | None: ...

    def save(self, path: Path | None = None) -> bool: ...

    # the window as a language switch replaces it (`desktop.window.switching`)
    def saveGeometry(self) -> QByteArray: ...

    def close(self) -> bool: ...

    def deleteLater(self) -> None: ...


class Controller(QObject):
    def __init__(self, library: Library, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.workspace = Workspace(library, self)
        self.runner = Runner(self.workspace, lambda: self.campaign, self)
        self.conflicts = Resolver(self.workspace, self)
        self.campaign_problem: SheetFileError | None = None
        self._campaign: Campaign | None = None
        self.window: Window | None = None
        self.replacing_window = False
        self.lock = QLockFile(str(paths.state_dir() / "locks" / f"{paths.library_key(library.path)}.lock"))

    def _parent(self) -> QWidget | None:
        """The window, as the parent of the controller's messages (None while it has none)."""
        return self.window.dialog_parent() if self.window is not None else None

    @property
    def library(self) -> Library:
        return self.workspace.library

    @property
    def campaign(self) -> Campaign:
        """The library's campaign settings (C-4), read on first use; defaults if campaign.json is
        damaged (which is then never written over, see `edit_campaign`)."""
        if self._campaign is None:
            try:
                self._campaign = self.library.load_campaign()
            except SheetFileError as error:
                from talekeeper.core.model import Campaign

                self._campaign, self.campaign_problem = Campaign(), error
        return self._campaign

    @campaign.setter
    def campaign(self, campaign: Campaign) -> None:
        """Use these settings in memory (`set_campaign` also saves them)."""
        self._campaign = campaign

    # -- start and stop --------------------------------------------------------------------------

    def acquire_lock(self, parent: QWidget | None = None, *, ask: bool = True) -> bool:
        """Lock the library (the lock lives in the state folder, never in the library)."""
        Path(self.lock.fileName()).parent.mkdir(parents=True, exist_ok=True)
        if self.lock.tryLock(0):
            return True
        if not ask:
            return False
        pid, host, _app = self.lock.getLockInfo()
        answer = messages.warning(
            parent, "Talekeeper",
            fmt(self.tr("This library is already open in another Talekeeper window (process %1 on %2).\n\nEditing the same characters in both can lose changes. Open it anyway?"), pid, host),
            messages.Button.Open | messages.Button.Cancel, messages.Button.Cancel,
        )
        return answer == messages.Button.Open

    def offer_recovery(self, decide: Decide | None = None) -> None:
        """Offer the journaled edits of an earlier session that did not end normally."""
        entries, _problems = self.workspace.journal.entries()
        entries = [e for e in entries if e.path.parent.resolve() == self.library.path.resolve()]  # a sheet may link elsewhere
        if not entries:
            return
        from talekeeper.desktop.crash_recovery import DISCARD, RESTORE, RecoveryDialog  # the dialog loads only when needed

        decide = decide or RecoveryDialog.decide
        for entry, decision in decide(entries, self._parent()):
            if decision == DISCARD:
                self.workspace.journal.discard(entry)
            elif decision == RESTORE:
                self.restore(entry)

    def restore(self, entry: JournalEntry) -> None:
        path = entry.path
        if not path.exists():
            path, _ = self.library.create(entry.character)
        try:
            self.workspace.open(path)
        except SheetFileError as error:
            messages.warning(self._parent(), "Talekeeper", refusal_text(error))
            return
        self.workspace.apply(fmt(self.tr("Restore unsaved changes to %1"), entry.character.name), {path: entry.character})
        self.workspace.journal.discard(entry)
        self.workspace.write_journal()
        if self.window is not None:
            self.window.open_character(path)

    def shutdown(self) -> None:
        """The user has decided about every unsaved change: nothing is left to recover."""
        self.remember_tabs()
        for path in list(self.workspace.documents):
            self.workspace.journal.remove(path)
        self.workspace.journal.close()
        if self.lock.isLocked():
            self.lock.unlock()

    # -- characters -------------------------------------------------------------------------------

    def new_character(self, window: Window) -> None:
        from talekeeper.core.edit_events import FILE_CREATED
        from talekeeper.core.events import event
        from talekeeper.core.model import Character, CharacterKind, HistoryEntry, HistoryKind
        from talekeeper.desktop.new_character import NewCharacterDialog
        from talekeeper.desktop.words.labels import combo_member

        answer = NewCharacterDialog.ask(window.dialog_parent(), combo_member(window.kind_filter, CharacterKind))
        if answer is None:
            return
        name, kind = answer
        character = Character(name=name, kind=kind, history=(HistoryEntry(kind=HistoryKind.CREATED, summary=fmt(self.tr("Created %1"), name), events=(event(FILE_CREATED, name=name),)),))
        self._add_file(window, fmt(self.tr("New character %1"), name), lambda: self.library.create(character)[0])

    def add_examples(self, window: Window) -> None:
        """Copy the example characters into the library, as one undoable step."""
        from talekeeper import resources

        stack = self.workspace.undo_stack
        stack.beginMacro(self.tr("Add the example characters"))
        try:
            for source in sorted(resources.EXAMPLES.glob("*.tale.json")):
                try:
                    path = self.library.import_file(source)[1]
                except SheetFileError as error:
                    messages.warning(window.dialog_parent(), "Talekeeper", refusal_text(error))
                    break
                stack.push(FileCommand(self.workspace, fmt(self.tr("Import %1"), source.name), path, present_after=True))
        finally:
            stack.endMacro()
        window.roster_panel.reload()

    def remember_tabs(self) -> None:
        """Keep which characters are open in tabs (and the current one) for this library's next start."""
        if self.window is not None:
            current = self.window.current_editor()
            self.settings.remember_tabs(self.library.path, [e.path.name for e in self.window.editors()], current.path.name if current else None)

    def restore_tabs(self) -> None:
        """Open the tabs that were open when this library was last closed (those still readable)."""
        if self.window is None:
            return
        names, current = self.settings.tabs_of(self.library.path)
        for name in names:
            path = self.library.path / name
            try:
                self.workspace.open(path)
            except SheetFileError:
                continue  # gone or damaged since: the roster says so
            self.window.open_character(path)
        if current and self.window.editor_for(self.library.path / current) is not None:
            self.window.open_character(self.library.path / current)

    def duplicate_character(self, window: Window) -> None:
        editor = window.current_editor()
        if editor is None:
            return
        original = self.workspace.character(editor.path)
        from PySide6.QtWidgets import QInputDialog  # (dialog types load when asked for, not before the first paint)

        name, ok = QInputDialog.getText(window.dialog_parent(), self.tr("Duplicate Character"), self.tr("Name of the copy:"), text=original.name)
        if not ok or not name.strip():
            return
        if self.workspace.documents[editor.path].dirty and not window.save(editor.path):
            return
        self._add_file(window, fmt(self.tr("Duplicate %1"), original.name), lambda: self.library.duplicate(editor.path, name.strip())[1])

    def import_character(self, window: Window, source: str | None = None) -> None:
        """Import a character file: as a new character, or (its character is in the library) as
        an update of that character through the merge window, as the user chooses."""
        if source is None:
            from PySide6.QtWidgets import QFileDialog

            source, _ = QFileDialog.getOpenFileName(window.dialog_parent(), self.tr("Import Character"), "", self.tr("Talekeeper characters (*.tale.json *.json)"))
        from talekeeper.desktop.merge.importing import import_file

        if source and not import_file(self.conflicts, Path(source)):
            self._add_file(window, fmt(self.tr("Import %1"), Path(source).name), lambda: self.library.import_file(Path(source))[1])

    def _add_file(self, window: Window, text: str, make: Callable[[], Path]) -> None:
        try:
            path = make()
        except SheetFileError as error:
            messages.warning(window.dialog_parent(), "Talekeeper", refusal_text(error))
            return
        self.workspace.undo_stack.push(FileCommand(self.workspace, text, path, present_after=True))
        window.search.clear()
        window.roster_panel.reload()
        window.open_character(path)

    def delete_character(self, window: Window) -> None:
        """Move the current character's file to the library's trash, as one undoable step."""
        editor = window.current_editor()
        if editor is None:
            return
        document = self.workspace.documents[editor.path]
        if document.dirty and not window.save(editor.path):
            return
        self.trash_file(fmt(self.tr("Delete %1"), document.character.name), editor.path)

    def trash_file(self, text: str, path: Path) -> bool:
        """Move a library file to the library's trash as one undoable step; False (and the user
        told why) when it cannot be moved."""
        try:
            trash = self.library.delete(path)
        except SheetFileError as error:  # the file stays, and so does its tab
            messages.warning(self._parent(), "Talekeeper", refusal_text(error))
            return False
        self.workspace.forget_file(path)
        self.workspace.undo_stack.push(FileCommand(self.workspace, text, path, present_after=False, trash_path=trash))
        return True

    # -- library and settings ---------------------------------------------------------------------

    def set_campaign(self, campaign: Campaign) -> None:
        self.library.save_campaign(campaign)
        self._campaign = campaign
        if self.window is not None:
            for editor in self.window.editors():
                editor.set_campaign(campaign)

    def edit_campaign(self, window: Window) -> None:
        from talekeeper.desktop.campaign_dialog import CampaignDialog

        campaign = self.campaign
        if self.campaign_problem is not None:
            messages.warning(window.dialog_parent(), self.tr("Campaign Settings"), fmt(self.tr("campaign.json cannot be read, so it is left as it is:\n%1"), self.campaign_problem))
            return
        changed = CampaignDialog.edit(campaign, window.dialog_parent())
        if changed is not None and changed != campaign:
            self.change_campaign(self.tr("Change campaign settings"), changed)

    def change_campaign(self, text: str, changed: Campaign) -> bool:
        """Save new campaign settings, as one undoable step; False (and the user told why) when
        they cannot be saved (then no step is left)."""
        campaign = self.campaign
        try:
            self.set_campaign(changed)  # saved first: a save that fails leaves no undo step
        except SheetFileError as error:
            messages.warning(self._parent(), self.tr("Campaign Settings"), refusal_text(error))
            return False
        self.workspace.undo_stack.push(CampaignCommand(self.set_campaign, self.workspace.problem.emit, text, campaign, changed))
        return True
