"""The step panels of the extended contest window: play an exchange (HQ-17), trade points for
wounds (HQ-17), lend points (HQ-19) and try a final action (HQ-19). Adding a member is
`member_panel.py`'s.

Each panel collects the inputs of one step of `core.operations.heroquest_extended`, previews it
with that same operation (nothing shown or applied before every die has a value) and hands it
to the window, which runs it through the runner."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from talekeeper.core.operations import heroquest_extended as ops
from talekeeper.core.operations.heroquest_extended import log_events
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import ExtendedContest, Member, Rating
from talekeeper.core.rules.heroquest.extended import exchange_choices, strike_edges, wounds_open
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.fields import CheckedLineEdit, checker
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, plain_label, without_mnemonic
from talekeeper.desktop.words.wording import describe, refusal_text


class Host(Protocol):
    """What the panels need of the window."""

    sheets: Sheets
    contest: ExtendedContest

    def play_table(self) -> Table: ...

    def member_sheets(self) -> dict[str, str]: ...

    def step(self, operation: Callable[[Table, Any], Outcome], inputs: Any, paths: Sequence[Path] = ()) -> bool: ...


def spin(low: int, high: int, name: str, value: int = 0) -> QSpinBox:
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
    combo.blockSignals(True)
    combo.clear()
    for member in members:
        combo.addItem(fmt(QCoreApplication.translate("ExtendedPanels", "%1 (%2 AP)"), member.name, member.points), member.id)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    combo.blockSignals(False)


class StepPanel(QWidget):
    """A form of combos and spins, a DiceEntry, a preview of the step and its button."""

    def __init__(self, host: Host, button: str, dice: int) -> None:
        super().__init__()
        self.host = host
        self.form = QFormLayout(self)
        self.dice = DiceEntry(name=without_mnemonic(button))
        self.dice.set_dice([20] * dice)
        self.dice.changed.connect(self.preview)
        self.button = QPushButton(button)
        self.button.clicked.connect(self._go)
        self.note = plain_label()
        self.shown = plain_label(name=fmt(self.tr("%1: what it does"), without_mnemonic(button)))

    def finish(self) -> None:
        self.form.addRow(self.note)
        self.form.addRow(self.tr("Dice"), self.dice)
        self.form.addRow(self.shown)
        self.form.addRow(self.button)

    def operation(self) -> Callable[[Table, Any], Outcome]:
        raise NotImplementedError

    def inputs(self) -> Any:
        """The step's inputs, or None while something is missing (the dice, a member)."""
        raise NotImplementedError

    def words(self, before: ExtendedContest, outcome: Outcome) -> list[str]:
        """What the step does, in words: the log entry it adds."""
        added = log_events(outcome.play)[len(log_events(before)):]
        return [describe(e) for e in added]

    def preview(self) -> None:
        inputs = self.inputs() if self.isEnabled() else None
        if inputs is None:
            self.shown.setText(self.tr("Roll the dice, or type the faces you rolled.") if self.isEnabled() and not self.dice.complete else "")
            self.button.setEnabled(False)
            return
        try:  # the same core step, not applied: the preview cannot differ from the step
            outcome = self.operation()(self.host.play_table(), inputs)
        except Refusal as refusal:
            self.shown.setText(refusal_text(refusal))
            self.button.setEnabled(False)
            return
        self.shown.setText("\n".join(self.words(self.host.contest, outcome)))
        self.button.setEnabled(True)

    def _go(self) -> None:
        inputs = self.inputs()
        if inputs is not None and self.host.step(self.operation(), inputs):
            self.dice.clear()


