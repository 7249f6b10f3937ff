"""First aid across the families (FA-1): what a character suffers, so that the dialog offers only
what applies. The treatments are other rules': first aid on hurts (HQ-22), major healing (HQ-23)
and rescue from dying (HQ-24) are `core.rules.heroquest.healing`'s, made with the HeroQuest
healing input (`core.operations.heroquest.Heal`); ST tending (ST-20) and Death's Door (ST-6) live
in recover_move.py, treatments.py, deaths_door.py."""

from __future__ import annotations

from dataclasses import dataclass

from talekeeper.core.model.character import Character
from talekeeper.core.model.dogs import Injury
from talekeeper.core.model.enums import Debility, HarmStatus
from talekeeper.core.model.heroquest import State
from talekeeper.core.model.stonetop import Wound
from talekeeper.core.rules.heroquest.healing import (
    dying,
    healable,
    hurts,
)


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
