"""Healing a character's HQ states: first aid on the hurts ticked (HQ-22), major healing (HQ-23)
and rescue from dying (HQ-24). The dialog collects the inputs of `core.operations.heroquest.heal`
and previews them with the same operation; the action applies them through the runner. It is the
one place a HeroQuest healing is collected: First aid (FA-1) opens it for its HQ treatments, on
the patient as treated so far.

The healer is a library character's ability (with the HQ-3 modifiers), or someone not in the
library at a rating typed in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from talekeeper.core.events import typed
from talekeeper.core.model import Character, State
from talekeeper.core.operations import heroquest as ops
from talekeeper.core.operations.heroquest import Heal, Side
from talekeeper.core.outcome import Outcome
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import Healing, Rating, ability_test_odds, contest_odds
from talekeeper.core.rules.heroquest.healing import (
    available,
    default_resistance_for,
    first_aid_target,
    treatable,
)
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.fields import CheckedLineEdit, checker
from talekeeper.desktop.heroquest.outcome_label import OutcomeLabel
from talekeeper.desktop.heroquest.picker import Participant
from talekeeper.desktop.heroquest.sheet_words import odds_rows
from talekeeper.desktop.odds_chart import OddsChart
from talekeeper.desktop.rules_dialog import RulesDialog, Waiting, caption, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, follow_current_item, plain_label
from talekeeper.desktop.words.labels import label


class HealingDialog(RulesDialog[Heal]):
    """Action, states treated, healer, resistance, odds, dice, and what the healing changes."""

    def __init__(self, sheets: Sheets, patient_path: Path, parent: QWidget | None = None, *, state_id: str | None = None,
                 action: Healing | None = None) -> None:
        patient = sheets.character(patient_path)
        super().__init__(fmt(self.tr("HeroQuest Healing — %1"), patient.name), sheets, patient_path, ops.heal, parent)
        self.patient_path = patient_path
        self.patient: Character = patient
        self._state_id = state_id
        form = QFormLayout()
        self.action = QComboBox()
        words = {Healing.FIRST_AID: self.tr("First aid (hurts, HQ-22)"), Healing.MAJOR_HEALING: self.tr("Major healing (HQ-23)"),
                 Healing.RESCUE: self.tr("Rescue from dying (HQ-24)")}
        for choice in available(patient):
            self.action.addItem(words[choice], choice.value)
        chosen = action or self._action_for(state_id)
        if chosen is not None:
            self.action.setCurrentIndex(max(0, self.action.findData(chosen.value)))
        form.addRow(caption(self.tr("A&ction"), self.action), self.action)
        self.states = QListWidget()
        follow_current_item(self.states)
        self.states.setMaximumHeight(120)
        form.addRow(caption(self.tr("&States"), self.states), self.states)
        self.healer = Participant(sheets, path=patient_path, title=self.tr("Healer"), augments=False)
        form.addRow(self.healer)
        self.outsider = QCheckBox(self.tr("A healer &not in the library, at rating:"))
        self.outsider_rating = CheckedLineEdit(checker(Rating.parse))
        self.outsider_rating.setPlaceholderText(self.tr("the healer's ability, such as 17W"))
        self.outsider_rating.setAccessibleName(self.tr("Rating of the healer not in the library"))
        self.outsider_rating.setEnabled(False)
        outsider_row = QHBoxLayout()
        outsider_row.addWidget(self.outsider)
        outsider_row.addWidget(self.outsider_rating, 1)
        form.addRow(outsider_row)
        self.resistance = CheckedLineEdit(checker(Rating.parse))
        self.resistance_caption = caption(self.tr("&Resistance"), self.resistance)
        form.addRow(self.resistance_caption, self.resistance)
        self.target = plain_label(name=self.tr("Healer's target"))
        form.addRow(self.target)
        self.odds = OddsChart(name=self.tr("Odds of the healing"))
        form.addRow(self.odds)
        self.dice_caption = plain_label()
        self.dice = DiceEntry(name=self.tr("Healing dice"))
        form.addRow(self.dice_caption)
        form.addRow(self.dice)
        self.outcome_label = OutcomeLabel(self.tr("Healing result"))
        form.addRow(self.outcome_label)
        self.body.addLayout(form)
        self.action.currentIndexChanged.connect(lambda _: self._action_changed())
        self.states.itemChanged.connect(self.refresh)
        self.states.currentRowChanged.connect(lambda _: self._state_changed())
        self.healer.changed.connect(self.refresh)
        self.outsider.toggled.connect(lambda _: self._outsider_toggled())
        self.outsider_rating.textChanged.connect(self.refresh)
        self.resistance.textChanged.connect(self.refresh)
        self.dice.changed.connect(self.refresh)
        self._action_changed()
        self.finish(self.tr("&Apply"))
        self.apply_button = self.ok_button

    def current_action(self) -> Healing | None:
        data = self.action.currentData()
        return Healing(data) if data else None

    def _action_for(self, state_id: str | None) -> Healing | None:
        """The action for a state: first aid for a hurt, a rescue for the dying, else major healing."""
        preferred = [a for a in (Healing.FIRST_AID, Healing.RESCUE, Healing.MAJOR_HEALING) if a in available(self.patient)]
        return next((choice for choice in preferred if any(s.id == state_id for s in treatable(self.patient, choice))), None)

    def _action_changed(self) -> None:
        action = self.current_action()
        self.states.blockSignals(True)
        self.states.clear()
        for state in treatable(self.patient, action) if action else ():
            item = QListWidgetItem(fmt(self.tr("%1 (%2) %3"), label(state.level), label(state.scale), state.source or state.relates_to).strip())
            item.setData(Qt.ItemDataRole.UserRole, state.id)
            if action is Healing.FIRST_AID:  # HQ-22: the hurts ticked (all, or the one asked for)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                ticked = self._state_id is None or state.id == self._state_id
                item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            self.states.addItem(item)
            if state.id == self._state_id and action is not Healing.FIRST_AID:
                self.states.setCurrentItem(item)
        if self.states.currentRow() < 0 and self.states.count():
            self.states.setCurrentRow(0)
        self.states.blockSignals(False)
        contest = action in (Healing.MAJOR_HEALING, Healing.RESCUE)
        self.resistance.setVisible(contest)
        self.resistance_caption.setVisible(contest)
        self.dice.set_dice([20, 20] if contest else [20])
        self.dice_caption.setText(self.tr("Dice: the healer's d20, then the resistance's") if contest else self.tr("Dice: the healer's d20"))
        self._state_changed()

    def _state_changed(self) -> None:
        """A contest's resistance starts at the default for the state chosen (HQ-23, HQ-24)."""
        action, chosen = self.current_action(), self._chosen()
        if action in (Healing.MAJOR_HEALING, Healing.RESCUE) and chosen:
            self.resistance.setText(str(default_resistance_for(action, chosen[0].level, self.sheets.campaign.default_resistance)))
        self.refresh()

    def _outsider_toggled(self) -> None:
        """A healer not in the library rolls at the rating typed; the library character's row rests."""
        self.healer.setEnabled(not self.outsider.isChecked())
        self.outsider_rating.setEnabled(self.outsider.isChecked())
        if self.outsider.isChecked():
            self.outsider_rating.setFocus()
        self.refresh()

    def healer_paths(self) -> list[Path]:
        """The sheets the healer reads: none for a healer not in the library."""
        return [] if self.outsider.isChecked() else self.healer.paths()

    def _healer_side(self) -> Side:
        if not self.outsider.isChecked():
            return self.healer.side()
        try:
            return Side(rating=Rating.parse(self.outsider_rating.text()))
        except Refusal:
            raise Waiting(self.tr("Type the healer's rating, such as 17W.")) from None

    def _chosen(self) -> list[State]:
        states = {s.id: s for s in self.patient.heroquest.states}
        if self.current_action() is Healing.FIRST_AID:
            items = (self.states.item(r) for r in range(self.states.count()))
            ids = [i.data(Qt.ItemDataRole.UserRole) for i in items if i.checkState() == Qt.CheckState.Checked]
        else:
            item = self.states.currentItem()
            ids = [item.data(Qt.ItemDataRole.UserRole)] if item is not None else []
        return [states[i] for i in ids if i in states]

    def inputs(self) -> Heal:
        action, chosen = self.current_action(), self._chosen()
        self.take_part([self.patient_path, *self.healer_paths()])
        if action is None:
            raise Waiting(self.tr("Nothing to heal: no hurt, impaired, injured or dying state."))
        healer = self._healer_side()
        try:
            effective = ops.rating_of(self.table, healer)
        except Refusal:
            effective = None
        resistance = None
        if action is not Healing.FIRST_AID:
            try:
                resistance = Rating.parse(self.resistance.text())
            except Refusal:
                raise Waiting(self.tr("Type a resistance such as 14 or 5W.")) from None
        if effective is not None:
            self._show_odds(action, effective.rating, effective.bumps, chosen, resistance)
        faces = self.dice.faces()
        if faces is None:
            raise dice_waiting()
        return Heal(self.patient.id, action, tuple(s.id for s in chosen), healer, faces, resistance)

    def _show_odds(self, action: Healing, rating: Rating, bumps: int, chosen: list[State], resistance: Rating | None) -> None:
        try:
            target = first_aid_target(rating, chosen) if action is Healing.FIRST_AID else rating
        except Refusal:
            target = rating
        self.target.setText(fmt(self.tr("Healer's target: %1"), target))
        if resistance is None:
            self.odds.set_rows(odds_rows(ability_test_odds(target, bumps=bumps), only_possible=True))
        else:
            self.odds.set_rows(odds_rows(contest_odds(target, resistance, tie_break=self.sheets.campaign.tie_break, hero_bumps=bumps)))

    def shown(self, outcome: Outcome | None) -> None:
        if outcome is None:
            self.outcome_label.show_outcome(None, "")
            return
        level = typed(outcome.title)["level"]
        self.outcome_label.show_outcome(level, fmt(self.tr("Outcome: %1"), label(level)))


__all__ = ["HealingDialog"]
