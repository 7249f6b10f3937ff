"""HQ-14 lingering benefits, HQ-20 states of adversity, HQ-15 wherewithal and HQ-21 effective ratings."""

from __future__ import annotations

import pytest

from talekeeper.core.model import Ability, Benefit, Character, HeroQuest, State, StateLevel, StateScale
from talekeeper.core.rules.heroquest import (
    Level,
    Rating,
    SheetError,
    consequence,
    effective_rating,
    halved,
    lingering_benefit,
    state_effect,
    wherewithal,
    with_state,
)

# The rules reference, HQ-14
HQ14 = {
    "complete_victory": 9, "major_victory": 6, "minor_victory": 3, "marginal_victory": 0, "tie": 0,
    "marginal_defeat": 0, "minor_defeat": 0, "major_defeat": 0, "complete_defeat": 0,
}


@pytest.mark.parametrize(("level", "bonus"), list(HQ14.items()))
def test_hq14_every_level(level: str, bonus: int) -> None:
    assert lingering_benefit(Level(level)) == bonus


# The rules reference, HQ-20: (heroquest state, herowars state) for each level
HQ20 = {
    "complete_victory": (None, None), "major_victory": (None, None), "minor_victory": (None, None),
    "marginal_victory": (None, None), "tie": (None, None),
    "marginal_defeat": ("hurt", "dazed"), "minor_defeat": ("impaired", "hurt"),
    "major_defeat": ("injured", "injured"), "complete_defeat": ("dying", "dying"),
}


@pytest.mark.parametrize(("level", "states"), list(HQ20.items()))
def test_hq20_every_level(level: str, states: tuple[str | None, str | None]) -> None:
    heroquest, herowars = (None if s is None else StateLevel(s) for s in states)
    assert consequence(Level(level)) is heroquest  # heroquest is the default scale
    assert consequence(Level(level), StateScale.HEROQUEST) is heroquest
    assert consequence(Level(level), "herowars") is herowars


# The rules reference, HQ-20 effects: (modifier, halves, bump down, can act)
HQ20_EFFECTS = {
    ("heroquest", "hurt"): (-3, False, False, True),
    ("heroquest", "impaired"): (-6, False, False, True),
    ("heroquest", "injured"): (0, False, True, True),
    ("heroquest", "dying"): (0, False, False, False),
    ("heroquest", "dead"): (0, False, False, False),
    ("herowars", "dazed"): (0, False, False, True),
    ("herowars", "hurt"): (-1, False, False, True),
    ("herowars", "injured"): (0, True, False, True),
    ("herowars", "dying"): (0, False, False, False),
    ("herowars", "dead"): (0, False, False, False),
}


@pytest.mark.parametrize(("key", "effect"), list(HQ20_EFFECTS.items()))
def test_hq20_every_state_effect(key: tuple[str, str], effect: tuple[int, bool, bool, bool]) -> None:
    found = state_effect(*key)
    assert (found.modifier, found.halves, found.bump_down, found.can_act) == effect
    assert found.wherewithal == (key == ("heroquest", "injured"))


def test_hq20_states_off_their_scale_are_refused() -> None:
    with pytest.raises(ValueError):
        state_effect("heroquest", "dazed")
    with pytest.raises(ValueError):
        state_effect("herowars", "impaired")


def test_hq20_herowars_injured_halves_rounding_down() -> None:
    assert halved("17") == Rating(8)
    assert halved("17W") == Rating(18)  # 37 // 2 = 18
    assert halved("8W2") == Rating(4, 1)  # 48 // 2 = 24
    assert halved("1") == Rating(0)
    assert with_state("17W", StateLevel.INJURED, "herowars").rating == Rating(18)
    assert with_state("17W", StateLevel.HURT).rating == Rating(14, 1)
    assert with_state("17W", StateLevel.INJURED).bumps == -1
    assert not with_state("17W", StateLevel.DYING).can_act
    assert with_state("17W", None).rating == Rating(17, 1)


# The rules reference, HQ-20 injured: lose or tie -> no action; win -> act with a bump down, unless major/complete
WHEREWITHAL = {
    "complete_victory": (True, False), "major_victory": (True, False), "minor_victory": (True, True),
    "marginal_victory": (True, True), "tie": (False, False), "marginal_defeat": (False, False),
    "minor_defeat": (False, False), "major_defeat": (False, False), "complete_defeat": (False, False),
}


