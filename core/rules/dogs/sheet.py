"""Sheet changes from DV conflicts: shared helpers, DV-3 new relationships, DV-17 short-term
fallout, DV-30 selling the soul, and ending next-conflict-only effects.

Every function takes a `Character` and returns a new one with one more history entry of kind
`HistoryKind.DOGS` (C-3), whose events say what happened (`core.rules.dogs.events`). Fallout and
experience changes need a reason that fits what happened in the conflict (DV-20); the entry keeps
it as a `dogs.reason` event.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from talekeeper.core.dice import parse_pool
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import clip, evolve
from talekeeper.core.model.dogs import (
    DogsStat,
    NextConflictEffect,
    NextConflictKind,
    Relationship,
    RelationshipKind,
    Trait,
)
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import (
    LEAVE_WITH_FOLLOW_UP,
    NO_SUCH_ITEM,
    REASON_NEEDED,
    RELATIONSHIP_EXISTS,
    RELATIONSHIP_NEEDED,
    STAT_NEEDED,
    STAT_RANGE,
    SUBJECT_NEEDED,
    TRAIT_TEXT_NEEDED,
    Cause,
    Item,
)
from talekeeper.core.rules.dogs.pools import subtract

MAX_STAT = 30  # the model's limit for a stat's dice


def need_reason(reason: str) -> str:
    """DV-20: every fallout or experience change needs a reason; refuse an empty one."""
    if not isinstance(reason, str) or not reason.strip():
        raise ConflictError(REASON_NEEDED)
    return reason.strip()


def record(character: Character, headline: Event, *changes: Event, reason: str = "", dice: str = "") -> Character:
    """`character` with one more DV history entry: what happened, what changed, and the reason."""
    events = [headline, *changes]
    if reason:
        events.append(event(ev.REASON, text=clip(reason)))
    return character.recorded(kind=HistoryKind.DOGS, dice=dice, events=events)


def with_dogs(character: Character, **changes: object) -> Character:
    """`character` with its DV section changed and validated again."""
    return evolve(character, dogs=evolve(character.dogs, **changes))


def find_trait(character: Character, trait_id: str) -> Trait:
    for trait in character.dogs.traits:
        if trait.id == trait_id:
            return trait
    raise ConflictError(NO_SUCH_ITEM, name=character.name, item=Item.TRAIT)


def find_relationship(character: Character, relationship_id: str) -> Relationship:
    for relationship in character.dogs.relationships:
        if relationship.id == relationship_id:
            return relationship
    raise ConflictError(NO_SUCH_ITEM, name=character.name, item=Item.RELATIONSHIP)


def find_item(character: Character, item_id: str) -> Trait | Relationship:
    """A trait or relationship by id (DV-18 results act on either)."""
    if any(t.id == item_id for t in character.dogs.traits):
        return find_trait(character, item_id)
    if any(r.id == item_id for r in character.dogs.relationships):
        return find_relationship(character, item_id)
    raise ConflictError(NO_SUCH_ITEM, name=character.name)


def subject(item: Trait | Relationship) -> str:
    """What a trait or relationship is called: its text or subject."""
    return item.text if isinstance(item, Trait) else item.subject


def kind_of(item: Trait | Relationship) -> Item:
    return Item.TRAIT if isinstance(item, Trait) else Item.RELATIONSHIP


def put_item(character: Character, new: Trait | Relationship) -> Character:
    """`character` with the trait or relationship of `new.id` replaced by `new`."""
    if isinstance(new, Trait):
        return with_dogs(character, traits=tuple(new if t.id == new.id else t for t in character.dogs.traits))
    return with_dogs(character, relationships=tuple(new if r.id == new.id else r for r in character.dogs.relationships))


def changed_dice(character: Character, before: Trait | Relationship, after: Trait | Relationship, cause: Cause, reason: str) -> Character:
    """`character` with `after` in place of `before`, recorded as a change of dice."""
    character = put_item(character, after)
    headline = event(ev.DICE_CHANGED, item=kind_of(before), subject=subject(before), before=str(before.dice), after=str(after.dice), cause=cause)
    return record(character, headline, reason=reason)


def add_trait(character: Character, text: str, dice: str, cause: Cause, reason: str) -> Character:
    """A new trait of `dice` (DV-18 long-term fallout, DV-20 experience)."""
    reason = need_reason(reason)
    if not text.strip():
        raise ConflictError(TRAIT_TEXT_NEEDED)
    trait = Trait(text=clip(text.strip(), 200), dice=parse_pool(dice))
    character = with_dogs(character, traits=(*character.dogs.traits, trait))
    return record(character, event(ev.TRAIT_ADDED, text=trait.text, dice=str(trait.dice), cause=cause), reason=reason)


def add_relationship(character: Character, subject_text: str, kind: RelationshipKind, dice: str, cause: Cause, reason: str) -> Character:
    """A new relationship of `dice` (DV-18, DV-20)."""
    reason = need_reason(reason)
    if not subject_text.strip():
        raise ConflictError(SUBJECT_NEEDED)
    relationship = Relationship(subject=clip(subject_text.strip(), 200), kind=RelationshipKind(kind), dice=parse_pool(dice))
    character = with_dogs(character, relationships=(*character.dogs.relationships, relationship))
    return record(character, _added(relationship, cause), reason=reason)


def _added(relationship: Relationship, cause: Cause) -> Event:
    return event(ev.RELATIONSHIP_ADDED, subject=relationship.subject, relation=relationship.kind, dice=str(relationship.dice), cause=cause)


def set_stat(character: Character, stat: DogsStat, value: int) -> Character:
    stat = DogsStat(stat)
    if not 0 <= value <= MAX_STAT:
        raise ConflictError(STAT_RANGE, stat=stat, most=MAX_STAT, value=value)
    return with_dogs(character, stats=evolve(character.dogs.stats, **{stat.value: value}))


def changed_stat(character: Character, stat: DogsStat, step: int, cause: Cause, reason: str) -> Character:
    """A stat one die up or down (DV-18, DV-20), recorded."""
    stat = DogsStat(stat)
    before = character.dogs.stats.dice(stat)
    character = set_stat(character, stat, before + step)
    return record(character, event(ev.STAT_CHANGED, stat=stat, before=before, after=before + step, cause=cause), reason=reason)


def assign_relationship(character: Character, relationship: Relationship, *, reason: str = "", stakes: str = "") -> Character:
    """DV-3: unassigned relationship dice become `relationship` (the same object a conflict used,
    see `new_relationship_from_unassigned`), at any time; `stakes` names the conflict it was
    written in."""
    dogs = character.dogs
    if any(r.id == relationship.id for r in dogs.relationships):
        raise ConflictError(RELATIONSHIP_EXISTS, name=character.name, subject=relationship.subject)
    left = subtract(dogs.unassigned_relationship_dice, relationship.dice, character.name)
    character = with_dogs(character, relationships=(*dogs.relationships, relationship), unassigned_relationship_dice=left)
    more = [event(ev.IN_CONFLICT, stakes=clip(stakes.strip()))] if stakes.strip() else []
    return record(character, _added(relationship, Cause.UNASSIGNED), *more, reason=reason.strip(), dice=str(relationship.dice))


def apply_short_term(
    character: Character,
    kind: NextConflictKind,
    *,
    reason: str,
    stat: DogsStat | None = None,
    relationship_id: str | None = None,
    text: str = "",
    follow_up: bool = False,
) -> Character:
    """DV-17 short-term fallout (total 7 or less), written as a next-conflict-only effect:
    a stat -1, a new 1d4 trait (`text`), a relationship's dice as d4, or leaving the scene (only
    if nobody starts a follow-up conflict: `follow_up=True` refuses it). Decision: the effect
    lasts until the character's next conflict ends (`mark_next_conflict_done`)."""
    reason = need_reason(reason)
    kind = NextConflictKind(kind)
    named = None
    if kind is NextConflictKind.STAT_MINUS_ONE and stat is None:
        raise ConflictError(STAT_NEEDED)
    if kind is NextConflictKind.RELATIONSHIP_D4:
        if relationship_id is None:
            raise ConflictError(RELATIONSHIP_NEEDED)
        named = find_relationship(character, relationship_id).subject
    if kind is NextConflictKind.TRAIT_D4 and not text.strip():
        raise ConflictError(TRAIT_TEXT_NEEDED)
    if kind is NextConflictKind.LEAVE_SCENE and follow_up:
        raise ConflictError(LEAVE_WITH_FOLLOW_UP)
    effect = NextConflictEffect(
        kind=kind,
        stat=stat if kind is NextConflictKind.STAT_MINUS_ONE else None,
        relationship_id=relationship_id if kind is NextConflictKind.RELATIONSHIP_D4 else None,
        text=clip(text.strip()),
        reason=clip(reason),
    )
    character = with_dogs(character, next_conflict=(*character.dogs.next_conflict, effect))
    headline = event(ev.SHORT_TERM, effect=kind, stat=effect.stat, relationship=named, text=effect.text or None)
    return record(character, headline, reason=reason)


