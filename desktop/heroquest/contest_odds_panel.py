"""The extended contest window's odds of the whole contest (HQ-17, HQ-18): before each exchange,
the chance of each final outcome from the points the members have now, with bids the users can
try before choosing; for a group contest, the pairing chosen for the exchange and each side's
chance. Worked out off the GUI thread (`desktop.background`), so a long contest never freezes."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QSpinBox, QVBoxLayout

from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import ExtendedContest, ExtendedOdds, Level, Member, extended_odds
from talekeeper.core.rules.heroquest.group_extended_odds import EXCHANGE_LIMIT, GroupOdds, group_extended_odds
from talekeeper.desktop.background import Background
from talekeeper.desktop.heroquest.sheet_words import OUTCOME_COLOURS
from talekeeper.desktop.odds_chart import OddsChart, percent
from talekeeper.desktop.widgets import fmt, plain_label
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import refusal_text

BOTH_OUT_COLOUR = QColor("#9a9a9a")


class Exchanging(Protocol):
    """What the panel reads of the exchange panel: who acts against whom, and the bid."""

    actor: QComboBox
    other: QComboBox
    bid: QSpinBox


class ContestOddsPanel(QGroupBox):
    """A chart of the final outcome for the pairing of the next exchange, a chance-to-win line,
    and (group contests) each side's chance, by the stated method."""

    def __init__(self, exchanging: Exchanging) -> None:
        super().__init__(self.tr("Odds of the whole contest (HQ-17, HQ-18)"))
        self.exchanging = exchanging
        self.contest: ExtendedContest | None = None
        self.background = Background(self)
        layout = QVBoxLayout(self)
        bids = QHBoxLayout()
        self.a_bid = _spin(self.tr("Side A's bid for the odds"))
        self.b_bid = _spin(self.tr("Side B's bid for the odds"))
        for text, box in ((self.tr("If side A bids"), self.a_bid), (self.tr("and side B bids"), self.b_bid)):
            caption = plain_label(text)
            caption.setWordWrap(False)
            caption.setBuddy(box)
            bids.addWidget(caption)
            bids.addWidget(box)
        bids.addWidget(plain_label(self.tr("in every exchange:")), 1)
        layout.addLayout(bids)
        self.pairing = plain_label()
        self.chart = OddsChart(name=self.tr("Chance of each final outcome"))
        self.win = plain_label()
        self.sides = plain_label()
        self.assumes = plain_label(self.tr(
            "Assumes the sides take turns and keep these bids; automatic bumps (an injured state) count; no edges, hero "
            "points, wound trades, lending or parting shot. Side A's view: its victories, its defeats."))
        self.assumes.setWordWrap(True)
        self.sides.setWordWrap(True)
        for widget in (self.pairing, self.chart, self.win, self.sides, self.assumes):
            layout.addWidget(widget)
        for box in (self.a_bid, self.b_bid):
            box.valueChanged.connect(lambda _: self.refresh())
        exchanging.bid.valueChanged.connect(self._follow_bid)
        exchanging.actor.currentIndexChanged.connect(lambda _: self.refresh())
        exchanging.other.currentIndexChanged.connect(lambda _: self.refresh())

    def set_contest(self, contest: ExtendedContest) -> None:
        first = self.contest is None
        self.contest = contest
        if first:
            self._follow_bid(self.exchanging.bid.value(), both=True)
        self.refresh()

    def _follow_bid(self, bid: int, *, both: bool = False) -> None:
        """The exchange's bid is the acting side's bid here too (the users may then try others)."""
        if self.contest is None:
            return
        boxes = (self.a_bid, self.b_bid) if both else ((self.a_bid, self.b_bid)[self.contest.acting_side],)
        for box in boxes:
            box.setValue(bid)

    def pair(self) -> tuple[Member, Member] | None:
        """The exchange's pairing as (side A's member, side B's member), or None."""
        contest = self.contest
        if contest is None or contest.finished or contest.beaten_side is not None:
            return None
        ids = (self.exchanging.actor.currentData(), self.exchanging.other.currentData())
        if None in ids:
            return None
        first, second = (contest.member(i) for i in ids)
        return (first, second) if first.side == 0 else (second, first)

    def refresh(self) -> None:
        pair = self.pair()
        contest = self.contest
        if pair is None or contest is None:
            self.background.cancel()
            self.setVisible(contest is not None and not contest.finished and contest.beaten_side is None and len(contest.members) > 1)
            self._clear(self.tr("Choose who acts and against whom to see the odds.") if self.isVisible() else "")
            return
        self.setVisible(True)
        a, b = pair
        self.pairing.setText(fmt(self.tr("%1 (%2 AP) against %3 (%4 AP), from the points now:"), a.name, a.points, b.name, b.points))
        acting = "a" if contest.acting_side == 0 else "b"
        bids = (self.a_bid.value(), self.b_bid.value())
        standing = [[m for m in contest.side(side) if not m.out] for side in (0, 1)]
        group = [[(m.rating, m.points, m.bumps) for m in contest.side(side)] for side in (0, 1)]
        alone = all(len(s) == 1 for s in standing)
        tie, heroic = contest.tie_break, contest.heroic

        def work() -> tuple[ExtendedOdds, GroupOdds | None]:
            one = extended_odds(a.rating, b.rating, a.points, b.points, a_bid=bids[0], b_bid=bids[1], acting=acting,
                                tie_break=tie, heroic=heroic, a_start=a.start, b_start=b.start, a_bumps=a.bumps, b_bumps=b.bumps)
            many = None if alone else group_extended_odds(group[0], group[1], a_bid=bids[0], b_bid=bids[1], acting=acting, tie_break=tie)
            return one, many

        self.win.setText(self.tr("Working out the odds…"))
        self.chart.setEnabled(False)  # shown faded until the new odds arrive
        if self.sides.text() and not alone:
            self.sides.setText(self.tr("Working out each side's chance…"))
        self.background.run(work, lambda result, error: self._show(pair, result, error))

    def _show(self, pair: tuple[Member, Member], result: tuple[ExtendedOdds, GroupOdds | None] | None,
              error: BaseException | None) -> None:
        if error is not None or result is None:
            if not isinstance(error, Refusal):
                raise error or RuntimeError("no odds")  # a bug: the application's handler logs and shows it once
            self._clear(refusal_text(error))
            return
        one, many = result
        a, b = pair
        self.chart.setEnabled(True)
        rows = [(label(level), chance, OUTCOME_COLOURS[level]) for level, chance in one.levels.items() if level is not Level.TIE]
        rows.append((self.tr("Both out"), one.both_out, BOTH_OUT_COLOUR))
        self.chart.set_rows(rows)
        self.win.setText(fmt(self.tr("Chance to win: %1 %2, %3 %4; both out %5."), a.name, percent(one.a_wins), b.name,
                             percent(one.b_wins), percent(one.both_out)))
        if many is None:
            self.sides.setText(self.tr("One member a side: these odds are exact."))
        else:
            self.sides.setText(fmt(self.tr(
                "Whole sides (all members, each acting in turn against the other side's member with the fewest points): "
                "side A wins %1, side B %2, both out %3, each within ±%4 (95%), from %5 simulated contests. "
                "The chart above is the pairing alone, exact."),
                percent(many.a_wins), percent(many.b_wins), percent(many.both_out), percent(many.margin), many.runs)
                + (fmt(" " + self.tr("%1 of them were still going after %2 exchanges and count for neither side."),
                       many.undecided, EXCHANGE_LIMIT) if many.undecided else ""))

    def _clear(self, why: str) -> None:
        self.chart.setEnabled(True)
        self.pairing.setText("")
        self.chart.set_rows([])
        self.win.setText(why)
        self.sides.setText("")


def _spin(name: str) -> QSpinBox:
    box = QSpinBox()
    box.setRange(0, 999)
    box.setAccessibleName(name)
    return box
