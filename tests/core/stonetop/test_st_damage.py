"""ST-1, ST-3, ST-4, ST-5: damage, several attackers, armor, and what 0 HP means for each kind."""

from __future__ import annotations

import pytest

from talekeeper.core.model import Character, CharacterKind, Harm, HarmStatus, HistoryKind
from talekeeper.core.rules.stonetop import (
    Attack,
    RuleError,
    combine_attacks,
    combined_damage,
    damage_after_armor,
    fiction_deaths_door,
    take_damage,
)
from talekeeper.core.rules.stonetop.events import ZeroHp
from tests.events import params


def sheet(
    hp: int = 10,
    max_hp: int = 10,
    armor: int = 0,
    kind: CharacterKind = CharacterKind.PLAYER_CHARACTER,
    **harm: object,
) -> Character:
    return Character(name="Test", kind=kind, harm=Harm(hp=hp, max_hp=max_hp, armor=armor, **harm))


# ST-4 armor ---------------------------------------------------------------------------------


def test_st4_seed_example_5_damage_1_piercing_2_armor_loses_4() -> None:
    assert damage_after_armor(5, 2, piercing=1) == 4


@pytest.mark.parametrize(
    ("damage", "armor", "kwargs", "lost"),
    [
        (5, 2, {}, 3),
        (1, 3, {}, 0),  # never below 0
        (5, 2, {"piercing": 5}, 5),  # piercing beyond armor: armor 0, not negative
        (5, 2, {"ignores_armor": True}, 5),
        (5, 4, {"hp_loss": True}, 5),  # "lose n HP" is never reduced
        (0, 0, {}, 0),
    ],
)
def test_st4_armor(damage: int, armor: int, kwargs: dict[str, object], lost: int) -> None:
    assert damage_after_armor(damage, armor, **kwargs) == lost


def test_st4_refuses_negative_numbers() -> None:
    with pytest.raises(RuleError, match="negative"):
        damage_after_armor(-1, 0)
    with pytest.raises(RuleError, match="piercing"):
        damage_after_armor(3, 1, piercing=-2)


def test_st4_piercing_is_for_that_attack_only() -> None:
    character, report = take_damage(sheet(armor=2), 5, piercing=1)
    assert (report.effective_armor, report.lost, character.harm.hp) == (1, 4, 6)
    assert character.harm.armor == 2  # armor stays 2 for later attacks
    assert params(character.history[-1], "harm.armor") == {"damage": 5, "armor": 2, "piercing": 1, "counted": 1, "after": 4}


# ST-3 several attackers ---------------------------------------------------------------------


def test_st3_largest_die_plus_one_per_other_attacker() -> None:
    assert combined_damage(["d6", "d6", "d8+3"]) == "1d8+5"


def test_st3_seed_example_six_d6_and_one_d8_plus_3() -> None:
    assert combined_damage(["d6"] * 6 + ["d8+3"]) == "1d8+9"


def test_st3_ties_go_to_the_larger_bonus_and_one_attacker_is_itself() -> None:
    assert combined_damage(["d8+1", "d8+3"]) == "1d8+4"
    assert combined_damage(["d10"]) == "1d10"
    assert combined_damage(["d4", "d10+2", "d10"]) == "1d10+4"


def test_st3_refuses_no_attackers_and_bad_dice() -> None:
    with pytest.raises(RuleError):
        combined_damage([])
    with pytest.raises(RuleError, match="d7"):
        combined_damage(["d7"])


def test_st3_seed_example_tags_all_apply() -> None:
    thorns = [Attack("d6", piercing=1)] * 6
    tree = Attack("d8+3", tags=frozenset({"forceful"}))
    combined = combine_attacks([*thorns, tree])
    assert (combined.damage, combined.piercing, combined.tags) == ("1d8+9", 1, frozenset({"forceful"}))
    assert not combined.ignores_armor
    assert combine_attacks([Attack("d6"), Attack("d4", ignores_armor=True)]).ignores_armor


# ST-1 / ST-5 taking damage ------------------------------------------------------------------


def test_st1_hp_never_below_0_and_history_entry() -> None:
    character, report = take_damage(sheet(hp=3), 8, source="the hagr")
    assert (report.hp_before, report.hp_after, report.lost, character.harm.hp) == (3, 0, 3, 0)
    entry = character.history[-1]
    assert entry.kind is HistoryKind.HARM and params(entry, "harm.took_damage")["source"] == "the hagr"
    assert params(entry, "harm.hp") == {"before": 3, "after": 0, "most": 10}


