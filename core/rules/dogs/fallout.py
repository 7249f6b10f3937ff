"""DV-16..DV-20: rolling fallout, its band, experience, and the DV-19 Body roll and treatment steps."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from talekeeper.core.dice import Dice, DiceSource, parse_pool, roll
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import BAD_TOTAL, BAD_VALUES, NO_BODY_ROLL, NO_FALLOUT, NO_TREATMENT, NOT_A_POOL
from talekeeper.core.rules.dogs.pools import Pool
from talekeeper.core.rules.dogs.tables import (
    DV16_DICE_ADDED,
    DV17_19_FALLOUT_BANDS,
    DV17_19_RESULTS,
    DV19_BODY_DICE_ADDED,
    DV19_FAILED_BODY_FALLOUT,
    DV19_FAILED_TREATMENT_FALLOUT,
    DV20_EXPERIENCE_FACE,
    FalloutBand,
)


def _values(rolls: Sequence[int], what: str) -> list[int]:
    values = list(rolls)
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ConflictError(BAD_VALUES, text=repr(value)[:200], what=what)
    return values


def _highest(rolls: Sequence[int], count: int, what: str) -> int:
    return sum(sorted(_values(rolls, what), reverse=True)[:count])


def fallout_total(rolls: Sequence[int]) -> int:
    """DV-16: the two highest fallout dice added (one die counts alone; none is 0)."""
    return _highest(rolls, DV16_DICE_ADDED, "fallout dice")


def fallout_band(total: int) -> FalloutBand:
    """DV-17..DV-19: <=7 short-term, 8-11 long-term, 12-15 injury, 16-19 treatment, 20+ death."""
    if isinstance(total, bool) or not isinstance(total, int) or total < 0:
        raise ConflictError(BAD_TOTAL, text=repr(total)[:200])
    for lowest, band in DV17_19_FALLOUT_BANDS:
        if total >= lowest:
            return band
    raise AssertionError("DV17_19_FALLOUT_BANDS has no row for 0")  # pragma: no cover


def gains_experience(rolls: Sequence[int]) -> bool:
    """DV-20: any fallout die showing a 1 gives one experience choice (once, however many 1s)."""
    return DV20_EXPERIENCE_FACE in _values(rolls, "fallout dice")


def roll_fallout(fallout: Dice | str, dice: DiceSource) -> tuple[int, ...]:
    """DV-16: roll every noted fallout die together, in expression order."""
    pool = parse_pool(fallout) if isinstance(fallout, str) else fallout
    if not pool.is_pool:
        raise ConflictError(NOT_A_POOL, what=Pool.FALLOUT, text=str(pool))
    return tuple(value for _, value in roll(pool, dice).values)


@dataclass(frozen=True)
class FalloutReport:
    """What a fallout roll means: the total, its band, experience, and what to choose or do next."""

    rolls: tuple[int, ...]
    total: int
    band: FalloutBand
    experience: bool
    short_term_results: int
    """DV-17 results to choose (1 for a short-term band, else 0)."""
    long_term_results: int
    """DV-18 results to choose (1 long-term, 2 from injury up: DV-19 "a second long-term result")."""

    @property
    def body_roll_needed(self) -> bool:
        """DV-19 12..15: roll the Body dice next (`after_body_roll`)."""
        return self.band is FalloutBand.INJURY

    @property
    def treatment_needed(self) -> bool:
        """DV-19 16..19: a treatment conflict decides (`after_treatment`)."""
        return self.band is FalloutBand.TREATMENT

    @property
    def dies(self) -> bool:
        """DV-19 20 or more: the character dies (at once or after a scene)."""
        return self.band is FalloutBand.DEATH


def assess_fallout(rolls: Sequence[int]) -> FalloutReport:
    """DV-16..DV-20 for rolled fallout dice; no dice means no fallout at all (ConflictError)."""
    values = tuple(_values(rolls, "fallout dice"))
    if not values:
        raise ConflictError(NO_FALLOUT)
    total = fallout_total(values)
    band = fallout_band(total)
    short, long = DV17_19_RESULTS[band]
    return FalloutReport(values, total, band, gains_experience(values), short, long)


def body_recovers(body_rolls: Sequence[int], fallout: int) -> bool:
    """DV-19: the three highest Body dice total at least the fallout (Decision: fewer add all)."""
    return _highest(body_rolls, DV19_BODY_DICE_ADDED, "Body dice") >= fallout


def after_body_roll(fallout: int, body_rolls: Sequence[int]) -> int:
    """DV-19 12..15: the fallout after the Body roll: unchanged if the character recovers without
    help, else raised to 16 (treatment)."""
    if fallout_band(fallout) is not FalloutBand.INJURY:
        raise ConflictError(NO_BODY_ROLL, total=fallout)
    return fallout if body_recovers(body_rolls, fallout) else DV19_FAILED_BODY_FALLOUT


def after_treatment(fallout: int, healer_won: bool | None) -> int:
    """DV-19 16..19: the fallout after treatment: unchanged if the healer won (the character
    lives), else 20; `None` means nobody treated the character (Decision: also 20)."""
    if fallout_band(fallout) is not FalloutBand.TREATMENT:
        raise ConflictError(NO_TREATMENT, total=fallout)
    return fallout if healer_won else DV19_FAILED_TREATMENT_FALLOUT
