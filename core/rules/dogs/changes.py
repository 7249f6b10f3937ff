"""One chosen DV-17 / DV-18 / DV-20 result (`SheetChange`), what each choice asks for
(`CHOICE_NEEDS`, so a GUI shows the right inputs without deciding any rule), and writing one to a
sheet with its reason (`apply_change`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from talekeeper.core.model.character import Character
from talekeeper.core.model.dogs import DogsStat, NextConflictKind, RelationshipKind
from talekeeper.core.rules.dogs import experience as dv20
from talekeeper.core.rules.dogs import longterm as dv18
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import ITEM_NEEDED, RESULTS_COUNT, STAT_NEEDED
from talekeeper.core.rules.dogs.fallout import FalloutReport
from talekeeper.core.rules.dogs.sheet import apply_short_term
from talekeeper.core.rules.dogs.tables import ExperienceChoice, LongTermChoice


class Need(str, Enum):
    """An input a fallout or experience choice asks for."""

    STAT = "stat"
    TRAIT_OR_RELATIONSHIP = "trait_or_relationship"
    TRAIT = "trait"
    RELATIONSHIP = "relationship"
    BELONGING = "belonging"
    TEXT = "text"
    """The new trait's text, the relationship's subject, the belonging's name, the armor's
    description, or how the character leaves the scene."""
    KIND = "kind"
    """The new relationship's kind (DV-3)."""
    DICE = "dice"
    STEP = "step"
    """+1 or -1: one die more or fewer, one size up or down."""
    SIZE = "size"
    """Which die size, when the item's dice have several."""


Choice = NextConflictKind | LongTermChoice | ExperienceChoice

# What each DV-17, DV-18 and DV-20 choice asks for.
CHOICE_NEEDS: dict[Choice, tuple[Need, ...]] = {
    NextConflictKind.STAT_MINUS_ONE: (Need.STAT,),
    NextConflictKind.TRAIT_D4: (Need.TEXT,),
    NextConflictKind.RELATIONSHIP_D4: (Need.RELATIONSHIP,),
    NextConflictKind.LEAVE_SCENE: (Need.TEXT,),
    LongTermChoice.STAT_MINUS_ONE: (Need.STAT,),
    LongTermChoice.NEW_D4_TRAIT: (Need.TEXT,),
    LongTermChoice.NEW_D4_RELATIONSHIP: (Need.TEXT, Need.KIND),
    LongTermChoice.ADD_DIE_TO_D4: (Need.TRAIT_OR_RELATIONSHIP,),
    LongTermChoice.REMOVE_DIE_FROM_D6_PLUS: (Need.TRAIT_OR_RELATIONSHIP, Need.SIZE),
    LongTermChoice.DICE_BECOME_D4: (Need.TRAIT_OR_RELATIONSHIP,),
    LongTermChoice.STRIKE_BELONGING: (Need.BELONGING,),
    LongTermChoice.REWRITE_BLACK_ARMOR: (Need.TEXT, Need.DICE),
    ExperienceChoice.STAT_PLUS_ONE: (Need.STAT,),
    ExperienceChoice.NEW_D6_TRAIT: (Need.TEXT,),
    ExperienceChoice.TRAIT_DIE_COUNT: (Need.TRAIT, Need.STEP, Need.SIZE),
    ExperienceChoice.TRAIT_DIE_SIZE: (Need.TRAIT, Need.STEP, Need.SIZE),
    ExperienceChoice.NEW_D6_RELATIONSHIP: (Need.TEXT, Need.KIND),
    ExperienceChoice.RELATIONSHIP_DIE_COUNT: (Need.RELATIONSHIP, Need.STEP, Need.SIZE),
    ExperienceChoice.RELATIONSHIP_DIE_SIZE: (Need.RELATIONSHIP, Need.STEP, Need.SIZE),
    ExperienceChoice.NEW_BELONGING: (Need.TEXT, Need.DICE),
}


@dataclass(frozen=True)
class SheetChange:
    """One chosen DV-17 / DV-18 / DV-20 result, with what it needs and the reason (DV-20)."""

    choice: Choice
    reason: str
    stat: DogsStat | None = None
    item_id: str | None = None
    """The trait, relationship or belonging the result acts on."""
    text: str = ""
    kind: RelationshipKind = RelationshipKind.PERSON
    dice: str = ""
    step: int = 1
    size: int | None = None


