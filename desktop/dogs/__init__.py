"""Dogs in the Vineyard conflicts on the desktop (`resources/rules/rules.md`, DV): start a conflict, play it
in its own window, close and resume it later, and the fallout step at the end.

Every move is a core operation (`core.operations.dogs`) the runner applies as one undo step,
the conflict's play file written with the sheets it changed. Play menu: Start Conflict (Dogs)…
(Ctrl+Shift+D), Resume Conflict (Dogs)… (Ctrl+Alt+D).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from talekeeper.core.rules.dogs import Conflict
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.play import play_path, saved_plays
from talekeeper.desktop import messages

if TYPE_CHECKING:
    from talekeeper.desktop.dogs.conflict_window import ConflictWindow
    from talekeeper.desktop.operations import Runner


def add_play_actions(runner: Runner, menu: QMenu) -> dict[str, QAction]:
    """Dogs entries of the Play menu, by name (`desktop.dogs.words.PLAY_MENU`)."""
    from talekeeper.desktop.dogs.words import PLAY_MENU

    return PLAY_MENU.add_to(runner, menu)


def saved_conflicts(runner: Runner) -> list[tuple[Path, Conflict | SheetFileError]]:
    """Every saved conflict of the library, newest first (a file that fails to load with its error)."""
    return saved_plays(runner.library.path, Conflict)


def conflict_windows(runner: Runner) -> list[ConflictWindow]:
    """The conflict windows open over the runner's window."""
    from talekeeper.desktop.dogs.conflict_window import ConflictWindow

    parent = runner.parent_widget()
    return [w for w in parent.findChildren(ConflictWindow) if w.isVisible()] if parent is not None else []


def start_conflict(runner: Runner, paths: list[Path] | None = None) -> ConflictWindow | None:
    """DV-6 / DV-7: set up and open a conflict, one undo step; `paths` (default: the roster
    selection, or the open character) take part from the start."""
    from talekeeper.desktop.dogs.carried_box import kept_dice
    from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog

    host = runner.host
    if paths is None:
        paths = host.selected_paths() if host is not None else []
        current = host.current_path() if host is not None else None
        if not paths and current is not None:
            paths = [current]
    saved = [(path, c) for path, c in saved_conflicts(runner) if isinstance(c, Conflict)]
    outcome = runner.ask_and_run(ConflictSetupDialog, list(paths), kept=kept_dice(saved))
    if outcome is None or not isinstance(outcome.play, Conflict):
        return None
    return open_conflict_window(runner, outcome.play, play_path(runner.library.path, outcome.play))


def open_conflict_window(runner: Runner, conflict: Conflict, file: Path) -> ConflictWindow:
    """Show a conflict in its own window (an open one is raised)."""
    from talekeeper.desktop.dogs.conflict_session import ConflictSession
    from talekeeper.desktop.dogs.conflict_window import ConflictWindow

    for existing in conflict_windows(runner):
        if existing.session.conflict.id == conflict.id:
            existing.raise_()
            existing.activateWindow()
            return existing
    view = ConflictWindow(ConflictSession(runner, conflict, file), runner.parent_widget())
    view.show()
    return view


def resume_conflict(runner: Runner) -> ConflictWindow | None:
    """Play > Resume Conflict: choose a saved conflict of this library and reopen it."""
    from talekeeper.desktop.dogs.resume_dialog import ResumeDialog

    saved = saved_conflicts(runner)
    if not saved:
        messages.information(runner.parent_widget(), QCoreApplication.translate("DogsMenu", "Resume Conflict"),
                             QCoreApplication.translate("DogsMenu", "This library has no saved conflicts."))
        return None
    chosen = ResumeDialog.choose(saved, runner.parent_widget())
    if chosen is None:
        return None
    path, conflict = chosen
    return open_conflict_window(runner, conflict, path)
