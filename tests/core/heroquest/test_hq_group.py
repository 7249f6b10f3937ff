"""HQ-16 group simple contests: every cell of the resolution-point table, every level row,
and the hero-point boost."""

from __future__ import annotations

from fractions import Fraction

import pytest

from talekeeper.core.model import StateLevel, StateScale
from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.rules.heroquest import (
    Contestant,
    ContestKind,
    Effective,
    Level,
    PlayError,
    Rating,
    Result,
    group_boost_cost,
    group_boost_steps,
    group_consequence,
    group_contest,
    group_level,
    group_odds,
    score,
)
from talekeeper.core.rules.heroquest.group import score_pairing
from talekeeper.core.rules.heroquest.scoring import odds as contest_odds_of

CRIT, SUC, FAIL, FUM = Result.CRITICAL, Result.SUCCESS, Result.FAILURE, Result.FUMBLE
HERO_ROLL = {CRIT: 1, SUC: 4, FAIL: 14, FUM: 20}
OPPOSITION_ROLL = {CRIT: 1, SUC: 6, FAIL: 16, FUM: 20}

# The rules reference, HQ-16: the winner's points, hero's result (row) against the opposition's (column)
HQ16 = {
    (CRIT, CRIT): 1, (CRIT, SUC): 2, (CRIT, FAIL): 3, (CRIT, FUM): 5,
    (SUC, CRIT): 2, (SUC, SUC): 1, (SUC, FAIL): 2, (SUC, FUM): 3,
    (FAIL, CRIT): 3, (FAIL, SUC): 2, (FAIL, FAIL): 1, (FAIL, FUM): 2,
    (FUM, CRIT): 5, (FUM, SUC): 3, (FUM, FAIL): 2, (FUM, FUM): 0,
}


@pytest.mark.parametrize("cell", list(HQ16))
def test_hq16_every_cell(cell: tuple[Result, Result]) -> None:
    h, o = cell
    pairing = score_pairing("10", "10", HERO_ROLL[h], OPPOSITION_ROLL[o])
    assert pairing.cell == cell
    points = HQ16[cell]
    if h.rank > o.rank:
        assert (pairing.hero_points, pairing.opposition_points) == (points, 0)
    elif h.rank < o.rank:
        assert (pairing.hero_points, pairing.opposition_points) == (0, points)
    elif h is SUC or h is FAIL:
        # the diagonal: 1 point to the tie-break winner; the hero's roll is the lower one
        assert (pairing.hero_points, pairing.opposition_points) == (1, 0)
        high = score_pairing("10", "10", HERO_ROLL[h], OPPOSITION_ROLL[o], tie_break="high")
        assert (high.hero_points, high.opposition_points) == (0, 1)
    else:
        # critical/critical (both rolled 1) and fumble/fumble (both 20): equal rolls, 0 to both
        assert (pairing.hero_points, pairing.opposition_points) == (0, 0)


def test_hq16_diagonal_equal_rolls_score_nothing() -> None:
    pairing = score_pairing("10", "10", 5, 5)
    assert (pairing.hero_points, pairing.opposition_points) == (0, 0)
    # critical/critical with different rolls (a mastery bump) goes to the tie-break winner
    pairing = score_pairing("10W", "10", 4, 1)  # the hero's success (4) is bumped to a critical
    assert pairing.cell == (CRIT, CRIT)
    assert (pairing.hero_points, pairing.opposition_points) == (0, 1)  # 1 is the lower roll
    high = score_pairing("10W", "10", 4, 1, tie_break="high")
    assert (high.hero_points, high.opposition_points) == (1, 0)


def test_hq16_masteries_and_equal_masteries_apply_per_pairing() -> None:
    assert score_pairing("10W", "10", 14, 6).cell == (SUC, SUC)
    pairing = score_pairing("10W", "12W", 15, 16)  # HQ-7: both failures count as successes
    assert pairing.cell == (SUC, SUC) and pairing.hero_points == 1


# The rules reference, HQ-16: heroes' total minus the opposition's -> level
HQ16_LEVELS = {
    9: "complete_victory", 5: "complete_victory", 4: "major_victory", 3: "major_victory",
    2: "minor_victory", 1: "marginal_victory", 0: "tie", -1: "marginal_defeat", -2: "minor_defeat",
    -3: "major_defeat", -4: "major_defeat", -5: "complete_defeat", -12: "complete_defeat",
}


@pytest.mark.parametrize(("difference", "level"), list(HQ16_LEVELS.items()))
def test_hq16_every_level_row(difference: int, level: str) -> None:
    assert group_level(difference).value == level


# The rules reference, HQ-16 consequences; herowars: hurt for the three middle rows, then HQ-20's herowars states
HQ16_STATES = {
    "complete_victory": (None, None), "major_victory": (None, None), "minor_victory": (None, None),
    "marginal_victory": ("hurt", "hurt"), "tie": ("hurt", "hurt"), "marginal_defeat": ("hurt", "hurt"),
    "minor_defeat": ("impaired", "hurt"), "major_defeat": ("injured", "injured"),
    "complete_defeat": ("dying", "dying"),
}


@pytest.mark.parametrize(("level", "states"), list(HQ16_STATES.items()))
def test_hq16_every_consequence(level: str, states: tuple[str | None, str | None]) -> None:
    heroquest, herowars = (None if s is None else StateLevel(s) for s in states)
    assert group_consequence(Level(level), StateScale.HEROQUEST) is heroquest
    assert group_consequence(Level(level), "herowars") is herowars


