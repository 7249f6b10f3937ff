"""Healing of states of adversity (HQ-22..HQ-25): first aid (HQ-22), major healing (HQ-23) and
rescue from dying (HQ-24) on a sheet, each returning the patient with one HQ history entry (C-3),
and natural healing over days of rest (HQ-25, run by the downtime action, GM-3).

The test or contest itself is rolled with `ability_test`/`simple_contest` (the operation in
`core.operations.heroquest` does it from the dice); these functions take its outcome level and
the events that say how the dice fell. This is the one implementation of HQ-22..HQ-24: HeroQuest
Healing (`core.operations.heroquest.heal`) and First aid's HQ treatments (FA-1,
`core.operations.stonetop.first_aid`) both run `treat` with the same input (`Heal`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from talekeeper.core.events import event
from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.character import Character
from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.model.heroquest import SCALE_LEVELS, State
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest import events as ev
from talekeeper.core.rules.heroquest.consequences import state_effect
from talekeeper.core.rules.heroquest.contestant import contestant_rating
from talekeeper.core.rules.heroquest.errors import SheetError
from talekeeper.core.rules.heroquest.events import HQ_NOT_DYING, MAJOR_HEALING_LEVEL, NEGATIVE_DAYS, NOT_A_HURT, PICK_HURTS, PICK_STATE, ContestKind, Healing
from talekeeper.core.rules.heroquest.results import DIE, Level, as_rating
from talekeeper.core.rules.heroquest.scoring import Contestant, Scored, score
from talekeeper.core.rules.heroquest.sheet import find_state, remove_states, replace_state
from talekeeper.core.rules.heroquest.tables import (
    HQ23_MAJOR_HEALING,
    HQ24_RESCUE,
    HQ24_RESCUE_EXTRA,
    HQ25_NATURAL_HEALING,
)

__all__ = [
    "Healing", "NaturalHealing", "available", "default_resistance", "default_resistance_for", "dying", "first_aid", "first_aid_penalty",
    "first_aid_target", "healable", "hurts", "major_healing", "major_healing_resistance", "major_healing_result",
    "natural_healing", "rescue", "rescue_resistance", "rescue_result", "treat", "treatable",
]


# -- the rules of each healing, from levels (HQ-22..HQ-24) -------------------------------------------


def first_aid_penalty(states: Iterable[State]) -> int:
    """HQ-22: the (negative) modifier of a first-aid ability test: the total penalty of the hurts
    treated (heroquest -3 each, herowars -1 each). Any state other than a hurt: SheetError."""
    total = 0
    for state in states:
        if state.level is not StateLevel.HURT:
            raise SheetError(NOT_A_HURT, level=state.level)
        total += state_effect(state.scale, state.level).modifier
    return total


def first_aid_target(rating: Rating | str, states: Iterable[State]) -> Rating:
    """HQ-22: the healer's rating with the total penalty of the hurts treated."""
    return as_rating(rating) + first_aid_penalty(states)


def major_healing_resistance(level: StateLevel | str) -> int:
    """HQ-23 Decision: the default resistance to heal a state by major healing (hurt, impaired
    and injured 14, dying 20)."""
    level = StateLevel(level)
    if level not in HQ23_MAJOR_HEALING:
        raise SheetError(MAJOR_HEALING_LEVEL, level=level)
    return HQ23_MAJOR_HEALING[level]


def major_healing_result(level: StateLevel | str, outcome: Level) -> StateLevel | None:
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


def rescue_result(outcome: Level) -> StateLevel:
    """HQ-24: victory -> injured, complete victory -> impaired, a tie or defeat -> dead."""
    return HQ24_RESCUE[outcome]


def default_resistance_for(action: Healing, level: StateLevel, campaign_resistance: Rating | str | int = 14) -> Rating:
    """The resistance a healing contest starts at: major healing HQ-23 (dying 20, else 14) or
    rescue HQ-24 (`default_resistance` + 6)."""
    if action is Healing.RESCUE:
        return rescue_resistance(campaign_resistance)
    return Rating.from_value(major_healing_resistance(level))


