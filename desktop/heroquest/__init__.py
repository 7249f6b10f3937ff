"""HeroQuest / Hero Wars play (`resources/rules/rules.md`, HQ): contests, extended contests, healing and
improvement. Dialogs collect inputs and preview what `core.operations.heroquest` computes; the
actions here hand the inputs to the runner, which applies the outcome as one undoable step.
`add_play_actions` fills the Play menu; the sheet's HeroQuest tab calls the same entry points.
Modules load on first use, so the menu costs nothing at start-up."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from talekeeper.core.rules.heroquest import Healing
    from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
    from talekeeper.desktop.operations import Runner
    from talekeeper.desktop.sheets import Sheets


def _readable(sheets: Sheets, path: Path | None) -> Path | None:
    """`path`, or the open character, or the one selected; None (the user told) when there is none
    or its file cannot be read."""
    found = sheets.target(path)
    return found if found is not None and sheets.readable([found]) else None


def contest(runner: Runner, path: Path | None = None, ability_id: str | None = None, *, group: bool = False) -> bool:
    """An ability test, simple or group contest (HQ-9, HQ-16) with its consequences on every sheet
    involved, as one undo step. A group's heroes are the roster's selection."""
    from talekeeper.core.rules.heroquest import ContestKind
    from talekeeper.desktop.heroquest.contest_dialog import ContestDialog

    host = runner.host
    others = tuple(host.selected_paths()) if group and host is not None else ()
    if path is None:
        path = host.current_path() if host is not None else None
    if path is None and others:
        path = others[0]
    if path is None:
        path = _readable(runner.sheets(), None)  # says what to select when there is nothing
    if path is None:
        return False
    kind = ContestKind.GROUP if group else ContestKind.SIMPLE
    return runner.ask_and_run(ContestDialog, [path, *others], ability_id=ability_id, kind=kind) is not None


def extended(runner: Runner, path: Path | None = None, ability_id: str | None = None) -> ExtendedContestWindow:
    from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow

    host = runner.host
    if path is None and host is not None:
        path = host.current_path()
    return ExtendedContestWindow.start(runner, path, ability_id)


def resume(runner: Runner) -> ExtendedContestWindow | None:
    from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow

    return ExtendedContestWindow.resume(runner)


def heal(runner: Runner, path: Path | None = None, state_id: str | None = None, action: Healing | None = None) -> bool:
    """First aid, major healing or a rescue (HQ-22..HQ-24), as one undo step."""
    from talekeeper.desktop.heroquest.healing_dialog import HealingDialog

    sheets = runner.sheets()
    path = _readable(sheets, path)
    return path is not None and runner.ask_and_run(HealingDialog, path, sheets=sheets, state_id=state_id, action=action) is not None


def improve(runner: Runner, path: Path | None = None, ability_id: str | None = None) -> bool:
    """Buy an improvement, or keep a temporary one (HQ-26), as one undo step."""
    from talekeeper.desktop.heroquest.improve_dialog import ImproveDialog

    sheets = runner.sheets()
    path = _readable(sheets, path)
    return path is not None and runner.ask_and_run(ImproveDialog, path, sheets=sheets, ability_id=ability_id) is not None


def group_contest(runner: Runner) -> bool:
    """A group contest (HQ-16) of the roster's selection."""
    return contest(runner, group=True)


def add_play_actions(runner: Runner, menu: QMenu) -> dict[str, QAction]:
    """HeroQuest entries of the Play menu, by name (`desktop.heroquest.words.PLAY_MENU`)."""
    from talekeeper.desktop.heroquest.words import PLAY_MENU

    return PLAY_MENU.add_to(runner, menu)
