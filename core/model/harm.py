"""The ST section of a sheet: HP (ST-1), armor and damage (ST-2..ST-4), stats (ST-9), debilities
(ST-7), problematic wounds (ST-8), supplies and gear for the recovery moves (ST-20..ST-22)."""

from __future__ import annotations

from enum import Enum

from pydantic import Field, NonNegativeInt, model_validator

from core.dice import Dice
from core.model.common import DiceField, Id, LongText, Model, ShortText, id_field

StatModifier = Field(default=0, ge=-3, le=3)


class HarmStats(Model):
    """ST-9 stat modifiers. JSON keys are `str` and `int`; in Python `str_` and `int_`."""

    str_: int = Field(default=0, ge=-3, le=3, alias="str")
    dex: int = StatModifier
    con: int = StatModifier
    int_: int = Field(default=0, ge=-3, le=3, alias="int")
    wis: int = StatModifier
    cha: int = StatModifier


class Debility(str, Enum):
    """ST-7 debilities [衰え] and the stats they give disadvantage on."""

    WEAKENED = "weakened"
    DAZED = "dazed"
    MISERABLE = "miserable"


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


class HarmStatus(str, Enum):
    FINE = "fine"
    OUT_OF_ACTION = "out_of_action"
    DEATHS_DOOR = "deaths_door"
    DEAD = "dead"


class Harm(Model):
    hp: NonNegativeInt = 0
    max_hp: NonNegativeInt = Field(default=0, le=999)
    armor: int = Field(default=0, ge=0, le=99)
    damage: DiceField = Dice()
    stats: HarmStats = HarmStats()
    debilities: Debilities = Debilities()
    wounds: tuple[Wound, ...] = ()
    supplies: int = Field(default=0, ge=0, le=999)
    provisions: int = Field(default=0, ge=0, le=999)
    mess_kit: bool = False
    bedroll: bool = False
    recover_locked: bool = False
    """Set by Recover (ST-20); cleared when the character takes damage that is not self-inflicted."""
    status: HarmStatus = HarmStatus.FINE
    advantage_next_roll: bool = False
    """From a particularly good Make Camp (ST-21); used up by the next move roll."""

    @model_validator(mode="after")
    def _hp_within_max(self) -> Harm:
        if self.hp > self.max_hp:
            raise ValueError(f"hp: {self.hp} is above max_hp {self.max_hp}")
        return self
