"""Core additions for the desktop: DV-30 the sold soul written with the end of the conflict, and
DV-19 / DV-30 the injured character's own fitting dice in a treatment conflict (also when dying
without fallout dice)."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import Dice, HandDice, parse_pool
from talekeeper.core.model import Character, DogsStats, Relationship, RelationshipKind
from talekeeper.core.model.common import evolve
from talekeeper.core.model.dogs import Belonging, InjuryStage, Trait
from talekeeper.core.rules.dogs import (
    BlowKind,
    ConflictError,
    DieSource,
    DyingCause,
    call_on_demon,
    demon_called_on,
    give,
    note_injury,
    note_life_lost,
    open_conflict,
    open_treatment,
    participant_from_character,
    raise_dice,
    record_conflict_end,
    settle_treatment,
    spend_follow_up_die,
    treatment_setup,
)
from tests.events import kinds, params

SERPENT = Relationship(subject="The Serpent", kind=RelationshipKind.DEMON, dice="1d6")
GRACE = Relationship(subject="Sister Grace", dice="2d8")


def sheet(name: str, **dogs: object) -> Character:
    base = Character(name=name)
    data: dict[str, object] = {"stats": DogsStats(acuity=2, heart=2, body=3, will=2)}
    data.update(dogs)
    return evolve(base, dogs=evolve(base.dogs, **data))


def test_dv30_calling_on_a_demon_sells_the_soul_at_the_end_of_the_conflict() -> None:
    zeke = sheet("Ezekiel", relationships=(SERPENT,))
    mayor = sheet("Mayor")
    a, b = participant_from_character(zeke, side="dogs"), participant_from_character(mayor, side="town")
    conflict = open_conflict("x", [a, b], started_by=a.id, dice=HandDice([6, 5, 4, 3, 2, 2, 2, 2]))
    assert demon_called_on(conflict, a.id) is None
    conflict = call_on_demon(conflict, a.id, SERPENT.id, "2d6", HandDice([6, 6]))
    assert demon_called_on(conflict, a.id) == SERPENT.id and demon_called_on(conflict, b.id) is None
    conflict = raise_dice(conflict, a.id, [d.id for d in conflict.participant(a.id).hand[-2:]], blow=BlowKind.NOT_PHYSICAL)
    conflict = give(conflict, b.id)
    after = record_conflict_end(zeke, conflict, conflict.participant(a.id))
    assert after.dogs.soul_sold
    assert [kinds(h) for h in after.history[-2:]] == [["dogs.conflict_ended"], ["dogs.soul_sold", "dogs.in_conflict"]]
    assert params(after.history[-1], "dogs.soul_sold") == {"subject": "The Serpent"}
    assert params(after.history[-1], "dogs.in_conflict") == {"stakes": "x"}
    assert not record_conflict_end(mayor, conflict, conflict.participant(b.id)).dogs.soul_sold
    # The relationship was struck from the sheet meanwhile: the sold soul is still recorded.
    struck = record_conflict_end(evolve(zeke, dogs=evolve(zeke.dogs, relationships=())), conflict, conflict.participant(a.id))
    assert struck.dogs.soul_sold and params(struck.history[-1], "dogs.soul_sold") == {"subject": None}


def test_dv19_the_injured_character_brings_fitting_relationships_traits_and_belongings() -> None:
    patient = sheet(
        "Ezekiel",
        relationships=(GRACE,),
        traits=(Trait(text="Tough as nails", dice="1d8"),),
        belongings=(Belonging(name="Coat", dice="1d4"),),
    )
    patient = note_injury(patient, 17, parse_pool("2d10"), InjuryStage.TREATMENT)
    healer = sheet("Grace")
    dogs = patient.dogs
    setup = treatment_setup(
        patient,
        healer,
        patient_relationships=(GRACE.id,),
        patient_traits=(dogs.traits[0].id,),
        patient_belongings=(dogs.belongings[0].id,),
    )
    # Healer's Acuity 2d6, the patient's Body 3d6, then the patient's relationship, trait, belonging; narrator 2d10.
    assert setup.dice() == (6, 6, 6, 6, 6, 8, 8, 8, 4, 10, 10)
    conflict = open_treatment(setup, HandDice([1, 1, 1, 1, 1, 7, 6, 5, 3, 9, 9]))
    hand = conflict.participant(setup.started_by).hand
    extras = [(d.ref, d.value) for d in hand if d.source is DieSource.PATIENT_ITEM]
    assert extras == [("Sister Grace", 7), ("Sister Grace", 6), ("Tough as nails", 5), ("Coat", 3)]
    assert [(d.ref, d.value) for d in hand if d.source is DieSource.PATIENT_STAT] == [("body", 1)] * 3  # DV19_PATIENT_STAT
    narrator = next(p for p in conflict.participants if p.id != setup.started_by)
    assert {d.source for d in narrator.hand} == {DieSource.FALLOUT}
    with pytest.raises(ConflictError, match="no trait"):
        treatment_setup(patient, healer, patient_traits=("nope",))


def test_dv30_dying_without_fallout_dice_with_the_patients_dice() -> None:
    patient = note_injury(sheet("Ezekiel", relationships=(GRACE,)), 16, Dice(), InjuryStage.TREATMENT)
    setup = treatment_setup(patient, sheet("Grace"), dying=DyingCause.DEADLY_WEAPON, influence="1d6", patient_relationships=(GRACE.id,))
    assert setup.dice() == (6, 6, 6, 6, 6, 8, 8, 10, 10, 10, 10, 6)


def test_dv30_a_life_lost_without_fallout_dice_needs_treatment_against_the_cause() -> None:
    dying = note_life_lost(sheet("Ezekiel"), "Ezekiel's life")
    injury = dying.dogs.injury
    assert (injury.fallout, injury.dice, injury.stage) == (16, Dice(), InjuryStage.TREATMENT)
    assert params(dying.history[-1], "dogs.life_lost") == {"stakes": "Ezekiel's life"}
    with pytest.raises(ConflictError, match="already has an injury"):
        note_life_lost(dying)
    with pytest.raises(ConflictError, match="either the fallout dice or how"):
        treatment_setup(dying, sheet("Grace"))  # no fallout dice: the cause is needed (DV-30)
    setup = treatment_setup(dying, sheet("Grace"), dying=DyingCause.STRANGLING_TRAMPLING_FALLING_DROWNING)
    assert setup.dice()[-4:] == (6, 6, 6, 6)
    assert settle_treatment(dying, False).dogs.injury.fallout == 20


def test_dv21_the_kept_die_is_spent_once_carried_into_a_follow_up() -> None:
    a = participant_from_character(sheet("Ezekiel"), side="dogs")
    b = participant_from_character(sheet("Mayor"), side="town")
    conflict = give(open_conflict("x", [a, b], started_by=a.id, dice=HandDice([6, 5, 4, 3, 2, 2, 2, 2])), a.id)
    assert conflict.participant(a.id).follow_up_die.value == 6
    spent = spend_follow_up_die(conflict, a.id)
    assert spent.participant(a.id).follow_up_die is None and spent.finished
    with pytest.raises(ConflictError, match="kept no die"):
        spend_follow_up_die(spent, a.id)
