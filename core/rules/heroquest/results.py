"""One d20 roll and the bumps around it (HQ-4..HQ-8), and the outcome levels of HQ-9.

Everything here is pure: rolls come in as numbers, nothing is random.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.model.campaign import TieBreak
from core.rating import Rating

DIE = 20
"""HQ-4: every roll of this section is one d20."""


class Result(str, Enum):
    """HQ-4/HQ-5 result of one roll, ordered fumble < failure < success < critical."""

    CRITICAL = "critical"
    SUCCESS = "success"
    FAILURE = "failure"
    FUMBLE = "fumble"

    @property
    def rank(self) -> int:
        """0 for a fumble up to 3 for a critical (HQ-5)."""
        return _RESULT_RANKS[self]

    @classmethod
    def from_rank(cls, rank: int) -> Result:
        """The result of a rank, clamped to fumble..critical."""
        return _RESULTS_BY_RANK[max(0, min(len(_RESULTS_BY_RANK) - 1, rank))]

    def bumped(self, steps: int = 1) -> Result:
        """Move `steps` up (negative: down); nothing goes above critical or below fumble (HQ-5)."""
        return Result.from_rank(self.rank + steps)


_RESULTS_BY_RANK: tuple[Result, ...] = (Result.FUMBLE, Result.FAILURE, Result.SUCCESS, Result.CRITICAL)
_RESULT_RANKS: dict[Result, int] = {result: rank for rank, result in enumerate(_RESULTS_BY_RANK)}


class Outcome(str, Enum):
    """HQ-9 outcome levels, from the hero's side (the side named first)."""

    COMPLETE_VICTORY = "complete_victory"
    MAJOR_VICTORY = "major_victory"
    MINOR_VICTORY = "minor_victory"
    MARGINAL_VICTORY = "marginal_victory"
    TIE = "tie"
    MARGINAL_DEFEAT = "marginal_defeat"
    MINOR_DEFEAT = "minor_defeat"
    MAJOR_DEFEAT = "major_defeat"
    COMPLETE_DEFEAT = "complete_defeat"

    @property
    def rank(self) -> int:
        """+4 for a complete victory, 0 for a tie, -4 for a complete defeat."""
        return _OUTCOME_RANKS[self]

    @classmethod
    def from_rank(cls, rank: int) -> Outcome:
        """The level of a rank, clamped to complete defeat..complete victory."""
        return _OUTCOMES_BY_RANK[max(-4, min(4, rank)) + 4]

    @property
    def is_victory(self) -> bool:
        return self.rank > 0

    @property
    def is_defeat(self) -> bool:
        return self.rank < 0

    @property
    def is_tie(self) -> bool:
        return self.rank == 0

    @property
    def inverse(self) -> Outcome:
        """The same level seen from the other side (a minor victory is their minor defeat)."""
        return Outcome.from_rank(-self.rank)

    def bumped(self, steps: int = 1) -> Outcome:
        """Raise by `steps` levels (negative: lower), clamped at the ends (HQ-16 hero points, HQ-19)."""
        return Outcome.from_rank(self.rank + steps)


_OUTCOMES_BY_RANK: tuple[Outcome, ...] = tuple(reversed(list(Outcome)))
_OUTCOME_RANKS: dict[Outcome, int] = {outcome: rank - 4 for rank, outcome in enumerate(_OUTCOMES_BY_RANK)}


def roll_result(target: int, roll: int) -> Result:
    """HQ-4: the result of a d20 `roll` against `target` (the base after modifiers and cancelling).

    roll <= target succeeds, above fails; 1 is a critical and 20 a fumble, except that against
    a target of exactly 1 a 1 is a plain success and against exactly 20 a 20 is a plain failure.
    **Decision:** against target 0 every roll fails and 20 fumbles. Raises ValueError for a
    target outside 0..20 or a roll outside 1..20.
    """
    check_roll(roll)
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target <= DIE:
        raise ValueError(f"a target runs from 0 to {DIE}, not {target!r}")
    if target == 0:
        return Result.FUMBLE if roll == DIE else Result.FAILURE
    if roll == 1:
        return Result.SUCCESS if target == 1 else Result.CRITICAL
    if roll == DIE:
        return Result.FAILURE if target == DIE else Result.FUMBLE
    return Result.SUCCESS if roll <= target else Result.FAILURE


def check_roll(roll: int) -> int:
    """Refuse a value a d20 cannot show."""
    if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= DIE:
        raise ValueError(f"a d20 cannot show {roll!r}")
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
        raise ValueError(f"tie_break is 'low' or 'high', not {tie_break!r}") from None


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
    notes: tuple[str, ...]


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
    names: tuple[str, str] = ("first side", "second side"),
) -> Resolution:
    """Results of two opposed rolls after HQ-6 masteries, HQ-7 equal masteries and HQ-8 hero points.

    Order: each roll against its base (HQ-4); masteries cancel, each one left bumps its holder
    (HQ-6, a bump past critical drops the opponent); with equal masteries (>= 1) two failures
    become two successes (HQ-7; a fumble is not a failure); then the extra `*_bumps` (signed, such
    as the automatic bump down of an injured state); then one hero-point bump per side (HQ-8,
    on a critical it drops the opponent). The first side is bumped before the second each time.
    `names` name the two sides in the notes.
    """
    first_name, second_name = names
    first_rolled = roll_result(first.base, first_roll)
    second_rolled = roll_result(second.base, second_roll)
    a, b = first_rolled, second_rolled
    notes: list[str] = []
    common = min(first.masteries, second.masteries)
    a_left, b_left = first.masteries - common, second.masteries - common
    if common:
        notes.append(f"masteries cancel: {first} against {second} is {first.base}"
                     f"{_w(a_left)} against {second.base}{_w(b_left)} (HQ-6)")
    equal = bool(common) and a_left == b_left == 0 and a is Result.FAILURE and b is Result.FAILURE
    if equal:
        a = b = Result.SUCCESS
        notes.append("equal masteries and both failed: both are successes (HQ-7)")
    if a_left:
        a, b = _bump(a, b, a_left)
        notes.append(f"{first_name} bumped {a_left}x by masteries (HQ-6)")
    if b_left:
        b, a = _bump(b, a, b_left)
        notes.append(f"{second_name} bumped {b_left}x by masteries (HQ-6)")
    if first_bumps:
        a, b = _bump(a, b, first_bumps)
        notes.append(f"{first_name} bumped {first_bumps:+d}")
    if second_bumps:
        b, a = _bump(b, a, second_bumps)
        notes.append(f"{second_name} bumped {second_bumps:+d}")
    if first_hero_point:
        a, b = _bump(a, b, 1)
        notes.append(f"{first_name} spent a hero point (HQ-8)")
    if second_hero_point:
        b, a = _bump(b, a, 1)
        notes.append(f"{second_name} spent a hero point (HQ-8)")
    return Resolution(first_rolled, second_rolled, a, b, equal, tuple(notes))


def _w(masteries: int) -> str:
    if masteries == 0:
        return ""
    return "W" if masteries == 1 else f"W{masteries}"
