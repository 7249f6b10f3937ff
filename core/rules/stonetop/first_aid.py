"""First aid across the families (FA-1): what a character suffers, and the HQ treatments rolled
from die values — first aid on hurts (HQ-22), major healing (HQ-23), rescue from dying (HQ-24);
the rolls and sheet changes are `core.rules.heroquest.healing`'s.
ST tending (ST-20) and Death's Door (ST-6) live in recover_move.py, treatments.py, deaths_door.py."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.character import Character
from talekeeper.core.model.dogs import Injury
from talekeeper.core.model.enums import Debility, HarmStatus, StateLevel
from talekeeper.core.model.heroquest import State
from talekeeper.core.model.stonetop import Wound
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.contest import ContestResult, simple_contest
from talekeeper.core.rules.heroquest.contestant import contestant_rating
from talekeeper.core.rules.heroquest.errors import SheetError
from talekeeper.core.rules.heroquest.healing import (
    Healing,
    default_resistance_for,
    dying,
    healable,
    hurts,
    treat,
)
from talekeeper.core.rules.heroquest.refusals import NO_HURTS
from talekeeper.core.rules.heroquest.results import Level, as_rating
from talekeeper.core.rules.heroquest.scoring import Contestant
from talekeeper.core.rules.heroquest.sheet import find_state
from talekeeper.core.rules.stonetop.errors import RuleError


@dataclass(frozen=True)
class Suffering:
    """FA-1: everything a character suffers that a treatment here applies to."""

    hurts: tuple[State, ...]
    """HQ-22 first aid treats these."""
    major: tuple[State, ...]
    """HQ-23 major healing treats these."""
    dying: tuple[State, ...]
    """HQ-24 rescue from dying."""
    debilities: tuple[Debility, ...]
    """ST-20 tending."""
    wounds: tuple[Wound, ...]
    """ST-20 tending: wounds not stabilised, or with requirements still open."""
    deaths_door: bool
    """ST-6: roll Death's Door, with someone tending (advantage)."""
    dv_injury: Injury | None
    """DV-19: treated by a conflict (shown, not treated here)."""

    @property
    def anything(self) -> bool:
        return bool(self.hurts or self.major or self.dying or self.debilities or self.wounds or self.deaths_door or self.dv_injury)


def suffering(character: Character) -> Suffering:
    """What applies to `character` now (FA-1 offers only these)."""
    harm = character.harm
    alive = harm.status is not HarmStatus.DEAD
    return Suffering(
        hurts=hurts(character),
        major=healable(character),
        dying=dying(character),
        debilities=harm.debilities.marked() if alive and character.kind.has_debilities else (),
        wounds=tuple(w for w in harm.wounds if alive and (not w.stabilised or any(not r.done for r in w.requirements))),
        deaths_door=harm.status is HarmStatus.DEATHS_DOOR,
        dv_injury=character.dogs.injury,
    )


def _healer(rating: Rating | str, healer: str) -> Contestant:
    return Contestant(healer, contestant_rating(None, None, rating=as_rating(rating)))


def hq_first_aid(
    character: Character, rating: Rating | str, roll: int, *, state_ids: Sequence[str] = (), healer: str = "", entered: bool | None = None
) -> tuple[Character, Level]:
    """HQ-22: an ability test with a first-aid (or other healing) ability at `rating`, less the
    total penalty of the hurts treated, `state_ids`: **Decision** the user picks them (one or
    several); only those set the penalty and only those are removed on a victory
    (`core.rules.heroquest.healing.treat`). The attempt is written to history either way."""
    if not hurts(character):
        raise RuleError(NO_HURTS, name=character.name)
    try:
        after, scored = treat(character, Healing.FIRST_AID, state_ids, _healer(rating, healer), [roll], entered=entered)
    except SheetError as error:
        raise RuleError.like(error) from None
    return after, scored.level


def hq_major_healing(
    character: Character,
    state_id: str,
    rating: Rating | str,
    hero_roll: int,
    resistance_roll: int,
    *,
    resistance: Rating | str | int | None = None,
    tie_break: TieBreak | str = TieBreak.LOW,
    healer: str = "",
    entered: bool | None = None,
) -> tuple[Character, ContestResult]:
    """HQ-23: a contest of the healer's magic at `rating` against `resistance` (default by the
    state: hurt, impaired, injured 14, dying 20). A victory removes the state (dying becomes
    injured); a tie or defeat leaves it (`core.rules.heroquest.healing.treat`)."""
    try:
        state = find_state(character, state_id)
        against = default_resistance_for(Healing.MAJOR_HEALING, state.level) if resistance is None else as_rating(resistance)
        after, _ = treat(character, Healing.MAJOR_HEALING, [state_id], _healer(rating, healer), [hero_roll, resistance_roll],
                         resistance=against, tie_break=tie_break, entered=entered)
    except SheetError as error:
        raise RuleError.like(error) from None
    return after, simple_contest(rating, against, hero_roll, resistance_roll, tie_break=tie_break)


def hq_rescue(
    character: Character,
    state_id: str,
    rating: Rating | str,
    hero_roll: int,
    resistance_roll: int,
    *,
    default_resistance: Rating | str | int = 14,
    tie_break: TieBreak | str = TieBreak.LOW,
    healer: str = "",
    entered: bool | None = None,
) -> tuple[Character, ContestResult]:
    """HQ-24: another hero at once wins a hard contest (`default_resistance` + 6) with a healing
    ability: victory -> injured, complete victory -> impaired; a tie or defeat -> dead
    (`core.rules.heroquest.healing.treat`)."""
    against = default_resistance_for(Healing.RESCUE, StateLevel.DYING, default_resistance)
    try:
        after, _ = treat(character, Healing.RESCUE, [state_id], _healer(rating, healer), [hero_roll, resistance_roll],
                         resistance=against, tie_break=tie_break, entered=entered)
    except SheetError as error:
        raise RuleError.like(error) from None
    return after, simple_contest(rating, against, hero_roll, resistance_roll, tie_break=tie_break)
