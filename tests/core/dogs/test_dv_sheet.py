"""DV-3, DV-17, DV-18, DV-20, DV-30 sheet changes: each returns a new Character with a DOGS history
entry that keeps the reason."""

from __future__ import annotations

import inspect

import pytest

from talekeeper.core.model import (
    Belonging,
    BlackArmor,
    Character,
    Dogs,
    DogsStat,
    DogsStats,
    HistoryKind,
    NextConflictKind,
    Relationship,
    RelationshipKind,
    Trait,
)
from talekeeper.core.rules.dogs import (
    DV18_ACTIONS,
    DV20_ACTIONS,
    Arena,
    ConflictError,
    add_die_to_d4,
    apply_short_term,
    assign_relationship,
    change_relationship_dice_count,
    change_relationship_die_size,
    change_trait_dice_count,
    change_trait_die_size,
    dice_become_d4,
    lower_stat,
    mark_next_conflict_done,
    new_belonging,
    new_d4_relationship,
    new_d4_trait,
    new_d6_relationship,
    new_d6_trait,
    participant_from_character,
    raise_stat,
    remove_die_from_d6_plus,
    rewrite_black_armor,
    sell_soul,
    strike_belonging,
)
from tests.events import params

SMALL = Trait(text="Nervous", dice="2d4")
BIG = Trait(text="Good shot", dice="2d8")
MIXED = Trait(text="Big sword", dice="1d8+1d4")
ONE = Trait(text="Stubborn", dice="1d6")
MOTHER = Relationship(subject="Mother", kind=RelationshipKind.PERSON, dice="2d6")
SIN = Relationship(subject="Pride", kind=RelationshipKind.SIN, dice="1d4")
GUN = Belonging(name="Gun", dice="1d6+1d4")


def ezekiel() -> Character:
    return Character(
        name="Ezekiel",
        dogs=Dogs(
            stats=DogsStats(acuity=2, body=3, heart=4, will=1),
            traits=(SMALL, BIG, MIXED, ONE),
            relationships=(MOTHER, SIN),
            belongings=(GUN,),
            black_armor=BlackArmor(description="Fine coat", dice="2d6"),
            unassigned_relationship_dice="2d6+1d8",
        ),
    )


def last_entry_ok(character: Character, reason: str) -> None:
    """The last entry is a DV one, written in events, and keeps the reason (DV-20)."""
    entry = character.history[-1]
    assert entry.kind is HistoryKind.DOGS and entry.summary == "" and entry.details == ()
    assert params(entry, "dogs.reason") == {"text": reason}


def dice_of(character: Character, item_id: str) -> str:
    items = [*character.dogs.traits, *character.dogs.relationships]
    return str(next(i.dice for i in items if i.id == item_id))


@pytest.mark.parametrize("reason", ["", "   "])
def test_dv20_every_change_needs_a_reason(reason: str) -> None:
    c = ezekiel()
    calls = [
        lambda: apply_short_term(c, NextConflictKind.LEAVE_SCENE, reason=reason),
        lambda: lower_stat(c, DogsStat.BODY, reason=reason),
        lambda: new_d4_trait(c, "Limp", reason=reason),
        lambda: raise_stat(c, DogsStat.BODY, reason=reason),
        lambda: new_belonging(c, "Horse", "2d6", reason=reason),
        lambda: sell_soul(c, SIN.id, reason=reason),
        lambda: strike_belonging(c, GUN.id, reason=reason),
    ]
    for call in calls:
        with pytest.raises(ConflictError, match="reason"):
            call()


