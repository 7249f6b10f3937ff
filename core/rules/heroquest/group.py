"""HQ-16 group simple contests: pairings scored in resolution points, the total's level, hero points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import ceil

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.model.history import Event
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import BOOST_STEPS, GROUP_BUMPS, GROUP_ROLLS, NO_HEROES
from talekeeper.core.rules.heroquest.results import (
    Level,
    Result,
    as_rating,
    as_tie_break,
    resolve,
    tie_break_winner,
)
from talekeeper.core.rules.heroquest.tables import (
    HQ16_HERO_POINTS,
    HQ16_LEVELS,
    HQ16_POINTS,
    HQ16Row,
)


@dataclass(frozen=True)
class Pairing:
    """One hero's roll against one of the opposition's rolls (HQ-16)."""

    hero: Rating
    hero_roll: int
    opposition_roll: int
    hero_result: Result
    opposition_result: Result
    hero_points: int
    opposition_points: int
    notes: tuple[Event, ...]
    """What changed the rolled results (HQ-6, HQ-7), as events."""

    @property
    def cell(self) -> tuple[Result, Result]:
        """The HQ-16 cell: (hero's result, opposition's result) after HQ-6/HQ-7."""
        return (self.hero_result, self.opposition_result)


@dataclass(frozen=True)
class GroupResult:
    """The whole group contest: each pairing, both totals and the group's level (HQ-16)."""

    pairings: tuple[Pairing, ...]
    heroes_resolution_points: int
    opposition_resolution_points: int
    level: Level

    @property
    def difference(self) -> int:
        return self.heroes_resolution_points - self.opposition_resolution_points

    @property
    def benefit(self) -> int:
        """The lingering benefit of the level (HQ-16: +9, +6, +3, else 0)."""
        return group_row(self.level).benefit

    def consequence(self, scale: StateScale | str = StateScale.HEROQUEST) -> StateLevel | None:
        return group_consequence(self.level, scale)


def score_pairing(
    hero: Rating | str, opposition: Rating | str, hero_roll: int, opposition_roll: int,
    *, tie_break: TieBreak | str = TieBreak.LOW, names: tuple[str, str] = ("", ""),
    hero_bumps: int = 0, opposition_bumps: int = 0,
) -> Pairing:
    """HQ-16: score one pairing. Results follow HQ-4..HQ-7 and the sides' automatic bumps (HQ-20:
    heroquest injured, one step down), in the order of `resolve` (no hero points: HQ-8 does not apply);
    the side with the better result scores the cell's points; on the diagonal the tie-break winner
    scores them and equal rolls score nothing (fumble/fumble scores 0 either way)."""
    hero_rating, opposition_rating = as_rating(hero), as_rating(opposition)
    resolution = resolve(hero_rating, opposition_rating, hero_roll, opposition_roll, names=names,
                         first_bumps=hero_bumps, second_bumps=opposition_bumps)
    h, o = resolution.first, resolution.second
    points = HQ16_POINTS[(h, o)]
    if h.rank != o.rank:
        winner = 1 if h.rank > o.rank else -1
    else:
        winner = tie_break_winner(hero_roll, opposition_roll, tie_break)
    return Pairing(
        hero=hero_rating, hero_roll=hero_roll, opposition_roll=opposition_roll,
        hero_result=h, opposition_result=o,
        hero_points=points if winner > 0 else 0,
        opposition_points=points if winner < 0 else 0,
        notes=resolution.notes,
    )


def group_contest(
    heroes: Sequence[tuple[Rating | str, int]],
    opposition: Rating | str,
    opposition_rolls: Sequence[int],
    *,
    tie_break: TieBreak | str = TieBreak.LOW,
    hero_bumps: Sequence[int] = (),
    opposition_bumps: int = 0,
) -> GroupResult:
    """HQ-16: each (rating, roll) of `heroes` against `opposition`'s roll of the same position.

    The opposition rolls once per hero, so `opposition_rolls` has one roll per hero (PlayError
    otherwise, or with no heroes). `hero_bumps` are each hero's automatic bumps (HQ-20; empty:
    none), `opposition_bumps` the opposition's. The heroes' total minus the opposition's gives
    the level.
    """
    if not heroes:
        raise PlayError(NO_HEROES)
    if len(opposition_rolls) != len(heroes):
        raise PlayError(GROUP_ROLLS, need=len(heroes), given=len(opposition_rolls))
    tie = as_tie_break(tie_break)
    bumps = hero_bumps_each(hero_bumps, len(heroes))
    pairings = tuple(
        score_pairing(rating, opposition, roll, opposition_roll, tie_break=tie, hero_bumps=hero_bump, opposition_bumps=opposition_bumps)
        for (rating, roll), opposition_roll, hero_bump in zip(heroes, opposition_rolls, bumps, strict=True)
    )
    heroes_total = sum(p.hero_points for p in pairings)
    opposition_total = sum(p.opposition_points for p in pairings)
    return GroupResult(pairings, heroes_total, opposition_total, group_level(heroes_total - opposition_total))


def hero_bumps_each(hero_bumps: Sequence[int], heroes: int) -> tuple[int, ...]:
    """Each hero's automatic bumps: none given is 0 for every hero; otherwise one per hero."""
    if not hero_bumps:
        return (0,) * heroes
    if len(hero_bumps) != heroes:
        raise PlayError(GROUP_BUMPS, need=heroes, given=len(hero_bumps))
    return tuple(hero_bumps)


def group_level(difference: int) -> Level:
    """HQ-16: heroes' total minus the opposition's -> level (+5 or more complete victory, ...)."""
    for row in HQ16_LEVELS:
        if row.at_least is None or difference >= row.at_least:
            return row.level
    raise AssertionError("HQ16_LEVELS ends with an open row")  # pragma: no cover


def group_row(level: Level) -> HQ16Row:
    """The HQ-16 row of a level (benefit and states)."""
    return next(row for row in HQ16_LEVELS if row.level is level)


def group_consequence(level: Level, scale: StateScale | str = StateScale.HEROQUEST) -> StateLevel | None:
    """HQ-16: the state a group level gives the participants (a marginal victory or tie still hurts)."""
    return group_row(level).states[StateScale(scale)]


def group_boost_cost(participants: int, steps: int) -> int:
    """HQ-16: hero points to raise a group result `steps` steps: ceil(n / 3) per step, at most two."""
    per_point, max_steps = HQ16_HERO_POINTS["participants_per_point"], HQ16_HERO_POINTS["max_steps"]
    if isinstance(participants, bool) or not isinstance(participants, int) or participants < 1:
        raise PlayError(NO_HEROES)
    if isinstance(steps, bool) or not isinstance(steps, int) or not 0 <= steps <= max_steps:
        raise PlayError(BOOST_STEPS, most=max_steps, steps=steps)
    return ceil(participants / per_point) * steps


def group_boost_steps(participants: int, paid: int) -> int:
    """HQ-16: how many steps `paid` hero points buy (0, 1 or 2)."""
    max_steps = HQ16_HERO_POINTS["max_steps"]
    per_step = group_boost_cost(participants, 1)
    return min(max_steps, max(0, paid) // per_step)
