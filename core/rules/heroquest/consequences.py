"""Consequences of a contest: lingering benefits (HQ-14), states of adversity and their effects
(HQ-20), and the contest of wherewithal of an injured character (HQ-15, HQ-20)."""

from __future__ import annotations

from dataclasses import dataclass

from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.results import Level, as_rating
from talekeeper.core.rules.heroquest.tables import (
    HQ14_BENEFITS,
    HQ20_EFFECTS,
    HQ20_STATES,
    HQ20_WHEREWITHAL,
    StateEffect,
)


def lingering_benefit(level: Level) -> int:
    """HQ-14: complete victory +9, major +6, minor +3; marginal victory and every other level 0."""
    return HQ14_BENEFITS.get(level, 0)


def consequence(level: Level, scale: StateScale | str = StateScale.HEROQUEST) -> StateLevel | None:
    """HQ-20: the state a defeat level leaves on `scale`; None (healthy) for a victory or a tie.

    heroquest: marginal -> hurt, minor -> impaired, major -> injured, complete -> dying;
    herowars: marginal -> dazed, minor -> hurt, major -> injured, complete -> dying.
    """
    return HQ20_STATES[StateScale(scale)].get(level)


def state_effect(scale: StateScale | str, level: StateLevel | str) -> StateEffect:
    """HQ-20: what a state does: a modifier (heroquest hurt -3, impaired -6; herowars hurt -1 to
    all), halving (herowars injured), the automatic bump down (heroquest injured), no action."""
    key = (StateScale(scale), StateLevel(level))
    if key not in HQ20_EFFECTS:
        raise ValueError(f"{key[1].value} is not a state on the {key[0].value} scale")  # a bug: a sheet refuses such a state (model.level_not_on_scale)
    return HQ20_EFFECTS[key]


def halved(rating: Rating | str) -> Rating:
    """HQ-20 herowars injured (Decision): half the rating value, rounded down, as a rating."""
    return Rating.from_value(as_rating(rating).value // 2)


@dataclass(frozen=True)
class Penalised:
    """A rating with one state's effect applied, the bumps it adds and whether one may act."""

    rating: Rating
    bumps: int
    can_act: bool


def with_state(rating: Rating | str, level: StateLevel | str | None,
               scale: StateScale | str = StateScale.HEROQUEST) -> Penalised:
    """Apply one state of adversity (or None: healthy) to a rating (HQ-20; used by HQ-19's final action)."""
    rating = as_rating(rating)
    if level is None:
        return Penalised(rating, 0, True)
    effect = state_effect(scale, level)
    if effect.halves:
        rating = halved(rating)
    return Penalised(rating + effect.modifier, -1 if effect.bump_down else 0, effect.can_act)


@dataclass(frozen=True)
class Wherewithal:
    """HQ-15/HQ-20: after a contest of wherewithal, may the injured character act, and is the
    action bumped down?"""

    can_act: bool
    bump_down: bool


def wherewithal(level: Level) -> Wherewithal:
    """HQ-20 injured: lose or tie -> no action; win -> act with an automatic bump down, unless the
    contest of wherewithal was a major or complete victory."""
    can_act, bump_down = HQ20_WHEREWITHAL[level]
    return Wherewithal(can_act, bump_down)
