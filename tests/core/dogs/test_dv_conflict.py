"""DV-1..DV-15, DV-21, DV-30, DV-31: one conflict played move by move with hand-entered dice."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from talekeeper.core.dice import HandDice
from talekeeper.core.model import DogsStats, Relationship, RelationshipKind
from talekeeper.core.model.dogs import Belonging, Trait
from talekeeper.core.rules.dogs import (
    Arena,
    BlowKind,
    CarriedDie,
    Conflict,
    ConflictError,
    DieSource,
    OffSheetItem,
    Opening,
    Participant,
    SeeKind,
    bring_in,
    call_on_demon,
    can_raise,
    can_see,
    escalate,
    fallout_if_seen,
    fallout_odds,
    give,
    new_relationship_from_unassigned,
    open_conflict,
    raise_dice,
    run_out,
    see,
    whose_move,
)

TRAIT = Trait(text="Quick tongue", dice="1d8")
GRACE = Relationship(subject="Sister Grace", kind=RelationshipKind.PERSON, dice="2d4")
DEMON = Relationship(subject="The Whisperer", kind=RelationshipKind.DEMON, dice="1d6")
COAT = Belonging(name="Coat", dice="1d6")


def dog(**changes: object) -> Participant:
    data: dict[str, object] = {
        "name": "Ezekiel",
        "side": "dogs",
        "stats": DogsStats(acuity=2, heart=2, body=1, will=3),
        "traits": (TRAIT,),
        "relationships": (GRACE, DEMON),
        "belongings": (COAT,),
        "unassigned_relationship_dice": "2d6",
    }
    data.update(changes)
    return Participant.model_validate(data)


def mayor(**changes: object) -> Participant:
    data: dict[str, object] = {
        "name": "Mayor Hodge",
        "side": "town",
        "stats": DogsStats(acuity=2, heart=2, body=2, will=1),
    }
    data.update(changes)
    return Participant.model_validate(data)


def values(conflict: Conflict, who: Participant) -> list[int]:
    return [d.value for d in conflict.participant(who.id).hand]


def pick(conflict: Conflict, who: Participant, *wanted: int) -> list[int]:
    """Die ids of the participant's dice showing these values (each die once)."""
    hand = list(conflict.participant(who.id).hand)
    chosen: list[int] = []
    for value in wanted:
        die = next(d for d in hand if d.value == value and d.id not in chosen)
        chosen.append(die.id)
    return chosen


def duel(rolls: list[int], **openings: Opening) -> tuple[Conflict, Participant, Participant]:
    a, b = dog(), mayor()
    by_id = {a.id: openings["a"]} if "a" in openings else {}
    conflict = open_conflict("Make the mayor confess", [a, b], started_by=a.id, dice=HandDice(rolls), openings=by_id)
    return conflict, a, b


# Talking: Ezekiel rolls Acuity 2d6 then Heart 2d6; the mayor the same.
OPEN = [6, 5, 4, 3, 5, 4, 2, 1]


def test_dv1_stats_roll_as_d6() -> None:
    conflict, a, b = duel(OPEN)
    hand = conflict.participant(a.id).hand
    assert [d.size for d in hand] == [6, 6, 6, 6]
    assert [d.ref for d in hand] == ["acuity", "acuity", "heart", "heart"]
    assert all(d.source is DieSource.STAT for d in hand)


def test_dv2_fighting_rolls_body_and_will() -> None:
    a, b = dog(arena=Arena.FIGHTING), mayor(arena=Arena.FIGHTING)
    conflict = open_conflict("Stop him", [a, b], started_by=b.id, dice=HandDice([1, 2, 3, 4, 5, 6, 6]))
    assert values(conflict, a) == [1, 2, 3, 4]  # Body 1d6, Will 3d6
    assert values(conflict, b) == [5, 6, 6]  # Body 2d6, Will 1d6
    assert conflict.participant(a.id).stats_rolled == ("body", "will")


