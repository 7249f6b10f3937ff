"""Dogs in the Vineyard: stats, traits, relationships, belongings, black armor, next-conflict effects."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import QFormLayout, QGridLayout, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout

from talekeeper.core.dice import parse_pool
from talekeeper.core.model import Belonging, Character, DogsStat, NextConflictEffect, NextConflictKind, Relationship, RelationshipKind, Trait
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import InjuryStage
from talekeeper.desktop.editor.base import Section
from talekeeper.desktop.fields import CommitCheckBox, CommitSpinBox, checker, not_empty
from talekeeper.desktop.record_table import Column, RecordTable
from talekeeper.desktop.widgets import WARNING_STYLE, fmt, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label

if TYPE_CHECKING:
    from talekeeper.desktop.editor import CharacterEditor

_POOL = checker(parse_pool)
_OPTIONAL_POOL = checker(parse_pool, allow_empty=True)
DOGS = ("dogs",)
Item = TypeVar("Item", Trait, Relationship, Belonging)


class DogsSection(Section):
    def __init__(self, editor: CharacterEditor) -> None:
        super().__init__(editor)
        layout = QVBoxLayout(self)
        layout.addLayout(self._play_row())
        grid = QGridLayout()
        self.stats: dict[DogsStat, CommitSpinBox] = {}
        for number, stat in enumerate(DogsStat):
            spin = CommitSpinBox(0, 30)
            spin.setSuffix("d6")
            spin.setAccessibleName(label(stat))
            spin.committed.connect(lambda v, s=stat: self.change_number(("dogs", "stats", s.value), v, fmt(self.tr("Set %1"), label(s)), lambda n: f"{n}d6"))
            caption = QLabel(label(stat))
            caption.setBuddy(spin)
            grid.addWidget(caption, 0, number * 2)
            grid.addWidget(spin, 0, number * 2 + 1)
            self.stats[stat] = spin
        layout.addLayout(grid)
        form = QFormLayout()
        self.unassigned = self.text_field(form, self.tr("&Unassigned relationship dice"), ("dogs", "unassigned_relationship_dice"), self.tr("Change unassigned relationship dice"), check=_OPTIONAL_POOL)
        self.armor_text = self.text_field(form, self.tr("Black a&rmor"), ("dogs", "black_armor", "description"), self.tr("Rewrite the black armor"))
        self.armor_dice = self.text_field(form, self.tr("Black armor d&ice"), ("dogs", "black_armor", "dice"), self.tr("Change the black armor's dice"), check=_OPTIONAL_POOL)
        self.soul_sold = CommitCheckBox(self.tr("Sold their soul to a demon"))
        self.soul_sold.committed.connect(lambda v: self.set(("dogs", "soul_sold"), v, self.tr("Mark the soul as sold") if v else self.tr("Unmark the soul as sold")))
        form.addRow("", self.soul_sold)
        layout.addLayout(form)
        self.traits = self._table(
            "traits", self.tr("Traits"), self.tr("Add trait"),
            [Column(self.tr("Trait"), lambda t: t.text, lambda t, x: evolve(t, text=x.strip()), check=not_empty, summary=self.tr("Change trait"), stretch=True),
             Column(self.tr("Dice"), lambda t: str(t.dice), lambda t, x: evolve(t, dice=x), check=_POOL, summary=self.tr("Change dice of %1"))],
            lambda: Trait(text=self.tr("New trait"), dice="1d6"), lambda t: t.text,
        )
        self.relationships = self._table(
            "relationships", self.tr("Relationships"), self.tr("Add relationship"),
            [Column(self.tr("Relationship"), lambda r: r.subject, lambda r, x: evolve(r, subject=x.strip()), check=not_empty, summary=self.tr("Change relationship"), stretch=True),
             Column(self.tr("Kind"), lambda r: label(r.kind), lambda r, v: evolve(r, kind=v), choices=lambda r: [(label(k), k.value) for k in RelationshipKind], current=lambda r: r.kind.value, summary=self.tr("Change kind of %1")),
             Column(self.tr("Dice"), lambda r: str(r.dice), lambda r, x: evolve(r, dice=x), check=_POOL, summary=self.tr("Change dice of %1"))],
            lambda: Relationship(subject=self.tr("New relationship"), dice="1d6"), lambda r: r.subject,
        )
        self.belongings = self._table(
            "belongings", self.tr("Belongings"), self.tr("Add belonging"),
            [Column(self.tr("Belonging"), lambda b: b.name, lambda b, x: evolve(b, name=x.strip()), check=not_empty, summary=self.tr("Change belonging"), stretch=True),
             Column(self.tr("Dice"), lambda b: str(b.dice), lambda b, x: evolve(b, dice=x), check=_POOL, summary=self.tr("Change dice of %1"))],
            lambda: Belonging(name=self.tr("New belonging"), dice="1d6"), lambda b: b.name,
        )
        self.effects = RecordTable(
            [Column(self.tr("Effect"), lambda e: label(e.kind)),
             Column(self.tr("On"), self._effect_target),
             Column(self.tr("Text"), lambda e: e.text, lambda e, x: evolve(e, text=x), summary=self.tr("Change next-conflict effect"), stretch=True),
             Column(self.tr("Reason"), lambda e: e.reason, lambda e, x: evolve(e, reason=x), summary=self.tr("Change next-conflict effect"), stretch=True),
             Column(self.tr("Used"), lambda e: "", lambda e, v: evolve(e, used=v), checkbox=lambda e: e.used, summary=self.tr("Change next-conflict effect"))],
            name=self.tr("Next conflict only"), add_text=self.tr("Add effect"),
        )
        self.effects.model.edited.connect(lambda old, new, summary, column: self.change_item(self.effects, ("dogs", "next_conflict"), old, new, summary, column))
        self.effects.add_button.clicked.connect(self._effect_menu)
        self.effects.remove_button.clicked.connect(self._remove_effect)
        for title, table in ((self.tr("Traits"), self.traits), (self.tr("Relationships"), self.relationships), (self.tr("Belongings"), self.belongings), (self.tr("Next conflict only"), self.effects)):
            layout.addWidget(QLabel(title))
            layout.addWidget(table, 1)

    def _play_row(self) -> QHBoxLayout:
        """Start a conflict with this character (DV-6), and a DV-19 injury awaiting a step."""
        row = QHBoxLayout()
        self.start_conflict = QPushButton(self.tr("Start Co&nflict…"))
        self.start_conflict.setAccessibleName(self.tr("Start a Dogs conflict with this character"))
        self.start_conflict.clicked.connect(lambda: self._play("start"))
        self.injury = plain_label(name=self.tr("Injury awaiting a step"))
        self.injury.setStyleSheet(WARNING_STYLE)
        self.injury_button = QPushButton()
        self.injury_button.clicked.connect(lambda: self._play("injury"))
        row.addWidget(self.start_conflict)
        row.addWidget(self.injury, 1)
        row.addWidget(self.injury_button)
        return row

    def _play(self, what: str) -> None:
        from talekeeper.desktop import dogs as play
        from talekeeper.desktop.dogs import injury, treatment_dialog

        runner = self.editor.runner
        if runner is None:
            return
        path = self.editor.path
        stage = self.character.dogs.injury.stage if self.character.dogs.injury else None
        if what == "start":
            play.start_conflict(runner, [path])
        elif stage is InjuryStage.BODY_ROLL:
            injury.roll_body(runner, path)
        elif stage is InjuryStage.TREATMENT:
            treatment_dialog.start_treatment(runner, path)
        elif stage is InjuryStage.DYING:
            injury.mark_dead(runner, path)

    def _show_injury(self, character: Character) -> None:
        pending = character.dogs.injury
        self.injury.setVisible(pending is not None)
        if pending is not None:
            self.injury.setText(fmt(self.tr("%1 (fallout %2; %3)"), label(pending.stage), pending.fallout, pending.stakes))
        texts = {
            InjuryStage.BODY_ROLL: self.tr("Roll &Body…"),
            InjuryStage.TREATMENT: self.tr("Start &Treatment…"),
            InjuryStage.DYING: self.tr("&Mark Dead"),
        }
        text = texts.get(pending.stage) if pending is not None else None
        self.injury_button.setVisible(text is not None)
        self.injury_button.setText(text or "")
        self.injury_button.setAccessibleName(without_mnemonic(text or ""))

    def _table(self, field: str, name: str, add_text: str, columns: list[Column], make: Callable[[], Item], item_name: Callable[[Item], str]) -> RecordTable:
        path = (*DOGS, field)
        table = RecordTable(columns, name=name, add_text=add_text)
        table.model.edited.connect(lambda old, new, summary, column: self.change_item(table, path, old, new, fmt(summary, item_name(old)), column))

        def add() -> None:
            item = make()
            if self.add(path, item, add_text):
                table.select_id(item.id)
                table.view.edit(table.model.index(len(table.model.items) - 1, 0))

        def remove() -> None:
            item = table.current_item()
            if item is not None:
                self.remove(path, item.id, fmt(self.tr("Remove %1"), item_name(item)))

        table.add_button.clicked.connect(add)
        table.remove_button.clicked.connect(remove)
        return table

    def _effect_target(self, effect: NextConflictEffect) -> str:
        if effect.stat is not None:
            return label(effect.stat)
        if effect.relationship_id is not None:
            found = next((r for r in self.character.dogs.relationships if r.id == effect.relationship_id), None)
            return found.subject if found else ""
        return ""

    def show_character(self, character: Character) -> None:
        dogs = character.dogs
        self._show_injury(character)
        for stat, spin in self.stats.items():
            spin.set_value(dogs.stats.dice(stat))
        self.unassigned.set_value(str(dogs.unassigned_relationship_dice))
        self.armor_text.set_value(dogs.black_armor.description)
        self.armor_dice.set_value(str(dogs.black_armor.dice))
        self.soul_sold.set_value(dogs.soul_sold)
        self.traits.set_items(dogs.traits)
        self.relationships.set_items(dogs.relationships)
        self.belongings.set_items(dogs.belongings)
        self.effects.set_items(dogs.next_conflict)

    def _effect_menu(self) -> None:
        menu = QMenu(self)

        def stat_minus_one(stat: DogsStat) -> Callable[[], None]:
            return lambda: self._add_effect(NextConflictEffect(kind=NextConflictKind.STAT_MINUS_ONE, stat=stat))

        def relationship_d4(relationship: Relationship) -> Callable[[], None]:
            return lambda: self._add_effect(NextConflictEffect(kind=NextConflictKind.RELATIONSHIP_D4, relationship_id=relationship.id))

        for stat in DogsStat:
            menu.addAction(fmt(self.tr("%1 -1"), label(stat)), stat_minus_one(stat))
        menu.addAction(label(NextConflictKind.TRAIT_D4), lambda: self._add_effect(NextConflictEffect(kind=NextConflictKind.TRAIT_D4)))
        for relationship in self.character.dogs.relationships:
            menu.addAction(fmt(self.tr("%1 at d4"), relationship.subject), relationship_d4(relationship))
        menu.addAction(label(NextConflictKind.LEAVE_SCENE), lambda: self._add_effect(NextConflictEffect(kind=NextConflictKind.LEAVE_SCENE)))
        menu.exec(self.effects.add_button.mapToGlobal(self.effects.add_button.rect().bottomLeft()))

    def _add_effect(self, effect: NextConflictEffect) -> None:
        if self.add(("dogs", "next_conflict"), effect, self.tr("Add next-conflict effect")):
            self.effects.select_id(effect.id)

    def _remove_effect(self) -> None:
        effect = self.effects.current_item()
        if effect is not None:
            self.remove(("dogs", "next_conflict"), effect.id, self.tr("Remove next-conflict effect"))
