"""Recover (ST-20): spend a use of supplies and regain 4 + Prosperity HP (and a healer's bonus);
and/or tend a debility or a problematic wound, editing its requirements checklist; a move roll
for a requirement (Defy Danger, Know Things) can be made from here. Refused with the reason when
the character has Recovered already and not been damaged since."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from talekeeper.core.events import typed
from talekeeper.core.model import Debility
from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import MoveRoll, Recover, Tending
from talekeeper.core.rules.stonetop import ST20_RECOVER, MoveOutcome, debility_requirements, recover_hp, suffering
from talekeeper.desktop.rules_dialog import CharacterHeader, RulesDialog, caption
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.stonetop.checklist import Checklist
from talekeeper.desktop.stonetop.move_dialog import MoveRollDialog
from talekeeper.desktop.widgets import WARNING_STYLE, fmt, plain_label
from talekeeper.desktop.words.labels import label

DEBILITY = "debility:"
WOUND = "wound:"


class RecoverDialog(RulesDialog[Recover]):
    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None, *, tend: str | None = None) -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("Recover — %1"), character.name), sheets, path, ops.recover, parent)
        self.character = character
        self.rolled_move: MoveRoll | None = None
        """A move rolled from this dialog for a requirement (applied in the same undo step)."""
        self.campaign = self.table.campaign
        self.header = CharacterHeader(character)
        self.body.addWidget(self.header)
        hp_group = QGroupBox(self.tr("Catch your breath (ST-20)"))
        hp_form = QFormLayout(hp_group)
        self.regain = QCheckBox(fmt(self.tr("Re&gain HP: spend %1 use of supplies (not provisions)"), ST20_RECOVER.supplies))
        self.healer = QSpinBox()
        self.healer.setRange(0, 20)
        self.healer.setPrefix("+")
        hp_form.addRow("", self.regain)
        hp_form.addRow(caption(self.tr("&Healer's bonus (as the healer's move says)"), self.healer), self.healer)
        self.gain = plain_label(name=self.tr("HP regained"))
        hp_form.addRow(self.gain)
        locked = character.harm.recover_locked
        self.regain.setChecked(not locked and tend is None)
        self.regain.setEnabled(not locked)
        self.locked = QLabel(self.tr("Recovered already: not again until they take damage (self-inflicted damage does not count)."))
        self.locked.setWordWrap(True)
        self.locked.setStyleSheet(WARNING_STYLE)
        self.locked.setVisible(locked)
        hp_form.addRow(self.locked)
        self.body.addWidget(hp_group)
        tend_group = QGroupBox(self.tr("Tend a debility or a problematic wound"))
        tend_form = QFormLayout(tend_group)
        self.target = QComboBox()
        self.target.addItem(self.tr("Nothing"), "")
        now = suffering(character)  # core says what can be tended (ST-7, ST-8, ST-20)
        for debility in now.debilities:
            self.target.addItem(fmt(self.tr("Debility: %1"), label(debility)), DEBILITY + debility.value)
        for wound in now.wounds:
            self.target.addItem(fmt(self.tr("Wound: %1"), wound.description), WOUND + wound.id)
        tend_form.addRow(caption(self.tr("&Tend"), self.target), self.target)
        self.checklist = Checklist(name=self.tr("Requirements the GM wrote"))
        tend_form.addRow(QLabel(self.tr("The GM calls it done, or writes what it needs; tick what is done:")))
        tend_form.addRow(self.checklist)
        self.move_button = QPushButton(self.tr("Roll a Mo&ve for the Selected Requirement…"))
        self.move_button.clicked.connect(self.roll_move)
        tend_form.addRow(self.move_button)
        self.extra = QSpinBox()
        self.extra.setRange(0, 99)
        tend_form.addRow(caption(self.tr("More &supplies the GM asks for"), self.extra), self.extra)
        self.how = QLineEdit()
        self.how.setPlaceholderText(self.tr("how they tend it (for the history)"))
        tend_form.addRow(caption(self.tr("H&ow"), self.how), self.how)
        self.body.addWidget(tend_group)
        self.target.currentIndexChanged.connect(self._target_chosen)
        for signal in (self.regain.toggled, self.healer.valueChanged, self.checklist.changed, self.extra.valueChanged, self.how.textChanged):
            signal.connect(self.refresh)
        if tend is not None:
            self.target.setCurrentIndex(max(0, self.target.findData(tend)))
        self._target_chosen()
        self.finish(self.tr("&Recover"))

    def _target_chosen(self, *_args: object) -> None:
        key = self.target.currentData() or ""
        if key.startswith(DEBILITY):
            items = debility_requirements(self.character, key.removeprefix(DEBILITY))
        elif key.startswith(WOUND):
            items = next(w.requirements for w in self.character.harm.wounds if w.id == key.removeprefix(WOUND))
        else:
            items = ()
        self.checklist.set_requirements(items)
        for widget in (self.checklist, self.move_button, self.extra, self.how):
            widget.setEnabled(bool(key))
        self.refresh()

    def roll_move(self) -> None:
        """A move a requirement calls for; on a hit the selected requirement is ticked."""
        selected = self.checklist.items.currentItem()
        move = MoveRollDialog.ask(self.sheets, self.paths[0], self, move=selected.text() if selected else "")
        if move is None:
            return
        self.rolled_move = move
        rolled = ops.move_roll(self.table, move).sheets[0].history[-1]
        if selected is not None and typed(rolled.events[0])["outcome"] is not MoveOutcome.MISS:
            self.checklist.tick(selected.text())
        self.refresh()

    def inputs(self) -> Recover:
        gain = recover_hp(self.campaign, healer_bonus=self.healer.value())
        prosperity = fmt(self.tr("Prosperity %1"), self.campaign.prosperity)
        if self.campaign.steading_lacking:
            prosperity += self.tr(" (lacking: counts 1 lower)")
        self.gain.setText(fmt(self.tr("%1 + %2 + healer %3 = %4 HP; supplies %5"), ST20_RECOVER.base_hp, prosperity, self.healer.value(), gain, self.character.harm.supplies))
        key = self.target.currentData() or ""
        tend = None
        if key:
            debility = Debility(key.removeprefix(DEBILITY)) if key.startswith(DEBILITY) else None
            wound_id = None if debility is not None else key.removeprefix(WOUND)
            tend = Tending(debility, wound_id, tuple(self.checklist.new_texts()), tuple(self.checklist.done_keys()), self.extra.value(), self.how.text().strip())
        return Recover(self.character.id, regain=self.regain.isChecked(), healer_bonus=self.healer.value(), tend=tend, move=self.rolled_move)
