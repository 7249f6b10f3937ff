"""HQ-21 effective rating: a sheet's rating with every state, benefit and augment applied, and
the list of what was applied, so the sheet can show why 17W reads 14W."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core.model.character import Character
from core.model.heroquest import HeroQuest, State
from core.rules.heroquest.consequences import state_effect
from core.rules.heroquest.rating import Rating


@dataclass(frozen=True)
class Effective:
    """The rating to use and each (label, modifier) that made it, in the order applied.

    A herowars injured state is listed as the modifier its halving amounted to. `bumps` is the
    signed number of automatic bumps (heroquest injured: -1 each), `can_act` is false while a
    dying or dead state applies, `needs_wherewithal` while a heroquest injured state does (HQ-15).
    """

    rating: Rating
    base: Rating
    parts: tuple[tuple[str, int], ...]
    bumps: int = 0
    can_act: bool = True
    needs_wherewithal: bool = False

    @property
    def total_modifier(self) -> int:
        return sum(modifier for _, modifier in self.parts)


def applies(state: State, ability_id: str) -> bool:
    """HQ-20/HQ-21: a state applies to the abilities it names, or to all when it names none; a
    herowars hurt applies to all actions whatever it names."""
    if not state.ability_ids or ability_id in state.ability_ids:
        return True
    return state_effect(state.scale, state.level).all_abilities


def _state_label(state: State) -> str:
    label = f"{state.level.value} ({state.scale.value})"
    where = state.source or state.relates_to
    return f"{label}: {where}" if where else label


def effective_rating(
    character: Character | HeroQuest,
    ability_id: str,
    *,
    augment: int = 0,
    modifiers: Iterable[tuple[str, int]] = (),
) -> Effective:
    """HQ-21: the rating of ability `ability_id` with, in this order: herowars injured halvings
    (each halves the value, rounded down, **Decision**: before any other modifier), then each
    applicable state's modifier (heroquest hurt -3, impaired -6; herowars hurt -1), each
    lingering benefit on the ability (HQ-14), the augment (HQ-13) and the extra `modifiers`
    (label, modifier) given. A value below 1 is the target 0 (HQ-3). Unknown id: KeyError.
    """
    sheet = character.heroquest if isinstance(character, Character) else character
    ability = sheet.ability(ability_id)
    if ability is None:
        raise KeyError(f"no ability has id {ability_id}")
    value = ability.rating.value
    parts: list[tuple[str, int]] = []
    bumps, can_act, wherewithal = 0, True, False
    states = [state for state in sheet.states if applies(state, ability_id)]
    for state in states:  # halvings first (HQ-20 herowars injured)
        if state_effect(state.scale, state.level).halves:
            half = value // 2
            parts.append((_state_label(state), half - value))
            value = half
    for state in states:
        effect = state_effect(state.scale, state.level)
        if effect.modifier:
            parts.append((_state_label(state), effect.modifier))
            value += effect.modifier
        if effect.bump_down:
            bumps -= 1
        can_act = can_act and effect.can_act
        wherewithal = wherewithal or effect.wherewithal
    for benefit in sheet.benefits:
        if benefit.ability_id == ability_id:
            label = f"lingering benefit: {benefit.reason}" if benefit.reason else "lingering benefit"
            parts.append((label, benefit.bonus))
            value += benefit.bonus
    if augment:
        parts.append(("augment", augment))
        value += augment
    for label, modifier in modifiers:
        parts.append((label, modifier))
        value += modifier
    return Effective(Rating.from_value(value), ability.rating, tuple(parts), bumps, can_act, wherewithal)
