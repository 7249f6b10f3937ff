"""HQ-17..HQ-19 extended contests: every exchange cell, edges and handicaps, the end levels,
wounds for points, lending and final actions."""

from __future__ import annotations

import pytest

from talekeeper.core.model import StateScale
from talekeeper.core.rules.heroquest import (
    Level,
    Rating,
    Result,
    ap_defeat_level,
    exchange,
    final_action,
    final_action_test,
    lend_result,
    lending_resistance,
    starting_action_points,
    wound_trade,
)

CRIT, SUC, FAIL, FUM = Result.CRITICAL, Result.SUCCESS, Result.FAILURE, Result.FUMBLE
# against base 10; the acting side's success and failure rolls are the lower ones
ACTOR_ROLL = {CRIT: 1, SUC: 4, FAIL: 14, FUM: 20}
OTHER_ROLL = {CRIT: 1, SUC: 6, FAIL: 16, FUM: 20}
BID = 5

# The rules reference, HQ-17 with a bid of 5 and no edges: (acting side's change, other side's change).
# "taken": the winner gains what the loser loses; "lost": gone.
HQ17 = {
    (CRIT, CRIT): "narrator",
    (CRIT, SUC): (+5, -5),  # loser 1x taken
    (CRIT, FAIL): (+10, -10),  # loser 2x taken
    (CRIT, FUM): (+15, -15),  # loser 3x taken
    (SUC, CRIT): (-5, +5),  # loser 1x taken
    (SUC, SUC): (0, -5),  # tie-break loser (the higher roll, 6) loses 1x
    (SUC, FAIL): (0, -10),  # loser loses 2x
    (SUC, FUM): (0, -15),  # loser loses 3x
    (FAIL, CRIT): (-10, +10),  # loser 2x taken
    (FAIL, SUC): (-10, 0),  # loser loses 2x
    (FAIL, FAIL): (-5, -5),  # both lose 1x
    (FAIL, FUM): (-5, -10),  # winner loses 1x, loser 2x
    (FUM, CRIT): (-15, +15),  # loser 3x taken
    (FUM, SUC): (-15, 0),  # loser loses 3x
    (FUM, FAIL): (-10, -5),  # winner loses 1x, loser 2x
    (FUM, FUM): (-10, -10),  # both lose 2x
}


@pytest.mark.parametrize("cell", list(HQ17))
def test_hq17_every_cell(cell: tuple[Result, Result]) -> None:
    a, o = cell
    result = exchange("10", "10", ACTOR_ROLL[a], OTHER_ROLL[o], BID)
    assert result.cell == cell
    expected = HQ17[cell]
    if expected == "narrator":
        assert result.narrator_decides
        assert (result.actor_change, result.other_change) == (0, 0)
    else:
        assert not result.narrator_decides
        assert (result.actor_change, result.other_change) == expected


def test_hq17_success_against_success_tie_break() -> None:
    assert (exchange("10", "10", 4, 6, BID, tie_break="high").actor_change,
            exchange("10", "10", 4, 6, BID, tie_break="high").other_change) == (-5, 0)
    equal = exchange("10", "10", 5, 5, BID)
    assert (equal.actor_change, equal.other_change, equal.winner) == (0, 0, None)


def test_hq17_equal_masteries_may_apply() -> None:
    result = exchange("10W", "12W", 15, 16, BID)  # HQ-7: both failures become successes
    assert result.cell == (SUC, SUC) and (result.actor_change, result.other_change) == (0, -5)


def test_hq17_masteries_and_hero_points_as_in_a_simple_contest() -> None:
    assert exchange("10W", "10", 4, 6, BID).cell == (CRIT, SUC)
    assert exchange("10", "10", 14, 6, BID, actor_hero_point=True).cell == (SUC, SUC)
    assert exchange("10", "10", 4, 1, BID, other_hero_point=True).cell == (FAIL, CRIT)


