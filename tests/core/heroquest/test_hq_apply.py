"""Sheet changes from HQ contests: HQ-14 benefits, HQ-16 group consequences, HQ-20 states on the
campaign's scale, HQ-8 hero points, HQ-27 fetishes, feats and skill spirits, HQ-21 structured parts."""

from __future__ import annotations

from fractions import Fraction

import pytest

from talekeeper.core.model import Ability, AbilityKind, Benefit, Character, HeroQuest, HistoryKind, State, StateLevel, StateScale
from talekeeper.core.rules.heroquest import Level, Rating, ability_test, group_contest
from talekeeper.core.rules.heroquest.apply import apply_consequence, plan_consequence
from talekeeper.core.rules.heroquest.effective import PartKind, effective_rating
from talekeeper.core.rules.heroquest.odds import ability_test_odds, group_odds
from talekeeper.core.rules.heroquest.sheet import SheetError, refill_fetishes

SWORD = Ability(name="Sword", rating=Rating(17, 1))
AIR = Ability(name="Air Rune", rating=Rating(1, 2), kind=AbilityKind.AFFINITY)
LEAP = Ability(name="Leap", rating=Rating(5), kind=AbilityKind.FEAT, parent_id=AIR.id)
FETISH = Ability(name="Wind fetish", rating=Rating(12), kind=AbilityKind.FETISH, uses_left=1, uses_per_day=3)
HORSE = Ability(name="Horse spirit", rating=Rating(5), kind=AbilityKind.SKILL_SPIRIT, parent_id=SWORD.id,
                spirit_power=Rating(4))
LONE = Ability(name="Lone spirit", rating=Rating(5), kind=AbilityKind.SKILL_SPIRIT, spirit_power=Rating(13))


def vasana(**changes: object) -> Character:
    hq = HeroQuest(abilities=(SWORD, AIR, LEAP, FETISH, HORSE, LONE), hero_points=2, **changes)
    return Character(name="Vasana", heroquest=hq)


@pytest.mark.parametrize(("scale", "level", "state"), [
    ("heroquest", "marginal_defeat", StateLevel.HURT), ("heroquest", "minor_defeat", StateLevel.IMPAIRED),
    ("heroquest", "major_defeat", StateLevel.INJURED), ("heroquest", "complete_defeat", StateLevel.DYING),
    ("herowars", "marginal_defeat", StateLevel.DAZED), ("herowars", "minor_defeat", StateLevel.HURT),
    ("heroquest", "tie", None), ("heroquest", "marginal_victory", None),
])
def test_hq20_state_on_the_campaign_scale(scale: str, level: str, state: StateLevel | None) -> None:
    plan = plan_consequence(vasana(), Level(level), scale=scale, ability_id=SWORD.id, source="duel")
    assert plan.state is state
    after = apply_consequence(vasana(), plan, summary="Contest")
    if state is None:
        assert after.heroquest.states == ()
    else:
        (added,) = after.heroquest.states
        assert (added.level, added.scale, added.ability_ids, added.source) == (state, StateScale(scale), (SWORD.id,), "duel")
    assert after.history[-1].kind is HistoryKind.HEROQUEST and after.history[-1].summary == "Contest"


@pytest.mark.parametrize(("level", "bonus"), [("complete_victory", 9), ("major_victory", 6), ("minor_victory", 3),
                                              ("marginal_victory", 0)])
def test_hq14_benefit_goes_on_the_chosen_ability(level: str, bonus: int) -> None:
    plan = plan_consequence(vasana(), Level(level), ability_id=SWORD.id).edited(benefit_ability_id=AIR.id, reason="won")
    after = apply_consequence(vasana(), plan, summary="Contest")
    assert [(b.bonus, b.ability_id, b.reason) for b in after.heroquest.benefits] == ([(bonus, AIR.id, "won")] if bonus else [])


def test_hq14_a_lost_contest_ends_the_benefits_of_the_ability_used_and_its_affinity() -> None:
    benefits = (Benefit(bonus=3, ability_id=AIR.id), Benefit(bonus=6, ability_id=SWORD.id))
    sheet = vasana(benefits=benefits)
    plan = plan_consequence(sheet, Level.MINOR_DEFEAT, ability_id=LEAP.id)  # a feat rolls at its affinity
    assert plan.ends_benefits
    after = apply_consequence(sheet, plan, summary="Contest")
    assert [b.ability_id for b in after.heroquest.benefits] == [SWORD.id]


