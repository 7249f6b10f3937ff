"""HQ-27 magic: skill and emotion spirits (read by the effective rating, `effective.py`), fetishes
captured in spirit combat (bought as an improvement, `improvement.py`), mystic balance (warned of
on the sheet and in contests) and strikes (the extended contest, `extended.py`). A feat's roll at
its affinity, and an initiate's, is `effective.py`'s."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from talekeeper.core.model.character import Character
from talekeeper.core.model.heroquest import HeroQuest, MysticAspect
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.results import Level, as_rating
from talekeeper.core.rules.heroquest.tables import (
    HQ27_EMOTION_SPIRIT_DIVISOR,
    HQ27_FETISH_CAPTURE,
    HQ27_MYSTIC_BALANCE,
    HQ27_NON_CAPTOR_USES,
    HQ27_STRIKE_LOSS,
    FetishCapture,
)


def skill_spirit_rating(power: Rating | str, skill: Rating | str | None = None) -> Rating:
    """HQ-27: a skill spirit's power is the target for its skill, or is added to an existing one."""
    power = as_rating(power)
    return power if skill is None else as_rating(skill) + power.value


def emotion_spirit_bonus(power: Rating | str) -> int:
    """HQ-27: an emotion spirit gives one tenth of its power (rounded down) to actions its
    emotion drives."""
    return as_rating(power).value // HQ27_EMOTION_SPIRIT_DIVISOR


def fetish_capture(level: Level) -> FetishCapture | None:
    """HQ-27: spirit combat won at `level` -> the fetish: marginal 1 use, minor once a day, major
    3 a day, complete integrated (becomes a talent). None for a tie or a defeat (no capture)."""
    return HQ27_FETISH_CAPTURE.get(level)


def capture_levels() -> tuple[Level, ...]:
    """HQ-27: the spirit combat's levels that capture a spirit, best first."""
    return tuple(sorted(HQ27_FETISH_CAPTURE, key=lambda level: -level.rank))


def fetish_uses(capture: FetishCapture, *, user_is_captor: bool) -> int:
    """HQ-27: uses a fetish gives its user: its captor gets the capture's uses, anyone else one."""
    return capture.uses_left if user_is_captor else HQ27_NON_CAPTOR_USES


def strike_loss(level: Level) -> int:
    """HQ-27: ability points a strike user loses for an exchange lost at `level` (marginal -1,
    minor -2, major -4, complete -8); 0 when the exchange was not lost."""
    return HQ27_STRIKE_LOSS.get(level, 0)


@dataclass(frozen=True)
class MysticBalance:
    """HQ-27: the spread of a mystic's body, mind and virtue abilities."""

    highest: int
    lowest: int

    @property
    def spread(self) -> int:
        return self.highest - self.lowest

    @property
    def balanced(self) -> bool:
        """**Decision:** the highest value minus the lowest is at most 10."""
        return self.spread <= HQ27_MYSTIC_BALANCE

    @property
    def most(self) -> int:
        """The widest spread allowed (HQ-27 Decision)."""
        return HQ27_MYSTIC_BALANCE


def mystic_balance(source: Character | HeroQuest | Iterable[Rating | str]) -> MysticBalance | None:
    """HQ-27: the balance of the abilities marked body, mind or virtue on a sheet (or of the
    ratings given); None when there are none to compare."""
    if isinstance(source, Character):
        source = source.heroquest
    if isinstance(source, HeroQuest):
        values = [a.rating.value for a in source.abilities if a.mystic_aspect is not MysticAspect.NONE]
    else:
        values = [as_rating(r).value for r in source]
    if not values:
        return None
    return MysticBalance(max(values), min(values))
