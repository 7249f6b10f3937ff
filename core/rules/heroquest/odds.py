"""HQ-10: exact odds before the roll: of a simple contest over all 400 pairs of d20 rolls, of a
hero point raising it, of an ability test (one d20) and of a group simple contest (HQ-16: every
hero's 400 roll pairs, added up over the heroes)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.contest import ability_test, cell_level
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import NO_HEROES
from talekeeper.core.rules.heroquest.group import group_level, hero_bumps_each, score_pairing
from talekeeper.core.rules.heroquest.results import (
    DIE,
    Level,
    Result,
    as_rating,
    as_tie_break,
    resolve,
    roll_result,
)
from talekeeper.core.rules.heroquest.tables import HQ9_OUTCOMES

PAIRS = DIE * DIE


def contest_odds(
    hero: Rating | str,
    opposition: Rating | str,
    *,
    tie_break: TieBreak | str = TieBreak.LOW,
    hero_point: bool = False,
    hero_bumps: int = 0,
    opposition_bumps: int = 0,
) -> dict[Level, Fraction]:
    """The exact chance of every outcome level (all nine keys, best first), summing to 1.

    Counts every one of the 400 roll pairs as `simple_contest` would score it; the
    narrator-decides cell counts at its tie-break suggestion and a *both* cell at the hero's level.
    Results are cached per (hero value, opposition value, tie-break, hero point, bumps).
    """
    counts = _counts(
        as_rating(hero).value, as_rating(opposition).value, as_tie_break(tie_break), bool(hero_point),
        hero_bumps, opposition_bumps,
    )
    return {level: Fraction(count, PAIRS) for level, count in zip(Level, counts, strict=True)}


def hero_point_chance(
    hero: Rating | str,
    opposition: Rating | str,
    *,
    tie_break: TieBreak | str = TieBreak.LOW,
    hero_bumps: int = 0,
    opposition_bumps: int = 0,
) -> Fraction:
    """HQ-10: the chance that spending one hero point after the roll (HQ-8) would raise the
    hero's outcome level (narrator cells compared at their suggestion)."""
    return Fraction(
        _raised(as_rating(hero).value, as_rating(opposition).value, as_tie_break(tie_break),
                hero_bumps, opposition_bumps),
        PAIRS,
    )


def _rating(value: int) -> Rating:
    return Rating.from_value(value)


def _levels(hero_value: int, opposition_value: int, tie: TieBreak, hero_point: bool,
            hero_bumps: int, opposition_bumps: int) -> list[Level]:
    """The hero's level for every roll pair, hero roll major: index (hero_roll-1)*20 + (opp_roll-1).

    Resolution depends on the rolls only through their raw results, so HQ-6..HQ-8 run once per
    raw pair (16 at most) and the rolls matter only in the tie-break and narrator cells.
    """
    hero, opposition = _rating(hero_value), _rating(opposition_value)
    hero_rolled = [roll_result(hero.base, roll) for roll in range(1, DIE + 1)]
    opposition_rolled = [roll_result(opposition.base, roll) for roll in range(1, DIE + 1)]
    sample_roll: dict[tuple[str, Result], int] = {}
    for roll, result in enumerate(hero_rolled, 1):
        sample_roll.setdefault(("h", result), roll)
    for roll, result in enumerate(opposition_rolled, 1):
        sample_roll.setdefault(("o", result), roll)
    cells: dict[tuple[Result, Result], tuple[Result, Result]] = {}
    for h in set(hero_rolled):
        for o in set(opposition_rolled):
            resolution = resolve(
                hero, opposition, sample_roll[("h", h)], sample_roll[("o", o)],
                first_bumps=hero_bumps, second_bumps=opposition_bumps, first_hero_point=hero_point,
            )
            cells[(h, o)] = (resolution.first, resolution.second)
    levels: list[Level] = []
    for hero_roll, h in enumerate(hero_rolled, 1):
        for opposition_roll, o in enumerate(opposition_rolled, 1):
            cell = cells[(h, o)]
            fixed = HQ9_OUTCOMES[cell].level
            levels.append(fixed if fixed is not None else cell_level(cell, hero_roll, opposition_roll, tie)[0])
    return levels


@lru_cache(maxsize=4096)
def _counts(hero_value: int, opposition_value: int, tie: TieBreak, hero_point: bool,
            hero_bumps: int, opposition_bumps: int) -> tuple[int, ...]:
    levels = _levels(hero_value, opposition_value, tie, hero_point, hero_bumps, opposition_bumps)
    return tuple(levels.count(level) for level in Level)


@lru_cache(maxsize=4096)
def _raised(hero_value: int, opposition_value: int, tie: TieBreak, hero_bumps: int, opposition_bumps: int) -> int:
    without = _levels(hero_value, opposition_value, tie, False, hero_bumps, opposition_bumps)
    with_point = _levels(hero_value, opposition_value, tie, True, hero_bumps, opposition_bumps)
    return sum(1 for a, b in zip(without, with_point, strict=True) if b.rank > a.rank)


def ability_test_odds(rating: Rating | str, *, bumps: int = 0, hero_point: bool = False) -> dict[Level, Fraction]:
    """The exact chance of every level (all nine keys, best first) of an ability test."""
    counts = {level: 0 for level in Level}
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
def _pairing_differences(hero_value: int, opposition_value: int, tie: TieBreak, hero_bumps: int,
                         opposition_bumps: int) -> tuple[tuple[int, int], ...]:
    """(heroes' points minus the opposition's, count) over the 400 roll pairs of one pairing."""
    hero, opposition = Rating.from_value(hero_value), Rating.from_value(opposition_value)
    counts: dict[int, int] = {}
    for hero_roll in range(1, DIE + 1):
        for opposition_roll in range(1, DIE + 1):
            pairing = score_pairing(hero, opposition, hero_roll, opposition_roll, tie_break=tie,
                                    hero_bumps=hero_bumps, opposition_bumps=opposition_bumps)
            difference = pairing.hero_points - pairing.opposition_points
            counts[difference] = counts.get(difference, 0) + 1
    return tuple(sorted(counts.items()))


def group_odds(heroes: Sequence[Rating | str], opposition: Rating | str, *,
               tie_break: TieBreak | str = TieBreak.LOW, hero_bumps: Sequence[int] = (),
               opposition_bumps: int = 0) -> dict[Level, Fraction]:
    """HQ-16 / HQ-10: the exact chance of every level of a group simple contest of `heroes` (one
    rating each, with `hero_bumps`, each hero's automatic bumps such as HQ-20's injured one step
    down; empty: none) against `opposition`, before hero points. No heroes: PlayError."""
    if not heroes:
        raise PlayError(NO_HEROES)
    tie = as_tie_break(tie_break)
    bumps = hero_bumps_each(hero_bumps, len(heroes))
    total: dict[int, Fraction] = {0: Fraction(1)}
    pairs = DIE * DIE
    for hero, hero_bump in zip(heroes, bumps, strict=True):
        step = _pairing_differences(as_rating(hero).value, as_rating(opposition).value, tie, hero_bump, opposition_bumps)
        new: dict[int, Fraction] = {}
        for so_far, chance in total.items():
            for difference, count in step:
                key = so_far + difference
                new[key] = new.get(key, Fraction(0)) + chance * Fraction(count, pairs)
        total = new
    odds = {level: Fraction(0) for level in Level}
    for difference, chance in total.items():
        odds[group_level(difference)] += chance
    return odds
