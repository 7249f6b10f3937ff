"""DV-6 / DV-7: starting a conflict: stakes, participants from sheets, the opening roll."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pydantic import Field, field_validator, model_validator

from talekeeper.core.dice import DIE_SIZES, Dice, DiceSource, parse_pool
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import (
    Id,
    Model,
    ModelError,
    Name,
    PoolField,
    RequiredPoolField,
    ShortText,
    clip,
    evolve,
)
from talekeeper.core.model.dogs import (
    Arena,
    Belonging,
    DogsStat,
    NextConflictKind,
    Relationship,
    Trait,
)
from talekeeper.core.model.refusals import DIE_FACE, NOT_DIE_SIZE, OFF_SHEET_ITEM_DICE
from talekeeper.core.rules.dogs.conflict import (
    STAKES_LONGEST,
    Conflict,
    DieSource,
    HeldDie,
    LogKind,
    Participant,
)
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import ITEM_TWICE, NO_SUCH_ITEM, NO_SUCH_PARTICIPANT, NOBODY_TAKES_PART, ROLLED_BEFORE, STAKES_NEEDED, STAKES_TOO_LONG, STARTER_NOT_IN, Item
from talekeeper.core.rules.dogs.helpers import add_log, replace, roll_held, unique
from talekeeper.core.rules.dogs.pools import all_become
from talekeeper.core.rules.dogs.tables import (
    DV2_ARENA_STATS,
    DV5_OFF_SHEET_ITEM_DICE,
    DV18_SMALL_DIE,
)
from talekeeper.core.rules.dogs.turns import begin_round


class OffSheetItem(Model):
    """DV-5: an item not on the sheet that fits the scene, at 1d6 or 1d4."""

    name: Name
    dice: PoolField = parse_pool(DV5_OFF_SHEET_ITEM_DICE[0])

    @field_validator("dice")
    @classmethod
    def _small(cls, dice: Dice) -> Dice:
        allowed = [parse_pool(text) for text in DV5_OFF_SHEET_ITEM_DICE]
        if dice not in allowed:
            raise ModelError(OFF_SHEET_ITEM_DICE, dice=DV5_OFF_SHEET_ITEM_DICE)
        return dice


class ExtraPool(Model):
    """Other dice a participant rolls: an opposition typed in by dice (`label`: its name), or in a
    treatment the patient's dice, the fallout dice again, DV-30's dying pool and the influence
    (`source` says which; `label` is the die's `ref`)."""

    label: ShortText = ""
    dice: RequiredPoolField
    source: DieSource = DieSource.EXTRA


class CarriedDie(Model):
    """DV-21: a die value carried into this conflict: kept by giving instead of raising in an
    earlier conflict (DV-12; `label` its stakes when known, `from_conflict` the saved conflict
    that holds it, which spends it), or an NPC's fallout die the GM hands over (`npc`)."""

    label: ShortText = ""
    size: int
    value: int
    npc: bool = False
    from_conflict: Id | None = None

    @field_validator("size")
    @classmethod
    def _size(cls, size: int) -> int:
        if size not in DIE_SIZES:
            raise ModelError(NOT_DIE_SIZE, size=size)
        return size

    @model_validator(mode="after")
    def _face(self) -> CarriedDie:
        if not 1 <= self.value <= self.size:
            raise ModelError(DIE_FACE, size=self.size, value=self.value)
        return self


class Opening(Model):
    """What one participant brings to the opening roll (DV-7)."""

    stats: tuple[DogsStat, ...] | None = None
    """The stats to roll; by default the arena's two (DV-2). A treatment conflict names its own."""
    relationships: tuple[Id, ...] = ()
    """Relationships that fit this conflict (DV-3)."""
    traits: tuple[Id, ...] = ()
    belongings: tuple[Id, ...] = ()
    items: tuple[OffSheetItem, ...] = ()
    extra: tuple[ExtraPool, ...] = ()
    carried: tuple[CarriedDie, ...] = Field(default=())
    """DV-21: added after the opening roll, with their values."""


def participant_from_character(
    character: Character, *, side: str, arena: Arena = Arena.TALKING, name: str | None = None
) -> Participant:
    """A participant playing `character`, with its DV dice copied and its unused DV-17
    next-conflict effects applied (a stat -1, a 1d4 trait, a relationship's dice as d4); their ids
    are kept in `next_conflict_effects` for `mark_next_conflict_done` when the conflict ends."""
    dogs = character.dogs
    stats = dogs.stats
    traits = list(dogs.traits)
    relationships = list(dogs.relationships)
    applied: list[str] = []
    for effect in dogs.next_conflict:
        if effect.used:
            continue
        applied.append(effect.id)
        if effect.kind is NextConflictKind.STAT_MINUS_ONE and effect.stat is not None:
            lowered = max(0, stats.dice(effect.stat) - 1)
            stats = evolve(stats, **{effect.stat.value: lowered})
        elif effect.kind is NextConflictKind.TRAIT_D4:
            traits.append(Trait(id=effect.id, text=effect.text or effect.reason or "—", dice=parse_pool("1d4")))
        elif effect.kind is NextConflictKind.RELATIONSHIP_D4:
            relationships = [
                evolve(r, dice=all_become(r.dice, DV18_SMALL_DIE))
                if r.id == effect.relationship_id
                else r
                for r in relationships
            ]
    return Participant(
        name=name or character.name,
        character_id=character.id,
        side=side,
        stats=stats,
        traits=tuple(traits),
        relationships=tuple(relationships),
        belongings=dogs.belongings,
        unassigned_relationship_dice=dogs.unassigned_relationship_dice,
        next_conflict_effects=tuple(applied),
        arena=arena,
    )


def dice_of(items: Sequence[Trait | Relationship | Belonging], item_id: str, what: Item, who: str) -> Dice:
    """The dice of the sheet item with `item_id`, refusing an id the participant does not have."""
    for item in items:
        if item.id == item_id:
            return item.dice
    raise ConflictError(NO_SUCH_ITEM, name=who, item=what)


def _opening_pools(p: Participant, opening: Opening) -> list[tuple[Dice, DieSource, str]]:
    """Every pool of the opening roll, in rolling order: stats, relationships, traits, belongings,
    items, extra pools (a HandDice source gives values in this order)."""
    stats = DV2_ARENA_STATS[p.arena] if opening.stats is None else opening.stats
    pools: list[tuple[Dice, DieSource, str]] = []
    for stat in unique([s.value for s in stats]):
        count = p.stats.dice(DogsStat(stat))
        if count:
            pools.append((parse_pool(f"{count}d6"), DieSource.STAT, stat))
    for rid in unique(opening.relationships):
        pools.append((dice_of(p.relationships, rid, Item.RELATIONSHIP, p.name), DieSource.RELATIONSHIP, rid))
    for tid in unique(opening.traits):
        pools.append((dice_of(p.traits, tid, Item.TRAIT, p.name), DieSource.TRAIT, tid))
    for bid in unique(opening.belongings):
        pools.append((dice_of(p.belongings, bid, Item.BELONGING, p.name), DieSource.BELONGING, bid))
    names = [item.name.casefold() for item in opening.items]
    if len(set(names)) != len(names):
        raise ConflictError(ITEM_TWICE, name=p.name)
    pools += [(item.dice, DieSource.ITEM, item.name) for item in opening.items]
    pools += [(extra.dice, extra.source, extra.label) for extra in opening.extra]
    return pools


def opening_dice(participants: Sequence[Participant], openings: Mapping[str, Opening] | None = None) -> tuple[int, ...]:
    """C-2 / DV-7: the size of every die the opening roll rolls, in the order `open_conflict`
    rolls them (participants in order; each one's stats, relationships, traits, belongings, items,
    extra pools), so values read off physical dice can be fed to it as `HandDice`. Nothing is
    rolled when only one side takes part (DV-6)."""
    openings = dict(openings or {})
    if len({p.side for p in participants}) < 2:
        return ()
    sizes: list[int] = []
    for p in participants:
        sizes += opening_pool(p, openings.get(p.id, Opening())).die_sizes()
    return tuple(sizes)


def opening_pool(participant: Participant, opening: Opening) -> Dice:
    """DV-7: every die one participant rolls at the opening, in rolling order (`3d6+2d6+2d8`)."""
    total = Dice()
    for pool_dice, _, _ in _opening_pools(participant, opening):
        total = total + pool_dice
    return total


def open_conflict(
    stakes: str,
    participants: Sequence[Participant],
    *,
    started_by: str,
    dice: DiceSource,
    openings: Mapping[str, Opening] | None = None,
    narration: str = "",
    setting: str = "",
) -> Conflict:
    """DV-6 / DV-7: write the stakes (and where and when: `setting`, DV-21) and make the opening roll.

    Each participant rolls, in the order given: its arena's stats (DV-2; each stat once), then
    the relationships, traits, belongings, off-sheet items and extra pools its `Opening` names.
    DV-21 carried dice are added after the roll. With only one side, nobody opposes and the stakes
    are won outright (DV-6), with nothing rolled. One on one the starter raises first (DV-10);
    with more than two participants the raising order follows DV-14.
    Stakes that dictate the means are the table's call to refuse before this is called.
    """
    openings = dict(openings or {})
    if not stakes or not stakes.strip():
        raise ConflictError(STAKES_NEEDED)
    if len(stakes.strip()) > STAKES_LONGEST:
        raise ConflictError(STAKES_TOO_LONG, most=STAKES_LONGEST)
    people = tuple(participants)
    if not people:
        raise ConflictError(NOBODY_TAKES_PART)
    ids = [p.id for p in people]
    for key in openings:
        if key not in ids:
            raise ConflictError(NO_SUCH_PARTICIPANT, id=key)
    if any(p.hand or p.arenas or p.stats_rolled for p in people):
        raise ConflictError(ROLLED_BEFORE)
    if started_by not in ids:
        raise ConflictError(STARTER_NOT_IN)
    conflict = Conflict(
        stakes=stakes,
        setting=clip(setting.strip()),
        participants=people,
        started_by=started_by,
        rounds=len(people) > 2,
    )
    conflict = add_log(conflict, LogKind.OPEN, started_by, narration=narration)
    if len({p.side for p in people}) < 2:
        conflict = evolve(conflict, finished=True, winner_side=people[0].side)
        return add_log(conflict, LogKind.WON_UNOPPOSED, started_by)
    for p in people:
        conflict = _opening_roll(conflict, p, openings.get(p.id, Opening()), dice)
    if conflict.rounds:
        return begin_round(conflict)
    other = next(p.id for p in people if p.id != started_by)
    return evolve(conflict, order=(started_by, other), to_raise=started_by)


def _opening_roll(conflict: Conflict, p: Participant, opening: Opening, dice: DiceSource) -> Conflict:
    held: list[HeldDie] = []
    for pool, source, ref in _opening_pools(p, opening):
        conflict, rolled = roll_held(conflict, pool, source, ref, dice)
        held += rolled
    for carried in opening.carried:
        source = DieSource.NPC_FALLOUT if carried.npc else DieSource.CARRIED
        die = HeldDie(id=conflict.next_die_id, size=carried.size, value=carried.value, source=source, ref=carried.label)
        conflict = evolve(conflict, next_die_id=conflict.next_die_id + 1)
        held.append(die)
    stats = DV2_ARENA_STATS[p.arena] if opening.stats is None else opening.stats
    conflict = replace(
        conflict,
        conflict.participant(p.id),
        hand=tuple(held),
        arenas=(p.arena,),
        stats_rolled=tuple(DogsStat(s) for s in unique([s.value for s in stats])),
        relationships_used=unique(opening.relationships),
        traits_used=unique(opening.traits),
        belongings_used=unique(opening.belongings),
        items_used=tuple(item.name for item in opening.items),
    )
    return add_log(conflict, LogKind.ROLL, p.id, dice=tuple(held), total=sum(d.value for d in held), arena=p.arena)
