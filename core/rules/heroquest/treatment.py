"""Healing a sheet's states of adversity: first aid (HQ-22), major healing (HQ-23) and rescue from
dying (HQ-24), each one pure function returning the patient with one HQ history entry (C-3).

The contest or test itself is rolled with `ability_test`/`simple_contest`; these functions take
its outcome level. The First aid dialog of the harm family (FA-1) calls the same functions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from core.model.character import Character
from core.model.heroquest import SCALE_LEVELS, State, StateLevel
from core.model.history import HistoryKind
from core.rules.heroquest.healing import (
    first_aid_penalty,
    major_healing_resistance,
    major_healing_result,
    rescue_resistance,
    rescue_result,
)
from core.rules.heroquest.rating import Rating
from core.rules.heroquest.results import Outcome, as_rating
from core.rules.heroquest.sheet import SheetError, find_state, remove_states, replace_state


class Healing(str, Enum):
    """The HQ healing actions (FA-1 offers those that apply)."""

    FIRST_AID = "first_aid"
    MAJOR_HEALING = "major_healing"
    RESCUE = "rescue"


def treatable(character: Character, action: Healing) -> tuple[State, ...]:
    """The states `action` can treat on `character` (none: the action does not apply)."""
    return {Healing.FIRST_AID: hurts, Healing.MAJOR_HEALING: healable, Healing.RESCUE: dying}[action](character)


def available(character: Character) -> tuple[Healing, ...]:
    """The healing actions that apply to what `character` suffers (HQ-22..HQ-24)."""
    return tuple(action for action in Healing if treatable(character, action))


def hurts(character: Character) -> tuple[State, ...]:
    """The states first aid can treat (HQ-22: hurts only)."""
    return tuple(s for s in character.heroquest.states if s.level is StateLevel.HURT)


def healable(character: Character) -> tuple[State, ...]:
    """The states major healing can treat (HQ-23: hurt, impaired, injured, dying)."""
    return tuple(s for s in character.heroquest.states if s.level in (
        StateLevel.HURT, StateLevel.IMPAIRED, StateLevel.INJURED, StateLevel.DYING))


def dying(character: Character) -> tuple[State, ...]:
    """The states a rescue treats (HQ-24)."""
    return tuple(s for s in character.heroquest.states if s.level is StateLevel.DYING)


def first_aid_target(rating: Rating | str, states: Iterable[State]) -> Rating:
    """HQ-22: the healer's rating with the total penalty of the hurts treated."""
    return as_rating(rating) + first_aid_penalty(states)


def first_aid(patient: Character, state_ids: Sequence[str], outcome: Outcome, *, summary: str,
              dice: str = "", healer: str = "") -> Character:
    """HQ-22: an ability test at `first_aid_target`; a victory (success or critical) removes the
    hurts treated, anything else leaves them. The attempt is written to history either way."""
    states = [find_state(patient, state_id) for state_id in dict.fromkeys(state_ids)]
    if not states:
        raise SheetError("first aid needs at least one hurt to treat")
    first_aid_penalty(states)  # refuses anything but hurts
    lines = [f"first aid by {healer}" if healer else "first aid", f"outcome: {_words(outcome)}"]
    if outcome.is_victory:
        patient = remove_states(patient, state_ids)
        lines.append(f"{len(states)} hurt(s) removed")
    else:
        lines.append("the hurts remain")
    return patient.recorded(summary, kind=HistoryKind.HEROQUEST, dice=dice, details=lines)


def default_resistance(action: Healing, level: StateLevel, campaign_resistance: Rating | str | int = 14) -> Rating:
    """The resistance a healing contest starts at: major healing HQ-23 (dying 20, else 14) or
    rescue HQ-24 (`default_resistance` + 6)."""
    if action is Healing.RESCUE:
        return rescue_resistance(campaign_resistance)
    return Rating.from_value(major_healing_resistance(level))


def major_healing(patient: Character, state_id: str, outcome: Outcome, *, summary: str, dice: str = "",
                  healer: str = "") -> Character:
    """HQ-23: a victory removes the state treated (dying becomes injured); otherwise it stays."""
    state = find_state(patient, state_id)
    after = major_healing_result(state.level, outcome)
    lines = [f"major healing by {healer}" if healer else "major healing", f"outcome: {_words(outcome)}"]
    if after != state.level:
        patient = replace_state(patient, state_id, after)
    lines.append(f"{state.level.value} -> {after.value if after else 'healed'}")
    return patient.recorded(summary, kind=HistoryKind.HEROQUEST, dice=dice, details=lines)


def rescue(patient: Character, state_id: str, outcome: Outcome, *, summary: str, dice: str = "",
           healer: str = "") -> Character:
    """HQ-24: victory -> injured, complete victory -> impaired, a tie or defeat -> dead.
    **Decision:** on the herowars scale, which has no impaired, a complete victory gives hurt."""
    state = find_state(patient, state_id)
    if state.level is not StateLevel.DYING:
        raise SheetError(f"a rescue is for a dying character, not {state.level.value}")
    after = rescue_result(outcome)
    if after not in SCALE_LEVELS[state.scale]:
        after = StateLevel.HURT
    patient = replace_state(patient, state_id, after)
    lines = [f"rescue by {healer}" if healer else "rescue", f"outcome: {_words(outcome)}",
             f"dying -> {after.value}"]
    return patient.recorded(summary, kind=HistoryKind.HEROQUEST, dice=dice, details=lines)


def _words(outcome: Outcome) -> str:
    return outcome.value.replace("_", " ")