default_resistance = default_resistance_for
"""The same (its earlier name)."""


# -- what each treats on a sheet --------------------------------------------------------------------


def hurts(character: Character) -> tuple[State, ...]:
    """The states first aid can treat (HQ-22: hurts only)."""
    return tuple(s for s in character.heroquest.states if s.level is StateLevel.HURT)


def healable(character: Character) -> tuple[State, ...]:
    """The states major healing can treat (HQ-23: hurt, impaired, injured, dying)."""
    return tuple(s for s in character.heroquest.states if s.level in HQ23_MAJOR_HEALING)


def dying(character: Character) -> tuple[State, ...]:
    """The states a rescue treats (HQ-24)."""
    return tuple(s for s in character.heroquest.states if s.level is StateLevel.DYING)


def treatable(character: Character, action: Healing) -> tuple[State, ...]:
    """The states `action` can treat on `character` (none: the action does not apply)."""
    return {Healing.FIRST_AID: hurts, Healing.MAJOR_HEALING: healable, Healing.RESCUE: dying}[action](character)


def available(character: Character) -> tuple[Healing, ...]:
    """The healing actions that apply to what `character` suffers (HQ-22..HQ-24)."""
    return tuple(action for action in Healing if treatable(character, action))


# -- treating a sheet (C-3) ---------------------------------------------------------------------------


def _recorded(patient: Character, action: Healing, outcome: Level, changes: list[Event], *, summary: str, dice: str,
              healer: str, rolls: Iterable[Event], entered: bool | None) -> Character:
    head = [event(ev.HEALED, action=action, level=outcome, entered=entered)]
    if healer:
        head.append(event(ev.HEALER, healer=healer))
    return patient.recorded(summary, kind=HistoryKind.HEROQUEST, dice=dice, events=[*head, *rolls, *changes])


def first_aid(patient: Character, state_ids: Sequence[str], outcome: Level, *, summary: str = "", dice: str = "",
              healer: str = "", rolls: Iterable[Event] = (), entered: bool | None = None) -> Character:
    """HQ-22: an ability test at `first_aid_target`; a victory (success or critical) removes the
    hurts treated, anything else leaves them. The attempt is written to history either way, with
    the events `rolls` saying how the dice fell."""
    states = [find_state(patient, state_id) for state_id in dict.fromkeys(state_ids)]
    if not states:
        raise SheetError(PICK_HURTS)
    first_aid_penalty(states)  # refuses anything but hurts
    if outcome.is_victory:
        patient = remove_states(patient, [s.id for s in states])
        change = event(ev.HURTS_REMOVED, count=len(states))
    else:
        change = event(ev.HURTS_REMAIN, count=len(states))
    return _recorded(patient, Healing.FIRST_AID, outcome, [change], summary=summary, dice=dice, healer=healer, rolls=rolls, entered=entered)


def major_healing(patient: Character, state_id: str, outcome: Level, *, summary: str = "", dice: str = "",
                  healer: str = "", rolls: Iterable[Event] = (), entered: bool | None = None) -> Character:
    """HQ-23: a victory removes the state treated (dying becomes injured); otherwise it stays."""
    state = find_state(patient, state_id)
    after = major_healing_result(state.level, outcome)
    if after != state.level:
        patient = replace_state(patient, state_id, after)
    change = event(ev.STATE_CHANGED, before=state.level, after=after)
    return _recorded(patient, Healing.MAJOR_HEALING, outcome, [change], summary=summary, dice=dice, healer=healer, rolls=rolls, entered=entered)


