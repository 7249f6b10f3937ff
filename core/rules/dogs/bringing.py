"""DV-3, DV-4, DV-5, DV-11, DV-13, DV-30: dice joining a conflict after the opening roll.

Escalating rolls the new arena's stats that have not joined yet; traits, belongings,
relationships and off-sheet items join once each, at any raise or see, and can be used at once.
Any participant still in may do these at any time; the table judges whether the narration fits.
"""

from __future__ import annotations

from talekeeper.core.dice import DiceSource, parse_pool
from talekeeper.core.model.dogs import Arena, Relationship, RelationshipKind
from talekeeper.core.rules.dogs.conflict import Conflict, DieSource, HeldDie, LogKind
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import BRING_ONE, DEMON_CALLED_ALREADY, ITEM_BROUGHT, JOINED_ALREADY, NO_DEMON, NO_INFLUENCE, RELATIONSHIP_EXISTS, SAME_ARENA, Item
from talekeeper.core.rules.dogs.helpers import (
    add_log,
    replace,
    require_active,
    roll_held,
    roll_into_hand,
)
from talekeeper.core.rules.dogs.opening import OffSheetItem, dice_of
from talekeeper.core.rules.dogs.pools import Pool, pool, subtract
from talekeeper.core.rules.dogs.tables import DV2_ARENA_STATS


def escalate(
    conflict: Conflict, participant_id: str, arena: Arena, dice: DiceSource, *, narration: str = ""
) -> Conflict:
    """DV-11: move to another arena and roll its stats that have not joined yet (each stat joins
    once per conflict: talking -> weapons adds only Will). The other side follows by escalating
    too, or stays, or gives. Any direction is allowed (weapons back to talking)."""
    p = require_active(conflict, participant_id)
    arena = Arena(arena)
    if arena is p.arena:
        raise ConflictError(SAME_ARENA, name=p.name, arena=arena)
    new_stats = [stat for stat in DV2_ARENA_STATS[arena] if stat not in p.stats_rolled]
    held: tuple[HeldDie, ...] = ()
    for stat in new_stats:
        count = p.stats.dice(stat)
        if count:
            conflict, rolled = roll_held(conflict, parse_pool(f"{count}d6"), DieSource.STAT, stat.value, dice)
            held += rolled
    p = conflict.participant(participant_id)
    conflict = replace(
        conflict,
        p,
        arena=arena,
        arenas=(*p.arenas, arena),
        hand=(*p.hand, *held),
        stats_rolled=(*p.stats_rolled, *new_stats),
    )
    return add_log(conflict, LogKind.ESCALATE, participant_id, dice=held, total=sum(d.value for d in held), arena=arena, narration=narration)


def bring_in(
    conflict: Conflict,
    participant_id: str,
    dice: DiceSource,
    *,
    trait_id: str | None = None,
    relationship_id: str | None = None,
    belonging_id: str | None = None,
    item: OffSheetItem | None = None,
    narration: str = "",
) -> Conflict:
    """DV-3 / DV-4 / DV-5 / DV-13: roll one trait, relationship, belonging, or off-sheet item
    (1d6 or 1d4) into hand; name exactly one. Each joins once per conflict."""
    p = require_active(conflict, participant_id)
    named = [x for x in (trait_id, relationship_id, belonging_id, item) if x is not None]
    if len(named) != 1:
        raise ConflictError(BRING_ONE)
    sheet_items = (  # (id named, the participant's list, its "used" list, die source, what it is)
        (trait_id, "traits", "traits_used", DieSource.TRAIT, Item.TRAIT),
        (relationship_id, "relationships", "relationships_used", DieSource.RELATIONSHIP, Item.RELATIONSHIP),
        (belonging_id, "belongings", "belongings_used", DieSource.BELONGING, Item.BELONGING),
    )
    for item_id, items, used, source, what in sheet_items:
        if item_id is None:
            continue
        if item_id in getattr(p, used):
            raise ConflictError(JOINED_ALREADY, name=p.name, item=what)
        found = dice_of(getattr(p, items), item_id, what, p.name)
        conflict = roll_into_hand(conflict, participant_id, found, source, item_id, dice, narration=narration)
        return replace(conflict, conflict.participant(participant_id), also=None, **{used: (*getattr(p, used), item_id)})
    assert item is not None
    if item.name.casefold() in {used.casefold() for used in p.items_used}:
        raise ConflictError(ITEM_BROUGHT, name=p.name, item=item.name)
    conflict = roll_into_hand(conflict, participant_id, item.dice, DieSource.ITEM, item.name, dice, narration=narration)
    return replace(conflict, conflict.participant(participant_id), items_used=(*p.items_used, item.name))


def new_relationship_from_unassigned(
    conflict: Conflict,
    participant_id: str,
    relationship: Relationship,
    dice: DiceSource,
    *,
    fits: bool,
    narration: str = "",
) -> Conflict:
    """DV-3: unassigned relationship dice become `relationship` mid-conflict; if it fits this
    conflict its dice roll at once. Write the same `Relationship` to the sheet with
    `core.rules.dogs.sheet.assign_relationship`."""
    p = require_active(conflict, participant_id)
    if any(r.id == relationship.id for r in p.relationships):
        raise ConflictError(RELATIONSHIP_EXISTS, name=p.name, subject=relationship.subject)
    left = subtract(p.unassigned_relationship_dice, relationship.dice, p.name)
    conflict = replace(conflict, p, relationships=(*p.relationships, relationship), unassigned_relationship_dice=left)
    conflict = add_log(conflict, LogKind.NEW_RELATIONSHIP, participant_id, ref=relationship.id, narration=narration)
    if not fits:
        return conflict
    return bring_in(conflict, participant_id, dice, relationship_id=relationship.id)


def call_on_demon(
    conflict: Conflict,
    participant_id: str,
    relationship_id: str,
    influence: str,
    dice: DiceSource,
    *,
    narration: str = "",
) -> Conflict:
    """DV-30: a character with a demon relationship calls on it: the demonic influence dice join
    like a trait (Decision: once per conflict). The character sells their soul; record it on the
    sheet with `core.rules.dogs.sheet.sell_soul`."""
    p = require_active(conflict, participant_id)
    relationship = next((r for r in p.relationships if r.id == relationship_id), None)
    if relationship is None or relationship.kind is not RelationshipKind.DEMON:
        raise ConflictError(NO_DEMON, name=p.name)
    if p.demon_called:
        raise ConflictError(DEMON_CALLED_ALREADY, name=p.name)
    influence_dice = pool(influence, Pool.INFLUENCE)
    if not influence_dice:
        raise ConflictError(NO_INFLUENCE)
    conflict = roll_into_hand(conflict, participant_id, influence_dice, DieSource.DEMON, relationship_id, dice, narration=narration)
    return replace(conflict, conflict.participant(participant_id), demon_called=True)


def demon_called_on(conflict: Conflict, participant_id: str) -> str | None:
    """DV-30: the id of the demon relationship the participant called on in this conflict (from
    the log of the dice it rolled), or None if they did not call on one."""
    if not conflict.participant(participant_id).demon_called:
        return None
    for entry in conflict.log:
        if entry.participant_id == participant_id:
            for die in entry.dice:
                if die.source is DieSource.DEMON:
                    return die.ref
    return None
