"""The ST section of a sheet: HP (ST-1), armor and damage (ST-2..ST-4), stats (ST-9), debilities
(ST-7), problematic wounds (ST-8), supplies and gear for the recovery moves (ST-20..ST-22)."""

from __future__ import annotations

from typing import Any

from pydantic import Field, model_validator

from talekeeper.core.dice import Dice
from talekeeper.core.model.common import (
    DiceField,
    Id,
    LongText,
    Model,
    ModelError,
    ShortText,
    id_field,
)
from talekeeper.core.model.enums import Debility, HarmStatus
from talekeeper.core.model.refusals import HP_ABOVE_MAX, ONE_CHECKLIST_PER_DEBILITY

MAX_HP = 999
MAX_ARMOR = 99
MAX_SUPPLIES = 999
"""Supplies and provisions. These bounds are what the window's number fields show."""
StatModifier = Field(default=0, ge=-3, le=3)


class HarmStats(Model):
    """ST-9 stat modifiers. JSON keys are `str` and `int`; in Python `str_` and `int_`."""

    str_: int = Field(default=0, ge=-3, le=3, alias="str")
    dex: int = StatModifier
    con: int = StatModifier
    int_: int = Field(default=0, ge=-3, le=3, alias="int")
    wis: int = StatModifier
    cha: int = StatModifier


class Debilities(Model):
    weakened: bool = False
    dazed: bool = False
    miserable: bool = False

    def marked(self) -> tuple[Debility, ...]:
        return tuple(d for d in Debility if getattr(self, d.value))


class Requirement(Model):
    """One item of a checklist the GM writes (treatment of a wound, a plan for a permanent injury)."""

    id: Id = id_field()
    text: ShortText
    done: bool = False


class Wound(Model):
    """A problematic wound [厄介な傷] (ST-8)."""

    id: Id = id_field()
    description: ShortText
    stabilised: bool = False
    permanent: bool = False
    requirements: tuple[Requirement, ...] = ()
    interim_effects: LongText = ""


class DebilityTreatment(Model):
    """The GM's requirements for tending one marked debility (ST-20), kept on the sheet until they
    are met. A checklist exists only while its debility is marked (`Harm` drops the others)."""

    debility: Debility
    requirements: tuple[Requirement, ...] = ()


class Harm(Model):
    hp: int = Field(default=0, ge=0, le=MAX_HP)
    max_hp: int = Field(default=0, ge=0, le=MAX_HP)
    armor: int = Field(default=0, ge=0, le=MAX_ARMOR)
    damage: DiceField = Dice()
    stats: HarmStats = HarmStats()
    debilities: Debilities = Debilities()
    wounds: tuple[Wound, ...] = ()
    supplies: int = Field(default=0, ge=0, le=MAX_SUPPLIES)
    provisions: int = Field(default=0, ge=0, le=MAX_SUPPLIES)
    mess_kit: bool = False
    bedroll: bool = False
    recover_locked: bool = False
    """Set by Recover (ST-20); cleared when the character takes damage that is not self-inflicted."""
    status: HarmStatus = HarmStatus.FINE
    advantage_next_roll: bool = False
    """From a particularly good Make Camp (ST-21); used up by the next move roll."""
    debility_treatments: tuple[DebilityTreatment, ...] = ()
    """ST-20 tending: the requirements the GM wrote for a marked debility (at most one per debility)."""

    @model_validator(mode="before")
    @classmethod
    def _drop_stale_treatments(cls, data: Any) -> Any:
        """A checklist belongs to a marked debility: when the debility clears (by any rule or edit),
        its checklist goes with it, so marking it again later starts afresh."""
        if not isinstance(data, dict) or not data.get("debility_treatments"):
            return data
        debilities = data.get("debilities", Debilities())
        if isinstance(debilities, dict):
            debilities = Debilities.model_validate(debilities)
        if not isinstance(debilities, Debilities):
            return data  # let field validation report the problem
        kept = []
        for treatment in data["debility_treatments"]:
            item = DebilityTreatment.model_validate(treatment) if isinstance(treatment, dict) else treatment
            if not isinstance(item, DebilityTreatment) or getattr(debilities, item.debility.value):
                kept.append(treatment)
        return {**data, "debility_treatments": tuple(kept)}

    @model_validator(mode="after")
    def _hp_within_max(self) -> Harm:
        if self.hp > self.max_hp:
            raise ModelError(HP_ABOVE_MAX, hp=self.hp, most=self.max_hp)
        seen = [t.debility for t in self.debility_treatments]
        if len(seen) != len(set(seen)):
            raise ModelError(ONE_CHECKLIST_PER_DEBILITY)
        return self

    def treatment(self, which: Debility) -> DebilityTreatment | None:
        """The checklist the GM wrote for tending debility `which`, if any (ST-20)."""
        return next((t for t in self.debility_treatments if t.debility is which), None)
