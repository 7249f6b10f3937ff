"""Harm and healing: HP, armor, damage, stats, debilities, problematic wounds, supplies and gear."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from talekeeper.core.dice import parse_dice
from talekeeper.core.model import Character, Debility, HarmStatus, Requirement, Wound
from talekeeper.core.model.common import evolve
from talekeeper.core.model.stonetop import MAX_ARMOR, MAX_HP, MAX_SUPPLIES
from talekeeper.core.rules.stonetop.log import edit_number
from talekeeper.desktop.editor.base import Section
from talekeeper.desktop.fields import CommitCheckBox, CommitSpinBox, SignedSpinBox, checker, not_empty
from talekeeper.desktop.record_table import Column, RecordTable
from talekeeper.desktop.widgets import HpBar, fmt, without_mnemonic
from talekeeper.desktop.words.labels import combo_member, fill_combo, label, select_member

if TYPE_CHECKING:
    from talekeeper.desktop.editor import CharacterEditor

HARM = ("harm",)
STATS = (("str_", "STR"), ("dex", "DEX"), ("con", "CON"), ("int_", "INT"), ("wis", "WIS"), ("cha", "CHA"))


class HarmSection(Section):
    def __init__(self, editor: CharacterEditor) -> None:
        super().__init__(editor)
        layout = QVBoxLayout(self)
        self.bar = HpBar()
        layout.addWidget(self.bar)
        layout.addLayout(self._action_buttons())
        top = QGridLayout()
        self.hp = self._spin(top, 0, 0, self.tr("HP"), 0, MAX_HP, "hp", self.tr("Set HP"))
        self.max_hp = self._spin(top, 0, 2, self.tr("&Max HP"), 0, MAX_HP, "max_hp", self.tr("Set max HP"))
        self.armor = self._spin(top, 0, 4, self.tr("Arm&or"), 0, MAX_ARMOR, "armor", self.tr("Set armor"))
        self.supplies = self._spin(top, 1, 0, self.tr("&Supplies"), 0, MAX_SUPPLIES, "supplies", self.tr("Set supplies"))
        self.provisions = self._spin(top, 1, 2, self.tr("P&rovisions"), 0, MAX_SUPPLIES, "provisions", self.tr("Set provisions"))
        top.setColumnStretch(6, 1)  # the numbers stay beside their labels; the rest of the row is space
        for column in (1, 3):
            top.setColumnMinimumWidth(column + 1, 24)
        layout.addLayout(top)
        form = QFormLayout()
        self.damage = self.text_field(form, self.tr("Dama&ge"), ("harm", "damage"), self.tr("Change damage dice"), check=checker(parse_dice, allow_empty=True))
        self.status = QComboBox()
        self.status.setAccessibleName(self.tr("Status"))
        fill_combo(self.status, HarmStatus)
        self.status.activated.connect(self._status_chosen)
        caption = QLabel(self.tr("S&tatus"))
        caption.setBuddy(self.status)
        form.addRow(caption, self.status)
        layout.addLayout(form)
        stats = QHBoxLayout()
        self.stats: dict[str, CommitSpinBox] = {}
        for field, name in STATS:
            spin = SignedSpinBox(-3, 3)
            spin.setAccessibleName(name)
            spin.committed.connect(lambda v, f=field, n=name, s=spin: self.change_number(("harm", "stats", f), v, fmt(self.tr("Set %1"), n), s.textFromValue))
            caption = QLabel(name)
            caption.setBuddy(spin)
            stats.addWidget(caption)
            stats.addWidget(spin)
            self.stats[field] = spin
        stats.addStretch(1)
        layout.addLayout(stats)
        self.debility_row = QWidget()
        debilities = QHBoxLayout(self.debility_row)
        debilities.setContentsMargins(0, 0, 0, 0)
        debilities.addWidget(QLabel(self.tr("Debilities:")))
        self.debilities: dict[Debility, CommitCheckBox] = {}
        for debility in Debility:
            box = CommitCheckBox(label(debility))
            box.committed.connect(lambda v, d=debility: self.set(("harm", "debilities", d.value), v, fmt(self.tr("Mark %1") if v else self.tr("Clear %1"), label(d))))
            debilities.addWidget(box)
            self.debilities[debility] = box
        debilities.addStretch(1)
        layout.addWidget(self.debility_row)
        flags = QHBoxLayout()
        self.flags: dict[str, CommitCheckBox] = {}
        for field, text in (
            ("mess_kit", self.tr("Mess kit")),
            ("bedroll", self.tr("Bedroll")),
            ("recover_locked", self.tr("Recover used (until damaged again)")),
            ("advantage_next_roll", self.tr("Advantage on next roll")),
        ):
            box = CommitCheckBox(text)
            box.committed.connect(lambda v, f=field, t=text: self.set(("harm", f), v, fmt(self.tr("Change %1"), t)))
            flags.addWidget(box)
            self.flags[field] = box
        flags.addStretch(1)
        layout.addLayout(flags)
        self.wounds = RecordTable(
            [Column(self.tr("Problematic wound"), lambda w: w.description, lambda w, t: evolve(w, description=t.strip()), check=not_empty, summary=self.tr("Change wound"), stretch=True),
             Column(self.tr("Stabilised"), lambda w: "", lambda w, v: evolve(w, stabilised=v), checkbox=lambda w: w.stabilised, summary=self.tr("%1 stabilised")),
             Column(self.tr("Permanent"), lambda w: "", lambda w, v: evolve(w, permanent=v), checkbox=lambda w: w.permanent, summary=self.tr("%1 permanent")),
             Column(self.tr("Interim effects"), lambda w: w.interim_effects, lambda w, t: evolve(w, interim_effects=t), summary=self.tr("Change interim effects of %1"), stretch=True)],
            name=self.tr("Problematic wounds"), add_text=self.tr("Add wound"),
        )
        self.wounds.model.edited.connect(lambda old, new, summary, column: self.change_item(self.wounds, ("harm", "wounds"), old, new, fmt(summary, old.description), column))
        self.wounds.add_button.clicked.connect(self._add_wound)
        self.wounds.remove_button.clicked.connect(self._remove_wound)
        self.wounds.view.selectionModel().selectionChanged.connect(lambda *_: self._show_requirements())
        self.requirements = RecordTable(
            [Column(self.tr("Requirement"), lambda r: r.text, lambda r, t: evolve(r, text=t), check=not_empty, summary=self.tr("Change requirement"), stretch=True),
             Column(self.tr("Done"), lambda r: "", lambda r, v: evolve(r, done=v), checkbox=lambda r: r.done, summary=self.tr("Requirement done"))],
            name=self.tr("Requirements of the selected wound"), add_text=self.tr("Add requirement"),
        )
        self.requirements.model.edited.connect(self._requirement_edited)
        self.requirements.add_button.clicked.connect(self._add_requirement)
        self.requirements.remove_button.clicked.connect(self._remove_requirement)
        layout.addWidget(QLabel(self.tr("Problematic wounds")))
        layout.addWidget(self.wounds, 2)
        layout.addWidget(QLabel(self.tr("Treatment or plan of the selected wound")))
        layout.addWidget(self.requirements, 1)

    def _action_buttons(self) -> QHBoxLayout:
        """Entry points to the harm and healing moves (desktop.stonetop), for this character."""
        row = QHBoxLayout()
        self.action_buttons: dict[str, QPushButton] = {}
        for key, text in (
            ("take_damage", self.tr("Take Damage…")),
            ("recover", self.tr("Recover…")),
            ("make_camp", self.tr("Make Camp…")),
            ("convalesce", self.tr("Convalesce…")),
            ("deaths_door", self.tr("Death's Door…")),
            ("move_roll", self.tr("Move Roll…")),
            ("first_aid", self.tr("First Aid…")),
        ):
            button = QPushButton(text)
            button.setAccessibleName(text.rstrip("…"))
            button.clicked.connect(lambda _checked=False, k=key: self._run_action(k))
            row.addWidget(button)
            self.action_buttons[key] = button
        row.addStretch(1)
        return row

    def _run_action(self, key: str) -> None:
        from talekeeper.desktop.stonetop import actions  # imported late: desktop.stonetop builds on the editor

        if self.editor.runner is not None:
            getattr(actions, key)(self.editor.runner, self.editor.path)

    def _spin(self, grid: QGridLayout, row: int, column: int, text: str, low: int, high: int, field: str, summary: str) -> CommitSpinBox:
        spin = CommitSpinBox(low, high)
        spin.setAccessibleName(without_mnemonic(text))
        spin.committed.connect(lambda v: self._set_number(field, v, summary))
        caption = QLabel(text)
        caption.setBuddy(spin)
        grid.addWidget(caption, row, column)
        grid.addWidget(spin, row, column + 1)
        return spin

    def _set_number(self, field: str, value: int, summary: str) -> None:
        harm = self.character.harm
        self.change(HARM, edit_number(harm, field, value), summary, str(getattr(harm, field)), str(value), key=(*HARM, field))

    def show_character(self, character: Character) -> None:
        harm = character.harm
        self.bar.set_hp(harm.hp, harm.max_hp)
        for spin, value in ((self.hp, harm.hp), (self.max_hp, harm.max_hp), (self.armor, harm.armor), (self.supplies, harm.supplies), (self.provisions, harm.provisions)):
            spin.set_value(value)
        self.damage.set_value(str(harm.damage))
        select_member(self.status, harm.status)
        for field, spin in self.stats.items():
            spin.set_value(getattr(harm.stats, field))
        self.debility_row.setVisible(character.kind.has_debilities)
        for debility, box in self.debilities.items():
            box.set_value(getattr(harm.debilities, debility.value))
        for field, box in self.flags.items():
            box.set_value(getattr(harm, field))
        self.wounds.set_items(harm.wounds)
        self._show_requirements()

    def _status_chosen(self, _index: int) -> None:
        status = combo_member(self.status, HarmStatus)
        if status is not None:
            self.set(("harm", "status"), status, fmt(self.tr("Set status to %1"), label(status)))

    def _add_wound(self) -> None:
        wound = Wound(description=self.tr("New wound"))
        if self.add(("harm", "wounds"), wound, self.tr("Add problematic wound")):
            self.wounds.select_id(wound.id)
            self.wounds.view.edit(self.wounds.model.index(len(self.wounds.model.items) - 1, 0))

    def _remove_wound(self) -> None:
        wound = self.wounds.current_item()
        if wound is not None:
            self.remove(("harm", "wounds"), wound.id, fmt(self.tr("Remove wound %1"), wound.description))

    def _show_requirements(self) -> None:
        wound = self.wounds.current_item()
        self.requirements.setEnabled(wound is not None)
        self.requirements.set_items(wound.requirements if wound is not None else ())

    def _requirement_edited(self, old: Requirement, new: Requirement, summary: str, column: int) -> None:
        wound = self.wounds.current_item()
        if wound is not None:
            self.change_item(self.requirements, ("harm", "wounds", wound.id, "requirements"), old, new, summary, column)

    def _add_requirement(self) -> None:
        wound = self.wounds.current_item()
        if wound is None:
            return
        requirement = Requirement(text=self.tr("New requirement"))
        if self.add(("harm", "wounds", wound.id, "requirements"), requirement, fmt(self.tr("Add requirement to %1"), wound.description)):
            self.requirements.select_id(requirement.id)
            self.requirements.view.edit(self.requirements.model.index(len(self.requirements.model.items) - 1, 0))

    def _remove_requirement(self) -> None:
        wound = self.wounds.current_item()
        requirement = self.requirements.current_item()
        if wound is not None and requirement is not None:
            self.remove(("harm", "wounds", wound.id, "requirements"), requirement.id, self.tr("Remove requirement"))
