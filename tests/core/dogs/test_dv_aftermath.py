"""DV-3 suggestions, C-2 opening dice, DV-16..DV-20 applied to a sheet in one step, the DV-19
injury on the sheet (Body roll, treatment conflict, death), and the end of a conflict on a sheet."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import HandDice, parse_pool
from talekeeper.core.model import Character, DogsStats, Relationship, RelationshipKind
from talekeeper.core.model.common import evolve
from talekeeper.core.model.dogs import Belonging, InjuryStage, NextConflictEffect, NextConflictKind, Trait
from talekeeper.core.model.history import HistoryKind
from talekeeper.core.model.stonetop import HarmStatus
from talekeeper.core.rules.dogs import (
    Arena,
    BlowKind,
    Cause,
    ConflictError,
    DeathChoice,
    ExperienceChoice,
    FalloutBand,
    LongTermChoice,
    Opening,
    Participant,
    Result,
    SheetChange,
    apply_fallout,
    die_after_scene,
    escalation_dice,
    give,
    has_dice_to_bring,
    healer_won,
    open_conflict,
    open_treatment,
    opening_dice,
    participant_from_character,
    raise_dice,
    record_conflict_end,
    settle_body_roll,
    settle_treatment,
    suggest_relationships,
    treatment_setup,
)
from tests.events import kinds, params


def sheet(**dogs: object) -> Character:
    base = Character(name="Ezekiel")
    data = {
        "stats": DogsStats(acuity=2, heart=2, body=3, will=2),
        "traits": (Trait(text="Quick tongue", dice="1d8"),),
        "relationships": (
            Relationship(subject="Sister Grace", dice="2d8"),
            Relationship(subject="Bridal Falls (home town)", kind=RelationshipKind.PLACE, dice="1d6"),
        ),
        "belongings": (Belonging(name="Coat", dice="1d6"),),
    }
    data.update(dogs)
    return evolve(base, dogs=evolve(base.dogs, **data))


def test_dv3_relationships_whose_subject_fits_are_suggested() -> None:
    me = participant_from_character(sheet(), side="dogs")
    grace = Participant(name="Grace", side="town")
    suggested = suggest_relationships(me, "Save the people of Bridal Falls", [me, grace])
    assert suggested == tuple(r.id for r in me.relationships)
    assert suggest_relationships(me, "Find the thief", [me, Participant(name="Mayor", side="town")]) == ()


def test_dv3_suggestions_match_names_not_titles_or_common_words() -> None:
    """Issue 15: "Brother Jeremiah" is not suggested against "Brother Ezekiel"; names are."""
    me = participant_from_character(sheet(relationships=(
        Relationship(subject="Brother Jeremiah", dice="1d6"),
        Relationship(subject="Mayor Hodge (an old debt)", dice="1d8"),
        Relationship(subject="The Faithful of Bridal Falls", kind=RelationshipKind.ORGANISATION, dice="1d4"),
    )), side="dogs")
    jeremiah, hodge, faithful = (r.id for r in me.relationships)
    assert suggest_relationships(me, "Make him confess", [Participant(name="Brother Ezekiel", side="town")]) == ()
    assert suggest_relationships(me, "Make him confess", [Participant(name="Jeremiah", side="town")]) == (jeremiah,)
    assert suggest_relationships(me, "The mayor resigns", [Participant(name="Mayor Hodge", side="town")]) == (hodge,)
    assert suggest_relationships(me, "The mayor resigns", [Participant(name="Mayor Smith", side="town")]) == ()
    assert suggest_relationships(me, "Bring the faithful home", []) == (faithful,)


def test_dv7_opening_dice_in_rolling_order_for_hand_entry() -> None:
    me = participant_from_character(sheet(), side="dogs")
    other = Participant(name="Mayor", side="town", stats=DogsStats(acuity=1, heart=1))
    grace = me.relationships[0].id
    openings = {me.id: Opening(relationships=(grace,), traits=(me.traits[0].id,))}
    sizes = opening_dice([me, other], openings)
    assert sizes == (6, 6, 6, 6, 8, 8, 8, 6, 6)
    conflict = open_conflict("x", [me, other], started_by=me.id, dice=HandDice([1] * len(sizes)), openings=openings)
    assert len(conflict.all_dice()) == len(sizes)
    assert opening_dice([me], {}) == ()


def test_dv11_escalation_dice_and_dv10_dice_left_to_bring() -> None:
    me = participant_from_character(sheet(), side="dogs")
    other = Participant(name="Mayor", side="town", stats=DogsStats(acuity=1, heart=1))
    conflict = open_conflict("x", [me, other], started_by=me.id, dice=HandDice([3] * 6))
    assert escalation_dice(conflict, me.id, Arena.WEAPONS) == (6, 6)  # Will only
    assert escalation_dice(conflict, me.id, Arena.PHYSICAL) == (6, 6, 6)  # Body only
    with pytest.raises(ConflictError, match="already"):
        escalation_dice(conflict, me.id, Arena.TALKING)
    assert has_dice_to_bring(conflict, me.id)
    assert not has_dice_to_bring(conflict, other.id)


def test_dv16_dv18_dv20_fallout_applied_in_one_step_with_reasons() -> None:
    character = sheet()
    trait = character.dogs.traits[0]
    changes = [
        SheetChange(LongTermChoice.NEW_D4_TRAIT, "scarred by the knife", text="Scar across the cheek"),
        SheetChange(ExperienceChoice.TRAIT_DIE_SIZE, "learned to talk faster", item_id=trait.id, step=1),
    ]
    after = apply_fallout(character, parse_pool("3d4+4d6"), [1, 1, 3, 4, 5, 5, 6], changes, stakes="x")
    assert [t.dice for t in after.dogs.traits] == [parse_pool("1d10"), parse_pool("1d4")]
    new = after.history[len(character.history):]
    rolled = {"rolls": (1, 1, 3, 4, 5, 5, 6), "total": 11, "band": FalloutBand.LONG_TERM, "experience": True, "entered": False}
    assert params(new[0], "dogs.fallout_rolled") == rolled and new[0].dice == "3d4+4d6"
    assert all(entry.kind is HistoryKind.DOGS and not entry.summary for entry in new)
    assert kinds(new[1]) == ["dogs.trait_added", "dogs.reason"]
    assert params(new[1], "dogs.trait_added") == {"text": "Scar across the cheek", "dice": "1d4", "cause": Cause.LONG_TERM}
    assert params(new[1], "dogs.reason") == {"text": "scarred by the knife"}
    assert after.dogs.injury is None


def test_dv17_to_dv20_the_band_decides_how_many_results() -> None:
    character = sheet()
    with pytest.raises(ConflictError, match="1 long_term result"):
        apply_fallout(character, parse_pool("2d6"), [4, 5], [])
    with pytest.raises(ConflictError, match="1 experience"):
        apply_fallout(character, parse_pool("2d6"), [1, 4], [SheetChange(NextConflictKind.LEAVE_SCENE, "r", text="walks off")])
    with pytest.raises(ConflictError, match="reason"):
        apply_fallout(character, parse_pool("2d6"), [2, 4], [SheetChange(NextConflictKind.LEAVE_SCENE, " ", text="x")])
    after = apply_fallout(
        character, parse_pool("2d6"), [2, 4], [SheetChange(NextConflictKind.STAT_MINUS_ONE, "winded", stat="body")]
    )
    assert after.dogs.next_conflict[-1].kind is NextConflictKind.STAT_MINUS_ONE


def two_long_term() -> list[SheetChange]:
    return [
        SheetChange(LongTermChoice.STRIKE_BELONGING, "torn", item_id=sheet().dogs.belongings[0].id),
        SheetChange(LongTermChoice.NEW_D4_TRAIT, "limps", text="Limp"),
    ]


def test_dv19_injury_waits_for_the_body_roll_then_recovers_or_needs_treatment() -> None:
    character = sheet()
    changes = [
        SheetChange(LongTermChoice.STRIKE_BELONGING, "torn", item_id=character.dogs.belongings[0].id),
        SheetChange(LongTermChoice.NEW_D4_TRAIT, "limps", text="Limp"),
    ]
    hurt = apply_fallout(character, parse_pool("2d10"), [7, 6], changes, stakes="duel")
    assert hurt.dogs.injury is not None and hurt.dogs.injury.stage is InjuryStage.BODY_ROLL
    assert hurt.dogs.injury.fallout == 13 and hurt.dogs.belongings == ()
    recovered = settle_body_roll(hurt, [6, 5, 2])
    assert recovered.dogs.injury is None
    assert params(recovered.history[-1], "dogs.body_roll") == {"rolls": (6, 5, 2), "best": 13, "fallout": 13, "after": 13, "entered": False}
    worse = settle_body_roll(hurt, [4, 4, 4])
    assert worse.dogs.injury.stage is InjuryStage.TREATMENT and worse.dogs.injury.fallout == 16
    with pytest.raises(ConflictError, match="3 Body dice"):
        settle_body_roll(hurt, [6, 6])
    at_once = apply_fallout(character, parse_pool("2d10"), [7, 6], changes, body_rolls=[6, 6, 1])
    assert at_once.dogs.injury is None


def test_dv19_treatment_conflict_has_the_right_pools_and_settles_the_injury() -> None:
    patient = apply_fallout(sheet(), parse_pool("2d8+1d10"), [8, 2, 9], [
        SheetChange(LongTermChoice.NEW_D4_TRAIT, "a", text="A"), SheetChange(LongTermChoice.NEW_D4_TRAIT, "b", text="B")
    ])
    assert patient.dogs.injury.stage is InjuryStage.TREATMENT
    healer = evolve(Character(name="Sister Grace"), dogs=evolve(Character(name="x").dogs, stats=DogsStats(acuity=2)))
    setup = treatment_setup(patient, healer, influence="1d6")
    # DV-19 / DV-30: healer's Acuity 2d6 + the patient's Body 3d6; narrator: the fallout dice again + influence
    assert setup.dice() == (6, 6, 6, 6, 6, 8, 8, 10, 6)
    conflict = open_treatment(setup, HandDice([1, 1, 1, 1, 1, 8, 8, 10, 6]))
    assert conflict.treatment_of == patient.id and conflict.to_raise == setup.started_by
    healer_id = setup.started_by
    conflict = give(conflict, healer_id)
    assert not healer_won(conflict)
    dead = settle_treatment(patient, healer_won(conflict), death=DeathChoice.AT_ONCE)
    assert dead.dogs.injury.stage is InjuryStage.DEAD and dead.harm.status is HarmStatus.DEAD
    dying = settle_treatment(patient, False)
    assert dying.dogs.injury.stage is InjuryStage.DYING and dying.harm.status is HarmStatus.FINE
    assert die_after_scene(dying).harm.status is HarmStatus.DEAD
    lives = settle_treatment(patient, True)
    assert lives.dogs.injury is None
    with pytest.raises(ConflictError, match="themself"):
        treatment_setup(patient, patient)


def test_dv19_death_at_20_needs_a_choice() -> None:
    changes = [SheetChange(LongTermChoice.NEW_D4_TRAIT, "a", text="A"), SheetChange(LongTermChoice.NEW_D4_TRAIT, "b", text="B")]
    with pytest.raises(ConflictError, match="at once or after a scene"):
        apply_fallout(sheet(), parse_pool("2d10"), [10, 10], changes)
    dead = apply_fallout(sheet(), parse_pool("2d10"), [10, 10], changes, death=DeathChoice.AT_ONCE)
    assert dead.dogs.injury.stage is InjuryStage.DEAD


def test_dv17_conflict_end_marks_next_conflict_effects_used() -> None:
    effect = NextConflictEffect(kind=NextConflictKind.STAT_MINUS_ONE, stat="acuity", reason="shaken")
    character = sheet(next_conflict=(effect,))
    me = participant_from_character(character, side="dogs")
    assert me.stats.acuity == 1 and me.next_conflict_effects == (effect.id,)
    other = Participant(name="Mayor", side="town", stats=DogsStats(acuity=1, heart=1))
    conflict = open_conflict("Confess", [me, other], started_by=me.id, dice=HandDice([6, 3, 4, 2, 1]))
    conflict = raise_dice(conflict, me.id, [1, 2], blow=BlowKind.NOT_PHYSICAL)
    conflict = give(conflict, other.id)
    after = record_conflict_end(character, conflict, conflict.participant(me.id))
    assert params(after.history[-2], "dogs.conflict_ended") == {"stakes": "Confess", "result": Result.WON, "left": None, "fallout": None}
    assert params(after.history[-1], "dogs.next_conflict_used") == {"count": 1}
    assert after.dogs.next_conflict[0].used


def _change_for(choice: object, character: Character) -> SheetChange:
    """A plausible input for every choice, built from what CHOICE_NEEDS says it asks for."""
    from talekeeper.core.rules.dogs import CHOICE_NEEDS, Need

    needs = CHOICE_NEEDS[choice]
    d4_trait = next(t for t in character.dogs.traits if str(t.dice) == "1d4")
    big = character.dogs.relationships[0]
    item = None
    if Need.TRAIT in needs:
        item = character.dogs.traits[0].id
    elif Need.RELATIONSHIP in needs:
        item = big.id
    elif Need.BELONGING in needs:
        item = character.dogs.belongings[0].id
    elif Need.TRAIT_OR_RELATIONSHIP in needs:
        item = d4_trait.id if choice is LongTermChoice.ADD_DIE_TO_D4 else big.id
    return SheetChange(
        choice,
        "because of the conflict",
        stat="acuity" if Need.STAT in needs else None,
        item_id=item,
        text="Something new" if Need.TEXT in needs else "",
        dice="1d4" if Need.DICE in needs else "",
    )


def test_dv17_dv18_dv20_every_choice_has_its_needs_and_applies() -> None:
    from talekeeper.core.model.dogs import BlackArmor
    from talekeeper.core.rules.dogs import CHOICE_NEEDS, DV17_SHORT_TERM, DV18_LONG_TERM, DV20_EXPERIENCE, apply_change

    choices = [*DV17_SHORT_TERM, *DV18_LONG_TERM, *DV20_EXPERIENCE]
    assert set(CHOICE_NEEDS) == set(choices)
    character = sheet(
        traits=(Trait(text="Quick tongue", dice="1d8"), Trait(text="Nervous", dice="1d4")),
        black_armor=BlackArmor(description="Whole", dice="2d6"),
    )
    for choice in choices:
        after = apply_change(character, _change_for(choice, character))
        assert after != character, choice
        assert params(after.history[-1], "dogs.reason") == {"text": "because of the conflict"}, choice
