"""The participants of a conflict being set up: who, on which side, whether their life is at
stake (DV-30), and who starts (DV-10). Library characters are listed by name from the roster's
listing; a sheet is read only when its character is added. Each participant is an `Entry`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from talekeeper.core.model import Character
from talekeeper.core.operations import dogs as ops
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import CarriedDie, Pool
from talekeeper.core.rules.dogs.pools import pool
from talekeeper.desktop.fields import MessageLabel
from talekeeper.desktop.widgets import fmt, follow_current_item, name_combo

NAME, SIDE, LIFE = range(3)


@dataclass
class Entry:
    """One participant being set up: a library character (`path`, its sheet) or an opposition by dice."""

    name: str
    side: str
    path: Path | None = None
    character: Character | None = None
    dice: str = ""
    picked: set[str] = field(default_factory=set)
    """Relationship, trait and belonging ids brought to the opening roll."""
    user_picked: bool = False
    """The user ticked or unticked dice: suggestions no longer change the picks (DV-3)."""
    carried: list[CarriedDie] = field(default_factory=list)
    """DV-21: dice carried in from an earlier conflict, added after the opening roll."""
    life_at_stake: bool = False
    """DV-30: the users say this participant's life is at stake."""

    def joining(self) -> ops.Joining:
        if self.character is None:
            return ops.Joining(self.side, name=self.name, dice=self.dice, carried=tuple(self.carried), life_at_stake=self.life_at_stake)
        dogs = self.character.dogs
        return ops.Joining(
            self.side, self.character.id,
            relationships=tuple(r.id for r in dogs.relationships if r.id in self.picked),
            traits=tuple(t.id for t in dogs.traits if t.id in self.picked),
            belongings=tuple(b.id for b in dogs.belongings if b.id in self.picked),
            carried=tuple(self.carried), life_at_stake=self.life_at_stake,
        )