def test_dv7_opening_roll_brings_relationships_traits_belongings_items() -> None:
    opening = Opening(
        relationships=(GRACE.id,),
        traits=(TRAIT.id,),
        belongings=(COAT.id,),
        items=(OffSheetItem(name="Lamp", dice="1d4"),),
    )
    rolls = [6, 5, 4, 3, 2, 2, 7, 6, 3] + [5, 4, 2, 1]
    conflict, a, _ = duel(rolls, a=opening)
    hand = conflict.participant(a.id).hand
    assert [(d.size, d.value) for d in hand] == [(6, 6), (6, 5), (6, 4), (6, 3), (4, 2), (4, 2), (8, 7), (6, 6), (4, 3)]
    assert [d.source for d in hand][4:] == [DieSource.RELATIONSHIP] * 2 + [
        DieSource.TRAIT,
        DieSource.BELONGING,
        DieSource.ITEM,
    ]
    p = conflict.participant(a.id)
    assert (p.relationships_used, p.traits_used, p.belongings_used, p.items_used) == (
        (GRACE.id,),
        (TRAIT.id,),
        (COAT.id,),
        ("Lamp",),
    )


def test_dv6_stakes_must_be_written() -> None:
    with pytest.raises(ConflictError, match="at stake"):
        open_conflict("  ", [dog(), mayor()], started_by=dog().id, dice=HandDice([]))


def test_dv6_no_opposition_wins_outright() -> None:
    a = dog()
    conflict = open_conflict("Reach the town before dark", [a], started_by=a.id, dice=HandDice([]))
    assert conflict.finished and conflict.winner_side == "dogs"
    assert conflict.participant(a.id).hand == ()


def test_dv8_raise_is_exactly_two_dice() -> None:
    conflict, a, b = duel(OPEN)
    with pytest.raises(ConflictError, match="exactly two"):
        raise_dice(conflict, a.id, pick(conflict, a, 6), blow=BlowKind.NOT_PHYSICAL)
    with pytest.raises(ConflictError, match="exactly two"):
        raise_dice(conflict, a.id, pick(conflict, a, 6, 5, 4), blow=BlowKind.NOT_PHYSICAL)
    raised = raise_dice(conflict, a.id, pick(conflict, a, 6, 5), blow=BlowKind.NOT_PHYSICAL, narration="You lie!")
    assert raised.current_raise is not None and raised.current_raise.total == 11
    assert values(raised, a) == [4, 3]


def test_dv10_starter_raises_first_then_the_side_that_saw() -> None:
    conflict, a, b = duel(OPEN)
    assert whose_move(conflict) == (a.id,)
    with pytest.raises(ConflictError, match="Ezekiel's turn"):
        raise_dice(conflict, b.id, pick(conflict, b, 5, 4), blow=BlowKind.NOT_PHYSICAL)
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 4, 3), blow=BlowKind.PHYSICAL)
    assert conflict.current_raise is not None and conflict.current_raise.fallout_die == 6  # DV-10 records it
    assert whose_move(conflict) == (b.id,)
    conflict = see(conflict, b.id, pick(conflict, b, 5, 2))
    assert conflict.to_raise == b.id


def test_dv9_see_must_reach_the_raise() -> None:
    conflict, a, b = duel(OPEN)
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 4, 3), blow=BlowKind.NOT_PHYSICAL)
    with pytest.raises(ConflictError, match="total 4, short of the raise of 7"):
        see(conflict, b.id, pick(conflict, b, 4))


def test_dv9_reverse_the_blow_keeps_die() -> None:
    conflict, a, b = duel([1, 2, 3, 1, 6, 4, 2, 1])
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 2, 3), blow=BlowKind.NOT_PHYSICAL)
    conflict = see(conflict, b.id, pick(conflict, b, 6))
    kept = conflict.participant(b.id).kept
    assert kept is not None and kept.total == 6 and not kept.helped
    assert conflict.log[-1].see_kind is SeeKind.REVERSE_THE_BLOW
    with pytest.raises(ConflictError, match="kept reverse-the-blow die"):
        raise_dice(conflict, b.id, pick(conflict, b, 4, 2), blow=BlowKind.PHYSICAL)
    conflict = raise_dice(conflict, b.id, pick(conflict, b, 4), blow=BlowKind.PHYSICAL)
    assert conflict.current_raise is not None and conflict.current_raise.total == 10
    assert conflict.participant(b.id).kept is None


