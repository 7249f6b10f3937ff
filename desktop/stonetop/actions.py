"""The Stonetop actions of the window: each finds who it is for through the runner's sheet source
(`desktop.sheets.Sheets`: the open character or the roster's selection, an unreadable sheet
reported and left out), opens its dialog on them (`Runner.ask_and_run`), and the runner applies
the core operation's outcome as ONE undoable step (C-3)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication

from talekeeper.core.operations import stonetop as ops
from talekeeper.core.outcome import Outcome
from talekeeper.core.rules.stonetop import camp_refusal
from talekeeper.core.rules.stonetop.convalesce import regains_by_guideline
from talekeeper.desktop.stonetop.damage_dialog import TakeDamageDialog
from talekeeper.desktop.stonetop.deaths_door_dialog import DeathsDoorDialog
from talekeeper.desktop.stonetop.move_dialog import MoveRollDialog
from talekeeper.desktop.stonetop.recover_dialog import RecoverDialog

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Asking, Runner
    from talekeeper.desktop.sheets import Sheets

Inputs = TypeVar("Inputs")


def _one(runner: Runner, path: Path | None, dialog: Callable[..., Asking[Inputs]], **options: Any) -> Outcome | None:
    """Ask a dialog about one character (`path`, or the open or selected one) for its inputs and
    run its operation: one undoable step."""
    sheets = runner.sheets()
    path = sheets.target(path)
    if path is None or not sheets.readable([path]):
        return None
    return runner.ask_and_run(dialog, path, sheets=sheets, **options)


def take_damage(runner: Runner, path: Path | None = None) -> None:
    """ST-2..ST-5, then what the outcome says comes next: Death's Door for a player character (or a
    follower the GM sends there) the hit put at Death's Door (ST-6)."""
    outcome = _one(runner, path, TakeDamageDialog)
    for follow_up in outcome.follow_ups if outcome is not None else ():
        if follow_up.operation is ops.deaths_door:
            deaths_door(runner, path)


def deaths_door(runner: Runner, path: Path | None = None, *, tended: bool = False) -> None:
    _one(runner, path, DeathsDoorDialog, tended=tended)


def move_roll(runner: Runner, path: Path | None = None) -> None:
    _one(runner, path, MoveRollDialog)


def recover(runner: Runner, path: Path | None = None, *, tend: str | None = None) -> None:
    _one(runner, path, RecoverDialog, tend=tend)


def make_camp(runner: Runner, path: Path | None = None) -> None:
    """ST-21 for the roster's selection (or the open character), as one undoable step."""
    from talekeeper.desktop.stonetop.camp_dialog import MakeCampDialog
    from talekeeper.desktop.words.wording import refusal_text

    sheets = runner.sheets()
    paths = sheets.readable(sheets.party(path))
    if not paths:
        return
    campers: list[Path] = []
    left_out: list[str] = []
    for each in paths:
        refusal = camp_refusal(sheets.character(each))
        if refusal is None:
            campers.append(each)
        else:
            left_out.append(refusal_text(refusal))
    runner.ask_and_run(MakeCampDialog, campers, sheets=sheets, left_out=left_out)


def _for_selection(runner: Runner, dialog: Callable[..., Asking[Inputs]]) -> None:
    """A GM action for the roster's selection, previewed per character, one undoable step."""
    sheets = runner.sheets()
    paths = sheets.readable(sheets.party())
    if paths:
        _nothing_or(sheets, runner.ask_and_run(dialog, paths, sheets=sheets))


def end_of_session(runner: Runner) -> None:
    """GM-2 for the roster's selection, previewed per character, one undoable step."""
    from talekeeper.desktop.stonetop.gm_session_dialog import EndOfSessionDialog

    _for_selection(runner, EndOfSessionDialog)


def downtime(runner: Runner) -> None:
    """GM-3 for the roster's selection, previewed per character, one undoable step."""
    from talekeeper.desktop.stonetop.gm_session_dialog import DowntimeDialog

    _for_selection(runner, DowntimeDialog)


def npc_regain(runner: Runner) -> None:
    """NPCs and monsters of the roster's selection regain HP by the GM guideline."""
    from talekeeper.desktop.stonetop.gm_session_dialog import NpcRegainDialog

    sheets = runner.sheets()
    paths = [p for p in sheets.readable(sheets.party()) if regains_by_guideline(sheets.character(p))]
    if not paths:
        sheets.say(QCoreApplication.translate("HarmActions", "Select NPCs or monsters in the roster first."))
        return
    runner.ask_and_run(NpcRegainDialog, paths, sheets=sheets)


def _nothing_or(sheets: Sheets, outcome: Outcome | None) -> None:
    if outcome is not None and not outcome.sheets:
        sheets.say(QCoreApplication.translate("HarmActions", "Nothing changed."))


def convalesce(runner: Runner, path: Path | None = None) -> None:
    """ST-22, with the make-a-plan checklist and retirement."""
    from talekeeper.desktop.stonetop.convalesce_dialog import ConvalesceDialog

    _one(runner, path, ConvalesceDialog)


def first_aid(runner: Runner, path: Path | None = None) -> None:
    """FA-1: every treatment that applies, as one undoable step."""
    from talekeeper.desktop.stonetop.first_aid_dialog import FirstAidDialog

    _one(runner, path, FirstAidDialog)
