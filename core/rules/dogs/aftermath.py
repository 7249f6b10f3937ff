"""After a conflict: the whole fallout step of one character (DV-16..DV-20) as one function, the
injury that waits for the Body roll or treatment (DV-19), death at 20, a life lost at stake
(DV-30), and the end of a conflict on a participant's sheet.

A GUI collects the rolls and the player's choices (`core.rules.dogs.changes.SheetChange`), then
the operation calls `apply_fallout` once and applies the returned `Character` as one undoable step.
"""

from __future__ import annotations

from collections.abc import Sequence

from talekeeper.core.dice import Dice
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import clip, evolve
from talekeeper.core.model.dogs import Injury
from talekeeper.core.model.enums import HarmStatus, InjuryStage
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.bringing import demon_called_on
from talekeeper.core.rules.dogs.changes import SheetChange, apply_change, check_changes
from talekeeper.core.rules.dogs.conflict import Conflict, Participant
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import BODY_DICE_COUNT, DEATH_CHOICE_NEEDED, INJURED_ALREADY, NO_INJURY_WAITING, NOT_DYING, NOT_OVER, Leaving, Result, Treated
from talekeeper.core.rules.dogs.fallout import after_body_roll, after_treatment, assess_fallout
from talekeeper.core.rules.dogs.retry import conflict_record
from talekeeper.core.rules.dogs.sheet import mark_next_conflict_done, record, sold_soul, with_dogs
from talekeeper.core.rules.dogs.tables import (
    DV17_19_FALLOUT_BANDS,
    DV19_BODY_DICE_ADDED,
    DeathChoice,
    FalloutBand,
)


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
        raise ConflictError(DEATH_CHOICE_NEEDED)
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
        raise ConflictError(INJURED_ALREADY, name=character.name)
    total = next(limit for limit, band in DV17_19_FALLOUT_BANDS if band is FalloutBand.TREATMENT)
    injury = Injury(fallout=total, dice=Dice(), stage=InjuryStage.TREATMENT, stakes=clip(stakes.strip()))
    character = with_dogs(character, injury=injury)
    return record(character, event(ev.LIFE_LOST, stakes=clip(stakes.strip()) or None))


def pending_injury(character: Character, stage: InjuryStage) -> Injury:
    injury = character.dogs.injury
    if injury is None or injury.stage is not stage:
        raise ConflictError(NO_INJURY_WAITING, name=character.name, stage=stage)
    return injury


def settle_body_roll(character: Character, body_rolls: Sequence[int], *, entered: bool = False) -> Character:
    """DV-19 12..15: the three highest Body dice against the fallout: the character recovers
    without help (the injury is gone), or the fallout becomes 16 and treatment is needed."""
    injury = pending_injury(character, InjuryStage.BODY_ROLL)
    rolls = list(body_rolls)
    body = character.dogs.stats.body
    if len(rolls) != body:
        raise ConflictError(BODY_DICE_COUNT, name=character.name, need=body, given=len(rolls))
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
        raise ConflictError(NOT_DYING, name=character.name)
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


def fallout_pending(conflict: Conflict, participant: Participant) -> bool:
    """DV-16..DV-19: the participant took blows, has a sheet in the library, and their fallout is
    not yet written to it."""
    return bool(participant.fallout and participant.character_id and participant.character_id not in conflict.sheets_done)


def fallout_left(conflict: Conflict) -> bool:
    """Some participant's fallout is still to be done (DV-16..DV-19): the conflict's file is
    still needed for it."""
    return any(fallout_pending(conflict, p) for p in conflict.participants)


def follow_up_kept(conflict: Conflict) -> bool:
    """DV-12 / DV-21: someone keeps a die for a follow-up conflict."""
    return any(p.follow_up_die is not None for p in conflict.participants)


def record_conflict_end(character: Character, conflict: Conflict, participant: Participant) -> Character:
    """The end of a conflict on a participant's sheet: who won the stakes, the sold soul of a
    participant who called on a demon (DV-30), the DV-17 next-conflict-only effects this
    conflict used are marked used, and the sheet keeps a record of the conflict (DV-21)."""
    if not conflict.finished:
        raise ConflictError(NOT_OVER)
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