def test_dv9_block_or_dodge_spends_two_dice() -> None:
    conflict, a, b = duel(OPEN)
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 4, 3), blow=BlowKind.DEADLY_WEAPON)
    conflict = see(conflict, b.id, pick(conflict, b, 5, 2))
    p = conflict.participant(b.id)
    assert conflict.log[-1].see_kind is SeeKind.BLOCK_OR_DODGE
    assert p.kept is None and p.fallout == () and values(conflict, b) == [4, 1]


def test_dv9_take_the_blow_notes_fallout_of_the_raise_size() -> None:
    conflict, a, b = duel([6, 5, 1, 1, 3, 3, 3, 2])
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 6, 5), blow=BlowKind.SMALL_WEAPON)
    conflict = see(conflict, b.id, pick(conflict, b, 3, 3, 3, 2))
    p = conflict.participant(b.id)
    assert str(p.fallout_dice) == "4d8"  # the seed's dagger example
    assert conflict.log[-1].see_kind is SeeKind.TAKE_THE_BLOW


def test_dv10_out_of_dice_loses_without_a_blow() -> None:
    conflict, a, b = duel([6, 6, 5, 5, 1, 1, 2, 1])
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 6, 6), blow=BlowKind.DEADLY_WEAPON)
    assert not can_see(conflict, b.id)
    conflict = run_out(conflict, b.id)
    assert conflict.finished and conflict.winner_side == "dogs"
    assert conflict.participant(b.id).out and conflict.participant(b.id).fallout == ()


def test_dv10_run_out_refused_while_a_move_is_possible() -> None:
    conflict, a, b = duel(OPEN)
    with pytest.raises(ConflictError, match="still holds dice"):
        run_out(conflict, a.id)
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 4, 3), blow=BlowKind.NOT_PHYSICAL)
    with pytest.raises(ConflictError, match="can still see"):
        run_out(conflict, b.id)


def test_dv10_cannot_raise_with_one_die_then_out_of_dice() -> None:
    conflict, a, b = duel([6, 5, 4, 3, 5, 4, 2, 1])
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 6, 5), blow=BlowKind.NOT_PHYSICAL)
    conflict = see(conflict, b.id, pick(conflict, b, 5, 4, 2))
    assert conflict.to_raise == b.id and not can_raise(conflict, b.id)
    with pytest.raises(ConflictError, match="holds 1 dice and this raise needs 2"):
        raise_dice(conflict, b.id, pick(conflict, b, 1), blow=BlowKind.NOT_PHYSICAL)
    conflict = run_out(conflict, b.id)
    assert conflict.finished and conflict.winner_side == "dogs"
    assert str(conflict.participant(b.id).fallout_dice) == "3d4"  # blows already taken stay noted


def test_dv11_escalation_adds_only_stats_not_yet_rolled() -> None:
    conflict, a, b = duel(OPEN)
    conflict = escalate(conflict, a.id, Arena.WEAPONS, HandDice([6, 6, 2]), narration="He draws")
    p = conflict.participant(a.id)
    assert values(conflict, a) == [6, 5, 4, 3, 6, 6, 2]  # talking -> weapons adds only Will 3d6
    assert p.arena is Arena.WEAPONS and p.arenas == (Arena.TALKING, Arena.WEAPONS)
    assert set(p.stats_rolled) == {"acuity", "heart", "will"}
    conflict = escalate(conflict, a.id, Arena.FIGHTING, HandDice([1]))  # adds Body 1d6 only
    assert values(conflict, a)[-1] == 1
    conflict = escalate(conflict, a.id, Arena.TALKING, HandDice([]))  # back to talking: nothing new
    assert len(conflict.participant(a.id).hand) == 8
    with pytest.raises(ConflictError, match="already in the talking arena"):
        escalate(conflict, a.id, Arena.TALKING, HandDice([]))


