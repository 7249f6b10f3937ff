"""HQ-6..HQ-9 simple contests and the ability test, with expected values written from `resources/rules/rules.md`."""

from __future__ import annotations

import pytest

from talekeeper.core.model import TieBreak
from talekeeper.core.rules.heroquest import Level, Rating, Result, ability_test, simple_contest

CRIT, SUC, FAIL, FUM = Result.CRITICAL, Result.SUCCESS, Result.FAILURE, Result.FUMBLE

# Against base 10: a roll giving each result. The success and failure rolls of the two sides
# differ so that no cell is decided by equal rolls unless a test says so.
HERO_ROLL = {CRIT: 1, SUC: 4, FAIL: 14, FUM: 20}
OPPOSITION_ROLL = {CRIT: 1, SUC: 6, FAIL: 16, FUM: 20}

# The rules reference, HQ-9: hero's row against the opposition's column; "narrator", "tie-break", and
# "both:" cells are special.
HQ9 = {
    (CRIT, CRIT): "narrator", (CRIT, SUC): "minor_victory", (CRIT, FAIL): "major_victory",
    (CRIT, FUM): "complete_victory",
    (SUC, CRIT): "minor_defeat", (SUC, SUC): "tie-break", (SUC, FAIL): "minor_victory",
    (SUC, FUM): "major_victory",
    (FAIL, CRIT): "major_defeat", (FAIL, SUC): "minor_defeat", (FAIL, FAIL): "both:marginal_defeat",
    (FAIL, FUM): "minor_victory",
    (FUM, CRIT): "complete_defeat", (FUM, SUC): "major_defeat", (FUM, FAIL): "minor_defeat",
    (FUM, FUM): "both:complete_defeat",
}


@pytest.mark.parametrize("cell", list(HQ9))
def test_hq9_every_cell(cell: tuple[Result, Result]) -> None:
    hero_result, opposition_result = cell
    result = simple_contest("10", "10", HERO_ROLL[hero_result], OPPOSITION_ROLL[opposition_result])
    assert result.cell == cell
    assert (result.hero_result, result.opposition_result) == cell
    expected = HQ9[cell]
    assert result.narrator_decides == (expected == "narrator")
    assert result.both == expected.startswith("both:")
    if expected == "narrator":
        assert result.level is Level.TIE  # both rolled 1: the tie-break suggestion is a tie
    elif expected == "tie-break":
        assert result.level is Level.MARGINAL_VICTORY  # hero's 4 is lower than 6
    else:
        assert result.level.value == expected.removeprefix("both:")
    if result.both:
        assert result.opposition_level is result.level
    else:
        assert result.opposition_level is result.level.inverse


@pytest.mark.parametrize(
    ("hero_roll", "opposition_roll", "tie_break", "expected"),
    [
        (3, 7, "low", Level.MARGINAL_VICTORY),
        (7, 3, "low", Level.MARGINAL_DEFEAT),
        (3, 7, "high", Level.MARGINAL_DEFEAT),
        (7, 3, "high", Level.MARGINAL_VICTORY),
        (5, 5, "low", Level.TIE),
        (5, 5, "high", Level.TIE),
        (3, 7, TieBreak.LOW, Level.MARGINAL_VICTORY),
        (3, 7, TieBreak.HIGH, Level.MARGINAL_DEFEAT),
    ],
)
def test_hq9_tie_break_both_settings(hero_roll: int, opposition_roll: int, tie_break: object,
                                     expected: Level) -> None:
    result = simple_contest("10", "10", hero_roll, opposition_roll, tie_break=tie_break)
    assert result.cell == (SUC, SUC)
    assert result.level is expected
    assert not result.narrator_decides and not result.both


@pytest.mark.parametrize(
    ("tie_break", "suggestion"), [("low", Level.MARGINAL_DEFEAT), ("high", Level.MARGINAL_VICTORY)]
)
def test_hq9_narrator_cell_suggests_the_tie_break(tie_break: str, suggestion: Level) -> None:
    # the hero's success (5) is bumped to a critical; the opposition rolled a critical (1)
    result = simple_contest("10", "10", 5, 1, hero_bumps=1, tie_break=tie_break)
    assert result.cell == (CRIT, CRIT)
    assert result.narrator_decides
    assert result.level is suggestion


