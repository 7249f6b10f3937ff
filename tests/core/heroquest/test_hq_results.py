"""HQ-4 one roll, HQ-5 steps and the HQ-9 outcome levels as values."""

from __future__ import annotations

import pytest

from talekeeper.core.rules.heroquest import Level, Result, roll_result, tie_break_winner

CRIT, SUC, FAIL, FUM = Result.CRITICAL, Result.SUCCESS, Result.FAILURE, Result.FUMBLE


@pytest.mark.parametrize("target", range(2, 20))
def test_hq4_ordinary_targets(target: int) -> None:
    assert roll_result(target, 1) is CRIT
    for roll in range(2, target + 1):
        assert roll_result(target, roll) is SUC
    for roll in range(target + 1, 20):
        assert roll_result(target, roll) is FAIL
    assert roll_result(target, 20) is FUM


def test_hq4_target_1_a_one_is_a_plain_success() -> None:
    assert roll_result(1, 1) is SUC
    assert [roll_result(1, r) for r in range(2, 20)] == [FAIL] * 18
    assert roll_result(1, 20) is FUM


def test_hq4_target_20_a_twenty_is_a_plain_failure() -> None:
    assert roll_result(20, 1) is CRIT
    assert [roll_result(20, r) for r in range(2, 20)] == [SUC] * 18
    assert roll_result(20, 20) is FAIL


def test_hq4_target_0_every_roll_fails_and_20_fumbles() -> None:
    assert [roll_result(0, r) for r in range(1, 20)] == [FAIL] * 19
    assert roll_result(0, 20) is FUM


@pytest.mark.parametrize(("target", "roll"), [(-1, 5), (21, 5), (10, 0), (10, 21), (10, True), ("10", 5)])
def test_hq4_refuses_impossible_input(target: object, roll: object) -> None:
    with pytest.raises(ValueError):
        roll_result(target, roll)


def test_hq5_steps_and_bumps() -> None:
    assert FUM.rank < FAIL.rank < SUC.rank < CRIT.rank
    assert FUM.bumped() is FAIL and FAIL.bumped() is SUC and SUC.bumped() is CRIT
    assert CRIT.bumped() is CRIT  # nothing goes above critical
    assert FUM.bumped(-1) is FUM
    assert FUM.bumped(3) is CRIT and CRIT.bumped(-2) is FAIL


def test_hq9_outcome_values_and_helpers() -> None:
    assert [o.value for o in Level] == [
        "complete_victory", "major_victory", "minor_victory", "marginal_victory", "tie",
        "marginal_defeat", "minor_defeat", "major_defeat", "complete_defeat",
    ]
    assert [o.rank for o in Level] == [4, 3, 2, 1, 0, -1, -2, -3, -4]
    assert Level.MARGINAL_VICTORY.is_victory and not Level.MARGINAL_VICTORY.is_defeat
    assert not Level.TIE.is_victory and not Level.TIE.is_defeat
    assert Level.MINOR_DEFEAT.is_defeat
    assert Level.TIE.bumped(1) is Level.MARGINAL_VICTORY
    assert Level.MARGINAL_DEFEAT.bumped(2) is Level.MARGINAL_VICTORY
    assert Level.COMPLETE_VICTORY.bumped(1) is Level.COMPLETE_VICTORY
    assert Level.COMPLETE_DEFEAT.bumped(-1) is Level.COMPLETE_DEFEAT
    assert Level.MAJOR_VICTORY.inverse is Level.MAJOR_DEFEAT
    assert Level.TIE.inverse is Level.TIE


@pytest.mark.parametrize(
    ("a", "b", "tie_break", "expected"),
    [(3, 7, "low", 1), (7, 3, "low", -1), (3, 7, "high", -1), (7, 3, "high", 1), (5, 5, "low", 0), (5, 5, "high", 0)],
)
def test_hq9_tie_break_winner(a: int, b: int, tie_break: str, expected: int) -> None:
    assert tie_break_winner(a, b, tie_break) == expected


def test_hq9_tie_break_setting_is_checked() -> None:
    with pytest.raises(ValueError):
        tie_break_winner(1, 2, "middle")
