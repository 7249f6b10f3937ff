"""Dogs in the Vineyard conflicts on the desktop (RULES.md section 2): start a conflict, play it
in its own window, close and resume it later, and the fallout step at the end.

Play menu: Start Conflict (Dogs)… (Ctrl+Shift+D), Resume Conflict (Dogs)… (Ctrl+Alt+D).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from core.model import Character
from core.rules.dogs import Conflict, DieSource, spend_follow_up_die
from core.storage import CharacterSummary, SheetFileError
from desktop.dogs.carried_box import KeptDie, kept_dice
from desktop.dogs.conflict_window import ConflictWindow
from desktop.dogs.resume_dialog import ResumeDialog
from desktop.dogs.session import ConflictSession, saved_conflicts
from desktop.dogs.setup_dialog import ConflictSetupDialog

if TYPE_CHECKING:
    from desktop.main_window import MainWindow
    from desktop.operations import Runner



def add_play_actions(runner: Runner, menu: QMenu) -> None:
    window: MainWindow = runner.host  # type: ignore[assignment]  # transitional: the DV actions still take the window
    start = QAction(QCoreApplication.translate("DogsMenu", "&Start Conflict (Dogs)…"), window)
    start.setShortcut(QKeySequence("Ctrl+Shift+D"))
    start.triggered.connect(lambda _checked=False: start_conflict(window))
    resume = QAction(QCoreApplication.translate("DogsMenu", "Resume Conf&lict (Dogs)…"), window)
    resume.setShortcut(QKeySequence("Ctrl+Alt+D"))
    resume.triggered.connect(lambda _checked=False: resume_conflict(window))
    menu.addAction(start)
    menu.addAction(resume)


def library_characters(window: MainWindow) -> list[tuple[Path, Character]]:
    """Every loadable character of the library, open ones as they are now (unsaved edits too)."""
    found: list[tuple[Path, Character]] = []
    for entry in window.library.scan():
        if not isinstance(entry, CharacterSummary):
            continue
        document = window.workspace.documents.get(entry.path)
        try:
            found.append((entry.path, document.character if document else window.library.load(entry.path).character))
        except SheetFileError:
            continue
    return found


def conflict_windows(window: MainWindow) -> list[ConflictWindow]:
    """The conflict windows open over this library window."""
    return [w for w in window.findChildren(ConflictWindow) if w.isVisible()]


def start_conflict(window: MainWindow, paths: list[Path] | None = None) -> ConflictWindow | None:
    """DV-6 / DV-7: set up and open a conflict; `paths` (default: the roster selection, or the
    current character) take part from the start."""
    if paths is None:
        paths = window.selected_paths()
        editor = window.current_editor()
        if not paths and editor is not None:
            paths = [editor.path]
    saved = saved_conflicts(window)
    kept = kept_dice(saved)  # DV-21: dice kept by giving, still in saved conflicts
    answer = ConflictSetupDialog.start(library_characters(window), list(paths), window, [(k.character_id, k.die) for k in kept])
    if answer is None:
        return None
    conflict, _paths = answer
    view = open_conflict_window(window, conflict)
    claim_kept_dice(window, conflict, kept, saved)
    return view


def claim_kept_dice(window: MainWindow, conflict: Conflict, kept: list[KeptDie], saved: list[tuple[Path, Conflict | SheetFileError]]) -> None:
    """DV-21: each kept die the new conflict carried in is spent from the saved conflict that held
    it (whose file goes once nothing is left to do there)."""
    left = list(kept)
    for p in conflict.participants:
        for die in p.hand:
            if die.source is not DieSource.CARRIED:
                continue
            match = next((k for k in left if k.character_id == p.character_id and (k.die.label, k.die.size, k.die.value) == (die.ref, die.size, die.value)), None)
            if match is None:
                continue
            left.remove(match)
            spend = lambda c, who=match.participant_id: spend_follow_up_die(c, who)  # noqa: E731
            session = next((w.session for w in conflict_windows(window) if w.session.conflict.id == match.conflict_id), None)
            if session is not None:  # that conflict is open in its window: spend it there
                session.act(spend)
                continue
            old = next((c for path, c in saved if path == match.file and isinstance(c, Conflict)), None)
            if old is not None:
                session = ConflictSession(window, old, match.file)
                session.act(spend)
                session.deleteLater()


def open_conflict_window(window: MainWindow, conflict: Conflict, file: Path | None = None) -> ConflictWindow:
    """Show a conflict in its own window (an open one is raised), saved to resume later."""
    for existing in conflict_windows(window):
        if existing.session.conflict.id == conflict.id:
            existing.raise_()
            existing.activateWindow()
            return existing
    session = ConflictSession(window, conflict, file)
    if conflict.finished:
        session.record_end()  # won outright (DV-6), or resumed after the end: only what is not done yet
    session.save()
    view = ConflictWindow(session, window)
    view.show()
    return view


def resume_conflict(window: MainWindow) -> ConflictWindow | None:
    """Play > Resume Conflict: choose a saved conflict of this library and reopen it."""
    saved = saved_conflicts(window)
    if not saved:
        QMessageBox.information(window, QCoreApplication.translate("DogsMenu", "Resume Conflict"), QCoreApplication.translate("DogsMenu", "This library has no saved conflicts."))
        return None
    chosen = ResumeDialog.choose(saved, window)
    if chosen is None:
        return None
    path, conflict = chosen
    return open_conflict_window(window, conflict, path)
