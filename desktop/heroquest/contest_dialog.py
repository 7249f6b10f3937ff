"""One dialog for an ability test, a simple contest (HQ-9) and a group simple contest (HQ-16):
contestants with augments and modifiers, exact odds that follow the inputs (HQ-10), dice rolled
or typed (C-2), the result with its table cell, the hero point (HQ-8, HQ-16), and consequences
applied to every sheet involved as one undo step (HQ-14, HQ-16, HQ-20)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QPushButton, QRadioButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from core.model import Character
from core.rules.heroquest import Outcome, group_boost_cost
from core.rules.heroquest.contestant import contestant_rating
from core.rules.heroquest.rating import Rating
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.fields import CheckedLineEdit, checker
from desktop.heroquest.consequence_box import ConsequenceBox
from desktop.heroquest.contest_outcome import ContestOutcome
from desktop.heroquest.picker import Participant, Sheets
from desktop.heroquest.scoring import ContestKind, Scored, dice_count, odds_for, score
from desktop.heroquest.words import odds_rows
from desktop.labels import label
from desktop.odds_chart import OddsChart, percent
from desktop.widgets import emphasised, plain_label

if TYPE_CHECKING:
    from desktop.main_window import MainWindow


class ContestDialog(ContestOutcome, QDialog):
    """`run(window, path, ability_id)` opens it and applies what the user confirms."""

    def __init__(self, window: MainWindow, path: Path | None = None, ability_id: str | None = None,
                 kind: ContestKind = ContestKind.SIMPLE, others: tuple[Path, ...] = ()) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("HeroQuest Contest"))
        self.sheets = Sheets(window)
        self.campaign = window.controller.campaign
        self.changes: dict[Path, Character] = {}
        self.summary = ""
        self.scored: Scored | None = None
        self._dice_ready = False
        self._narrator_cell = False
        self._setting_dice = False
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns)
        layout = QVBoxLayout()
        right = QVBoxLayout()
        columns.addLayout(layout, 1)
        columns.addLayout(right, 1)
        top = QFormLayout()
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Kind of contest"))
        for value, text in ((ContestKind.TEST, self.tr("Ability test")), (ContestKind.SIMPLE, self.tr("Simple contest")),
                            (ContestKind.GROUP, self.tr("Group simple contest"))):
            self.kind.addItem(text, value.value)
        self.kind.setCurrentIndex(self.kind.findData(kind.value))
        self.about = QLineEdit()
        self.about.setAccessibleName(self.tr("What the contest is about"))
        self.about.setPlaceholderText(self.tr("e.g. duel with Harvar"))
        self.date = QLineEdit(QDate.currentDate().toString(Qt.DateFormat.ISODate))
        self.date.setAccessibleName(self.tr("Date"))
        for text, widget in ((self.tr("&Kind"), self.kind), (self.tr("A&bout"), self.about), (self.tr("Da&te"), self.date)):
            caption = QLabel(text)
            caption.setBuddy(widget)
            top.addRow(caption, widget)
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
        self.by_resistance = QRadioButton(self.tr("&Resistance"))
        self.by_character = QRadioButton(self.tr("Another &character"))
        self.by_resistance.setChecked(True)
        self.resistance = CheckedLineEdit(checker(Rating.parse))
        self.resistance.setText(str(self.campaign.default_resistance))
        self.resistance.setAccessibleName(self.tr("Resistance"))
        self.opponent = Participant(self.sheets, title=self.tr("Opponent"))
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
        layout.addWidget(odds_box)
        layout.addStretch(1)
        self.dice_caption = plain_label()
        self.dice = DiceEntry(name=self.tr("Contest dice"))
        right.addWidget(self.dice_caption)
        right.addWidget(self.dice)
        result_box = QGroupBox(self.tr("Result"))
        result = QFormLayout(result_box)
        self.result_text = plain_label(name=self.tr("Result"))
        self.outcome_text = emphasised(plain_label(name=self.tr("Outcome")))
        self.narrator = QComboBox()
        self.narrator.setAccessibleName(self.tr("The narrator decides the outcome"))
        for level in Outcome:
            self.narrator.addItem(label(level), level.value)
        self.narrator_caption = QLabel(self.tr("&Narrator decides"))
        self.narrator_caption.setBuddy(self.narrator)
        self.hero_point = QCheckBox(self.tr("Spend a hero &point to bump the hero's result (HQ-8)"))
        self.hero_point.setAccessibleName(self.tr("Spend a hero point"))
        self.boost_box = QWidget()
        self.boost_layout = QFormLayout(self.boost_box)
        self.boost_spins: list[QSpinBox] = []
        result.addRow(self.outcome_text)
        result.addRow(self.result_text)
        result.addRow(self.narrator_caption, self.narrator)
        result.addRow(self.hero_point)
        result.addRow(self.boost_box)
        right.addWidget(result_box)
        consequences = QWidget()
        self.consequences_layout = QVBoxLayout(consequences)
        self.consequences_layout.setContentsMargins(0, 0, 0, 0)
        self.consequences_layout.addStretch(1)
        self.boxes: dict[Path, ConsequenceBox] = {}
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(consequences)
        right.addWidget(scroll, 1)
        self.problem = plain_label(name=self.tr("Problem"))
        self.problem.setStyleSheet("color: #b23a3a")
        outer.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.addButton(self.tr("&Apply Consequences"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setDefault(True)
        self.buttons.accepted.connect(self._confirm)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        rival = next((p for p, _ in self.sheets.entries() if p != path), None)
        if rival is not None:
            self.opponent.who.setCurrentIndex(max(0, self.opponent.who.findData(str(rival))))
        self._add_hero(path, ability_id)
        for other in others:
            if other != path:
                self._add_hero(other, None)
        self.kind.currentIndexChanged.connect(lambda _: self._inputs_changed())
        for radio in (self.by_resistance, self.by_character):
            radio.toggled.connect(lambda _: self._inputs_changed())
        self.resistance.textChanged.connect(lambda _: self._inputs_changed())
        self.opponent.changed.connect(self._inputs_changed)
        self.dice.changed.connect(self._dice_changed)
        self.narrator.activated.connect(lambda _: self._show_result())
        self.hero_point.toggled.connect(lambda _: self._show_result())
        self.resize(1100, 760)
        self._inputs_changed()

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
        hero.changed.connect(self._inputs_changed)
        self.heroes.append(hero)
        self.heroes_layout.insertWidget(len(self.heroes) - 1, hero)
        if len(self.heroes) > 1:
            self._inputs_changed()

    def _remove_hero(self) -> None:
        if len(self.heroes) > 1:
            hero = self.heroes.pop()
            hero.deleteLater()
            self._inputs_changed()

    def _opposition(self) -> tuple[str, object] | None:
        if self.contest_kind() is ContestKind.TEST:
            return None
        if self.by_character.isChecked():
            character = self.opponent.character()
            return (character.name if character else "", self.opponent.effective())
        try:
            rating = Rating.parse(self.resistance.text())
        except ValueError:
            return None
        return (fmt(self.tr("resistance %1"), rating), contestant_rating(None, None, rating=rating))

    def _active_heroes(self) -> list[Participant]:
        return self.heroes if self.contest_kind() is ContestKind.GROUP else self.heroes[:1]

    def _inputs_changed(self) -> None:
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
        heroes = self._active_heroes()
        count = dice_count(kind, len(heroes))
        if len(self.dice.sizes) != count:
            self._setting_dice = True
            self.dice.set_dice([20] * count)
            self._setting_dice = False
            self._dice_ready = False
        captions = {ContestKind.TEST: self.tr("Dice: the hero's d20"),
                    ContestKind.SIMPLE: self.tr("Dice: the hero's d20, then the opposition's"),
                    ContestKind.GROUP: self.tr("Dice: each hero's d20 followed by the opposition's d20 against that hero")}
        self.dice_caption.setText(captions[kind])
        self._rebuild_boosts()
        self._show_odds()
        self._show_result()

    def _rebuild_boosts(self) -> None:
        while self.boost_layout.rowCount():
            self.boost_layout.removeRow(0)
        self.boost_spins = []
        heroes = self._active_heroes()
        group = self.contest_kind() is ContestKind.GROUP
        self.boost_box.setVisible(group)
        self.hero_point.setVisible(not group)
        if not group:
            return
        self.boost_layout.addRow(plain_label(fmt(self.tr("Hero points raise the group's result one step per %1 paid, at most two steps (HQ-16)"),
                                                 group_boost_cost(len(heroes), 1))))
        for hero in heroes:
            spin = QSpinBox()
            character = hero.character()
            spin.setRange(0, character.heroquest.hero_points if character else 0)
            name = character.name if character else ""
            spin.setAccessibleName(fmt(self.tr("Hero points %1 pays"), name))
            spin.valueChanged.connect(lambda _: self._show_result())
            self.boost_layout.addRow(fmt(self.tr("%1 pays"), name), spin)
            self.boost_spins.append(spin)

    def _show_odds(self) -> None:
        heroes = [h.effective() for h in self._active_heroes()]
        found = odds_for(self.contest_kind(), heroes, self._opposition(), self.campaign.tie_break)
        if found is None:
            self.odds.set_rows([])
            self.hero_point_odds.setText(self.tr("Type a resistance such as 14 or 5W."))
            return
        odds, helps = found
        self.odds.set_rows(odds_rows(odds, only_possible=self.contest_kind() is ContestKind.TEST))
        self.hero_point_odds.setText(
            self.tr("Hero points may raise the total after the roll (HQ-16).") if helps is None
            else fmt(self.tr("A hero point would raise the outcome in %1 of rolls (HQ-8)."), percent(helps)))

    # -- result --------------------------------------------------------------------------------

    def _dice_changed(self) -> None:
        if self._setting_dice:
            return
        self._dice_ready = True
        self.hero_point.setChecked(False)
        self._show_result()

    def _show_result(self) -> None:
        self.scored = None
        opposition = self._opposition()
        heroes = self._active_heroes()
        hero_character = heroes[0].character()
        self.hero_point.setEnabled(bool(self._dice_ready and hero_character and hero_character.heroquest.hero_points))
        if not self._dice_ready or (opposition is None and self.contest_kind() is not ContestKind.TEST):
            self.result_text.setText(self.tr("Roll the dice, or type what the table rolled."))
            self.outcome_text.hide()
            self.narrator.setVisible(False)
            self.narrator_caption.setVisible(False)
            self._narrator_cell = False
            self._show_consequences()
            return
        named = [((h.character().name if h.character() else h.ability_name()), h.effective()) for h in heroes]
        suggestion = self.narrator.currentData() if self._narrator_cell else None
        self.scored = score(
            self.contest_kind(), named, opposition, self.dice.values(), tie_break=self.campaign.tie_break,
            hero_point=self.hero_point.isChecked() and self.contest_kind() is not ContestKind.GROUP,
            narrator_level=Outcome(suggestion) if suggestion else None, paid=sum(s.value() for s in self.boost_spins),
        )
        if self.scored.narrator and not self._narrator_cell:
            self.narrator.setCurrentIndex(self.narrator.findData(self.scored.level.value))
        self._narrator_cell = self.scored.narrator
        self.narrator.setVisible(self.scored.narrator)
        self.narrator_caption.setVisible(self.scored.narrator)
        self.outcome_text.setText(fmt(self.tr("Outcome for the hero side: %1"), label(self.scored.level)))
        self.outcome_text.show()
        self.result_text.setText("\n".join(self.scored.lines))
        self._show_consequences()

    def involved(self) -> list[tuple[Participant, bool]]:
        """(participant, on the hero side) for every contestant with a sheet."""
        found = [(h, True) for h in self._active_heroes() if h.path is not None]
        if self.contest_kind() is not ContestKind.TEST and self.by_character.isChecked() and self.opponent.path is not None:
            found.append((self.opponent, False))
        return found

    def _show_consequences(self) -> None:
        involved = self.involved()
        paths = [p.path for p, _ in involved]
        duplicate = len(set(paths)) != len(paths)
        self.problem.setText(self.tr("A character takes part only once in a contest.") if duplicate else "")
        for path in list(self.boxes):
            if path not in paths or self.scored is None:
                box = self.boxes.pop(path)
                box.hide()
                self.consequences_layout.removeWidget(box)
                box.deleteLater()
        self.apply_button.setEnabled(self.scored is not None and not duplicate)
        if self.scored is None or duplicate:
            return
        for number, (participant, hero_side) in enumerate(involved):
            character = participant.character()
            box = self.boxes.get(participant.path)
            if box is None:
                box = self.boxes[participant.path] = ConsequenceBox(character)
                self.consequences_layout.insertWidget(self.consequences_layout.count() - 1, box)
            box.set_plan(self._plan(participant, hero_side, number))

    @classmethod
    def run(cls, window: MainWindow, path: Path | None = None, ability_id: str | None = None,
            kind: ContestKind = ContestKind.SIMPLE, others: tuple[Path, ...] = ()) -> bool:
        """Open the dialog (`others`: more heroes for a group contest); on confirmation apply the
        consequences to every sheet involved as one undo step."""
        dialog = cls(window, path, ability_id, kind, others)
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.changes:
            return False
        window.workspace.apply(dialog.summary, dialog.changes)
        return True
