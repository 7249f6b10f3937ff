"""What every DV operation shares: the conflict at hand, faces for the dice, the end of a
conflict on the sheets (in the same step as the move that ends it), and when the conflict's file
is no longer needed."""

from __future__ import annotations

from collections.abc import Sequence

from talekeeper.core.dice import Faces, check_face_count
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import clip, evolve
from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.model.history import Event
from talekeeper.core.outcome import Outcome, Table, changed
from talekeeper.core.rules import dogs as dv
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.events import NO_CONFLICT
from talekeeper.core.rules.dogs.pools import from_sizes


def conflict_of(table: Table) -> dv.Conflict:
    """The conflict the action belongs to."""
    if not isinstance(table.play, dv.Conflict):
        raise dv.ConflictError(NO_CONFLICT)
    return table.play


def check_faces(sizes: Sequence[int], faces: Faces) -> None:
    """One face for each die of `sizes` (C-2)."""
    check_face_count(faces.values, len(sizes), str(from_sizes(sizes)) or "0")


def done_with(table: Table, conflict: dv.Conflict) -> bool:
    """The conflict's file is no longer needed: it is over, its end is on every sheet at hand
    (fallout and a treatment's patient included), and nobody with a sheet keeps a die for a
    follow-up conflict (DV-21)."""
    if not conflict.finished:
        return False
    for p in conflict.participants:
        if p.character_id in table.sheets and (p.character_id not in conflict.sheets_done or p.follow_up_die is not None):
            return False
    patient = conflict.treatment_of
    return patient is None or patient not in table.sheets or patient in conflict.sheets_done


def end_on_sheets(table: Table, conflict: dv.Conflict) -> tuple[dv.Conflict, list[Character]]:
    """DV-17 / C-3 at the end: participants with a sheet who took no blow get the outcome now
    (participants with fallout get it with their fallout step); a treatment's patient lives or
    dies (DV-19). The conflict notes whose sheets have their end."""
    sheets: list[Character] = []
    done: list[str] = []
    for p in conflict.participants:
        sheet = table.sheets.get(p.character_id or "")
        if sheet is None or p.fallout or p.character_id in conflict.sheets_done:
            continue
        sheets.append(dv.record_conflict_end(sheet, conflict, p))
        done.append(sheet.id)
    patient_id = conflict.treatment_of
    if patient_id and patient_id in table.sheets and patient_id not in conflict.sheets_done:
        patient = next((s for s in sheets if s.id == patient_id), table.sheets[patient_id])
        injury = patient.dogs.injury
        if injury is not None and injury.stage is InjuryStage.TREATMENT:  # settled meanwhile: nothing to do
            sheets = [s for s in sheets if s.id != patient_id] + [dv.settle_treatment(patient, dv.healer_won(conflict))]
        done.append(patient_id)
    return evolve(conflict, sheets_done=(*conflict.sheets_done, *dict.fromkeys(done))), sheets


def moved(table: Table, after: dv.Conflict, title: Event, sheets: Sequence[Character] = ()) -> Outcome:
    """The outcome of a move that led to `after`: when it ended the conflict, the end goes on the
    sheets in the same step and names it."""
    before = conflict_of(table)
    written = {sheet.id: sheet for sheet in sheets}
    if after.finished and not before.finished:
        now = Table({**table.sheets, **written}, table.campaign, after)
        after, ended = end_on_sheets(now, after)
        written.update({sheet.id: sheet for sheet in ended})
        title = event(ev.END_TITLE, stakes=clip(after.stakes))
    return Outcome(title, changed(table, written.values()), play=after, ended=done_with(table, after))


