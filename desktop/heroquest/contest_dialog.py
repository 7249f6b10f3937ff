"""One dialog for an ability test, a simple contest (HQ-9) and a group simple contest (HQ-16):
contestants with augments and modifiers, exact odds that follow the inputs (HQ-10), dice rolled
or typed (C-2), the result with its table cell, the hero point (HQ-8, HQ-16), and what the
consequences change on every sheet involved (HQ-14, HQ-16, HQ-20). It collects the inputs of
`core.operations.heroquest.contest` and previews them with the same operation; the action
applies them through the runner as one undo step."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.operations import heroquest as ops
from talekeeper.core.operations.heroquest import Contest, Side, plans, score_contest
from talekeeper.core.outcome import Outcome
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import Consequence, ContestKind, Level, Rating, dice_count, group_boost_cost
from talekeeper.core.rules.heroquest.scoring import Scored, odds
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.fields import CheckedLineEdit, checker
from talekeeper.desktop.heroquest.consequence_box import ConsequenceBox
from talekeeper.desktop.heroquest.outcome_label import OutcomeLabel
from talekeeper.desktop.heroquest.picker import Participant
from talekeeper.desktop.heroquest.sheet_words import odds_rows
from talekeeper.desktop.odds_chart import OddsChart, percent
from talekeeper.desktop.rules_dialog import RulesDialog, Waiting, caption, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import drop_access_keys, fmt, open_at, plain_label
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import describe


class ContestDialog(RulesDialog[Contest]):
    """`ask(sheets, paths, parent, ability_id=..., kind=...)` opens it on the heroes at `paths` (the
    first with `ability_id`; a group's others after it); the inputs come back. Whoever the user
    picks takes part through `take_part`."""

    def __init__(self, sheets: Sheets, paths: Path | Sequence[Path] = (), parent: QWidget | None = None, *,
                 ability_id: str | None = None, kind: ContestKind = ContestKind.SIMPLE) -> None:
        super().__init__(self.tr("HeroQuest Contest"), sheets, [], ops.contest, parent)
        given = [paths] if isinstance(paths, Path) else list(paths)
        path, others = (given[0] if given else None), given[1:]
        self.campaign = sheets.campaign
        columns = QHBoxLayout()
        self.body.addLayout(columns)
        layout, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(layout, 1)
        columns.addLayout(right, 1)
        top = QFormLayout()
        self.kind = QComboBox()
        for value, text in ((ContestKind.TEST, self.tr("Ability test")), (ContestKind.SIMPLE, self.tr("Simple contest")),
                            (ContestKind.GROUP, self.tr("Group simple contest"))):
            self.kind.addItem(text, value.value)
        self.kind.setCurrentIndex(self.kind.findData(kind.value))
        self.about = QLineEdit()
        self.about.setPlaceholderText(self.tr("e.g. duel with Harvar"))
        self.date = QLineEdit(QDate.currentDate().toString(Qt.DateFormat.ISODate))
        for text, widget in ((self.tr("&Kind"), self.kind), (self.tr("A&bout"), self.about), (self.tr("Da&te"), self.date)):
            top.addRow(caption(text, widget), widget)
        layout.addLayout(top)
        self.heroes_box = QGroupBox(self.tr("Hero side"))
        self.heroes_layout = QVBoxLayout(self.heroes_box)
        self.heroes: list[Participant] = []
        hero_buttons = QHBoxLayout()
        self.add_hero = QPushButton(self.tr("Add &hero"))
        self.remove_hero = QPushButton(self.tr("Remove last hero"))
        self.add_hero.clicked.connect(lambda: self._add_hero(None, None))
        self.remove_hero.clicked.connect(self._remove_hero)
        hero_buttons.addWidget(self.add_hero)
        hero_buttons.addWidget(self.remove_hero)
        hero_buttons.addStretch(1)
        self.heroes_layout.addLayout(hero_buttons)
        layout.addWidget(self.heroes_box)
        self.opposition_box = QGroupBox(self.tr("Opposition"))
        opposition = QFormLayout(self.opposition_box)
        self.by_resistance = QRadioButton(self.tr("Re&sistance"))
        self.by_character = QRadioButton(self.tr("Another &character"))
        self.by_resistance.setChecked(True)
        self.resistance = CheckedLineEdit(checker(Rating.parse))
        self.resistance.setText(str(self.campaign.default_resistance))
        self.resistance.setAccessibleName(self.tr("Resistance"))
        self.opponent = Participant(sheets, title=self.tr("Opponent"))
        drop_access_keys(self.opponent)  # Alt+letter reaches the hero's fields, Tab the opponent's
        opposition.addRow(self.by_resistance, self.resistance)
        opposition.addRow(self.by_character)
        opposition.addRow(self.opponent)
        layout.addWidget(self.opposition_box)
        odds_box = QGroupBox(self.tr("Odds (HQ-10)"))
        odds_layout = QVBoxLayout(odds_box)
        self.odds = OddsChart(name=self.tr("Odds of each outcome"))
        self.hero_point_odds = plain_label(name=self.tr("Chance a hero point helps"))
        odds_layout.addWidget(self.odds)
        odds_layout.addWidget(self.hero_point_odds)
        layout.addStretch(1)
        self.dice_caption = plain_label()
        self.dice = DiceEntry(name=self.tr("Contest dice"))
        right.addWidget(self.dice_caption)
        right.addWidget(self.dice)
        right.addWidget(odds_box)  # beside the sides, so the dialog fits a 1366x768 screen
        result_box = QGroupBox(self.tr("Result"))
        result = QFormLayout(result_box)
        self.outcome_label = OutcomeLabel(self.tr("Outcome"))
        self.result_text = plain_label(name=self.tr("How the dice fell"))
        self.narrator = QComboBox()
        for level in Level:
            self.narrator.addItem(label(level), level.value)
        self.narrator_caption = caption(self.tr("&Narrator decides"), self.narrator)
        self.hero_point = QCheckBox(self.tr("Spend a hero &point to bump the hero's result (HQ-8)"))
        self.hero_point.setAccessibleName(self.tr("Spend a hero point"))
        self.boost_box = QWidget()
        self.boost_layout = QFormLayout(self.boost_box)
        self.boost_spins: list[QSpinBox] = []
        result.addRow(self.outcome_label)
        result.addRow(self.result_text)
        result.addRow(self.narrator_caption, self.narrator)
        result.addRow(self.hero_point)
        result.addRow(self.boost_box)
        right.addWidget(result_box)
        consequences = QWidget()
        self.consequences_layout = QVBoxLayout(consequences)
        self.consequences_layout.setContentsMargins(0, 0, 0, 0)
        self.consequences_layout.addStretch(1)
        self.boxes: dict[str, ConsequenceBox] = {}
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Consequences"))
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(consequences)
        scroll.setMinimumHeight(self.fontMetrics().height() * 8)
        right.addWidget(scroll, 1)
        self._narrator_pick: Level | None = None
        self._built: Contest | None = None
        self.scored: Scored | None = None
        """How the last inputs scored (None before every die has a value)."""
        self._boost_key: tuple[object, ...] | None = None
        rival = next((p for p, _ in sheets.entries() if p != path), None)
        if rival is not None:
            self.opponent.who.setCurrentIndex(max(0, self.opponent.who.findData(str(rival))))
        self._add_hero(path, ability_id)
        for other in others:
            if other != path:
                self._add_hero(other, None)
        self.kind.currentIndexChanged.connect(self.refresh)
        for radio in (self.by_resistance, self.by_character):
            radio.toggled.connect(self.refresh)
        self.resistance.textChanged.connect(self.refresh)
        self.opponent.changed.connect(self.refresh)
        self.dice.changed.connect(self._dice_changed)
        self.narrator.activated.connect(self._narrator_chosen)
        self.hero_point.toggled.connect(self.refresh)
        self.about.textChanged.connect(self.refresh)
        open_at(self, 1150, 700)
        self.finish(self.tr("&Apply Consequences"))
        self.outer.setStretch(0, 3)  # the contest above takes the room, the preview below the rest
        self.apply_button = self.ok_button

    # -- inputs --------------------------------------------------------------------------------

    def contest_kind(self) -> ContestKind:
        return ContestKind(self.kind.currentData())

    def _add_hero(self, path: Path | None, ability_id: str | None) -> None:
        if path is None and self.heroes:
            used = {h.path for h in self.heroes}
            path = next((p for p, _ in self.sheets.entries() if p not in used), None)
        number = len(self.heroes) + 1
        hero = Participant(self.sheets, path=path, ability_id=ability_id,
                           title=self.tr("Hero") if number == 1 else fmt(self.tr("Hero %1"), number))
        if number > 1:
            drop_access_keys(hero)
        hero.changed.connect(self.refresh)
        self.heroes.append(hero)
        self.heroes_layout.insertWidget(len(self.heroes) - 1, hero)
        self.refresh()

    def _remove_hero(self) -> None:
        if len(self.heroes) > 1:
            self.heroes.pop().deleteLater()
            self.refresh()

    def _active(self) -> list[Participant]:
        return self.heroes if self.contest_kind() is ContestKind.GROUP else self.heroes[:1]

    def _opposition(self) -> Side | None:
        if self.contest_kind() is ContestKind.TEST:
            return None
        if self.by_character.isChecked():
            return self.opponent.side()
        try:
            return Side(rating=Rating.parse(self.resistance.text()))
        except Refusal:
            raise Waiting(self.tr("Type a resistance such as 14 or 5W.")) from None

    def _show_inputs(self) -> None:
        """What follows the kind of contest: who shows, how many dice, the hero point's place."""
        kind = self.contest_kind()
        group = kind is ContestKind.GROUP
        for number, hero in enumerate(self.heroes):
            hero.setVisible(group or number == 0)
        self.add_hero.setVisible(group)
        self.remove_hero.setVisible(group)
        self.remove_hero.setEnabled(len(self.heroes) > 1)
        self.opposition_box.setVisible(kind is not ContestKind.TEST)
        self.resistance.setEnabled(self.by_resistance.isChecked())
        self.opponent.setEnabled(self.by_character.isChecked())
        self.dice.set_dice([20] * dice_count(kind, len(self._active())))
        captions = {ContestKind.TEST: self.tr("Dice: the hero's d20"),
                    ContestKind.SIMPLE: self.tr("Dice: the hero's d20, then the opposition's"),
                    ContestKind.GROUP: self.tr("Dice: each hero's d20 followed by the opposition's d20 against that hero")}
        self.dice_caption.setText(captions[kind])
        self.hero_point.setVisible(not group)
        self._rebuild_boosts()

    def _rebuild_boosts(self) -> None:
        heroes = self._active()
        group = self.contest_kind() is ContestKind.GROUP
        key = tuple(h.path for h in heroes) if group else ()
        if key == self._boost_key:
            return
        self._boost_key = key
        while self.boost_layout.rowCount():
            self.boost_layout.removeRow(0)
        self.boost_spins = []
        self.boost_box.setVisible(group)
        if not group:
            return
        self.boost_layout.addRow(plain_label(self.tr("Hero points raise the group's result one step per %n hero point(s) paid, at most two steps (HQ-16)",
                                                     None, group_boost_cost(len(heroes), 1))))
        for hero in heroes:
            character = hero.character()
            spin = QSpinBox()
            spin.setRange(0, character.heroquest.hero_points if character else 0)
            name = character.name if character else ""
            spin.setAccessibleName(fmt(self.tr("Hero points %1 pays"), name))
            spin.valueChanged.connect(self.refresh)
            self.boost_layout.addRow(fmt(self.tr("%1 pays"), name), spin)
            self.boost_spins.append(spin)

    def _show_odds(self, heroes: list[Participant], opposition: Side | None) -> None:
        effectives = [h.effective() for h in heroes]
        against = None
        if opposition is not None:
            against = self.opponent.effective() if opposition.character_id else ops.rating_of(self.table, opposition)
        known = [e for e in effectives if e is not None]
        found = odds(self.contest_kind(), known, against, self.campaign.tie_break) if len(known) == len(effectives) else None
        if found is None:
            self.odds.set_rows([])
            self.hero_point_odds.setText("")
            return
        chances, helps = found
        self.odds.set_rows(odds_rows(chances, only_possible=self.contest_kind() is ContestKind.TEST))
        self.hero_point_odds.setText(
            self.tr("Hero points may raise the total after the roll (HQ-16).") if helps is None
            else fmt(self.tr("A hero point would raise the outcome in %1 of rolls (HQ-8)."), percent(helps)))

    def participant_paths(self) -> list[Path]:
        """Every sheet the contest reads (heroes, opponent, augmenters)."""
        found = [p for hero in self._active() for p in hero.paths()]
        if self.contest_kind() is not ContestKind.TEST and self.by_character.isChecked():
            found += self.opponent.paths()
        return list(dict.fromkeys(found))

    def inputs(self) -> Contest:
        self._built = None
        self._show_inputs()
        heroes = self._active()
        self.take_part(self.participant_paths())
        opposition = self._opposition()
        self._show_odds(heroes, opposition)
        faces = self.dice.faces()
        if faces is None:
            raise dice_waiting()
        ids = [h.side().character_id for h in heroes]
        paid = {i: spin.value() for i, spin in zip(ids, self.boost_spins, strict=False) if i and spin.value()}
        self._built = Contest(
            self.contest_kind(), tuple(h.side() for h in heroes), faces, opposition=opposition,
            hero_point=self.hero_point.isChecked(), narrator=self._narrator_pick, paid=paid,
            choices={i: box.choice() for i, box in self.boxes.items()}, about=self.about.text(), date=self.date.text(),
        )
        return self._built

    # -- result --------------------------------------------------------------------------------

    def _dice_changed(self) -> None:
        """New dice: a new roll, so no hero point spent on it and no narrator's pick yet."""
        self._narrator_pick = None
        self.hero_point.blockSignals(True)
        self.hero_point.setChecked(False)
        self.hero_point.blockSignals(False)
        self.refresh()

    def _narrator_chosen(self, _index: int) -> None:
        self._narrator_pick = Level(self.narrator.currentData())
        self.refresh()

    def shown(self, outcome: Outcome | None) -> None:
        """How the dice fell, the outcome, and a box of choices for each sheet; also when core
        refuses the consequences (too few hero points), so the user sees what to change."""
        built, scored = self._built, None
        if built is not None:
            try:
                scored = score_contest(self.table, built)
            except Refusal:
                scored = None
        self.scored = scored
        self.hero_point.setEnabled(self.dice.complete)
        self.narrator.setVisible(bool(scored and scored.narrator))
        self.narrator_caption.setVisible(bool(scored and scored.narrator))
        if scored is None:
            self.outcome_label.show_outcome(None, "")
            self.result_text.setText(self.tr("Roll the dice, or type what the table rolled."))
            self._show_boxes({})
            return
        if scored.narrator:
            self.narrator.setCurrentIndex(self.narrator.findData(scored.level.value))
        self.result_text.setText("\n".join(describe(e) for e in scored.events))
        self.outcome_label.show_outcome(scored.level, fmt(self.tr("Outcome for the hero side: %1"), label(scored.level)))
        try:
            self._show_boxes(plans(self.table, built, scored) if built is not None else {})
        except Refusal:
            self._show_boxes({})

    def _show_boxes(self, planned: Mapping[str, Consequence]) -> None:
        for character_id in list(self.boxes):
            if character_id not in planned:
                box = self.boxes.pop(character_id)
                box.hide()
                self.consequences_layout.removeWidget(box)
                box.deleteLater()
        for character_id, plan in planned.items():
            box = self.boxes.get(character_id) or self._new_box(character_id)
            box.set_plan(plan)

    def _new_box(self, character_id: str) -> ConsequenceBox:
        box = self.boxes[character_id] = ConsequenceBox(self.table.sheet(character_id))
        box.changed.connect(self.refresh)
        self.consequences_layout.insertWidget(self.consequences_layout.count() - 1, box)
        box.show()
        return box


__all__ = ["ContestDialog"]