def mark_next_conflict_done(character: Character, effect_ids: Sequence[str] | None = None) -> Character:
    """DV-17 Decision: the character's next conflict has ended, so the next-conflict effects it
    applied (`Participant.next_conflict_effects`; None: every unused one) are marked used (GM-2
    clears them at the end of the session). Unchanged if there are none."""
    wanted = None if effect_ids is None else set(effect_ids)
    pending = [e for e in character.dogs.next_conflict if not e.used and (wanted is None or e.id in wanted)]
    if not pending:
        return character
    ids = {e.id for e in pending}
    effects = tuple(evolve(e, used=True) if e.id in ids else e for e in character.dogs.next_conflict)
    character = with_dogs(character, next_conflict=effects)
    return record(character, event(ev.NEXT_CONFLICT_USED, count=len(pending)))


def sold_soul(character: Character, relationship_id: str | None, changes: Iterable[Event] = (), *, reason: str = "") -> Character:
    """DV-30: the sheet records the sold soul (and the demon called on, when it is on the sheet)."""
    found = next((r for r in character.dogs.relationships if r.id == relationship_id), None)
    character = with_dogs(character, soul_sold=True)
    return record(character, event(ev.SOUL_SOLD, subject=found.subject if found else None), *changes, reason=reason)


def sell_soul(character: Character, relationship_id: str, *, reason: str) -> Character:
    """DV-30: the character called on a demon relationship and sold their soul; the sheet records it."""
    reason = need_reason(reason)
    find_relationship(character, relationship_id)
    return sold_soul(character, relationship_id, reason=reason)
