"""Every ST table and number the rules read, each one data structure named after its rule id.

`resources/rules/rules.md`, ST and GM-3. Nothing else in `core.rules.stonetop` writes these
numbers as literals: change a table here and every rule follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from talekeeper.core.model.enums import Debility


class Severity(str, Enum):
    """ST-2: the worst a harm would likely do to a normal person."""

    BRUISES = "bruises"
    NASTY_CUTS = "nasty_cuts"
    BROKEN_BONES = "broken_bones"
    DEATH = "death"


@dataclass(frozen=True)
class SeverityRow:
    dice: str
    """The damage expression (C-1 canonical text)."""
    harm: str
    """What the harm would do to a normal person."""


# ST-2 damage without a prepared danger [ダメージ].
ST2_SEVERITY: dict[Severity, SeverityRow] = {
    Severity.BRUISES: SeverityRow("1d4", "bruises, scrapes, pain, light burns"),
    Severity.NASTY_CUTS: SeverityRow("1d6", "nasty cuts, bruises, burns"),
    Severity.BROKEN_BONES: SeverityRow("1d8", "broken bones, deep or wide burns, crippling pain"),
    Severity.DEATH: SeverityRow("1d10", "death or dismemberment"),
}


# ST-3: each attacker besides the one whose damage is rolled adds this much.
ST3_EXTRA_ATTACKER_BONUS: int = 1


class DeathsDoor(str, Enum):
    """ST-6 results of the Death's Door roll [死の淵]."""

    BACK_AT_1_HP = "back_at_1_hp"
    OUT_OF_ACTION = "out_of_action"
    CHOOSE_FATE = "choose_fate"


# ST-6: (lowest total, result), highest band first; None is the catch-all bottom band (6-).
ST6_DEATHS_DOOR: tuple[tuple[int | None, DeathsDoor], ...] = (
    (10, DeathsDoor.BACK_AT_1_HP),
    (7, DeathsDoor.OUT_OF_ACTION),
    (None, DeathsDoor.CHOOSE_FATE),
)

# ST-6 10+: the HP the character comes back at.
ST6_BACK_AT_HP: int = 1


class FateChoice(str, Enum):
    """ST-6 6-: the three fates a dying character chooses from."""

    LAST_MOVE = "last_move"
    REFUSE_TO_GO = "refuse_to_go"
    THING_BELOW = "thing_below"


@dataclass(frozen=True)
class FateRow:
    text: str
    """What the fate is, in words."""
    dies: bool
    """The character's harm status becomes dead."""
    tag: str
    """A tag written on the sheet so the fate is not forgotten ("" for none)."""


# ST-6 6-: each fate, what it means and what it does to the sheet.
ST6_FATES: dict[FateChoice, FateRow] = {
    FateChoice.LAST_MOVE: FateRow("makes one last move as if they rolled 12+, then dies", True, ""),
    FateChoice.REFUSE_TO_GO: FateRow("refuses to go and becomes a revenant or ghost", True, "revenant or ghost"),
    FateChoice.THING_BELOW: FateRow(
        "calls on a Thing Below by name and becomes its thrall", False, "thrall of a Thing Below"
    ),
}


class Stat(str, Enum):
    """ST-9 stats. `field` is the attribute of `HarmStats` (`str_`, `int_` avoid Python names)."""

    STR = "str"
    DEX = "dex"
    CON = "con"
    INT = "int"
    WIS = "wis"
    CHA = "cha"

    @property
    def field(self) -> str:
        return {"str": "str_", "int": "int_"}.get(self.value, self.value)

    @property
    def label(self) -> str:
        return f"+{self.value.upper()}"


# ST-7 debilities [衰え] and the stats they give disadvantage on.
ST7_DEBILITY_STATS: dict[Debility, tuple[Stat, Stat]] = {
    Debility.WEAKENED: (Stat.STR, Stat.DEX),
    Debility.DAZED: (Stat.INT, Stat.WIS),
    Debility.MISERABLE: (Stat.CON, Stat.CHA),
}


