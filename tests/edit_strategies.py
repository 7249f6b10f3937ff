"""Hypothesis strategies for edits of a sheet, as a person or a rule would make them on one machine.

`edited(base)` applies a few random edits to a character (each one valid on its own; one that would
make the sheet invalid is skipped), for the merge properties (tests/merge/test_merge_properties.py).
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from hypothesis import strategies as st
from pydantic import ValidationError

from talekeeper.core.model import (
    Ability,
    Benefit,
    Character,
    CharacterKind,
    Debility,
    HistoryEntry,
    Injury,
    InjuryStage,
    NextConflictEffect,
    NextConflictKind,
    Portrait,
    Relationship,
    Requirement,
    State,
    StateLevel,
    Trait,
    Wound,
)
from talekeeper.core.model.common import evolve, new_id
from talekeeper.core.model.dogs import Arena, ConflictRecord
from talekeeper.core.model.stonetop import DebilityTreatment
from tests.strategies import names, pools, ratings, text

Edit = Callable[[st.DrawFn, Character], Character]


def _png(width: int) -> Portrait:
    header = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">II", width, 8) + b"\x08\x06\x00\x00\x00"
    return Portrait.from_bytes(header)


PORTRAITS = (_png(8), _png(16))


def _pick(draw: st.DrawFn, items: tuple[Any, ...]) -> Any:
    return draw(st.sampled_from(items)) if items else None


def _without(items: tuple[Any, ...], gone: Any) -> tuple[Any, ...]:
    return tuple(item for item in items if item is not gone)


def _insert(draw: st.DrawFn, items: tuple[Any, ...], new: Any) -> tuple[Any, ...]:
    at = draw(st.integers(0, len(items)))
    return (*items[:at], new, *items[at:])


def _section(character: Character, name: str, **changes: Any) -> Character:
    return evolve(character, **{name: evolve(getattr(character, name), **changes)})


def rename(draw: st.DrawFn, c: Character) -> Character:
    return evolve(c, name=draw(names))


def notes(draw: st.DrawFn, c: Character) -> Character:
    return evolve(c, notes=draw(text), player=draw(st.sampled_from([c.player, "Ana", "Bo"])))


def kind(draw: st.DrawFn, c: Character) -> Character:
    return evolve(c, kind=draw(st.sampled_from(list(CharacterKind))))


def tags(draw: st.DrawFn, c: Character) -> Character:
    if c.tags and draw(st.booleans()):
        return evolve(c, tags=_without(c.tags, _pick(draw, c.tags)))
    return evolve(c, tags=_insert(draw, c.tags, draw(st.sampled_from(["party", "npc", "ally", "boss"]))))


def portrait(draw: st.DrawFn, c: Character) -> Character:
    return evolve(c, portrait=draw(st.sampled_from([None, *PORTRAITS])))


def hero_points(draw: st.DrawFn, c: Character) -> Character:
    return _section(c, "heroquest", hero_points=draw(st.integers(0, 20)))


def add_ability(draw: st.DrawFn, c: Character) -> Character:
    ability = Ability(name=draw(names), rating=draw(ratings))
    return _section(c, "heroquest", abilities=_insert(draw, c.heroquest.abilities, ability))


def change_ability(draw: st.DrawFn, c: Character) -> Character:
    ability = _pick(draw, c.heroquest.abilities)
    changed = evolve(ability, **draw(st.sampled_from([{"rating": draw(ratings)}, {"name": draw(names)}, {"notes": draw(text)}, {"initiate": True}])))
    return _section(c, "heroquest", abilities=tuple(changed if a is ability else a for a in c.heroquest.abilities))


def move_ability(draw: st.DrawFn, c: Character) -> Character:
    ability = _pick(draw, c.heroquest.abilities)
    return _section(c, "heroquest", abilities=_insert(draw, _without(c.heroquest.abilities, ability), ability))


def remove_ability(draw: st.DrawFn, c: Character) -> Character:
    """Remove an ability and what links to it (as the editor does), or only the ability (skipped if linked)."""
    hq = c.heroquest
    gone = _pick(draw, hq.abilities).id
    if not draw(st.booleans()):
        return _section(c, "heroquest", abilities=tuple(a for a in hq.abilities if a.id != gone))
    return _section(
        c,
        "heroquest",
        abilities=tuple(a for a in hq.abilities if a.id != gone and a.parent_id != gone),
        states=tuple(evolve(s, ability_ids=tuple(i for i in s.ability_ids if i != gone)) for s in hq.states),
        benefits=tuple(b for b in hq.benefits if b.ability_id != gone),
        improvements=tuple(i for i in hq.improvements if i.ability_id != gone),
    )


def add_benefit(draw: st.DrawFn, c: Character) -> Character:
    benefit = Benefit(bonus=draw(st.sampled_from([3, 6])), ability_id=_pick(draw, c.heroquest.abilities).id, reason=draw(text))
    return _section(c, "heroquest", benefits=(*c.heroquest.benefits, benefit))


def remove_benefit(draw: st.DrawFn, c: Character) -> Character:
    return _section(c, "heroquest", benefits=_without(c.heroquest.benefits, _pick(draw, c.heroquest.benefits)))


def add_state(draw: st.DrawFn, c: Character) -> Character:
    ids = [a.id for a in c.heroquest.abilities]
    state = State(level=StateLevel.HURT, ability_ids=tuple(draw(st.lists(st.sampled_from(ids), max_size=2, unique=True))) if ids else ())
    return _section(c, "heroquest", states=(*c.heroquest.states, state))


def change_state(draw: st.DrawFn, c: Character) -> Character:
    state = _pick(draw, c.heroquest.states)
    changed = evolve(state, level=draw(st.sampled_from([StateLevel.HURT, StateLevel.INJURED, StateLevel.DYING])))
    states = tuple(changed if s is state else s for s in c.heroquest.states)
    return _section(c, "heroquest", states=states if draw(st.booleans()) else _without(c.heroquest.states, state))


def stats(draw: st.DrawFn, c: Character) -> Character:
    stat = draw(st.sampled_from(["acuity", "body", "heart", "will"]))
    return _section(c, "dogs", stats=evolve(c.dogs.stats, **{stat: draw(st.integers(0, 6))}))


def traits(draw: st.DrawFn, c: Character) -> Character:
    trait = _pick(draw, c.dogs.traits)
    if trait is None or draw(st.booleans()):
        return _section(c, "dogs", traits=_insert(draw, c.dogs.traits, Trait(text=draw(names), dice=draw(pools()))))
    if draw(st.booleans()):
        return _section(c, "dogs", traits=_without(c.dogs.traits, trait))
    return _section(c, "dogs", traits=tuple(evolve(t, dice=draw(pools())) if t is trait else t for t in c.dogs.traits))


def relationships(draw: st.DrawFn, c: Character) -> Character:
    """Add a relationship, remove one, or lower one for the next conflict (DV-17)."""
    dogs = c.dogs
    which = _pick(draw, dogs.relationships)
    choice = draw(st.integers(0, 2))
    if which is None or choice == 0:
        return _section(c, "dogs", relationships=(*dogs.relationships, Relationship(subject=draw(names), dice=draw(pools()))))
    if choice == 1:
        return _section(c, "dogs", relationships=_without(dogs.relationships, which))
    effect = NextConflictEffect(kind=NextConflictKind.RELATIONSHIP_D4, relationship_id=which.id, reason=draw(text))
    return _section(c, "dogs", next_conflict=(*dogs.next_conflict, effect))


def conflicts_taken_part_in(draw: st.DrawFn, c: Character) -> Character:
    """DV-21: a conflict the character took part in, recorded on the sheet."""
    record = ConflictRecord(conflict_id=new_id(), stakes=draw(text), arenas=tuple(draw(st.lists(st.sampled_from(list(Arena)), max_size=2, unique=True))))
    return _section(c, "dogs", conflicts=(*c.dogs.conflicts, record))


def injury(draw: st.DrawFn, c: Character) -> Character:
    found = draw(st.sampled_from([None, Injury(fallout=13, stage=InjuryStage.BODY_ROLL), Injury(fallout=17, stage=InjuryStage.TREATMENT)]))
    return _section(c, "dogs", injury=found)


def hp(draw: st.DrawFn, c: Character) -> Character:
    field = draw(st.sampled_from(["hp", "max_hp", "armor", "supplies"]))
    return _section(c, "harm", **{field: draw(st.integers(0, 30 if field != "armor" else 4))})


def debilities(draw: st.DrawFn, c: Character) -> Character:
    """Mark or clear a debility; or write the GM's checklist for a marked one (ST-20)."""
    harm = c.harm
    which = draw(st.sampled_from(list(Debility)))
    if draw(st.booleans()):
        return _section(c, "harm", debilities=evolve(harm.debilities, **{which.value: not getattr(harm.debilities, which.value)}))
    requirement = Requirement(text=draw(names))
    kept = tuple(t for t in harm.debility_treatments if t.debility is not which)
    current = harm.treatment(which)
    treatment = DebilityTreatment(debility=which, requirements=(*(current.requirements if current else ()), requirement))
    return _section(c, "harm", debility_treatments=(*kept, treatment))


