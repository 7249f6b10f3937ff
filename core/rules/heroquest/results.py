"""One d20 roll and the bumps around it (HQ-4..HQ-8); the result steps and outcome levels of
HQ-5 and HQ-9 are `levels.py`'s (importable from here too).

Everything here is pure: rolls come in as numbers, nothing is random.
"""

from __future__ import annotations

from dataclasses import dataclass

from talekeeper.core.dice import DiceError
from talekeeper.core.events import event
from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.history import Event
from talekeeper.core.rating import Rating
from talekeeper.core.refusals import BAD_FACE, VALUE_NOT_WHOLE
from talekeeper.core.rules.heroquest import events as ev
from talekeeper.core.rules.heroquest.levels import Level, Result

__all__ = ["DIE", "Level", "Resolution", "Result", "as_rating", "as_tie_break", "check_roll", "resolve", "roll_result", "tie_break_winner"]

DIE = 20
"""HQ-4: every roll of this section is one d20."""


def roll_result(target: int, roll: int) -> Result:
    """HQ-4: the result of a d20 `roll` against `target` (the base after modifiers and cancelling).

    roll <= target succeeds, above fails; 1 is a critical and 20 a fumble, except that against
    a target of exactly 1 a 1 is a plain success and against exactly 20 a 20 is a plain failure.
    **Decision:** against target 0 every roll fails and 20 fumbles. Raises ValueError for a
    target outside 0..20 (a bug) and DiceError for a roll outside 1..20.
    """
    check_roll(roll)
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target <= DIE:
        raise ValueError(f"a target runs from 0 to {DIE}, not {target!r}")  # a bug: every rating gives a target of 0..20
    if target == 0:
        return Result.FUMBLE if roll == DIE else Result.FAILURE
    if roll == 1:
        return Result.SUCCESS if target == 1 else Result.CRITICAL
    if roll == DIE:
        return Result.FAILURE if target == DIE else Result.FUMBLE
    return Result.SUCCESS if roll <= target else Result.FAILURE


def check_roll(roll: int) -> int:
    """Refuse a value a d20 cannot show (C-2)."""
    if isinstance(roll, bool) or not isinstance(roll, int):
        raise DiceError(VALUE_NOT_WHOLE, text=repr(roll))
    if not 1 <= roll <= DIE:
        raise DiceError(BAD_FACE, size=DIE, value=roll)
    return roll


def as_rating(rating: Rating | str | int) -> Rating:
    """A `Rating`, or rating text such as `17W2` (the value form and the target `0` too)."""
    if isinstance(rating, Rating):
        return rating
    return Rating.parse(rating, allow_zero=True)


def as_tie_break(tie_break: TieBreak | str) -> TieBreak:
    """`"low"`, `"high"` or a `TieBreak` (C-4); anything else raises ValueError."""
    try:
        return TieBreak(tie_break)
    except ValueError:
        raise ValueError(f"tie_break is 'low' or 'high', not {tie_break!r}") from None  # a bug: the campaign's setting is a TieBreak


def tie_break_winner(first_roll: int, second_roll: int, tie_break: TieBreak | str) -> int:
    """HQ-9 tie-break: +1 when the first roll wins, -1 when the second does, 0 for equal rolls.

    With `low` (seed 002, the default) the lower roll wins; with `high` (HeroQuest 2) the higher.
    """
    if first_roll == second_roll:
        return 0
    first_lower = first_roll < second_roll
    return 1 if first_lower == (as_tie_break(tie_break) is TieBreak.LOW) else -1


@dataclass(frozen=True)
class Resolution:
    """Both sides' results of one pair of rolls after HQ-6..HQ-8, and what changed them."""

    first_rolled: Result
    second_rolled: Result
    first: Result
    second: Result
    equal_masteries: bool
    """HQ-7 turned two failures into two successes."""
    notes: tuple[Event, ...]
    """What changed the rolled results, as events (`hq.masteries_cancel`, `hq.equal_masteries`,
    `hq.bumped`) naming the sides by `names`."""


def _bump(own: Result, other: Result, steps: int) -> tuple[Result, Result]:
    """Bump `own` `steps` times up (HQ-6): a bump that cannot raise a critical drops `other` instead.

    Negative steps bump `own` down, stopping at a fumble.
    """
    if steps < 0:
        return own.bumped(steps), other
    for _ in range(steps):
        if own is Result.CRITICAL:
            other = other.bumped(-1)
        else:
            own = own.bumped(1)
    return own, other


def resolve(
    first: Rating,
    second: Rating,
    first_roll: int,
    second_roll: int,
    *,
    first_bumps: int = 0,
    second_bumps: int = 0,
    first_hero_point: bool = False,
    second_hero_point: bool = False,
    names: tuple[str, str] = ("", ""),
) -> Resolution:
    """Results of two opposed rolls after HQ-6 masteries, HQ-7 equal masteries and HQ-8 hero points.

    Order: each roll against its base (HQ-4); masteries cancel, each one left bumps its holder
    (HQ-6, a bump past critical drops the opponent); with equal masteries (>= 1) two failures
    become two successes (HQ-7; a fumble is not a failure); then the extra `*_bumps` (signed, such
    as the automatic bump down of an injured state); then one hero-point bump per side (HQ-8,
    on a critical it drops the opponent). The first side is bumped before the second each time.
    `names` name the two sides in the notes (events); an unnamed second side is a resistance.
    """
    first_name, second_name = names
    first_rolled = roll_result(first.base, first_roll)
    second_rolled = roll_result(second.base, second_roll)
    a, b = first_rolled, second_rolled
    notes: list[Event] = []
    common = min(first.masteries, second.masteries)
    a_left, b_left = first.masteries - common, second.masteries - common
    if common:
        notes.append(event(ev.MASTERIES_CANCEL, first=str(first), second=str(second),
                           first_left=str(Rating(first.base, a_left)), second_left=str(Rating(second.base, b_left))))
    equal = bool(common) and a_left == b_left == 0 and a is Result.FAILURE and b is Result.FAILURE
    if equal:
        a = b = Result.SUCCESS
        notes.append(event(ev.EQUAL_MASTERIES))
    for name, steps, reason, first_side in (
        (first_name, a_left, ev.Bump.MASTERIES, True), (second_name, b_left, ev.Bump.MASTERIES, False),
        (first_name, first_bumps, ev.Bump.STATES, True), (second_name, second_bumps, ev.Bump.STATES, False),
        (first_name, int(first_hero_point), ev.Bump.HERO_POINT, True), (second_name, int(second_hero_point), ev.Bump.HERO_POINT, False),
    ):
        if steps:
            if first_side:
                a, b = _bump(a, b, steps)
            else:
                b, a = _bump(b, a, steps)
            notes.append(event(ev.BUMPED, who=name or None, steps=steps, reason=reason, resistance=not (name or first_side) or None))
    return Resolution(first_rolled, second_rolled, a, b, equal, tuple(notes))