def test_hq6_masteries_cancel_5w2_against_7w3_is_5_against_7w() -> None:
    for hero_roll in range(1, 21):
        for opposition_roll in range(1, 21):
            a = simple_contest("5W2", "7W3", hero_roll, opposition_roll)
            b = simple_contest("5", "7W", hero_roll, opposition_roll)
            assert (a.level, a.cell, a.both, a.narrator_decides) == (b.level, b.cell, b.both, b.narrator_decides)


def test_hq6_leftover_mastery_bumps_its_holder() -> None:
    # 10W against 10: the hero's failure (14) becomes a success; the opposition's success stays,
    # and the tie-break goes by the rolls (6 is lower than 14)
    result = simple_contest("10W", "10", 14, 6)
    assert (result.hero_rolled, result.hero_result) == (FAIL, SUC)
    assert result.level is Level.MARGINAL_DEFEAT
    assert simple_contest("10W", "10", 14, 6, tie_break="high").level is Level.MARGINAL_VICTORY
    # the opposition's leftover bumps the opposition
    result = simple_contest("10", "10W", 4, 20)
    assert result.cell == (SUC, FAIL)
    assert result.level is Level.MINOR_VICTORY
    # two leftovers: fumble -> failure -> success
    assert simple_contest("10W2", "10", 20, 16).cell == (SUC, FAIL)


def test_hq6_a_bump_that_cannot_raise_a_critical_bumps_the_opponent_down() -> None:
    # hero 10W rolls 1 (critical); the bump drops the opposition's success to a failure
    result = simple_contest("10W", "10", 1, 6)
    assert result.cell == (CRIT, FAIL)
    assert result.level is Level.MAJOR_VICTORY
    # two leftovers on a success: success -> critical, then the opposition's success -> failure
    assert simple_contest("10W2", "10", 4, 6).cell == (CRIT, FAIL)
    # three leftovers on a critical: the opposition goes success -> failure -> fumble -> fumble
    result = simple_contest("10W4", "10", 1, 6)
    assert result.cell == (CRIT, FUM)
    assert result.level is Level.COMPLETE_VICTORY
    # the opposition's mastery drops the hero the same way
    assert simple_contest("10", "10W", 4, 1).cell == (FAIL, CRIT)


@pytest.mark.parametrize(("hero", "opposition"), [("10W", "12W"), ("10W2", "12W2"), ("3W5", "2W5")])
def test_hq7_equal_masteries_both_failing_are_both_successes(hero: str, opposition: str) -> None:
    low = simple_contest(hero, opposition, 15, 16)
    assert (low.hero_rolled, low.opposition_rolled) == (FAIL, FAIL)
    assert low.cell == (SUC, SUC)
    assert low.level is Level.MARGINAL_VICTORY  # the lower roll wins with tie_break=low
    assert "hq.equal_masteries" in [note.kind for note in low.notes]
    assert simple_contest(hero, opposition, 15, 16, tie_break="high").level is Level.MARGINAL_DEFEAT


def test_hq7_equal_masteries_examples() -> None:
    result = simple_contest("10W", "12W", 15, 16)
    assert result.cell == (SUC, SUC) and result.level is Level.MARGINAL_VICTORY and not result.both
    assert simple_contest("10W", "12W", 15, 16, tie_break="high").level is Level.MARGINAL_DEFEAT
    assert simple_contest("10W2", "12W2", 16, 15).level is Level.MARGINAL_DEFEAT
    assert simple_contest("10W", "10W", 15, 15).level is Level.TIE


def test_hq7_without_masteries_two_failures_are_both_marginal_defeat() -> None:
    result = simple_contest("10", "12", 15, 16)
    assert result.cell == (FAIL, FAIL) and result.both and result.level is Level.MARGINAL_DEFEAT


