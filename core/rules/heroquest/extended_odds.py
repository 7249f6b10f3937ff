"""HQ-17/HQ-18: the exact chance of each final outcome of a one-on-one extended contest from the
points each side has now, when both keep bidding the same stakes.

The model: the sides take turns as the acting side (HQ-17's decision), starting with `acting`;
the acting side stakes its own fixed bid; each exchange is the HQ-17 table over the 400 roll pairs
(HQ-4..HQ-7, masteries cancelling per HQ-6, then each side's automatic bumps such as HQ-20's
injured one step down; the narrator-decides cell changes nothing); the contest
ends after the exchange that leaves a side at 0 or below, and the loser's final points give the
defeat level (HQ-18). Not modelled: edges and handicaps, hero points, trading points for wounds,
changing bids, lending and the parting shot.

Points can be taken back and forth, so the chain has cycles. It is solved rather than simulated:
the total of both sides' points never grows (what is taken is what the loser loses), so the chance
of being in each state flows down the levels of that total, highest first. Within one level the
states are linked only by transfers and by exchanges that change nothing; the level's occupation
x = inflow + P^T x is summed as its series until the mass still moving is below 1e-15 (every
transfer is a step towards a side's end, so what stays shrinks geometrically), then what each
state loses flows to lower levels or to the endings. The tests check it against a direct linear
solve of the whole chain.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.action_points import ap_defeat_level, exchange
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import ACTING_SIDE, NEGATIVE_BID, NO_STAKES
from talekeeper.core.rules.heroquest.results import DIE, Level, Result, as_rating, as_tie_break, roll_result, tie_break_winner

A, B = "a", "b"
_OUTCOMES: tuple[Level, ...] = tuple(Level)
_BOTH = len(_OUTCOMES)
"""Index of "both out after the same exchange" in a value vector, after the nine levels."""


@dataclass(frozen=True)
class ExtendedOdds:
    """The final outcome of an extended contest, from side A's view.

    `levels` maps every `Level` (all nine, best first) to its chance: A's victories are B's
    HQ-18 defeat levels mirrored, A's defeats its own; a tie cannot end an extended contest and
    is always 0. `both_out` is the chance that both sides are out after the same exchange.
    Together they sum to 1.
    """

    levels: Mapping[Level, float]
    both_out: float

    @property
    def a_wins(self) -> float:
        """The chance that A ends the contest with a victory of any level."""
        return sum(chance for level, chance in self.levels.items() if level.is_victory)

    @property
    def b_wins(self) -> float:
        """The chance that B ends the contest with a victory of any level."""
        return sum(chance for level, chance in self.levels.items() if level.is_defeat)


State = tuple[int, int, str]
"""(A's points, B's points, the side acting next)."""


def extended_odds(
    a_rating: Rating | str,
    b_rating: Rating | str,
    a_points: int,
    b_points: int,
    *,
    a_bid: int,
    b_bid: int,
    acting: str = A,
    tie_break: TieBreak | str = TieBreak.LOW,
    heroic: bool = False,
    a_start: int | None = None,
    b_start: int | None = None,
    a_bumps: int = 0,
    b_bumps: int = 0,
) -> ExtendedOdds:
    """HQ-17/HQ-18: the exact chance of every final outcome (see the module's model), to 1e-9.

    `a_points`/`b_points` are the points each side has now; `a_start`/`b_start` their starting
    points for a heroic contest's levels (default: the points given); `a_bumps`/`b_bumps` each side's
    automatic bumps in every exchange (HQ-20: -1 per heroquest injured state). A side already at 0 or below
    has lost at once. Bids are whole numbers, 0 or more; when both are 0 nothing can ever change
    and PlayError (code `hq.no_stakes`) is raised.
    """
    if acting not in (A, B):
        raise PlayError(ACTING_SIDE, acting=repr(acting))
    for bid in (a_bid, b_bid):
        if isinstance(bid, bool) or not isinstance(bid, int) or bid < 0:
            raise PlayError(NEGATIVE_BID, bid=bid)
    if a_bid == 0 and b_bid == 0:
        raise PlayError(NO_STAKES)
    tie = as_tie_break(tie_break)
    moves = {
        A: _scaled(exchange_counts(as_rating(a_rating).value, as_rating(b_rating).value, tie, a_bumps, b_bumps), a_bid, acting_is_a=True),
        B: _scaled(exchange_counts(as_rating(b_rating).value, as_rating(a_rating).value, tie, b_bumps, a_bumps), b_bid, acting_is_a=False),
    }
    starts = (a_points if a_start is None else a_start, b_points if b_start is None else b_start)
    ending = _Ending(starts, heroic)
    start = _final((a_points, b_points, acting), moves, ending)
    return ExtendedOdds({level: start[i] for i, level in enumerate(_OUTCOMES)}, start[_BOTH])


@lru_cache(maxsize=1024)
def exchange_counts(actor_value: int, other_value: int, tie: TieBreak, actor_bumps: int = 0,
                    other_bumps: int = 0) -> tuple[tuple[int, int, int], ...]:
    """(actor's change, other's change, roll pairs) per 1 point of bid, over the 400 roll pairs;
    changes are linear in the bid, so one table serves every bid.

    An exchange depends on the rolls only through each roll's own result (HQ-4) and, in the
    tie-break cell, which roll wins it, so `exchange` runs once per such class of roll pairs."""
    actor, other = Rating.from_value(actor_value), Rating.from_value(other_value)
    classes: dict[tuple[Result, Result, int], tuple[int, int]] = {}
    counts: dict[tuple[int, int], int] = {}
    for actor_roll in range(1, DIE + 1):
        actor_result = roll_result(actor.base, actor_roll)
        for other_roll in range(1, DIE + 1):
            key = (actor_result, roll_result(other.base, other_roll), tie_break_winner(actor_roll, other_roll, tie))
            if key not in classes:
                result = exchange(actor, other, actor_roll, other_roll, 1, tie_break=tie, actor_bumps=actor_bumps, other_bumps=other_bumps)
                classes[key] = (result.actor_change, result.other_change)
            change = classes[key]
            counts[change] = counts.get(change, 0) + 1
    return tuple((a, o, n) for (a, o), n in sorted(counts.items()))


def _scaled(counts: tuple[tuple[int, int, int], ...], bid: int, *, acting_is_a: bool) -> tuple[tuple[int, int, float], ...]:
    """(A's change, B's change, chance) of one exchange with this acting side and bid; moves that
    come to the same change are added up."""
    pairs = DIE * DIE
    merged: dict[tuple[int, int], float] = {}
    for actor, other, n in counts:
        key = (actor * bid, other * bid) if acting_is_a else (other * bid, actor * bid)
        merged[key] = merged.get(key, 0.0) + n / pairs
    return tuple((a, b, p) for (a, b), p in merged.items())


class _Ending:
    """The value vector of a contest that has just ended (HQ-18 levels, or both out)."""

    def __init__(self, starts: tuple[int, int], heroic: bool) -> None:
        self.starts = starts
        self.heroic = heroic
        self._cache: dict[tuple[int, int], list[float]] = {}

    def vector(self, a: int, b: int) -> list[float]:
        key = (a if a <= 0 else 1, b if b <= 0 else 1)
        cached = self._cache.get(key)
        if cached is None:
            cached = [0.0] * (_BOTH + 1)
            if a <= 0 and b <= 0:
                cached[_BOTH] = 1.0
            elif b <= 0:
                cached[_OUTCOMES.index(ap_defeat_level(b, self.starts[1], heroic=self.heroic).inverse)] = 1.0
            else:
                cached[_OUTCOMES.index(ap_defeat_level(a, self.starts[0], heroic=self.heroic))] = 1.0
            self._cache[key] = cached
        return cached


_TOLERANCE = 1e-15
"""The in-level series stops when the mass still moving is below this (well inside 1e-9)."""

Moves = Mapping[str, tuple[tuple[int, int, float], ...]]


def _final(start: State, moves: Moves, ending: _Ending) -> list[float]:
    """The chance of every ending from `start`, as chance mass flowing down the levels of total
    points, highest first.

    Every change is a multiple of g, the greatest common divisor of the bids, so points are
    counted in units of g above each side's remainder (A at `a0 + g*i` is still in while i >= 0).
    Within a level of i + j, transfers (and exchanges that change nothing) can return to a state,
    so the level's occupation x = inflow + P^T x is summed as its series: each round moves only
    what stays in the level, and what stays shrinks round by round (every transfer is a step
    towards a side's end). Then the level's losses are pushed to lower levels or to the endings.
    """
    a0, b0, acting = start
    if a0 <= 0 or b0 <= 0:
        return list(ending.vector(a0, b0))
    g = math.gcd(*(abs(d) for side in (A, B) for m in moves[side] for d in m[:2]))
    ra, rb = a0 - g * ((a0 - 1) // g), b0 - g * ((b0 - 1) // g)
    units = {side: tuple((da // g, db // g, p) for da, db, p in moves[side]) for side in (A, B)}
    transfers = {side: tuple((da, p) for da, db, p in units[side] if da + db == 0) for side in (A, B)}
    losses = {side: tuple(m for m in units[side] if m[0] + m[1] < 0) for side in (A, B)}
    ended: dict[tuple[int, int], float] = {}
    """Mass by the final points in units (i, j), a side at 0 or more counted as 0: few keys."""

    def end(i: int, j: int, mass: float) -> None:
        key = (min(i, 0), min(j, 0))
        ended[key] = ended.get(key, 0.0) + mass

    top = (a0 - ra) // g + (b0 - rb) // g
    inflow: dict[int, dict[str, list[float]]] = {}
    _level(inflow, top)[acting][(a0 - ra) // g] = 1.0
    while inflow:
        t = max(inflow)
        level = inflow.pop(t)
        occupied = {side: list(level[side]) for side in (A, B)}
        moving = level
        while sum(map(sum, moving.values())) > _TOLERANCE:
            following = {A: [0.0] * (t + 1), B: [0.0] * (t + 1)}
            for side in (A, B):
                mass, into = moving[side], following[B if side == A else A]
                for da, p in transfers[side]:
                    lo, hi = max(0, -da), min(t, t - da)  # i + da and t - i - da both >= 0
                    if lo <= hi:
                        into[lo + da:hi + da + 1] = [x + p * y for x, y in zip(into[lo + da:hi + da + 1], mass[lo:hi + 1], strict=True)]
                    for i in _outside(lo, hi, t):
                        if mass[i]:
                            end(i + da, t - i - da, p * mass[i])
            for side in (A, B):
                occupied[side] = [x + y for x, y in zip(occupied[side], following[side], strict=True)]
            moving = following
        for side in (A, B):
            mass = occupied[side]
            for da, db, p in losses[side]:
                lo, hi = max(0, -da), min(t, t + db)  # i + da >= 0 and t - i + db >= 0
                if lo <= hi:
                    into = _level(inflow, t + da + db)[B if side == A else A]
                    into[lo + da:hi + da + 1] = [x + p * y for x, y in zip(into[lo + da:hi + da + 1], mass[lo:hi + 1], strict=True)]
                for i in _outside(lo, hi, t):
                    if mass[i]:
                        end(i + da, t - i + db, p * mass[i])
    ends = [0.0] * (_BOTH + 1)
    for (i, j), chance in ended.items():  # a side still in (0 or more units) is at its remainder, above 0
        _add(ends, ending.vector(ra + g * i if i < 0 else 1, rb + g * j if j < 0 else 1), chance)
    return ends


def _outside(lo: int, hi: int, t: int) -> list[int]:
    """The indices 0..t outside lo..hi: the states a move takes out of the contest."""
    if lo > hi:
        return list(range(t + 1))
    return [*range(0, min(lo, t + 1)), *range(max(hi + 1, 0), t + 1)]


def _level(inflow: dict[int, dict[str, list[float]]], t: int) -> dict[str, list[float]]:
    if t not in inflow:
        inflow[t] = {A: [0.0] * (t + 1), B: [0.0] * (t + 1)}
    return inflow[t]


def _add(into: list[float], vector: list[float], p: float) -> None:
    for k, value in enumerate(vector):
        if value:
            into[k] += p * value
