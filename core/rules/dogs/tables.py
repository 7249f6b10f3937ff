"""Every DV table and number the conflict rules read, each one data structure named after its rule id.

`resources/rules/rules.md`, DV. Nothing else in `core.rules.dogs` writes these numbers as literals:
change a table here and every rule follows. The DV-17 short-term choices are the model's
`NextConflictKind` (the sheet stores them), so they are not repeated as a second enum.
"""

from __future__ import annotations

from enum import Enum

from talekeeper.core.model.dogs import (  # DV-2's arenas: the sheet records them (DV-21)
    Arena,
    DogsStat,
    NextConflictKind,
)

# DV-2: the two stats each arena rolls, in the order they are rolled.
DV2_ARENA_STATS: dict[Arena, tuple[DogsStat, DogsStat]] = {
    Arena.TALKING: (DogsStat.ACUITY, DogsStat.HEART),
    Arena.PHYSICAL: (DogsStat.BODY, DogsStat.HEART),
    Arena.FIGHTING: (DogsStat.BODY, DogsStat.WILL),
    Arena.WEAPONS: (DogsStat.ACUITY, DogsStat.WILL),
}


class BlowKind(str, Enum):
    """DV-9: what a raise is, which decides the size of the fallout dice a taken blow notes."""

    NOT_PHYSICAL = "not_physical"
    PHYSICAL = "physical"
    SMALL_WEAPON = "small_weapon"
    """Knife, dagger."""
    DEADLY_WEAPON = "deadly_weapon"


# DV-9: fallout die size by the kind of raise.
DV9_FALLOUT_DIE: dict[BlowKind, int] = {
    BlowKind.NOT_PHYSICAL: 4,
    BlowKind.PHYSICAL: 6,
    BlowKind.SMALL_WEAPON: 8,
    BlowKind.DEADLY_WEAPON: 10,
}


# DV-9 Decision (issue 15): the kind a raise is unless the raiser says otherwise, by the raiser's
# arena (DV-2), so that a raise in a fight is not a d4 "not physical" one by default: talking ->
# not physical (d4); physical, not fighting, and fighting -> physical (d6: shoving, fists,
# wrestling); weapons -> deadly weapon (d10: guns, blades). A knife or dagger (small weapon, d8),
# or a talking raise that turns physical, is chosen by the user.
DV9_ARENA_BLOW: dict[Arena, BlowKind] = {
    Arena.TALKING: BlowKind.NOT_PHYSICAL,
    Arena.PHYSICAL: BlowKind.PHYSICAL,
    Arena.FIGHTING: BlowKind.PHYSICAL,
    Arena.WEAPONS: BlowKind.DEADLY_WEAPON,
}


class SeeKind(str, Enum):
    """DV-9 kinds of see, by how many of the seeing side's own dice it used."""

    REVERSE_THE_BLOW = "reverse_the_blow"
    BLOCK_OR_DODGE = "block_or_dodge"
    TAKE_THE_BLOW = "take_the_blow"


# DV-9: (fewest own dice, kind), highest first; the first row whose count is reached applies.
DV9_SEE_KINDS: tuple[tuple[int, SeeKind], ...] = (
    (3, SeeKind.TAKE_THE_BLOW),
    (2, SeeKind.BLOCK_OR_DODGE),
    (1, SeeKind.REVERSE_THE_BLOW),
)

# DV-8: dice in a raise; DV-15: dice in a helper's next raise; DV-15: dice a helper gives.
DV8_RAISE_DICE: int = 2
DV15_HELPER_RAISE_DICE: int = 1
DV15_HELP_DICE: int = 1

# DV-5: the dice an item not on the sheet may bring in.
DV5_OFF_SHEET_ITEM_DICE: tuple[str, ...] = ("1d6", "1d4")

# DV-16: fallout adds this many of the highest dice.
DV16_DICE_ADDED: int = 2


class FalloutBand(str, Enum):
    """DV-17..DV-19 fallout bands by the fallout total."""

    SHORT_TERM = "short_term"
    LONG_TERM = "long_term"
    INJURY = "injury"
    TREATMENT = "treatment"
    DEATH = "death"


# DV-17..DV-19: (lowest total, band), highest first; the first row whose total is reached applies.
DV17_19_FALLOUT_BANDS: tuple[tuple[int, FalloutBand], ...] = (
    (20, FalloutBand.DEATH),
    (16, FalloutBand.TREATMENT),
    (12, FalloutBand.INJURY),
    (8, FalloutBand.LONG_TERM),
    (0, FalloutBand.SHORT_TERM),
)