def test_dv17_short_term_choices_write_next_conflict_effects() -> None:
    c = apply_short_term(ezekiel(), NextConflictKind.STAT_MINUS_ONE, stat=DogsStat.HEART, reason="Shaken by the sermon")
    c = apply_short_term(c, NextConflictKind.TRAIT_D4, text="Bruised pride", reason="He laughed at me")
    c = apply_short_term(c, NextConflictKind.RELATIONSHIP_D4, relationship_id=MOTHER.id, reason="She doubts me")
    kinds = [e.kind for e in c.dogs.next_conflict]
    assert kinds == [NextConflictKind.STAT_MINUS_ONE, NextConflictKind.TRAIT_D4, NextConflictKind.RELATIONSHIP_D4]
    assert c.dogs.next_conflict[0].reason == "Shaken by the sermon"
    last_entry_ok(c, "She doubts me")
    # The next conflict applies them: Heart 3, a 1d4 trait, Mother 2d4 (2d8 -> 2d4 style).
    p = participant_from_character(c, side="dogs", arena=Arena.TALKING)
    assert p.stats.heart == 3 and p.character_id == c.id
    assert str(p.traits[-1].dice) == "1d4" and p.traits[-1].text == "Bruised pride"
    assert str(next(r.dice for r in p.relationships if r.id == MOTHER.id)) == "2d4"
    # DV-17 Decision: they end when that conflict ends.
    done = mark_next_conflict_done(c)
    assert all(e.used for e in done.dogs.next_conflict)
    assert participant_from_character(done, side="dogs").stats.heart == 4
    assert mark_next_conflict_done(done) is done


def test_dv17_leave_the_scene_only_without_a_follow_up() -> None:
    with pytest.raises(ConflictError, match="follow-up"):
        apply_short_term(ezekiel(), NextConflictKind.LEAVE_SCENE, reason="I need air", follow_up=True)
    c = apply_short_term(ezekiel(), NextConflictKind.LEAVE_SCENE, reason="I need air", text="walks to the river")
    assert c.dogs.next_conflict[0].kind is NextConflictKind.LEAVE_SCENE
    with pytest.raises(ConflictError, match="the stat"):
        apply_short_term(ezekiel(), NextConflictKind.STAT_MINUS_ONE, reason="x")


def test_dv18_stat_minus_one() -> None:
    c = lower_stat(ezekiel(), DogsStat.WILL, reason="Broken by the fall")
    assert c.dogs.stats.will == 0
    last_entry_ok(c, "Broken by the fall")
    with pytest.raises(ConflictError, match="no dice left"):
        lower_stat(c, DogsStat.WILL, reason="again")


def test_dv18_new_d4_trait_and_relationship() -> None:
    c = new_d4_trait(ezekiel(), "Scar across the cheek", reason="The knife")
    assert (c.dogs.traits[-1].text, str(c.dogs.traits[-1].dice)) == ("Scar across the cheek", "1d4")
    c = new_d4_relationship(c, "The knifeman", RelationshipKind.PERSON, reason="We will meet again")
    assert (c.dogs.relationships[-1].subject, str(c.dogs.relationships[-1].dice)) == ("The knifeman", "1d4")


def test_dv18_one_more_die_on_a_d4_trait_or_relationship() -> None:
    c = add_die_to_d4(ezekiel(), SMALL.id, reason="Nerves got worse")
    assert dice_of(c, SMALL.id) == "3d4"
    c = add_die_to_d4(c, SIN.id, reason="Pride grew")
    assert dice_of(c, SIN.id) == "2d4"
    with pytest.raises(ConflictError, match="not a d4"):
        add_die_to_d4(c, BIG.id, reason="x")


def test_dv18_one_die_fewer_on_a_d6_or_larger() -> None:
    c = remove_die_from_d6_plus(ezekiel(), BIG.id, reason="Hand shakes")
    assert dice_of(c, BIG.id) == "1d8"
    c = remove_die_from_d6_plus(c, MIXED.id, reason="Blade chipped")
    assert dice_of(c, MIXED.id) == "1d4"  # the d8 goes: the d4 is not d6 or larger
    with pytest.raises(ConflictError, match="only one die"):
        remove_die_from_d6_plus(c, ONE.id, reason="x")  # Decision: the last die cannot go
    with pytest.raises(ConflictError, match="no die larger than d4"):
        remove_die_from_d6_plus(c, SMALL.id, reason="x")


def test_dv18_dice_become_d4() -> None:
    c = dice_become_d4(ezekiel(), MOTHER.id, reason="She disowned me")
    assert dice_of(c, MOTHER.id) == "2d4"
    c = dice_become_d4(c, MIXED.id, reason="Bent")
    assert dice_of(c, MIXED.id) == "2d4"
    with pytest.raises(ConflictError, match="already d4"):
        dice_become_d4(c, SMALL.id, reason="x")


