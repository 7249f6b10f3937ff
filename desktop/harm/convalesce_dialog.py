"""Convalesce (ST-22): a few days' rest in safety (HP to max, debilities cleared), a few weeks
under a healer (wounds that can heal, heal); a permanent injury: make a plan (a checklist the GM
writes, with interim effects) or retire (the character becomes an NPC)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.model import Character
from core.rules.harm import ST22_CONVALESCE, convalesce, plan_for_permanent, retire
from desktop.widgets import without_mnemonic
from desktop.editor.base import fmt
from desktop.harm.base import CharacterHeader, RulesDialog, caption, entry_lines


class ConvalesceDialog(RulesDialog[Character]):
    def __init__(self, character: Character, parent: QWidget | None = None) -> None:
        super().__init__(fmt(self.tr("Convalesce — %1"), character.name), parent)
        self.character = character
        self.body.addWidget(CharacterHeader(character))
        rest = QGroupBox(self.tr("Rest in safety and comfort"))
        form = QFormLayout(rest)
        self.rest = QCheckBox(self.tr("&Convalesce"))
        self.rest.setAccessibleName(self.tr("Convalesce"))
        self.rest.setChecked(True)
        self.days = QSpinBox()
        self.days.setRange(1, 3650)
        self.days.setValue(ST22_CONVALESCE.safety_days)
        self.days.setSuffix(self.tr(" days"))
        self.healer = QCheckBox(fmt(self.tr("Under a &healer's care (%1+ days heal the wounds that can heal)"), ST22_CONVALESCE.healer_days))
        self.healer.setAccessibleName(self.tr("Under a healer's care"))
        form.addRow("", self.rest)
        form.addRow(caption(self.tr("&Days"), self.days), self.days)
        form.addRow("", self.healer)
        self.body.addWidget(rest)
        permanent = QGroupBox(self.tr("A permanent injury"))
        box = QVBoxLayout(permanent)
        self.choice = QButtonGroup(self)
        self.nothing = QRadioButton(self.tr("&Nothing more"))
        self.plan = QRadioButton(self.tr("Make a &plan: the GM writes what it takes"))
        self.retire = QRadioButton(self.tr("Re&tire: the character becomes an NPC"))
        for button in (self.nothing, self.plan, self.retire):
            button.setAccessibleName(without_mnemonic(button.text()))
            self.choice.addButton(button)
            box.addWidget(button)
        self.nothing.setChecked(True)
        plan_form = QFormLayout()
        self.wound = QComboBox()
        for wound in character.harm.wounds:
            self.wound.addItem(wound.description + (self.tr(" (permanent)") if wound.permanent else ""), wound.id)
        plan_form.addRow(caption(self.tr("&Injury"), self.wound), self.wound)
        self.steps = QPlainTextEdit()
        self.steps.setPlaceholderText(self.tr("one requirement a line:\ndesign and build a device to draw one-handed\nlearn to use it\nmonths of practice"))
        self.steps.setMaximumHeight(self.fontMetrics().height() * 6)
        plan_form.addRow(caption(self.tr("&Requirements"), self.steps), self.steps)
        self.interim = QLineEdit()
        self.interim.setPlaceholderText(self.tr("meanwhile: her bow has the reload tag; disadvantage to Let Fly"))
        plan_form.addRow(caption(self.tr("&Meanwhile"), self.interim), self.interim)
        self.reason = QLineEdit()
        plan_form.addRow(caption(self.tr("Why they re&tire"), self.reason), self.reason)
        box.addLayout(plan_form)
        self.plan.setEnabled(bool(character.harm.wounds))
        self.body.addWidget(permanent)
        for signal in (self.rest.toggled, self.days.valueChanged, self.healer.toggled, self.choice.buttonToggled, self.wound.currentIndexChanged, self.steps.textChanged, self.interim.textChanged, self.reason.textChanged):
            signal.connect(self.refresh)
        self.finish(self.tr("&Apply"))

    def compute(self) -> Character:
        for widget in (self.wound, self.steps, self.interim):
            widget.setEnabled(self.plan.isChecked())
        self.reason.setEnabled(self.retire.isChecked())
        self.days.setEnabled(self.rest.isChecked())
        self.healer.setEnabled(self.rest.isChecked())
        character = self.character
        if self.rest.isChecked():
            character = convalesce(character, days=self.days.value(), healer=self.healer.isChecked())
        if self.plan.isChecked():
            character = plan_for_permanent(character, self.wound.currentData(), self.steps.toPlainText().splitlines(), self.interim.text().strip())
        elif self.retire.isChecked():
            character = retire(character, reason=self.reason.text().strip())
        if character == self.character:
            raise ValueError(self.tr("Choose to convalesce, make a plan or retire."))
        return character

    def describe(self, value: Character) -> list[str]:
        return entry_lines(self.character, value)

    @classmethod
    def ask(cls, character: Character, parent: QWidget | None = None) -> Character | None:
        return cls(character, parent).run()
