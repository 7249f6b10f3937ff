"""ST-20 Recover and tending, ST-8 problematic wounds, ST-22 Convalesce, and NPCs regaining HP."""

from __future__ import annotations

import pytest

from talekeeper.core.model import (
    Campaign,
    Character,
    CharacterKind,
    Debilities,
    Debility,
    Harm,
    HarmStatus,
    HistoryKind,
    Requirement,
    Wound,
)
from talekeeper.core.rules.stonetop import (
    RuleError,
    convalesce,
    npc_regain,
    plan_for_permanent,
    recover,
    retire,
    take_damage,
    tend_debility,
    tend_wound,
)
from tests.events import kinds, params


def caradoc(**harm: object) -> Character:
    """The seed's Caradoc: 9 HP down of 16 after the cave bears, dazed, with supplies."""
    values: dict[str, object] = {"hp": 7, "max_hp": 16, "supplies": 3, "debilities": Debilities(dazed=True), **harm}
    return Character(name="Caradoc", harm=Harm(**values))


# ST-20 ---------------------------------------------------------------------------------------


def test_st20_seed_example_prosperity_0_heals_4_clears_dazed_and_cannot_repeat() -> None:
    after = recover(caradoc(), Campaign(prosperity=0), clear=Debility.DAZED, how="whisky and flatbread")
    assert after.harm.hp == 11  # 7 + 4
    assert after.harm.supplies == 2 and not after.harm.debilities.dazed and after.harm.recover_locked
    entry = after.history[-1]
    assert entry.kind is HistoryKind.HARM and params(entry, "harm.how") == {"text": "whisky and flatbread"}
    with pytest.raises(RuleError, match="not again until they take damage"):
        recover(after, Campaign())


def test_st20_self_inflicted_damage_does_not_unlock_but_other_damage_does() -> None:
    locked = recover(caradoc(), Campaign())
    own, _ = take_damage(locked, 2, self_inflicted=True)
    with pytest.raises(RuleError):
        recover(own, Campaign())
    hit, _ = take_damage(own, 2)
    assert recover(hit, Campaign()).harm.hp == 11 - 2 - 2 + 4


@pytest.mark.parametrize(
    ("prosperity", "lacking", "healer", "gain"),
    [(0, False, 0, 4), (2, False, 0, 6), (2, True, 0, 5), (0, True, 0, 3), (-5, False, 0, 0), (1, False, 5, 10)],
)
def test_st20_four_plus_prosperity_lacking_and_healer(prosperity: int, lacking: bool, healer: int, gain: int) -> None:
    after = recover(caradoc(hp=1), Campaign(prosperity=prosperity, steading_lacking=lacking), healer_bonus=healer)
    assert after.harm.hp == 1 + gain


def test_st1_st20_hp_regained_never_above_max() -> None:
    assert recover(caradoc(hp=15), Campaign(prosperity=3)).harm.hp == 16


def test_st20_refusals() -> None:
    with pytest.raises(RuleError, match="supplies"):
        recover(caradoc(supplies=0, provisions=5), Campaign())
    with pytest.raises(RuleError, match="Death's Door"):
        recover(caradoc(hp=0, status=HarmStatus.DEATHS_DOOR), Campaign())
    with pytest.raises(RuleError, match="npc_regain"):
        recover(Character(name="Hagr", kind=CharacterKind.MONSTER, harm=Harm(hp=1, max_hp=9, supplies=1)), Campaign())
    with pytest.raises(RuleError, match="not weakened"):
        recover(caradoc(), Campaign(), clear="weakened")
    with pytest.raises(RuleError, match="negative"):
        recover(caradoc(), Campaign(), healer_bonus=-1)


def test_st5_st20_recover_helps_someone_out_of_action_back_up() -> None:
    down = caradoc(hp=0, status=HarmStatus.OUT_OF_ACTION)
    after = recover(down, Campaign())
    assert (after.harm.hp, after.harm.status) == (4, HarmStatus.FINE)


def test_st8_st20_seed_example_garrett_tourniquet_requirements() -> None:
    wound = Wound(description="leg slashed open, bleeding badly")
    garrett = Character(name="Garrett", kind=CharacterKind.FOLLOWER, harm=Harm(hp=0, max_hp=8, supplies=2, wounds=(wound,)))
    asked = tend_wound(
        garrett, wound.id, requirements=["stop the bleeding: Defy Danger +INT", "1 use of supplies"]
    )
    tended = asked.harm.wounds[0]
    assert [r.text for r in tended.requirements] == ["stop the bleeding: Defy Danger +INT", "1 use of supplies"]
    assert not tended.stabilised
    half = tend_wound(asked, wound.id, done=["stop the bleeding: Defy Danger +INT"])
    assert not half.harm.wounds[0].stabilised
    done = tend_wound(half, wound.id, done=[tended.requirements[1].id], supplies=1)
    assert done.harm.wounds[0].stabilised and done.harm.supplies == 1
    assert len(done.harm.wounds) == 1  # stabilised, not healed (ST-8)
    assert len(done.history) == 3 and all(e.kind is HistoryKind.HARM for e in done.history)
    with pytest.raises(RuleError, match="no requirement"):
        tend_wound(done, wound.id, done=["sing to it"])


