"""The library window: the roster on one side, the selected character's sheet on the other."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.model import Character, CharacterKind, HistoryEntry, HistoryKind
from core.storage import BrokenFile, CharacterSummary, Library, SheetFileError
from desktop.labels import combo_member, fill_combo
from desktop.new_character import NewCharacterDialog
from desktop.roster import EntryRole, RosterDelegate, RosterFilter, RosterModel
from desktop.sheet_view import SheetView
from desktop.widgets import plain_label


class MainWindow(QMainWindow):
    def __init__(self, library: Library) -> None:
        super().__init__()
        self.library = library
        self.setWindowTitle(self.tr("Talekeeper — %1").replace("%1", library.path.name or str(library.path)))
        self.resize(1100, 760)
        self._build_menus()
        self._build_roster()
        self._build_right_side()
        splitter = QSplitter()
        splitter.addWidget(self.roster_panel)
        splitter.addWidget(self.right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 800])
        self.setCentralWidget(splitter)
        self.statusBar().showMessage(str(library.path))
        self.reload()

    # -- building ------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = QAction(self.tr("&New Character…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_character)
        file_menu.addAction(self.new_action)
        file_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

    def _build_roster(self) -> None:
        self.roster_panel = QWidget()
        layout = QVBoxLayout(self.roster_panel)
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
        self.roster = QListView()
        self.roster.setAccessibleName(self.tr("Characters"))
        self.roster.setModel(self.filter)
        self.roster.setItemDelegate(RosterDelegate(self.roster))
        self.roster.setUniformItemSizes(True)
        self.roster.selectionModel().selectionChanged.connect(self._selection_changed)
        self.search.textChanged.connect(self.filter.set_search)
        self.kind_filter.currentIndexChanged.connect(lambda _: self.filter.set_kind(combo_member(self.kind_filter, CharacterKind)))
        layout.addWidget(self.search)
        layout.addWidget(self.kind_filter)
        layout.addWidget(self.roster)

    def _build_right_side(self) -> None:
        self.right = QStackedWidget()
        self.empty_hint = QWidget()
        hint_layout = QVBoxLayout(self.empty_hint)
        hint_layout.addStretch(1)
        self.hint_text = QLabel()
        self.hint_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint_text.setWordWrap(True)
        hint_layout.addWidget(self.hint_text)
        self.hint_button = QPushButton(self.tr("New Character…"))
        self.hint_button.clicked.connect(self.new_character)
        hint_layout.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignHCenter)
        hint_layout.addStretch(2)
        self.sheet = SheetView()
        self.error_view = plain_label(name=self.tr("Why the file cannot be opened"))
        self.error_view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.error_view.setContentsMargins(24, 24, 24, 24)
        for page in (self.empty_hint, self.sheet, self.error_view):
            self.right.addWidget(page)

    # -- behaviour -----------------------------------------------------------------------------

    def reload(self, select: Path | None = None) -> None:
        """Read the library again and keep (or set) the selection."""
        current = select or self.selected_path()
        self.model.set_entries(self.library.scan())
        row = self.model.row_of(current) if current else -1
        if row < 0 and self.model.rowCount():
            row = 0
        if row >= 0:
            index = self.filter.mapFromSource(self.model.index(row, 0))
            self.roster.setCurrentIndex(index)
        self._show_selected()

    def selected_path(self) -> Path | None:
        entry = self.roster.currentIndex().data(EntryRole)
        return entry.path if entry is not None else None

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._show_selected()

    def _show_selected(self) -> None:
        entry = self.roster.currentIndex().data(EntryRole)
        if entry is None:
            if self.model.rowCount() == 0:
                self.hint_text.setText(self.tr("This library has no characters yet.\nChoose File > New Character (Ctrl+N) to make one."))
                self.hint_button.show()
            else:
                self.hint_text.setText(self.tr("Select a character in the list."))
                self.hint_button.hide()
            self.right.setCurrentWidget(self.empty_hint)
            return
        if isinstance(entry, BrokenFile):
            self._show_error(entry.error)
            return
        assert isinstance(entry, CharacterSummary)
        try:
            character = self.library.load(entry.path).character
        except SheetFileError as error:
            self._show_error(error)
            return
        self.sheet.show_character(character)
        self.right.setCurrentWidget(self.sheet)

    def _show_error(self, error: SheetFileError) -> None:
        self.error_view.setText(self.tr("This file cannot be opened. It is left as it is.") + "\n\n" + str(error))
        self.right.setCurrentWidget(self.error_view)

    def new_character(self) -> None:
        answer = NewCharacterDialog.ask(self, combo_member(self.kind_filter, CharacterKind))
        if answer is None:
            return
        name, kind = answer
        character = Character(name=name, kind=kind, history=(HistoryEntry(kind=HistoryKind.CREATED, summary=f"Created {name}"),))
        try:
            path, _ = self.library.create(character)
        except SheetFileError as error:
            QMessageBox.warning(self, self.tr("New Character"), str(error))
            return
        self.search.clear()
        self.reload(select=path)
