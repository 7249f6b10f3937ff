"""HQ-1 ratings with masteries, and HQ-3 modifiers applied to them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import total_ordering

from talekeeper.core.refusal import Refusal
from talekeeper.core.refusals import AT_LEAST_ONE, BASE_RANGE, MASTERIES_RANGE, NOT_RATING, RATING_NOT_WHOLE, RATING_TOO_LARGE, W0

MAX_BASE = 20
MAX_MASTERIES = 99

_RATING = re.compile(r"(\d{1,4})(?:w(\d{0,2}))?")


class RatingError(Refusal):
    """Text that is not a rating; the code and parameters say what is wrong (HQ-1)."""


@total_ordering
@dataclass(frozen=True)
class Rating:
    """A base 1..20 and a number of masteries [支配のルーン]; `value` is base + 20 * masteries.

    `Rating(0)` is the target of 0 (HQ-2 special abilities, HQ-3 below 1); no other base 0 exists.
    """

    base: int
    masteries: int = 0

    def __post_init__(self) -> None:
        if isinstance(self.base, bool) or not isinstance(self.base, int):
            raise RatingError(RATING_NOT_WHOLE, text=repr(self.base))
        if isinstance(self.masteries, bool) or not isinstance(self.masteries, int):
            raise RatingError(RATING_NOT_WHOLE, text=repr(self.masteries))
        if self.base == 0 and self.masteries == 0:
            return
        if not 1 <= self.base <= MAX_BASE:
            raise RatingError(BASE_RANGE, text=str(self.base), most=MAX_BASE)
        if not 0 <= self.masteries <= MAX_MASTERIES:
            raise RatingError(MASTERIES_RANGE, text=str(self.masteries), most=MAX_MASTERIES)

    @classmethod
    def from_value(cls, value: int) -> Rating:
        """The rating of a value (`38` -> `18W`, `41` -> `1W2`); below 1 is the target 0 (HQ-3)."""
        if value < 1:
            return cls(0)
        masteries, base = divmod(value - 1, MAX_BASE)
        if masteries > MAX_MASTERIES:
            raise RatingError(RATING_TOO_LARGE, text=str(value), most=MAX_MASTERIES)
        return cls(base + 1, masteries)

    @classmethod
    def parse(cls, text: str | int, *, allow_zero: bool = False) -> Rating:
        """Read `17`, `18W`, `8w2`, or the value form `48`; refuse anything else with a reason."""
        if isinstance(text, bool):
            raise RatingError(NOT_RATING, text=repr(text))
        if isinstance(text, int):
            text = str(text)
        if not isinstance(text, str):
            raise RatingError(NOT_RATING, text=repr(text))
        shown = text.strip()
        match = _RATING.fullmatch(shown.lower())
        if not match:
            raise RatingError(NOT_RATING, text=shown)
        number, masteries_text = int(match.group(1)), match.group(2)
        if masteries_text is None:
            if number == 0:
                if allow_zero:
                    return cls(0)
                raise RatingError(AT_LEAST_ONE, text=shown)
            return cls.from_value(number)
        masteries = int(masteries_text) if masteries_text else 1
        if masteries == 0:
            raise RatingError(W0, text=shown)
        if not 1 <= number <= MAX_BASE:
            raise RatingError(BASE_RANGE, text=shown, most=MAX_BASE)
        return cls(number, masteries)

    @property
    def value(self) -> int:
        return self.base + MAX_BASE * self.masteries

    def __str__(self) -> str:
        if self.masteries == 0:
            return str(self.base)
        return f"{self.base}W" if self.masteries == 1 else f"{self.base}W{self.masteries}"

    def __add__(self, modifier: int) -> Rating:
        """Apply a modifier to the value (HQ-3): `17W` + 5 is `2W2`; below 1 is a target of 0."""
        if isinstance(modifier, bool) or not isinstance(modifier, int):
            return NotImplemented
        return Rating.from_value(self.value + modifier)

    def __sub__(self, modifier: int) -> Rating:
        if isinstance(modifier, bool) or not isinstance(modifier, int):
            return NotImplemented
        return Rating.from_value(self.value - modifier)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Rating):
            return NotImplemented
        return self.value < other.value
