"""Healing a character's HQ states: first aid on hurts (HQ-22), major healing (HQ-23) and rescue
from dying (HQ-24). The rules are core's (`core.rules.heroquest.treatment`); the harm family's First
aid dialog (FA-1) can embed `HealingPanel` or call `HealingDialog.run`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget,
)

from core.model import Character
from core.rules.heroquest import ability_test, contest_odds, simple_contest
from core.rules.heroquest.more_odds import ability_test_odds
from core.rules.heroquest.rating import Rating
from core.rules.heroquest.treatment import Healing, available, default_resistance, first_aid, first_aid_target, major_healing, rescue, treatable
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.fields import CheckedLineEdit, checker
from desktop.heroquest.picker import Participant, Sheets
from desktop.heroquest.words import odds_rows
from desktop.labels import label
from desktop.odds_chart import OddsChart
from desktop.widgets import plain_label

if TYPE_CHECKING:
    from desktop.main_window import MainWindow


class HealingPanel(QWidget):
    """Action, states treated, healer, resistance, odds, dice; `treated()` is the new patient."""

    changed = Signal()

    def __init__(self, sheets: Sheets, patient_path: Path, state_id: str | None = None,
                 action: Healing | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheets = sheets
        self.patient_path = patient_path
        self.rolled = False
        layout = QFormLayout(self)
        patient = self.patient()
        self.action = QComboBox()
        self.action.setAccessibleName(self.tr("Healing action"))
        words = {Healing.FIRST_AID: self.tr("First aid (hurts, HQ-22)"), Healing.MAJOR_HEALING: self.tr("Major healing (HQ-23)"),
                 Healing.RESCUE: self.tr("Rescue from dying (HQ-24)")}
        for choice in available(patient):
            self.action.addItem(words[choice], choice.value)
        chosen = action or self._action_for(state_id)
        if chosen is not None:
            self.action.setCurrentIndex(max(0, self.action.findData(chosen.value)))
        self.states = QListWidget()
        self.states.setAccessibleName(self.tr("States treated"))
        self.states.setMaximumHeight(120)
        self.healer = Participant(sheets, path=patient_path, title=self.tr("Healer"), augments=False)
        self.resistance = CheckedLineEdit(checker(Rating.parse))
        self.resistance.setAccessibleName(self.tr("Resistance"))
        self.odds = OddsChart(name=self.tr("Odds of the healing"))
        self.dice = DiceEntry(name=self.tr("Healing dice"))
        self.dice_caption = plain_label()
        self.outcome = plain_label(name=self.tr("Healing result"))
        caption = QLabel(self.tr("&Action"))
        caption.setBuddy(self.action)
        layout.addRow(caption, self.action)
        layout.addRow(self.tr("States"), self.states)
        layout.addRow(self.healer)
        layout.addRow(self.tr("Resistance"), self.resistance)
        layout.addRow(self.odds)
        layout.addRow(self.dice_caption)
        layout.addRow(self.dice)
        layout.addRow(self.outcome)
        self._form = layout
        self._state_id = state_id
        self.action.currentIndexChanged.connect(lambda _: self._action_changed())
        self.states.itemChanged.connect(lambda _: self._update())
        self.healer.changed.connect(self._update)
        self.resistance.textChanged.connect(lambda _: self._update())
        self.dice.changed.connect(self._dice_changed)
        self._action_changed()

    def patient(self) -> Character:
        return self.sheets.character(self.patient_path)

    def current_action(self) -> Healing | None:
        data = self.action.currentData()
        return Healing(data) if data else None

    def _action_for(self, state_id: str | None) -> Healing | None:
        for choice in available(self.patient()):
            if any(s.id == state_id for s in treatable(self.patient(), choice)):
                return choice
        return None

    def _action_changed(self) -> None:
        action = self.current_action()
        self.states.blockSignals(True)
        self.states.clear()
        states = treatable(self.patient(), action) if action else ()
        for state in states:
            text = fmt(self.tr("%1 (%2) %3"), label(state.level), label(state.scale), state.source or state.relates_to)
            item = QListWidgetItem(text.strip())
            item.setData(Qt.ItemDataRole.UserRole, state.id)
            chosen = state.id == self._state_id if action is not Healing.FIRST_AID or self._state_id else True
            if action is Healing.FIRST_AID:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)
            self.states.addItem(item)
            if chosen and action is not Healing.FIRST_AID:
                self.states.setCurrentItem(item)
        if self.states.currentRow() < 0 and self.states.count():
            self.states.setCurrentRow(0)
        self.states.blockSignals(False)
        contest = action in (Healing.MAJOR_HEALING, Healing.RESCUE)
        self.resistance.setVisible(contest)
        self._form.labelForField(self.resistance).setVisible(contest)
        level = self._chosen()[0].level if self._chosen() else None
        if contest and level is not None:
            self.resistance.setText(str(default_resistance(action, level, self.sheets.campaign.default_resistance)))
        self.dice.set_dice([20, 20] if contest else [20])
        self.dice_caption.setText(self.tr("Dice: the healer's d20, then the resistance's") if contest else self.tr("Dice: the healer's d20"))
        self.rolled = False
        self._update()

    def _chosen(self) -> list:  # noqa: ANN202
        states = {s.id: s for s in self.patient().heroquest.states}
        if self.current_action() is Healing.FIRST_AID:
            ids = [self.states.item(r).data(Qt.ItemDataRole.UserRole) for r in range(self.states.count())
                   if self.states.item(r).checkState() == Qt.CheckState.Checked]
        else:
            item = self.states.currentItem()
            ids = [item.data(Qt.ItemDataRole.UserRole)] if item is not None else []
        return [states[i] for i in ids if i in states]

    def _dice_changed(self) -> None:
        self.rolled = True
        self._update()

    def _target(self) -> Rating:
        rating = self.healer.effective().rating
        if self.current_action() is Healing.FIRST_AID:
            return first_aid_target(rating, self._chosen())
        return rating

    def level(self):  # noqa: ANN201
        """The outcome of the rolled test or contest (None before the dice or without a state)."""
        action, chosen = self.current_action(), self._chosen()
        if action is None or not chosen or not self.rolled or not self.dice.complete:
            return None
        rolls = self.dice.values()
        if action is Healing.FIRST_AID:
            return ability_test(self._target(), rolls[0])
        try:
            resistance = Rating.parse(self.resistance.text())
        except ValueError:
            return None
        result = simple_contest(self._target(), resistance, rolls[0], rolls[1], tie_break=self.sheets.campaign.tie_break)
        return result.level

    def _update(self) -> None:
        action = self.current_action()
        if action is None:
            self.outcome.setText(self.tr("Nothing to heal: no hurt, impaired, injured or dying state."))
        elif action is Healing.FIRST_AID:
            self.odds.set_rows(odds_rows(ability_test_odds(self._target()), only_possible=True))
        else:
            try:
                self.odds.set_rows(odds_rows(contest_odds(self._target(), Rating.parse(self.resistance.text()),
                                                          tie_break=self.sheets.campaign.tie_break)))
            except ValueError:
                self.odds.set_rows([])
        level = self.level()
        if action is not None:
            head = fmt(self.tr("Healer's target: %1"), self._target())
            self.outcome.setText(head if level is None else head + "\n" + fmt(self.tr("Outcome: %1"), label(level)))
        self.changed.emit()

    def treated(self) -> tuple[str, Character] | None:
        """(undo text, the patient after the healing), or None before the dice are in."""
        level, action, chosen = self.level(), self.current_action(), self._chosen()
        if level is None or action is None:
            return None
        patient = self.patient()
        healer = self.healer.character()
        who = healer.name if healer is not None else ""
        dice = fmt(self.tr("%1 d20: %2"), self.dice.how(), ", ".join(str(v) for v in self.dice.values()))
        if action is Healing.FIRST_AID:
            summary = fmt(self.tr("First aid on %1: %2"), patient.name, label(level))
            return summary, first_aid(patient, [s.id for s in chosen], level, summary=summary, dice=dice, healer=who)
        if action is Healing.MAJOR_HEALING:
            summary = fmt(self.tr("Major healing of %1: %2"), patient.name, label(level))
            return summary, major_healing(patient, chosen[0].id, level, summary=summary, dice=dice, healer=who)
        summary = fmt(self.tr("Rescue of %1 from dying: %2"), patient.name, label(level))
        return summary, rescue(patient, chosen[0].id, level, summary=summary, dice=dice, healer=who)


class HealingDialog(QDialog):
    def __init__(self, window: MainWindow, path: Path, state_id: str | None = None, action: Healing | None = None) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("HeroQuest Healing"))
        layout = QVBoxLayout(self)
        self.panel = HealingPanel(Sheets(window), path, state_id, action)
        layout.addWidget(self.panel)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.addButton(self.tr("&Apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.panel.changed.connect(lambda: self.apply_button.setEnabled(self.panel.level() is not None))
        self.apply_button.setEnabled(False)

    @classmethod
    def run(cls, window: MainWindow, path: Path, state_id: str | None = None, action: Healing | None = None) -> bool:
        """Open it for the character at `path`; apply the healing as one undo step."""
        dialog = cls(window, path, state_id, action)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        treated = dialog.panel.treated()
        if treated is None:
            return False
        summary, patient = treated
        window.workspace.apply(summary, {path: patient})
        return True
