"""Take damage (ST-2..ST-5): one or several attackers, armor from the sheet, the dice rolled or
typed, the arithmetic shown, and what 0 HP means for the character's kind."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.model import HarmStatus
from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import TakeDamage
from talekeeper.core.outcome import Outcome
from talekeeper.core.rules.stonetop import ST2_SEVERITY, Attack, Severity
from talekeeper.core.rules.stonetop.damage import at_zero_choices
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.rules_dialog import CharacterHeader, RulesDialog, caption, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label


class AttackerRow:
    """One attacker (ST-3): a severity (ST-2) or a prepared danger's dice, piercing, ignores armor."""

    def __init__(self, dialog: TakeDamageDialog, grid: QGridLayout, row: int, number: int) -> None:
        self.severity = QComboBox()
        self.severity.addItem(QCoreApplication.translate("TakeDamageDialog", "Prepared danger"), None)
        for severity in Severity:
            self.severity.addItem(label(severity), severity.value)
        self.severity.setAccessibleName(fmt(QCoreApplication.translate("TakeDamageDialog", "Attacker %1: how bad"), number))
        self.dice = QLineEdit(ST2_SEVERITY[Severity.NASTY_CUTS].dice)
        self.dice.setAccessibleName(fmt(QCoreApplication.translate("TakeDamageDialog", "Attacker %1: damage dice"), number))
        self.dice.setPlaceholderText(QCoreApplication.translate("TakeDamageDialog", "such as d8+3"))
        self.severity.setCurrentIndex(self.severity.findData(Severity.NASTY_CUTS.value))
        self.piercing = QSpinBox()
        self.piercing.setRange(0, 99)
        self.piercing.setSuffix(QCoreApplication.translate("TakeDamageDialog", " piercing"))
        self.piercing.setAccessibleName(fmt(QCoreApplication.translate("TakeDamageDialog", "Attacker %1: piercing"), number))
        self.ignores = QCheckBox(QCoreApplication.translate("TakeDamageDialog", "Ignores armor"))
        self.ignores.setAccessibleName(fmt(QCoreApplication.translate("TakeDamageDialog", "Attacker %1: ignores armor"), number))
        self.widgets: list[QWidget] = [self.severity, self.dice, self.piercing, self.ignores]
        for column, widget in enumerate(self.widgets):
            grid.addWidget(widget, row, column)
        self.severity.currentIndexChanged.connect(self._severity_chosen)
        self.dice.textEdited.connect(lambda _text: self.severity.setCurrentIndex(0))
        for signal in (self.severity.currentIndexChanged, self.dice.textChanged, self.piercing.valueChanged, self.ignores.toggled):
            signal.connect(dialog.refresh)

    def _severity_chosen(self, _index: int) -> None:
        value = self.severity.currentData()
        if value is not None:
            self.dice.setText(ST2_SEVERITY[Severity(value)].dice)

    def attack(self) -> Attack:
        return Attack(damage=self.dice.text(), piercing=self.piercing.value(), ignores_armor=self.ignores.isChecked())

    def remove(self) -> None:
        for widget in self.widgets:
            widget.deleteLater()


class TakeDamageDialog(RulesDialog[TakeDamage]):
    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None) -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("Take Damage — %1"), character.name), sheets, path, ops.take_damage, parent)
        self.character = character
        self.header = CharacterHeader(character)
        self.body.addWidget(self.header)
        group = QGroupBox(self.tr("Attackers (several at once: roll the largest die, +1 for each other)"))
        box = QVBoxLayout(group)
        self.grid = QGridLayout()
        for column, text in enumerate((self.tr("How bad (no prepared damage)"), self.tr("Damage"), self.tr("Piercing"), "")):
            self.grid.addWidget(QLabel(text), 0, column)
        box.addLayout(self.grid)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("A&dd Attacker"))
        self.remove_button = QPushButton(self.tr("Re&move Attacker"))
        self.add_button.clicked.connect(self.add_attacker)
        self.remove_button.clicked.connect(self.remove_attacker)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        box.addLayout(buttons)
        self.body.addWidget(group)
        self.rows: list[AttackerRow] = []
        form = QFormLayout()
        self.armor = plain_label(fmt(self.tr("%1 (from the sheet)"), character.harm.armor), name=self.tr("Armor"))
        form.addRow(self.tr("Armor:"), self.armor)
        self.source = QLineEdit()
        self.source.setPlaceholderText(self.tr("what or who dealt it (for the history)"))
        self.source.textChanged.connect(self.refresh)
        form.addRow(caption(self.tr("&From"), self.source), self.source)
        self.hp_loss = QCheckBox(self.tr("&Lose HP (armor never applies)"))
        self.lethal = QCheckBox(self.tr("The source could &kill"))
        self.lethal.setChecked(True)
        self.self_inflicted = QCheckBox(self.tr("&Self-inflicted (does not allow Recover again)"))
        for box_ in (self.hp_loss, self.lethal, self.self_inflicted):
            box_.setAccessibleName(without_mnemonic(box_.text()))
            box_.toggled.connect(self.refresh)
            form.addRow("", box_)
        self.at_zero = QComboBox()
        self.gm_decides = at_zero_choices(character.kind)  # ST-5: empty for a player character
        for status in self.gm_decides:
            words = self.tr("At Death's Door (the player rolls it)") if status is HarmStatus.DEATHS_DOOR else label(status)
            self.at_zero.addItem(words, status.value)
        self.at_zero.currentIndexChanged.connect(self.refresh)
        self.at_zero_caption = caption(self.tr("At 0 HP the &GM decides"), self.at_zero)
        form.addRow(self.at_zero_caption, self.at_zero)
        self.at_zero.setVisible(bool(self.gm_decides))
        self.at_zero_caption.setVisible(bool(self.gm_decides))
        self.dice = DiceEntry(name=self.tr("Damage dice"))
        self.dice.changed.connect(self.refresh)
        form.addRow(caption(self.tr("D&ice"), self.dice), self.dice)
        self.sum = plain_label(name=self.tr("Damage rolled"))
        form.addRow(self.tr("Damage:"), self.sum)
        self.body.addLayout(form)
        self.add_attacker()
        self.finish(self.tr("&Take Damage"))

    def add_attacker(self) -> None:
        number = len(self.rows) + 1
        self.rows.append(AttackerRow(self, self.grid, number, number))
        self.remove_button.setEnabled(len(self.rows) > 1)
        self.refresh()

    def remove_attacker(self) -> None:
        if len(self.rows) > 1:
            self.rows.pop().remove()
        self.remove_button.setEnabled(len(self.rows) > 1)
        self.refresh()

    def inputs(self) -> TakeDamage:
        attacks = tuple(row.attack() for row in self.rows)
        dice = ops.damage_dice(attacks)
        self.dice.set_dice(dice.die_sizes())
        self.sum.setText(str(dice))
        faces = self.dice.faces()
        if faces is None:
            raise dice_waiting()
        at_zero = HarmStatus(self.at_zero.currentData()) if self.gm_decides else None
        return TakeDamage(
            self.character.id, attacks, faces, hp_loss=self.hp_loss.isChecked(), lethal=self.lethal.isChecked(),
            self_inflicted=self.self_inflicted.isChecked(), at_zero=at_zero, source=self.source.text().strip(),
        )

    def shown(self, outcome: Outcome | None) -> None:
        after = outcome.sheet(self.character.id) if outcome is not None else None
        if after is not None and after.history[-1].dice:
            self.sum.setText(after.history[-1].dice)


__all__ = ["TakeDamageDialog"]
