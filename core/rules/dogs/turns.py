"""DV-10 / DV-14: whose raise it is, rounds with several opponents, and the end of a conflict."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from talekeeper.core.model.common import evolve
from talekeeper.core.rules.dogs.conflict import Conflict, LogKind
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import NO_ORDER_ONE_ON_ONE, NOBODY_RAISES, NOT_TIED, NOT_YOUR_TURN, ORDER_NOT_ROUND, ORDER_TOO_LATE, RAISE_ON_TABLE
from talekeeper.core.rules.dogs.helpers import add_log, require_active, require_open
from talekeeper.core.rules.dogs.tables import DV8_RAISE_DICE, DV15_HELPER_RAISE_DICE


def _order_key(values: Sequence[int]) -> tuple[int, int]:
    highest = sorted(values, reverse=True)
    return sum(highest[:2]), (highest[0] if highest else 0)


def raising_order(hands: Mapping[str, Sequence[int]]) -> tuple[tuple[str, ...], ...]:
    """DV-14: participants grouped in raising order by the total of their two highest dice,
    highest first. Decision: a tie goes to the higher single die; participants still tied share a
    group (the users choose among them), listed in the order `hands` gives them."""
    keyed = sorted(hands, key=lambda who: _order_key(hands[who]), reverse=True)
    groups: list[list[str]] = []
    for who in keyed:
        if groups and _order_key(hands[groups[-1][0]]) == _order_key(hands[who]):
            groups[-1].append(who)
        else:
            groups.append([who])
    return tuple(tuple(group) for group in groups)


def own_dice_for_raise(conflict: Conflict, participant_id: str) -> int:
    """How many dice from hand this participant's next raise takes.

    DV-8: two. DV-9 / DV-15: after a reverse the blow, the kept die (or helped total) is the first
    part and one die comes from hand. DV-15: a helper raises with one die in all (Decision: a kept
    die or total is that one die, and nothing comes from hand).
    """
    participant = conflict.participant(participant_id)
    in_all = DV15_HELPER_RAISE_DICE if participant.raise_with_one else DV8_RAISE_DICE
    return in_all - (1 if participant.kept else 0)


def can_raise(conflict: Conflict, participant_id: str) -> bool:
    """DV-10: whether the participant holds enough dice for a legal raise."""
    return len(conflict.participant(participant_id).hand) >= own_dice_for_raise(conflict, participant_id)


def can_see(conflict: Conflict, participant_id: str) -> bool:
    """DV-10: whether the participant's dice (and help given to them) can reach the raise."""
    table = conflict.current_raise
    if table is None:
        return False
    participant = conflict.participant(participant_id)
    if not participant.hand:
        return False
    reach = sum(d.value for d in participant.hand) + sum(d.value for d in conflict.help_for(participant_id))
    return reach >= table.total


def check_finished(conflict: Conflict) -> Conflict:
    """DV-6 / DV-10 / DV-12: the conflict ends when one side (or none) has anyone left in it."""
    if conflict.finished:
        return conflict
    sides = {p.side for p in conflict.active()}
    if len(sides) > 1:
        return conflict
    winner = next(iter(sides)) if sides else None
    conflict = evolve(conflict, finished=True, winner_side=winner, to_raise=None, current_raise=None, help_offers=())
    return add_log(conflict, LogKind.FINISH)


def begin_round(conflict: Conflict) -> Conflict:
    """DV-14: a new round, its raising order decided again from the dice in hand."""
    hands = {p.id: [d.value for d in p.hand] for p in conflict.active()}
    groups = raising_order(hands)
    order = tuple(who for group in groups for who in group)
    ties = tuple(group for group in groups if len(group) > 1)
    round_number = conflict.round + (1 if conflict.raised_this_round else 0)
    conflict = evolve(conflict, round=round_number, order=order, ties=ties, raised_this_round=(), to_raise=order[0])
    return add_log(conflict, LogKind.ORDER, round=round_number, order=order)


def next_turn(conflict: Conflict, seer: str | None = None) -> Conflict:
    """Move on after a raise is answered, withdrawn or passed (DV-10, DV-14).

    One on one, the side that saw raises next. In rounds, the next participant in the order who
    is still in raises; when everyone has raised, a new round begins.
    """
    conflict = check_finished(conflict)
    if conflict.finished:
        return conflict
    last = conflict.current_raise.raiser_id if conflict.current_raise else conflict.to_raise
    conflict = evolve(conflict, current_raise=None)
    if not conflict.rounds:
        others = [p.id for p in conflict.active() if p.id != last]
        nxt = seer if seer and conflict.participant(seer).active else (others[0] if others else None)
        return evolve(conflict, to_raise=nxt)
    for who in conflict.order:
        if who not in conflict.raised_this_round and conflict.participant(who).active:
            return evolve(conflict, to_raise=who)
    return begin_round(conflict)


def set_raising_order(conflict: Conflict, order: Sequence[str]) -> Conflict:
    """DV-14 Decision: the users choose the order inside tied groups, before anyone raises this
    round. `order` lists every participant of the round's order; tied groups may be rearranged,
    nothing else may move."""
    require_open(conflict)
    if not conflict.rounds:
        raise ConflictError(NO_ORDER_ONE_ON_ONE)
    if conflict.raised_this_round or conflict.current_raise:
        raise ConflictError(ORDER_TOO_LATE)
    order = tuple(order)
    if sorted(order) != sorted(conflict.order):
        raise ConflictError(ORDER_NOT_ROUND)
    tied = {who: group for group in conflict.ties for who in group}
    for old, new in zip(conflict.order, order, strict=True):
        if old != new and (old not in tied or tied[old] != tied.get(new)):
            moved = conflict.participant(new).name
            raise ConflictError(NOT_TIED, name=moved)
    conflict = evolve(conflict, order=order, ties=(), to_raise=order[0])
    return add_log(conflict, LogKind.ORDER_CHOSEN, round=conflict.round, order=order)


def whose_move(conflict: Conflict) -> tuple[str, ...]:
    """Who must act now: the raiser, or everyone still to see the raise on the table."""
    if conflict.finished:
        return ()
    if conflict.current_raise:
        return conflict.current_raise.waiting_for
    return (conflict.to_raise,) if conflict.to_raise else ()


def require_turn(conflict: Conflict, participant_id: str) -> None:
    """Refuse a raise out of turn."""
    participant = require_active(conflict, participant_id)
    if conflict.current_raise:
        raiser = conflict.participant(conflict.current_raise.raiser_id).name
        raise ConflictError(RAISE_ON_TABLE, raiser=raiser)
    if conflict.to_raise is None:
        raise ConflictError(NOBODY_RAISES, name=participant.name)
    if conflict.to_raise != participant_id:
        who = conflict.participant(conflict.to_raise).name
        raise ConflictError(NOT_YOUR_TURN, due=who, name=participant.name)