def wounds(draw: st.DrawFn, c: Character) -> Character:
    harm = c.harm
    wound = _pick(draw, harm.wounds)
    choice = draw(st.integers(0, 2))
    if wound is None or choice == 0:
        return _section(c, "harm", wounds=(*harm.wounds, Wound(description=draw(names))))
    if choice == 1:
        return _section(c, "harm", wounds=_without(harm.wounds, wound))
    changed = evolve(wound, requirements=(*wound.requirements, Requirement(text=draw(names))), stabilised=draw(st.booleans()))
    return _section(c, "harm", wounds=tuple(changed if w is wound else w for w in harm.wounds))


def history(draw: st.DrawFn, c: Character) -> Character:
    last = max((entry.time for entry in c.history), default=None)
    entry = HistoryEntry(summary=draw(text))
    if last is not None:
        entry = evolve(entry, time=last + timedelta(seconds=draw(st.integers(1, 10_000))))
    return evolve(c, history=(*c.history, entry))


EDITS: tuple[Edit, ...] = (
    rename, notes, kind, tags, portrait, hero_points, add_ability, change_ability, move_ability, remove_ability,
    add_benefit, remove_benefit, add_state, change_state, stats, traits, relationships, conflicts_taken_part_in,
    injury, hp, debilities, wounds, history,
)

