"""HQ-10 for the other contest types: exact odds of an ability test (one d20) and of a group
simple contest (HQ-16: every hero's 400 roll pairs, added up over the heroes)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from core.model.campaign import TieBreak
from core.rules.heroquest.contest import ability_test
from core.rules.heroquest.group import group_level, score_pairing
from core.rating import Rating
from core.rules.heroquest.results import DIE, Outcome, as_rating, as_tie_break


def ability_test_odds(rating: Rating | str, *, bumps: int = 0, hero_point: bool = False) -> dict[Outcome, Fraction]:
    """The exact chance of every level (all nine keys, best first) of an ability test."""
    counts = {level: 0 for level in Outcome}
    for roll in range(1, DIE + 1):
        counts[ability_test(rating, roll, bumps=bumps, hero_point=hero_point)] += 1
    return {level: Fraction(count, DIE) for level, count in counts.items()}


def ability_test_hero_point_chance(rating: Rating | str, *, bumps: int = 0) -> Fraction:
    """HQ-10: the chance that a hero point would raise an ability test's level."""
    raised = sum(
        1 for roll in range(1, DIE + 1)
        if ability_test(rating, roll, bumps=bumps, hero_point=True).rank > ability_test(rating, roll, bumps=bumps).rank
    )
    return Fraction(raised, DIE)


@lru_cache(maxsize=1024)
def _pairing_differences(hero_value: int, opposition_value: int, tie: TieBreak) -> tuple[tuple[int, int], ...]:
    """(heroes' points minus the opposition's, count) over the 400 roll pairs of one pairing."""
    hero, opposition = Rating.from_value(hero_value), Rating.from_value(opposition_value)
    counts: dict[int, int] = {}
    for hero_roll in range(1, DIE + 1):
        for opposition_roll in range(1, DIE + 1):
            pairing = score_pairing(hero, opposition, hero_roll, opposition_roll, tie_break=tie)
            difference = pairing.hero_points - pairing.opposition_points
            counts[difference] = counts.get(difference, 0) + 1
    return tuple(sorted(counts.items()))


def group_odds(heroes: Sequence[Rating | str], opposition: Rating | str, *,
               tie_break: TieBreak | str = TieBreak.LOW) -> dict[Outcome, Fraction]:
    """HQ-16: the exact chance of every level of a group simple contest of `heroes` (one rating
    each) against `opposition`, before hero points. No heroes: ValueError."""
    if not heroes:
        raise ValueError("a group contest needs at least one hero")
    tie = as_tie_break(tie_break)
    total: dict[int, Fraction] = {0: Fraction(1)}
    pairs = DIE * DIE
    for hero in heroes:
        step = _pairing_differences(as_rating(hero).value, as_rating(opposition).value, tie)
        new: dict[int, Fraction] = {}
        for so_far, chance in total.items():
            for difference, count in step:
                key = so_far + difference
                new[key] = new.get(key, Fraction(0)) + chance * Fraction(count, pairs)
        total = new
    odds = {level: Fraction(0) for level in Outcome}
    for difference, chance in total.items():
        odds[group_level(difference)] += chance
    return odds