def test_hq17_edge_adds_to_the_stake_before_the_multiple() -> None:
    # The rules reference, HQ-17: with a bid of 5 and an edge of 2, a 2x loss is 2 x (5 + 2) = 14
    result = exchange("10", "10", ACTOR_ROLL[SUC], OTHER_ROLL[FAIL], 5, actor_edge=2)
    assert (result.actor_change, result.other_change) == (0, -14)
    taken = exchange("10", "10", ACTOR_ROLL[CRIT], OTHER_ROLL[FAIL], 5, actor_edge=2)
    assert (taken.actor_change, taken.other_change) == (14, -14)  # what is taken is what is lost
    # the loser's own edge does not change its loss
    assert exchange("10", "10", ACTOR_ROLL[SUC], OTHER_ROLL[FAIL], 5, other_edge=4).other_change == -10


def test_hq17_handicap_takes_from_the_stake_never_below_zero() -> None:
    result = exchange("10", "10", ACTOR_ROLL[FAIL], OTHER_ROLL[CRIT], 5, other_edge=-3)
    assert (result.actor_change, result.other_change) == (-4, 4)  # 2 x (5 - 3), taken
    floor = exchange("10", "10", ACTOR_ROLL[FAIL], OTHER_ROLL[CRIT], 2, other_edge=-5)
    assert (floor.actor_change, floor.other_change) == (0, 0)


def test_hq17_both_lose_cells_use_the_other_sides_edge() -> None:
    both = exchange("10", "10", ACTOR_ROLL[FUM], OTHER_ROLL[FUM], 5, actor_edge=2, other_edge=1)
    assert (both.actor_change, both.other_change) == (-2 * (5 + 1), -2 * (5 + 2))
    split = exchange("10", "10", ACTOR_ROLL[FAIL], OTHER_ROLL[FUM], 5, actor_edge=2, other_edge=-1)
    assert (split.actor_change, split.other_change) == (-1 * (5 - 1), -2 * (5 + 2))
    assert split.winner == "actor"


def test_hq17_desperation_stake_and_bad_bids() -> None:
    assert exchange("10", "10", 1, 16, 40).other_change == -80
    with pytest.raises(ValueError):
        exchange("10", "10", 1, 16, -1)
    with pytest.raises(ValueError):
        exchange("10", "10", 1, 16, 5, tie_break="middle")


def test_hq17_starting_action_points() -> None:
    assert starting_action_points("17") == 17
    assert starting_action_points("17W2") == 57  # target + 20 per mastery
    assert starting_action_points(Rating(8, 4), -5) == 83
    assert starting_action_points("0") == 0


@pytest.mark.parametrize(
    ("points", "wounds", "lost"), [(0, 0, 0), (6, 0, 6), (7, 1, 0), (13, 1, 6), (14, 2, 0), (16, 2, 2)]
)
def test_hq17_wound_trade(points: int, wounds: int, lost: int) -> None:
    trade = wound_trade(points)
    assert (trade.wounds, trade.points_lost) == (wounds, lost)


def test_hq17_wound_trade_choices_and_failed_test() -> None:
    assert wound_trade(16, 1).points_lost == 9
    assert wound_trade(16, 0).points_lost == 16
    failed = wound_trade(14, test=Level.MINOR_DEFEAT)
    assert (failed.wounds, failed.points_lost) == (2, 14)  # the points go and the wounds are taken too
    assert wound_trade(14, test=Level.MINOR_VICTORY).points_lost == 0
    with pytest.raises(ValueError):
        wound_trade(13, 2)


# The rules reference, HQ-18, ordinary contest: 0..-10 marginal, -11..-20 minor, -21..-30 major, -31 or below complete
HQ18_ORDINARY = {
    0: "marginal_defeat", -10: "marginal_defeat", -11: "minor_defeat", -20: "minor_defeat",
    -21: "major_defeat", -30: "major_defeat", -31: "complete_defeat", -100: "complete_defeat",
}
# heroic, start 20: 2 x AP >= -20 marginal (-10 exactly is marginal); -20 < AP minor;
# -40 < AP <= -20 major; AP <= -40 complete
HQ18_HEROIC_20 = {
    0: "marginal_defeat", -10: "marginal_defeat", -11: "minor_defeat", -19: "minor_defeat",
    -20: "major_defeat", -39: "major_defeat", -40: "complete_defeat", -60: "complete_defeat",
}
# heroic, start 15: -7.5 splits marginal and minor
HQ18_HEROIC_15 = {
    -7: "marginal_defeat", -8: "minor_defeat", -14: "minor_defeat", -15: "major_defeat",
    -29: "major_defeat", -30: "complete_defeat",
}


