"""The fallout step of one character after a conflict (DV-16..DV-20): roll or type the noted
fallout dice, see the total, band and experience, choose the results the band asks for (each
with its reason), the Body roll at 12-15, how the character dies at 20; core applies it all."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.model import Character
from core.rules.dogs import (
    DV17_SHORT_TERM,
    DV18_LONG_TERM,
    DV19_DEATH,
    DV20_EXPERIENCE,
    ConflictError,
    DeathChoice,
    FalloutReport,
    Participant,
    apply_fallout,
    assess_fallout,
)
from desktop.dice_entry import DiceEntry
from desktop.dogs.roll_panel import scrolled
from desktop.dogs.choice_row import ChoiceRow
from desktop.editor.base import fmt
from desktop.fields import MessageLabel
from desktop.labels import combo_member, fill_combo, label
from desktop.widgets import plain_label


class FalloutDialog(QDialog):
    """`character_after` is the character with the whole fallout step applied (None until Apply)."""

    def __init__(self, character: Character, participant: Participant, stakes: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character, self.participant, self.stakes = character, participant, stakes
        self.character_after: Character | None = None
        self.report: FalloutReport | None = None
        self.rows: list[ChoiceRow] = []
        self._shape: tuple[int, int, bool] | None = None
        self.setWindowTitle(fmt(self.tr("Fallout for %1"), character.name))
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(fmt(self.tr("%1 took blows (“%2”). Roll all the noted fallout dice, %3, and add the two highest."), character.name, stakes, participant.fallout_dice)))
        self.entry = DiceEntry(name=self.tr("Fallout dice"))
        self.entry.set_dice(participant.fallout_dice.die_sizes())
        self.entry.changed.connect(self._rolled)
        layout.addWidget(scrolled(self.entry))
        self.outcome = plain_label(self.tr("Roll the dice, or type what they show."), name=self.tr("Fallout result"))
        layout.addWidget(self.outcome)
        self.results = QWidget()
        self.results_layout = QVBoxLayout(self.results)
        self.results_layout.setContentsMargins(0, 0, 0, 0)
        self.results_layout.addStretch(1)
        results_scroll = QScrollArea()
        results_scroll.setWidgetResizable(True)
        results_scroll.setWidget(self.results)
        layout.addWidget(results_scroll, 1)
        self.body_box = QGroupBox(fmt(self.tr("Body roll: %1d6, the three highest against the fallout"), character.dogs.stats.body))
        self.body_box.setCheckable(True)
        self.body_box.setChecked(True)
        self.body_box.setToolTip(self.tr("Untick to roll later: the injury waits on the sheet"))
        body_layout = QVBoxLayout(self.body_box)
        self.body = DiceEntry(name=self.tr("Body dice"))
        self.body.set_dice([6] * character.dogs.stats.body)
        self._body_touched = False
        self.body.changed.connect(lambda: setattr(self, "_body_touched", True))
        body_layout.addWidget(self.body)
        layout.addWidget(self.body_box)
        self.death = QComboBox()
        self.death.setAccessibleName(self.tr("How the character dies"))
        fill_combo(self.death, DV19_DEATH)
        layout.addWidget(self.death)
        self.follow_up = QCheckBox(self.tr("Someone starts a &follow-up conflict (the character cannot leave the scene)"))
        layout.addWidget(self.follow_up)
        self.next_step = plain_label(name=self.tr("What happens next"))
        layout.addWidget(self.next_step)
        self.problem = MessageLabel()
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.addButton(self.tr("&Apply to the Sheet"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setDefault(True)
        self.apply_button.setEnabled(False)
        self.buttons.accepted.connect(self._apply)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.body_box.hide()
        self.death.hide()
        self.resize(620, 680)

    def _rolled(self) -> None:
        try:
            report = assess_fallout(self.entry.values())
        except ConflictError as error:
            self.outcome.setText(str(error))
            return
        self.report = report
        shown = " ".join(str(v) for v in report.rolls)
        text = fmt(self.tr("%1 (%2): the two highest make %3: %4."), shown, self.entry.how(), report.total, label(report.band))
        if report.experience:
            text += " " + self.tr("A die shows 1: choose one experience result too (DV-20).")
        self.outcome.setText(text)
        shape = (report.short_term_results, report.long_term_results, report.experience)
        if shape != self._shape:
            self._build_rows(*shape)
        self.body_box.setVisible(report.body_roll_needed)
        self.death.setVisible(report.dies)
        self.follow_up.setVisible(report.short_term_results > 0)
        steps = {
            "treatment": self.tr("16-19: after this, start a treatment conflict for the character's life (from the conflict window or the Dogs tab)."),
            "death": self.tr("20: the character dies."),
        }
        self.next_step.setText(steps["treatment"] if report.treatment_needed else steps["death"] if report.dies else "")
        self.apply_button.setEnabled(True)

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
            self.results_layout.insertWidget(self.results_layout.count() - 1, row)

    def _apply(self) -> None:
        if self.report is None:
            return
        body_now = self.report.body_roll_needed and self.body_box.isChecked()
        if body_now and not self._body_touched:
            self.body.roll()  # nobody rolled or typed the Body dice: the program rolls (C-2)
        try:
            self.character_after = apply_fallout(
                self.character,
                self.participant.fallout_dice,
                self.entry.values(),
                [row.change() for row in self.rows],
                how=self.entry.how(),
                stakes=self.stakes,
                body_rolls=self.body.values() if body_now else None,
                death=combo_member(self.death, DeathChoice) if self.report.dies else None,
                follow_up=self.follow_up.isChecked(),
            )
        except (ConflictError, ValueError) as error:
            self.problem.say(str(error))
            return
        self.accept()

    @classmethod
    def ask(cls, character: Character, participant: Participant, stakes: str, parent: QWidget | None = None) -> Character | None:
        """The character after the fallout step, or None when the user cancels."""
        dialog = cls(character, participant, stakes, parent)
        return dialog.character_after if dialog.exec() == QDialog.DialogCode.Accepted else None

