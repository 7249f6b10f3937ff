"""DV-31: exact fallout odds, checked against enumerating every roll of small pools."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from talekeeper.core.dice import parse_pool
from talekeeper.core.rules.dogs import FalloutBand, band_odds, experience_odds, fallout_odds


def _band(total: int) -> FalloutBand:
    # The rules reference, DV-17..DV-19, written out again here on purpose.
    if total >= 20:
        return FalloutBand.DEATH
    if total >= 16:
        return FalloutBand.TREATMENT
    if total >= 12:
        return FalloutBand.INJURY
    if total >= 8:
        return FalloutBand.LONG_TERM
    return FalloutBand.SHORT_TERM


def _brute(expression: str) -> dict[tuple[FalloutBand, bool], Fraction]:
    sizes = parse_pool(expression).die_sizes()
    counts: Counter[tuple[FalloutBand, bool]] = Counter()
    for rolls in itertools.product(*(range(1, s + 1) for s in sizes)):
        top = sorted(rolls, reverse=True)[:2]
        counts[(_band(sum(top)), 1 in rolls)] += 1
    outcomes = sum(counts.values())
    return {key: Fraction(n, outcomes) for key, n in counts.items()}


@pytest.mark.parametrize(
    "expression", ["1d4", "1d10", "2d10", "3d4", "2d4+2d6", "3d8", "1d4+1d6+1d8+1d10", "4d6", "5d4"]
)
def test_dv31_fallout_odds_match_enumeration(expression: str) -> None:
    assert fallout_odds(expression) == _brute(expression)


def test_dv31_two_d10_death_only_on_double_ten() -> None:
    odds = fallout_odds("2d10")
    assert band_odds(odds)[FalloutBand.DEATH] == Fraction(1, 100)
    assert experience_odds(odds) == Fraction(19, 100)


def test_dv31_talking_only_reaches_long_term() -> None:
    # Seed: d4 fallout from talking stops at long-term results.
    bands = band_odds(fallout_odds("6d4"))
    assert bands[FalloutBand.INJURY] == bands[FalloutBand.TREATMENT] == bands[FalloutBand.DEATH] == 0
    assert bands[FalloutBand.LONG_TERM] > 0


def test_dv31_no_dice_no_fallout() -> None:
    assert fallout_odds("") == {}


def test_dv31_twenty_mixed_dice_are_exact() -> None:
    """Exact for 20 mixed dice (the speed is measured by the benchmarks, not here)."""
    odds = fallout_odds("5d4+5d6+5d8+5d10")
    assert sum(odds.values()) == 1
    # the chance of no 1 at all, computed independently:
    no_one = sum(chance for (_, seen), chance in odds.items() if not seen)
    assert no_one == Fraction(3, 4) ** 5 * Fraction(5, 6) ** 5 * Fraction(7, 8) ** 5 * Fraction(9, 10) ** 5


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([4, 6, 8, 10, 12]), min_size=1, max_size=12))
def test_dv31_fallout_odds_sum_to_one(sizes: list[int]) -> None:
    expression = "+".join(f"1d{s}" for s in sizes)
    odds = fallout_odds(expression)
    assert sum(odds.values()) == 1
    assert all(chance > 0 for chance in odds.values())
