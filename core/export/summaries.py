"""What the GM's printouts show of each character: an NPC card's essentials and a party summary
row. Pure data; desktop words and lays them out."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from talekeeper.core.model.character import Character
from talekeeper.core.model.dogs import DogsStat
from talekeeper.core.model.enums import (
    CharacterKind,
    Debility,
    HarmStatus,
    InjuryStage,
    StateLevel,
)

CARD_LIST = 12
"""At most this many abilities (or traits, relationships, belongings) on a card; the rest are counted."""
NOTES_EXCERPT = 180
NAME_LIMIT = 60


def excerpt(text: str, limit: int) -> str:
    """Text on one line, cut at a word boundary near `limit` with an ellipsis."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit // 2 else cut).rstrip(" ,.;:") + "…"


Rated = tuple[tuple[str, str], ...]
"""(name, rating or dice) pairs, best first."""


@dataclass(frozen=True)
class Card:
    """An NPC card: what a GM needs to run the character at the table."""

    name: str
    kind: CharacterKind
    concept: str
    hp: int
    max_hp: int
    armor: int
    damage: str
    status: HarmStatus
    abilities: Rated
    """HeroQuest abilities with their effective rating (HQ-21), highest first."""
    dogs_stats: tuple[tuple[DogsStat, int], ...]
    """Dogs stats (d6 each), when the character has any."""
    traits: Rated
    relationships: Rated
    belongings: Rated
    more: tuple[int, int, int, int]
    """How many abilities, traits, relationships and belongings did not fit (CARD_LIST each)."""
    states: tuple[tuple[StateLevel, str], ...]
    """HQ states of adversity (level, what it relates to)."""
    debilities: tuple[Debility, ...]
    wounds: tuple[tuple[str, bool], ...]
    """Stonetop problematic wounds (description, stabilised)."""
    injury: InjuryStage | None
    notes: str

    @property
    def suffering(self) -> bool:
        return bool(self.status is not HarmStatus.FINE or self.states or self.debilities or self.wounds or self.injury)


def _rated(pairs: list[tuple[str, str]]) -> tuple[Rated, int]:
    return tuple((excerpt(name, NAME_LIMIT), value) for name, value in pairs[:CARD_LIST]), max(0, len(pairs) - CARD_LIST)


def _dice_order(items: Iterable[Any], name: str) -> list[tuple[str, str]]:
    ranked = sorted(items, key=lambda i: -sum(i.dice.die_sizes()))
    return [(getattr(i, name), str(i.dice)) for i in ranked]


def card(character: Character) -> Card:
    from talekeeper.core.rules.heroquest import effective_rating

    hq, dogs, h = character.heroquest, character.dogs, character.harm
    best = sorted(hq.abilities, key=lambda a: -a.rating.value)
    abilities, more_abilities = _rated([(a.name, str(effective_rating(character, a.id).rating)) for a in best])
    traits, more_traits = _rated(_dice_order(dogs.traits, "text"))
    relationships, more_relationships = _rated(_dice_order(dogs.relationships, "subject"))
    belongings, more_belongings = _rated(_dice_order(dogs.belongings, "name"))
    has_dogs = any(dogs.stats.dice(s) for s in DogsStat)
    return Card(
        excerpt(character.name, NAME_LIMIT), character.kind, excerpt(character.concept, 90), h.hp, h.max_hp, h.armor, str(h.damage), h.status,
        abilities, tuple((s, dogs.stats.dice(s)) for s in DogsStat) if has_dogs else (), traits, relationships, belongings,
        (more_abilities, more_traits, more_relationships, more_belongings),
        tuple((s.level, excerpt(s.relates_to, NAME_LIMIT)) for s in hq.states), h.debilities.marked(),
        tuple((excerpt(w.description, NAME_LIMIT), w.stabilised) for w in h.wounds),
        dogs.injury.stage if dogs.injury is not None else None, excerpt(character.notes, NOTES_EXCERPT),
    )


def card_subjects(characters: Iterable[Character]) -> list[Character]:
    """The characters NPC cards are for when the GM selected none: NPCs and monsters."""
    return [c for c in characters if c.kind in (CharacterKind.NPC, CharacterKind.MONSTER)]


def party_members(characters: Iterable[Character]) -> list[Character]:
    """The party when the GM selected none: player characters and followers."""
    return [c for c in characters if c.kind in (CharacterKind.PLAYER_CHARACTER, CharacterKind.FOLLOWER)]


@dataclass(frozen=True)
class PartyRow:
    """One character on the party summary page."""

    name: str
    kind: CharacterKind
    hp: int
    max_hp: int
    debilities: tuple[Debility, ...]
    states: tuple[StateLevel, ...]
    injury: InjuryStage | None
    wounds: tuple[tuple[str, bool], ...]
    """Stonetop problematic wounds (description, stabilised)."""
    hero_points: int
    supplies: int
    provisions: int


def party_row(character: Character) -> PartyRow:
    h = character.harm
    injury = character.dogs.injury.stage if character.dogs.injury is not None else None
    wounds = tuple((excerpt(w.description, NAME_LIMIT), w.stabilised) for w in h.wounds)
    return PartyRow(excerpt(character.name, NAME_LIMIT), character.kind, h.hp, h.max_hp, h.debilities.marked(),
                    tuple(s.level for s in character.heroquest.states), injury, wounds, character.heroquest.hero_points,
                    h.supplies, h.provisions)