def apply_change(character: Character, change: SheetChange, *, follow_up: bool = False) -> Character:
    """`character` with one chosen result written (with its reason) to the sheet and history."""
    c, choice = change, change.choice
    if isinstance(choice, NextConflictKind):
        return apply_short_term(
            character, choice, reason=c.reason, stat=c.stat, relationship_id=c.item_id, text=c.text, follow_up=follow_up
        )
    stat_needed = choice in (LongTermChoice.STAT_MINUS_ONE, ExperienceChoice.STAT_PLUS_ONE)
    if stat_needed and c.stat is None:
        raise ConflictError(STAT_NEEDED)
    item_needed = {Need.TRAIT, Need.RELATIONSHIP, Need.TRAIT_OR_RELATIONSHIP, Need.BELONGING} & set(CHOICE_NEEDS[choice])
    if item_needed and not c.item_id:
        raise ConflictError(ITEM_NEEDED)
    item = c.item_id or ""
    stat = c.stat if c.stat is not None else DogsStat.ACUITY  # not read unless the choice needs a stat (checked above)
    if isinstance(choice, LongTermChoice):
        long_term: dict[LongTermChoice, Callable[[], Character]] = {
            LongTermChoice.STAT_MINUS_ONE: lambda: dv18.lower_stat(character, stat, reason=c.reason),
            LongTermChoice.NEW_D4_TRAIT: lambda: dv18.new_d4_trait(character, c.text, reason=c.reason),
            LongTermChoice.NEW_D4_RELATIONSHIP: lambda: dv18.new_d4_relationship(character, c.text, c.kind, reason=c.reason),
            LongTermChoice.ADD_DIE_TO_D4: lambda: dv18.add_die_to_d4(character, item, reason=c.reason),
            LongTermChoice.REMOVE_DIE_FROM_D6_PLUS: lambda: dv18.remove_die_from_d6_plus(
                character, item, reason=c.reason, size=c.size
            ),
            LongTermChoice.DICE_BECOME_D4: lambda: dv18.dice_become_d4(character, item, reason=c.reason),
            LongTermChoice.STRIKE_BELONGING: lambda: dv18.strike_belonging(character, item, reason=c.reason),
            LongTermChoice.REWRITE_BLACK_ARMOR: lambda: dv18.rewrite_black_armor(character, c.text, c.dice, reason=c.reason),
        }
        return long_term[choice]()
    experience: dict[ExperienceChoice, Callable[[], Character]] = {
        ExperienceChoice.STAT_PLUS_ONE: lambda: dv20.raise_stat(character, stat, reason=c.reason),
        ExperienceChoice.NEW_D6_TRAIT: lambda: dv20.new_d6_trait(character, c.text, reason=c.reason),
        ExperienceChoice.TRAIT_DIE_COUNT: lambda: dv20.change_trait_dice_count(
            character, item, c.step, reason=c.reason, size=c.size
        ),
        ExperienceChoice.TRAIT_DIE_SIZE: lambda: dv20.change_trait_die_size(
            character, item, c.step, reason=c.reason, size=c.size
        ),
        ExperienceChoice.NEW_D6_RELATIONSHIP: lambda: dv20.new_d6_relationship(character, c.text, c.kind, reason=c.reason),
        ExperienceChoice.RELATIONSHIP_DIE_COUNT: lambda: dv20.change_relationship_dice_count(
            character, item, c.step, reason=c.reason, size=c.size
        ),
        ExperienceChoice.RELATIONSHIP_DIE_SIZE: lambda: dv20.change_relationship_die_size(
            character, item, c.step, reason=c.reason, size=c.size
        ),
        ExperienceChoice.NEW_BELONGING: lambda: dv20.new_belonging(character, c.text, c.dice, reason=c.reason),
    }
    return experience[ExperienceChoice(choice)]()


def _count(changes: Sequence[SheetChange], kind: type[Enum]) -> int:
    return sum(1 for change in changes if isinstance(change.choice, kind))


class Results(str, Enum):
    """The lists a fallout band chooses from (DV-17, DV-18, DV-20)."""

    SHORT_TERM = "short_term"
    LONG_TERM = "long_term"
    EXPERIENCE = "experience"


def check_changes(report: FalloutReport, changes: Sequence[SheetChange]) -> None:
    """DV-17..DV-20: exactly the results the band asks for, and one experience result when a die
    showed a 1 (none otherwise)."""
    wanted = (
        (NextConflictKind, report.short_term_results, Results.SHORT_TERM),
        (LongTermChoice, report.long_term_results, Results.LONG_TERM),
        (ExperienceChoice, 1 if report.experience else 0, Results.EXPERIENCE),
    )
    for kind, number, results in wanted:
        got = _count(changes, kind)
        if got != number:
            raise ConflictError(RESULTS_COUNT, total=report.total, results=results, need=number, got=got)
