"""The fallout step of one character after a conflict (DV-16..DV-20): roll or type the noted
fallout dice, see the total, band and experience, choose the results the band asks for (each
with its reason), the Body roll at 12-15, how the character dies at 20. The dialog collects a
`core.operations.dogs.Fallout` and previews it (the same operation, not applied); the window's
session runs it as one undo step (`ConflictSession.ask_and_run`: the dialog reads the session's
sheets and the conflict)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QScrollArea, QVBoxLayout, QWidget

from talekeeper.core.operations import dogs as ops
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import DV17_SHORT_TERM, DV18_LONG_TERM, DV19_DEATH, DV20_EXPERIENCE, Conflict, DeathChoice, FalloutReport, Participant, assess_fallout
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.dogs.choice_row import ChoiceRow
from talekeeper.desktop.rules_dialog import RulesDialog, Waiting, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, open_at, plain_label
from talekeeper.desktop.words.labels import combo_member, fill_combo, label


class FalloutDialog(RulesDialog[ops.Fallout]):
    """Collects one participant's fallout step."""

    def __init__(self, sheets: Sheets, paths: Sequence[Path], parent: QWidget | None = None, *, play: Conflict, participant: Participant) -> None:
        character = sheets.readable_sheet(sheets.path_of(participant.character_id))
        assert character is not None  # the aftermath offers the step only for a readable sheet
        super().__init__(fmt(self.tr("Fallout for %1"), character.name), sheets, paths, ops.fallout, parent, play=play)
        self.character, self.participant, self.stakes = character, participant, play.stakes
        self.report: FalloutReport | None = None
        self.rows: list[ChoiceRow] = []
        self._shape: tuple[int, int, bool] | None = None
        self.body.addWidget(plain_label(fmt(self.tr("%1 took blows (“%2”). Roll all the noted fallout dice, %3, and add the two highest."),
                                            character.name, self.stakes, participant.fallout_dice)))
        self.entry = DiceEntry(name=self.tr("Fallout dice"))
        self.entry.set_dice(participant.fallout_dice.die_sizes())
        self.entry.changed.connect(self.refresh)
        self.body.addWidget(self.entry)
        self.outcome_label = plain_label(self.tr("Roll the dice, or type what they show."), name=self.tr("Fallout result"))
        self.body.addWidget(self.outcome_label)
        self.results = QWidget()
        self.results_layout = QVBoxLayout(self.results)
        self.results_layout.setContentsMargins(0, 0, 0, 0)
        self.results_layout.addStretch(1)
        results_scroll = QScrollArea()
        results_scroll.setAccessibleName(self.tr("Fallout results"))
        results_scroll.setWidgetResizable(True)
        results_scroll.setWidget(self.results)
        self.body.addWidget(results_scroll, 1)
        body_dice = character.dogs.stats.body
        self.body_box = QGroupBox(fmt(self.tr("Body roll: %1d6, the three highest against the fallout"), body_dice))
        self.body_box.setCheckable(True)
        self.body_box.setChecked(True)
        self.body_box.setToolTip(self.tr("Untick to roll later: the injury waits on the sheet"))
        self.body_box.toggled.connect(self.refresh)
        body_layout = QVBoxLayout(self.body_box)
        self.body_dice = DiceEntry(name=self.tr("Body dice"))
        self.body_dice.set_dice([6] * body_dice)
        self.body_dice.changed.connect(self.refresh)
        body_layout.addWidget(self.body_dice)
        self.body.addWidget(self.body_box)
        self.death = QComboBox()
        self.death.setAccessibleName(self.tr("How the character dies"))
        fill_combo(self.death, DV19_DEATH)
        self.death.currentIndexChanged.connect(self.refresh)
        self.body.addWidget(self.death)
        self.follow_up = QCheckBox(self.tr("Someone starts a &follow-up conflict (the character cannot leave the scene)"))
        self.follow_up.toggled.connect(self.refresh)
        self.body.addWidget(self.follow_up)
        self.next_step = plain_label(name=self.tr("What happens next"))
        self.body.addWidget(self.next_step)
        self.body_box.hide()
        self.death.hide()
        self.follow_up.hide()
        self.apply_button = self.ok_button
        self.finish(self.tr("&Apply to the Sheet"))
        self.outer.setStretchFactor(self.body, 3)  # the results to choose get the room, the preview the rest
        open_at(self, 640, 700)

    def _rolled(self) -> FalloutReport | None:
        """What the faces mean (DV-16..DV-20), and the results to choose for it."""
        faces = self.entry.faces()
        if faces is None:
            return None
        try:
            report = assess_fallout(faces.values)
        except Refusal:
            return None
        shown = " ".join(str(v) for v in report.rolls)
        text = fmt(self.tr("%1 (%2): the two highest make %3: %4."), shown, self.entry.how(), report.total, label(report.band))
        if report.experience:
            text += " " + self.tr("A die shows 1: choose one experience result too (DV-20).")
        self.outcome_label.setText(text)
        shape = (report.short_term_results, report.long_term_results, report.experience)
        if shape != self._shape:
            self._build_rows(*shape)
        self.body_box.setVisible(report.body_roll_needed)
        self.death.setVisible(report.dies)
        self.follow_up.setVisible(report.short_term_results > 0)
        if report.treatment_needed:
            self.next_step.setText(self.tr("16-19: after this, start a treatment conflict for the character's life (from the conflict window or the Dogs tab)."))
        else:
            self.next_step.setText(self.tr("20: the character dies.") if report.dies else "")
        return report

    def _build_rows(self, short: int, long: int, experience: bool) -> None:
        self._shape = (short, long, experience)
        for row in self.rows:
            self.results_layout.removeWidget(row)
            row.hide()
            row.deleteLater()
        self.rows = []
        for number in range(short):
            self.rows.append(ChoiceRow(fmt(self.tr("Short-term result (next conflict only) %1"), number + 1), DV17_SHORT_TERM, self.character))
        for number in range(long):
            self.rows.append(ChoiceRow(fmt(self.tr("Long-term result %1 of %2"), number + 1, long), DV18_LONG_TERM, self.character))
        if experience:
            self.rows.append(ChoiceRow(self.tr("Experience"), DV20_EXPERIENCE, self.character))
        for row in self.rows:
            row.changed.connect(self.refresh)
            self.results_layout.insertWidget(self.results_layout.count() - 1, row)

    def inputs(self) -> ops.Fallout:
        self.report = self._rolled()
        faces = self.entry.faces()
        if faces is None or self.report is None:
            raise dice_waiting()
        body = None
        if self.report.body_roll_needed and self.body_box.isChecked():
            body = self.body_dice.faces()
            if body is None:
                raise Waiting(self.tr("Roll the Body dice, or type what they show (or untick the Body roll to roll it later)."))
        death = combo_member(self.death, DeathChoice) if self.report.dies else None
        changes = tuple(row.change() for row in self.rows)
        return ops.Fallout(self.participant.id, faces, changes, body, death, self.follow_up.isChecked() and self.report.short_term_results > 0)
