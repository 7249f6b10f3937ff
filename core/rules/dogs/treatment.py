"""DV-19 / DV-30: the treatment conflict whose stake is an injured character's life, the dice of a
dying character without fallout dice, and of a conflict with no definite opponent.

The healer rolls for their side (a player character healer rolls for it, DV-19): their Acuity
and fitting relationships, traits and belongings, plus the injured character's Body dice and
fitting extras; the narrator rolls all the fallout dice again (or DV-30's four dice for how a
character without fallout dice is dying) plus the demonic influence dice. The healer takes
fallout from this conflict like any other. `Conflict.treatment_of` names the injured character
so the end of the conflict can settle the injury (`aftermath.settle_treatment`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from talekeeper.core.dice import Dice, DiceSource, parse_pool
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.dogs import Belonging, Relationship, Trait
from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.rules.dogs.aftermath import pending_injury
from talekeeper.core.rules.dogs.conflict import Conflict, DieSource, Participant
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import FALLOUT_OR_DYING, HEAL_SELF, NO_SUCH_ITEM, NOT_A_COUNT, NOT_A_TREATMENT, NOT_OVER, Item
from talekeeper.core.rules.dogs.helpers import unique
from talekeeper.core.rules.dogs.opening import (
    ExtraPool,
    Opening,
    open_conflict,
    opening_dice,
    participant_from_character,
)
from talekeeper.core.rules.dogs.pools import Pool, pool
from talekeeper.core.rules.dogs.tables import (
    DV19_HEALER_STAT,
    DV19_PATIENT_STAT,
    DV30_DYING_POOLS,
    DV30_NO_OPPONENT_POOL,
    DyingCause,
)

NARRATOR_SIDE = "narrator"
HEALER_SIDE = "healer"


def _d6(count: int) -> Dice:
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise ConflictError(NOT_A_COUNT, text=repr(count)[:200])
    return parse_pool(f"{count}d6") if count else Dice()


@dataclass(frozen=True)
class TreatmentPools:
    """The sides of a DV-19 treatment conflict whose stake is the injured character's life.

    The injured character and the healer are one side (a player character healer rolls for it);
    the narrator is the other. The healer takes fallout from this conflict (DV-19).
    """

    patient: Dice
    """The injured character's Body dice plus their fitting extras."""
    healer: Dice
    """The healer's Acuity dice plus their fitting relationships, traits and belongings."""
    narrator: Dice
    """All the fallout dice again (or DV-30's 4 dice for a dying character) plus influence."""


def dying_pool(cause: DyingCause, influence: Dice | str = "") -> Dice:
    """DV-30: a dying character without fallout dice is treated against these dice."""
    return parse_pool(DV30_DYING_POOLS[DyingCause(cause)]) + pool(influence, Pool.INFLUENCE)


def no_opponent_pool(influence: Dice | str = "") -> Dice:
    """DV-30: the dice of a conflict with no definite opponent (a search): 4d6 + influence."""
    return parse_pool(DV30_NO_OPPONENT_POOL) + pool(influence, Pool.INFLUENCE)


def treatment_pools(
    *,
    patient_body: int,
    healer_acuity: int,
    fallout: Dice | str | None = None,
    dying: DyingCause | None = None,
    influence: Dice | str = "",
    patient_extras: Sequence[Dice | str] = (),
    healer_extras: Sequence[Dice | str] = (),
) -> TreatmentPools:
    """DV-19 / DV-30 treatment: Body and Acuity d6s plus extras against the fallout dice rolled
    again (or, with `dying` and no fallout, DV-30's pool for the cause) plus demonic influence.

    Give exactly one of `fallout` (the injured character's noted fallout dice) and `dying`.
    """
    fallout_dice = pool(fallout, Pool.FALLOUT)
    if bool(fallout_dice) == (dying is not None):
        raise ConflictError(FALLOUT_OR_DYING)
    patient = _d6(patient_body)
    for extra in patient_extras:
        patient = patient + pool(extra, Pool.EXTRA)
    healer = _d6(healer_acuity)
    for extra in healer_extras:
        healer = healer + pool(extra, Pool.EXTRA)
    if dying is not None:
        narrator = dying_pool(dying, influence)
    else:
        narrator = fallout_dice + pool(influence, Pool.INFLUENCE)
    return TreatmentPools(patient, healer, narrator)


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
    bring fitting relationships, traits and belongings), rolled on the healer's side. The
    narrator's name and the stakes are the caller's words (scripts get English defaults)."""
    injury = pending_injury(patient, InjuryStage.TREATMENT)
    if healer.id == patient.id:
        raise ConflictError(HEAL_SELF, name=patient.name)
    pools = treatment_pools(
        patient_body=patient.dogs.stats.dice(DV19_PATIENT_STAT),
        healer_acuity=healer.dogs.stats.dice(DV19_HEALER_STAT),
        fallout=None if dying is not None else injury.dice,
        dying=dying,
        influence=influence,
    )
    treater = participant_from_character(healer, side=HEALER_SIDE)
    narrator = Participant(name=narrator_name, side=NARRATOR_SIDE)
    extra: tuple[ExtraPool, ...] = ()
    if pools.patient:
        extra = (ExtraPool(label=DV19_PATIENT_STAT.value, dice=pools.patient, source=DieSource.PATIENT_STAT),)
    extra += patient_pools(patient, patient_relationships, patient_traits, patient_belongings)
    if dying is not None:
        against = ExtraPool(label=DyingCause(dying).value, dice=parse_pool(DV30_DYING_POOLS[DyingCause(dying)]), source=DieSource.DYING)
    else:
        against = ExtraPool(label="", dice=injury.dice, source=DieSource.FALLOUT)
    influence_dice = pool(influence, Pool.INFLUENCE)
    narrated = (against, *((ExtraPool(label="", dice=influence_dice, source=DieSource.INFLUENCE),) if influence_dice else ()))
    openings = {
        treater.id: Opening(stats=(DV19_HEALER_STAT,), relationships=relationships, traits=traits, belongings=belongings, extra=extra),
        narrator.id: Opening(stats=(), extra=narrated),
    }
    text = stakes.strip() or f"{patient.name}'s life"
    return TreatmentSetup(text, (treater, narrator), openings, treater.id, patient.id)


def patient_pools(
    patient: Character, relationships: tuple[str, ...], traits: tuple[str, ...], belongings: tuple[str, ...]
) -> tuple[ExtraPool, ...]:
    """DV-19: the injured character's fitting relationships, traits and belongings, one pool each
    (named by the item's subject, text or name), in sheet order; unknown ids are refused."""
    dogs = patient.dogs
    wanted: list[tuple[tuple[str, ...], Sequence[Relationship | Trait | Belonging], Item]] = [
        (relationships, dogs.relationships, Item.RELATIONSHIP),
        (traits, dogs.traits, Item.TRAIT),
        (belongings, dogs.belongings, Item.BELONGING),
    ]
    found: list[ExtraPool] = []
    for ids, items, what in wanted:
        for item_id in unique(ids):
            item = next((i for i in items if i.id == item_id), None)
            if item is None:
                raise ConflictError(NO_SUCH_ITEM, name=patient.name, item=what)
            label = item.subject if isinstance(item, Relationship) else item.text if isinstance(item, Trait) else item.name
            found.append(ExtraPool(label=label[:200], dice=item.dice, source=DieSource.PATIENT_ITEM))
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
        raise ConflictError(NOT_A_TREATMENT)
    if not conflict.finished:
        raise ConflictError(NOT_OVER)
    return conflict.winner_side == HEALER_SIDE
