"""HQ-10: exact odds of a simple contest over all 400 pairs of d20 rolls, and of a hero point."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from core.model.campaign import TieBreak
from core.rules.heroquest.contest import cell_level
from core.rating import Rating
from core.rules.heroquest.results import DIE, Outcome, Result, as_rating, as_tie_break, resolve, roll_result
from core.rules.heroquest.tables import HQ9_OUTCOMES

PAIRS = DIE * DIE


def contest_odds(
    hero: Rating | str,
    opposition: Rating | str,
    *,
    tie_break: TieBreak | str = TieBreak.LOW,
    hero_point: bool = False,
    hero_bumps: int = 0,
    opposition_bumps: int = 0,
) -> dict[Outcome, Fraction]:
    """The exact chance of every outcome level (all nine keys, best first), summing to 1.

    Counts every one of the 400 roll pairs as `simple_contest` would score it; the
    narrator-decides cell counts at its tie-break suggestion and a *both* cell at the hero's level.
    Results are cached per (hero value, opposition value, tie-break, hero point, bumps).
    """
    counts = _counts(
        as_rating(hero).value, as_rating(opposition).value, as_tie_break(tie_break), bool(hero_point),
        hero_bumps, opposition_bumps,
    )
    return {level: Fraction(count, PAIRS) for level, count in zip(Outcome, counts, strict=True)}


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
            hero_bumps: int, opposition_bumps: int) -> list[Outcome]:
    """The hero's level for every roll pair, hero roll major: index (hero_roll-1)*20 + (opp_roll-1).

    Resolution depends on the rolls only through their raw results, so HQ-6..HQ-8 run once per
    raw pair (16 at most) and the rolls matter only in the tie-break and narrator cells.
    """
    hero, opposition = _rating(hero_value), _rating(opposition_value)
    hero_rolled = [roll_result(hero.base, roll) for roll in range(1, DIE + 1)]
    opposition_rolled = [roll_result(opposition.base, roll) for roll in range(1, DIE + 1)]
    sample_roll = {}
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
    levels: list[Outcome] = []
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
    return tuple(levels.count(level) for level in Outcome)


@lru_cache(maxsize=4096)
def _raised(hero_value: int, opposition_value: int, tie: TieBreak, hero_bumps: int, opposition_bumps: int) -> int:
    without = _levels(hero_value, opposition_value, tie, False, hero_bumps, opposition_bumps)
    with_point = _levels(hero_value, opposition_value, tie, True, hero_bumps, opposition_bumps)
    return sum(1 for a, b in zip(without, with_point, strict=True) if b.rank > a.rank)
