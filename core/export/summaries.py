"""What the GM's printouts show of each character: an NPC card's essentials and a party summary
row. Pure data; desktop words and lays them out."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core.model.character import Character
from core.model.enums import CharacterKind, Debility, InjuryStage, StateLevel

CARD_ABILITIES = 4
CARD_TRAITS = 3
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


@dataclass(frozen=True)
class Card:
    """An NPC card: the essentials for running a character at the table."""

    name: str
    kind: CharacterKind
    concept: str
    hp: int
    max_hp: int
    armor: int
    damage: str
    abilities: tuple[tuple[str, str], ...]
    """The highest-rated abilities (name, effective rating HQ-21), best first."""
    traits: tuple[tuple[str, str], ...]
    """The traits with the most dice (text, dice), most first."""
    notes: str


def card(character: Character) -> Card:
    from core.rules.heroquest import effective_rating

    hq = character.heroquest
    best = sorted(hq.abilities, key=lambda a: -a.rating.value)[:CARD_ABILITIES]
    abilities = tuple((excerpt(a.name, NAME_LIMIT), str(effective_rating(character, a.id).rating)) for a in best)
    strongest = sorted(character.dogs.traits, key=lambda t: -sum(t.dice.die_sizes()))
    traits = tuple((excerpt(t.text, NAME_LIMIT), str(t.dice)) for t in strongest[:CARD_TRAITS])
    h = character.harm
    return Card(excerpt(character.name, NAME_LIMIT), character.kind, excerpt(character.concept, 90), h.hp, h.max_hp,
                h.armor, str(h.damage), abilities, traits, excerpt(character.notes, NOTES_EXCERPT))


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
    hero_points: int
    supplies: int
    provisions: int


def party_row(character: Character) -> PartyRow:
    h = character.harm
    injury = character.dogs.injury.stage if character.dogs.injury is not None else None
    return PartyRow(excerpt(character.name, NAME_LIMIT), character.kind, h.hp, h.max_hp, h.debilities.marked(),
                    tuple(s.level for s in character.heroquest.states), injury, character.heroquest.hero_points,
                    h.supplies, h.provisions)
