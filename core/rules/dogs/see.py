"""DV-9 / DV-15: what kind of see a number of dice makes, and the fallout dice it notes."""

from __future__ import annotations

from talekeeper.core.dice import DIE_SIZES
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import NOT_A_COUNT, NOT_A_DIE_SIZE, SEE_OWN_DIE
from talekeeper.core.rules.dogs.tables import DV9_SEE_KINDS, SeeKind


def _own_dice(dice_used: int, helper_dice: int) -> int:
    if isinstance(dice_used, bool) or not isinstance(dice_used, int):
        raise ConflictError(NOT_A_COUNT, text=repr(dice_used)[:200])
    if isinstance(helper_dice, bool) or not isinstance(helper_dice, int) or helper_dice < 0:
        raise ConflictError(NOT_A_COUNT, text=repr(helper_dice)[:200])
    own = dice_used - helper_dice
    if own < 1:
        raise ConflictError(SEE_OWN_DIE)
    return own


def see_kind(dice_used: int, *, helper_dice: int = 0) -> SeeKind:
    """The kind of a see of `dice_used` dice, `helper_dice` of them given by allies.

    DV-9: one die reverses the blow, two block or dodge, three or more take the blow.
    DV-15: helpers' dice are not counted (1 own + 1 help is a one-die see).
    """
    own = _own_dice(dice_used, helper_dice)
    for fewest, kind in DV9_SEE_KINDS:
        if own >= fewest:
            return kind
    raise AssertionError("DV9_SEE_KINDS has no row for one die")  # pragma: no cover


def fallout_dice_from_see(dice_used: int, die_size: int, *, helper_dice: int = 0) -> str:
    """The fallout dice a see notes ("4d8"), or "" when the see takes no blow.

    DV-9: a taken blow notes one die of the raise's size per die used; DV-15: only the see's own
    dice count.
    """
    if die_size not in DIE_SIZES:
        raise ConflictError(NOT_A_DIE_SIZE, size=die_size)
    if see_kind(dice_used, helper_dice=helper_dice) is not SeeKind.TAKE_THE_BLOW:
        return ""
    return f"{dice_used - helper_dice}d{die_size}"