@pytest.mark.parametrize(("level", "state", "bonus"), [
    ("complete_victory", None, 9), ("minor_victory", None, 3), ("marginal_victory", StateLevel.HURT, 0),
    ("tie", StateLevel.HURT, 0), ("marginal_defeat", StateLevel.HURT, 0), ("minor_defeat", StateLevel.IMPAIRED, 0),
    ("major_defeat", StateLevel.INJURED, 0), ("complete_defeat", StateLevel.DYING, 0),
])
def test_hq16_group_consequences_come_from_the_group_table(level: str, state: StateLevel | None, bonus: int) -> None:
    plan = plan_consequence(vasana(), Level(level), ability_id=SWORD.id, group=True)
    assert (plan.state, plan.benefit) == (state, bonus)


def test_hq8_hero_points_spent_and_refused_when_short() -> None:
    plan = plan_consequence(vasana(), Level.MINOR_VICTORY, ability_id=SWORD.id, hero_points=1)
    assert apply_consequence(vasana(), plan, summary="x").heroquest.hero_points == 1
    with pytest.raises(SheetError, match="2 hero points"):
        apply_consequence(vasana(), plan.edited(hero_points=3), summary="x")


def test_hq27_fetish_uses_go_down_and_refill() -> None:
    plan = plan_consequence(vasana(), Level.TIE, ability_id=FETISH.id)
    assert plan.uses_fetish
    used = apply_consequence(vasana(), plan, summary="x")
    assert used.heroquest.ability(FETISH.id).uses_left == 0
    with pytest.raises(SheetError, match="no uses left"):
        apply_consequence(used, plan, summary="x")
    refilled, which = refill_fetishes(used)
    assert refilled.heroquest.ability(FETISH.id).uses_left == 3 and [a.id for a in which] == [FETISH.id]


def test_hq27_feat_rolls_at_its_affinity_and_spirits_add_their_power() -> None:
    feat = effective_rating(vasana(), LEAP.id)
    assert feat.rating == Rating(1, 2) and feat.rolled_with == AIR
    spirit = effective_rating(vasana(), HORSE.id)
    assert spirit.base == SWORD.rating and spirit.rating == Rating(1, 2)  # 37 + 4 = 41
    assert spirit.parts[0].kind is PartKind.SKILL_SPIRIT and spirit.parts[0].ability == SWORD
    assert effective_rating(vasana(), LONE.id).rating == Rating(13)  # the power is the target


def test_hq21_parts_carry_the_state_and_benefit_objects() -> None:
    hurt = State(level=StateLevel.HURT, ability_ids=(SWORD.id,), source="duel")
    benefit = Benefit(bonus=3, ability_id=SWORD.id, reason="blessed")
    parts = effective_rating(vasana(states=(hurt,), benefits=(benefit,)), SWORD.id, modifiers=[("Improvised", -5)]).parts
    assert [(p.kind, p.modifier) for p in parts] == [(PartKind.STATE, -3), (PartKind.BENEFIT, 3), (PartKind.MODIFIER, -5)]
    assert parts[0].state == hurt and parts[1].benefit == benefit and parts[2].text == "Improvised"


def test_hq10_ability_test_odds_match_the_rolls() -> None:
    odds = ability_test_odds("17W")
    assert sum(odds.values()) == 1
    for level, chance in odds.items():
        assert chance == Fraction(sum(ability_test("17W", roll) is level for roll in range(1, 21)), 20)


def test_hq16_group_odds_match_brute_force_for_one_hero() -> None:
    counts = {level: 0 for level in Level}
    for roll in range(1, 21):
        for other in range(1, 21):
            counts[group_contest([("13W", roll)], "12", [other], tie_break="high").level] += 1
    assert group_odds(["13W"], "12", tie_break="high") == {level: Fraction(n, 400) for level, n in counts.items()}


def test_hq16_group_odds_match_brute_force_for_two_heroes() -> None:
    counts = {level: 0 for level in Level}
    for a in range(1, 21):
        for b in range(1, 21):
            for oa in range(1, 21):
                for ob in range(1, 21):
                    counts[group_contest([("13", a), ("8", b)], "12", [oa, ob]).level] += 1
    assert group_odds(["13", "8"], "12") == {level: Fraction(n, 160000) for level, n in counts.items()}
