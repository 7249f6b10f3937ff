"""ST-21 Make Camp: one person's choice, the bedroll, a good rest, and a party's shared meal."""

from __future__ import annotations

import pytest

from talekeeper.core.model import Character, CharacterKind, Debilities, Debility, Harm, HarmStatus, HistoryKind
from talekeeper.core.rules.stonetop import HP, RuleError, make_camp, move_roll, party_make_camp
from talekeeper.core.rules.stonetop.events import Food
from tests.events import kinds, params


def person(name: str, hp: int, max_hp: int = 16, **harm: object) -> Character:
    return Character(name=name, harm=Harm(hp=hp, max_hp=max_hp, **harm))


def test_st21_seed_example_make_camp_at_7_of_16_hp_gives_15() -> None:
    after = make_camp(person("Caradoc", 7), HP)
    assert after.harm.hp == 15  # 7 + 8 (half of 16)
    entry = after.history[-1]
    assert entry.kind is HistoryKind.HARM and params(entry, "harm.hp") == {"before": 7, "after": 15, "most": 16}


def test_st21_seed_example_lianna_lost_less_than_half_is_full_and_vahid_gets_14() -> None:
    assert make_camp(person("Lianna", 12, 14), "hp").harm.hp == 14
    vahid = person("Vahid", 6, debilities=Debilities(dazed=True, weakened=True))
    after = make_camp(vahid, HP)
    assert after.harm.hp == 14 and after.harm.debilities.marked() == (Debility.WEAKENED, Debility.DAZED)


def test_st21_half_max_is_rounded_up() -> None:
    assert make_camp(person("Odd", 0, 9), HP).harm.hp == 5


def test_st21_clear_one_debility_instead() -> None:
    after = make_camp(person("Vahid", 6, debilities=Debilities(dazed=True)), "dazed")
    assert not after.harm.debilities.dazed and after.harm.hp == 6
    with pytest.raises(RuleError, match="not miserable"):
        make_camp(person("Vahid", 6), Debility.MISERABLE)


def test_st21_bedroll_adds_its_d6() -> None:
    after = make_camp(person("Caradoc", 7, bedroll=True), HP, bedroll_roll=3)
    assert after.harm.hp == 16 and after.history[-1].dice == "1d6: 3" and params(after.history[-1], "harm.bedroll") == {"roll": 3}  # capped at max
    assert make_camp(person("Caradoc", 2, bedroll=True), "hp", bedroll_roll=3).harm.hp == 13
    with pytest.raises(RuleError, match="no bedroll"):
        make_camp(person("Caradoc", 7), HP, bedroll_roll=3)
    with pytest.raises(RuleError, match="d6 cannot show 7"):
        make_camp(person("Caradoc", 7, bedroll=True), HP, bedroll_roll=7)


def test_st21_seed_example_brodwen_on_hard_stones_gets_no_advantage_peaceful_does() -> None:
    brodwen = person("Brodwen", 16)
    assert not make_camp(brodwen, HP).harm.advantage_next_roll
    rested = make_camp(brodwen, HP, peaceful=True)
    assert rested.harm.advantage_next_roll
    after, result = move_roll(rested, "wis", [1, 6, 5])
    assert result.advantage and not after.harm.advantage_next_roll


def test_st21_no_food_or_no_sleep_no_benefit() -> None:
    hungry = make_camp(person("Caradoc", 7), HP, ate=False, peaceful=True)
    assert hungry.harm.hp == 7 and not hungry.harm.advantage_next_roll
    assert kinds(hungry.history[-1])[0] == "harm.camped_in_vain"
    assert make_camp(person("Caradoc", 7), HP, slept=False).harm.hp == 7


def test_st21_refusals_and_out_of_action() -> None:
    with pytest.raises(RuleError, match="npc_regain"):
        make_camp(Character(name="Hagr", kind=CharacterKind.MONSTER, harm=Harm(hp=1, max_hp=9)), HP)
    with pytest.raises(RuleError, match="Death's Door"):
        make_camp(person("X", 0, status=HarmStatus.DEATHS_DOOR), HP)
    woken = make_camp(person("X", 0, status=HarmStatus.OUT_OF_ACTION), HP)
    assert (woken.harm.hp, woken.harm.status) == (8, HarmStatus.FINE)


# party ---------------------------------------------------------------------------------------


def party(**first: object) -> list[Character]:
    return [
        person("Brodwen", 16, provisions=1, **first),
        person("Caradoc", 7, supplies=2),
        person("Lianna", 10, 14),
        person("Vahid", 6, debilities=Debilities(dazed=True)),
    ]


def test_st21_party_each_eats_one_use_provisions_first() -> None:
    members = party()
    members[2] = person("Lianna", 10, 14, provisions=2)
    new, report = party_make_camp(members, [None, HP, HP, "dazed"])
    assert report.uses_needed == 4 and report.uses_eaten == 4
    assert report.payments == (("Brodwen", "provisions", 1), ("Caradoc", "supplies", 1), ("Lianna", "provisions", 2))
    assert [c.harm.provisions for c in new] == [0, 0, 0, 0]
    assert [c.harm.supplies for c in new] == [0, 1, 0, 0]
    assert [c.harm.hp for c in new] == [16, 15, 14, 6]
    assert not new[3].harm.debilities.dazed
    assert report.fed == ("Brodwen", "Caradoc", "Lianna", "Vahid") and report.hungry == ()
    assert all(len(c.history) == 1 for c in new)
    assert params(new[0].history[-1], "harm.ate") == {"food": Food.PROVISIONS, "uses": 1}


def test_st21_party_mess_kit_lets_one_use_feed_four() -> None:
    new, report = party_make_camp(party(mess_kit=True), [HP, HP, HP, HP])
    assert report.uses_needed == 1 and report.payments == (("Brodwen", "provisions", 1),)
    assert new[1].harm.supplies == 2


def test_st21_party_short_of_food_refuses_or_marks_who_did_not_eat() -> None:
    with pytest.raises(RuleError, match="needs 4 uses of food and has 3"):
        party_make_camp(party(), [HP, HP, HP, HP])
    new, report = party_make_camp(party(), [HP, HP, HP, HP], short="mark")
    assert report.fed == ("Brodwen", "Caradoc", "Lianna") and report.hungry == ("Vahid",)
    assert new[3].harm.hp == 6 and kinds(new[3].history[-1])[0] == "harm.camped_in_vain"


def test_st21_party_lines_up_slept_and_bedrolls() -> None:
    members = party(mess_kit=True)
    members[1] = person("Caradoc", 7, supplies=2, bedroll=True)
    new, _ = party_make_camp(members, [HP, HP, HP, HP], slept=[True, True, False, True], bedroll_rolls=[None, 1, None, None])
    assert new[1].harm.hp == 16 and new[2].harm.hp == 10
    with pytest.raises(RuleError, match="each camper needs a choice"):
        party_make_camp(members, [HP])
