"""DV-19 from the sheet: an injury waiting on the character's Dogs tab is settled here: the Body
roll at 12-15, treatment at 16-19 (`treatment_dialog`), death after the scene at 20. Each is a
core operation the runner applies as one undo step."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from talekeeper.core.operations import dogs as ops
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.rules_dialog import RulesDialog, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, plain_label

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner


class BodyRollDialog(RulesDialog[ops.BodyRoll]):
    """Roll or type the Body dice; the preview says whether the character recovers."""

    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None) -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("Body Roll for %1"), character.name), sheets, path, ops.body_roll, parent)
        self.character_id = character.id
        injury = character.dogs.injury
        self.body.addWidget(plain_label(fmt(
            self.tr("The three highest of %1's %2 Body dice against the fallout of %3: at least that, and they recover without help; otherwise the fallout becomes 16 and they need treatment."),
            character.name, character.dogs.stats.body, injury.fallout if injury else "—",
        )))
        self.entry = DiceEntry(name=self.tr("Body dice"))
        self.entry.set_dice([6] * character.dogs.stats.body)
        self.entry.changed.connect(self.refresh)
        self.body.addWidget(self.entry)
        self.finish(self.tr("&Apply to the Sheet"))

    def inputs(self) -> ops.BodyRoll:
        faces = self.entry.faces()
        if faces is None:
            raise dice_waiting()
        return ops.BodyRoll(self.character_id, faces)


def roll_body(runner: Runner, path: Path) -> None:
    """DV-19 12..15: the Body roll, as one undoable step."""
    sheets = runner.sheets()
    if sheets.readable([path]):
        runner.ask_and_run(BodyRollDialog, path, sheets=sheets)


def mark_dead(runner: Runner, path: Path) -> None:
    """DV-19 at 20: the scene before death is over; the character dies."""
    sheets = runner.sheets()
    if sheets.readable([path]):
        runner.run(ops.mark_dead, ops.MarkDead(sheets.character(path).id), [path])