class ExchangePanel(StepPanel):
    """HQ-17: the acting member bids against a member of the other side; both roll."""

    def __init__(self, host: Host) -> None:
        super().__init__(host, self.tr("Resolve &Exchange"), 2)
        self.actor = _combo(self.tr("Acting member"))
        self.other = _combo(self.tr("Against"))
        self.bid = spin(0, 999, self.tr("Bid"), 5)
        self.actor_point = QCheckBox(self.tr("Acting member spends a hero point (HQ-8)"))
        self.other_point = QCheckBox(self.tr("Other member spends a hero point (HQ-8)"))
        self.narrator_actor = spin(-999, 999, self.tr("Narrator: acting member's change"))
        self.narrator_other = spin(-999, 999, self.tr("Narrator: other member's change"))
        self.form.addRow(self.tr("&Acting"), self.actor)
        self.form.addRow(self.tr("A&gainst"), self.other)
        self.form.addRow(self.tr("B&id"), self.bid)
        self.form.addRow(self.actor_point)
        self.form.addRow(self.other_point)
        self.form.addRow(self.tr("Narrator: acting"), self.narrator_actor)
        self.form.addRow(self.tr("Narrator: other"), self.narrator_other)
        self.strike_note = QLineEdit()
        self.strike_note.setAccessibleName(self.tr("Special effect of the mystic strike"))
        self.strike_note.setPlaceholderText(self.tr("what the strike does, as the narrator decides"))
        self.form.addRow(self.tr("Special effect"), self.strike_note)
        self.note.setText(self.tr("Dice: the acting member's d20, then the other's."))
        self.finish()
        self.resolve = self.button
        for signal in (self.actor.currentIndexChanged, self.other.currentIndexChanged, self.bid.valueChanged,
                       self.narrator_actor.valueChanged, self.narrator_other.valueChanged):
            signal.connect(lambda _: self.preview())
        for box in (self.actor_point, self.other_point):
            box.toggled.connect(lambda _: self.preview())
        self._narrator_rows(False)
        self._strike_row(False)

    def set_contest(self, contest: ExtendedContest) -> None:
        acting, others = exchange_choices(contest)  # core says who may act against whom (HQ-17, HQ-18)
        _fill(self.actor, list(acting))
        _fill(self.other, list(others))
        self.setEnabled(bool(acting))
        self.preview()

    def _narrator_rows(self, shown: bool) -> None:
        for widget in (self.narrator_actor, self.narrator_other):
            widget.setVisible(shown)
            self.form.labelForField(widget).setVisible(shown)

    def _strike_row(self, shown: bool) -> None:
        self.strike_note.setVisible(shown)
        self.form.labelForField(self.strike_note).setVisible(shown)

    def operation(self) -> Callable[[Table, Any], Outcome]:
        return ops.exchange

    def preview(self) -> None:
        self._narrator_rows(False)
        self._strike_row(False)
        super().preview()

    def inputs(self) -> ops.Exchange | None:
        faces = self.dice.faces()
        if faces is None or self.actor.currentData() is None or self.other.currentData() is None:
            return None
        return ops.Exchange(self.actor.currentData(), self.other.currentData(), self.bid.value(), faces,
                            actor_hero_point=self.actor_point.isChecked(), other_hero_point=self.other_point.isChecked(),
                            narrator_changes=(self.narrator_actor.value(), self.narrator_other.value()), sheets=self.host.member_sheets(),
                            strike_note=self.strike_note.text())

    def words(self, before: ExtendedContest, outcome: Outcome) -> list[str]:
        lines = super().words(before, outcome)
        entry = outcome.play.log[-1]
        self._narrator_rows(entry.narrator)
        actor, other = before.member(entry.actor_id), before.member(entry.other_id or "")
        if entry.narrator:
            lines.append(self.tr("The narrator decides the changes below (HQ-17)."))
        if other.out:
            lines.append(self.tr("Parting shot: the other member is already out; its loss counts. One parting shot per member "
                                 "per contest (HQ-18)."))
        if_actor, if_other = strike_edges(actor, other)
        if if_actor and if_actor == if_other:
            lines.append(fmt(self.tr("Mystic strike: +%1 edge for whoever wins the exchange (HQ-27)."), if_actor))
        elif if_actor or if_other:
            lines.append(fmt(self.tr("Mystic strikes: only the winner's own strike is its edge: +%1 if %2 wins, +%3 if %4 wins (HQ-27)."),
                             if_actor, actor.name, if_other, other.name))
        if entry.struck_down:
            struck = before.member(entry.struck_down)
            self._strike_row(True)
            lines.append(fmt(self.tr("%1 is struck down by a mystic strike: a special effect follows, as the narrator decides. "
                                     "Note it below; it goes on the log and on the sheet's history (HQ-27)."), struck.name))
        if self.bid.value() > actor.points:
            lines.append(self.tr("Desperation stake: the bid is more than the points left (HQ-17)."))
        return lines

    def _go(self) -> None:
        super()._go()
        for box in (self.actor_point, self.other_point):
            box.setChecked(False)
        self.strike_note.clear()