class MoveOutcome(str, Enum):
    """ST-9 results of a move roll."""

    FULL = "full_success"
    PARTIAL = "partial_success"
    MISS = "miss"


# ST-9: (lowest total, outcome), highest band first; None is the catch-all bottom band (6-).
ST9_MOVE_BANDS: tuple[tuple[int | None, MoveOutcome], ...] = (
    (10, MoveOutcome.FULL),
    (7, MoveOutcome.PARTIAL),
    (None, MoveOutcome.MISS),
)

# ST-9: the die a move rolls, how many are kept, and how many are rolled with (dis)advantage.
ST9_DIE: int = 6
ST9_KEPT: int = 2
ST9_WITH_EDGE: int = 3


@dataclass(frozen=True)
class RecoverRule:
    base_hp: int
    """HP regained before Prosperity."""
    supplies: int
    """Uses of supplies spent."""
    lacking_penalty: int
    """How much lower Prosperity counts while the steading is lacking."""


# ST-20 Recover [療養する]: 4 + Prosperity HP for 1 use of supplies; Prosperity 1 lower when lacking.
ST20_RECOVER = RecoverRule(base_hp=4, supplies=1, lacking_penalty=1)


@dataclass(frozen=True)
class CampRule:
    food_per_person: int
    """Uses of supplies or provisions each person eats."""
    mess_kit_feeds: int
    """How many people one use feeds when someone has a mess kit."""
    bedroll_die: int
    """The die a bedroll adds to HP."""


# ST-21 Make Camp [野営する]: half max HP (Decision: rounded up) or clear one debility.
ST21_CAMP = CampRule(food_per_person=1, mess_kit_feeds=4, bedroll_die=6)


@dataclass(frozen=True)
class ConvalesceRule:
    safety_days: int
    """Days of rest in safety that make a Convalesce (HP to max, debilities cleared)."""
    healer_days: int
    """Days under a healer's care that heal every problematic wound that can heal."""


# ST-22 Convalesce [静養する] with GM-3's Decision: 3+ days in safety; 21+ days under a healer.
ST22_CONVALESCE = ConvalesceRule(safety_days=3, healer_days=21)


class NpcRest(str, Enum):
    """How long an NPC or monster rested (the ST guideline "Regaining HP" in the rules reference)."""

    MINUTES = "minutes"
    NIGHT = "night"
    DAYS = "days"


@dataclass(frozen=True)
class NpcRegainRow:
    text: str
    low: int | None
    """Fewest HP for a few minutes' rest ("None": not a fixed amount)."""
    high: int | None
    fraction_of_max: tuple[int, int] | None
    """(numerator, denominator) of max HP regained, rounded up; None for a fixed amount."""


# ST (Regaining HP, NPCs and monsters): minutes' rest and supplies 3-5 HP, a night half max, days all.
ST_NPC_REGAIN: dict[NpcRest, NpcRegainRow] = {
    NpcRest.MINUTES: NpcRegainRow("a few minutes' rest and supplies", 3, 5, None),
    NpcRest.NIGHT: NpcRegainRow("a night's rest", None, None, (1, 2)),
    NpcRest.DAYS: NpcRegainRow("a few days' rest", None, None, (1, 1)),
}


# GM-2 (HQ-20 herowars): end-of-session steps a herowars injured state needs before it heals.
GM2_HEROWARS_INJURED_EPISODES: int = 3


# GM-3 / HQ-25 natural healing in downtime is HQ25_NATURAL_HEALING (core.rules.heroquest.tables).


E = TypeVar("E", bound=Enum)


def band(total: int, table: tuple[tuple[int | None, E], ...]) -> E:
    """The first row of a banded table (highest first) whose lowest total `total` reaches."""
    for lowest, result in table:
        if lowest is None or total >= lowest:
            return result
    raise AssertionError("a banded table ends with a catch-all row")
