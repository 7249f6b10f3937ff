"""DV-8..DV-15: raise, see, give, run out of dice, help. Each takes a `Conflict` and returns a new
one, or raises `ConflictError` saying why the move is not allowed."""

from __future__ import annotations

from collections.abc import Sequence

from talekeeper.core.dice import Dice, parse_pool
from talekeeper.core.model.common import evolve
from talekeeper.core.rules.dogs.conflict import (
    Conflict,
    FalloutNote,
    HeldDie,
    HelpOffer,
    KeptReverse,
    LogKind,
    Raise,
    dice_total,
)
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import (
    ANSWERED,
    CAN_STILL_RAISE,
    CAN_STILL_SEE,
    HELP_OTHER_SIDE,
    HELP_SELF,
    HELPED_ALREADY,
    NO_KEPT_DIE,
    NO_RAISE,
    NO_TARGET,
    NOT_A_TARGET,
    NOT_AN_OPPONENT,
    NOT_DUE,
    RAISE_AFTER_HELP,
    RAISE_SHORT_OF_DICE,
    RAISE_TWO,
    RAISE_WITH_KEPT,
    SEE_SHORT,
    SEE_WITHOUT_DICE,
)
from talekeeper.core.rules.dogs.helpers import add_log, replace, require_active, take_from_hand
from talekeeper.core.rules.dogs.see import fallout_dice_from_see, see_kind
from talekeeper.core.rules.dogs.tables import DV9_FALLOUT_DIE, BlowKind, SeeKind
from talekeeper.core.rules.dogs.turns import (
    can_raise,
    can_see,
    check_finished,
    next_turn,
    own_dice_for_raise,
    require_turn,
)


def raise_dice(
    conflict: Conflict,
    participant_id: str,
    die_ids: Sequence[int],
    *,
    blow: BlowKind,
    targets: Sequence[str] | None = None,
    narration: str = "",
) -> Conflict:
    """DV-8: put forward dice from hand as a raise of the given kind (DV-9/DV-10: the kind fixes
    the fallout die a taken blow notes). Exactly two dice; after a reverse the blow the kept die or
    total joins and one die comes from hand (DV-9, DV-15); a helper raises with one die (DV-15).
    Help given to the raiser is added on top. `targets` default to every opponent still in (DV-14).
    """
    require_turn(conflict, participant_id)
    p = conflict.participant(participant_id)
    need = own_dice_for_raise(conflict, participant_id)
    if len(p.hand) < need:
        raise ConflictError(RAISE_SHORT_OF_DICE, name=p.name, have=len(p.hand), need=need)
    if len(die_ids) != need:
        if p.raise_with_one:
            raise ConflictError(RAISE_AFTER_HELP, name=p.name, need=need, kept=p.kept is not None)
        if p.kept:
            raise ConflictError(RAISE_WITH_KEPT, name=p.name, need=need, total=p.kept.total, helped=p.kept.helped)
        raise ConflictError(RAISE_TWO, name=p.name, need=need)
    chosen, rest = take_from_hand(p, die_ids)
    opponents = [o.id for o in conflict.opponents(participant_id)]
    aimed = tuple(dict.fromkeys(targets)) if targets is not None else tuple(opponents)
    if not aimed:
        raise ConflictError(NO_TARGET)
    for target in aimed:
        if target not in opponents:
            name = conflict.participant(target).name
            raise ConflictError(NOT_AN_OPPONENT, name=name)
    blow = BlowKind(blow)
    help_dice = conflict.help_for(participant_id)
    total = dice_total(chosen) + dice_total(help_dice) + (p.kept.total if p.kept else 0)
    table = Raise(
        raiser_id=participant_id,
        dice=chosen,
        kept=p.kept,
        help=help_dice,
        total=total,
        blow=blow,
        fallout_die=DV9_FALLOUT_DIE[blow],
        targets=aimed,
    )
    also = {
        "current_raise": table,
        "to_raise": None,
        "help_offers": tuple(o for o in conflict.help_offers if o.ally_id != participant_id),
        "raised_this_round": (*conflict.raised_this_round, participant_id),
    }
    conflict = replace(conflict, p, also=also, hand=rest, kept=None, raise_with_one=False, helped_ally=None)
    shown = (*(p.kept.dice if p.kept else ()), *chosen, *help_dice)
    return add_log(conflict, LogKind.RAISE, participant_id, dice=shown, total=total, targets=aimed, blow=blow, narration=narration)


