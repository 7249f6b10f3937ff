"""One roll of the contest types a single roll decides: an ability test, a simple contest (HQ-9)
and a group simple contest (HQ-16), from the d20s rolled or typed, with the hero point (HQ-8) or
the hero points paid after a group's total (HQ-16), and the narrator's call in the narrator cell.

`score` gives both sides' levels and the events that say how the dice fell; `odds` the exact
chances before the roll (HQ-10). The operation in `core.operations.heroquest` turns a score into
consequences on the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from talekeeper.core.dice import check_face_count
from talekeeper.core.events import event
from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.history import Event
from talekeeper.core.rules.heroquest import events as ev
from talekeeper.core.rules.heroquest.contest import ability_test_result, simple_contest
from talekeeper.core.rules.heroquest.effective import Effective
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import NO_OPPOSITION, ContestKind
from talekeeper.core.rules.heroquest.group import group_boost_steps, group_contest
from talekeeper.core.rules.heroquest.odds import (
    ability_test_hero_point_chance,
    ability_test_odds,
    contest_odds,
    group_odds,
    hero_point_chance,
)
from talekeeper.core.rules.heroquest.results import DIE, Level, roll_result
from talekeeper.core.rules.heroquest.tables import ABILITY_TEST_OUTCOMES

__all__ = ["ContestKind", "Contestant", "Scored", "dice_count", "odds", "score"]


@dataclass(frozen=True)
class Contestant:
    """A side's name (a character's, or a resistance's rating) and what it rolls at (HQ-21)."""

    name: str
    effective: Effective


@dataclass(frozen=True)
class Scored:
    """Both sides' levels after the roll, the narrator cell, and how the dice fell as events."""

    level: Level
    """The hero side's level (after the narrator's call, or the hero points of a group)."""
    opposition_level: Level
    """The opposition's: the inverse, or the same defeat in a *both* cell (HQ-9)."""
    events: tuple[Event, ...]
    narrator: bool = False
    """The narrator-decides cell: `suggestion` is the tie-break's level, `level` the users' pick."""
    suggestion: Level | None = None
    raised: int = 0
    """Steps a group's hero points raised the total's level (HQ-16)."""


def dice_count(kind: ContestKind, heroes: int) -> int:
    """d20s to roll: one for a test, two for a contest, two per hero for a group (HQ-16: each hero's
    roll, then the opposition's against that hero)."""
    return {ContestKind.TEST: 1, ContestKind.SIMPLE: 2}.get(kind, 2 * heroes)


def score(
    kind: ContestKind,
    heroes: Sequence[Contestant],
    opposition: Contestant | None,
    rolls: Sequence[int],
    *,
    tie_break: TieBreak,
    hero_point: bool = False,
    narrator: Level | None = None,
    paid: int = 0,
) -> Scored:
    """Score the rolls (in `dice_count` order). `hero_point` bumps the hero's result (HQ-8; not in
    a group contest); `narrator` is the users' pick in the narrator cell (None: the tie-break's
    suggestion); `paid` the hero points the heroes of a group pay after the total (HQ-16)."""
    need = dice_count(kind, len(heroes))
    check_face_count(rolls, need, f"{need}d{DIE}")
    if kind is ContestKind.TEST:
        return _test(heroes[0], rolls[0], hero_point)
    if opposition is None:
        raise PlayError(NO_OPPOSITION)
    if kind is ContestKind.SIMPLE:
        return _simple(heroes[0], opposition, rolls, tie_break, hero_point, narrator)
    return _group(heroes, opposition, rolls, tie_break, paid)


def _test(hero: Contestant, roll: int, hero_point: bool) -> Scored:
    rating, bumps = hero.effective.rating, hero.effective.bumps
    result = ability_test_result(rating, roll, bumps=bumps, hero_point=hero_point)
    level = ABILITY_TEST_OUTCOMES[result]
    rolled = event(ev.ROLL, who=hero.name or None, roll=roll, target=str(rating), rolled=roll_result(rating.base, roll), result=result)
    return Scored(level, level.inverse, (rolled,))


def _simple(hero: Contestant, opposition: Contestant, rolls: Sequence[int], tie_break: TieBreak, hero_point: bool,
            narrator: Level | None) -> Scored:
    ours, theirs = hero.effective, opposition.effective
    result = simple_contest(ours.rating, theirs.rating, rolls[0], rolls[1], tie_break=tie_break, hero_point=hero_point,
                            hero_bumps=ours.bumps, opposition_bumps=theirs.bumps, names=(hero.name, opposition.name))
    events = [
        event(ev.ROLL, who=hero.name or None, roll=rolls[0], target=str(ours.rating), rolled=result.hero_rolled, result=result.hero_result),
        event(ev.ROLL, who=opposition.name or None, roll=rolls[1], target=str(theirs.rating), rolled=result.opposition_rolled,
              result=result.opposition_result, resistance=not opposition.name or None),
        *result.notes,
        event(ev.CELL, own=result.hero_result, other=result.opposition_result, rule=result.rule, level=result.level),
    ]
    if result.narrator_decides:
        level = narrator or result.level
        events.append(event(ev.NARRATOR, level=level))
        return Scored(level, level.inverse, tuple(events), narrator=True, suggestion=result.level)
    return Scored(result.level, result.opposition_level, tuple(events))


def _group(heroes: Sequence[Contestant], opposition: Contestant, rolls: Sequence[int], tie_break: TieBreak, paid: int) -> Scored:
    pairs = [(hero.effective.rating, rolls[2 * i]) for i, hero in enumerate(heroes)]
    group = group_contest(pairs, opposition.effective.rating, [rolls[2 * i + 1] for i in range(len(heroes))], tie_break=tie_break,
                          hero_bumps=[hero.effective.bumps for hero in heroes], opposition_bumps=opposition.effective.bumps)
    events = [
        event(ev.PAIRING, hero=hero.name, roll=p.hero_roll, other=opposition.name or None, other_roll=p.opposition_roll, own=p.hero_result,
              against=p.opposition_result, points=p.hero_points, other_points=p.opposition_points)
        for hero, p in zip(heroes, group.pairings, strict=True)
    ]
    events.append(event(ev.RESOLUTION, heroes=group.heroes_resolution_points, opposition=group.opposition_resolution_points, level=group.level))
    steps = group_boost_steps(len(heroes), paid)
    level = group.level.bumped(steps)
    if steps:
        events.append(event(ev.RAISED, steps=steps, level=level))
    return Scored(level, level.inverse, tuple(events), raised=steps)


def odds(kind: ContestKind, heroes: Sequence[Effective], opposition: Effective | None,
         tie_break: TieBreak) -> tuple[dict[Level, Fraction], Fraction | None] | None:
    """HQ-10: the exact odds of each level and the chance one hero point raises it (None for a
    group contest, whose hero points come after the total); None without an opposition."""
    hero = heroes[0]
    if kind is ContestKind.TEST:
        return ability_test_odds(hero.rating, bumps=hero.bumps), ability_test_hero_point_chance(hero.rating, bumps=hero.bumps)
    if opposition is None:
        return None
    if kind is ContestKind.GROUP:
        return group_odds([h.rating for h in heroes], opposition.rating, tie_break=tie_break,
                          hero_bumps=[h.bumps for h in heroes], opposition_bumps=opposition.bumps), None
    return (contest_odds(hero.rating, opposition.rating, tie_break=tie_break, hero_bumps=hero.bumps, opposition_bumps=opposition.bumps),
            hero_point_chance(hero.rating, opposition.rating, tie_break=tie_break, hero_bumps=hero.bumps, opposition_bumps=opposition.bumps))

