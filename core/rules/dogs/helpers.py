"""Small helpers every conflict action shares: checks, replacing a participant, rolling into hand,
logging. Internal to `core.rules.dogs`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from talekeeper.core.dice import Dice, DiceSource, roll
from talekeeper.core.model.common import clip, evolve
from talekeeper.core.rules.dogs.conflict import (
    Conflict,
    DieSource,
    HeldDie,
    LogEntry,
    LogKind,
    Participant,
)
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import DIE_TWICE, GAVE_ALREADY, OUT_ALREADY, OVER


def require_open(conflict: Conflict) -> None:
    if conflict.finished:
        raise ConflictError(OVER)


def require_active(conflict: Conflict, participant_id: str) -> Participant:
    """The participant, refusing one who has given or run out of dice, or a finished conflict."""
    require_open(conflict)
    participant = conflict.participant(participant_id)
    if participant.gave:
        raise ConflictError(GAVE_ALREADY, name=participant.name)
    if participant.out:
        raise ConflictError(OUT_ALREADY, name=participant.name)
    return participant


def replace(
    conflict: Conflict, participant: Participant, *, also: Mapping[str, object] | None = None, **changes: object
) -> Conflict:
    """`conflict` with one participant replaced by itself with `changes`, and the conflict's own
    fields changed by `also` in the same step (so dice moving between them are never in two places)."""
    new = evolve(participant, **changes)
    people = tuple(new if p.id == participant.id else p for p in conflict.participants)
    return evolve(conflict, participants=people, **(also or {}))


def add_log(conflict: Conflict, kind: LogKind, participant_id: str | None = None, **facts: object) -> Conflict:
    """`conflict` with one more log entry of these facts (the narration cut to fit, DV-8)."""
    if isinstance(facts.get("narration"), str):
        facts["narration"] = clip(str(facts["narration"]).strip())
    entry = LogEntry.model_validate({"kind": kind, "participant_id": participant_id, **facts})
    return evolve(conflict, log=(*conflict.log, entry))


def roll_held(
    conflict: Conflict, pool: Dice, source: DieSource, ref: str, dice: DiceSource
) -> tuple[Conflict, tuple[HeldDie, ...]]:
    """Roll `pool` from `dice` (C-2) into numbered dice; the caller puts them in a hand. A value a
    die cannot show, or too few values, is a `DiceError`."""
    rolled = roll(pool, dice)
    first = conflict.next_die_id
    held = tuple(
        HeldDie(id=first + index, size=size, value=value, source=source, ref=ref[:500])
        for index, (size, value) in enumerate(rolled.values)
    )
    return evolve(conflict, next_die_id=first + len(held)), held


def roll_into_hand(
    conflict: Conflict,
    participant_id: str,
    pool: Dice,
    source: DieSource,
    ref: str,
    dice: DiceSource,
    *,
    narration: str = "",
) -> Conflict:
    """Roll `pool` into the participant's hand, open (DV-7), and log it."""
    conflict, held = roll_held(conflict, pool, source, ref, dice)
    participant = conflict.participant(participant_id)
    conflict = replace(conflict, participant, hand=(*participant.hand, *held))
    return add_log(
        conflict,
        LogKind.ROLL,
        participant_id,
        dice=held,
        total=sum(d.value for d in held),
        narration=narration,
    )


def take_from_hand(participant: Participant, die_ids: Sequence[int]) -> tuple[tuple[HeldDie, ...], tuple[HeldDie, ...]]:
    """(the chosen dice, the hand without them); refuses unknown or repeated ids."""
    if len(set(die_ids)) != len(die_ids):
        raise ConflictError(DIE_TWICE)
    chosen = tuple(participant.die(die_id) for die_id in die_ids)
    rest = tuple(die for die in participant.hand if die.id not in set(die_ids))
    return chosen, rest


def unique(values: Sequence[str]) -> tuple[str, ...]:
    """The values without repeats, first occurrence kept."""
    return tuple(dict.fromkeys(values))
