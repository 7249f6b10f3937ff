"""DV-18 long-term fallout results (total 8 or more; two of them from 12, DV-19).

Each function takes a `Character` and a non-empty reason and returns a new `Character` with a
`HistoryKind.DOGS` entry. `DV18_ACTIONS` maps every `LongTermChoice` to its function.
"""

from __future__ import annotations

from collections.abc import Callable

from talekeeper.core.dice import Dice
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.dogs import BlackArmor, DogsStat, RelationshipKind
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import ALREADY_D4, ARMOR_MUST_DROP, ARMOR_NO_DICE, ARMOR_TEXT_NEEDED, NO_SUCH_ITEM, NOT_D4, STAT_EMPTY, Cause
from talekeeper.core.rules.dogs.pools import Pool, add_die, all_become, one_size, pool, remove_die
from talekeeper.core.rules.dogs.sheet import (
    add_relationship,
    add_trait,
    changed_dice,
    changed_stat,
    find_item,
    need_reason,
    record,
    subject,
    with_dogs,
)
from talekeeper.core.rules.dogs.tables import DV18_NEW_DIE, DV18_SMALL_DIE, LongTermChoice


def lower_stat(character: Character, stat: DogsStat, *, reason: str) -> Character:
    """DV-18: a stat -1 (a stat of 0 dice cannot drop)."""
    reason = need_reason(reason)
    stat = DogsStat(stat)
    if character.dogs.stats.dice(stat) == 0:
        raise ConflictError(STAT_EMPTY, stat=stat)
    return changed_stat(character, stat, -1, Cause.LONG_TERM, reason)


def new_d4_trait(character: Character, text: str, *, reason: str) -> Character:
    """DV-18: a new 1d4 trait."""
    return add_trait(character, text, DV18_NEW_DIE, Cause.LONG_TERM, reason)


def new_d4_relationship(
    character: Character, subject_text: str, kind: RelationshipKind = RelationshipKind.PERSON, *, reason: str
) -> Character:
    """DV-18: a new 1d4 relationship."""
    return add_relationship(character, subject_text, kind, DV18_NEW_DIE, Cause.LONG_TERM, reason)


def add_die_to_d4(character: Character, item_id: str, *, reason: str) -> Character:
    """DV-18: one more die on an existing d4 trait or relationship (Decision: all its dice are d4)."""
    reason = need_reason(reason)
    item = find_item(character, item_id)
    if set(item.dice.die_sizes()) != {DV18_SMALL_DIE}:
        raise ConflictError(NOT_D4, item=subject(item), dice=str(item.dice))
    return changed_dice(character, item, evolve(item, dice=add_die(item.dice, DV18_SMALL_DIE)), Cause.LONG_TERM, reason)


def remove_die_from_d6_plus(character: Character, item_id: str, *, reason: str, size: int | None = None) -> Character:
    """DV-18: one die fewer on an existing trait or relationship with a d6 or larger; `size` says
    which die when there are several sizes of d6 or more. The last die cannot go (Decision)."""
    reason = need_reason(reason)
    item = find_item(character, item_id)
    chosen = one_size(item.dice, size, subject(item), larger_than=DV18_SMALL_DIE)
    return changed_dice(character, item, evolve(item, dice=remove_die(item.dice, chosen, subject(item))), Cause.LONG_TERM, reason)


def dice_become_d4(character: Character, item_id: str, *, reason: str) -> Character:
    """DV-18: an existing trait's or relationship's dice become d4 (2d8 -> 2d4)."""
    reason = need_reason(reason)
    item = find_item(character, item_id)
    if set(item.dice.die_sizes()) == {DV18_SMALL_DIE}:
        raise ConflictError(ALREADY_D4, item=subject(item))
    return changed_dice(character, item, evolve(item, dice=all_become(item.dice, DV18_SMALL_DIE)), Cause.LONG_TERM, reason)


def strike_belonging(character: Character, belonging_id: str, *, reason: str) -> Character:
    """DV-18: strike a belonging from the sheet."""
    reason = need_reason(reason)
    belongings = character.dogs.belongings
    struck = next((b for b in belongings if b.id == belonging_id), None)
    if struck is None:
        raise ConflictError(NO_SUCH_ITEM, name=character.name, item=ev.Item.BELONGING)
    character = with_dogs(character, belongings=tuple(b for b in belongings if b.id != belonging_id))
    return record(character, event(ev.BELONGING_STRUCK, belonging=struck.name, dice=str(struck.dice)), reason=reason)


def _highest(dice: Dice) -> int:
    """The highest total the dice can show."""
    return sum(dice.die_sizes())


def rewrite_black_armor(character: Character, description: str, dice: str, *, reason: str) -> Character:
    """DV-18: rewrite the black armor's description for lasting damage and lower its dice to match
    (Decision: the new dice's highest total is below the old; armor without dice keeps none)."""
    reason = need_reason(reason)
    if not description.strip():
        raise ConflictError(ARMOR_TEXT_NEEDED)
    old = character.dogs.black_armor
    new_dice = pool(dice, Pool.ARMOR)
    if old.dice and _highest(new_dice) >= _highest(old.dice):
        raise ConflictError(ARMOR_MUST_DROP, dice=str(old.dice))
    if not old.dice and new_dice:
        raise ConflictError(ARMOR_NO_DICE)
    armor = BlackArmor(description=description.strip(), dice=new_dice)
    character = with_dogs(character, black_armor=armor)
    return record(character, event(ev.ARMOR_REWRITTEN, before=str(old.dice), after=str(new_dice)), reason=reason)


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
