"""ST-6 Death's Door: the roll (no modifier, debilities never apply, tending gives advantage) and
what each result does to the sheet."""

from __future__ import annotations

import pytest

from talekeeper.core.model import Character, CharacterKind, Debilities, Harm, HarmStats, HarmStatus, HistoryKind
from talekeeper.core.rules.stonetop import (
    DeathsDoor,
    FateChoice,
    RuleError,
    apply_deaths_door,
    deaths_door_roll,
)
from tests.events import params


def dying(kind: CharacterKind = CharacterKind.PLAYER_CHARACTER, **harm: object) -> Character:
    values: dict[str, object] = {"hp": 0, "max_hp": 12, "status": HarmStatus.DEATHS_DOOR, **harm}
    return Character(name="Garrett", kind=kind, harm=Harm(**values))


def test_st6_roll_is_2d6_with_no_modifier() -> None:
    roll = deaths_door_roll([4, 5])
    assert (roll.total, roll.result) == (9, DeathsDoor.OUT_OF_ACTION)
    assert roll.roll.modifier == 0 and roll.roll.stat is None
    assert deaths_door_roll([5, 5]).result is DeathsDoor.BACK_AT_1_HP
    assert deaths_door_roll([1, 5]).result is DeathsDoor.CHOOSE_FATE


def test_st6_tended_gives_advantage_three_dice_keep_best_two() -> None:
    roll = deaths_door_roll([1, 6, 4], tended=True)
    assert roll.roll.kept == (6, 4) and roll.total == 10 and roll.result is DeathsDoor.BACK_AT_1_HP
    with pytest.raises(RuleError, match="3 dice"):
        deaths_door_roll([6, 6], tended=True)
    with pytest.raises(RuleError, match="2 dice"):
        deaths_door_roll([6, 6, 6])


def test_st6_debilities_never_apply() -> None:
    # A dying character with every debility and -3 stats: the roll takes only dice.
    roll = deaths_door_roll([5, 5])
    character = dying(debilities=Debilities(weakened=True, dazed=True, miserable=True), stats=HarmStats(con=-3))
    after = apply_deaths_door(character, roll)
    assert after.harm.hp == 1 and after.history[-1].dice == "2d6: 5, 5 → 5 + 5 = 10"


def test_st6_10_plus_back_at_1_hp_and_the_mark_is_written() -> None:
    after = apply_deaths_door(dying(), DeathsDoor.BACK_AT_1_HP, note="a white streak in her hair")
    assert (after.harm.hp, after.harm.status) == (1, HarmStatus.FINE)
    entry = after.history[-1]
    assert entry.kind is HistoryKind.HARM and params(entry, "harm.marked_by_death") == {"note": "a white streak in her hair"}


def test_st6_7_to_9_no_longer_dying_but_out_of_action() -> None:
    after = apply_deaths_door(dying(), DeathsDoor.OUT_OF_ACTION)
    assert (after.harm.hp, after.harm.status) == (0, HarmStatus.OUT_OF_ACTION)


def test_st6_6_minus_needs_a_fate() -> None:
    with pytest.raises(RuleError, match="fate"):
        apply_deaths_door(dying(), DeathsDoor.CHOOSE_FATE)
    with pytest.raises(RuleError, match="6-"):
        apply_deaths_door(dying(), DeathsDoor.OUT_OF_ACTION, fate=FateChoice.LAST_MOVE)
    with pytest.raises(RuleError, match="not a fate"):
        apply_deaths_door(dying(), DeathsDoor.CHOOSE_FATE, fate="run away")


def test_st6_fates() -> None:
    last = apply_deaths_door(dying(), DeathsDoor.CHOOSE_FATE, fate=FateChoice.LAST_MOVE)
    assert last.harm.status is HarmStatus.DEAD and params(last.history[-1], "harm.deaths_door")["fate"] is FateChoice.LAST_MOVE
    ghost = apply_deaths_door(dying(), DeathsDoor.CHOOSE_FATE, fate="refuse_to_go")
    assert ghost.harm.status is HarmStatus.DEAD and "revenant or ghost" in ghost.tags
    thrall = apply_deaths_door(dying(), DeathsDoor.CHOOSE_FATE, fate=FateChoice.THING_BELOW, note="Narust")
    assert thrall.harm.status is HarmStatus.OUT_OF_ACTION and "thrall of a Thing Below" in thrall.tags
    assert params(thrall.history[-1], "harm.note") == {"text": "Narust"}


def test_st6_only_the_dying_roll_it() -> None:
    with pytest.raises(RuleError, match="not at Death's Door"):
        apply_deaths_door(dying(hp=5, status=HarmStatus.FINE), DeathsDoor.BACK_AT_1_HP)
    with pytest.raises(RuleError, match="GM decides"):
        apply_deaths_door(dying(kind=CharacterKind.NPC), DeathsDoor.BACK_AT_1_HP)


def test_st5_st6_the_gm_may_have_a_follower_roll_deaths_door() -> None:
    follower = dying(kind=CharacterKind.FOLLOWER, status=HarmStatus.OUT_OF_ACTION)
    after = apply_deaths_door(follower, deaths_door_roll([6, 4]))
    assert (after.harm.hp, after.harm.status) == (1, HarmStatus.FINE)
