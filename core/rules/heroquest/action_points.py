"""The arithmetic of extended contests: action points and exchanges (HQ-17), the defeat level at
the end (HQ-18), and the group rules of lending points and final actions (HQ-19). The running
contest, saved between steps, is `extended.py`'s."""

from __future__ import annotations

from dataclasses import dataclass

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.enums import StateScale
from talekeeper.core.model.history import Event
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.consequences import consequence, with_state
from talekeeper.core.rules.heroquest.contest import ability_test_result
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import FINAL_ACTION_COMPLETE, FINAL_ACTION_STANDING, NEGATIVE_BID, NEGATIVE_POINTS, WOUNDS_RANGE
from talekeeper.core.rules.heroquest.results import (
    Level,
    Result,
    as_rating,
    as_tie_break,
    resolve,
    tie_break_winner,
)
from talekeeper.core.rules.heroquest.tables import (
    HQ17_EXCHANGES,
    HQ17_POINTS_PER_WOUND,
    HQ18_DEFEAT,
    HQ19_FINAL_ACTION,
    HQ19_LENDING,
    CellRule,
)

ACTOR, OTHER = "actor", "other"


def starting_action_points(rating: Rating | str, modifier: int = 0) -> int:
    """HQ-17: target + 20 per mastery + modifiers, i.e. the rating's value plus `modifier`
    (masteries do not cancel for this)."""
    return as_rating(rating).value + modifier


@dataclass(frozen=True)
class Exchange:
    """One exchange of an extended contest (HQ-17), from the acting side's point of view.

    `actor_change`/`other_change` are the signed action-point changes, transfers included
    ("taken" points leave the loser and reach the winner). In the narrator-decides cell both are 0
    and `narrator_decides` is true. `winner` is "actor", "other" or None (nobody, or both lose).
    """

    actor_result: Result
    other_result: Result
    actor_rolled: Result
    other_rolled: Result
    actor_change: int
    other_change: int
    winner: str | None
    taken: bool
    narrator_decides: bool
    rule: CellRule
    notes: tuple[Event, ...]

    @property
    def cell(self) -> tuple[Result, Result]:
        """The HQ-17 cell: (acting side's result, other side's result) after HQ-6..HQ-8."""
        return (self.actor_result, self.other_result)


def exchange(
    actor: Rating | str,
    other: Rating | str,
    actor_roll: int,
    other_roll: int,
    bid: int,
    *,
    tie_break: TieBreak | str = TieBreak.LOW,
    actor_edge: int = 0,
    other_edge: int = 0,
    actor_hero_point: bool = False,
    other_hero_point: bool = False,
    actor_bumps: int = 0,
    other_bumps: int = 0,
    strikes: tuple[int, int] = (0, 0),
) -> Exchange:
    """HQ-17: resolve one exchange in which the acting side bid `bid` action points.

    Both rolls go through HQ-4..HQ-8 as in a simple contest. An edge (positive) or handicap
    (negative) is added to the stake whenever its holder's opponent loses or has points taken,
    before the multiple; in the cells where both sides lose, each side's loss likewise uses the
    stake adjusted by the other side's edge or handicap. `strikes` are the ratings of the mystic
    strikes the acting and the other side use (0: none): a strike's rating is an edge for the
    exchange's winner (HQ-27), added to the loser's stake and to nothing when nobody wins; when
    both sides strike, only the winner's own strike is its edge (`winner_edge`). A stake is never
    below 0. The bid may exceed the points left (desperation stake); a negative bid raises
    PlayError.
    """
    if isinstance(bid, bool) or not isinstance(bid, int) or bid < 0:
        raise PlayError(NEGATIVE_BID, bid=bid)
    tie = as_tie_break(tie_break)
    resolution = resolve(
        as_rating(actor), as_rating(other), actor_roll, other_roll,
        first_bumps=actor_bumps, second_bumps=other_bumps,
        first_hero_point=actor_hero_point, second_hero_point=other_hero_point,
        names=("acting side", "other side"),
    )
    a, o = resolution.first, resolution.second
    cell = HQ17_EXCHANGES[(a, o)]
    # What each side loses per 1x: the bid adjusted by the *opponent's* edge or handicap.
    stake = {ACTOR: bid + other_edge, OTHER: bid + actor_edge}
    loss = {ACTOR: 0, OTHER: 0}
    winner: str | None = None
    if cell.rule is CellRule.BOTH:
        loss = {side: cell.loser * max(0, stake[side]) for side in (ACTOR, OTHER)}
    elif cell.rule in (CellRule.FIXED, CellRule.TIE_BREAK):
        if cell.rule is CellRule.FIXED:
            winner = ACTOR if a.rank > o.rank else OTHER
        else:
            wins = tie_break_winner(actor_roll, other_roll, tie)
            winner = None if wins == 0 else (ACTOR if wins > 0 else OTHER)
        if winner is not None:
            loser = OTHER if winner == ACTOR else ACTOR
            loss[loser] = cell.loser * max(0, stake[loser] + winner_edge(strikes, winner == ACTOR))
            loss[winner] = cell.winner * max(0, stake[winner])
    change = {side: -loss[side] for side in (ACTOR, OTHER)}
    if cell.taken and winner is not None:
        change[winner] += loss[OTHER if winner == ACTOR else ACTOR]
    return Exchange(
        actor_result=a, other_result=o,
        actor_rolled=resolution.first_rolled, other_rolled=resolution.second_rolled,
        actor_change=change[ACTOR], other_change=change[OTHER],
        winner=winner,
        taken=cell.taken and winner is not None,
        narrator_decides=cell.rule is CellRule.NARRATOR,
        rule=cell.rule, notes=resolution.notes,
    )


