"""The steps of one roll's result (HQ-4, HQ-5) and the outcome levels of HQ-9, as plain enums
(the tables, events and rules modules all read them)."""

from __future__ import annotations

from enum import Enum


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


class Level(str, Enum):
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
    def from_rank(cls, rank: int) -> Level:
        """The level of a rank, clamped to complete defeat..complete victory."""
        return _OUTCOMES_BY_RANK[max(-4, min(4, rank)) + 4]

    @property
    def is_victory(self) -> bool:
        return self.rank > 0

    @property
    def is_defeat(self) -> bool:
        return self.rank < 0

    @property
    def inverse(self) -> Level:
        """The same level seen from the other side (a minor victory is their minor defeat)."""
        return Level.from_rank(-self.rank)

    def bumped(self, steps: int = 1) -> Level:
        """Raise by `steps` levels (negative: lower), clamped at the ends (HQ-16 hero points, HQ-19)."""
        return Level.from_rank(self.rank + steps)


_OUTCOMES_BY_RANK: tuple[Level, ...] = tuple(reversed(list(Level)))
_OUTCOME_RANKS: dict[Level, int] = {outcome: rank - 4 for rank, outcome in enumerate(_OUTCOMES_BY_RANK)}
