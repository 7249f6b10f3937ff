"""DV-18 long-term fallout results (total 8 or more; two of them from 12, DV-19).

Each function takes a `Character` and a non-empty reason and returns a new `Character` with a
`HistoryKind.DOGS` entry. `DV18_ACTIONS` maps every `LongTermChoice` to its function.
"""

from __future__ import annotations

from collections.abc import Callable

from core.dice import Dice
from core.model.character import Character
from core.model.common import evolve
from core.model.dogs import BlackArmor, DogsStat, Relationship, RelationshipKind, Trait
from core.rules.dogs.errors import ConflictError
from core.rules.dogs.pools import add_die, all_become, one_size, pool, remove_die
from core.rules.dogs.sheet import add_relationship, add_trait, find_item, label, need_reason, put_item, record, set_stat, with_dogs
from core.rules.dogs.tables import DV18_NEW_DIE, DV18_SMALL_DIE, LongTermChoice


def lower_stat(character: Character, stat: DogsStat, *, reason: str) -> Character:
    """DV-18: a stat -1 (a stat of 0 dice cannot drop)."""
    reason = need_reason(reason)
    stat = DogsStat(stat)
    before = character.dogs.stats.dice(stat)
    if before == 0:
        raise ConflictError(f"{stat.value.capitalize()} has no dice left to lose; choose another result")
    character = set_stat(character, stat, before - 1)
    return record(character, f"Long-term fallout: {stat.value.capitalize()} {before}d6 -> {before - 1}d6", reason)


def new_d4_trait(character: Character, text: str, *, reason: str) -> Character:
    """DV-18: a new 1d4 trait."""
    return add_trait(character, text, DV18_NEW_DIE, "Long-term fallout", reason)


def new_d4_relationship(
    character: Character, subject: str, kind: RelationshipKind = RelationshipKind.PERSON, *, reason: str
) -> Character:
    """DV-18: a new 1d4 relationship."""
    return add_relationship(character, subject, kind, DV18_NEW_DIE, "Long-term fallout", reason)


def _changed(character: Character, before: Trait | Relationship, after: Trait | Relationship, reason: str) -> Character:
    character = put_item(character, after)
    return record(character, f"Long-term fallout: {label(before)} {before.dice} -> {after.dice}", reason)


def add_die_to_d4(character: Character, item_id: str, *, reason: str) -> Character:
    """DV-18: one more die on an existing d4 trait or relationship (Decision: all its dice are d4)."""
    reason = need_reason(reason)
    item = find_item(character, item_id)
    if set(item.dice.die_sizes()) != {DV18_SMALL_DIE}:
        raise ConflictError(f"the {label(item)} is {item.dice}, not a d4 one")
    return _changed(character, item, evolve(item, dice=add_die(item.dice, DV18_SMALL_DIE)), reason)


def remove_die_from_d6_plus(character: Character, item_id: str, *, reason: str, size: int | None = None) -> Character:
    """DV-18: one die fewer on an existing trait or relationship with a d6 or larger; `size` says
    which die when there are several sizes of d6 or more. The last die cannot go (Decision)."""
    reason = need_reason(reason)
    item = find_item(character, item_id)
    what = f"the {label(item)}"
    chosen = one_size(item.dice, size, what, larger_than=DV18_SMALL_DIE)
    return _changed(character, item, evolve(item, dice=remove_die(item.dice, chosen, what)), reason)


def dice_become_d4(character: Character, item_id: str, *, reason: str) -> Character:
    """DV-18: an existing trait's or relationship's dice become d4 (2d8 -> 2d4)."""
    reason = need_reason(reason)
    item = find_item(character, item_id)
    if set(item.dice.die_sizes()) == {DV18_SMALL_DIE}:
        raise ConflictError(f"the {label(item)}'s dice are already d4")
    return _changed(character, item, evolve(item, dice=all_become(item.dice, DV18_SMALL_DIE)), reason)


def strike_belonging(character: Character, belonging_id: str, *, reason: str) -> Character:
    """DV-18: strike a belonging from the sheet."""
    reason = need_reason(reason)
    belongings = character.dogs.belongings
    struck = next((b for b in belongings if b.id == belonging_id), None)
    if struck is None:
        raise ConflictError(f"{character.name} has no belonging with id {belonging_id}")
    character = with_dogs(character, belongings=tuple(b for b in belongings if b.id != belonging_id))
    return record(character, f"Long-term fallout: struck {struck.name} ({struck.dice}) from the sheet", reason)


def _highest(dice: Dice) -> int:
    """The highest total the dice can show."""
    return sum(dice.die_sizes())


def rewrite_black_armor(character: Character, description: str, dice: str, *, reason: str) -> Character:
    """DV-18: rewrite the black armor's description for lasting damage and lower its dice to match
    (Decision: the new dice's highest total is below the old; armor without dice keeps none)."""
    reason = need_reason(reason)
    if not description.strip():
        raise ConflictError("write the black armor's new description")
    old = character.dogs.black_armor
    new_dice = pool(dice, "black armor dice")
    if old.dice and _highest(new_dice) >= _highest(old.dice):
        raise ConflictError(f"the black armor's dice must drop below {old.dice}")
    if not old.dice and new_dice:
        raise ConflictError("the black armor has no dice to lower")
    armor = BlackArmor(description=description.strip(), dice=new_dice)
    character = with_dogs(character, black_armor=armor)
    return record(
        character,
        f"Long-term fallout: black armor rewritten, dice {old.dice or 'none'} -> {new_dice or 'none'}",
        reason,
    )


DV18_ACTIONS: dict[LongTermChoice, Callable[..., Character]] = {
    LongTermChoice.STAT_MINUS_ONE: lower_stat,
    LongTermChoice.NEW_D4_TRAIT: new_d4_trait,
    LongTermChoice.NEW_D4_RELATIONSHIP: new_d4_relationship,
    LongTermChoice.ADD_DIE_TO_D4: add_die_to_d4,
    LongTermChoice.REMOVE_DIE_FROM_D6_PLUS: remove_die_from_d6_plus,
    LongTermChoice.DICE_BECOME_D4: dice_become_d4,
    LongTermChoice.STRIKE_BELONGING: strike_belonging,
    LongTermChoice.REWRITE_BLACK_ARMOR: rewrite_black_armor,
}
