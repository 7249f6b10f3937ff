"""Healing of states of adversity: first aid (HQ-22), major healing (HQ-23), rescue from dying
(HQ-24) and natural healing over days of rest (HQ-25)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core.model.heroquest import State, StateLevel, StateScale
from core.rules.heroquest.consequences import state_effect
from core.rating import Rating
from core.rules.heroquest.results import Outcome, as_rating
from core.rules.heroquest.state_tables import (
    HQ23_MAJOR_HEALING,
    HQ24_RESCUE,
    HQ24_RESCUE_EXTRA,
    HQ25_NATURAL_HEALING,
)


def first_aid_penalty(states: Iterable[State]) -> int:
    """HQ-22: the (negative) modifier of a first-aid ability test: the total penalty of the hurts
    treated (heroquest -3 each, herowars -1 each). Any state other than a hurt: ValueError."""
    total = 0
    for state in states:
        if state.level is not StateLevel.HURT:
            raise ValueError(f"first aid treats hurts only, not {state.level.value}")
        total += state_effect(state.scale, state.level).modifier
    return total


def major_healing_resistance(level: StateLevel | str) -> int:
    """HQ-23 Decision: the default resistance to heal a state by major healing (hurt, impaired
    and injured 14, dying 20)."""
    level = StateLevel(level)
    if level not in HQ23_MAJOR_HEALING:
        raise ValueError(f"major healing does not treat {level.value}")
    return HQ23_MAJOR_HEALING[level]


def major_healing_result(level: StateLevel | str, outcome: Outcome) -> StateLevel | None:
    """HQ-23 Decision: a victory removes the state treated (None), except that dying becomes
    injured (as HQ-24); a tie or a defeat leaves it as it was."""
    level = StateLevel(level)
    major_healing_resistance(level)
    if not outcome.is_victory:
        return level
    return StateLevel.INJURED if level is StateLevel.DYING else None


def rescue_resistance(default_resistance: Rating | str | int = 14) -> Rating:
    """HQ-24 Decision: the hard contest to save a dying character: `default_resistance` + 6."""
    return as_rating(default_resistance) + HQ24_RESCUE_EXTRA


def rescue_result(outcome: Outcome) -> StateLevel:
    """HQ-24: victory -> injured, complete victory -> impaired, a tie or defeat -> dead."""
    return HQ24_RESCUE[outcome]


@dataclass(frozen=True)
class NaturalHealing:
    """HQ-25: the states that healed over the rest and those that remain, in sheet order."""

    healed: tuple[State, ...]
    remaining: tuple[State, ...]


def natural_healing(states: Iterable[State], days: int) -> NaturalHealing:
    """HQ-25 Decision: in `days` days of rest, at the same time, up to `days` hurts and
    `days // 7` impaired heal (first listed first), heroquest injured heal after 30 days and a
    herowars daze after any rest; dying, dead and herowars injured (GM-2) do not heal by rest."""
    if days < 0:
        raise ValueError(f"days of rest are 0 or more, not {days}")
    budget: dict[tuple[StateScale, StateLevel], int] = {}
    healed: list[State] = []
    remaining: list[State] = []
    for state in states:
        key = (state.scale, state.level)
        row = HQ25_NATURAL_HEALING.get(key)
        if row is None or days < row.days:
            remaining.append(state)
            continue
        if row.per_state:
            # one budget per level across both scales: N hurts heal in N days, whatever their scale
            pool = (StateScale.HEROQUEST, state.level)
            left = budget.setdefault(pool, days // row.days)
            if left <= 0:
                remaining.append(state)
                continue
            budget[pool] = left - 1
        healed.append(state)
    return NaturalHealing(tuple(healed), tuple(remaining))
