"""HeroQuest: hero points, abilities (with each kind's own fields), states of adversity, benefits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMenu, QPushButton, QVBoxLayout

from talekeeper.core.edits import benefit_bonus, change_ability_kind, change_state_scale
from talekeeper.core.model import Ability, AbilityKind, Benefit, Character, MysticAspect, State, StateLevel, StateScale
from talekeeper.core.model.common import evolve
from talekeeper.core.model.heroquest import MAX_HERO_POINTS, MAX_USES, PARENT_KIND, SCALE_LEVELS
from talekeeper.core.rules.heroquest import Rating, mystic_balance
from talekeeper.desktop.editor.base import Section
from talekeeper.desktop.fields import CommitSpinBox, checker, not_empty
from talekeeper.desktop.record_table import Column, RecordTable
from talekeeper.desktop.widgets import WARNING_STYLE, fmt, follow_current_item, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label

if TYPE_CHECKING:
    from talekeeper.desktop.editor import CharacterEditor

ABILITIES = ("heroquest", "abilities")
STATES = ("heroquest", "states")
BENEFITS = ("heroquest", "benefits")
_RATING = checker(Rating.parse)
_BONUS = checker(benefit_bonus)


class HeroQuestSection(Section):
    def __init__(self, editor: CharacterEditor) -> None:
        super().__init__(editor)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.hero_points = CommitSpinBox(0, MAX_HERO_POINTS)
        self.hero_points.setAccessibleName(self.tr("Hero points"))
        self.hero_points.committed.connect(lambda v: self.change_number(("heroquest", "hero_points"), v, self.tr("Set hero points")))
        caption = QLabel(self.tr("Hero poi&nts"))
        caption.setBuddy(self.hero_points)
        form.addRow(caption, self.hero_points)
        layout.addLayout(form)
        play = QHBoxLayout()
        self.contest_button = QPushButton(self.tr("Con&test…"))
        self.contest_button.setToolTip(self.tr("Ability test, simple contest or group contest with the selected ability"))
        self.extended_button = QPushButton(self.tr("E&xtended Contest…"))
        self.improve_button = QPushButton(self.tr("I&mprove…"))
        self.improve_button.setToolTip(self.tr("Spend hero points on an improvement (HQ-26)"))
        for button, slot in ((self.contest_button, self._contest), (self.extended_button, self._extended), (self.improve_button, self._improve)):
            button.setAccessibleName(without_mnemonic(button.text()).rstrip("…"))
            button.clicked.connect(lambda _checked=False, run=slot: run())
            play.addWidget(button)
        play.addStretch(1)
        layout.addLayout(play)
        self.abilities = RecordTable(self._ability_columns(), name=self.tr("Abilities"), add_text=self.tr("Add ability"))
        self.abilities.model.edited.connect(lambda old, new, summary, column: self.change_item(self.abilities, ABILITIES, old, new, fmt(summary, old.name), column))
        self.abilities.add_button.clicked.connect(self._add_ability)
        self.abilities.remove_button.clicked.connect(self._remove_ability)
        self.abilities.view.selectionModel().selectionChanged.connect(lambda *_: self._show_details())
        self.abilities.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.abilities.view.customContextMenuRequested.connect(self._ability_menu)
        layout.addWidget(self.abilities, 3)
        self.balance = plain_label(name=self.tr("Mystic balance"))
        self.balance.setStyleSheet(WARNING_STYLE)
        layout.addWidget(self.balance)
        self.details = QGroupBox(self.tr("Selected ability"))
        self.details_form = QFormLayout(self.details)
        self.parent_choice = QComboBox()
        self.parent_choice.setAccessibleName(self.tr("Belongs to"))
        self.parent_choice.activated.connect(self._parent_chosen)
        self.uses_left = CommitSpinBox(0, MAX_USES)
        self.uses_left.setAccessibleName(self.tr("Uses left"))
        self.uses_left.committed.connect(lambda v: self._set_detail("uses_left", v, self.tr("Change uses of %1")))
        self.uses_per_day = CommitSpinBox(0, MAX_USES)
        self.uses_per_day.setAccessibleName(self.tr("Uses a day"))
        self.uses_per_day.setSpecialValueText(self.tr("one use only"))
        self.uses_per_day.committed.connect(lambda v: self._set_detail("uses_per_day", v, self.tr("Change uses of %1")))
        self.aspect = QComboBox()
        self.aspect.setAccessibleName(self.tr("Mystic aspect"))
        for aspect, text in ((MysticAspect.NONE, self.tr("none")), (MysticAspect.BODY, self.tr("body")), (MysticAspect.MIND, self.tr("mind")), (MysticAspect.VIRTUE, self.tr("virtue"))):
            self.aspect.addItem(text, aspect.value)
        self.aspect.activated.connect(lambda _: self._set_detail("mystic_aspect", self.aspect.currentData(), self.tr("Change mystic aspect of %1")))
        self.initiate = QCheckBox(self.tr("&Initiate: every roll with it, or a feat under it, is improvised (HQ-27)"))
        self.initiate.setAccessibleName(self.tr("Initiate"))
        self.initiate.clicked.connect(lambda on: self._set_detail("initiate", on, self.tr("Change initiate of %1")))
        self.details_form.addRow(self.tr("Belongs to"), self.parent_choice)
        self.details_form.addRow("", self.initiate)
        self.details_form.addRow(self.tr("Uses left"), self.uses_left)
        self.details_form.addRow(self.tr("Uses a day"), self.uses_per_day)
        self.details_form.addRow(self.tr("Mystic aspect"), self.aspect)
        layout.addWidget(self.details)
        self.states = RecordTable(self._state_columns(), name=self.tr("States of adversity"), add_text=self.tr("Add state"))
        self.states.model.edited.connect(lambda old, new, summary, column: self.change_item(self.states, STATES, old, new, summary, column))
        self.states.add_button.clicked.connect(self._add_state)
        self.states.remove_button.clicked.connect(lambda: self._remove_current(self.states, STATES, self.tr("Remove state of adversity")))
        self.states.view.selectionModel().selectionChanged.connect(lambda *_: self._show_state_links())
        self.state_links = QListWidget()
        follow_current_item(self.state_links)
        self.state_links.setAccessibleName(self.tr("Abilities the state relates to"))
        self.state_links.setMaximumHeight(110)
        self.state_links.itemChanged.connect(self._state_link_changed)
        self.states.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.states.view.customContextMenuRequested.connect(self._state_menu)
        self.heal_button = QPushButton(self.tr("Hea&l…"))
        self.heal_button.setAccessibleName(self.tr("Heal a state of adversity"))
        self.heal_button.setToolTip(self.tr("First aid, major healing or rescue from dying (HQ-22..HQ-24)"))
        self.heal_button.clicked.connect(lambda: self._heal())
        layout.addWidget(QLabel(self.tr("States of adversity")))
        layout.addWidget(self.states, 1)
        layout.addWidget(self.heal_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(QLabel(self.tr("Abilities the selected state relates to (none ticked: all)")))
        layout.addWidget(self.state_links)
        self.benefits = RecordTable(self._benefit_columns(), name=self.tr("Lingering benefits"), add_text=self.tr("Add benefit"))
        self.benefits.model.edited.connect(lambda old, new, summary, column: self.change_item(self.benefits, BENEFITS, old, new, summary, column))
        self.benefits.add_button.clicked.connect(self._add_benefit)
        self.benefits.remove_button.clicked.connect(lambda: self._remove_current(self.benefits, BENEFITS, self.tr("Remove lingering benefit")))
        layout.addWidget(QLabel(self.tr("Lingering benefits")))
        layout.addWidget(self.benefits, 1)

    # -- columns -------------------------------------------------------------------------------

    def _ability_columns(self) -> list[Column]:
        return [
            Column(self.tr("Ability"), lambda a: a.name, lambda a, t: evolve(a, name=t.strip()), check=not_empty, summary=self.tr("Rename ability"), stretch=True),
            Column(self.tr("Rating"), lambda a: str(a.rating), lambda a, t: evolve(a, rating=t), check=_RATING, summary=self.tr("Change rating of %1")),
            Column(self.tr("Effective"), self.editor.effective_text, tooltip=self.editor.effective_tooltip),
            Column(
                self.tr("Kind"), lambda a: label(a.kind), change_ability_kind, choices=lambda a: [(label(k), k.value) for k in AbilityKind],
                current=lambda a: a.kind.value, summary=self.tr("Change kind of %1"),
            ),
            Column(self.tr("Notes"), lambda a: a.notes, lambda a, t: evolve(a, notes=t), summary=self.tr("Change notes of %1"), stretch=True),
        ]

    def _state_columns(self) -> list[Column]:
        def level_choices(state: State) -> list[tuple[str, str]]:
            return [(label(level), level.value) for level in SCALE_LEVELS[state.scale]]

        return [
            Column(self.tr("State"), lambda s: label(s.level), lambda s, v: evolve(s, level=v), choices=level_choices, current=lambda s: s.level.value, summary=self.tr("Change state of adversity")),
            Column(self.tr("Scale"), lambda s: label(s.scale), change_state_scale, choices=lambda s: [(label(x), x.value) for x in StateScale], current=lambda s: s.scale.value, summary=self.tr("Change state of adversity")),
            Column(self.tr("Relates to"), lambda s: s.relates_to, lambda s, t: evolve(s, relates_to=t), summary=self.tr("Change state of adversity"), stretch=True),
            Column(self.tr("Physical"), lambda s: "", lambda s, v: evolve(s, physical=v), checkbox=lambda s: s.physical, summary=self.tr("Change state of adversity")),
            Column(self.tr("Source"), lambda s: s.source, lambda s, t: evolve(s, source=t), summary=self.tr("Change state of adversity")),
            Column(self.tr("Date"), lambda s: s.date, lambda s, t: evolve(s, date=t), summary=self.tr("Change state of adversity")),
        ]

    def _benefit_columns(self) -> list[Column]:
        def ability_choices(_benefit: Benefit) -> list[tuple[str, str]]:
            return [(a.name, a.id) for a in self.character.heroquest.abilities]

        def ability_name(benefit: Benefit) -> str:
            found = self.character.heroquest.ability(benefit.ability_id)
            return found.name if found else ""

        return [
            Column(self.tr("Bonus"), lambda b: f"+{b.bonus}", lambda b, t: evolve(b, bonus=benefit_bonus(t)), check=_BONUS, summary=self.tr("Change lingering benefit")),
            Column(self.tr("Ability"), ability_name, lambda b, v: evolve(b, ability_id=v), choices=ability_choices, current=lambda b: b.ability_id, summary=self.tr("Change lingering benefit")),
            Column(self.tr("Reason"), lambda b: b.reason, lambda b, t: evolve(b, reason=t), summary=self.tr("Change lingering benefit"), stretch=True),
            Column(self.tr("Source"), lambda b: b.source, lambda b, t: evolve(b, source=t), summary=self.tr("Change lingering benefit")),
            Column(self.tr("Date"), lambda b: b.date, lambda b, t: evolve(b, date=t), summary=self.tr("Change lingering benefit")),
        ]

    # -- showing -------------------------------------------------------------------------------

    def show_character(self, character: Character) -> None:
        hq = character.heroquest
        self.hero_points.set_value(hq.hero_points)
        self.abilities.set_items(hq.abilities)
        self.states.set_items(hq.states)
        self.benefits.set_items(hq.benefits)
        self.benefits.add_button.setEnabled(bool(hq.abilities))
        balance = mystic_balance(character)
        warn = balance is not None and not balance.balanced  # HQ-27: the program warns
        self.balance.setText(fmt(self.tr("Mystic balance: body, mind and virtue are %1 points apart (at most %2)."), balance.spread, balance.most) if balance is not None and warn else "")
        self.balance.setVisible(warn)
        self._show_details()
        self._show_state_links()

    def _show_details(self) -> None:
        ability = self.abilities.current_item()
        self.details.setVisible(ability is not None)
        if ability is None:
            return
        self.details.setTitle(fmt(self.tr("Selected ability: %1"), ability.name))
        parents = PARENT_KIND.get(ability.kind, ())
        self.parent_choice.clear()
        self.parent_choice.addItem(self.tr("(none)"), None)
        for other in self.character.heroquest.abilities:
            if other.id != ability.id and other.kind in parents:
                self.parent_choice.addItem(other.name, other.id)
        self.parent_choice.setCurrentIndex(max(0, self.parent_choice.findData(ability.parent_id)))
        fetish = ability.kind is AbilityKind.FETISH
        for widget, shown in ((self.parent_choice, bool(parents)), (self.uses_left, fetish), (self.uses_per_day, fetish)):
            widget.setVisible(shown)
            self.details_form.labelForField(widget).setVisible(shown)
        self.initiate.setVisible(ability.kind is AbilityKind.AFFINITY)
        self.initiate.setChecked(ability.initiate)
        self.uses_left.set_value(ability.uses_left)
        self.uses_per_day.set_value(ability.uses_per_day)
        self.aspect.setCurrentIndex(self.aspect.findData(ability.mystic_aspect.value))

    def _show_state_links(self) -> None:
        state = self.states.current_item()
        self.state_links.blockSignals(True)
        self.state_links.clear()
        self.state_links.setEnabled(state is not None)
        for ability in self.character.heroquest.abilities:
            item = QListWidgetItem(ability.name)
            item.setData(Qt.ItemDataRole.UserRole, ability.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            linked = state is not None and ability.id in state.ability_ids
            item.setCheckState(Qt.CheckState.Checked if linked else Qt.CheckState.Unchecked)
            self.state_links.addItem(item)
        self.state_links.blockSignals(False)

    # -- actions -------------------------------------------------------------------------------

    def _set_detail(self, field: str, value: object, summary: str) -> None:
        ability = self.abilities.current_item()
        if ability is not None:
            self.set((*ABILITIES, ability.id, field), value, fmt(summary, ability.name))

    def _parent_chosen(self, _index: int) -> None:
        self._set_detail("parent_id", self.parent_choice.currentData(), self.tr("Change what %1 belongs to"))

    def _state_link_changed(self, _item: QListWidgetItem) -> None:
        state = self.states.current_item()
        if state is None:
            return
        ids = tuple(
            self.state_links.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.state_links.count())
            if self.state_links.item(row).checkState() == Qt.CheckState.Checked
        )
        self.set((*STATES, state.id, "ability_ids"), ids, self.tr("Change what a state of adversity relates to"))

    def _add_ability(self) -> None:
        ability = Ability(name=self.tr("New ability"), rating=Rating(13))
        if self.add(ABILITIES, ability, self.tr("Add ability")):
            self.abilities.select_id(ability.id)
            self.abilities.view.edit(self.abilities.model.index(len(self.character.heroquest.abilities) - 1, 0))

    def _remove_ability(self) -> None:
        ability = self.abilities.current_item()
        if ability is not None:
            self.remove(ABILITIES, ability.id, fmt(self.tr("Remove ability %1"), ability.name))

    def _add_state(self) -> None:
        scale = self.editor.campaign.consequence_scale
        state = State(scale=scale, level=StateLevel.HURT)
        if self.add(STATES, state, self.tr("Add state of adversity")):
            self.states.select_id(state.id)

    def _add_benefit(self) -> None:
        abilities = self.character.heroquest.abilities
        target = self.abilities.current_item() or (abilities[0] if abilities else None)
        if target is None:
            return
        benefit = Benefit(bonus=3, ability_id=target.id)
        if self.add(BENEFITS, benefit, fmt(self.tr("Add lingering benefit on %1"), target.name)):
            self.benefits.select_id(benefit.id)

    # -- play (desktop.heroquest) ---------------------------------------------------------------

    def _selected_ability_id(self) -> str | None:
        ability = self.abilities.current_item()
        return ability.id if ability is not None else None

    def _contest(self) -> None:
        from talekeeper.desktop import heroquest

        if self.editor.runner is not None:
            heroquest.contest(self.editor.runner, self.editor.path, self._selected_ability_id())

    def _extended(self) -> None:
        from talekeeper.desktop import heroquest

        if self.editor.runner is not None:
            heroquest.extended(self.editor.runner, self.editor.path, self._selected_ability_id())

    def _improve(self) -> None:
        from talekeeper.desktop import heroquest

        if self.editor.runner is not None:
            heroquest.improve(self.editor.runner, self.editor.path, self._selected_ability_id())

    def _heal(self, state_id: str | None = None) -> None:
        from talekeeper.desktop import heroquest

        if state_id is None:
            state = self.states.current_item()
            state_id = state.id if state is not None else None
        if self.editor.runner is not None:
            heroquest.heal(self.editor.runner, self.editor.path, state_id)

    def _ability_menu(self, point: QPoint) -> None:
        index = self.abilities.view.indexAt(point)
        if index.isValid():
            self.abilities.view.selectRow(index.row())
        ability = self.abilities.current_item()
        menu = QMenu(self)
        name = ability.name if ability is not None else self.tr("no ability")
        menu.addAction(fmt(self.tr("&Contest with %1…"), name), self._contest)
        menu.addAction(fmt(self.tr("E&xtended contest with %1…"), name), self._extended)
        menu.addAction(fmt(self.tr("Im&prove %1…"), name), self._improve)
        menu.popup(self.abilities.view.viewport().mapToGlobal(point))

    def _state_menu(self, point: QPoint) -> None:
        index = self.states.view.indexAt(point)
        if not index.isValid():
            return
        self.states.view.selectRow(index.row())
        state = self.states.current_item()
        if state is None:
            return
        menu = QMenu(self)
        menu.addAction(fmt(self.tr("H&eal %1…"), label(state.level)), lambda: self._heal(state.id))
        menu.popup(self.states.view.viewport().mapToGlobal(point))

    def _remove_current(self, table: RecordTable, path: tuple[str, ...], summary: str) -> None:
        item = table.current_item()
        if item is not None:
            self.remove(path, item.id, summary)
