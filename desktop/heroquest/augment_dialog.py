"""HQ-13 augment: a simple contest of an augmenting ability against the resistance the wanted
bonus (or edge) sets; its result gives a signed modifier for the contest it is made for. The
dialog collects the inputs (`core.operations.heroquest.Augment`) and previews them with the same
operation; the contest records the augment in history."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QWidget

from talekeeper.core.operations import heroquest as ops
from talekeeper.core.operations.heroquest import Augment, augmented
from talekeeper.core.outcome import Outcome
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import Rating, augment_resistance, contest_odds
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.heroquest.outcome_label import OutcomeLabel
from talekeeper.desktop.heroquest.picker import Participant, Sheets
from talekeeper.desktop.heroquest.sheet_words import odds_rows
from talekeeper.desktop.odds_chart import OddsChart
from talekeeper.desktop.rules_dialog import RulesDialog, caption, dice_waiting
from talekeeper.desktop.widgets import fmt, plain_label
from talekeeper.desktop.words.labels import label


class AugmentDialog(RulesDialog[Augment]):
    """Pick the augmenting ability and the bonus, see the odds, roll, read the modifier."""

    def __init__(self, sheets: Sheets, path: Path | None, parent: QWidget | None = None, *, edge: bool = False) -> None:
        super().__init__(self.tr("Edge from an Augment") if edge else self.tr("Augment"), sheets.table([path] if path else []), ops.augment, parent)
        self.sheets = sheets
        self.edge = edge
        self.augmenter = Participant(sheets, path=path, title=self.tr("Augmenting ability"), augments=False)
        self.body.addWidget(self.augmenter)
        form = QFormLayout()
        self.asked = QSpinBox()
        self.asked.setRange(2 if edge else 1, 40 if edge else 20)
        self.asked.setSingleStep(2 if edge else 1)
        form.addRow(caption(self.tr("&Edge asked") if edge else self.tr("Bo&nus asked"), self.asked), self.asked)
        self.resistance = plain_label(name=self.tr("Resistance"))
        form.addRow(QLabel(self.tr("Resistance")), self.resistance)
        self.body.addLayout(form)
        self.odds = OddsChart(name=self.tr("Odds of the augment"))
        self.body.addWidget(self.odds)
        self.dice = DiceEntry(name=self.tr("Augment dice: augmenter, then resistance"))
        self.dice.set_dice((20, 20))
        self.body.addWidget(QLabel(self.tr("Dice: augmenting ability, then resistance")))
        self.body.addWidget(self.dice)
        self.outcome_label = OutcomeLabel(self.tr("Augment result"))
        self.body.addWidget(self.outcome_label)
        self.asked.valueChanged.connect(self.refresh)
        self.augmenter.changed.connect(self.refresh)
        self.dice.changed.connect(self.refresh)
        self.finish(self.tr("&Use This Augment"))

    def _asked(self) -> int:
        value = self.asked.value()
        return value - value % 2 if self.edge else value

    def inputs(self) -> Augment:
        self.table = self.sheets.table(self.augmenter.paths())
        effective = self.augmenter.effective()
        try:
            resistance = Rating.from_value(augment_resistance(self._asked(), edge=self.edge))
        except Refusal:
            resistance = None
        self.resistance.setText(str(resistance) if resistance is not None else "")
        if effective is not None and resistance is not None:
            self.odds.set_rows(odds_rows(contest_odds(effective.rating, resistance, tie_break=self.table.campaign.tie_break,
                                                      hero_bumps=effective.bumps)))
        faces = self.dice.faces()
        if faces is None:
            raise dice_waiting()
        return Augment(self.augmenter.side(), self._asked(), faces, edge=self.edge)

    def shown(self, outcome: Outcome | None) -> None:
        if outcome is None or self.value is None:
            self.outcome_label.show_outcome(None, "")
            return
        made = augmented(self.table, self.value)
        level = label(made.level) if made.level is not None else self.tr("The narrator's call: no effect (HQ-13)")
        self.outcome_label.show_outcome(made.level, fmt(self.tr("%1: %2"), level, f"{made.modifier:+d}"))

    @classmethod
    def ask(cls, sheets: Sheets, path: Path | None, parent: QWidget | None = None, *, edge: bool = False) -> tuple[Augment, Path] | None:
        """The augment made and the augmenter's sheet, or None when cancelled."""
        dialog = cls(sheets, path, parent, edge=edge)
        made = dialog.run()
        return (made, dialog.augmenter.path) if made is not None and dialog.augmenter.path is not None else None