MEETING: tuple[tuple[Edit, ...], ...] = (
    (hp,),
    (remove_ability, add_benefit, add_state, add_ability),
    (debilities,),
    (relationships,),
    (change_ability, remove_ability, move_ability),
)
"""Edits whose rules meet: clean alone, they can break a rule together (hp above max_hp, a
benefit on a removed ability, a checklist of a cleared debility, a link to a removed relationship)."""


@st.composite
def edited(draw: st.DrawFn, base: Character, kinds: tuple[Edit, ...] = EDITS, most: int = 5) -> Character:
    """`base` after up to `most` random edits of `kinds`, each valid (one that is not is skipped)."""
    character = base
    for _ in range(draw(st.integers(1, most))):
        edit = draw(st.sampled_from(kinds))
        try:
            character = edit(draw, character)
        except (ValidationError, ValueError, AttributeError):
            continue  # the edit does not apply to this sheet (nothing to pick) or would break a rule
    return character


@st.composite
def two_edits(draw: st.DrawFn, base: Character) -> tuple[Character, Character]:
    """Two machines' edits of `base`, usually of the same parts of the sheet, so that they meet."""
    kinds = draw(st.one_of(
        st.just(EDITS),
        st.lists(st.sampled_from(EDITS), min_size=1, max_size=4, unique=True).map(tuple),
        st.sampled_from(MEETING),
    ))
    return draw(edited(base, kinds)), draw(edited(base, kinds))
