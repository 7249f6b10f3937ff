"""One DV-17 / DV-18 / DV-20 result to choose: which result, what it acts on or writes, and the
reason (DV-20: every change needs a reason that fits what happened; the sheet keeps it).

Which inputs show is read from core's `CHOICE_NEEDS`; the row only collects them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from talekeeper.core.model import Character, DogsStat, RelationshipKind
from talekeeper.core.rules.dogs import CHOICE_NEEDS, Need, SheetChange
from talekeeper.core.rules.dogs.changes import Choice
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.labels import fill_combo, label

ITEM_NEEDS = {Need.TRAIT, Need.RELATIONSHIP, Need.TRAIT_OR_RELATIONSHIP, Need.BELONGING}


class ChoiceRow(QGroupBox):
    """Choose one of `choices` for `character`; `change()` gives the `SheetChange`; `changed`
    after any input changes."""

    changed = Signal()

    def __init__(self, title: str, choices: Sequence[Choice], character: Character, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.character = character
        self.choices = list(choices)
        self.form = QFormLayout(self)
        self.choice = QComboBox()
        fill_combo(self.choice, self.choices)
        self.stat = QComboBox()
        fill_combo(self.stat, DogsStat)
        self.item = QComboBox()
        self.text = QLineEdit()
        self.kind = QComboBox()
        fill_combo(self.kind, RelationshipKind)
        self.dice = QLineEdit()
        self.dice.setPlaceholderText(self.tr("e.g. 1d6"))
        self.step = QComboBox()
        self.size_box = QComboBox()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("What happened in the conflict that leads to this"))
        self.rows: dict[Need | str, tuple[QLabel, QWidget]] = {}
        for key, text, widget in (
            ("choice", self.tr("&Result"), self.choice),
            (Need.STAT, self.tr("S&tat"), self.stat),
            ("item", self.tr("&On"), self.item),
            (Need.TEXT, self.tr("&Text"), self.text),
            (Need.KIND, self.tr("&Kind"), self.kind),
            (Need.DICE, self.tr("&Dice"), self.dice),
            (Need.STEP, self.tr("&Change"), self.step),
            (Need.SIZE, self.tr("Die si&ze"), self.size_box),
            ("reason", self.tr("Rea&son (asked for every change, DV-20)"), self.reason),
        ):
            caption = QLabel(text)
            caption.setBuddy(widget)
            widget.setAccessibleName(fmt(self.tr("%1: %2"), title, text.replace("&", "")))
            self.form.addRow(caption, widget)
            self.rows[key] = (caption, widget)
        self.choice.currentIndexChanged.connect(lambda _i: self._show_needs())
        self.item.currentIndexChanged.connect(lambda _i: self._fill_sizes())
        for combo in (self.choice, self.stat, self.item, self.kind, self.step, self.size_box):
            combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
        for line in (self.text, self.dice, self.reason):
            line.textChanged.connect(lambda _t: self.changed.emit())
        self._show_needs()

    def chosen(self) -> Choice:
        return self.choices[max(0, self.choice.currentIndex())]

    def needs(self) -> tuple[Need, ...]:
        return CHOICE_NEEDS[self.chosen()]

    def _show_needs(self) -> None:
        needs = set(self.needs())
        items = ITEM_NEEDS & needs
        for key, (caption, widget) in self.rows.items():
            shown = key in ("choice", "reason") or key in needs or (key == "item" and bool(items))
            caption.setVisible(shown)
            widget.setVisible(shown)
        self._fill_items(items)
        self._fill_steps()
        self._fill_sizes()

    def _fill_items(self, wanted: set[Need]) -> None:
        dogs = self.character.dogs
        self.item.blockSignals(True)
        self.item.clear()
        if wanted & {Need.TRAIT, Need.TRAIT_OR_RELATIONSHIP}:
            for trait in dogs.traits:
                self.item.addItem(fmt(self.tr("Trait: %1 (%2)"), trait.text, trait.dice), trait.id)
        if wanted & {Need.RELATIONSHIP, Need.TRAIT_OR_RELATIONSHIP}:
            for relationship in dogs.relationships:
                self.item.addItem(fmt(self.tr("Relationship: %1 (%2)"), relationship.subject, relationship.dice), relationship.id)
        if Need.BELONGING in wanted:
            for belonging in dogs.belongings:
                self.item.addItem(fmt(self.tr("Belonging: %1 (%2)"), belonging.name, belonging.dice), belonging.id)
        self.item.blockSignals(False)

    def _fill_steps(self) -> None:
        self.step.clear()
        counts = "count" in self.chosen().value
        self.step.addItem(self.tr("One die more") if counts else self.tr("One size up"), 1)
        self.step.addItem(self.tr("One die fewer") if counts else self.tr("One size down"), -1)

    def _fill_sizes(self) -> None:
        self.size_box.clear()
        item_id = self.item.currentData()
        dice = next((i.dice for i in self.character.dogs.traits + self.character.dogs.relationships if i.id == item_id), None)
        sizes = sorted(set(dice.die_sizes())) if dice is not None else []
        self.size_box.addItem(self.tr("The only size (or the one that fits)"), None)
        for size in sizes:
            self.size_box.addItem(f"d{size}", size)

    def change(self) -> SheetChange:
        needs = set(self.needs())
        stat = self.stat.currentData()
        return SheetChange(
            choice=self.chosen(),
            reason=self.reason.text(),
            stat=DogsStat(stat) if Need.STAT in needs and stat else None,
            item_id=self.item.currentData() if needs & ITEM_NEEDS else None,
            text=self.text.text() if Need.TEXT in needs else "",
            kind=RelationshipKind(self.kind.currentData()),
            dice=self.dice.text() if Need.DICE in needs else "",
            step=int(self.step.currentData() or 1),
            size=self.size_box.currentData() if Need.SIZE in needs else None,
        )

    def describe(self) -> str:
        return label(self.chosen())