class PeopleBox(QGroupBox):
    """`entries` in table order; `changed` after any edit, `current_changed` when the selected row moves."""

    changed = Signal()
    current_changed = Signal()

    def __init__(self, listing: list[tuple[Path, str]], read: Callable[[Path], Character | None], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Participants"), parent)
        self.read = read
        self.listing = list(listing)
        self.entries: list[Entry] = []
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 3)
        self.table.setAccessibleName(self.tr("Participants and their sides"))
        follow_current_item(self.table)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move between cells
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Side"), self.tr("Life at stake")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setColumnWidth(NAME, 260)
        self.table.setColumnWidth(SIDE, 160)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.itemChanged.connect(self._edited)
        self.table.currentCellChanged.connect(lambda *_: self.current_changed.emit())
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + 4 * self.table.verticalHeader().defaultSectionSize() + 4)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        self.library_choice = QComboBox()
        name_combo(self.library_choice, self.tr("Character from the library"))
        for number, (_path, name) in enumerate(self.listing):
            self.library_choice.addItem(name, number)  # an index: Qt text would lose bytes of a file name that are not UTF-8
        self.add_button = QPushButton(self.tr("Add &Character"))
        self.add_button.setAccessibleName(self.tr("Add the character from the library"))
        self.add_button.clicked.connect(self._add_from_library)
        row.addWidget(self.library_choice, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.adhoc_name = QLineEdit()
        self.adhoc_name.setAccessibleName(self.tr("Name of the opposition"))
        self.adhoc_name.setPlaceholderText(self.tr("Opposition, e.g. the mob"))
        self.adhoc_dice = QLineEdit()
        self.adhoc_dice.setAccessibleName(self.tr("Dice of the opposition"))
        self.adhoc_dice.setPlaceholderText(self.tr("dice, e.g. 4d6+2d10"))
        self.add_adhoc_button = QPushButton(self.tr("Add &Opposition by Dice"))
        self.add_adhoc_button.clicked.connect(self._add_adhoc)
        self.remove_button = QPushButton(self.tr("Re&move"))
        self.remove_button.setAccessibleName(self.tr("Remove the selected participant"))
        self.remove_button.clicked.connect(self._remove)
        for widget, stretch in ((self.adhoc_name, 2), (self.adhoc_dice, 1), (self.add_adhoc_button, 0), (self.remove_button, 0)):
            row.addWidget(widget, stretch)
        layout.addLayout(row)
        self.problem = MessageLabel()
        layout.addWidget(self.problem)
        row = QHBoxLayout()
        self.starter = QComboBox()
        self.starter.setAccessibleName(self.tr("Who starts the conflict"))
        caption = QLabel(self.tr("Who starts (ra&ises first)"))
        caption.setBuddy(self.starter)
        self.starter.currentIndexChanged.connect(lambda _i: self.changed.emit())
        row.addWidget(caption)
        row.addWidget(self.starter, 1)
        layout.addLayout(row)

    def current(self) -> Entry | None:
        row = self.table.currentRow()
        return self.entries[row] if 0 <= row < len(self.entries) else None

    def add(self, entry: Entry) -> None:
        self.entries.append(entry)
        row = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(row)
        name = QTableWidgetItem(entry.name + (f"  ({entry.dice})" if entry.dice else ""))
        name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(row, NAME, name)
        self.table.setItem(row, SIDE, QTableWidgetItem(entry.side))
        life = QTableWidgetItem(self.tr("their life"))
        life.setFlags((life.flags() | Qt.ItemFlag.ItemIsUserCheckable) & ~Qt.ItemFlag.ItemIsEditable)
        life.setCheckState(Qt.CheckState.Checked if entry.life_at_stake else Qt.CheckState.Unchecked)
        life.setToolTip(self.tr("Their life is at stake: losing without fallout dice means dying, in need of treatment (DV-30)"))
        self.table.setItem(row, LIFE, life)
        self.table.blockSignals(False)
        self.table.setCurrentCell(row, NAME)
        self._refresh_starter()
        self.changed.emit()

    def _add_from_library(self) -> None:
        number = self.library_choice.currentData()
        if number is None:
            return
        path = self.listing[number][0]
        if any(e.path == path for e in self.entries):
            self.problem.say(fmt(self.tr("%1 already takes part."), self.library_choice.currentText()))
            return
        character = self.read(path)
        if character is None:
            self.problem.say(fmt(self.tr("%1 cannot be read."), self.library_choice.currentText()))
            return
        self.problem.say(None)
        self.add(Entry(character.name, self.tr("Side A") if not self.entries else self.tr("Side B"), path, character))

    def _add_adhoc(self) -> None:
        from talekeeper.desktop.words.wording import refusal_text

        name, text = self.adhoc_name.text().strip(), self.adhoc_dice.text().strip()
        try:
            dice = pool(text, Pool.EXTRA)
        except Refusal as refusal:
            self.problem.say(refusal_text(refusal))
            self.adhoc_dice.setFocus()
            return
        if not name or not dice:
            self.problem.say(self.tr("Name the opposition and write its dice."))
            (self.adhoc_dice if name else self.adhoc_name).setFocus()
            return
        self.problem.say(None)
        self.add(Entry(name, self.tr("Opposition"), dice=str(dice)))
        self.adhoc_name.clear()
        self.adhoc_dice.clear()

    def _remove(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.entries):
            del self.entries[row]
            self.table.removeRow(row)
            self._refresh_starter()
            self.changed.emit()

    def _edited(self, item: QTableWidgetItem) -> None:
        if item.row() >= len(self.entries):
            return
        entry = self.entries[item.row()]
        if item.column() == SIDE:
            entry.side = item.text().strip()
        elif item.column() == LIFE:
            entry.life_at_stake = item.checkState() == Qt.CheckState.Checked
        self.changed.emit()

    def _refresh_starter(self) -> None:
        current = self.starter.currentIndex()
        self.starter.blockSignals(True)
        self.starter.clear()
        for entry in self.entries:
            self.starter.addItem(entry.name)
        self.starter.setCurrentIndex(max(0, min(current, len(self.entries) - 1)))
        self.starter.blockSignals(False)
