"""Generated libraries of realistic characters (10-40 abilities, traits, relationships; 50 history entries)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from talekeeper.core.model import (
    Ability,
    AbilityKind,
    Belonging,
    Benefit,
    Character,
    CharacterKind,
    Dogs,
    DogsStats,
    Harm,
    HeroQuest,
    HistoryEntry,
    HistoryKind,
    Relationship,
    RelationshipKind,
    State,
    Trait,
)
from talekeeper.core.rules.heroquest import Rating
from talekeeper.core.storage.files import character_bytes

WORDS = "storm sword shield earth air moon sun chaos troll elf dwarf horse clan tribe temple river hill spear bow lore song heal ride sail trade".split()
KINDS = list(CharacterKind)


def name(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS).capitalize() for _ in range(rng.randint(1, 3)))


def character(rng: random.Random, *, abilities: int | None = None) -> Character:
    count = abilities if abilities is not None else rng.randint(10, 40)
    skills = tuple(Ability(name=f"{name(rng)} {i}", rating=Rating.from_value(rng.randint(5, 70)), kind=rng.choice([AbilityKind.COMMON, AbilityKind.TALENT, AbilityKind.RELATIONSHIP])) for i in range(count))
    states = (State(level="hurt", ability_ids=(skills[0].id,), source="a fight"),) if rng.random() < 0.3 else ()
    benefits = (Benefit(bonus=3, ability_id=skills[-1].id, reason="a victory"),) if rng.random() < 0.3 else ()
    start = datetime(2026, 1, 1, tzinfo=UTC)
    history = tuple(
        HistoryEntry(time=start + timedelta(hours=i), kind=rng.choice(list(HistoryKind)), summary=f"Change {name(rng)}", details=(f"{name(rng)} -> {name(rng)}",))
        for i in range(50)
    )
    max_hp = rng.randint(8, 24)
    return Character(
        name=name(rng),
        kind=rng.choice(KINDS),
        concept=name(rng),
        notes=" ".join(rng.choice(WORDS) for _ in range(40)),
        heroquest=HeroQuest(abilities=skills, hero_points=rng.randint(0, 5), states=states, benefits=benefits),
        dogs=Dogs(
            stats=DogsStats(acuity=rng.randint(2, 5), body=rng.randint(2, 5), heart=rng.randint(2, 5), will=rng.randint(2, 5)),
            traits=tuple(Trait(text=name(rng), dice=f"{rng.randint(1, 3)}d{rng.choice([4, 6, 8])}") for _ in range(rng.randint(10, 40))),
            relationships=tuple(Relationship(subject=name(rng), kind=rng.choice(list(RelationshipKind)), dice=f"{rng.randint(1, 3)}d{rng.choice([4, 6, 8, 10])}") for _ in range(rng.randint(10, 40))),
            belongings=tuple(Belonging(name=name(rng), dice=f"1d{rng.choice([4, 6, 8])}") for _ in range(rng.randint(3, 10))),
        ),
        harm=Harm(hp=rng.randint(0, max_hp), max_hp=max_hp, armor=rng.randint(0, 3), damage="d8"),
        history=history,
    )


def make_library(folder: Path, size: int, *, seed: int = 7) -> Path:
    """A folder of `size` character files (reused when it already holds that many)."""
    folder.mkdir(parents=True, exist_ok=True)
    if len(list(folder.glob("*.tale.json"))) == size:
        return folder
    rng = random.Random(seed)
    for number in range(size):
        (folder / f"c{number:05d}.tale.json").write_bytes(character_bytes(character(rng)))
    return folder
