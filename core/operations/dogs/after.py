"""After a conflict (DV-16..DV-20, DV-19, DV-30): the fallout step of one participant, the dying
of a loser whose life was at stake, the treatment conflict, the Body roll and death, each one
operation. The fallout step also marks the participant's end as written in the conflict, in the
same undo step (so undoing it offers the step again)."""

from __future__ import annotations

from dataclasses import dataclass

from talekeeper.core.dice import Faces
from talekeeper.core.events import event
from talekeeper.core.model.common import clip, evolve
from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.operations.dogs.play import check_faces, conflict_of, done_with
from talekeeper.core.outcome import Outcome, Table, changed
from talekeeper.core.rules import dogs as dv
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.events import FALLOUT_DONE, LIFE_NOT_LOST, NO_SHEET


@dataclass(frozen=True)
class Fallout:
    """DV-16..DV-20 for one participant: the faces of the noted fallout dice, the chosen results,
    DV-19's Body roll now (`body`; None: later, from the sheet) and how the character dies at 20,
    and DV-17: whether someone starts a follow-up conflict."""

    participant_id: str
    faces: Faces
    changes: tuple[dv.SheetChange, ...] = ()
    body: Faces | None = None
    death: dv.DeathChoice | None = None
    follow_up: bool = False


def _with_sheet(table: Table, participant: dv.Participant) -> dv.Participant:
    if participant.character_id is None or participant.character_id not in table.sheets:
        raise dv.ConflictError(NO_SHEET, name=participant.name)
    return participant


def fallout(table: Table, ask: Fallout) -> Outcome:
    conflict = conflict_of(table)
    p = _with_sheet(table, conflict.participant(ask.participant_id))
    if p.character_id in conflict.sheets_done:
        raise dv.ConflictError(FALLOUT_DONE, name=p.name)
    check_faces(p.fallout_dice.die_sizes(), ask.faces)
    sheet = table.sheet(p.character_id or "")
    after = dv.record_conflict_end(sheet, conflict, p)
    after = dv.apply_fallout(
        after, p.fallout_dice, ask.faces.values, ask.changes, entered=ask.faces.entered, stakes=conflict.stakes,
        body_rolls=ask.body.values if ask.body is not None else None, body_entered=bool(ask.body and ask.body.entered),
        death=ask.death, follow_up=ask.follow_up,
    )
    conflict = evolve(conflict, sheets_done=(*conflict.sheets_done, sheet.id))
    return Outcome(event(ev.FALLOUT_TITLE, name=sheet.name), changed(table, [after]), play=conflict, ended=done_with(table, conflict))


@dataclass(frozen=True)
class LifeLost:
    participant_id: str


def life_lost(table: Table, ask: LifeLost) -> Outcome:
    """DV-30: a loser whose life was at stake is dying (the sheet notes it; treatment comes next)."""
    conflict = conflict_of(table)
    p = _with_sheet(table, conflict.participant(ask.participant_id))
    if not dv.lost_life(conflict, p):
        raise dv.ConflictError(LIFE_NOT_LOST, name=p.name)
    sheet = table.sheet(p.character_id or "")
    after = dv.note_life_lost(sheet, conflict.stakes)
    return Outcome(event(ev.DYING_TITLE, name=sheet.name), changed(table, [after]))


# -- DV-19 / DV-30 treatment, the Body roll, death ----------------------------------------------


@dataclass(frozen=True)
class StartTreatment:
    """DV-19 / DV-30: the treatment conflict for `patient_id`'s life, `healer_id` healing; what
    each brings (ids), how a patient without fallout dice is dying (`dying`), the narrator's name
    and the stakes in the users' words, and the faces of the opening roll (`treatment_sizes`)."""

    patient_id: str
    healer_id: str
    faces: Faces
    stakes: str
    narrator: str
    relationships: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    belongings: tuple[str, ...] = ()
    patient_relationships: tuple[str, ...] = ()
    patient_traits: tuple[str, ...] = ()
    patient_belongings: tuple[str, ...] = ()
    dying: dv.DyingCause | None = None


def treatment_setup_of(table: Table, ask: StartTreatment) -> dv.TreatmentSetup:
    """The treatment conflict the inputs set up, before anything is rolled (its pools, DV-19)."""
    return dv.treatment_setup(
        table.sheet(ask.patient_id), table.sheet(ask.healer_id), influence=table.campaign.demonic_influence,
        relationships=ask.relationships, traits=ask.traits, belongings=ask.belongings, dying=ask.dying,
        narrator_name=clip(ask.narrator.strip(), 200) or "—", stakes=ask.stakes,
        patient_relationships=ask.patient_relationships, patient_traits=ask.patient_traits, patient_belongings=ask.patient_belongings,
    )


def treatment_sizes(table: Table, ask: StartTreatment) -> tuple[int, ...]:
    """The dice of the treatment's opening roll, in order (C-2)."""
    return treatment_setup_of(table, ask).dice()


def start_treatment(table: Table, ask: StartTreatment) -> Outcome:
    setup = treatment_setup_of(table, ask)
    check_faces(setup.dice(), ask.faces)
    conflict = dv.open_treatment(setup, ask.faces.source())
    return Outcome(event(ev.TREATMENT_TITLE, name=table.sheet(ask.patient_id).name), play=conflict)


@dataclass(frozen=True)
class NobodyTreats:
    """DV-19 Decision: nobody can treat the character: the fallout becomes 20."""

    patient_id: str


def nobody_treats(table: Table, ask: NobodyTreats) -> Outcome:
    patient = table.sheet(ask.patient_id)
    return Outcome(event(ev.NOBODY_TREATS_TITLE, name=patient.name), changed(table, [dv.settle_treatment(patient, None)]))


@dataclass(frozen=True)
class BodyRoll:
    """DV-19 12..15: the Body dice's faces for an injury waiting on the sheet."""

    character_id: str
    faces: Faces


def body_roll(table: Table, ask: BodyRoll) -> Outcome:
    character = table.sheet(ask.character_id)
    dv.pending_injury(character, InjuryStage.BODY_ROLL)
    check_faces((6,) * character.dogs.stats.body, ask.faces)
    after = dv.settle_body_roll(character, ask.faces.values, entered=ask.faces.entered)
    return Outcome(event(ev.BODY_ROLL_TITLE, name=character.name), changed(table, [after]))


@dataclass(frozen=True)
class MarkDead:
    """DV-19 at 20: the scene before death is over."""

    character_id: str


def mark_dead(table: Table, ask: MarkDead) -> Outcome:
    character = table.sheet(ask.character_id)
    return Outcome(event(ev.DIES_TITLE, name=character.name), changed(table, [dv.die_after_scene(character)]))
