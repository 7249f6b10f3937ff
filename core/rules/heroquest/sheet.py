"""Small changes to a sheet's HQ section that contests, healing and improvement make: states of
adversity (HQ-20), lingering benefits (HQ-14), hero points (HQ-8, HQ-16, HQ-26), fetish uses and
ability points (HQ-27).

Every function here is pure: it takes a `Character` and returns a new, validated one, and does
not write history; the callers (`apply.py`, `treatment.py`, `improve.py`) write one history entry
per rules action. Refusals raise `SheetError` (a `core.refusal.Refusal`) with a code.
"""

from __future__ import annotations

from collections.abc import Iterable

from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.model.heroquest import Ability, AbilityKind, Benefit, State
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.errors import SheetError
from talekeeper.core.rules.heroquest.events import NEGATIVE_HERO_POINTS, NO_SUCH_ABILITY, NO_SUCH_STATE, NO_USES_LEFT, NOT_A_FETISH, RATING_BELOW_ONE, SHORT_OF_HERO_POINTS

__all__ = [
    "SheetError", "add_benefit", "add_state", "benefits_on", "change_rating", "end_benefits", "find_ability", "find_state",
    "refill_fetishes", "remove_states", "replace_ability", "replace_state", "spend_hero_points", "use_fetish", "with_hq",
]


def with_hq(character: Character, **changes: object) -> Character:
    """`character` with its HQ section changed and validated again."""
    return evolve(character, heroquest=evolve(character.heroquest, **changes))


def find_ability(character: Character, ability_id: str) -> Ability:
    ability = character.heroquest.ability(ability_id)
    if ability is None:
        raise SheetError(NO_SUCH_ABILITY, name=character.name, ability_id=ability_id)
    return ability


def find_state(character: Character, state_id: str) -> State:
    for state in character.heroquest.states:
        if state.id == state_id:
            return state
    raise SheetError(NO_SUCH_STATE, name=character.name, state_id=state_id)


def replace_ability(character: Character, ability: Ability) -> Character:
    abilities = tuple(ability if a.id == ability.id else a for a in character.heroquest.abilities)
    return with_hq(character, abilities=abilities)


def add_state(
    character: Character,
    level: StateLevel,
    *,
    scale: StateScale = StateScale.HEROQUEST,
    ability_ids: Iterable[str] = (),
    relates_to: str = "",
    physical: bool = True,
    source: str = "",
    date: str = "",
) -> Character:
    """HQ-20: one more state of adversity (states accumulate). Ids of abilities the sheet does not
    have are dropped (an opponent's ability does not relate to this sheet)."""
    known = {a.id for a in character.heroquest.abilities}
    state = State(
        scale=scale, level=level, ability_ids=tuple(i for i in ability_ids if i in known),
        relates_to=relates_to, physical=physical, source=source, date=date,
    )
    return with_hq(character, states=(*character.heroquest.states, state))


def replace_state(character: Character, state_id: str, level: StateLevel | None) -> Character:
    """Change one state's level (None: remove it), keeping what it relates to (HQ-23, HQ-24)."""
    find_state(character, state_id)
    states: list[State] = []
    for state in character.heroquest.states:
        if state.id != state_id:
            states.append(state)
        elif level is not None:
            states.append(evolve(state, level=level))
    return with_hq(character, states=tuple(states))


def remove_states(character: Character, state_ids: Iterable[str]) -> Character:
    ids = set(state_ids)
    for state_id in ids:
        find_state(character, state_id)
    return with_hq(character, states=tuple(s for s in character.heroquest.states if s.id not in ids))


def add_benefit(character: Character, ability_id: str, bonus: int, *, reason: str = "", source: str = "",
                date: str = "") -> Character:
    """HQ-14: a lingering benefit on an ability the users chose (with the reason written)."""
    find_ability(character, ability_id)
    benefit = Benefit(bonus=bonus, ability_id=ability_id, reason=reason, source=source, date=date)
    return with_hq(character, benefits=(*character.heroquest.benefits, benefit))


def benefits_on(character: Character, ability_id: str | None) -> tuple[Benefit, ...]:
    """The lingering benefits a contest using `ability_id` touches: those on the ability and, for
    a feat, on the affinity it rolls at (HQ-14, HQ-27)."""
    if ability_id is None or character.heroquest.ability(ability_id) is None:
        return ()
    ability = find_ability(character, ability_id)
    ids = {ability_id}
    if ability.kind is AbilityKind.FEAT and ability.parent_id:
        ids.add(ability.parent_id)
    return tuple(b for b in character.heroquest.benefits if b.ability_id in ids)


def end_benefits(character: Character, ability_id: str | None) -> Character:
    """HQ-14: a contest using the ability was lost, so its lingering benefits end."""
    ended = {b.id for b in benefits_on(character, ability_id)}
    if not ended:
        return character
    return with_hq(character, benefits=tuple(b for b in character.heroquest.benefits if b.id not in ended))


def spend_hero_points(character: Character, points: int) -> Character:
    """HQ-8/HQ-16/HQ-26: spend hero points; refuse more than the sheet has."""
    if points < 0:
        raise SheetError(NEGATIVE_HERO_POINTS, points=points)
    have = character.heroquest.hero_points
    if points > have:
        raise SheetError(SHORT_OF_HERO_POINTS, name=character.name, have=have, need=points)
    return with_hq(character, hero_points=have - points) if points else character


def use_fetish(character: Character, ability_id: str) -> Character:
    """HQ-27: a fetish used in a contest has one use fewer; refuse one with no uses left."""
    ability = find_ability(character, ability_id)
    if ability.kind is not AbilityKind.FETISH:
        raise SheetError(NOT_A_FETISH, ability=ability.name)
    if ability.uses_left < 1:
        raise SheetError(NO_USES_LEFT, ability=ability.name)
    return replace_ability(character, evolve(ability, uses_left=ability.uses_left - 1))


def refill_fetishes(character: Character) -> tuple[Character, tuple[Ability, ...]]:
    """HQ-27 after at least a day: a fetish its user captured gets back its uses a day
    (`uses_per_day`, from the spirit combat's victory). **Decision:** a fetish captured by someone
    else (its `captor` is set and is not this character's name) gave its one use and is not
    refilled, nor is a fetish of one use (`uses_per_day` 0); uses above the daily number stay.
    Returns the character and the refilled fetishes as they were before (none: the same character)."""
    name = character.name.strip().casefold()
    refilled = tuple(
        a for a in character.heroquest.abilities
        if a.kind is AbilityKind.FETISH
        and a.captor.strip().casefold() in ("", name)
        and 0 < a.uses_per_day
        and a.uses_left < a.uses_per_day
    )
    for ability in refilled:
        character = replace_ability(character, evolve(ability, uses_left=ability.uses_per_day))
    return character, refilled


def change_rating(character: Character, ability_id: str, points: int) -> Character:
    """Add `points` (negative: take) to an ability's rating value (HQ-26 improvement, HQ-27
    strike loss); a rating cannot go below 1."""
    ability = find_ability(character, ability_id)
    value = ability.rating.value + points
    if value < 1:
        raise SheetError(RATING_BELOW_ONE, ability=ability.name)
    return replace_ability(character, evolve(ability, rating=Rating.from_value(value)))
