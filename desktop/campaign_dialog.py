"""Campaign settings (C-4): the numbers and choices the rules read, one set per library."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget

from talekeeper.core.dice import parse_pool
from talekeeper.core.model import Campaign, StateScale, TieBreak
from talekeeper.core.model.common import evolve
from talekeeper.core.rules.heroquest import Rating
from talekeeper.desktop.fields import CheckedLineEdit, MessageLabel, checker
from talekeeper.desktop.widgets import without_mnemonic
from talekeeper.desktop.words.labels import combo_member, fill_combo, select_member


class CampaignDialog(QDialog):
    def __init__(self, campaign: Campaign, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Campaign Settings"))
        self.campaign = campaign
        form = QFormLayout(self)
        self.tie_break = QComboBox()
        self.tie_break.addItem(self.tr("The lower roll wins (Hero Wars)"), TieBreak.LOW.value)
        self.tie_break.addItem(self.tr("The higher roll wins (HeroQuest 2)"), TieBreak.HIGH.value)
        self.tie_break.setCurrentIndex(self.tie_break.findData(campaign.tie_break.value))
        self.scale = QComboBox()
        fill_combo(self.scale, StateScale)
        select_member(self.scale, campaign.consequence_scale)
        self.resistance_message = MessageLabel()
        self.resistance = CheckedLineEdit(checker(Rating.parse), message=self.resistance_message)
        self.resistance.set_value(str(campaign.default_resistance))
        self.prosperity = QSpinBox()
        self.prosperity.setRange(-10, 10)
        self.prosperity.setValue(campaign.prosperity)
        self.lacking = QCheckBox(self.tr("The steading is lacking (Prosperity counts 1 lower)"))
        self.lacking.setChecked(campaign.steading_lacking)
        self.influence_message = MessageLabel()
        self.influence = CheckedLineEdit(checker(parse_pool, allow_empty=True), message=self.influence_message)
        self.influence.set_value(str(campaign.demonic_influence))
        self.influence.setPlaceholderText(self.tr("none, or dice such as 2d6"))
        rows = (
            (self.tr("&Tie-break"), self.tie_break),
            (self.tr("&Consequences"), self.scale),
            (self.tr("Default &resistance"), self.resistance),
            ("", self.resistance_message),
            (self.tr("&Prosperity"), self.prosperity),
            ("", self.lacking),
            (self.tr("&Demonic influence"), self.influence),
            ("", self.influence_message),
        )
        for text, widget in rows:
            widget.setAccessibleName(without_mnemonic(text) or widget.accessibleName())
            if text:
                caption = QLabel(text)
                caption.setBuddy(widget)
                form.addRow(caption, widget)
            else:
                form.addRow("", widget)
        self.lacking.setAccessibleName(self.lacking.text())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)

    def value(self) -> Campaign:
        return evolve(
            self.campaign,
            tie_break=TieBreak(self.tie_break.currentData()),
            consequence_scale=combo_member(self.scale, StateScale),
            default_resistance=self.resistance.text(),
            prosperity=self.prosperity.value(),
            steading_lacking=self.lacking.isChecked(),
            demonic_influence=self.influence.text(),
        )

    def _accept(self) -> None:
        for field in (self.resistance, self.influence):
            problem = field.problem()
            if problem is not None:
                field.message.say(problem)
                field.setFocus()
                return
        self.accept()

    @classmethod
    def edit(cls, campaign: Campaign, parent: QWidget | None = None) -> Campaign | None:
        dialog = cls(campaign, parent)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None
