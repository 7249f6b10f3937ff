"""DV-19 / DV-30: setting up the treatment conflict whose stake is an injured character's life.

The healer rolls for their side (a player character healer rolls for it, DV-19): their Acuity
and fitting relationships, traits and belongings, plus the injured character's Body dice; the
narrator rolls all the fallout dice again plus the demonic influence dice. The healer takes
fallout from this conflict like any other. `Conflict.treatment_of` names the injured character
so the end of the conflict can settle the injury (`aftermath.settle_treatment`).
"""

from __future__ import annotations

from dataclasses import dataclass

from core.dice import Dice, DiceSource
from core.model.character import Character
from core.model.common import evolve
from core.model.dogs import InjuryStage
from core.rules.dogs.aftermath import pending_injury
from core.rules.dogs.conflict import Conflict, Participant
from core.rules.dogs.errors import ConflictError
from core.rules.dogs.opening import ExtraPool, Opening, open_conflict, opening_dice, participant_from_character
from core.rules.dogs.state import unique
from core.rules.dogs.tables import DV19_HEALER_STAT, DyingCause
from core.rules.dogs.treatment import treatment_pools

NARRATOR_SIDE = "narrator"
HEALER_SIDE = "healer"


@dataclass(frozen=True)
class TreatmentSetup:
    """Everything `open_conflict` needs for a treatment conflict, before anything is rolled."""

    stakes: str
    participants: tuple[Participant, ...]
    openings: dict[str, Opening]
    started_by: str
    patient_id: str

    def dice(self) -> tuple[int, ...]:
        """The sizes of the opening roll, in rolling order (for hand-entered values, C-2)."""
        return opening_dice(self.participants, self.openings)


def treatment_setup(
    patient: Character,
    healer: Character,
    *,
    influence: Dice | str = "",
    relationships: tuple[str, ...] = (),
    traits: tuple[str, ...] = (),
    belongings: tuple[str, ...] = (),
    dying: DyingCause | None = None,
    narrator_name: str = "Narrator",
    stakes: str = "",
    patient_relationships: tuple[str, ...] = (),
    patient_traits: tuple[str, ...] = (),
    patient_belongings: tuple[str, ...] = (),
) -> TreatmentSetup:
    """DV-19 / DV-30: the healer (with the patient's Body dice) against the narrator (the
    fallout dice again, or DV-30's pool when `dying` is given, plus influence). The patient must
    have an injury awaiting treatment; the healer is someone else. `relationships`, `traits` and
    `belongings` are the healer's fitting ones; `patient_*` the injured character's (DV-19: both
    bring fitting relationships, traits and belongings), rolled on the healer's side."""
    injury = pending_injury(patient, InjuryStage.TREATMENT)
    if healer.id == patient.id:
        raise ConflictError("the injured character cannot treat themself; choose a healer")
    pools = treatment_pools(
        patient_body=patient.dogs.stats.body,
        healer_acuity=healer.dogs.stats.acuity,
        fallout=None if dying is not None else injury.dice,
        dying=dying,
        influence=influence,
    )
    treater = participant_from_character(healer, side=HEALER_SIDE)
    narrator = Participant(name=narrator_name, side=NARRATOR_SIDE)
    extra = (ExtraPool(label=f"{patient.name}'s Body", dice=pools.patient),) if pools.patient else ()
    extra += patient_pools(patient, patient_relationships, patient_traits, patient_belongings)
    openings = {
        treater.id: Opening(
            stats=(DV19_HEALER_STAT,),
            relationships=relationships,
            traits=traits,
            belongings=belongings,
            extra=extra,
        ),
        narrator.id: Opening(stats=(), extra=(ExtraPool(label="fallout dice and influence", dice=pools.narrator),)),
    }
    text = stakes.strip() or f"{patient.name}'s life"
    return TreatmentSetup(text, (treater, narrator), openings, treater.id, patient.id)


def patient_pools(
    patient: Character, relationships: tuple[str, ...], traits: tuple[str, ...], belongings: tuple[str, ...]
) -> tuple[ExtraPool, ...]:
    """DV-19: the injured character's fitting relationships, traits and belongings, one pool each
    (labelled with the character's name and the item), in sheet order; unknown ids are refused."""
    dogs = patient.dogs
    wanted = [
        (relationships, dogs.relationships, "relationship", lambda r: f"relationship with {r.subject}"),
        (traits, dogs.traits, "trait", lambda t: t.text),
        (belongings, dogs.belongings, "belonging", lambda b: b.name),
    ]
    found: list[ExtraPool] = []
    for ids, items, what, text in wanted:
        for item_id in unique(ids):
            item = next((i for i in items if i.id == item_id), None)
            if item is None:
                raise ConflictError(f"{patient.name} has no {what} with id {item_id}")
            found.append(ExtraPool(label=f"{patient.name}: {text(item)}"[:200], dice=item.dice))
    return tuple(found)


def open_treatment(setup: TreatmentSetup, dice: DiceSource, *, narration: str = "") -> Conflict:
    """Make the opening roll of a treatment conflict (DV-7, DV-19); the healer raises first."""
    conflict = open_conflict(
        setup.stakes, setup.participants, started_by=setup.started_by, dice=dice, openings=setup.openings, narration=narration
    )
    return evolve(conflict, treatment_of=setup.patient_id)


def healer_won(conflict: Conflict) -> bool:
    """DV-19: whether the healer's side won the treatment conflict."""
    if conflict.treatment_of is None:
        raise ConflictError("this conflict is not a treatment")
    if not conflict.finished:
        raise ConflictError("the treatment conflict is not over yet")
    return conflict.winner_side == HEALER_SIDE
