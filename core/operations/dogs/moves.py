"""DV-8..DV-15 moves and the dice joining after the opening roll (DV-3, DV-5, DV-11, DV-13, DV-30),
each one operation on the conflict at hand (`table.play`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from talekeeper.core.dice import Faces, parse_pool
from talekeeper.core.events import event
from talekeeper.core.model.common import clip
from talekeeper.core.model.dogs import Relationship, RelationshipKind
from talekeeper.core.operations.dogs.play import check_faces, conflict_of, moved
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.rules import dogs as dv
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.events import HELP_DICE, ITEM_DICE, ITEM_NAME_NEEDED, NOT_TIED, RELATIONSHIP_DICE_NEEDED, SUBJECT_NEEDED
from talekeeper.core.rules.dogs.opening import dice_of
from talekeeper.core.rules.dogs.pools import Pool, pool
from talekeeper.core.rules.dogs.tables import DV9_ARENA_BLOW, DV15_HELP_DICE


@dataclass(frozen=True)
class Raising:
    """DV-8: dice put forward as a raise. `blow` None: the kind DV9_ARENA_BLOW gives the raiser's
    arena; `targets` None: every opponent still in (DV-14)."""

    participant_id: str
    die_ids: tuple[int, ...]
    blow: dv.BlowKind | None = None
    targets: tuple[str, ...] | None = None
    narration: str = ""


def raise_dice(table: Table, ask: Raising) -> Outcome:
    conflict = conflict_of(table)
    p = conflict.participant(ask.participant_id)
    blow = ask.blow or DV9_ARENA_BLOW[p.arena]
    after = dv.raise_dice(conflict, p.id, ask.die_ids, blow=blow, targets=ask.targets, narration=ask.narration)
    raised = after.current_raise
    return moved(table, after, event(ev.RAISE_TITLE, name=p.name, total=raised.total if raised else 0))


@dataclass(frozen=True)
class Seeing:
    participant_id: str
    die_ids: tuple[int, ...]
    narration: str = ""


def see(table: Table, ask: Seeing) -> Outcome:
    conflict = conflict_of(table)
    after = dv.see(conflict, ask.participant_id, ask.die_ids, narration=ask.narration)
    return moved(table, after, event(ev.SEE_TITLE, name=conflict.participant(ask.participant_id).name))


@dataclass(frozen=True)
class Giving:
    participant_id: str
    narration: str = ""


def give(table: Table, ask: Giving) -> Outcome:
    conflict = conflict_of(table)
    after = dv.give(conflict, ask.participant_id, narration=ask.narration)
    return moved(table, after, event(ev.GIVE_TITLE, name=conflict.participant(ask.participant_id).name))


def run_out(table: Table, ask: Giving) -> Outcome:
    """DV-10: out of dice (the inputs are a `Giving`: who, and what is said)."""
    conflict = conflict_of(table)
    after = dv.run_out(conflict, ask.participant_id, narration=ask.narration)
    return moved(table, after, event(ev.OUT_TITLE, name=conflict.participant(ask.participant_id).name))


@dataclass(frozen=True)
class Helping:
    """DV-15: `die_ids` are the dice given (DV15_HELP_DICE of them)."""

    participant_id: str
    ally_id: str
    die_ids: tuple[int, ...]
    narration: str = ""


def help_ally(table: Table, ask: Helping) -> Outcome:
    conflict = conflict_of(table)
    if len(ask.die_ids) != DV15_HELP_DICE:
        raise dv.ConflictError(HELP_DICE, need=DV15_HELP_DICE, given=len(ask.die_ids))
    after = dv.help_ally(conflict, ask.participant_id, ask.ally_id, ask.die_ids[0], narration=ask.narration)
    helper, ally = conflict.participant(ask.participant_id), conflict.participant(ask.ally_id)
    return moved(table, after, event(ev.HELP_TITLE, name=helper.name, ally=ally.name))


@dataclass(frozen=True)
class ChoosingOrder:
    """DV-14 Decision: who raises first among the participants tied for the raising order."""

    first: str


def choose_order(table: Table, ask: ChoosingOrder) -> Outcome:
    conflict = conflict_of(table)
    tie = next((group for group in conflict.ties if ask.first in group), None)
    if tie is None:
        raise dv.ConflictError(NOT_TIED, name=conflict.participant(ask.first).name)
    order = list(conflict.order)
    slots = sorted(order.index(who) for who in tie)
    for slot, who in zip(slots, [ask.first, *(w for w in tie if w != ask.first)], strict=True):
        order[slot] = who
    after = dv.set_raising_order(conflict, order)
    return moved(table, after, event(ev.ORDER_TITLE, round=after.round))


# -- DV-3, DV-5, DV-11, DV-13, DV-30: dice joining after the opening roll --------------------------


@dataclass(frozen=True)
class Escalating:
    participant_id: str
    arena: dv.Arena
    faces: Faces
    narration: str = ""


def escalate(table: Table, ask: Escalating) -> Outcome:
    conflict = conflict_of(table)
    check_faces(dv.escalation_dice(conflict, ask.participant_id, ask.arena), ask.faces)
    after = dv.escalate(conflict, ask.participant_id, ask.arena, ask.faces.source(), narration=ask.narration)
    return moved(table, after, event(ev.ESCALATE_TITLE, name=conflict.participant(ask.participant_id).name, arena=ask.arena))


@dataclass(frozen=True)
class BringingIn:
    """One trait, relationship or belonging (by id), or an item not on the sheet (`item`, with
    `item_dice` one of DV5_OFF_SHEET_ITEM_DICE)."""

    participant_id: str
    faces: Faces
    trait_id: str | None = None
    relationship_id: str | None = None
    belonging_id: str | None = None
    item: str = ""
    item_dice: str = ""
    narration: str = ""


def brought_dice(conflict: dv.Conflict, ask: BringingIn) -> tuple[int, ...]:
    """The sizes bringing this in rolls (for faces typed from physical dice, C-2)."""
    p = conflict.participant(ask.participant_id)
    for item_id, items, what in ((ask.trait_id, p.traits, ev.Item.TRAIT), (ask.relationship_id, p.relationships, ev.Item.RELATIONSHIP),
                                 (ask.belonging_id, p.belongings, ev.Item.BELONGING)):
        if item_id is not None:
            return dice_of(items, item_id, what, p.name).die_sizes()
    return off_sheet(ask).dice.die_sizes()


def off_sheet(ask: BringingIn) -> dv.OffSheetItem:
    """DV-5: the item not on the sheet the inputs name."""
    if not ask.item.strip():
        raise dv.ConflictError(ITEM_NAME_NEEDED)
    if ask.item_dice not in dv.DV5_OFF_SHEET_ITEM_DICE:
        raise dv.ConflictError(ITEM_DICE, dice=dv.DV5_OFF_SHEET_ITEM_DICE)
    return dv.OffSheetItem(name=clip(ask.item.strip(), 200), dice=parse_pool(ask.item_dice))


def bring_in(table: Table, ask: BringingIn) -> Outcome:
    conflict = conflict_of(table)
    check_faces(brought_dice(conflict, ask), ask.faces)
    named = ask.trait_id or ask.relationship_id or ask.belonging_id
    after = dv.bring_in(conflict, ask.participant_id, ask.faces.source(), trait_id=ask.trait_id, relationship_id=ask.relationship_id,
                        belonging_id=ask.belonging_id, item=None if named else off_sheet(ask), narration=ask.narration)
    return moved(table, after, event(ev.BRING_IN_TITLE, name=conflict.participant(ask.participant_id).name))


@dataclass(frozen=True)
class NewRelationship:
    """DV-3: unassigned relationship dice become a relationship mid-conflict (on the sheet too,
    in the same step); when it `fits`, its dice roll at once (`faces`)."""

    participant_id: str
    subject: str
    dice: str
    relation: RelationshipKind = RelationshipKind.PERSON
    fits: bool = True
    faces: Faces = field(default_factory=lambda: Faces(()))
    narration: str = ""


def relationship_of(ask: NewRelationship) -> Relationship:
    """The relationship the inputs describe (refusing an empty subject or dice)."""
    if not ask.subject.strip():
        raise dv.ConflictError(SUBJECT_NEEDED)
    dice = pool(ask.dice, Pool.RELATIONSHIP)
    if not dice:
        raise dv.ConflictError(RELATIONSHIP_DICE_NEEDED)
    return Relationship(subject=clip(ask.subject.strip(), 200), kind=ask.relation, dice=dice)


def new_relationship(table: Table, ask: NewRelationship) -> Outcome:
    conflict = conflict_of(table)
    p = conflict.participant(ask.participant_id)
    relationship = relationship_of(ask)
    check_faces(relationship.dice.die_sizes() if ask.fits else (), ask.faces)
    after = dv.new_relationship_from_unassigned(conflict, p.id, relationship, ask.faces.source(), fits=ask.fits, narration=ask.narration)
    sheet = table.sheets.get(p.character_id or "")
    written = [dv.assign_relationship(sheet, relationship, stakes=conflict.stakes)] if sheet is not None else []
    return moved(table, after, event(ev.NEW_RELATIONSHIP_TITLE, name=p.name, subject=relationship.subject), written)


@dataclass(frozen=True)
class CallingOnDemon:
    """DV-30: the campaign's demonic influence dice join (`faces`); the sheet records the sold
    soul with the end of the conflict."""

    participant_id: str
    relationship_id: str
    faces: Faces
    narration: str = ""


def demon_dice(table: Table) -> tuple[int, ...]:
    """DV-30: the sizes calling on a demon rolls (the campaign's demonic influence)."""
    return pool(table.campaign.demonic_influence, Pool.INFLUENCE).die_sizes()


def call_on_demon(table: Table, ask: CallingOnDemon) -> Outcome:
    conflict = conflict_of(table)
    check_faces(demon_dice(table), ask.faces)
    influence = str(table.campaign.demonic_influence)
    after = dv.call_on_demon(conflict, ask.participant_id, ask.relationship_id, influence, ask.faces.source(), narration=ask.narration)
    return moved(table, after, event(ev.DEMON_TITLE, name=conflict.participant(ask.participant_id).name))


@dataclass(frozen=True)
class GivingUpKept:
    """DV-21: there will be no follow-up conflict: the die the participant kept by giving goes."""

    participant_id: str


def give_up_kept(table: Table, ask: GivingUpKept) -> Outcome:
    conflict = conflict_of(table)
    after = dv.spend_follow_up_die(conflict, ask.participant_id)
    return moved(table, after, event(ev.GIVE_UP_KEPT_TITLE, name=conflict.participant(ask.participant_id).name))