@pytest.mark.parametrize(("level", "expected"), list(WHEREWITHAL.items()))
def test_hq15_wherewithal(level: str, expected: tuple[bool, bool]) -> None:
    result = wherewithal(Level(level))
    assert (result.can_act, result.bump_down) == expected


# --- HQ-21 -------------------------------------------------------------------------------------

SWORD = Ability(name="Sword", rating=Rating(17, 1))
RIDE = Ability(name="Ride", rating=Rating(12))


def sheet(*states: State, benefits: tuple[Benefit, ...] = ()) -> Character:
    return Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD, RIDE), states=states, benefits=benefits))


def test_hq21_no_states_is_the_sheet_rating() -> None:
    effective = effective_rating(sheet(), SWORD.id)
    assert effective.rating == Rating(17, 1) and effective.parts == () and effective.can_act


def test_hq21_17w_shows_as_14w_with_a_hurt() -> None:
    hurt = State(level=StateLevel.HURT, ability_ids=(SWORD.id,), source="duel")
    effective = effective_rating(sheet(hurt), SWORD.id)
    assert str(effective.rating) == "14W"
    assert effective.parts == (("hurt (heroquest): duel", -3),)
    assert effective_rating(sheet(hurt), RIDE.id).rating == Rating(12)  # relates to the sword only


def test_hq21_states_accumulate_and_empty_means_all() -> None:
    states = (
        State(level=StateLevel.HURT),
        State(level=StateLevel.HURT, ability_ids=(RIDE.id,)),
        State(level=StateLevel.IMPAIRED),
    )
    assert effective_rating(sheet(*states), SWORD.id).rating == Rating(8, 1)  # 37 - 3 - 6
    assert effective_rating(sheet(*states), RIDE.id).rating == Rating(0)  # 12 - 3 - 3 - 6 = 0


def test_hq21_herowars_hurt_is_minus_one_to_every_ability() -> None:
    states = (State(scale=StateScale.HEROWARS, level=StateLevel.HURT, ability_ids=(SWORD.id,)),) * 2
    assert effective_rating(sheet(*states), RIDE.id).rating == Rating(10)
    assert effective_rating(sheet(*states), RIDE.id).total_modifier == -2


def test_hq21_herowars_injured_halves_before_other_modifiers() -> None:
    injured = State(scale=StateScale.HEROWARS, level=StateLevel.INJURED, ability_ids=(SWORD.id,))
    hurt = State(scale=StateScale.HEROWARS, level=StateLevel.HURT)
    effective = effective_rating(sheet(hurt, injured), SWORD.id)
    # 37 halved is 18 (listed as -19), then -1
    assert effective.parts == (("injured (herowars)", -19), ("hurt (herowars)", -1))
    assert effective.rating == Rating(17)


def test_hq21_benefits_augments_and_modifiers() -> None:
    benefit = Benefit(bonus=6, ability_id=SWORD.id, reason="knows his style")
    other = Benefit(bonus=3, ability_id=RIDE.id)
    hurt = State(level=StateLevel.HURT)
    effective = effective_rating(
        sheet(hurt, benefits=(benefit, other)), SWORD.id, augment=4, modifiers=[("improvised", -5)]
    )
    assert effective.parts == (
        ("hurt (heroquest)", -3), ("lingering benefit: knows his style", 6), ("augment", 4), ("improvised", -5),
    )
    assert effective.rating == Rating(19, 1)  # 37 - 3 + 6 + 4 - 5 = 39
    assert effective.base == Rating(17, 1)


def test_hq21_injured_and_dying_flags() -> None:
    injured = effective_rating(sheet(State(level=StateLevel.INJURED)), SWORD.id)
    assert injured.rating == Rating(17, 1) and injured.bumps == -1 and injured.needs_wherewithal
    dying = effective_rating(sheet(State(level=StateLevel.DYING)), SWORD.id)
    assert not dying.can_act


def test_hq21_works_on_the_heroquest_section_and_refuses_unknown_ids() -> None:
    assert effective_rating(sheet().heroquest, RIDE.id).rating == Rating(12)
    with pytest.raises(SheetError) as refused:  # the ability was removed on disk after it was picked
        effective_rating(sheet(), "0" * 32)
    assert refused.value.code == "hq.no_such_ability" and refused.value.params["ability_id"] == "0" * 32