def winner_edge(strikes: tuple[int, int], actor_wins: bool) -> int:
    """HQ-27: the edge the mystic strikes (acting side's rating, other side's; 0: no strike) give
    the exchange's winner. One strike: its rating, whoever wins. **Decision:** when both sides
    strike, only the winner's own strike is its edge; the loser's gives nothing."""
    actor, other = strikes
    if actor and other:
        return actor if actor_wins else other
    return actor + other


def ap_defeat_level(final_ap: int, starting_ap: int, *, heroic: bool = False) -> Level:
    """HQ-18: the defeat level of a loser with `final_ap` (0 or fewer) action points.

    Ordinary: 0..-10 marginal, -11..-20 minor, -21..-30 major, -31 or below complete. Heroic
    (start = the loser's own starting points): 2 x AP >= -start marginal (**Decision:** exactly
    -start/2 is marginal), -start < AP minor, -2 x start < AP major, else complete. A contestant
    above 0 is not defeated: ValueError.
    """
    if final_ap > 0:
        raise ValueError(f"a contestant with {final_ap} action points is still in the contest")  # a bug: asked only of a loser
    for row in HQ18_DEFEAT:
        if heroic:
            if row.heroic_factor is None:
                return row.level
            bound = row.heroic_factor * starting_ap
            if final_ap > bound or (row.heroic_inclusive and final_ap == bound):
                return row.level
        elif row.ordinary_at_least is None or final_ap >= row.ordinary_at_least:
            return row.level
    raise AssertionError("HQ18_DEFEAT ends with an open row")  # pragma: no cover


@dataclass(frozen=True)
class WoundTrade:
    """HQ-17: wounds taken (each a hurt on the current scale) and action points still lost."""

    wounds: int
    points_lost: int


def wounds_bought(points: int) -> int:
    """HQ-17: the most wounds `points` lost may be traded for, one per full 7 points (0: too few
    points to trade)."""
    return max(0, points) // HQ17_POINTS_PER_WOUND


def wound_trade(points: int, wounds: int | None = None, *, test: Level | None = None) -> WoundTrade:
    """HQ-17: trade points lost or taken for wounds, one wound per full 7 points, the rest lost.

    `wounds` defaults to as many as the points buy (more raises PlayError). `test` is the
    outcome of the ability test of the ability in use (**Decision**): if it is not a victory,
    the points go and the wounds are taken too.
    """
    if points < 0:
        raise PlayError(NEGATIVE_POINTS)
    most = wounds_bought(points)
    wounds = most if wounds is None else wounds
    if not 0 <= wounds <= most:
        raise PlayError(WOUNDS_RANGE, points=points, most=most, wounds=wounds)
    if test is not None and not test.is_victory:
        return WoundTrade(wounds, points)
    return WoundTrade(wounds, points - wounds * HQ17_POINTS_PER_WOUND)


@dataclass(frozen=True)
class Lending:
    """HQ-19: action-point changes of the target and of the lender."""

    target_change: int
    lender_change: int


def lend_result(level: Level | None, points: int) -> Lending:
    """HQ-19 lending: the lender's simple contest against a resistance of `points` ended at `level`.

    Complete/major victory -> the target gains them; minor/marginal -> the target gains and the
    lender loses them; tie or the narrator's call (None) -> nothing; marginal/minor defeat -> the
    lender loses them; major/complete defeat -> both lose them.
    """
    if points < 0:
        raise PlayError(NEGATIVE_POINTS)
    if level is None:
        return Lending(0, 0)
    target, lender = HQ19_LENDING[level]
    return Lending(target * points, lender * points)


def lending_resistance(points: int) -> Rating:
    """HQ-19: the resistance of lending is the number of points lent, as a rating."""
    return Rating.from_value(points)


@dataclass(frozen=True)
class FinalAction:
    """HQ-19: may the member act, with the penalty of their state, and their defeat level now."""

    acts: bool
    with_penalty: bool
    level: Level


def final_action(result: Result, level: Level) -> FinalAction:
    """HQ-19 final action for a member at defeat `level` whose ability test gave `result`:
    critical -> act without the penalty; success -> act with it; failure -> cannot act; fumble ->
    the defeat level worsens one step. **Decision:** at complete defeat no attempt (PlayError)."""
    if not level.is_defeat:
        raise PlayError(FINAL_ACTION_STANDING)
    if level is Level.COMPLETE_DEFEAT:
        raise PlayError(FINAL_ACTION_COMPLETE)
    row = HQ19_FINAL_ACTION[result]
    return FinalAction(row.acts, row.with_penalty, level.bumped(-row.worsen))


def final_action_test(rating: Rating | str, roll: int, level: Level,
                      scale: StateScale | str = StateScale.HEROQUEST) -> FinalAction:
    """HQ-19: the final action's ability test with the toughness-like `rating`, modified by the
    state the defeat `level` gives on `scale` (HQ-20), then `final_action`."""
    if level is Level.COMPLETE_DEFEAT:
        raise PlayError(FINAL_ACTION_COMPLETE)
    penalised = with_state(rating, consequence(level, scale), scale)
    return final_action(ability_test_result(penalised.rating, roll, bumps=penalised.bumps), level)
