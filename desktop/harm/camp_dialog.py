"""Make Camp for a party (ST-21): the party shares its food (a mess kit lets one use feed four);
each who ate and slept chooses half their max HP or a debility to clear; bedroll dice; a
particularly peaceful rest gives advantage on the next roll."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QLabel, QWidget

from core.model import Character
from core.rules.harm import HP, CampReport, half_max_hp, party_make_camp
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.harm.base import RulesDialog, entry_lines
from desktop.labels import label
from desktop.widgets import without_mnemonic, HpBar, plain_label

BEDROLL_DIE = 6


@dataclass(frozen=True)
class Camp:
    characters: tuple[Character, ...]
    report: CampReport


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
        self.choice.addItem(fmt(QCoreApplication.translate("MakeCampDialog", "Regain half max HP (+%1)"), half_max_hp(harm.max_hp)), HP)
        for debility in harm.debilities.marked():
            self.choice.addItem(fmt(QCoreApplication.translate("MakeCampDialog", "Clear %1"), label(debility)), debility.value)
        self.choice.addItem(QCoreApplication.translate("MakeCampDialog", "Nothing"), "")
        marked = harm.debilities.marked()
        if harm.hp >= harm.max_hp and marked:
            self.choice.setCurrentIndex(1)
        self.slept = QCheckBox(QCoreApplication.translate("MakeCampDialog", "Ate, drank and slept"))
        self.slept.setAccessibleName(fmt(QCoreApplication.translate("MakeCampDialog", "%1 slept a few hours"), character.name))
        self.slept.setChecked(True)
        self.bedroll = DiceEntry(name=fmt(QCoreApplication.translate("MakeCampDialog", "%1's bedroll"), character.name))
        if harm.bedroll:
            self.bedroll.set_dice([BEDROLL_DIE])
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
        return self.bedroll.values()[0] if self.character.harm.bedroll else None


class MakeCampDialog(RulesDialog[Camp]):
    def __init__(self, characters: Sequence[Character], parent: QWidget | None = None, *, left_out: Sequence[str] = ()) -> None:
        super().__init__(self.tr("Make Camp"), parent)
        self.characters = tuple(characters)
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
        self.body.addWidget(QLabel(food))
        self.peaceful = QCheckBox(self.tr("A particularly &peaceful, comfortable or enjoyable rest (advantage on the next roll)"))
        self.short = QCheckBox(self.tr("If food runs &short, feed those listed first; the rest go hungry"))
        for box in (self.peaceful, self.short):
            box.setAccessibleName(without_mnemonic(box.text()))
            box.toggled.connect(self.refresh)
            self.body.addWidget(box)
        self.finish(self.tr("&Make Camp"))

    def compute(self) -> Camp:
        if not self.characters:
            raise ValueError(self.tr("Nobody here can Make Camp."))
        characters, report = party_make_camp(
            self.characters,
            [row.chosen() for row in self.rows],
            slept=[row.slept.isChecked() for row in self.rows],
            bedroll_rolls=[row.bedroll_roll() for row in self.rows],
            peaceful=self.peaceful.isChecked(),
            short="mark" if self.short.isChecked() else "refuse",
        )
        return Camp(characters, report)

    def describe(self, value: Camp) -> list[str]:
        lines = [fmt(self.tr("Food: %1 of %2 uses needed"), value.report.uses_eaten, value.report.uses_needed)]
        for before, after in zip(self.characters, value.characters, strict=True):
            lines.extend(entry_lines(before, after))
        return lines

    @classmethod
    def ask(cls, characters: Sequence[Character], parent: QWidget | None = None, *, left_out: Sequence[str] = ()) -> Camp | None:
        return cls(characters, parent, left_out=left_out).run()
