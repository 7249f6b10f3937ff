"""DV-21 follow-up conflicts in the setup: dice a participant carries in from an earlier conflict,
added after the opening roll with their values (core `CarriedDie` in a `Joining`).

Two kinds: the die kept by giving instead of raising (DV-12), offered from the library's saved
finished conflicts when one still holds it (core spends it there when the new conflict opens), or
typed in (size and value); and the fallout dice of an NPC nobody cares about that the GM hands a
player (the two highest), typed in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QSpinBox, QVBoxLayout, QWidget

from talekeeper.core.dice import DIE_SIZES
from talekeeper.core.rules.dogs import CarriedDie, Conflict, kept_for_follow_up
from talekeeper.desktop.widgets import fmt, follow_current_item

KEPT = "kept"
NPC = "npc"


@dataclass(frozen=True)
class KeptDie:
    """A die kept by giving instead of raising, held by a saved finished conflict (DV-12)."""

    character_id: str
    die: CarriedDie
    file: Path
    conflict: Conflict


def kept_dice(saved: Sequence[tuple[Path, Conflict]]) -> list[KeptDie]:
    """DV-12 / DV-21: the dice the saved conflicts keep for library characters, with their files."""
    files = {conflict.id: (path, conflict) for path, conflict in saved}
    return [KeptDie(who, die, *files[die.from_conflict or ""]) for who, die in kept_for_follow_up(c for _, c in saved)]


def carried_text(die: CarriedDie) -> str:
    if die.npc:
        return fmt(QCoreApplication.translate("DogsCarried", "%1 on a d%2 — an NPC's fallout die"), die.value, die.size)
    if die.label:
        return fmt(QCoreApplication.translate("DogsCarried", "%1 on a d%2 — kept by giving in “%3”"), die.value, die.size, die.label)
    return fmt(QCoreApplication.translate("DogsCarried", "%1 on a d%2 — kept by giving"), die.value, die.size)


class CarriedBox(QGroupBox):
    """Edits the carried dice of the participant `show_entry` names, in the list given there;
    `changed` after the user adds or removes one."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Dice from an earlier conflict (follow-up, DV-21)"), parent)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.source = QComboBox()
        self.source.setAccessibleName(self.tr("Where the carried die comes from"))
        self.source.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.source.setMinimumContentsLength(14)  # long sources are shown in full when the list opens
        caption = QLabel(self.tr("&From"))
        caption.setBuddy(self.source)
        self.size_box = QComboBox()
        self.size_box.setAccessibleName(self.tr("Size of the carried die"))
        for size in DIE_SIZES:
            self.size_box.addItem(fmt(self.tr("d%1"), size), size)
        self.size_box.setCurrentIndex(DIE_SIZES.index(6))
        self.value = QSpinBox()
        self.value.setAccessibleName(self.tr("Value the carried die shows"))
        self.value.setRange(1, 6)
        showing = QLabel(self.tr("sho&wing"))
        showing.setBuddy(self.value)
        self.add_button = QPushButton(self.tr("Add Carried Di&e"))
        self.add_button.setAccessibleName(self.tr("Add the carried die to the selected participant"))
        for widget, stretch in ((caption, 0), (self.source, 1), (self.size_box, 0), (showing, 0), (self.value, 0), (self.add_button, 0)):
            row.addWidget(widget, stretch)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.list = QListWidget()
        follow_current_item(self.list)
        self.list.setAccessibleName(self.tr("Dice the selected participant carries in"))
        self.list.setMaximumHeight(64)
        self.remove_button = QPushButton(self.tr("Remo&ve Carried Die"))
        self.remove_button.setAccessibleName(self.tr("Remove the selected carried die"))
        row.addWidget(self.list, 1)
        row.addWidget(self.remove_button)
        layout.addLayout(row)
        self.source.currentIndexChanged.connect(lambda _i: self._source_changed())
        self.size_box.currentIndexChanged.connect(lambda _i: self.value.setMaximum(self.size_box.currentData() or 6))
        self.add_button.clicked.connect(self._add)
        self.remove_button.clicked.connect(self._remove)
        self._carried: list[CarriedDie] = []
        self._offered: list[CarriedDie] = []
        self._name: str | None = None
        self.show_entry(None, [], [])

    def show_entry(self, name: str | None, carried: list[CarriedDie], offered: Sequence[CarriedDie]) -> None:
        """The selected participant (`name`, None when nobody is selected), the list of dice they
        carry (edited in place), and the kept dice a saved conflict holds for them (each offered
        until carried)."""
        self._name, self._carried, self._offered = name, carried, list(offered)
        offered = [die for die in self._offered if die not in carried]
        self.source.blockSignals(True)
        self.source.clear()
        for die in offered:
            self.source.addItem(fmt(self.tr("Kept by giving: %1"), carried_text(die)), die)
        self.source.addItem(self.tr("Kept by giving instead of raising (type it in)"), KEPT)
        self.source.addItem(self.tr("An NPC's fallout die handed over by the GM (the two highest; type it in)"), NPC)
        self.source.blockSignals(False)
        self.list.clear()
        for die in carried:
            self.list.addItem(carried_text(die))
        for widget in (self.source, self.size_box, self.value, self.add_button, self.list):
            widget.setEnabled(name is not None)
        self.remove_button.setEnabled(name is not None and bool(carried))
        if name is not None:
            self._source_changed()

    def _source_changed(self) -> None:
        data = self.source.currentData()
        offered = isinstance(data, CarriedDie)
        if offered:
            self.size_box.setCurrentIndex(self.size_box.findData(data.size))
            self.value.setValue(data.value)
        self.size_box.setEnabled(not offered)
        self.value.setEnabled(not offered)

    def chosen(self) -> CarriedDie:
        """The die the controls describe now."""
        data = self.source.currentData()
        if isinstance(data, CarriedDie):
            return data
        return CarriedDie(size=self.size_box.currentData(), value=self.value.value(), npc=data == NPC)

    def _add(self) -> None:
        if self._name is not None:
            self._carried.append(self.chosen())
            self._after_edit()

    def _remove(self) -> None:
        row = self.list.currentRow()
        if row < 0 and self.list.count():
            row = self.list.count() - 1
        if 0 <= row < len(self._carried):
            del self._carried[row]
            self._after_edit()

    def _after_edit(self) -> None:
        self.show_entry(self._name, self._carried, self._offered)
        self.changed.emit()
