"""The library window: the roster on one side, open characters in tabs on the other."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QSplitter, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from talekeeper.core.paths import printable
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.summary import BrokenFile, CharacterSummary
from talekeeper.desktop import messages
from talekeeper.desktop.merge.banner import ConflictBanner
from talekeeper.desktop.roster_panel import RosterPanel
from talekeeper.desktop.warmup import WarmUp, import_steps
from talekeeper.desktop.widgets import fmt, literal, plain_label
from talekeeper.desktop.window.banner import JournalBanner
from talekeeper.desktop.window.frame import WindowFrame
from talekeeper.desktop.window.menus import build_menus
from talekeeper.desktop.window.opening import Opening
from talekeeper.desktop.window.places_banner import PlacesBanner
from talekeeper.desktop.window.play import add_next_play_family
from talekeeper.desktop.words.wording import refusal_text

if TYPE_CHECKING:
    from talekeeper.core.model import Campaign
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.editor import CharacterEditor

Save = messages.Button.Save
Discard = messages.Button.Discard
Cancel = messages.Button.Cancel
TAB_TITLE_WIDTH = 180
"""Pixels of a character's name on its tab; longer names end in "…" (the tooltip has it whole)."""


class MainWindow(WindowFrame):
    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.controller = controller
        self.workspace = controller.workspace
        self.library = self.workspace.library
        self.runner = controller.runner
        self.runner.host = self
        self.play_families: list[str] = []
        self.play_actions: dict[str, QAction] = {}
        folder = printable(self.library.path.name or self.library.path)  # the default library is called Talekeeper too
        self.setWindowTitle("Talekeeper[*]" if folder.casefold() == "talekeeper" else fmt(self.tr("%1[*] — Talekeeper"), folder))
        self.resize(1200, 800)
        self.roster_panel = RosterPanel(self.workspace)
        self.opening = Opening(self)
        panel = self.roster_panel  # its widgets are the window's too
        self.search, self.kind_filter, self.model, self.filter, self.roster = panel.search, panel.kind_filter, panel.model, panel.filter, panel.view
        panel.opened.connect(self._roster_activated)
        panel.listed.connect(self._show_right)
        panel.message.connect(lambda text: self.statusBar().showMessage(text or printable(self.library.path)))
        self._build_tabs()
        splitter = QSplitter()
        splitter.addWidget(self.roster_panel)
        splitter.addWidget(self.right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 900])
        self.journal_banner = JournalBanner(self.workspace)
        self.places_banner = PlacesBanner(self.workspace)
        self.conflicts = controller.conflicts
        self.conflicts.host = self
        self.roster_panel.opened.connect(self.conflicts.offer)  # after the tab is opened
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        for banner in (self.journal_banner, self.places_banner, ConflictBanner(self.conflicts)):
            central_layout.addWidget(banner)
        central_layout.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self.menu_actions = build_menus(self)
        self.statusBar().showMessage(printable(self.library.path))
        self.workspace.dirty_changed.connect(self._dirty_changed)
        self.workspace.changed.connect(self._character_changed)
        self.workspace.closed.connect(self._document_closed)
        self.workspace.outside_change.connect(self._outside_change)
        self.workspace.problem.connect(self._show_problem)
        self._show_right()
        self.warm_up = WarmUp(self, [
            self.roster_panel.loading.read_folder,
            self.roster_panel.show_folder,
            *import_steps(),
            lambda: add_next_play_family(self),
            self._load_editor,
            self.roster_panel.read_pending,
            self.conflicts.scan,
            self.places_banner.look,
            self._remove_stray_temporaries,
        ])
        for path in list(self.workspace.documents):
            self.open_character(path)

    @property
    def campaign(self) -> Campaign:
        return self.controller.campaign

    # -- start-up: paint first, then load the rest ---------------------------------------------------

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.Paint and not self.warm_up.started:
            self.warm_up.start()
        return handled

    def _remove_stray_temporaries(self) -> None:
        """Temporary files that saves killed part-way left in the library (see Library)."""
        self.library.remove_stray_temporaries()

    def _load_editor(self) -> None:
        import talekeeper.desktop.editor  # noqa: F401  (so the first click on a character opens it at once)

    # -- building ------------------------------------------------------------------------------

    def _build_tabs(self) -> None:
        self.right = QStackedWidget()
        self.empty_hint = QWidget()
        hint_layout = QVBoxLayout(self.empty_hint)
        hint_layout.addStretch(1)
        self.hint_text = QLabel()
        self.hint_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint_text.setWordWrap(True)
        hint_layout.addWidget(self.hint_text)
        self.hint_button = QPushButton(self.tr("&New Character…"))
        self.hint_button.clicked.connect(lambda: self.controller.new_character(self))
        self.examples_button = QPushButton(self.tr("Add the E&xample Characters"))
        self.examples_button.setToolTip(self.tr("Four characters to look around with: a player character, a follower, an NPC and a monster"))
        self.examples_button.clicked.connect(lambda: self.controller.add_examples(self))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.hint_button, self.examples_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        hint_layout.addLayout(buttons)
        hint_layout.addStretch(2)
        self.tabs = QTabWidget()
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setDocumentMode(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.tabs.setAccessibleName(self.tr("Open characters"))
        self.tabs.tabCloseRequested.connect(lambda index: self.close_tab(self._editor_at(index)))
        self.tabs.currentChanged.connect(lambda _: self._update_actions())
        self.error_view = plain_label(name=self.tr("Why the file cannot be opened"))
        self.error_view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.error_view.setContentsMargins(24, 24, 24, 24)
        for page in (self.empty_hint, self.tabs, self.error_view):
            self.right.addWidget(page)

    def _show_problem(self, text: str) -> None:
        messages.warning(self, "Talekeeper", text)

    # -- roster --------------------------------------------------------------------------------

    def _character_changed(self, path: Path) -> None:
        editor = self.editor_for(path)
        if editor is not None:
            self._retitle(editor)
        elif path in self.workspace.documents:  # every open document has a tab (changed by an action on the roster's selection)
            self._add_tab(path)

    def selected_paths(self) -> list[Path]:
        """The characters selected in the roster (GM batch actions act on these), in roster order."""
        return self.roster_panel.selected_paths()

    # -- what the runner needs of the window (desktop.operations.Host) ------------------------------

    def dialog_parent(self) -> QWidget:
        return self

    def current_path(self) -> Path | None:
        editor = self.current_editor()
        return editor.path if editor is not None else None

    def say(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def listed_characters(self) -> list[CharacterSummary | BrokenFile]:
        """The roster's listing (open characters as they are now) once complete; the library's before."""
        return list(self.model.entries_view()) if self.roster_panel.complete else self.library.scan()

    def _roster_activated(self, entry: CharacterSummary | BrokenFile) -> None:
        if isinstance(entry, BrokenFile):
            self.error_view.setText(self.tr("This file cannot be opened. It is left as it is.") + "\n\n" + refusal_text(entry.error))
            self.right.setCurrentWidget(self.error_view)
        else:
            self.open_character(entry.path)

    def _show_right(self) -> None:
        if self.tabs.count():
            if self.right.currentWidget() is not self.error_view:
                self.right.setCurrentWidget(self.tabs)
            return
        if self.right.currentWidget() is self.error_view and self.model.rowCount():
            return  # still saying why a file cannot be opened
        empty = self.model.rowCount() == 0 and self.roster_panel.complete
        if self.model.rowCount() == 0 and not self.roster_panel.complete:
            self.hint_text.setText(self.tr("Reading the library…"))
        elif empty:
            self.hint_text.setText(self.tr("This library has no characters yet.\nMake your first character, or add the example characters to look around."))
        else:
            self.hint_text.setText(self.tr("Choose a character in the list to open it."))
        self.hint_button.setVisible(empty)
        self.examples_button.setVisible(empty)
        self.right.setCurrentWidget(self.empty_hint)

    # -- tabs ----------------------------------------------------------------------------------

    def _editor_at(self, index: int) -> CharacterEditor | None:
        return cast("CharacterEditor | None", self.tabs.widget(index))  # the tabs hold only editors (`_add_tab`)

    def editors(self) -> list[CharacterEditor]:
        return [editor for i in range(self.tabs.count()) if (editor := self._editor_at(i)) is not None]

    def editor_for(self, path: Path) -> CharacterEditor | None:
        return next((e for e in self.editors() if e.path == path), None)

    def current_editor(self) -> CharacterEditor | None:
        return self._editor_at(self.tabs.currentIndex())

    def open_character(self, path: Path) -> CharacterEditor | None:
        editor = self.editor_for(path)
        if editor is None:
            if self.opening.in_slices(path):  # a long sheet (its tab comes once read), or one that cannot be opened
                return None
            try:
                self.workspace.open(path)
            except SheetFileError as error:
                self.show_unopenable(path, error)
                return None
            editor = self._add_tab(path)
        self.tabs.setCurrentWidget(editor)
        self.right.setCurrentWidget(self.tabs)
        self._update_actions()
        return editor

    def show_unopenable(self, path: Path, error: SheetFileError) -> None:
        self.error_view.setText(self.tr("This file cannot be opened. It is left as it is.") + "\n\n" + refusal_text(error))
        self.right.setCurrentWidget(self.error_view)
        self.roster_panel.mark_broken(path, error)

    def _add_tab(self, path: Path) -> CharacterEditor:
        """A tab for an open document, without making it current."""
        from talekeeper.desktop.editor import CharacterEditor

        editor = CharacterEditor(self.workspace, path, self.campaign, runner=self.runner)
        self.tabs.addTab(editor, "")
        self._retitle(editor)
        if self.right.currentWidget() is self.empty_hint:
            self.right.setCurrentWidget(self.tabs)
        return editor

    def _retitle(self, editor: CharacterEditor) -> None:
        index = self.tabs.indexOf(editor)
        if index < 0 or editor.path not in self.workspace.documents:
            return
        document = self.workspace.documents[editor.path]
        name = document.character.name
        short = self.tabs.tabBar().fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, TAB_TITLE_WIDTH)
        self.tabs.setTabText(index, ("● " if document.dirty else "") + short.replace("&", "&&"))
        self.tabs.setTabToolTip(index, literal(f"{name}\n{printable(editor.path)}"))  # also the tab's description
        self.setWindowModified(bool(self.workspace.dirty_paths()))

    def _dirty_changed(self, path: Path, _dirty: bool) -> None:
        editor = self.editor_for(path)
        if editor is not None:
            self._retitle(editor)
        self.setWindowModified(bool(self.workspace.dirty_paths()))
        self._update_actions()

    def close_tab(self, editor: CharacterEditor | None) -> bool:
        """Close one tab, asking about unsaved changes; False when the user cancels."""
        if editor is None:
            return True
        document = self.workspace.documents.get(editor.path)
        if document is not None and document.dirty:
            answer = messages.question(
                self, self.tr("Unsaved changes"),
                fmt(self.tr("Save the changes to %1 before closing?"), document.character.name),
                Save | Discard | Cancel, Save,
            )
            if answer == Cancel or (answer == Save and not self.save(editor.path)):
                return False
        self.workspace.close(editor.path)
        return True

    def _document_closed(self, path: Path) -> None:
        editor = self.editor_for(path)
        if editor is not None:
            self.tabs.removeTab(self.tabs.indexOf(editor))
            editor.deleteLater()
        self._show_right()
        self._update_actions()

    # -- saving --------------------------------------------------------------------------------

    def save(self, path: Path | None = None) -> bool:
        """Save one character; ask or say clearly what went wrong (the edits stay in memory)."""
        from talekeeper.desktop.window.saving import save

        if path is None:
            editor = self.current_editor()
            if editor is None:
                return False
            path = editor.path
        if not save(self, path):
            return False
        self.statusBar().showMessage(fmt(self.tr("Saved %1"), printable(path.name)), 4000)
        return True

    def save_all(self) -> bool:
        return all(self.save(path) for path in self.workspace.dirty_paths())

    def revert(self) -> None:
        editor = self.current_editor()
        if editor is None:
            return
        try:
            self.workspace.revert(editor.path)
        except SheetFileError as error:
            messages.warning(self, self.tr("Revert"), refusal_text(error))

    def revert_to(self) -> None:
        """Choose a kept version of the current character; putting it back is one undo step."""
        editor = self.current_editor()
        if editor is None:
            return
        from talekeeper.desktop.revert_dialog import RevertDialog

        chosen = RevertDialog.choose(editor.path, editor.character, self)
        if chosen is not None:
            self.workspace.apply(fmt(self.tr("Revert %1 to a kept version"), editor.character.name), {editor.path: chosen})

    def _outside_change(self, path: Path) -> None:
        document = self.workspace.documents.get(path)
        if document is None:
            return
        if not path.is_file():  # gone, or replaced by something that is not a file (a FIFO, say)
            self.statusBar().showMessage(fmt(self.tr("%1 was moved or deleted by another program. Your changes are kept; saving writes the file again."), printable(path.name)))
            return
        box = messages.box(
            self, messages.Icon.Question, self.tr("File changed on disk"), fmt(self.tr("%1 was changed by another program while you have unsaved changes."), printable(path.name)),
            informative=self.tr("Reload it and lose your changes, or keep yours? Saving yours later asks before replacing the other version."),
        )
        reload_button = box.addButton(self.tr("&Reload"), messages.Role.DestructiveRole)
        keep = box.addButton(self.tr("&Keep Mine"), messages.Role.RejectRole)
        box.setDefaultButton(keep)
        if self.ask(box) is reload_button:
            try:
                self.workspace.reload(path)
            except SheetFileError as error:
                messages.warning(self, self.tr("Reload"), refusal_text(error))

    def ask(self, box: QMessageBox) -> object:
        """Show a question; return the button clicked (tests replace this)."""
        box.exec()
        return box.clickedButton()

    def _update_actions(self) -> None:
        if not hasattr(self, "menu_actions"):  # not built yet
            return
        editor, actions = self.current_editor(), self.menu_actions
        document = self.workspace.documents.get(editor.path) if editor is not None else None
        for action in (actions.save, actions.revert):
            action.setEnabled(document is not None and document.dirty)
        actions.save_all.setEnabled(bool(self.workspace.dirty_paths()))
        for action in (actions.close_tab, actions.duplicate, actions.delete, actions.revert_to):
            action.setEnabled(editor is not None)

    # -- closing -------------------------------------------------------------------------------

    def ask_to_keep_changes(self) -> bool:
        """Before quitting or leaving the library: True when it is fine to go on."""
        dirty = self.workspace.dirty_paths()
        if not dirty:
            return True
        names = "\n".join("• " + self.workspace.documents[p].character.name for p in dirty)
        answer = messages.question(
            self, self.tr("Unsaved changes"), fmt(self.tr("These characters have unsaved changes:\n%1\n\nSave them?"), names), Save | Discard | Cancel, Save
        )
        if answer == Cancel:
            return False
        if answer == Save:
            return self.save_all()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller.replacing_window or self.ask_to_keep_changes():
            if not self.controller.replacing_window:
                self.controller.shutdown()
            self.warm_up.abandon()
            self.roster_panel.loading.close()
            event.accept()
        else:
            event.ignore()