def test_dv11_the_other_side_may_follow_stay_or_give() -> None:
    conflict, a, b = duel(OPEN)
    conflict = escalate(conflict, a.id, Arena.FIGHTING, HandDice([2, 6, 6, 6]))
    followed = escalate(conflict, b.id, Arena.FIGHTING, HandDice([5, 5, 1]))
    assert values(followed, b) == [5, 4, 2, 1, 5, 5, 1]  # Body 2d6, Will 1d6
    assert conflict.participant(b.id).arena is Arena.TALKING  # staying is allowed
    gave = give(conflict, b.id)
    assert gave.finished and gave.winner_side == "dogs"


def test_dv12_give_instead_of_seeing_takes_no_blow() -> None:
    conflict, a, b = duel([6, 6, 5, 5, 3, 3, 3, 3])
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 6, 6), blow=BlowKind.DEADLY_WEAPON)
    conflict = give(conflict, b.id, narration="I confess")
    p = conflict.participant(b.id)
    assert p.gave and p.fallout == () and p.follow_up_die is None
    assert conflict.finished and conflict.winner_side == "dogs"


def test_dv12_give_instead_of_raising_keeps_the_highest_die() -> None:
    conflict, a, b = duel(OPEN)
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 4, 3), blow=BlowKind.NOT_PHYSICAL)
    conflict = see(conflict, b.id, pick(conflict, b, 5, 2))
    conflict = give(conflict, b.id)  # the mayor's turn to raise: he gives instead
    kept = conflict.participant(b.id).follow_up_die
    assert kept is not None and kept.value == 4
    assert conflict.winner_side == "dogs"


def test_dv12_cannot_act_after_giving() -> None:
    conflict, a, b = duel(OPEN)
    conflict = give(conflict, a.id)
    assert conflict.winner_side == "town"
    with pytest.raises(ConflictError, match="over"):
        see(conflict, a.id, [1])


def test_dv4_trait_joins_once() -> None:
    conflict, a, b = duel(OPEN)
    conflict = bring_in(conflict, a.id, HandDice([7]), trait_id=TRAIT.id)
    assert values(conflict, a)[-1] == 7
    with pytest.raises(ConflictError, match="joins once"):
        bring_in(conflict, a.id, HandDice([7]), trait_id=TRAIT.id)
    with pytest.raises(ConflictError, match="no trait"):
        bring_in(conflict, b.id, HandDice([7]), trait_id=TRAIT.id)


def test_dv5_belonging_once_and_off_sheet_items_at_d6_or_d4() -> None:
    conflict, a, b = duel(OPEN)
    conflict = bring_in(conflict, a.id, HandDice([2]), belonging_id=COAT.id)
    with pytest.raises(ConflictError, match="already joined"):
        bring_in(conflict, a.id, HandDice([2]), belonging_id=COAT.id)
    conflict = bring_in(conflict, b.id, HandDice([4]), item=OffSheetItem(name="Chair", dice="1d4"))
    assert conflict.participant(b.id).hand[-1].size == 4
    with pytest.raises(ConflictError, match="already brought"):
        bring_in(conflict, b.id, HandDice([4]), item=OffSheetItem(name="chair"))
    with pytest.raises(ValidationError, match="1d6, 1d4"):
        OffSheetItem(name="Cannon", dice="1d8")
    with pytest.raises(ConflictError, match="exactly one"):
        bring_in(conflict, a.id, HandDice([1]), trait_id=TRAIT.id, belonging_id=COAT.id)


def test_dv13_trait_brought_into_a_see_is_used_at_once() -> None:
    conflict, a, b = duel([1, 2, 3, 1, 6, 6, 1, 1])
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 1, 1), blow=BlowKind.NOT_PHYSICAL)
    conflict = see(conflict, b.id, pick(conflict, b, 6))  # reverse: the mayor keeps a 6
    conflict = raise_dice(conflict, b.id, pick(conflict, b, 6), blow=BlowKind.PHYSICAL)  # 6 + 6 = 12
    assert not can_see(conflict, a.id)  # 2 + 3 = 5
    conflict = bring_in(conflict, a.id, HandDice([8]), trait_id=TRAIT.id, narration="I talk him down")
    conflict = escalate(conflict, a.id, Arena.PHYSICAL, HandDice([4]))  # Body 1d6; Heart already in
    conflict = see(conflict, a.id, pick(conflict, a, 8, 4))
    assert conflict.log[-1].see_kind is SeeKind.BLOCK_OR_DODGE