def test_hq16_group_contest_totals() -> None:
    heroes = [("10", 1), ("10", 4), ("10", 14), ("12W", 20)]
    result = group_contest(heroes, "10", [16, 6, 6, 4])
    # crit v fail: hero 3; success 4 v success 6: hero 1 (lower); fail v success: opposition 2;
    # 12W fumble -> failure v success: opposition 2
    assert [(p.hero_points, p.opposition_points) for p in result.pairings] == [(3, 0), (1, 0), (0, 2), (0, 2)]
    assert (result.heroes_resolution_points, result.opposition_resolution_points) == (4, 4)
    assert result.difference == 0 and result.level is Level.TIE
    assert result.consequence() is StateLevel.HURT and result.benefit == 0
    high = group_contest(heroes, "10", [16, 6, 6, 4], tie_break="high")
    assert (high.heroes_resolution_points, high.opposition_resolution_points) == (3, 5)
    assert high.level is Level.MINOR_DEFEAT


def test_hq16_group_contest_refuses_mismatched_rolls() -> None:
    with pytest.raises(ValueError):
        group_contest([("10", 4)], "10", [4, 5])
    with pytest.raises(ValueError):
        group_contest([], "10", [])


@pytest.mark.parametrize(
    ("participants", "one_step"), [(1, 1), (2, 1), (3, 1), (4, 2), (5, 2), (6, 2), (7, 3), (10, 4)]
)
def test_hq16_hero_point_boost_cost(participants: int, one_step: int) -> None:
    assert group_boost_cost(participants, 0) == 0
    assert group_boost_cost(participants, 1) == one_step
    assert group_boost_cost(participants, 2) == 2 * one_step
    with pytest.raises(ValueError):
        group_boost_cost(participants, 3)
    assert group_boost_steps(participants, one_step - 1) == 0
    assert group_boost_steps(participants, one_step) == 1
    assert group_boost_steps(participants, 2 * one_step) == 2
    assert group_boost_steps(participants, 10 * one_step) == 2


def test_hq16_boost_refuses_no_participants() -> None:
    with pytest.raises(ValueError):
        group_boost_cost(0, 1)


# --- HQ-16 / HQ-20: a hero's automatic bumps count in every pairing and in the odds ---------------


def test_hq16_hq20_an_injured_heros_bump_down_counts_in_each_pairing() -> None:
    # 17 against 14: the hero's critical (1) against a fumble (20) is 5 points; one step down makes
    # it a success against a fumble: 3.
    assert score_pairing("17", "14", 1, 20).hero_points == 5
    bumped = score_pairing("17", "14", 1, 20, hero_bumps=-1)
    assert bumped.cell == (SUC, FUM) and bumped.hero_points == 3
    group = group_contest([("17", 1), ("12", 5)], "14", [20, 9], hero_bumps=[-1, 0])
    assert [p.hero_points for p in group.pairings] == [3, 1]
    with pytest.raises(PlayError) as caught:
        group_contest([("17", 1)], "14", [20], hero_bumps=[-1, 0])
    assert caught.value.code == "hq.group_bumps"


def test_hq16_hq10_group_odds_count_an_injured_heros_bump() -> None:
    # One hero, injured: no pairing can score 5, so a complete victory is impossible.
    odds = group_odds(["17"], "14", hero_bumps=[-1])
    assert odds[Level.COMPLETE_VICTORY] == 0
    assert group_odds(["17"], "14")[Level.COMPLETE_VICTORY] == Fraction(1, 400)
    counts = {level: 0 for level in Level}
    for roll in range(1, 21):
        for other in range(1, 21):
            counts[group_contest([("17", roll)], "14", [other], hero_bumps=[-1]).level] += 1
    assert odds == {level: Fraction(n, 400) for level, n in counts.items()}


def test_scoring_a_contest_with_no_opposition_is_refused_not_a_bug() -> None:
    """Issue 21: a script scoring a group contest with no one to face gets the refusal the
    operation gives, not a plain ValueError."""
    fine = Effective(rating=Rating(12), base=Rating(12), parts=())
    with pytest.raises(PlayError) as refused:
        score(ContestKind.GROUP, [Contestant("Vasana", fine)], None, [1, 20], tie_break=TieBreak.LOW)
    assert refused.value.code == "hq.no_opposition"


def test_hq16_scoring_a_group_contest_passes_each_heros_bumps() -> None:
    hurt = Effective(rating=Rating(17), base=Rating(17), parts=(), bumps=-1)
    fine = Effective(rating=Rating(12), base=Rating(12), parts=())
    opposition = Contestant("", Effective(rating=Rating(14), base=Rating(14), parts=()))
    scored = score(ContestKind.GROUP, [Contestant("Vasana", hurt), Contestant("Harvar", fine)], opposition, [1, 20, 5, 9],
                   tie_break=TieBreak.LOW)
    assert [e.params["points"] for e in scored.events if e.kind == "hq.pairing"] == [3, 1]
    chances, _ = contest_odds_of(ContestKind.GROUP, [hurt], opposition.effective, TieBreak.LOW) or ({}, None)
    assert chances[Level.COMPLETE_VICTORY] == 0
