"""HQ-21 effective rating: a sheet's rating with every state, benefit and augment applied, and
the list of what was applied, so the sheet can show why 17W reads 14W.

HQ-27: a feat rolls at its affinity's rating (the feat's `parent_id`), a skill spirit gives its
power as the target (no skill linked) or adds it to the skill it serves (`parent_id`), and an
emotion spirit the users call on adds a tenth of its power. HQ-3's improvisation and extra
opponents are parts too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from talekeeper.core.model.character import Character
from talekeeper.core.model.heroquest import Ability, AbilityKind, Benefit, HeroQuest, State
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.consequences import state_effect
from talekeeper.core.rules.heroquest.errors import SheetError
from talekeeper.core.rules.heroquest.events import NO_SUCH_ABILITY
from talekeeper.core.rules.heroquest.magic import emotion_spirit_bonus, skill_spirit_rating
from talekeeper.core.rules.heroquest.tables import HQ3_EXTRA_OPPONENT, HQ3_IMPROVISED_DEFAULT


class PartKind(str, Enum):
    """What one part of an effective rating is (HQ-21, HQ-27)."""

    STATE = "state"
    """A state of adversity (`Part.state`); herowars injured lists what its halving amounted to."""
    BENEFIT = "benefit"
    """A lingering benefit (`Part.benefit`, HQ-14)."""
    AUGMENT = "augment"
    """An augment (HQ-13)."""
    MODIFIER = "modifier"
    """A modifier the caller gave (HQ-3), with the caller's `text`."""
    SKILL_SPIRIT = "skill_spirit"
    """A skill spirit's power added to the skill it serves (`Part.ability` is the skill, HQ-27)."""
    INITIATE = "initiate"
    """An initiate's affinity, or a feat under it, rolls with the improvisation modifier
    (`Part.ability` is the affinity, HQ-27 with HQ-3's default)."""
    IMPROVISED = "improvised"
    """An improvised use (HQ-3), -1 to -20."""
    OUTNUMBERED = "outnumbered"
    """Extra attackers when defending or extra defenders when attacking (HQ-3: -3 each;
    `Part.count` of them)."""
    EMOTION_SPIRIT = "emotion_spirit"
    """An emotion spirit's tenth of its power (`Part.ability` is the spirit, HQ-27)."""