def test_hq7_a_fumble_is_not_a_failure() -> None:
    result = simple_contest("10W", "12W", 20, 16)
    assert result.cell == (FUM, FAIL) and result.level is Level.MINOR_DEFEAT
    result = simple_contest("10W", "12W", 20, 20)
    assert result.cell == (FUM, FUM) and result.both and result.level is Level.COMPLETE_DEFEAT


def test_hq7_needs_equal_counts_not_just_some_cancelled() -> None:
    # 10W2 against 12W: one mastery is left for the hero, so HQ-7 does not apply
    result = simple_contest("10W2", "12W", 15, 16)
    assert result.cell == (SUC, FAIL) and result.level is Level.MINOR_VICTORY


def test_hq8_hero_point_bumps_once() -> None:
    result = simple_contest("10", "10", 14, 6, hero_point=True)
    assert result.cell == (SUC, SUC) and result.level is Level.MARGINAL_DEFEAT  # 14 > 6 with low
    assert simple_contest("10", "10", 20, 6, hero_point=True).cell == (FAIL, SUC)


def test_hq8_hero_point_on_a_critical_bumps_the_opponent_down() -> None:
    result = simple_contest("10", "10", 1, 6, hero_point=True)
    assert result.cell == (CRIT, FAIL) and result.level is Level.MAJOR_VICTORY
    # after a mastery bump already made the hero critical
    assert simple_contest("10W", "10", 4, 6, hero_point=True).cell == (CRIT, FAIL)


def test_hq8_hero_point_after_equal_masteries() -> None:
    # HQ-7 makes both successes; the hero point then makes the hero critical
    result = simple_contest("10W", "12W", 15, 16, hero_point=True)
    assert result.cell == (CRIT, SUC) and result.level is Level.MINOR_VICTORY


def test_hq4_targets_1_20_and_0_in_a_contest() -> None:
    assert simple_contest("1", "10", 1, 6).cell == (SUC, SUC)
    assert simple_contest("20", "10", 20, 6).cell == (FAIL, SUC)
    assert simple_contest("20", "10", 1, 6).cell == (CRIT, SUC)
    assert simple_contest("0", "10", 1, 6).cell == (FAIL, SUC)
    assert simple_contest(Rating(0), "10", 20, 6).cell == (FUM, SUC)
    # a modified value below 1 is a target of 0 (HQ-3)
    assert simple_contest(Rating(3) - 5, "10", 1, 6).cell == (FAIL, SUC)


def test_hq9_simple_contest_accepts_ratings_and_refuses_bad_input() -> None:
    assert simple_contest(Rating(17, 1), Rating(10), 4, 6).cell == (CRIT, SUC)
    assert simple_contest("37", "10", 4, 6).cell == (CRIT, SUC)
    with pytest.raises(ValueError):
        simple_contest("abc", "10", 4, 6)
    with pytest.raises(ValueError):
        simple_contest("10", "10", 0, 6)
    with pytest.raises(ValueError):
        simple_contest("10", "10", 4, 6, tie_break="sideways")


ABILITY_TEST = {1: "complete_victory", 4: "minor_victory", 14: "minor_defeat", 20: "complete_defeat"}


@pytest.mark.parametrize(("roll", "expected"), list(ABILITY_TEST.items()))
def test_hq4_ability_test_every_result(roll: int, expected: str) -> None:
    assert ability_test("10", roll).value == expected


def test_hq4_ability_test_masteries_bump() -> None:
    assert ability_test("10W", 14) is Level.MINOR_VICTORY
    assert ability_test("10W", 4) is Level.COMPLETE_VICTORY
    assert ability_test("10W2", 20) is Level.MINOR_VICTORY
    assert ability_test("10W3", 1) is Level.COMPLETE_VICTORY
    assert ability_test("20W", 20) is Level.MINOR_VICTORY  # 20 against 20 is a failure, bumped once
    assert ability_test("1", 1) is Level.MINOR_VICTORY
    assert ability_test("10", 4, bumps=-1) is Level.MINOR_DEFEAT
    assert ability_test("10", 14, hero_point=True) is Level.MINOR_VICTORY
