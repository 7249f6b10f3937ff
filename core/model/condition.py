"""The worst thing a character suffers across the three rule families, for the roster at a glance."""

from __future__ import annotations

from enum import IntEnum

from core.model.character import Character
from core.model.harm import HarmStatus
from core.model.heroquest import StateLevel


class Condition(IntEnum):
    """Ordered from fine to dead, so `max()` gives the worst."""

    FINE = 0
    DEBILITATED = 1
    HURT = 2
    IMPAIRED = 3
    INJURED = 4
    OUT_OF_ACTION = 5
    DYING = 6
    DEAD = 7


_STATE_CONDITION = {
    StateLevel.DAZED: Condition.HURT,
    StateLevel.HURT: Condition.HURT,
    StateLevel.IMPAIRED: Condition.IMPAIRED,
    StateLevel.INJURED: Condition.INJURED,
    StateLevel.DYING: Condition.DYING,
    StateLevel.DEAD: Condition.DEAD,
}

_STATUS_CONDITION = {
    HarmStatus.FINE: Condition.FINE,
    HarmStatus.OUT_OF_ACTION: Condition.OUT_OF_ACTION,
    HarmStatus.DEATHS_DOOR: Condition.DYING,
    HarmStatus.DEAD: Condition.DEAD,
}


def worst_condition(character: Character) -> Condition:
    """HQ states (HQ-20), ST status (ST-5, ST-6), debilities (ST-7) and problematic wounds (ST-8)."""
    found = [Condition.FINE, _STATUS_CONDITION[character.harm.status]]
    found.extend(_STATE_CONDITION[state.level] for state in character.heroquest.states)
    if character.harm.debilities.marked():
        found.append(Condition.DEBILITATED)
    if any(not wound.stabilised for wound in character.harm.wounds):
        found.append(Condition.INJURED)
    return max(found)
