"""The worst thing a character suffers across the three rule families, for the roster at a glance.

No pydantic here: the roster also works it out from a sheet's parsed JSON (`core.storage.summary`).
"""

from __future__ import annotations

from collections.abc import Iterable

from talekeeper.core.model.enums import Condition, HarmStatus, InjuryStage, StateLevel

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


def condition_of(
    status: HarmStatus, state_levels: Iterable[StateLevel], *, debilitated: bool, open_wound: bool, injury: InjuryStage | None
) -> Condition:
    """The worst condition from the parts of a sheet it looks at: HQ states (HQ-20), ST status
    (ST-5, ST-6), debilities (ST-7), problematic wounds (ST-8) and DV injuries (DV-19)."""
    found = [Condition.FINE, _STATUS_CONDITION[status]]
    found.extend(_STATE_CONDITION[level] for level in state_levels)
    if debilitated:
        found.append(Condition.DEBILITATED)
    if open_wound:
        found.append(Condition.INJURED)
    if injury is not None:
        found.append(_INJURY_CONDITION[injury])
    return max(found)
