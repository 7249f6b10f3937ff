"""DV tables: every entry walked, expected values written from `resources/rules/rules.md`, DV."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import parse_pool
from talekeeper.core.model.dogs import DogsStat, NextConflictKind
from talekeeper.core.rules.dogs import (
    DV2_ARENA_STATS,
    DV5_OFF_SHEET_ITEM_DICE,
    DV9_FALLOUT_DIE,
    DV17_SHORT_TERM,
    DV18_ACTIONS,
    DV18_LONG_TERM,
    DV19_DEATH,
    DV20_ACTIONS,
    DV20_EXPERIENCE,
    DV30_DYING_POOLS,
    Arena,
    BlowKind,
    ConflictError,
    DyingCause,
    FalloutBand,
    LongTermChoice,
    SeeKind,
    fallout_band,
    fallout_dice_from_see,
    see_kind,
)

A, B, H, W = DogsStat.ACUITY, DogsStat.BODY, DogsStat.HEART, DogsStat.WILL


@pytest.mark.parametrize(
    ("arena", "stats"),
    [
        (Arena.TALKING, {A, H}),
        (Arena.PHYSICAL, {B, H}),
        (Arena.FIGHTING, {B, W}),
        (Arena.WEAPONS, {A, W}),
    ],
)
def test_dv2_arena_stats(arena: Arena, stats: set[DogsStat]) -> None:
    assert set(DV2_ARENA_STATS[arena]) == stats


def test_dv2_every_arena_has_a_row() -> None:
    assert set(DV2_ARENA_STATS) == set(Arena)


@pytest.mark.parametrize(
    ("blow", "size"),
    [(BlowKind.NOT_PHYSICAL, 4), (BlowKind.PHYSICAL, 6), (BlowKind.SMALL_WEAPON, 8), (BlowKind.DEADLY_WEAPON, 10)],
)
def test_dv9_fallout_die_by_raise(blow: BlowKind, size: int) -> None:
    assert DV9_FALLOUT_DIE[blow] == size


def test_dv9_every_blow_has_a_die() -> None:
    assert set(DV9_FALLOUT_DIE) == set(BlowKind)


@pytest.mark.parametrize(
    ("used", "kind"),
    [
        (1, SeeKind.REVERSE_THE_BLOW),
        (2, SeeKind.BLOCK_OR_DODGE),
        (3, SeeKind.TAKE_THE_BLOW),
        (4, SeeKind.TAKE_THE_BLOW),
        (9, SeeKind.TAKE_THE_BLOW),
    ],
)
def test_dv9_see_kinds(used: int, kind: SeeKind) -> None:
    assert see_kind(used) is kind


@pytest.mark.parametrize(
    ("used", "helpers", "kind"),
    [
        (2, 1, SeeKind.REVERSE_THE_BLOW),
        (3, 1, SeeKind.BLOCK_OR_DODGE),
        (3, 2, SeeKind.REVERSE_THE_BLOW),
        (4, 1, SeeKind.TAKE_THE_BLOW),
    ],
)
def test_dv15_see_counted_without_helper_dice(used: int, helpers: int, kind: SeeKind) -> None:
    assert see_kind(used, helper_dice=helpers) is kind


@pytest.mark.parametrize("used", [0, -1])
def test_dv9_a_see_needs_a_die(used: int) -> None:
    with pytest.raises(ConflictError, match="at least one"):
        see_kind(used)
    with pytest.raises(ConflictError):
        see_kind(2, helper_dice=2)


@pytest.mark.parametrize(
    ("used", "size", "helpers", "fallout"),
    [
        (1, 8, 0, ""),
        (2, 10, 0, ""),
        (3, 4, 0, "3d4"),
        (4, 8, 0, "4d8"),  # the DV-9 example: a 4-die see of a dagger raise
        (4, 6, 1, "3d6"),  # DV-15: fallout dice only for the see's own dice
        (3, 6, 1, ""),
        (5, 10, 0, "5d10"),
    ],
)
def test_dv9_fallout_dice_from_see(used: int, size: int, helpers: int, fallout: str) -> None:
    assert fallout_dice_from_see(used, size, helper_dice=helpers) == fallout


def test_dv9_fallout_die_size_must_be_a_die() -> None:
    with pytest.raises(ConflictError, match="d7"):
        fallout_dice_from_see(3, 7)


@pytest.mark.parametrize("total", range(0, 31))
def test_dv17_19_fallout_band_every_total(total: int) -> None:
    if total <= 7:
        expected = FalloutBand.SHORT_TERM
    elif total <= 11:
        expected = FalloutBand.LONG_TERM
    elif total <= 15:
        expected = FalloutBand.INJURY
    elif total <= 19:
        expected = FalloutBand.TREATMENT
    else:
        expected = FalloutBand.DEATH
    assert fallout_band(total) is expected


def test_dv17_short_term_choices_are_the_four_next_conflict_effects() -> None:
    assert set(DV17_SHORT_TERM) == {
        NextConflictKind.STAT_MINUS_ONE,
        NextConflictKind.TRAIT_D4,
        NextConflictKind.RELATIONSHIP_D4,
        NextConflictKind.LEAVE_SCENE,
    }


def test_dv18_eight_long_term_choices_each_with_an_action() -> None:
    assert len(DV18_LONG_TERM) == 8
    assert set(DV18_ACTIONS) == set(DV18_LONG_TERM) == set(LongTermChoice)
    assert all(callable(action) for action in DV18_ACTIONS.values())


def test_dv19_two_ways_to_die() -> None:
    assert len(DV19_DEATH) == 2


def test_dv20_eight_experience_choices_each_with_an_action() -> None:
    assert len(DV20_EXPERIENCE) == 8
    assert set(DV20_ACTIONS) == set(DV20_EXPERIENCE)


@pytest.mark.parametrize(
    ("cause", "dice"),
    [
        (DyingCause.DEADLY_WEAPON, "4d10"),
        (DyingCause.CUT_STAB_HANGING_CLUBBING, "4d8"),
        (DyingCause.STRANGLING_TRAMPLING_FALLING_DROWNING, "4d6"),
    ],
)
def test_dv30_dying_pools(cause: DyingCause, dice: str) -> None:
    assert str(parse_pool(DV30_DYING_POOLS[cause])) == dice


def test_dv5_off_sheet_item_dice() -> None:
    assert set(DV5_OFF_SHEET_ITEM_DICE) == {"1d6", "1d4"}
