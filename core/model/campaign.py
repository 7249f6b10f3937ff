"""C-4 campaign settings: one per library, read by the rules."""

from __future__ import annotations

from enum import Enum

from pydantic import Field

from talekeeper.core.dice import Dice
from talekeeper.core.model.common import Model, PoolField, RatingField
from talekeeper.core.model.enums import StateScale
from talekeeper.core.rating import Rating


class TieBreak(str, Enum):
    """HQ-9: which roll wins a tie of results."""

    LOW = "low"
    HIGH = "high"


class Campaign(Model):
    """`Campaign()` holds the defaults of C-4."""

    tie_break: TieBreak = TieBreak.LOW
    consequence_scale: StateScale = StateScale.HEROQUEST
    default_resistance: RatingField = Rating(14)
    prosperity: int = Field(default=0, ge=-10, le=10)
    steading_lacking: bool = False
    demonic_influence: PoolField = Dice()
