"""Death's Door (ST-6): 2d6 with no modifier (3, keep the best two, when someone tends the dying
character), the three results, the 6- fates and the note for a 10+."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QButtonGroup, QCheckBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QRadioButton, QVBoxLayout, QWidget

from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import RollDeathsDoor
from talekeeper.core.rules.stonetop import DeathsDoor, FateChoice, deaths_door_roll
from talekeeper.core.rules.stonetop.moves import dice_for
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.rules_dialog import CharacterHeader, RulesDialog, Waiting, caption, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label

D6 = 6


class DeathsDoorDialog(RulesDialog[RollDeathsDoor]):
    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None, *, tended: bool = False) -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("Death's Door — %1"), character.name), sheets, path, ops.deaths_door, parent)
        self.character = character
        self.body.addWidget(CharacterHeader(character))
        intro = QLabel(self.tr("Roll 2d6 with no modifier; debilities never apply."))
        intro.setWordWrap(True)
        self.body.addWidget(intro)
        form = QFormLayout()
        self.tended = QCheckBox(self.tr("Someone &tends them (advantage; the one tending shares the risk)"))
        self.tended.setAccessibleName(without_mnemonic(self.tended.text()))
        self.tended.setChecked(tended)
        self.tended.toggled.connect(self.refresh)
        form.addRow("", self.tended)
        self.dice = DiceEntry(name=self.tr("Death's Door dice"))
        self.dice.changed.connect(self.refresh)
        form.addRow(caption(self.tr("D&ice"), self.dice), self.dice)
        self.outcome_label = plain_label(name=self.tr("Result"))
        self.outcome_label.setWordWrap(True)
        form.addRow(self.tr("Result:"), self.outcome_label)
        self.body.addLayout(form)
        self.marked = QLineEdit()
        self.marked.setPlaceholderText(self.tr("a scar, a vision, a new fear…"))
        self.marked.textChanged.connect(self.refresh)
        self.marked_row = QGroupBox(self.tr("10+: how did the brush with death mark them?"))
        marked_layout = QFormLayout(self.marked_row)
        marked_layout.addRow(caption(self.tr("&Marked by"), self.marked), self.marked)
        self.body.addWidget(self.marked_row)
        self.fates = QGroupBox(self.tr("6-: choose one"))
        fate_layout = QVBoxLayout(self.fates)
        self.fate_group = QButtonGroup(self)
        self.fate_buttons: dict[FateChoice, QRadioButton] = {}
        for number, fate in enumerate(FateChoice, start=1):
            button = QRadioButton(f"&{number} " + label(fate))
            button.setAccessibleName(label(fate))
            self.fate_group.addButton(button)
            fate_layout.addWidget(button)
            self.fate_buttons[fate] = button
            button.toggled.connect(self.refresh)
        self.fate_note = QLineEdit()
        self.fate_note.setPlaceholderText(self.tr("the last move, the Thing Below's name…"))
        self.fate_note.setAccessibleName(self.tr("Note about the fate"))
        fate_layout.addWidget(self.fate_note)
        self.fate_note.textChanged.connect(self.refresh)
        self.body.addWidget(self.fates)
        self.finish(self.tr("&Apply Result"))

    def fate(self) -> FateChoice | None:
        return next((fate for fate, button in self.fate_buttons.items() if button.isChecked()), None)

    def inputs(self) -> RollDeathsDoor:
        tended = self.tended.isChecked()
        self.dice.set_dice([D6] * dice_for(1 if tended else 0))
        faces = self.dice.faces()
        self.marked_row.setVisible(False)
        self.fates.setVisible(False)
        if faces is None:
            self.outcome_label.setText("")
            raise dice_waiting()
        rolled = deaths_door_roll(faces.values, tended=tended)
        self.outcome_label.setText(f"{rolled.dice_text} — {label(rolled.result)}")
        self.marked_row.setVisible(rolled.result is DeathsDoor.BACK_AT_1_HP)
        choose = rolled.result is DeathsDoor.CHOOSE_FATE
        self.fates.setVisible(choose)
        if choose and self.fate() is None:
            raise Waiting(self.tr("6-: the player chooses one of the three fates."))
        fate = self.fate() if choose else None
        note = (self.fate_note if choose else self.marked).text().strip()
        tag = {FateChoice.REFUSE_TO_GO: self.tr("revenant or ghost"), FateChoice.THING_BELOW: self.tr("thrall of a Thing Below")}.get(fate, "") if fate else ""
        return RollDeathsDoor(self.character.id, faces, tended=tended, fate=fate, note=note, tag=tag)
