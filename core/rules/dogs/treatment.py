"""DV-19 / DV-30: the dice of a treatment conflict, of a dying character without fallout, and of a
conflict with no definite opponent."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.dice import Dice, parse_pool
from core.rules.dogs.errors import ConflictError
from core.rules.dogs.pools import pool
from core.rules.dogs.tables import DV30_DYING_POOLS, DV30_NO_OPPONENT_POOL, DyingCause


def _d6(count: int, what: str) -> Dice:
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise ConflictError(f"{what} is a number of dice, 0 or more, not {count!r}")
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
    return parse_pool(DV30_DYING_POOLS[DyingCause(cause)]) + pool(influence, "demonic influence")


def no_opponent_pool(influence: Dice | str = "") -> Dice:
    """DV-30: the dice of a conflict with no definite opponent (a search): 4d6 + influence."""
    return parse_pool(DV30_NO_OPPONENT_POOL) + pool(influence, "demonic influence")


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
    fallout_dice = pool(fallout, "fallout dice")
    if bool(fallout_dice) == (dying is not None):
        raise ConflictError("name either the fallout dice or how the character is dying, not both or neither")
    patient = _d6(patient_body, "Body")
    for extra in patient_extras:
        patient = patient + pool(extra, "the injured character's extra dice")
    healer = _d6(healer_acuity, "Acuity")
    for extra in healer_extras:
        healer = healer + pool(extra, "the healer's extra dice")
    if dying is not None:
        narrator = dying_pool(dying, influence)
    else:
        narrator = fallout_dice + pool(influence, "demonic influence")
    return TreatmentPools(patient, healer, narrator)
