"""HQ-13 augment: a simple contest of an augmenting ability against the resistance the wanted
bonus (or edge) sets; its result gives a signed modifier for the contest it was made for."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from core.model.campaign import Campaign
from core.rules.heroquest import augment_resistance, augment_result, contest_odds, simple_contest
from core.rules.heroquest.rating import Rating
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.heroquest.picker import Participant, Sheets
from desktop.heroquest.words import cell_text, odds_rows
from desktop.labels import label
from desktop.odds_chart import OddsChart
from desktop.widgets import plain_label


@dataclass(frozen=True)
class Augment:
    """An augment made: what was asked, what it gave, and how (for the contest's history)."""

    asked: int
    modifier: int
    ability: str
    dice: str
    edge: bool = False


class AugmentDialog(QDialog):
    """Pick the augmenting ability and the bonus, see the odds, roll, read the modifier."""

    def __init__(self, sheets: Sheets, path: Path | None, parent: QWidget | None = None, *, edge: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edge from an Augment") if edge else self.tr("Augment"))
        self.edge = edge
        self.campaign: Campaign = sheets.campaign
        layout = QVBoxLayout(self)
        self.augmenter = Participant(sheets, path=path, title=self.tr("Augmenting ability"), augments=False)
        layout.addWidget(self.augmenter)
        form = QFormLayout()
        self.asked = QSpinBox()
        self.asked.setRange(1, 20)
        if edge:
            self.asked.setSingleStep(2)
            self.asked.setRange(2, 40)
        self.asked.setAccessibleName(self.tr("Edge asked") if edge else self.tr("Bonus asked"))
        caption = QLabel(self.tr("&Edge asked") if edge else self.tr("&Bonus asked"))
        caption.setBuddy(self.asked)
        form.addRow(caption, self.asked)
        self.resistance = plain_label(name=self.tr("Resistance"))
        form.addRow(self.tr("Resistance"), self.resistance)
        layout.addLayout(form)
        self.odds = OddsChart(name=self.tr("Odds of the augment"))
        layout.addWidget(self.odds)
        self.dice = DiceEntry(name=self.tr("Augment dice: augmenter, then resistance"))
        self.dice.set_dice((20, 20))
        layout.addWidget(QLabel(self.tr("Dice: augmenting ability, then resistance")))
        layout.addWidget(self.dice)
        self.outcome = plain_label(name=self.tr("Augment result"))
        layout.addWidget(self.outcome)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.rolled = False
        self.made: Augment | None = None
        self.asked.valueChanged.connect(lambda _: self._update())
        self.augmenter.changed.connect(self._update)
        self.dice.changed.connect(self._dice_changed)
        self._update()

    def _resistance(self) -> Rating:
        return Rating.from_value(augment_resistance(self._asked(), edge=self.edge))

    def _asked(self) -> int:
        value = self.asked.value()
        return value - value % 2 if self.edge else value

    def _dice_changed(self) -> None:
        self.rolled = True
        self._update()

    def _update(self) -> None:
        effective = self.augmenter.effective()
        resistance = self._resistance()
        self.resistance.setText(str(resistance))
        self.odds.set_rows(odds_rows(contest_odds(effective.rating, resistance, tie_break=self.campaign.tie_break,
                                                  hero_bumps=effective.bumps)))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if not self.rolled:
            self.outcome.setText(self.tr("Roll or type the dice."))
            ok.setEnabled(False)
            return
        hero_roll, resistance_roll = self.dice.values()
        result = simple_contest(effective.rating, resistance, hero_roll, resistance_roll,
                                tie_break=self.campaign.tie_break, hero_bumps=effective.bumps)
        modifier = augment_result(self._asked(), result)
        level = self.tr("narrator's call: no effect (HQ-13)") if result.narrator_decides else label(result.level)
        self.outcome.setText(fmt(self.tr("%1 → %2: %3"), cell_text(result.hero_result, result.opposition_result),
                                 level, f"{modifier:+d}"))
        dice = fmt(self.tr("%1 %2 against %3"), self.dice.how(), hero_roll, resistance_roll)
        self.made = Augment(self._asked(), modifier, self.augmenter.ability_name(), dice, self.edge)
        ok.setEnabled(True)

    @classmethod
    def ask(cls, sheets: Sheets, path: Path | None, parent: QWidget | None = None, *, edge: bool = False) -> Augment | None:
        dialog = cls(sheets, path, parent, edge=edge)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        return dialog.made if accepted else None
