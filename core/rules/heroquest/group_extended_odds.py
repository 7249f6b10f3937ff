"""HQ-17..HQ-19: the chance that each side wins a group extended contest from the points its members
have now, when every side keeps bidding the same stake.

A group's state grows with every member, so it is not solved exactly: it is estimated by playing
the contest out many times with a seeded random source, and the estimate comes with its margin of
error (95%). The model: the sides take turns as the acting side (HQ-17's decision), starting with
`acting`; on each of its turns a side's standing members act in turn, one per turn, each staking
the side's bid against the standing member of the other side with the fewest points; each
exchange is the HQ-17 table over the 400 roll pairs (the narrator-decides cell changes nothing);
a side is beaten when all its members are at 0 or below (HQ-19). Not modelled: edges, hero
points, wound trades, lending, final actions and the parting shot. With one standing member a
side the exact one-on-one odds (`extended_odds`) answer instead.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import ACTING_SIDE, NEGATIVE_BID, NO_HEROES
from talekeeper.core.rules.heroquest.extended_odds import exchange_counts
from talekeeper.core.rules.heroquest.results import DIE, as_rating, as_tie_break

RUNS = 4000
"""Contests played for an estimate: a margin of at most 1.6 percentage points (95%)."""
Z95 = 1.96
EXCHANGE_LIMIT = 10_000
"""Exchanges after which a played contest counts as undecided (bids of 0 can go on forever)."""

Fighter = tuple[Rating | str, int] | tuple[Rating | str, int, int]
"""A member: the rating it contests with, its points now, and its automatic bumps (HQ-20; 0 when
left out)."""


@dataclass(frozen=True)
class GroupOdds:
    """Estimated chances (0..1) that side A wins, side B wins, or both are out after the same
    exchange, from `runs` played contests; `margin` is the 95% margin of error of each chance (the
    widest, at a chance of one half). `undecided` contests were still going after
    `EXCHANGE_LIMIT` exchanges (only bids of 0 make that likely); they count in no chance."""

    a_wins: float
    b_wins: float
    both_out: float
    runs: int
    margin: float
    undecided: int = 0


def group_extended_odds(
    a_side: Sequence[Fighter],
    b_side: Sequence[Fighter],
    *,
    a_bid: int,
    b_bid: int,
    acting: str = "a",
    tie_break: TieBreak | str = TieBreak.LOW,
    runs: int = RUNS,
    seed: int = 0,
) -> GroupOdds:
    """HQ-17..HQ-19: estimate who wins a group extended contest (see the module's model).

    `a_side`/`b_side` are the members still to count, (rating, points) each; a member at 0 or
    below counts as out. The same `seed` gives the same estimate.
    """
    if acting not in ("a", "b"):
        raise PlayError(ACTING_SIDE, acting=repr(acting))
    for bid in (a_bid, b_bid):
        if isinstance(bid, bool) or not isinstance(bid, int) or bid < 0:
            raise PlayError(NEGATIVE_BID, bid=bid)
    if not a_side or not b_side:
        raise PlayError(NO_HEROES)
    tie = as_tie_break(tie_break)
    ratings = ([as_rating(f[0]).value for f in a_side], [as_rating(f[0]).value for f in b_side])
    bumps = ([_bumps(f) for f in a_side], [_bumps(f) for f in b_side])
    tables: dict[tuple[int, int, int, int], tuple[list[int], list[tuple[int, int]]]] = {}
    rng = random.Random(seed)
    wins = [0, 0, 0]  # A, B, both
    for _ in range(runs):
        points = ([f[1] for f in a_side], [f[1] for f in b_side])
        result = _play(points, ratings, bumps, (a_bid, b_bid), 0 if acting == "a" else 1, tie, tables, rng)
        if result is not None:
            wins[result] += 1
    a, b, both = (n / runs for n in wins)
    margin = Z95 * math.sqrt(0.25 / runs)  # the widest interval, at a chance of one half
    return GroupOdds(a, b, both, runs, margin, runs - sum(wins))


def _bumps(fighter: Fighter) -> int:
    return fighter[2] if len(fighter) > 2 else 0


def _play(points: tuple[list[int], list[int]], ratings: tuple[list[int], list[int]], bumps: tuple[list[int], list[int]],
          bids: tuple[int, int], side: int, tie: TieBreak,
          tables: dict[tuple[int, int, int, int], tuple[list[int], list[tuple[int, int]]]], rng: random.Random) -> int | None:
    """Play one contest out: 0 (A wins), 1 (B wins), 2 (both out), or None (undecided)."""
    turn = [0, 0]
    for _ in range(EXCHANGE_LIMIT):
        standing = [[i for i, p in enumerate(points[s]) if p > 0] for s in (0, 1)]
        if not standing[0] or not standing[1]:
            return 2 if not standing[0] and not standing[1] else (1 if not standing[0] else 0)
        other = 1 - side
        actor = standing[side][turn[side] % len(standing[side])]
        turn[side] += 1
        target = min(standing[other], key=lambda i: (points[other][i], i))
        key = (ratings[side][actor], ratings[other][target], bumps[side][actor], bumps[other][target])
        if key not in tables:
            counts = exchange_counts(*key[:2], tie, *key[2:])
            tables[key] = (list(accumulate(n for _, _, n in counts)), [(a, o) for a, o, _ in counts])
        bounds, changes = tables[key]
        actor_change, other_change = changes[bisect_right(bounds, rng.randrange(DIE * DIE))]
        points[side][actor] += actor_change * bids[side]
        points[other][target] += other_change * bids[side]
        side = other
    return None
