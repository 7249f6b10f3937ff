"""HQ-10 exact odds: equal to a brute-force count over all 400 pairs with `simple_contest`."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from talekeeper.core.rules.heroquest import Level, Rating, contest_odds, hero_point_chance, simple_contest

values = st.integers(0, 100)  # every target from 0 up to 20W4
tie_breaks = st.sampled_from(["low", "high"])


def brute_force(hero: Rating, opposition: Rating, tie_break: str, hero_point: bool) -> dict[Level, Fraction]:
    counts = Counter(
        simple_contest(hero, opposition, h, o, tie_break=tie_break, hero_point=hero_point).level
        for h in range(1, 21) for o in range(1, 21)
    )
    return {level: Fraction(counts[level], 400) for level in Level}


@settings(max_examples=60, deadline=None)
@given(values, values, tie_breaks, st.booleans())
def test_hq10_odds_equal_brute_force(
    hero_value: int, opposition_value: int, tie_break: str, hero_point: bool
) -> None:
    hero, opposition = Rating.from_value(hero_value), Rating.from_value(opposition_value)
    odds = contest_odds(hero, opposition, tie_break=tie_break, hero_point=hero_point)
    assert odds == brute_force(hero, opposition, tie_break, hero_point)
    assert sum(odds.values()) == 1
    assert list(odds) == list(Level)


def test_hq10_odds_for_typical_ratings_and_both_tie_breaks() -> None:
    for hero, opposition in [("17", "14"), ("5W2", "7W3"), ("10W", "12W"), ("1", "20"), ("20", "1"), ("0", "14")]:
        for tie_break in ("low", "high"):
            for hero_point in (False, True):
                ratings = Rating.parse(hero, allow_zero=True), Rating.parse(opposition)
                expected = brute_force(*ratings, tie_break, hero_point)
                assert contest_odds(hero, opposition, tie_break=tie_break, hero_point=hero_point) == expected


def test_hq10_odds_of_two_targets_of_zero_by_hand() -> None:
    # every roll fails and 20 fumbles: failure 19/20, fumble 1/20 on each side
    odds = contest_odds("0", "0")
    assert odds[Level.MARGINAL_DEFEAT] == Fraction(361, 400)  # failure/failure, both
    assert odds[Level.MINOR_VICTORY] == Fraction(19, 400)  # failure/fumble
    assert odds[Level.MINOR_DEFEAT] == Fraction(19, 400)  # fumble/failure
    assert odds[Level.COMPLETE_DEFEAT] == Fraction(1, 400)  # fumble/fumble, both
    assert sum(odds[level] for level in Level) == 1


def test_hq10_odds_of_equal_ratings_by_hand() -> None:
    # 10 against 10, tie_break low: success/success 9x9 pairs, 9 with equal rolls are ties and
    # the rest split evenly between marginal victory and defeat
    odds = contest_odds("10", "10")
    assert odds[Level.TIE] == Fraction(9 + 1, 400)  # equal successes, plus critical/critical (tie suggestion)
    assert odds[Level.MARGINAL_VICTORY] == Fraction(36, 400)
    assert odds[Level.MARGINAL_DEFEAT] == Fraction(36 + 9 * 9, 400)  # + failure/failure (both)


@settings(max_examples=40, deadline=None)
@given(values, values, tie_breaks)
def test_hq10_hero_point_chance_equals_brute_force(hero_value: int, opposition_value: int, tie_break: str) -> None:
    hero, opposition = Rating.from_value(hero_value), Rating.from_value(opposition_value)
    raised = sum(
        simple_contest(hero, opposition, h, o, tie_break=tie_break, hero_point=True).level.rank
        > simple_contest(hero, opposition, h, o, tie_break=tie_break).level.rank
        for h in range(1, 21) for o in range(1, 21)
    )
    assert hero_point_chance(hero, opposition, tie_break=tie_break) == Fraction(raised, 400)


def test_hq10_odds_are_a_fresh_dict_each_time() -> None:
    odds = contest_odds("12", "12")
    odds[Level.TIE] = Fraction(0)
    assert contest_odds("12", "12")[Level.TIE] != 0