def test_st20_recover_can_stabilise_a_wound_the_gm_calls_done() -> None:
    wound = Wound(description="sprained ankle")
    after = recover(caradoc(wounds=(wound,)), Campaign(), stabilise=wound.id)
    assert after.harm.wounds[0].stabilised
    needy = Wound(description="broken finger", requirements=(Requirement(text="splint"),))
    with pytest.raises(RuleError, match="splint"):
        recover(caradoc(wounds=(needy,)), Campaign(), stabilise=needy.id)


def test_st20_tend_debility_clears_when_requirements_are_met() -> None:
    pending = [Requirement(text="eat an enormous meal")]
    with pytest.raises(RuleError, match="enormous meal"):
        tend_debility(caradoc(), "dazed", requirements=pending)
    cleared = tend_debility(caradoc(), "dazed", requirements=[Requirement(text="eat an enormous meal", done=True)], supplies=1)
    assert not cleared.harm.debilities.dazed and cleared.harm.supplies == 2
    assert tend_debility(cleared, "dazed") is cleared


# ST-22 ---------------------------------------------------------------------------------------


def test_st22_convalesce_hp_to_max_and_debilities_cleared_wounds_stay() -> None:
    wound = Wound(description="cracked ribs")
    character = caradoc(debilities=Debilities(weakened=True, miserable=True), wounds=(wound,))
    after = convalesce(character, days=3)
    assert after.harm.hp == 16 and after.harm.debilities.marked() == ()
    assert after.harm.wounds == (wound,)  # regaining HP does not heal wounds (ST-8)
    assert after.history[-1].kind is HistoryKind.DOWNTIME


def test_st22_gm3_weeks_under_a_healer_heal_wounds_that_can_heal() -> None:
    sprain = Wound(description="sprained ankle")
    arm = Wound(description="right arm lost", permanent=True)
    after = convalesce(caradoc(wounds=(sprain, arm)), days=21, healer=True)
    assert after.harm.wounds == (arm,)
    assert "harm.wound_permanent" in kinds(after.history[-1])
    assert convalesce(caradoc(wounds=(sprain,)), days=21).harm.wounds == (sprain,)  # no healer
    assert convalesce(caradoc(wounds=(sprain,)), days=20, healer=True).harm.wounds == (sprain,)


def test_st22_needs_a_few_days() -> None:
    with pytest.raises(RuleError, match="3 or more"):
        convalesce(caradoc(), days=2)


def test_st22_seed_example_one_armed_archer_plan() -> None:
    arm = Wound(description="right arm lost")
    lianna = Character(name="Lianna", harm=Harm(hp=10, max_hp=14, wounds=(arm,)))
    steps = [
        "design and build a device to draw and loose one-handed",
        "learn to use it",
        "months of practice",
    ]
    planned = plan_for_permanent(lianna, arm.id, steps, "bow has the reload tag; disadvantage to Let Fly")
    wound = planned.harm.wounds[0]
    assert wound.permanent and [r.text for r in wound.requirements] == steps
    assert wound.interim_effects.startswith("bow has the reload tag")
    done = tend_wound(planned, arm.id, done=steps)
    assert done.harm.wounds[0].interim_effects == "" and done.harm.wounds[0].permanent


def test_st22_retire_makes_the_character_an_npc() -> None:
    retired = retire(caradoc())
    assert retired.kind is CharacterKind.NPC and retired.harm.debilities.marked() == ()
    with pytest.raises(RuleError):
        retire(retired)


# NPCs and monsters ---------------------------------------------------------------------------


def npc(hp: int = 1, max_hp: int = 9) -> Character:
    return Character(name="Hagr", kind=CharacterKind.MONSTER, harm=Harm(hp=hp, max_hp=max_hp))


def test_st_npc_regain_guideline() -> None:
    assert npc_regain(npc(), "minutes", 4).harm.hp == 5
    assert npc_regain(npc(), "night").harm.hp == 1 + 5  # half of 9 rounded up
    assert npc_regain(npc(), "days").harm.hp == 9
    with pytest.raises(RuleError, match="3-5"):
        npc_regain(npc(), "minutes")
    with pytest.raises(RuleError, match="Recover"):
        npc_regain(caradoc(), "days")