def test_st4_armor_absorbs_everything_nothing_happens_to_status() -> None:
    character, report = take_damage(sheet(hp=0, armor=3, status=HarmStatus.OUT_OF_ACTION), 2)
    assert report.lost == 0 and character.harm.status is HarmStatus.OUT_OF_ACTION


def test_st5_pc_lethal_goes_to_deaths_door() -> None:
    character, report = take_damage(sheet(hp=4), 6, lethal=True)
    assert character.harm.status is HarmStatus.DEATHS_DOOR
    assert report.status_after is HarmStatus.DEATHS_DOOR and not report.gm_decides
    assert report.at_zero is ZeroHp.DEATHS_DOOR and params(character.history[-1], "harm.at_zero") == {"case": ZeroHp.DEATHS_DOOR}


def test_st5_pc_non_lethal_is_only_out_of_action() -> None:
    character, report = take_damage(sheet(hp=4), 6, lethal=False)
    assert character.harm.status is HarmStatus.OUT_OF_ACTION
    assert report.at_zero is ZeroHp.OUT_OF_ACTION


def test_st5_status_is_never_made_milder() -> None:
    dying = sheet(hp=0, status=HarmStatus.DEATHS_DOOR)
    character, _ = take_damage(dying, 3, lethal=False)
    assert character.harm.status is HarmStatus.DEATHS_DOOR


def test_st5_follower_at_0_gm_decides_and_may_roll_deaths_door() -> None:
    follower = sheet(hp=2, kind=CharacterKind.FOLLOWER)
    character, report = take_damage(follower, 5)
    assert report.gm_decides and report.may_roll_deaths_door
    assert character.harm.status is HarmStatus.OUT_OF_ACTION
    assert report.at_zero is ZeroHp.FOLLOWER
    chosen, _ = take_damage(follower, 5, at_zero=HarmStatus.DEATHS_DOOR)
    assert chosen.harm.status is HarmStatus.DEATHS_DOOR


@pytest.mark.parametrize("kind", [CharacterKind.NPC, CharacterKind.MONSTER])
def test_st5_npc_and_monster_at_0_gm_decides_probably_dead_if_lethal(kind: CharacterKind) -> None:
    character, report = take_damage(sheet(hp=2, kind=kind), 5, lethal=True)
    assert report.gm_decides and not report.may_roll_deaths_door
    assert character.harm.status is HarmStatus.OUT_OF_ACTION
    assert report.at_zero is ZeroHp.GM_LETHAL
    _, mild = take_damage(sheet(hp=2, kind=kind), 5, lethal=False)
    assert mild.at_zero is ZeroHp.GM_DECIDES
    dead, _ = take_damage(sheet(hp=2, kind=kind), 5, at_zero=HarmStatus.DEAD)
    assert dead.harm.status is HarmStatus.DEAD


def test_st5_at_zero_is_refused_for_a_player_character() -> None:
    with pytest.raises(RuleError, match="ST-5"):
        take_damage(sheet(), 20, at_zero=HarmStatus.DEAD)


def test_st5_the_dead_take_no_more_damage() -> None:
    with pytest.raises(RuleError, match="dead"):
        take_damage(sheet(hp=0, status=HarmStatus.DEAD), 1)


def test_st20_damage_lifts_the_recover_lock_but_not_self_inflicted_or_absorbed() -> None:
    locked = sheet(armor=2, recover_locked=True)
    hit, report = take_damage(locked, 3)
    assert report.recover_unlocked and not hit.harm.recover_locked
    own, report = take_damage(locked, 3, self_inflicted=True)
    assert not report.recover_unlocked and own.harm.recover_locked
    absorbed, report = take_damage(locked, 2)
    assert not report.recover_unlocked and absorbed.harm.recover_locked


def test_st5_fiction_alone_puts_a_pc_at_deaths_door() -> None:
    faller = sheet(hp=9)
    character = fiction_deaths_door(faller, reason="a thirty-metre fall onto rocks")
    assert (character.harm.hp, character.harm.status) == (0, HarmStatus.DEATHS_DOOR)
    assert character.history[-1].kind is HistoryKind.HARM
    assert params(character.history[-1], "harm.at_deaths_door") == {"reason": "a thirty-metre fall onto rocks"}
    with pytest.raises(RuleError):
        fiction_deaths_door(sheet(kind=CharacterKind.NPC))


def test_st3_decision_piercing_from_several_attackers_is_the_largest_n() -> None:
    # The rules reference, ST-3 Decision: piercing does not add up; the largest n of the attackers applies.
    combined = combine_attacks([Attack("d6", piercing=1), Attack("d6", piercing=3), Attack("d4", piercing=2)])
    assert combined.piercing == 3
    assert combined.damage == "1d6+2"
