"""The roster side of the library window: the search box, the kind filter and the list.

At start-up it lists the library in moves (see `roster_load`): the top page before the first paint,
then, in steps of the window's warm-up, the whole folder and the sheets the index could not vouch
for. Afterwards it keeps up with the folder a step per turn of the event loop, so the window never
waits for it: a change on disk re-reads the changed sheets only, row by row (the selection stays),
and a save takes the saved character's summary without reading the file. Open characters are
listed as they are in memory, unsaved edits included.

All on the GUI thread, on purpose (see `warmup`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QListView, QToolButton, QVBoxLayout, QWidget

from talekeeper.core.model.enums import CharacterKind
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.summary import BrokenFile, CharacterSummary
from talekeeper.desktop.roster import EntryRole, RosterDelegate, RosterFilter, RosterModel
from talekeeper.desktop.roster_load import RosterLoad
from talekeeper.desktop.widgets import fmt, follow_current_item, name_combo
from talekeeper.desktop.words.labels import combo_member, fill_combo

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from talekeeper.desktop.workspace import Workspace

Entry = CharacterSummary | BrokenFile
_SELECTING = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.MetaModifier
SLICE_MS = 15.0
"""Work done per turn of the event loop while keeping up with the folder."""
LOOK_DELAY_MS = 150
"""A change on disk is looked at this long after it is noticed (changes meanwhile go with it)."""
INDEX_DELAY_MS = 3000
"""The summary index is written again at most this long after the roster got ahead of it."""


class RosterPanel(QWidget):
    opened = Signal(object)
    """A character (or a broken file) was clicked (without Ctrl or Shift, which only select, for
    the GM's batch actions), double-clicked or activated with Enter."""
    listed = Signal()
    """The list was filled again."""
    message = Signal(str)
    """Something to say in the status bar ("" for the library's path)."""

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.library = workspace.library
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 0, 6)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search names, abilities, traits…"))
        self.search.setAccessibleName(self.tr("Search the roster"))
        self.search.setClearButtonEnabled(True)
        for button in self.search.findChildren(QToolButton):  # the clear button, a focus stop of its own for a screen reader
            button.setAccessibleName(self.tr("Clear the search"))
        self.kind_filter = QComboBox()
        name_combo(self.kind_filter, self.tr("Show kind"))
        fill_combo(self.kind_filter, CharacterKind, none_text=self.tr("All kinds"))
        self.model = RosterModel(self)
        self.filter = RosterFilter(self)
        self.filter.setSourceModel(self.model)
        self.view = QListView()
        self.view.setAccessibleName(self.tr("Characters"))
        follow_current_item(self.view)
        self.view.setModel(self.filter)
        self.view.setItemDelegate(RosterDelegate(self.view))
        self.view.setUniformItemSizes(True)
        self.view.setSelectionMode(QListView.SelectionMode.ExtendedSelection)
        self.view.activated.connect(self._activated)
        self.view.clicked.connect(self._activated)
        self.view.doubleClicked.connect(self._open)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._say_selected())
        self.search.textChanged.connect(self._search)
        self.kind_filter.currentIndexChanged.connect(lambda _: self.filter.set_kind(combo_member(self.kind_filter, CharacterKind)))
        for widget in (self.search, self.kind_filter, self.view):
            layout.addWidget(widget)
        self._look_timer = self._timer(LOOK_DELAY_MS, self.refresh)
        self._work_timer = self._timer(0, self._work)
        self._index_timer = self._timer(INDEX_DELAY_MS, self._index_due)
        self._look_wanted = self._write_wanted = False
        workspace.files_changed.connect(self._files_changed)  # a method, not a lambda: Qt drops it with the panel
        workspace.saved.connect(self._saved)
        workspace.changed.connect(self._character_changed)
        self.loading = RosterLoad(self.library.path)
        self._folder_shown = self._reload_when_loaded = self._said_selected = self._listed = False
        self._said_back: set[Path] = set()
        """Sheets said to have come back after a delete (said once)."""
        self._set_entries(self.loading.first_page())

    def _files_changed(self) -> None:
        if not self._look_timer.isActive():
            self._look_timer.start()

    def _timer(self, interval: int, slot: Callable[[], object]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(interval)
        timer.timeout.connect(slot)
        return timer

    # -- listing -------------------------------------------------------------------------------

    @property
    def complete(self) -> bool:
        """Every sheet of the folder is listed (the start-up listing is over)."""
        return self._listed

    def show_folder(self) -> None:
        """A warm-up step, after `loading.read_folder`: the whole roster as the summary index
        vouches for it; the sheets it could not vouch for are read next (`read_pending`)."""
        if self._folder_shown:
            return
        self._folder_shown = True
        self._set_entries(self.loading.take_folder())
        if self.loading.pending:
            self.message.emit(fmt(self.tr("Reading %1 characters…"), len(self.loading.pending)))
        else:
            self._loaded()

    def read_pending(self) -> bool:
        """A warm-up step: read unknown sheets in slices; True while some remain."""
        if not self.loading.pending:
            return False
        self.loading.read_some(SLICE_MS)
        if self.loading.pending:
            return True
        self.message.emit("")
        self._set_entries(list(self.loading.entries.values()))
        self._loaded()
        return False

    def _loaded(self) -> None:
        """The start-up listing is complete: look again if the folder changed meanwhile, confirm
        what was read quickly."""
        self._listed = True
        self.listed.emit()
        if self._reload_when_loaded:
            self._reload_when_loaded = False
            self.reload()
        self._work_timer.start()

    @property
    def settled(self) -> bool:
        """Listed, and caught up with every change seen on disk (the index may still be written)."""
        loading = self.loading
        return self.complete and not (self._look_wanted or self._look_timer.isActive() or loading.looking or loading.pending or loading.unconfirmed)

    def refresh(self) -> None:
        """Look at the folder again, then re-read what changed, a step per turn of the event loop."""
        if not self.complete:  # the start-up listing is under way: look again once it is done
            self._reload_when_loaded = True
            return
        self._look_wanted = True
        self._work_timer.start()

    def reload(self) -> None:
        """Look at the folder again and list what changed, now (after a file command)."""
        self.refresh()
        while self.complete and self._step(float("inf")):
            pass
        self.listed.emit()

    def _work(self) -> None:
        """One step of keeping up with the folder; the next on the next turn of the event loop."""
        rows = self.model.rowCount()
        if self.complete and self._step(SLICE_MS):
            self._work_timer.start()
        if self.model.rowCount() != rows:
            self.listed.emit()

    def _step(self, budget_ms: float) -> bool:
        """One piece of work: look, read, confirm, in that order, then write the index once it is
        due. False when there was nothing to do."""
        loading = self.loading
        if self._look_wanted or loading.looking:
            self._look_wanted = self._look_wanted and loading.looking  # a change seen during a look: another look after it
            for path in loading.look() or ():
                self.model.drop(path)
        elif loading.pending:
            self._show(loading.read_some(budget_ms))
        elif loading.unconfirmed:
            self._show(loading.confirm_some(budget_ms))
        elif self._write_wanted:
            self._write_wanted = loading.write_index()
            return True
        else:
            return False
        if loading.index_behind and not self._index_timer.isActive():
            self._index_timer.start()  # not restarted by later changes: the index is never far behind
        return True

    def _index_due(self) -> None:
        self._write_wanted = True
        self._work_timer.start()

    def _show(self, entries: list[Entry]) -> None:
        """Put these entries from disk in their rows (open characters as they are in memory); a
        row that moves keeps its selection."""
        documents = self.workspace.documents
        selection = self.view.selectionModel()
        for entry in entries:
            if self.complete and isinstance(entry, CharacterSummary) and not self.model.listed(entry.path):
                self._came_back(entry)
            shown = CharacterSummary.of(documents[entry.path].character, entry.path) if entry.path in documents else entry
            before = self._view_index(entry.path)
            selected, current = selection.isSelected(before), before.isValid() and before == self.view.currentIndex()
            if self.model.put(shown) and (selected or current):
                after = self._view_index(entry.path)
                if selected:
                    selection.select(after, QItemSelectionModel.SelectionFlag.Select)
                if current:
                    selection.setCurrentIndex(after, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _came_back(self, entry: CharacterSummary) -> None:
        """A sheet appeared: when it is a character deleted here (a sync tool brought it back, since
        another machine changed it meanwhile), it is kept, and that is said once."""
        if entry.path not in self._said_back and self.library.came_back(entry.path, entry.id):
            from talekeeper.core.storage.git_state import unmerged

            self._said_back.add(entry.path)
            if entry.path.name in unmerged(self.library.path):
                return  # a git merge brought it back: the roster's mark asks to keep it or delete it
            self.message.emit(fmt(self.tr("%1 came back: another machine changed it after it was deleted here. It is kept; delete it again if it should go."), entry.name))

    def _view_index(self, path: Path) -> QModelIndex:
        """Where the file's row is in the view (invalid when it is not listed or filtered out)."""
        row = self.model.row_of(path)
        return self.filter.mapFromSource(self.model.index(row, 0)) if row >= 0 else QModelIndex()

    def _saved(self, path: Path) -> None:
        """A character was saved: its summary is the document's (the file need not be read)."""
        summary = CharacterSummary.of(self.workspace.documents[path].character, path)
        self.loading.saved(summary)
        self._show([summary])
        if not self.complete:
            self._reload_when_loaded = True
        elif not self._index_timer.isActive():
            self._index_timer.start()

    def mark_broken(self, path: Path, error: SheetFileError) -> None:
        """A listed sheet failed to load when it was opened: list it as a file that cannot be."""
        entry = BrokenFile(path, error)
        self.loading.broken(path, entry)
        if self.model.row_of(path) >= 0:
            self._show([entry])

    def _set_entries(self, entries: Sequence[Entry]) -> None:
        """List these entries, in roster order (open characters as they are in memory), keeping
        the selection."""
        selected = self.selected_entry()
        documents = self.workspace.documents
        if documents:
            entries = [CharacterSummary.of(documents[e.path].character, e.path) if e.path in documents else e for e in entries]
        self.model.set_entries(entries)
        if selected is not None:
            self.select(selected.path)
        self.listed.emit()

    def _search(self, text: str) -> None:
        if not self._folder_shown:  # typed within moments of the start: the whole folder first
            self.show_folder()
        self.filter.set_search(text)

    def _character_changed(self, path: Path) -> None:
        document = self.workspace.documents.get(path)
        if document is not None:
            self.model.update_entry(CharacterSummary.of(document.character, path))

    # -- selection -----------------------------------------------------------------------------

    def selected_entry(self) -> Entry | None:
        entry: Entry | None = self.view.currentIndex().data(EntryRole)
        return entry

    def selected_paths(self) -> list[Path]:
        """The characters selected (GM batch actions act on these), in roster order."""
        rows = sorted(self.view.selectionModel().selectedRows(), key=lambda index: index.row())
        entries = [index.data(EntryRole) for index in rows]
        return [entry.path for entry in entries if isinstance(entry, CharacterSummary)]

    def select(self, path: Path) -> None:
        row = self.model.row_of(path)
        if row >= 0:
            self.view.setCurrentIndex(self.filter.mapFromSource(self.model.index(row, 0)))

    def _activated(self, index: QModelIndex) -> None:
        if QApplication.keyboardModifiers() & _SELECTING:
            return  # Ctrl+click and Shift+click pick characters for a batch action; they do not open
        self._open(index)

    def _open(self, index: QModelIndex) -> None:
        entry = index.data(EntryRole)
        if entry is not None:
            self.opened.emit(entry)

    def _say_selected(self) -> None:
        """Say how many are selected for a batch action (and nothing more once it is one again)."""
        count = len(self.view.selectionModel().selectedRows())
        if count > 1:
            self.message.emit(self.tr("%n character(s) selected: End of Session, Downtime and NPCs Regain HP act on them", "", count))
        elif self._said_selected:
            self.message.emit("")
        self._said_selected = count > 1
