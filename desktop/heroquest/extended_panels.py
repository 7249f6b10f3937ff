"""The action panels of the extended contest window: add a member, play an exchange (HQ-17),
trade points for wounds (HQ-17), lend points (HQ-19) and try a final action (HQ-19).

Each panel collects inputs and hands them to a callback that calls core; none decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from core.model import AbilityKind
from core.rules.heroquest.extended_play import (
    ExtendedContest, Member, PlayError, exchange_choices, last_loss, new_member, play_exchange, strike_edge,
)
from core.rules.heroquest.rating import Rating
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.fields import CheckedLineEdit, checker
from desktop.heroquest.picker import Participant, Sheets
from desktop.heroquest.words import cell_text
from desktop.widgets import without_mnemonic, plain_label


def _spin(low: int, high: int, name: str, value: int = 0) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setAccessibleName(name)
    return spin


def _combo(name: str) -> QComboBox:
    combo = QComboBox()
    combo.setAccessibleName(name)
    return combo


def _fill(combo: QComboBox, members: list[Member]) -> None:
    current = combo.currentData()
    combo.clear()
    for member in members:
        combo.addItem(fmt(QCoreApplication.translate("ExtendedPanels", "%1 (%2 AP)"), member.name, member.points), member.id)
    combo.setCurrentIndex(max(0, combo.findData(current)))


class AddMemberPanel(QWidget):
    """A library character with an ability, or a named opponent with a rating, to either side."""

    def __init__(self, sheets: Sheets, add: Callable[[Member], None], path=None, ability_id=None) -> None:  # noqa: ANN001
        super().__init__()
        self.add = add
        layout = QVBoxLayout(self)
        self.participant = Participant(sheets, path=path, ability_id=ability_id, title=self.tr("New member"))
        layout.addWidget(self.participant)
        form = QFormLayout()
        self.no_sheet = QCheckBox(self.tr("An opponent &without a sheet"))
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Opponent's name"))
        self.rating = CheckedLineEdit(checker(Rating.parse))
        self.rating.setText(str(sheets.campaign.default_resistance))
        self.rating.setAccessibleName(self.tr("Opponent's rating"))
        self.ap_modifier = _spin(-100, 100, self.tr("Starting action point modifier"))
        self.edge = _spin(-50, 50, self.tr("Edge or handicap"))
        self.strike = QCheckBox(self.tr("Uses a mystic &strike (HQ-27)"))
        self.strike.setToolTip(self.tr("Its rating is an edge for whoever wins an exchange; losing one costs it ability points"))
        form.addRow(self.no_sheet)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Rating"), self.rating)
        form.addRow("", self.strike)
        form.addRow(self.tr("AP modifier"), self.ap_modifier)
        edge_row = QHBoxLayout()
        edge_row.addWidget(self.edge, 1)
        self.edge_augment = QPushButton(self.tr("Augment for an e&dge…"))
        self.edge_augment.setToolTip(self.tr("HQ-13: the same augment roll may ask for an edge instead of a bonus"))
        self.edge_augment.clicked.connect(self._augment_edge)
        edge_row.addWidget(self.edge_augment)
        form.addRow(self.tr("Edge (+) / handicap (-)"), edge_row)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        self.to_a = QPushButton(self.tr("Add to side &A"))
        self.to_b = QPushButton(self.tr("Add to side &B"))
        self.to_a.clicked.connect(lambda: self._add(0))
        self.to_b.clicked.connect(lambda: self._add(1))
        buttons.addWidget(self.to_a)
        buttons.addWidget(self.to_b)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.no_sheet.toggled.connect(self._sheetless)
        self._sheetless(False)

    def _augment_edge(self) -> None:
        from desktop.heroquest.augment_dialog import AugmentDialog

        made = AugmentDialog.ask(self.participant.sheets, self.participant.path, self, edge=True)
        if made is not None:
            self.edge.setValue(self.edge.value() + made.modifier)

    def _sheetless(self, on: bool) -> None:
        self.participant.setEnabled(not on)
        self.name.setEnabled(on)
        self.rating.setEnabled(on)
        self.strike.setEnabled(on)  # a sheet's ability says itself whether it is a strike

    def _add(self, side: int) -> None:
        fields = {"edge": self.edge.value()}
        if self.no_sheet.isChecked():
            try:
                rating = Rating.parse(self.rating.text())
            except ValueError:
                return
            self.add(new_member(side, self.name.text().strip() or self.tr("Opponent"), rating,
                                modifier=self.ap_modifier.value(), strike=self.strike.isChecked(), **fields))
            return
        character, path = self.participant.character(), self.participant.path
        if character is None or path is None:
            return
        effective = self.participant.effective()
        ability = character.heroquest.ability(self.participant.ability_id) if self.participant.ability_id else None
        self.add(new_member(
            side, character.name, effective.rating, modifier=self.ap_modifier.value(), sheet=path.name,
            ability_id=self.participant.ability_id, ability=self.participant.ability_name(), bumps=effective.bumps,
            strike=ability is not None and ability.kind is AbilityKind.MYSTIC_STRIKE, **fields))


class ExchangePanel(QWidget):
    """HQ-17: the acting member bids against a member of the other side; both roll."""

    def __init__(self, play: Callable[..., None]) -> None:
        super().__init__()
        self.play = play
        self.contest: ExtendedContest | None = None
        form = QFormLayout(self)
        self.actor = _combo(self.tr("Acting member"))
        self.other = _combo(self.tr("Against"))
        self.bid = _spin(0, 999, self.tr("Bid"), 5)
        self.actor_point = QCheckBox(self.tr("Acting member spends a hero point (HQ-8)"))
        self.other_point = QCheckBox(self.tr("Other member spends a hero point (HQ-8)"))
        self.dice = DiceEntry(name=self.tr("Exchange dice: acting member, then the other"))
        self.dice.set_dice((20, 20))
        self.preview = plain_label(name=self.tr("What the exchange does"))
        self.narrator_actor = _spin(-999, 999, self.tr("Narrator: acting member's change"))
        self.narrator_other = _spin(-999, 999, self.tr("Narrator: other member's change"))
        self.resolve = QPushButton(self.tr("Resolve &Exchange"))
        form.addRow(self.tr("&Acting"), self.actor)
        form.addRow(self.tr("A&gainst"), self.other)
        form.addRow(self.tr("B&id"), self.bid)
        form.addRow(self.actor_point)
        form.addRow(self.other_point)
        form.addRow(self.tr("Dice"), self.dice)
        form.addRow(self.preview)
        form.addRow(self.tr("Narrator: acting"), self.narrator_actor)
        form.addRow(self.tr("Narrator: other"), self.narrator_other)
        form.addRow(self.resolve)
        self._form = form
        for signal in (self.actor.currentIndexChanged, self.other.currentIndexChanged, self.bid.valueChanged):
            signal.connect(lambda _: self._preview())
        for box in (self.actor_point, self.other_point):
            box.toggled.connect(lambda _: self._preview())
        self.dice.changed.connect(self._preview)
        self.resolve.clicked.connect(self._resolve)

    def set_contest(self, contest: ExtendedContest) -> None:
        self.contest = contest
        acting, others = exchange_choices(contest)  # core says who may act against whom (HQ-17, HQ-18)
        _fill(self.actor, list(acting))
        _fill(self.other, list(others))
        self.setEnabled(bool(acting))
        self._preview()

    def _preview(self) -> None:
        text, ready, narrator = self._preview_text()
        self.preview.setText(text)
        self.resolve.setEnabled(ready)
        for widget in (self.narrator_actor, self.narrator_other):
            widget.setVisible(narrator)
            self._form.labelForField(widget).setVisible(narrator)

    def _preview_text(self) -> tuple[str, bool, bool]:
        """(what the exchange would do, whether it can be resolved, whether the narrator decides)."""
        contest = self.contest
        if contest is None or self.actor.currentData() is None or self.other.currentData() is None:
            if contest is not None and contest.beaten_side is not None:
                return self.tr("The contest is over: no parting shot is left (HQ-18)."), False, False
            return self.tr("Add members to both sides."), False, False
        actor, other = contest.member(self.actor.currentData()), contest.member(self.other.currentData())
        rolls = self.dice.values()
        try:  # the same core step, not applied: the preview cannot differ from the exchange
            _after, result = play_exchange(contest, actor.id, other.id, rolls[0], rolls[1], self.bid.value(),
                                           actor_hero_point=self.actor_point.isChecked(),
                                           other_hero_point=self.other_point.isChecked())
        except PlayError as error:  # the combos are being refilled
            return str(error), False, False
        cell = cell_text(result.actor_result, result.other_result)
        if result.narrator_decides:
            text = fmt(self.tr("HQ-17 cell: %1 → the narrator decides the changes below"), cell)
        else:
            text = fmt(self.tr("HQ-17 cell: %1 → %2 %3, %4 %5"), cell, actor.name, f"{result.actor_change:+d}",
                       other.name, f"{result.other_change:+d}")
        if other.out:
            text += "\n" + self.tr("Parting shot: the other member is already out; its loss counts (HQ-18).")
        if strike_edge(actor, other):
            text += "\n" + fmt(self.tr("Mystic strike: +%1 edge for whoever wins the exchange (HQ-27)."), strike_edge(actor, other))
        if self.bid.value() > actor.points:
            text += "\n" + self.tr("Desperation stake: the bid is more than the points left (HQ-17).")
        return text, True, result.narrator_decides

    def _resolve(self) -> None:
        rolls = self.dice.values()
        self.play(self.actor.currentData(), self.other.currentData(), rolls[0], rolls[1], self.bid.value(),
                  actor_hero_point=self.actor_point.isChecked(), other_hero_point=self.other_point.isChecked(),
                  narrator_changes=(self.narrator_actor.value(), self.narrator_other.value()))
        self.actor_point.setChecked(False)
        self.other_point.setChecked(False)


class SmallPanel(QWidget):
    """A form of combos and spins, a DiceEntry and one button (wounds, lending, final action)."""

    def __init__(self, button: str, dice: int) -> None:
        super().__init__()
        self.form = QFormLayout(self)
        self.dice = DiceEntry(name=without_mnemonic(button))
        self.dice.set_dice([20] * dice)
        self.button = QPushButton(button)
        self.note = plain_label()

    def finish(self) -> None:
        self.form.addRow(self.tr("Dice"), self.dice)
        self.form.addRow(self.note)
        self.form.addRow(self.button)


class WoundsPanel(SmallPanel):
    """HQ-17: a member who just lost 7 or more points may take wounds instead."""

    def __init__(self, trade: Callable[[str, int, int], None]) -> None:
        super().__init__(self.tr("&Trade for Wounds"), 1)
        self.member = _combo(self.tr("Member taking wounds"))
        self.wounds = _spin(1, 99, self.tr("Wounds"), 1)
        self.form.addRow(self.tr("Member"), self.member)
        self.form.addRow(self.tr("Wounds"), self.wounds)
        self.note.setText(self.tr("One wound (a hurt) per full 7 points; an ability test decides: failed, the points go as well."))
        self.finish()
        self.button.clicked.connect(lambda: trade(self.member.currentData(), self.wounds.value(), self.dice.values()[0]))

    def set_contest(self, contest: ExtendedContest) -> None:
        eligible = [m for m in contest.members if last_loss(contest, m.id) >= 7]
        _fill(self.member, eligible)
        most = max((last_loss(contest, m.id) // 7 for m in eligible), default=1)
        self.wounds.setRange(1, max(1, most))
        self.button.setEnabled(bool(eligible))


class LendPanel(SmallPanel):
    """HQ-19: a helper lends points to a member of the same side (a contest against the points)."""

    def __init__(self, lend: Callable[[str, str, int, int, int], None]) -> None:
        super().__init__(self.tr("&Lend Points"), 2)
        self.lender = _combo(self.tr("Lender"))
        self.target = _combo(self.tr("Lend to"))
        self.points = _spin(1, 999, self.tr("Points lent"), 5)
        self.form.addRow(self.tr("Lender"), self.lender)
        self.form.addRow(self.tr("To"), self.target)
        self.form.addRow(self.tr("Points"), self.points)
        self.note.setText(self.tr("Dice: the lender's d20, then the resistance's (the points lent)."))
        self.finish()
        self.button.clicked.connect(lambda: lend(self.lender.currentData(), self.target.currentData(),
                                                 self.points.value(), *self.dice.values()))

    def set_contest(self, contest: ExtendedContest) -> None:
        _fill(self.lender, list(contest.members))
        _fill(self.target, list(contest.members))
        self.button.setEnabled(contest.group)


class FinalPanel(SmallPanel):
    """HQ-19: a member at 0 or below in a group contest tests a toughness-like ability."""

    def __init__(self, attempt: Callable[[str, str, int], None]) -> None:
        super().__init__(self.tr("Try a &Final Action"), 1)
        self.member = _combo(self.tr("Member trying a final action"))
        self.rating = CheckedLineEdit(checker(Rating.parse))
        self.rating.setAccessibleName(self.tr("Toughness rating"))
        self.form.addRow(self.tr("Member"), self.member)
        self.form.addRow(self.tr("Toughness rating"), self.rating)
        self.finish()
        self.member.currentIndexChanged.connect(lambda _: self._default_rating())
        self.button.clicked.connect(lambda: attempt(self.member.currentData(), self.rating.text(), self.dice.values()[0]))
        self.contest: ExtendedContest | None = None

    def set_contest(self, contest: ExtendedContest) -> None:
        self.contest = contest
        _fill(self.member, [m for m in contest.members if m.out and not m.final_action_done])
        self.button.setEnabled(contest.group and self.member.count() > 0)
        self._default_rating()

    def _default_rating(self) -> None:
        if self.contest is not None and self.member.currentData() is not None:
            self.rating.setText(str(self.contest.member(self.member.currentData()).rating))
