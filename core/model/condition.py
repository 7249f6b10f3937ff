"""The worst thing a character suffers across the three rule families, for the roster at a glance."""

from __future__ import annotations

from core.model.character import Character
from core.model.enums import Condition
from core.model.dogs import InjuryStage
from core.model.harm import HarmStatus
from core.model.heroquest import StateLevel


_STATE_CONDITION = {
    StateLevel.DAZED: Condition.HURT,
    StateLevel.HURT: Condition.HURT,
    StateLevel.IMPAIRED: Condition.IMPAIRED,
    StateLevel.INJURED: Condition.INJURED,
    StateLevel.DYING: Condition.DYING,
    StateLevel.DEAD: Condition.DEAD,
}

_INJURY_CONDITION = {
    InjuryStage.BODY_ROLL: Condition.INJURED,
    InjuryStage.TREATMENT: Condition.DYING,
    InjuryStage.DYING: Condition.DYING,
    InjuryStage.DEAD: Condition.DEAD,
}
"""DV-19: an injury awaiting the Body roll, one needing treatment (or death), death itself."""

_STATUS_CONDITION = {
    HarmStatus.FINE: Condition.FINE,
    HarmStatus.OUT_OF_ACTION: Condition.OUT_OF_ACTION,
    HarmStatus.DEATHS_DOOR: Condition.DYING,
    HarmStatus.DEAD: Condition.DEAD,
}


def worst_condition(character: Character) -> Condition:
    """HQ states (HQ-20), ST status (ST-5, ST-6), debilities (ST-7), problematic wounds (ST-8) and
    DV injuries (DV-19)."""
    found = [Condition.FINE, _STATUS_CONDITION[character.harm.status]]
    found.extend(_STATE_CONDITION[state.level] for state in character.heroquest.states)
    if character.harm.debilities.marked():
        found.append(Condition.DEBILITATED)
    if any(not wound.stabilised for wound in character.harm.wounds):
        found.append(Condition.INJURED)
    if character.dogs.injury is not None:
        found.append(_INJURY_CONDITION[character.dogs.injury.stage])
    return max(found)
