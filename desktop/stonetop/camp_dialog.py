"""Make Camp for a party (ST-21): the party shares its food (a mess kit lets one use feed four);
each who ate and slept chooses half their max HP or a debility to clear; bedroll dice; a
particularly peaceful rest gives advantage on the next roll."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QLabel, QWidget

from talekeeper.core.model import Character, Debility
from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import MakeCamp
from talekeeper.core.rules.stonetop import HP, ST21_CAMP, half_max_hp
from talekeeper.core.rules.stonetop.camp import CampChoice, camp_choices, camp_default, camp_order
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.rules_dialog import RulesDialog, Waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import HpBar, fmt, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label


def _data(choice: CampChoice) -> str:
    """A choice as the combo box keeps it: "hp", a debility's value, or "" for nothing."""
    return "" if choice is None else choice.value if isinstance(choice, Debility) else choice


class CamperRow:
    """One member of the party: who, HP, the choice, slept, the bedroll die."""

    def __init__(self, dialog: MakeCampDialog, grid: QGridLayout, row: int, character: Character) -> None:
        self.character = character
        harm = character.harm
        self.name = plain_label(character.name)
        self.bar = HpBar()
        self.bar.set_hp(harm.hp, harm.max_hp)
        self.bar.setMinimumWidth(90)
        self.bar.setMaximumWidth(120)
        self.choice = QComboBox()
        self.choice.setAccessibleName(fmt(QCoreApplication.translate("MakeCampDialog", "%1 chooses"), character.name))
        self.name.setBuddy(self.choice)  # whose "Regain half max HP (+9)": a screen reader says the name first
        for choice in camp_choices(character):
            if choice == HP:
                self.choice.addItem(fmt(QCoreApplication.translate("MakeCampDialog", "Regain half max HP (+%1)"), half_max_hp(harm.max_hp)), HP)
            elif isinstance(choice, Debility):
                self.choice.addItem(fmt(QCoreApplication.translate("MakeCampDialog", "Clear %1"), label(choice)), choice.value)
            else:
                self.choice.addItem(QCoreApplication.translate("MakeCampDialog", "Nothing"), "")
        self.choice.setCurrentIndex(self.choice.findData(_data(camp_default(character))))
        self.slept = QCheckBox(QCoreApplication.translate("MakeCampDialog", "Ate, drank and slept"))
        self.slept.setAccessibleName(fmt(QCoreApplication.translate("MakeCampDialog", "%1 slept a few hours"), character.name))
        self.slept.setChecked(True)
        self.bedroll = DiceEntry(name=fmt(QCoreApplication.translate("MakeCampDialog", "%1's bedroll"), character.name))
        if harm.bedroll:
            self.bedroll.set_dice([ST21_CAMP.bedroll_die])
        else:
            self.bedroll.roll_button.hide()
        widgets: list[QWidget] = [self.name, self.bar, self.choice, self.slept, self.bedroll]
        for column, widget in enumerate(widgets):
            grid.addWidget(widget, row, column)
        self.choice.currentIndexChanged.connect(dialog.refresh)
        self.slept.toggled.connect(dialog.refresh)
        self.bedroll.changed.connect(dialog.refresh)

    def chosen(self) -> str | None:
        return self.choice.currentData() or None

    def bedroll_roll(self) -> int | None:
        if not self.character.harm.bedroll:
            return None
        faces = self.bedroll.faces()
        if faces is None:
            raise Waiting(fmt(QCoreApplication.translate("MakeCampDialog", "Roll or type %1's bedroll die."), self.character.name))
        return faces.values[0]


class MakeCampDialog(RulesDialog[MakeCamp]):
    def __init__(self, sheets: Sheets, paths: Sequence[Path], parent: QWidget | None = None, *, left_out: Sequence[str] = ()) -> None:
        super().__init__(self.tr("Make Camp"), sheets, paths, ops.make_camp, parent)
        self.characters = tuple(camp_order(self.table.sheets.values()))
        group = QGroupBox(self.tr("The party"))
        grid = QGridLayout(group)
        for column, text in enumerate((self.tr("Who"), self.tr("HP"), self.tr("Chooses"), "", self.tr("Bedroll (1d6 HP)"))):
            grid.addWidget(QLabel(text), 0, column)
        self.rows = [CamperRow(self, grid, row, c) for row, c in enumerate(self.characters, start=1)]
        self.body.addWidget(group)
        if left_out:
            note = plain_label(self.tr("Not in the camp:") + "\n" + "\n".join("• " + why for why in left_out), name=self.tr("Not in the camp"))
            self.body.addWidget(note)
        food = self.tr("Each eats 1 use of supplies or provisions (provisions first); a mess kit lets one use feed four.")
        food_label = QLabel(food)
        food_label.setWordWrap(True)
        self.body.addWidget(food_label)
        self.peaceful = QCheckBox(self.tr("A particularly &peaceful, comfortable or enjoyable rest (advantage on the next roll)"))
        self.short = QCheckBox(self.tr("If food runs &short, feed those listed first (the most hurt); the rest go hungry"))
        for box in (self.peaceful, self.short):
            box.setAccessibleName(without_mnemonic(box.text()))
            box.toggled.connect(self.refresh)
            self.body.addWidget(box)
        self.finish(self.tr("&Make Camp"))

    def inputs(self) -> MakeCamp:
        bedrolls = tuple(row.bedroll_roll() for row in self.rows)
        return MakeCamp(
            tuple(c.id for c in self.characters),
            tuple(row.chosen() for row in self.rows),
            tuple(row.slept.isChecked() for row in self.rows),
            bedrolls,
            peaceful=self.peaceful.isChecked(),
            short="mark" if self.short.isChecked() else "refuse",
            entered=any(not row.bedroll.rolled for row in self.rows if row.character.harm.bedroll),
        )
