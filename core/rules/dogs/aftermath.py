"""After a conflict: the whole fallout step of one character (DV-16..DV-20) as one function, the
injury that waits for the Body roll or treatment (DV-19), and death at 20.

A GUI collects the rolls and the player's choices (`SheetChange`), then calls `apply_fallout`
once and applies the returned `Character` as one undoable step. `CHOICE_NEEDS` says what each
choice asks for, so the GUI shows the right inputs without deciding any rule itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from core.dice import Dice
from core.events import event
from core.model.character import Character
from core.model.common import clip, evolve
from core.model.dogs import DogsStat, Injury, InjuryStage, NextConflictKind, RelationshipKind
from core.model.harm import HarmStatus
from core.rules.dogs import events as ev
from core.rules.dogs import experience as dv20
from core.rules.dogs import longterm as dv18
from core.rules.dogs.bringing import demon_called_on
from core.rules.dogs.conflict import Conflict, Participant
from core.rules.dogs.errors import ConflictError
from core.rules.dogs.events import Leaving, Result, Treated
from core.rules.dogs.fallout import FalloutReport, after_body_roll, after_treatment, assess_fallout
from core.rules.dogs.retry import conflict_record
from core.rules.dogs.sheet import apply_short_term, mark_next_conflict_done, record, sold_soul, with_dogs
from core.rules.dogs.tables import DV17_19_FALLOUT_BANDS, DV19_BODY_DICE_ADDED, DeathChoice, ExperienceChoice, FalloutBand, LongTermChoice


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
        raise ConflictError("choose the stat", code="dogs.stat_needed")
    item_needed = {Need.TRAIT, Need.RELATIONSHIP, Need.TRAIT_OR_RELATIONSHIP, Need.BELONGING} & set(CHOICE_NEEDS[choice])
    if item_needed and not c.item_id:
        raise ConflictError("choose what the result acts on", code="dogs.item_needed")
    item = c.item_id or ""
    if isinstance(choice, LongTermChoice):
        calls = {
            LongTermChoice.STAT_MINUS_ONE: lambda: dv18.lower_stat(character, c.stat, reason=c.reason),
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
        return calls[choice]()
    calls = {
        ExperienceChoice.STAT_PLUS_ONE: lambda: dv20.raise_stat(character, c.stat, reason=c.reason),
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
    return calls[ExperienceChoice(choice)]()


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
        (NextConflictKind, report.short_term_results, Results.SHORT_TERM, "short-term result"),
        (LongTermChoice, report.long_term_results, Results.LONG_TERM, "long-term result"),
        (ExperienceChoice, 1 if report.experience else 0, Results.EXPERIENCE, "experience result"),
    )
    for kind, number, results, what in wanted:
        got = _count(changes, kind)
        if got != number:
            raise ConflictError(f"a fallout of {report.total} takes {number} {what}(s), not {got}",
                                code="dogs.results_count", total=report.total, results=results, need=number, got=got)


def apply_fallout(
    character: Character,
    fallout: Dice,
    rolls: Sequence[int],
    changes: Sequence[SheetChange],
    *,
    how: str = "rolled",
    stakes: str = "",
    body_rolls: Sequence[int] | None = None,
    death: DeathChoice | None = None,
    follow_up: bool = False,
    entered: bool | None = None,
    body_entered: bool = False,
) -> Character:
    """DV-16..DV-20 for one character, all at once: the fallout roll in history, the chosen
    results (each with its reason), and DV-19: at 12..15 the Body roll (`body_rolls`; without it
    the injury waits on the sheet), at 16..19 an injury awaiting treatment, at 20 death
    (`death` says at once or after a scene). `entered` (or `how`: "rolled" or "entered") says
    whether the fallout faces were typed in from physical dice."""
    report = assess_fallout(rolls)
    check_changes(report, changes)
    if report.dies and death is None:
        raise ConflictError("a fallout of 20 or more kills the character: choose at once or after a scene", code="dogs.death_choice_needed")
    typed = how == "entered" if entered is None else entered
    headline = event(ev.FALLOUT_ROLLED, rolls=report.rolls, total=report.total, band=report.band, experience=report.experience, entered=typed)
    character = record(character, headline, dice=str(fallout))
    for change in changes:
        character = apply_change(character, change, follow_up=follow_up)
    if report.band is FalloutBand.INJURY:
        character = note_injury(character, report.total, fallout, InjuryStage.BODY_ROLL, stakes)
        if body_rolls is not None:
            character = settle_body_roll(character, body_rolls, entered=body_entered)
    elif report.band is FalloutBand.TREATMENT:
        character = note_injury(character, report.total, fallout, InjuryStage.TREATMENT, stakes)
    elif report.dies:
        assert death is not None
        character = note_injury(character, report.total, fallout, InjuryStage.DYING, stakes)
        character = settle_death(character, death)
    return character


def note_injury(character: Character, total: int, fallout: Dice, stage: InjuryStage, stakes: str = "") -> Character:
    """DV-19: the sheet keeps the injury until the Body roll or treatment settles it."""
    injury = Injury(fallout=total, dice=fallout, stage=stage, stakes=clip(stakes.strip()))
    character = with_dogs(character, injury=injury)
    return record(character, event(ev.INJURY, total=total, stage=stage))


def note_life_lost(character: Character, stakes: str = "") -> Character:
    """DV-30: the character's life was the stake and they lost it with no fallout dice noted: they
    are dying and need treatment, against DV-30's four dice for how they are dying plus the
    demonic influence (`treatment_setup(dying=...)`). Decision: noted as a fallout of 16, the
    lowest total that calls for treatment, so a failed treatment (or none) makes it 20 (DV-19)."""
    if character.dogs.injury is not None:
        raise ConflictError(f"{character.name} already has an injury waiting on the sheet", code="dogs.injured_already", name=character.name)
    total = next(limit for limit, band in DV17_19_FALLOUT_BANDS if band is FalloutBand.TREATMENT)
    injury = Injury(fallout=total, dice=Dice(), stage=InjuryStage.TREATMENT, stakes=clip(stakes.strip()))
    character = with_dogs(character, injury=injury)
    return record(character, event(ev.LIFE_LOST, stakes=clip(stakes.strip()) or None))


def pending_injury(character: Character, stage: InjuryStage) -> Injury:
    injury = character.dogs.injury
    if injury is None or injury.stage is not stage:
        raise ConflictError(f"{character.name} has no injury waiting for this step", code="dogs.no_injury_waiting", name=character.name, stage=stage)
    return injury


def settle_body_roll(character: Character, body_rolls: Sequence[int], *, entered: bool = False) -> Character:
    """DV-19 12..15: the three highest Body dice against the fallout: the character recovers
    without help (the injury is gone), or the fallout becomes 16 and treatment is needed."""
    injury = pending_injury(character, InjuryStage.BODY_ROLL)
    rolls = list(body_rolls)
    body = character.dogs.stats.body
    if len(rolls) != body:
        raise ConflictError(f"{character.name} rolls {body} Body dice, not {len(rolls)}", code="dogs.body_dice_count", name=character.name, need=body, given=len(rolls))
    after = after_body_roll(injury.fallout, rolls)
    best = sum(sorted(rolls, reverse=True)[:DV19_BODY_DICE_ADDED])
    headline = event(ev.BODY_ROLL, rolls=tuple(rolls), best=best, fallout=injury.fallout, after=after, entered=entered)
    if after == injury.fallout:
        character = with_dogs(character, injury=None)
    else:
        character = with_dogs(character, injury=evolve(injury, fallout=after, stage=InjuryStage.TREATMENT))
    return record(character, headline, dice=f"{body}d6" if body else "")


def settle_treatment(character: Character, healer_won: bool | None, *, death: DeathChoice = DeathChoice.AFTER_A_SCENE) -> Character:
    """DV-19 16..19: the healer won (the character lives, the injury is gone), or lost or nobody
    treated them (Decision): the fallout becomes 20 and the character dies as `death` says."""
    injury = pending_injury(character, InjuryStage.TREATMENT)
    after = after_treatment(injury.fallout, healer_won)
    if after == injury.fallout:
        character = with_dogs(character, injury=None)
        return record(character, event(ev.TREATED, result=Treated.LIVES, after=after))
    result = Treated.NOBODY if healer_won is None else Treated.FAILED
    character = with_dogs(character, injury=evolve(injury, fallout=after, stage=InjuryStage.DYING))
    character = record(character, event(ev.TREATED, result=result, after=after))
    return settle_death(character, death)


def settle_death(character: Character, death: DeathChoice) -> Character:
    """DV-19 at 20: the character dies at once, or after a scene set up before death (the sheet
    keeps them dying until `die_after_scene`)."""
    injury = character.dogs.injury
    if injury is None or injury.stage is not InjuryStage.DYING:
        raise ConflictError(f"{character.name} is not dying", code="dogs.not_dying", name=character.name)
    if DeathChoice(death) is DeathChoice.AFTER_A_SCENE:
        return record(character, event(ev.DIES_AFTER_SCENE))
    return die_after_scene(character)


def die_after_scene(character: Character) -> Character:
    """DV-19: the character dies (the scene before death is over, or at once)."""
    injury = pending_injury(character, InjuryStage.DYING)
    character = with_dogs(character, injury=evolve(injury, stage=InjuryStage.DEAD))
    character = evolve(character, harm=evolve(character.harm, status=HarmStatus.DEAD))
    return record(character, event(ev.DIED))


def lost_life(conflict: Conflict, participant: Participant) -> bool:
    """DV-30: the users said at the start that the participant's life was at stake, and they lost
    the conflict with no fallout dice noted: they are dying, in need of treatment."""
    lost = conflict.finished and participant.side != conflict.winner_side
    return lost and participant.life_at_stake and not participant.fallout and conflict.treatment_of is None


def record_conflict_end(character: Character, conflict: Conflict, participant: Participant) -> Character:
    """The end of a conflict on a participant's sheet: who won the stakes, the sold soul of a
    participant who called on a demon (DV-30), the DV-17 next-conflict-only effects this
    conflict used are marked used, and the sheet keeps a record of the conflict (DV-21)."""
    if not conflict.finished:
        raise ConflictError("the conflict is not over yet", code="dogs.not_over")
    if all(r.conflict_id != conflict.id for r in character.dogs.conflicts):
        character = with_dogs(character, conflicts=(*character.dogs.conflicts, conflict_record(conflict)))
    if conflict.winner_side is None:
        result = Result.NOBODY
    else:
        result = Result.WON if conflict.winner_side == participant.side else Result.LOST
    left = Leaving.GAVE if participant.gave else Leaving.OUT if participant.out else None
    fallout = str(participant.fallout_dice) if participant.fallout else None
    stakes = clip(conflict.stakes)
    character = record(character, event(ev.CONFLICT_ENDED, stakes=stakes, result=result, left=left, fallout=fallout))
    demon = demon_called_on(conflict, participant.id)
    if demon is not None:  # DV-30: calling on a demon sold the character's soul (the relationship may be gone from the sheet)
        character = sold_soul(character, demon, [event(ev.IN_CONFLICT, stakes=stakes)])
    if participant.next_conflict_effects:
        character = mark_next_conflict_done(character, participant.next_conflict_effects)
    return character