def _seeing(conflict: Conflict, participant_id: str) -> Raise:
    p = require_active(conflict, participant_id)
    table = conflict.current_raise
    if table is None:
        raise ConflictError(NO_RAISE)
    if participant_id not in table.waiting_for:
        if participant_id in table.answered:
            raise ConflictError(ANSWERED, name=p.name)
        raise ConflictError(NOT_A_TARGET, name=p.name)
    return table


def see(conflict: Conflict, participant_id: str, die_ids: Sequence[int], *, narration: str = "") -> Conflict:
    """DV-9: put forward dice totalling at least the raise (with any help given, DV-15).

    By the see's own dice: one reverses the blow (kept for the next raise; with help, the see's
    total is kept), two block or dodge, three or more take the blow and note that many fallout
    dice of the raise's size. Dice put forward are otherwise spent. A target who has seen is done
    with this raise; when every target has answered, the turn moves on (DV-10, DV-14).
    Decision: a participant holds one kept die or total at a time; reversing another blow before
    raising replaces it (the earlier one is spent).
    """
    table = _seeing(conflict, participant_id)
    p = conflict.participant(participant_id)
    if not die_ids:
        raise ConflictError(SEE_WITHOUT_DICE, name=p.name)
    chosen, rest = take_from_hand(p, die_ids)
    help_dice = conflict.help_for(participant_id)
    total = dice_total(chosen) + dice_total(help_dice)
    if total < table.total:
        raise ConflictError(SEE_SHORT, name=p.name, total=total, raised=table.total)
    used, helpers = len(chosen) + len(help_dice), len(help_dice)
    kind = see_kind(used, helper_dice=helpers)
    changes: dict[str, object] = {"hand": rest}
    if kind is SeeKind.REVERSE_THE_BLOW:
        changes["kept"] = KeptReverse(dice=(*chosen, *help_dice), helped=bool(help_dice))
    fallout = fallout_dice_from_see(used, table.fallout_die, helper_dice=helpers)
    if fallout:
        note = FalloutNote(count=used - helpers, size=table.fallout_die, raiser_id=table.raiser_id, blow=table.blow)
        changes["fallout"] = (*p.fallout, note)
    also = {
        "current_raise": evolve(table, answered=(*table.answered, participant_id)),
        "help_offers": tuple(o for o in conflict.help_offers if o.ally_id != participant_id),
    }
    conflict = replace(conflict, p, also=also, **changes)
    conflict = add_log(
        conflict, LogKind.SEE, participant_id, dice=(*chosen, *help_dice), total=total, see_kind=kind, fallout=fallout, narration=narration
    )
    if conflict.current_raise and not conflict.current_raise.waiting_for:
        return next_turn(conflict, seer=participant_id)
    return conflict


def fallout_if_seen(conflict: Conflict, participant_id: str, die_ids: Sequence[int]) -> Dice:
    """DV-31: every fallout die the participant would hold after seeing with these dice (for
    `fallout_odds` before the see). Does not check that the dice reach the raise."""
    table = _seeing(conflict, participant_id)
    p = conflict.participant(participant_id)
    chosen, _ = take_from_hand(p, die_ids)
    helpers = len(conflict.help_for(participant_id))
    extra = fallout_dice_from_see(len(chosen) + helpers, table.fallout_die, helper_dice=helpers) if chosen else ""
    return p.fallout_dice + (parse_pool(extra) if extra else Dice())


def give(conflict: Conflict, participant_id: str, *, narration: str = "") -> Conflict:
    """DV-12: a side may give instead of seeing or raising, or when the other side escalates
    (DV-11): no blow taken, the stakes lost. Giving instead of raising (on one's own turn to raise)
    keeps the highest die (hand or plain kept die) for a follow-up (DV-21). Help dice waiting for
    the giver are lost with the rest of their dice. A raiser whose raise is on the table has no
    move until it is seen: the other side acts (it sees, or gives)."""
    p = require_active(conflict, participant_id)
    if conflict.current_raise is not None and conflict.current_raise.raiser_id == participant_id:
        raise ConflictError(NOT_DUE, name=p.name)
    follow = None
    if conflict.current_raise is None and conflict.to_raise == participant_id:
        candidates = [*p.hand, *(p.kept.dice if p.kept and not p.kept.helped else ())]
        follow = max(candidates, key=lambda die: die.value, default=None)
    kept = (follow,) if follow else ()
    return _leave(conflict, participant_id, LogKind.GIVE, {"gave": True, "follow_up_die": follow}, kept, narration)


