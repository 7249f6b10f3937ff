"""Convalesce (ST-22): a few days' rest in safety (HP to max, debilities cleared), a few weeks
under a healer (wounds that can heal, heal); a permanent injury: make a plan (a checklist the GM
writes, with interim effects) or retire (the character becomes an NPC)."""

from __future__ import annotations

from pathlib import Path

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

from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import Convalesce, Plan
from talekeeper.core.rules.stonetop import ST22_CONVALESCE
from talekeeper.desktop.rules_dialog import CharacterHeader, RulesDialog, caption
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, without_mnemonic


class ConvalesceDialog(RulesDialog[Convalesce]):
    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None) -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("Convalesce — %1"), character.name), sheets, path, ops.convalesce, parent)
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
        plan_form.addRow(caption(self.tr("&Why they retire"), self.reason), self.reason)
        box.addLayout(plan_form)
        self.plan.setEnabled(bool(character.harm.wounds))
        self.body.addWidget(permanent)
        for signal in (self.rest.toggled, self.days.valueChanged, self.healer.toggled, self.choice.buttonToggled, self.wound.currentIndexChanged, self.steps.textChanged, self.interim.textChanged, self.reason.textChanged):
            signal.connect(self.refresh)
        self.finish(self.tr("&Apply"))

    def inputs(self) -> Convalesce:
        for widget in (self.wound, self.steps, self.interim):
            widget.setEnabled(self.plan.isChecked())
        self.reason.setEnabled(self.retire.isChecked())
        self.days.setEnabled(self.rest.isChecked())
        self.healer.setEnabled(self.rest.isChecked())
        plan = None
        if self.plan.isChecked():
            plan = Plan(self.wound.currentData(), tuple(self.steps.toPlainText().splitlines()), self.interim.text().strip())
        return Convalesce(
            self.character.id, rest=self.rest.isChecked(), days=self.days.value(), healer=self.healer.isChecked(),
            plan=plan, retire=self.retire.isChecked(), reason=self.reason.text().strip(),
        )
