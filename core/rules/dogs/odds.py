"""DV-31: the exact chance of each fallout band, and of experience, for a set of fallout dice.

A dynamic programme over the two highest values seen so far and whether any die showed a 1,
with integer counts of ways; it never lists the rolls (20 dice of mixed sizes take a few ms).
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from math import prod

from talekeeper.core.dice import Dice
from talekeeper.core.rules.dogs.fallout import fallout_band
from talekeeper.core.rules.dogs.pools import Pool, pool
from talekeeper.core.rules.dogs.tables import DV16_DICE_ADDED, DV20_EXPERIENCE_FACE, FalloutBand

Odds = dict[tuple[FalloutBand, bool], Fraction]

_State = tuple[int, int, bool]  # highest value, second highest (0: none yet), a 1 was seen


def _step(states: dict[_State, int], size: int) -> dict[_State, int]:
    """Add one die of `size`: every state moves by each face, counting ways."""
    one = DV20_EXPERIENCE_FACE
    moved: defaultdict[_State, int] = defaultdict(int)
    for (high, second, seen), ways in states.items():
        # Faces up to the second highest leave both highest values as they are.
        below = min(second, size)
        if below >= one:
            moved[(high, second, True)] += ways
            if below > one:
                moved[(high, second, seen)] += ways * (below - one)
        # Faces above the second highest and up to the highest replace the second.
        for face in range(second + 1, min(high, size) + 1):
            moved[(high, face, seen or face == one)] += ways
        # Faces above the highest become the highest.
        for face in range(high + 1, size + 1):
            moved[(face, high, seen or face == one)] += ways
    return moved


def fallout_odds(dice: Dice | str) -> Odds:
    """DV-31: {(band, at least one 1): exact chance} for rolling `dice` as fallout (DV-16, DV-20).

    The chances sum to 1. No dice means no fallout at all, and the result is empty.
    """
    fallout = pool(dice, Pool.FALLOUT)
    sizes = sorted(fallout.die_sizes())
    if not sizes:
        return {}
    if DV16_DICE_ADDED != 2:  # pragma: no cover - the programme tracks exactly two values
        raise NotImplementedError("fallout_odds tracks the two highest dice")
    states: dict[_State, int] = {(0, 0, False): 1}
    for size in sizes:
        states = _step(states, size)
    counts: defaultdict[tuple[FalloutBand, bool], int] = defaultdict(int)
    for (high, second, seen), ways in states.items():
        counts[(fallout_band(high + second), seen)] += ways
    outcomes = prod(sizes)
    return {key: Fraction(ways, outcomes) for key, ways in sorted(counts.items(), key=_order)}


def _order(item: tuple[tuple[FalloutBand, bool], int]) -> tuple[int, bool]:
    (band, seen), _ = item
    return list(FalloutBand).index(band), seen


def band_odds(odds: Odds) -> dict[FalloutBand, Fraction]:
    """The chance of each band, whatever the 1s (every band listed, 0 where impossible)."""
    result = {band: Fraction(0) for band in FalloutBand}
    for (band, _), chance in odds.items():
        result[band] += chance
    return result


def experience_odds(odds: Odds) -> Fraction:
    """The chance of at least one 1 among the fallout dice (DV-20)."""
    return sum((chance for (_, seen), chance in odds.items() if seen), Fraction(0))