def spend_follow_up_die(conflict: Conflict, participant_id: str) -> Conflict:
    """DV-21: the die the participant kept by giving instead of raising has been carried into a
    follow-up conflict (or given up): this conflict no longer holds it."""
    p = conflict.participant(participant_id)
    if p.follow_up_die is None:
        raise ConflictError(NO_KEPT_DIE, name=p.name)
    return replace(conflict, p, follow_up_die=None)


def run_out(conflict: Conflict, participant_id: str, *, narration: str = "") -> Conflict:
    """DV-10: a participant due to raise or see who cannot, and has nothing left to escalate or
    bring in, is out of dice and loses (taking no blow from the raise they could not see)."""
    p = require_active(conflict, participant_id)
    table = conflict.current_raise
    if table is not None and participant_id in table.waiting_for:
        if can_see(conflict, participant_id):
            raise ConflictError(CAN_STILL_SEE, name=p.name, raised=table.total)
    elif table is None and conflict.to_raise == participant_id:
        if can_raise(conflict, participant_id):
            raise ConflictError(CAN_STILL_RAISE, name=p.name)
    else:
        raise ConflictError(NOT_DUE, name=p.name)
    return _leave(conflict, participant_id, LogKind.OUT, {"out": True}, (), narration)


def _leave(
    conflict: Conflict, participant_id: str, kind: LogKind, changes: dict[str, object], kept: tuple[HeldDie, ...], narration: str
) -> Conflict:
    """Take a participant out (give or run out) and move the conflict on; `kept` is the die kept
    for a follow-up conflict (DV-12)."""
    p = conflict.participant(participant_id)
    table = conflict.current_raise
    offers = tuple(o for o in conflict.help_offers if o.ally_id != participant_id)
    conflict = replace(conflict, p, also={"help_offers": offers}, hand=(), kept=None, **changes)
    conflict = add_log(conflict, kind, participant_id, dice=kept, narration=narration)
    if table is not None and participant_id in table.waiting_for:
        table = evolve(table, answered=(*table.answered, participant_id))
        conflict = evolve(conflict, current_raise=table)
    conflict = check_finished(conflict)
    if conflict.finished:
        return conflict
    if table is not None and (table.raiser_id == participant_id or not table.waiting_for):
        return next_turn(conflict)  # the raise is withdrawn, or every target has answered
    if table is None and conflict.to_raise == participant_id:
        conflict = evolve(conflict, raised_this_round=(*conflict.raised_this_round, participant_id))
        return next_turn(conflict)
    return conflict


def help_ally(conflict: Conflict, helper_id: str, ally_id: str, die_id: int, *, narration: str = "") -> Conflict:
    """DV-15: give one die to an ally's next raise or see. The helper's next raise is made with one
    die, and they cannot help again before their next turn."""
    helper = require_active(conflict, helper_id)
    ally = require_active(conflict, ally_id)
    if helper_id == ally_id:
        raise ConflictError(HELP_SELF, name=helper.name)
    if helper.side != ally.side:
        raise ConflictError(HELP_OTHER_SIDE, name=helper.name, ally=ally.name)
    if helper.helped_ally is not None:
        before = conflict.participant(helper.helped_ally).name
        raise ConflictError(HELPED_ALREADY, name=helper.name, ally=before)
    chosen, rest = take_from_hand(helper, [die_id])
    offer = HelpOffer(helper_id=helper_id, ally_id=ally_id, die=chosen[0])
    conflict = replace(
        conflict,
        helper,
        also={"help_offers": (*conflict.help_offers, offer)},
        hand=rest,
        raise_with_one=True,
        helped_ally=ally_id,
    )
    return add_log(conflict, LogKind.HELP, helper_id, dice=chosen, total=dice_total(chosen), targets=(ally_id,), narration=narration)