class Part(tuple[str, int]):
    """One thing applied to a rating: `kind`, signed `modifier` and what it came from (`state`,
    `benefit`, `ability` or the caller's `text`).

    It is also the pair (English description, modifier), so logs and older callers can unpack
    `for why, modifier in effective.parts`; a GUI words it from the structured fields instead.
    """

    kind: PartKind
    modifier: int
    state: State | None
    benefit: Benefit | None
    ability: Ability | None
    text: str
    count: int  # type: ignore[assignment]  # the repeat count of a part, shadowing tuple.count on purpose

    def __new__(cls, kind: PartKind, modifier: int, *, state: State | None = None, benefit: Benefit | None = None,
                ability: Ability | None = None, text: str = "", count: int = 0) -> Part:
        self = super().__new__(cls, (_english(kind, state, benefit, ability, text), modifier))
        self.kind, self.modifier, self.state, self.benefit, self.ability, self.text, self.count = (
            kind, modifier, state, benefit, ability, text, count)
        return self

    def __getnewargs_ex__(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        return ((self.kind, self.modifier),
                {"state": self.state, "benefit": self.benefit, "ability": self.ability, "text": self.text, "count": self.count})


def _english(kind: PartKind, state: State | None, benefit: Benefit | None, ability: Ability | None, text: str) -> str:
    if kind is PartKind.STATE and state is not None:
        label = f"{state.level.value} ({state.scale.value})"
        where = state.source or state.relates_to
        return f"{label}: {where}" if where else label
    if kind is PartKind.BENEFIT:
        return f"lingering benefit: {benefit.reason}" if benefit is not None and benefit.reason else "lingering benefit"
    if kind is PartKind.SKILL_SPIRIT:
        return f"skill spirit on {ability.name}" if ability is not None else "skill spirit"
    if kind is PartKind.AUGMENT:
        return "augment"
    if kind is PartKind.INITIATE:
        return f"initiate of {ability.name}: improvised use" if ability is not None else "initiate: improvised use"
    if kind is PartKind.IMPROVISED:
        return "improvised use"
    if kind is PartKind.OUTNUMBERED:
        return "outnumbered"
    if kind is PartKind.EMOTION_SPIRIT:
        return f"emotion spirit {ability.name}" if ability is not None else "emotion spirit"
    return text


@dataclass(frozen=True)
class Effective:
    """The rating to use and each `Part` that made it, in the order applied.

    `base` is the rating the parts apply to: the ability's own, or for a feat its affinity's, or
    for a skill spirit its power (alone) or the served skill's rating (then the power is a part);
    `rolled_with` names the ability whose rating `base` is when it is not the ability itself. `bumps`
    is the signed number of automatic bumps (heroquest injured: -1 each), `can_act` is false while
    a dying or dead state applies, `needs_wherewithal` while a heroquest injured state does (HQ-15).
    """

    rating: Rating
    base: Rating
    parts: tuple[Part, ...]
    bumps: int = 0
    can_act: bool = True
    needs_wherewithal: bool = False
    rolled_with: Ability | None = None

    @property
    def total_modifier(self) -> int:
        return sum(part.modifier for part in self.parts)


def applies(state: State, ability_id: str) -> bool:
    """HQ-20/HQ-21: a state applies to the abilities it names, or to all when it names none; a
    herowars hurt applies to all actions whatever it names."""
    if not state.ability_ids or ability_id in state.ability_ids:
        return True
    return state_effect(state.scale, state.level).all_abilities


def _applies_any(state: State, ability_ids: tuple[str, ...]) -> bool:
    return any(applies(state, ability_id) for ability_id in ability_ids)


def rolled_rating(sheet: HeroQuest, ability: Ability) -> tuple[Rating, Ability | None, tuple[Part, ...]]:
    """HQ-27: the rating an ability rolls at before states and benefits, the ability that rating
    belongs to (None: its own) and the parts this adds (a skill spirit's power on a skill).

    A feat with an affinity rolls at the affinity's rating; a skill spirit with a power gives the
    power as the target, or adds the power to the skill it serves."""
    parent = sheet.ability(ability.parent_id) if ability.parent_id else None
    if ability.kind is AbilityKind.FEAT and parent is not None:
        return parent.rating, parent, ()
    if ability.kind is AbilityKind.SKILL_SPIRIT and ability.spirit_power is not None:
        if parent is None:
            return skill_spirit_rating(ability.spirit_power), None, ()
        added = skill_spirit_rating(ability.spirit_power, parent.rating).value - parent.rating.value
        return parent.rating, parent, (Part(PartKind.SKILL_SPIRIT, added, ability=parent),)
    return ability.rating, None, ()


def apply_states(value: int, states: Iterable[State], parts: list[Part]) -> tuple[int, int, bool, bool]:
    """HQ-21 **Decision (order)**, made here and nowhere else: every herowars injured halving
    comes first (each halves the value, rounded down), then each state's flat modifier (heroquest
    hurt -3, impaired -6; herowars hurt -1) is added; the flat modifiers that follow (benefits,
    initiate, augment, the caller's) are added after this. Appends one `Part` per state that
    changes the value and returns (value, automatic bumps, can act, needs wherewithal)."""
    states = tuple(states)
    for state in states:
        if state_effect(state.scale, state.level).halves:
            half = value // 2
            parts.append(Part(PartKind.STATE, half - value, state=state))
            value = half
    bumps, can_act, wherewithal = 0, True, False
    for state in states:
        effect = state_effect(state.scale, state.level)
        if effect.modifier:
            parts.append(Part(PartKind.STATE, effect.modifier, state=state))
            value += effect.modifier
        if effect.bump_down:
            bumps -= 1
        can_act = can_act and effect.can_act
        wherewithal = wherewithal or effect.wherewithal
    return value, bumps, can_act, wherewithal


def initiate_of(sheet: HeroQuest, ability: Ability) -> Ability | None:
    """HQ-27: the initiate's affinity an ability is rolled with: the ability itself when it is an
    affinity marked initiate, or a feat's affinity when that one is; None otherwise."""
    affinity = sheet.ability(ability.parent_id) if ability.kind is AbilityKind.FEAT and ability.parent_id else ability
    if affinity is not None and affinity.kind is AbilityKind.AFFINITY and affinity.initiate:
        return affinity
    return None


def effective_rating(
    character: Character | HeroQuest,
    ability_id: str,
    *,
    augment: int = 0,
    modifiers: Iterable[tuple[str, int]] = (),
    situation: Situation | None = None,
) -> Effective:
    """HQ-21: the rating of ability `ability_id` (HQ-27: a feat's affinity, a skill spirit's
    power) with, in this order: the skill spirit's power, then the states as `apply_states` orders
    them (herowars injured halvings before any flat modifier), each lingering benefit on the
    ability (HQ-14), the improvisation modifier of an initiate's affinity (HQ-27), the augment
    (HQ-13), the `situation`'s HQ-3 modifiers and emotion spirit, and the extra `modifiers`
    (text, modifier) given. A state or benefit on the ability whose rating is rolled (a feat's
    affinity) applies too. A value below 1 is the target 0 (HQ-3). Unknown id: SheetError (the
    sheet changed on disk since the ability was picked).
    """
    sheet = character.heroquest if isinstance(character, Character) else character
    ability = sheet.ability(ability_id)
    if ability is None:
        raise SheetError(NO_SUCH_ABILITY, name=character.name if isinstance(character, Character) else "", ability_id=ability_id)
    base, rolled_with, spirit_parts = rolled_rating(sheet, ability)
    ids = (ability_id,) if rolled_with is None else (ability_id, rolled_with.id)
    parts: list[Part] = list(spirit_parts)
    states = [state for state in sheet.states if _applies_any(state, ids)]
    value, bumps, can_act, wherewithal = apply_states(base.value + sum(p.modifier for p in spirit_parts), states, parts)
    for benefit in sheet.benefits:
        if benefit.ability_id in ids:
            parts.append(Part(PartKind.BENEFIT, benefit.bonus, benefit=benefit))
            value += benefit.bonus
    affinity = initiate_of(sheet, ability)
    if affinity is not None:  # HQ-27 Decision: an initiate's affinity carries HQ-3's default on its own
        parts.append(Part(PartKind.INITIATE, HQ3_IMPROVISED_DEFAULT, ability=affinity))
        value += HQ3_IMPROVISED_DEFAULT
    extra = situation_parts(sheet, situation)
    return finish(base, value, parts, augment, [*extra, *given_parts(modifiers)], bumps, can_act, wherewithal, rolled_with)


@dataclass(frozen=True)
class Situation:
    """The HQ-3 standard modifiers the users pick for one roll, and an emotion spirit they call on
    (HQ-27: it helps the actions its emotion drives, which the users judge)."""

    improvised: int = 0
    """-1 to -20 for an improvised use (0: not improvised)."""
    extra_opponents: int = 0
    """Extra attackers when defending, or extra defenders when attacking."""
    emotion_spirit_id: str | None = None
    other: int = 0
    """Any other modifier the narrator gives."""


def situation_parts(sheet: HeroQuest | None, situation: Situation | None) -> list[Part]:
    """The parts a `Situation` adds (HQ-3, HQ-27)."""
    if situation is None:
        return []
    parts = []
    if situation.improvised:
        parts.append(Part(PartKind.IMPROVISED, situation.improvised))
    if situation.extra_opponents:
        parts.append(Part(PartKind.OUTNUMBERED, HQ3_EXTRA_OPPONENT * situation.extra_opponents, count=situation.extra_opponents))
    spirit = sheet.ability(situation.emotion_spirit_id) if sheet is not None and situation.emotion_spirit_id else None
    if spirit is not None and spirit.kind is AbilityKind.EMOTION_SPIRIT:
        parts.append(Part(PartKind.EMOTION_SPIRIT, emotion_spirit_bonus(spirit.spirit_power or spirit.rating), ability=spirit))
    if situation.other:
        parts.append(Part(PartKind.MODIFIER, situation.other))
    return parts


def given_parts(modifiers: Iterable[tuple[str, int]]) -> list[Part]:
    return [Part(PartKind.MODIFIER, modifier, text=text) for text, modifier in modifiers]


def finish(base: Rating, value: int, parts: list[Part], augment: int, more: Iterable[Part],
           bumps: int, can_act: bool, wherewithal: bool, rolled_with: Ability | None = None) -> Effective:
    """The last of HQ-21's order, for every effective rating: the augment, then the other flat
    modifiers (`more`: HQ-3's, an emotion spirit's, the caller's)."""
    if augment:
        parts.append(Part(PartKind.AUGMENT, augment))
        value += augment
    for part in more:
        parts.append(part)
        value += part.modifier
    return Effective(Rating.from_value(value), base, tuple(parts), bumps, can_act, wherewithal, rolled_with)