def rescue(patient: Character, state_id: str, outcome: Level, *, summary: str = "", dice: str = "",
           healer: str = "", rolls: Iterable[Event] = (), entered: bool | None = None) -> Character:
    """HQ-24: victory -> injured, complete victory -> impaired, a tie or defeat -> dead.
    **Decision:** on the herowars scale, which has no impaired, a complete victory gives hurt."""
    state = find_state(patient, state_id)
    if state.level is not StateLevel.DYING:
        raise SheetError(HQ_NOT_DYING, level=state.level)
    after = rescue_result(outcome)
    if after not in SCALE_LEVELS[state.scale]:
        after = StateLevel.HURT
    patient = replace_state(patient, state_id, after)
    change = event(ev.STATE_CHANGED, before=state.level, after=after)
    return _recorded(patient, Healing.RESCUE, outcome, [change], summary=summary, dice=dice, healer=healer, rolls=rolls, entered=entered)


def treat(patient: Character, action: Healing, state_ids: Sequence[str], healer: Contestant, rolls: Sequence[int], *,
          resistance: Rating | str | int | None = None, default_resistance: Rating | str | int = 14,
          tie_break: TieBreak | str = TieBreak.LOW, entered: bool | None = None) -> tuple[Character, Scored]:
    """One healing rolled from the d20s `rolls` (C-2): first aid is an ability test of the healer's
    rating less the hurts' penalty (HQ-22); major healing (HQ-23) and a rescue (HQ-24) are simple
    contests against `resistance` (None: the default for the state). Returns the patient with the
    attempt in history and the score (how the dice fell)."""
    ids = list(dict.fromkeys(state_ids))
    if not ids and action is Healing.FIRST_AID:
        raise SheetError(PICK_HURTS)
    if not ids:
        raise SheetError(PICK_STATE)
    states = [find_state(patient, state_id) for state_id in ids]
    dice = f"d{DIE}: " + ", ".join(str(r) for r in rolls)
    if action is Healing.FIRST_AID:
        tested = replace(healer, effective=replace(healer.effective, rating=first_aid_target(healer.effective.rating, states)))
        scored = score(ContestKind.TEST, [tested], None, rolls, tie_break=TieBreak(tie_break))
        return first_aid(patient, ids, scored.level, rolls=scored.events, healer=healer.name, dice=dice, entered=entered), scored
    if resistance is None:
        resistance = default_resistance_for(action, states[0].level, default_resistance)
    against = Contestant("", contestant_rating(None, None, rating=as_rating(resistance)))
    scored = score(ContestKind.SIMPLE, [healer], against, rolls, tie_break=TieBreak(tie_break))
    heal = major_healing if action is Healing.MAJOR_HEALING else rescue
    return heal(patient, ids[0], scored.level, rolls=scored.events, healer=healer.name, dice=dice, entered=entered), scored


# -- HQ-25 natural healing ------------------------------------------------------------------------------


@dataclass(frozen=True)
class NaturalHealing:
    """HQ-25: the states that healed over the rest and those that remain, in sheet order."""

    healed: tuple[State, ...]
    remaining: tuple[State, ...]


def natural_healing(states: Iterable[State], days: int, *, healer: bool = False) -> NaturalHealing:
    """HQ-25 Decision: in `days` days of rest, at the same time, up to `days` hurts and
    `days // 7` impaired heal (first listed first), heroquest injured heal after 30 days and a
    herowars daze after any rest; with a healer, every herowars hurt heals (HQ-20: "reset ... by
    a healer"). Dying, dead and herowars injured (GM-2) do not heal by rest."""
    if days < 0:
        raise SheetError(NEGATIVE_DAYS, days=days)
    budget: dict[StateLevel, int] = {}
    healed: list[State] = []
    remaining: list[State] = []
    for state in states:
        row = HQ25_NATURAL_HEALING.get((state.scale, state.level))
        if healer and state.scale is StateScale.HEROWARS and state.level is StateLevel.HURT:
            healed.append(state)
            continue
        if row is None or days < row.days:
            remaining.append(state)
            continue
        if row.per_state:
            # one budget per level across both scales: N hurts heal in N days, whatever their scale
            left = budget.setdefault(state.level, days // row.days)
            if left <= 0:
                remaining.append(state)
                continue
            budget[state.level] = left - 1
        healed.append(state)
    return NaturalHealing(tuple(healed), tuple(remaining))
