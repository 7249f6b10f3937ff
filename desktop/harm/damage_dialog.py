"""Take damage (ST-2..ST-5): one or several attackers, armor from the sheet, the dice rolled or
typed, the arithmetic shown, and what 0 HP means for the character's kind."""

from __future__ import annotations

from dataclasses import dataclass

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

from core.dice import Dice, HandDice, parse_dice, roll
from core.model import Character, CharacterKind, HarmStatus
from core.rules.harm import ST2_SEVERITY, Attack, HarmReport, RuleError, Severity, combine_attacks, take_damage
from desktop.widgets import without_mnemonic
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.harm.base import CharacterHeader, RulesDialog, caption
from desktop.labels import label


@dataclass(frozen=True)
class Damage:
    """What the dialog hands back: the character after the hit and core's report."""

    character: Character
    report: HarmReport
    total: int


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


class TakeDamageDialog(RulesDialog[Damage]):
    def __init__(self, character: Character, parent: QWidget | None = None) -> None:
        super().__init__(fmt(self.tr("Take Damage — %1"), character.name), parent)
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
        self.armor = QLabel(fmt(self.tr("%1 (from the sheet)"), character.harm.armor))
        self.armor.setAccessibleName(self.tr("Armor"))
        form.addRow(self.tr("Armor:"), self.armor)
        self.source = QLineEdit()
        self.source.setPlaceholderText(self.tr("what or who dealt it (for the history)"))
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
        self.at_zero.addItem(label(HarmStatus.OUT_OF_ACTION), HarmStatus.OUT_OF_ACTION.value)
        if character.kind is CharacterKind.FOLLOWER:
            self.at_zero.addItem(self.tr("At Death's Door (the player rolls it)"), HarmStatus.DEATHS_DOOR.value)
        self.at_zero.addItem(label(HarmStatus.DEAD), HarmStatus.DEAD.value)
        self.at_zero.currentIndexChanged.connect(self.refresh)
        self.at_zero_caption = caption(self.tr("At 0 HP the &GM decides"), self.at_zero)
        form.addRow(self.at_zero_caption, self.at_zero)
        is_pc = character.kind is CharacterKind.PLAYER_CHARACTER
        self.at_zero.setVisible(not is_pc)
        self.at_zero_caption.setVisible(not is_pc)
        self.dice = DiceEntry(name=self.tr("Damage dice"))
        self.dice.changed.connect(self.refresh)
        form.addRow(caption(self.tr("D&ice"), self.dice), self.dice)
        self.sum = QLabel()
        self.sum.setAccessibleName(self.tr("Damage rolled"))
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

    def combined(self) -> tuple[Attack, Dice]:
        """Core's ST-3 combination of the attackers, and its dice."""
        attack = combine_attacks([row.attack() for row in self.rows])
        return attack, parse_dice(attack.damage)

    def compute(self) -> Damage:
        self.sum.setText("")
        attack, dice = self.combined()
        if tuple(dice.die_sizes()) != self.dice.sizes:
            self.dice.set_dice(dice.die_sizes())
        rolled = roll(dice, HandDice(self.dice.values()))
        self.sum.setText(str(rolled))
        if rolled.total < 0:
            raise RuleError(fmt(self.tr("%1 rolled %2: damage cannot be below 0"), dice, rolled.total))
        at_zero = None if self.character.kind is CharacterKind.PLAYER_CHARACTER else HarmStatus(self.at_zero.currentData())
        new, report = take_damage(
            self.character,
            rolled.total,
            piercing=attack.piercing,
            ignores_armor=attack.ignores_armor,
            hp_loss=self.hp_loss.isChecked(),
            lethal=self.lethal.isChecked(),
            self_inflicted=self.self_inflicted.isChecked(),
            at_zero=at_zero,
            source=self.source.text().strip(),
            dice=f"{rolled} ({self.dice.how()})",
        )
        return Damage(new, report, rolled.total)

    def describe(self, value: Damage) -> list[str]:
        report = value.report
        attack, _dice = self.combined()
        lines = [self.arithmetic(report)]
        if len(self.rows) > 1:
            lines.insert(0, fmt(self.tr("%1 attackers: roll %2"), len(self.rows), attack.damage))
        lines.append(fmt(self.tr("HP %1 → %2 of %3"), report.hp_before, report.hp_after, value.character.harm.max_hp))
        if report.status_after is not report.status_before:
            lines.append(fmt(self.tr("Now: %1"), label(report.status_after)))
        if report.notes:
            lines.append(self.at_zero_words(report))
        if report.recover_unlocked:
            lines.append(self.tr("Can Recover again (ST-20)."))
        return lines

    def arithmetic(self, report: HarmReport) -> str:
        """ST-4 in words, from core's numbers."""
        if report.hp_loss:
            return fmt(self.tr("Lose %1 HP (armor never applies)"), report.damage)
        if report.ignores_armor:
            return fmt(self.tr("%1 damage, armor ignored = %2"), report.damage, report.after_armor)
        if report.piercing:
            return fmt(self.tr("%1 damage − armor %2 (%3, %4 piercing) = %5"), report.damage, report.effective_armor, report.armor, report.piercing, report.after_armor)
        return fmt(self.tr("%1 damage − armor %2 = %3"), report.damage, report.effective_armor, report.after_armor)

    def at_zero_words(self, report: HarmReport) -> str:
        """ST-5 for the character's kind, from core's report."""
        if report.status_after is HarmStatus.DEATHS_DOOR and not report.gm_decides:
            return self.tr("At 0 HP from something that could kill: at Death's Door. Roll it next (ST-6).")
        if not report.gm_decides:
            return self.tr("At 0 HP: out of action until helped or the GM says otherwise (ST-5).")
        if report.may_roll_deaths_door:
            return self.tr("A follower at 0 HP: the GM decides, and may have the player roll Death's Door (ST-5).")
        return self.tr("At 0 HP: the GM decides what happens (probably dead if the source could kill, ST-5).")

    @classmethod
    def ask(cls, character: Character, parent: QWidget | None = None) -> Damage | None:
        return cls(character, parent).run()


__all__ = ["Damage", "TakeDamageDialog"]