class WoundsPanel(StepPanel):
    """HQ-17: a member who just lost 7 or more points may take wounds instead."""

    def __init__(self, host: Host) -> None:
        super().__init__(host, self.tr("&Trade for Wounds"), 1)
        self.member = _combo(self.tr("Member taking wounds"))
        self.wounds = spin(1, 99, self.tr("Wounds"), 1)
        self.form.addRow(self.tr("Member"), self.member)
        self.form.addRow(self.tr("Wounds"), self.wounds)
        self.note.setText(self.tr("One wound (a hurt) per full 7 points; an ability test decides: failed, the points go as well."))
        self.finish()
        self.member.currentIndexChanged.connect(lambda _: self.preview())
        self.wounds.valueChanged.connect(lambda _: self.preview())

    def set_contest(self, contest: ExtendedContest) -> None:
        eligible = [m for m in contest.members if wounds_open(contest, m.id)]
        _fill(self.member, eligible)
        most = max((wounds_open(contest, m.id) for m in eligible), default=1)
        self.wounds.setRange(1, max(1, most))
        self.setEnabled(bool(eligible) and not contest.finished)
        self.preview()

    def operation(self) -> Callable[[Table, Any], Outcome]:
        return ops.wounds

    def inputs(self) -> ops.Wounds | None:
        faces = self.dice.faces()
        return None if faces is None or self.member.currentData() is None else ops.Wounds(self.member.currentData(), self.wounds.value(), faces)


class LendPanel(StepPanel):
    """HQ-19: a helper lends points to a member of the same side (a contest against the points)."""

    def __init__(self, host: Host) -> None:
        super().__init__(host, self.tr("&Lend Points"), 2)
        self.lender = _combo(self.tr("Lender"))
        self.target = _combo(self.tr("Lend to"))
        self.points = spin(1, 999, self.tr("Points lent"), 5)
        self.form.addRow(self.tr("Lender"), self.lender)
        self.form.addRow(self.tr("To"), self.target)
        self.form.addRow(self.tr("Points"), self.points)
        self.note.setText(self.tr("Dice: the lender's d20, then the resistance's (the points lent)."))
        self.finish()
        for signal in (self.lender.currentIndexChanged, self.target.currentIndexChanged, self.points.valueChanged):
            signal.connect(lambda _: self.preview())

    def set_contest(self, contest: ExtendedContest) -> None:
        _fill(self.lender, list(contest.members))
        _fill(self.target, list(contest.members))
        self.setEnabled(contest.group and not contest.finished)
        self.preview()

    def operation(self) -> Callable[[Table, Any], Outcome]:
        return ops.lending

    def inputs(self) -> ops.Lend | None:
        faces = self.dice.faces()
        if faces is None or self.lender.currentData() is None or self.target.currentData() is None:
            return None
        return ops.Lend(self.lender.currentData(), self.target.currentData(), self.points.value(), faces)


class FinalPanel(StepPanel):
    """HQ-19: a member at 0 or below in a group contest tests a toughness-like ability."""

    def __init__(self, host: Host) -> None:
        super().__init__(host, self.tr("Try a &Final Action"), 1)
        self.member = _combo(self.tr("Member trying a final action"))
        self.rating = CheckedLineEdit(checker(Rating.parse))
        self.rating.setAccessibleName(self.tr("Toughness rating"))
        self.form.addRow(self.tr("Member"), self.member)
        self.form.addRow(self.tr("Toughness rating"), self.rating)
        self.finish()
        self.member.currentIndexChanged.connect(lambda _: self._default_rating())
        self.rating.textChanged.connect(lambda _: self.preview())

    def set_contest(self, contest: ExtendedContest) -> None:
        _fill(self.member, [m for m in contest.members if m.out and not m.final_action_done])
        self.setEnabled(contest.group and self.member.count() > 0 and not contest.finished)
        self._default_rating()

    def _default_rating(self) -> None:
        member_id = self.member.currentData()
        if member_id is not None:
            self.rating.setText(str(self.host.contest.member(member_id).rating))
        self.preview()

    def operation(self) -> Callable[[Table, Any], Outcome]:
        return ops.try_final_action

    def inputs(self) -> ops.TryFinalAction | None:
        faces = self.dice.faces()
        if faces is None or self.member.currentData() is None:
            return None
        try:
            rating = Rating.parse(self.rating.text())
        except Refusal:
            return None
        return ops.TryFinalAction(self.member.currentData(), rating, faces)
