"""The harm and healing actions of the window: each opens its dialog on the current character (or
the roster's selection) to collect the inputs, and hands them to the runner, which applies the
core operation's outcome as ONE undoable step (C-3)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from talekeeper.core.operations import stonetop as ops
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.rules.stonetop import camp_refusal
from talekeeper.core.rules.stonetop.convalesce import regains_by_guideline
from talekeeper.desktop.stonetop.damage_dialog import TakeDamageDialog
from talekeeper.desktop.stonetop.deaths_door_dialog import DeathsDoorDialog
from talekeeper.desktop.stonetop.move_dialog import MoveRollDialog
from talekeeper.desktop.stonetop.recover_dialog import RecoverDialog

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Operation, Runner

Inputs = TypeVar("Inputs")
Ask = Callable[[Table, str, QWidget | None], Inputs | None]
"""A dialog's `ask(table, character id, parent)`: the inputs, or None when cancelled."""


def _say(runner: Runner, text: str) -> None:
    if runner.host is not None:
        runner.host.say(text)


def target(runner: Runner, path: Path | None = None) -> Path | None:
    """The character an action is for: the one given, the open tab's, or the one selected."""
    from talekeeper.desktop.heroquest.picker import Sheets

    return Sheets(runner).target(path)


def party(runner: Runner, path: Path | None = None) -> list[Path]:
    """Characters for a group action: the roster's selection (with `path` first when given), or
    the open character when nothing is selected."""
    host = runner.host
    selected = host.selected_paths() if host is not None else []
    if path is not None:
        return [path, *(p for p in selected if p != path)]
    if selected:
        return selected
    current = host.current_path() if host is not None else None
    if current is not None:
        return [current]
    _say(runner, QCoreApplication.translate("HarmActions", "Select characters in the roster first (Ctrl+click or Shift+click picks several)."))
    return []


def readable(runner: Runner, paths: list[Path]) -> list[Path]:
    """The paths whose sheets can be read (a file that cannot is reported once and left out)."""
    from talekeeper.desktop.heroquest.picker import Sheets

    return Sheets(runner).readable(paths)


def _one(runner: Runner, path: Path | None, ask: Ask[Inputs], operation: Operation[Inputs]) -> Outcome | None:
    """Ask a dialog about one character (`path`, or the open or selected one) for the inputs of
    `operation`, and run it: one undoable step."""
    path = target(runner, path)
    if path is None or not readable(runner, [path]):
        return None
    table, _ = runner.table([path])
    inputs = ask(table, next(iter(table.sheets)), runner.parent_widget())
    return runner.run(operation, inputs, [path]) if inputs is not None else None


def take_damage(runner: Runner, path: Path | None = None) -> None:
    """ST-2..ST-5, then what the outcome says comes next: Death's Door for a player character (or a
    follower the GM sends there) the hit put at Death's Door (ST-6)."""
    outcome = _one(runner, path, TakeDamageDialog.ask, ops.take_damage)
    for follow_up in outcome.follow_ups if outcome is not None else ():
        if follow_up.operation is ops.deaths_door:
            deaths_door(runner, path)


def deaths_door(runner: Runner, path: Path | None = None, *, tended: bool = False) -> None:
    _one(runner, path, lambda table, i, parent: DeathsDoorDialog.ask(table, i, parent, tended=tended), ops.deaths_door)


def move_roll(runner: Runner, path: Path | None = None) -> None:
    _one(runner, path, MoveRollDialog.ask, ops.move_roll)


def recover(runner: Runner, path: Path | None = None, *, tend: str | None = None) -> None:
    _one(runner, path, lambda table, i, parent: RecoverDialog.ask(table, i, parent, tend=tend), ops.recover)


def make_camp(runner: Runner, path: Path | None = None) -> None:
    """ST-21 for the roster's selection (or the open character), as one undoable step."""
    from talekeeper.desktop.stonetop.camp_dialog import MakeCampDialog
    from talekeeper.desktop.words.wording import refusal_text

    paths = readable(runner, party(runner, path))
    if not paths:
        return
    campers: list[Path] = []
    left_out: list[str] = []
    for each in paths:
        refusal = camp_refusal(runner.sheet(each))
        if refusal is None:
            campers.append(each)
        else:
            left_out.append(refusal_text(refusal))
    table, _ = runner.table(campers)
    inputs = MakeCampDialog.ask(table, runner.parent_widget(), left_out=left_out)
    if inputs is not None:
        runner.run(ops.make_camp, inputs, campers)


def _batch_paths(runner: Runner) -> list[Path]:
    return readable(runner, party(runner))


def _for_selection(runner: Runner, ask: Callable[[Table, QWidget | None], Inputs | None], operation: Operation[Inputs]) -> None:
    """A GM action for the roster's selection, previewed per character, one undoable step."""
    paths = _batch_paths(runner)
    if paths:
        table, _ = runner.table(paths)
        inputs = ask(table, runner.parent_widget())
        if inputs is not None:
            _nothing_or(runner, runner.run(operation, inputs, paths))


def end_of_session(runner: Runner) -> None:
    """GM-2 for the roster's selection, previewed per character, one undoable step."""
    from talekeeper.desktop.stonetop.gm_session_dialog import EndOfSessionDialog

    _for_selection(runner, EndOfSessionDialog.ask, ops.end_of_session)


def downtime(runner: Runner) -> None:
    """GM-3 for the roster's selection, previewed per character, one undoable step."""
    from talekeeper.desktop.stonetop.gm_session_dialog import DowntimeDialog

    _for_selection(runner, DowntimeDialog.ask, ops.downtime)


def npc_regain(runner: Runner) -> None:
    """NPCs and monsters of the roster's selection regain HP by the GM guideline."""
    from talekeeper.desktop.stonetop.gm_session_dialog import NpcRegainDialog

    paths = [p for p in _batch_paths(runner) if regains_by_guideline(runner.sheet(p))]
    if not paths:
        _say(runner, QCoreApplication.translate("HarmActions", "Select NPCs or monsters in the roster first."))
        return
    table, _ = runner.table(paths)
    inputs = NpcRegainDialog.ask(table, runner.parent_widget())
    if inputs is not None:
        runner.run(ops.npc_regain, inputs, paths)


def _nothing_or(runner: Runner, outcome: Outcome | None) -> None:
    if outcome is not None and not outcome.sheets:
        _say(runner, QCoreApplication.translate("HarmActions", "Nothing changed."))


def convalesce(runner: Runner, path: Path | None = None) -> None:
    """ST-22, with the make-a-plan checklist and retirement."""
    from talekeeper.desktop.stonetop.convalesce_dialog import ConvalesceDialog

    _one(runner, path, ConvalesceDialog.ask, ops.convalesce)


def first_aid(runner: Runner, path: Path | None = None) -> None:
    """FA-1: every treatment that applies, as one undoable step."""
    from talekeeper.desktop.heroquest.picker import Sheets
    from talekeeper.desktop.stonetop.first_aid_dialog import FirstAidDialog

    path = target(runner, path)
    if path is None or not readable(runner, [path]):
        return
    asked = FirstAidDialog.ask(Sheets(runner), path, runner.parent_widget())
    if asked is not None:
        runner.run(ops.first_aid, *asked)  # the patient's sheet and each healer's