def test_dv3_fitting_relationship_rolls_at_opening_once() -> None:
    conflict, a, _ = duel([6, 5, 4, 3, 4, 4, 5, 4, 2, 1], a=Opening(relationships=(GRACE.id,)))
    assert values(conflict, a)[-2:] == [4, 4]
    with pytest.raises(ConflictError, match="already joined"):
        bring_in(conflict, a.id, HandDice([1, 1]), relationship_id=GRACE.id)


def test_dv3_unassigned_dice_become_a_relationship_mid_conflict() -> None:
    conflict, a, b = duel(OPEN)
    sheriff = Relationship(subject="The sheriff", kind=RelationshipKind.PERSON, dice="1d6")
    rolled = new_relationship_from_unassigned(conflict, a.id, sheriff, HandDice([5]), fits=True)
    p = rolled.participant(a.id)
    assert str(p.unassigned_relationship_dice) == "1d6"
    assert p.relationships[-1] == sheriff and sheriff.id in p.relationships_used
    assert values(rolled, a)[-1] == 5
    quiet = new_relationship_from_unassigned(conflict, a.id, sheriff, HandDice([]), fits=False)
    assert len(quiet.participant(a.id).hand) == 4
    too_many = Relationship(subject="The bank", kind=RelationshipKind.ORGANISATION, dice="3d6")
    with pytest.raises(ConflictError, match="unassigned"):
        new_relationship_from_unassigned(conflict, a.id, too_many, HandDice([1, 1, 1]), fits=True)


def test_dv21_carried_die_is_added_after_the_opening_roll() -> None:
    opening = Opening(carried=(CarriedDie(label="kept from the talk", size=8, value=7),))
    conflict, a, _ = duel(OPEN, a=opening)
    hand = conflict.participant(a.id).hand
    assert (hand[-1].value, hand[-1].size, hand[-1].source) == (7, 8, DieSource.CARRIED)
    assert len({d.id for d in conflict.all_dice()}) == 9


def test_dv30_calling_on_a_demon_adds_influence_dice_once() -> None:
    conflict, a, _ = duel(OPEN)
    with pytest.raises(ConflictError, match="no demon relationship"):
        call_on_demon(conflict, a.id, GRACE.id, "2d6", HandDice([1, 1]))
    conflict = call_on_demon(conflict, a.id, DEMON.id, "2d6", HandDice([6, 5]))
    assert conflict.participant(a.id).demon_called
    assert [d.source for d in conflict.participant(a.id).hand[-2:]] == [DieSource.DEMON] * 2
    with pytest.raises(ConflictError, match="already called"):
        call_on_demon(conflict, a.id, DEMON.id, "2d6", HandDice([6, 5]))


def test_dv31_odds_before_a_see() -> None:
    conflict, a, b = duel([6, 5, 1, 1, 3, 3, 3, 2])
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 6, 5), blow=BlowKind.PHYSICAL)
    assert str(fallout_if_seen(conflict, b.id, pick(conflict, b, 3, 3, 3, 2))) == "4d6"
    assert str(fallout_if_seen(conflict, b.id, pick(conflict, b, 3, 3))) == ""
    odds = fallout_odds(fallout_if_seen(conflict, b.id, pick(conflict, b, 3, 3, 3)))
    assert sum(odds.values()) == 1


def test_dv_conflict_saves_and_resumes_as_json() -> None:
    conflict, a, b = duel(OPEN)
    conflict = raise_dice(conflict, a.id, pick(conflict, a, 4, 3), blow=BlowKind.SMALL_WEAPON)
    text = conflict.model_dump_json()
    again = Conflict.model_validate_json(text)
    assert again == conflict
    resumed = see(again, b.id, pick(again, b, 5, 2))
    assert resumed.to_raise == b.id
