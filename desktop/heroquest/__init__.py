"""HeroQuest / Hero Wars play (`resources/rules/rules.md`, HQ): contests, extended contests, healing and
improvement. Dialogs collect inputs and preview what `core.operations.heroquest` computes; the
actions here hand the inputs to the runner, which applies the outcome as one undoable step.
`add_play_actions` fills the Play menu; the sheet's HeroQuest tab calls the same entry points.
Modules load on first use, so the menu costs nothing at start-up."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from talekeeper.desktop.widgets import menu_action

if TYPE_CHECKING:
    from talekeeper.core.rules.heroquest import Healing
    from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
    from talekeeper.desktop.operations import Runner


def _readable(runner: Runner, path: Path | None) -> Path | None:
    """`path`, or the open character, or the one selected; None (the user told) when there is none
    or its file cannot be read."""
    from talekeeper.desktop.heroquest.picker import Sheets

    sheets = Sheets(runner)
    found = sheets.target(path)
    return found if found is not None and sheets.readable([found]) else None


def contest(runner: Runner, path: Path | None = None, ability_id: str | None = None, *, group: bool = False) -> bool:
    """An ability test, simple or group contest (HQ-9, HQ-16) with its consequences on every sheet
    involved, as one undo step. A group's heroes are the roster's selection."""
    from talekeeper.core.operations import heroquest as ops
    from talekeeper.core.rules.heroquest import ContestKind
    from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
    from talekeeper.desktop.heroquest.picker import Sheets

    host = runner.host
    others = tuple(host.selected_paths()) if group and host is not None else ()
    if path is None:
        path = host.current_path() if host is not None else None
    if path is None and others:
        path = others[0]
    if path is None:
        path = _readable(runner, None)  # says what to select when there is nothing
    if path is None:
        return False
    asked = ContestDialog.ask(Sheets(runner), path, ability_id, ContestKind.GROUP if group else ContestKind.SIMPLE, others, runner.parent_widget())
    return asked is not None and runner.run(ops.contest, asked[0], asked[1]) is not None


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
    from talekeeper.core.operations import heroquest as ops
    from talekeeper.desktop.heroquest.healing_dialog import HealingDialog
    from talekeeper.desktop.heroquest.picker import Sheets

    path = _readable(runner, path)
    asked = HealingDialog.ask(Sheets(runner), path, state_id, action, runner.parent_widget()) if path is not None else None
    return asked is not None and runner.run(ops.heal, asked[0], asked[1]) is not None


def improve(runner: Runner, path: Path | None = None, ability_id: str | None = None) -> bool:
    """Buy an improvement, or keep a temporary one (HQ-26), as one undo step."""
    from talekeeper.core.operations import heroquest as ops
    from talekeeper.core.operations.heroquest import Keep
    from talekeeper.desktop.heroquest.improve_dialog import ImproveDialog

    path = _readable(runner, path)
    if path is None:
        return False
    table, _ = runner.table([path])
    asked = ImproveDialog.ask(table, next(iter(table.sheets)), runner.parent_widget(), ability_id)
    if asked is None:
        return False
    return runner.run(ops.keep if isinstance(asked, Keep) else ops.improve, asked, [path]) is not None


def add_play_actions(runner: Runner, menu: QMenu) -> dict[str, QAction]:
    """HeroQuest entries of the Play menu, by name."""
    entries = (
        ("hq_contest", QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Contest…"), lambda: contest(runner), "Ctrl+T"),
        ("hq_group", QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Group Contest…"), lambda: contest(runner, group=True), "Ctrl+Shift+G"),
        ("hq_extended", QCoreApplication.translate("HeroQuestMenu", "HeroQuest E&xtended Contest…"), lambda: extended(runner), "Ctrl+Shift+T"),
        ("hq_resume", QCoreApplication.translate("HeroQuestMenu", "Res&ume Extended Contest…"), lambda: resume(runner), None),
        ("hq_heal", QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Healing…"), lambda: heal(runner), None),
        ("hq_improve", QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Improvement…"), lambda: improve(runner), None),
    )
    return {name: menu_action(menu, text, slot, shortcut) for name, text, slot, shortcut in entries}