def test_dv18_strike_a_belonging() -> None:
    c = strike_belonging(ezekiel(), GUN.id, reason="Lost in the river")
    assert c.dogs.belongings == ()
    last_entry_ok(c, "Lost in the river")


def test_dv18_rewrite_black_armor_lowers_its_dice() -> None:
    c = rewrite_black_armor(ezekiel(), "Coat torn at the shoulder", "1d6", reason="The bullet")
    assert c.dogs.black_armor.description == "Coat torn at the shoulder" and str(c.dogs.black_armor.dice) == "1d6"
    with pytest.raises(ConflictError, match="must drop"):
        rewrite_black_armor(ezekiel(), "Patched", "1d8+1d4", reason="x")


def test_dv20_stat_plus_one_and_new_d6_items() -> None:
    c = raise_stat(ezekiel(), DogsStat.WILL, reason="I stood firm")
    assert c.dogs.stats.will == 2
    c = new_d6_trait(c, "Calm under fire", reason="x")
    assert str(c.dogs.traits[-1].dice) == "1d6"
    c = new_d6_relationship(c, "Brother Amos", reason="He saved me")
    assert str(c.dogs.relationships[-1].dice) == "1d6"
    c = new_belonging(c, "Amos's rifle", "1d8+1d6", reason="He gave it to me")
    assert str(c.dogs.belongings[-1].dice) == "1d8+1d6"
    last_entry_ok(c, "He gave it to me")


def test_dv20_add_or_remove_a_die_on_a_trait_or_relationship() -> None:
    c = change_trait_dice_count(ezekiel(), BIG.id, +1, reason="Practice")
    assert dice_of(c, BIG.id) == "3d8"
    c = change_trait_dice_count(c, BIG.id, -1, reason="x")
    assert dice_of(c, BIG.id) == "2d8"
    with pytest.raises(ConflictError, match="several sizes"):
        change_trait_dice_count(c, MIXED.id, +1, reason="x")
    c = change_trait_dice_count(c, MIXED.id, +1, size=4, reason="x")
    assert dice_of(c, MIXED.id) == "1d8+2d4"
    c = change_relationship_dice_count(c, MOTHER.id, -1, reason="We argued")
    assert dice_of(c, MOTHER.id) == "1d6"


def test_dv20_change_a_die_size_up_or_down() -> None:
    c = change_trait_die_size(ezekiel(), BIG.id, +1, reason="x")
    assert dice_of(c, BIG.id) == "2d10"
    with pytest.raises(ConflictError, match="at the end of the dice"):
        change_trait_die_size(c, BIG.id, +1, reason="x")  # Decision: d4..d10
    c = change_trait_die_size(c, SMALL.id, +1, reason="x")
    assert dice_of(c, SMALL.id) == "2d6"
    c = change_relationship_die_size(c, SIN.id, +1, reason="x")
    assert dice_of(c, SIN.id) == "1d6"
    c = change_relationship_die_size(c, MOTHER.id, -1, reason="x")
    assert dice_of(c, MOTHER.id) == "2d4"
    with pytest.raises(ConflictError, match="at the end of the dice"):
        change_relationship_die_size(c, MOTHER.id, -1, reason="x")


def test_dv18_dv20_action_tables_need_reasons() -> None:
    for action in [*DV18_ACTIONS.values(), *DV20_ACTIONS.values()]:
        parameter = inspect.signature(action).parameters["reason"]
        assert parameter.kind is inspect.Parameter.KEYWORD_ONLY and parameter.default is inspect.Parameter.empty


def test_dv3_unassigned_dice_become_a_relationship_on_the_sheet() -> None:
    sheriff = Relationship(subject="Sheriff", dice="1d8")
    c = assign_relationship(ezekiel(), sheriff, reason="He owes me")
    assert c.dogs.relationships[-1] == sheriff
    assert str(c.dogs.unassigned_relationship_dice) == "2d6"
    with pytest.raises(ConflictError, match="unassigned"):
        assign_relationship(c, Relationship(subject="Bank", dice="1d10"))


def test_dv30_selling_the_soul_is_recorded() -> None:
    c = sell_soul(ezekiel(), SIN.id, reason="I called on it to win")
    assert c.dogs.soul_sold
    last_entry_ok(c, "I called on it to win")
