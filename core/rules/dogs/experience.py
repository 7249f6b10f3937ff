"""DV-20 experience: when any fallout die shows a 1, choose one result (once per conflict).

Each function takes a `Character` and a non-empty reason and returns a new `Character` with a
`HistoryKind.DOGS` entry. `DV20_ACTIONS` maps every `ExperienceChoice` to its function.
"""

from __future__ import annotations

from collections.abc import Callable

from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import clip, evolve
from talekeeper.core.model.dogs import Belonging, DogsStat, Relationship, RelationshipKind, Trait
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import BELONGING_DICE_NEEDED, BELONGING_NAME_NEEDED, ONE_DIE, Cause
from talekeeper.core.rules.dogs.pools import Pool, add_die, one_size, pool, remove_die, step_size
from talekeeper.core.rules.dogs.sheet import (
    add_relationship,
    add_trait,
    changed_dice,
    changed_stat,
    find_relationship,
    find_trait,
    need_reason,
    record,
    subject,
    with_dogs,
)
from talekeeper.core.rules.dogs.tables import DV20_DIE_LADDER, DV20_NEW_DIE, ExperienceChoice


def raise_stat(character: Character, stat: DogsStat, *, reason: str) -> Character:
    """DV-20: a stat +1."""
    reason = need_reason(reason)
    return changed_stat(character, stat, +1, Cause.EXPERIENCE, reason)


def new_d6_trait(character: Character, text: str, *, reason: str) -> Character:
    """DV-20: a new 1d6 trait."""
    return add_trait(character, text, DV20_NEW_DIE, Cause.EXPERIENCE, reason)


def new_d6_relationship(
    character: Character, subject_text: str, kind: RelationshipKind = RelationshipKind.PERSON, *, reason: str
) -> Character:
    """DV-20: a new 1d6 relationship."""
    return add_relationship(character, subject_text, kind, DV20_NEW_DIE, Cause.EXPERIENCE, reason)


def _count(character: Character, item: Trait | Relationship, delta: int, size: int | None, reason: str) -> Character:
    if delta not in (1, -1):
        raise ConflictError(ONE_DIE)
    chosen = one_size(item.dice, size, subject(item))
    dice = add_die(item.dice, chosen) if delta > 0 else remove_die(item.dice, chosen, subject(item))
    return changed_dice(character, item, evolve(item, dice=dice), Cause.EXPERIENCE, reason)


def _size(character: Character, item: Trait | Relationship, step: int, size: int | None, reason: str) -> Character:
    chosen = one_size(item.dice, size, subject(item))
    dice = step_size(item.dice, chosen, step, DV20_DIE_LADDER, subject(item))
    return changed_dice(character, item, evolve(item, dice=dice), Cause.EXPERIENCE, reason)


def change_trait_dice_count(
    character: Character, trait_id: str, delta: int, *, reason: str, size: int | None = None
) -> Character:
    """DV-20: one die more (+1) or fewer (-1) on a trait; `size` says which when sizes differ."""
    reason = need_reason(reason)
    return _count(character, find_trait(character, trait_id), delta, size, reason)


def change_trait_die_size(
    character: Character, trait_id: str, step: int, *, reason: str, size: int | None = None
) -> Character:
    """DV-20: a trait's dice (of `size`, when sizes differ) one size up (+1) or down (-1)
    (Decision: along d4-d6-d8-d10)."""
    reason = need_reason(reason)
    return _size(character, find_trait(character, trait_id), step, size, reason)


def change_relationship_dice_count(
    character: Character, relationship_id: str, delta: int, *, reason: str, size: int | None = None
) -> Character:
    """DV-20: one die more (+1) or fewer (-1) on a relationship."""
    reason = need_reason(reason)
    return _count(character, find_relationship(character, relationship_id), delta, size, reason)


def change_relationship_die_size(
    character: Character, relationship_id: str, step: int, *, reason: str, size: int | None = None
) -> Character:
    """DV-20: a relationship's dice (of `size`, when sizes differ) one size up (+1) or down (-1)."""
    reason = need_reason(reason)
    return _size(character, find_relationship(character, relationship_id), step, size, reason)


def new_belonging(character: Character, name: str, dice: str, *, reason: str) -> Character:
    """DV-20: write a new belonging with fitting dice."""
    reason = need_reason(reason)
    if not name.strip():
        raise ConflictError(BELONGING_NAME_NEEDED)
    belonging_dice = pool(dice, Pool.BELONGING)
    if not belonging_dice:
        raise ConflictError(BELONGING_DICE_NEEDED)
    belonging = Belonging(name=clip(name.strip(), 200), dice=belonging_dice)
    character = with_dogs(character, belongings=(*character.dogs.belongings, belonging))
    return record(character, event(ev.BELONGING_ADDED, belonging=belonging.name, dice=str(belonging.dice)), reason=reason)


DV20_ACTIONS: dict[ExperienceChoice, Callable[..., Character]] = {
    ExperienceChoice.STAT_PLUS_ONE: raise_stat,
    ExperienceChoice.NEW_D6_TRAIT: new_d6_trait,
    ExperienceChoice.TRAIT_DIE_COUNT: change_trait_dice_count,
    ExperienceChoice.TRAIT_DIE_SIZE: change_trait_die_size,
    ExperienceChoice.NEW_D6_RELATIONSHIP: new_d6_relationship,
    ExperienceChoice.RELATIONSHIP_DIE_COUNT: change_relationship_dice_count,
    ExperienceChoice.RELATIONSHIP_DIE_SIZE: change_relationship_die_size,
    ExperienceChoice.NEW_BELONGING: new_belonging,
}