@pytest.mark.parametrize(("ap", "level"), list(HQ18_ORDINARY.items()))
def test_hq18_every_cell_ordinary(ap: int, level: str) -> None:
    assert ap_defeat_level(ap, 30).value == level
    assert ap_defeat_level(ap, 90).value == level  # the start does not matter


@pytest.mark.parametrize(("ap", "level"), list(HQ18_HEROIC_20.items()))
def test_hq18_every_cell_heroic(ap: int, level: str) -> None:
    assert ap_defeat_level(ap, 20, heroic=True).value == level


@pytest.mark.parametrize(("ap", "level"), list(HQ18_HEROIC_15.items()))
def test_hq18_heroic_odd_start(ap: int, level: str) -> None:
    assert ap_defeat_level(ap, 15, heroic=True).value == level


def test_hq18_still_in_the_contest() -> None:
    with pytest.raises(ValueError):
        ap_defeat_level(1, 20)


# The rules reference, HQ-19 lending: (target's change, lender's change) for 6 points lent
HQ19_LENDING = {
    "complete_victory": (6, 0), "major_victory": (6, 0), "minor_victory": (6, -6),
    "marginal_victory": (6, -6), "tie": (0, 0), "marginal_defeat": (0, -6), "minor_defeat": (0, -6),
    "major_defeat": (-6, -6), "complete_defeat": (-6, -6),
}


@pytest.mark.parametrize(("level", "changes"), list(HQ19_LENDING.items()))
def test_hq19_every_lending_result(level: str, changes: tuple[int, int]) -> None:
    result = lend_result(Level(level), 6)
    assert (result.target_change, result.lender_change) == changes


def test_hq19_lending_narrators_call_and_resistance() -> None:
    assert (lend_result(None, 6).target_change, lend_result(None, 6).lender_change) == (0, 0)
    assert lending_resistance(6) == Rating(6)
    assert lending_resistance(25) == Rating(5, 1)


# The rules reference, HQ-19 final action: critical -> act without the penalty; success -> act with it;
# failure -> cannot act; fumble -> the defeat level worsens one step
@pytest.mark.parametrize(
    ("result", "acts", "with_penalty", "level"),
    [(CRIT, True, False, "minor_defeat"), (SUC, True, True, "minor_defeat"),
     (FAIL, False, False, "minor_defeat"), (FUM, False, False, "major_defeat")],
)
def test_hq19_every_final_action_result(result: Result, acts: bool, with_penalty: bool, level: str) -> None:
    action = final_action(result, Level.MINOR_DEFEAT)
    assert (action.acts, action.with_penalty, action.level.value) == (acts, with_penalty, level)


def test_hq19_final_action_refusals() -> None:
    with pytest.raises(ValueError):
        final_action(SUC, Level.COMPLETE_DEFEAT)
    with pytest.raises(ValueError):
        final_action(SUC, Level.TIE)
    with pytest.raises(ValueError):
        final_action_test("15", 5, Level.COMPLETE_DEFEAT)


def test_hq19_final_action_test_uses_the_state_of_the_level() -> None:
    # heroquest marginal defeat -> hurt -3: 15 becomes 12, a 13 fails
    assert not final_action_test("15", 13, Level.MARGINAL_DEFEAT).acts
    assert final_action_test("15", 12, Level.MARGINAL_DEFEAT).acts
    # heroquest major defeat -> injured: an automatic bump down, a success becomes a failure
    assert not final_action_test("15", 5, Level.MAJOR_DEFEAT).acts
    assert final_action_test("15", 1, Level.MAJOR_DEFEAT).acts  # critical bumped down to success
    # herowars major defeat -> injured: half of 15 is 7
    assert not final_action_test("15", 8, Level.MAJOR_DEFEAT, StateScale.HEROWARS).acts
    assert final_action_test("15", 7, Level.MAJOR_DEFEAT, "herowars").acts
    # herowars marginal defeat -> dazed: no modifier
    assert final_action_test("15", 15, Level.MARGINAL_DEFEAT, "herowars").acts
