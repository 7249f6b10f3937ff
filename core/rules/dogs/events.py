"""Every event the DV rules report (`resources/rules/rules.md`, DV), with its parameters (see `core.events`).

Each history entry a DV action writes holds these events: the first says what happened (its
subject is the character whose history it is), the others what changed, such as the reason a
fallout or experience change was chosen (DV-20). Titles name a whole action (the undo step).
The desktop words them (`desktop/dogs/words.py`).
"""

from __future__ import annotations

from enum import Enum

from talekeeper.core.events import define
from talekeeper.core.model.dogs import Arena, DogsStat, NextConflictKind, RelationshipKind
from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.rules.dogs.tables import FalloutBand


class Item(str, Enum):
    """What on a sheet a change acts on."""

    TRAIT = "trait"
    RELATIONSHIP = "relationship"
    BELONGING = "belonging"


class Cause(str, Enum):
    """Why a sheet gains or changes a trait, relationship or stat."""

    LONG_TERM = "long_term"
    """DV-18 long-term fallout."""
    EXPERIENCE = "experience"
    """DV-20 experience."""
    UNASSIGNED = "unassigned"
    """DV-3: unassigned relationship dice become a relationship."""


class Result(str, Enum):
    """How a conflict ended for one participant."""

    WON = "won"
    LOST = "lost"
    NOBODY = "nobody"
    """Nobody was left: nobody won the stakes."""


class Leaving(str, Enum):
    """How a participant left a conflict before its end."""

    GAVE = "gave"
    """DV-12."""
    OUT = "out"
    """DV-10: out of dice."""


class Treated(str, Enum):
    """DV-19: how a treatment ended."""

    LIVES = "lives"
    FAILED = "failed"
    NOBODY = "nobody"
    """Nobody could treat the character (Decision: the fallout becomes 20)."""


# Headlines (the first event of an entry; its subject is the entry's character).
CONFLICT_ENDED = define("dogs.conflict_ended", stakes=str, result=Result, left=Leaving, fallout=str, optional=("left", "fallout"))
FALLOUT_ROLLED = define("dogs.fallout_rolled", rolls=(list, int), total=int, band=FalloutBand, experience=bool, entered=bool, optional=("entered",))
SHORT_TERM = define("dogs.short_term", effect=NextConflictKind, stat=DogsStat, relationship=str, text=str, optional=("stat", "relationship", "text"))
STAT_CHANGED = define("dogs.stat_changed", stat=DogsStat, before=int, after=int, cause=Cause)
TRAIT_ADDED = define("dogs.trait_added", text=str, dice=str, cause=Cause)
RELATIONSHIP_ADDED = define("dogs.relationship_added", subject=str, relation=RelationshipKind, dice=str, cause=Cause)
DICE_CHANGED = define("dogs.dice_changed", item=Item, subject=str, before=str, after=str, cause=Cause)
BELONGING_STRUCK = define("dogs.belonging_struck", belonging=str, dice=str)
BELONGING_ADDED = define("dogs.belonging_added", belonging=str, dice=str)
ARMOR_REWRITTEN = define("dogs.armor_rewritten", before=str, after=str)
INJURY = define("dogs.injury", total=int, stage=InjuryStage)
LIFE_LOST = define("dogs.life_lost", stakes=str, optional=("stakes",))
BODY_ROLL = define("dogs.body_roll", rolls=(list, int), best=int, fallout=int, after=int, entered=bool, optional=("entered",))
TREATED = define("dogs.treated", result=Treated, after=int)
DIES_AFTER_SCENE = define("dogs.dies_after_scene")
DIED = define("dogs.died")
SOUL_SOLD = define("dogs.soul_sold", subject=str, optional=("subject",))
NEXT_CONFLICT_USED = define("dogs.next_conflict_used", count=int)

# What changed, or why.
REASON = define("dogs.reason", text=str)
"""DV-20: the reason the player gave for a fallout or experience change."""
IN_CONFLICT = define("dogs.in_conflict", stakes=str)
"""The conflict a change came from (the sold soul of DV-30, a relationship written mid-conflict)."""

# Titles of whole actions (undo steps, the status bar): their parameters name the characters.
OPEN_TITLE = define("dogs.title.open", stakes=str)
END_TITLE = define("dogs.title.end", stakes=str)
RAISE_TITLE = define("dogs.title.raise", name=str, total=int)
SEE_TITLE = define("dogs.title.see", name=str)
GIVE_TITLE = define("dogs.title.give", name=str)
OUT_TITLE = define("dogs.title.out", name=str)
HELP_TITLE = define("dogs.title.help", name=str, ally=str)
ESCALATE_TITLE = define("dogs.title.escalate", name=str, arena=Arena)
BRING_IN_TITLE = define("dogs.title.bring_in", name=str)
NEW_RELATIONSHIP_TITLE = define("dogs.title.new_relationship", name=str, subject=str)
DEMON_TITLE = define("dogs.title.demon", name=str)
ORDER_TITLE = define("dogs.title.order", round=int)
GIVE_UP_KEPT_TITLE = define("dogs.title.give_up_kept", name=str)
FALLOUT_TITLE = define("dogs.title.fallout", name=str)
DYING_TITLE = define("dogs.title.dying", name=str)
TREATMENT_TITLE = define("dogs.title.treatment", name=str)
NOBODY_TREATS_TITLE = define("dogs.title.nobody_treats", name=str)
BODY_ROLL_TITLE = define("dogs.title.body_roll", name=str)
DIES_TITLE = define("dogs.title.dies", name=str)