# DV-17: the short-term choices are the sheet's next-conflict effects.
DV17_SHORT_TERM: tuple[NextConflictKind, ...] = tuple(NextConflictKind)


class LongTermChoice(str, Enum):
    """DV-18 long-term fallout results."""

    STAT_MINUS_ONE = "stat_minus_one"
    NEW_D4_TRAIT = "new_d4_trait"
    NEW_D4_RELATIONSHIP = "new_d4_relationship"
    ADD_DIE_TO_D4 = "add_die_to_d4"
    REMOVE_DIE_FROM_D6_PLUS = "remove_die_from_d6_plus"
    DICE_BECOME_D4 = "dice_become_d4"
    STRIKE_BELONGING = "strike_belonging"
    REWRITE_BLACK_ARMOR = "rewrite_black_armor"


DV18_LONG_TERM: tuple[LongTermChoice, ...] = tuple(LongTermChoice)

# DV-18: the die of a new long-term trait or relationship, and of "dice become d4".
DV18_NEW_DIE: str = "1d4"
DV18_SMALL_DIE: int = 4

# DV-17..DV-19: how many results of each list a band chooses (short-term, long-term).
DV17_19_RESULTS: dict[FalloutBand, tuple[int, int]] = {
    FalloutBand.SHORT_TERM: (1, 0),
    FalloutBand.LONG_TERM: (0, 1),
    FalloutBand.INJURY: (0, 2),
    FalloutBand.TREATMENT: (0, 2),
    FalloutBand.DEATH: (0, 2),
}

# DV-19: the Body roll adds this many highest dice; failing it raises the fallout to 16;
# a lost (or missing, Decision) treatment raises it to 20.
DV19_BODY_DICE_ADDED: int = 3
DV19_FAILED_BODY_FALLOUT: int = 16
DV19_FAILED_TREATMENT_FALLOUT: int = 20


class DeathChoice(str, Enum):
    """DV-19 at 20: how the character dies."""

    AT_ONCE = "at_once"
    AFTER_A_SCENE = "after_a_scene"


DV19_DEATH: tuple[DeathChoice, ...] = tuple(DeathChoice)


class ExperienceChoice(str, Enum):
    """DV-20 experience results."""

    STAT_PLUS_ONE = "stat_plus_one"
    NEW_D6_TRAIT = "new_d6_trait"
    TRAIT_DIE_COUNT = "trait_die_count"
    TRAIT_DIE_SIZE = "trait_die_size"
    NEW_D6_RELATIONSHIP = "new_d6_relationship"
    RELATIONSHIP_DIE_COUNT = "relationship_die_count"
    RELATIONSHIP_DIE_SIZE = "relationship_die_size"
    NEW_BELONGING = "new_belonging"


DV20_EXPERIENCE: tuple[ExperienceChoice, ...] = tuple(ExperienceChoice)

# DV-20: a fallout die showing this gives experience; new traits and relationships get this die.
DV20_EXPERIENCE_FACE: int = 1
DV20_NEW_DIE: str = "1d6"
# DV-20 Decision: a die size steps along this ladder (a hand-written d12 may step down to d10).
DV20_DIE_LADDER: tuple[int, ...] = (4, 6, 8, 10)


class DyingCause(str, Enum):
    """DV-30: how a character without fallout dice is dying."""

    DEADLY_WEAPON = "deadly_weapon"
    CUT_STAB_HANGING_CLUBBING = "cut_stab_hanging_clubbing"
    STRANGLING_TRAMPLING_FALLING_DROWNING = "strangling_trampling_falling_drowning"


# DV-30: the narrator's dice against a dying character with no fallout dice (plus influence).
DV30_DYING_POOLS: dict[DyingCause, str] = {
    DyingCause.DEADLY_WEAPON: "4d10",
    DyingCause.CUT_STAB_HANGING_CLUBBING: "4d8",
    DyingCause.STRANGLING_TRAMPLING_FALLING_DROWNING: "4d6",
}

# DV-30: the dice of a conflict with no definite opponent (plus influence).
DV30_NO_OPPONENT_POOL: str = "4d6"

# DV-19 / DV-30: the stats of a treatment conflict: the injured character's, the healer's.
DV19_PATIENT_STAT: DogsStat = DogsStat.BODY
DV19_HEALER_STAT: DogsStat = DogsStat.ACUITY
