"""The roster side of the library window: the search box, the kind filter and the list.

At start-up it lists the library in moves (see `roster_load`): the top page before the first paint,
then, in steps of the window's warm-up, the whole folder and the sheets the index could not vouch
for. Open characters are listed as they are in memory, unsaved edits included.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QListView, QVBoxLayout, QWidget

from core.model.enums import CharacterKind
from core.storage.summary import BrokenFile, CharacterSummary
from desktop.labels import combo_member, fill_combo
from desktop.roster import EntryRole, RosterDelegate, RosterFilter, RosterModel
from desktop.roster_load import RosterLoad
from desktop.widgets import fmt

if TYPE_CHECKING:
    from desktop.workspace import Workspace

Entry = CharacterSummary | BrokenFile
_SELECTING = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.MetaModifier


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
        self.kind_filter = QComboBox()
        self.kind_filter.setAccessibleName(self.tr("Show kind"))
        fill_combo(self.kind_filter, CharacterKind, none_text=self.tr("All kinds"))
        self.model = RosterModel(self)
        self.filter = RosterFilter(self)
        self.filter.setSourceModel(self.model)
        self.view = QListView()
        self.view.setAccessibleName(self.tr("Characters"))
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
        self._reload_timer = QTimer(self)
        self._reload_timer.setSingleShot(True)
        self._reload_timer.setInterval(150)
        self._reload_timer.timeout.connect(self.reload)
        workspace.files_changed.connect(self._reload_timer.start)
        workspace.changed.connect(self._character_changed)
        self.loading = RosterLoad(self.library.path)
        self._folder_shown = self._reload_when_loaded = self._said_selected = False
        self._set_entries(self.loading.first_page())

    # -- listing -------------------------------------------------------------------------------

    @property
    def complete(self) -> bool:
        """Every sheet of the folder is listed (the start-up listing is over)."""
        return self._folder_shown and not self.loading.busy

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
        """A warm-up step: read unknown sheets in slices of about 15 ms; True while some remain."""
        if not self.loading.pending:
            return False
        entries = self.loading.read_some(15.0)
        if entries is None:
            return True
        self.message.emit("")
        self._set_entries(entries)
        self._loaded()
        return False

    def _loaded(self) -> None:
        """The start-up listing is complete: list again if the folder changed meanwhile."""
        if self._reload_when_loaded:
            self._reload_when_loaded = False
            self.reload()

    def reload(self) -> None:
        """List the folder again (after a change on disk or a file command)."""
        if not self.complete:  # the start-up listing is under way: list again once it is done
            self._reload_when_loaded = True
            return
        self._set_entries(self.library.scan())

    def _set_entries(self, entries: list[Entry]) -> None:
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
        return self.view.currentIndex().data(EntryRole)

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
