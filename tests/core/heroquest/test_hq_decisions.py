"""Issue 13's HQ items, each proved against `resources/rules/rules.md`: HQ-18 parting shots one on one, HQ-21's one
order, HQ-22 first aid on the hurts picked, HQ-26 / GM-2 temporary improvements that end, HQ-27
initiates and mystic strikes in extended contests."""

from __future__ import annotations

from dataclasses import replace

import pytest

from talekeeper.core.dice import Faces
from talekeeper.core.events import typed
from talekeeper.core.model import Ability, AbilityKind, Character, HeroQuest, State, StateLevel, StateScale
from talekeeper.core.operations.heroquest import Heal, Side
from talekeeper.core.operations.heroquest_extended import log_events
from talekeeper.core.operations.stonetop import FirstAid, first_aid
from talekeeper.core.outcome import Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import Healing, Level, Rating, effective_rating
from talekeeper.core.rules.heroquest.apply import Consequence, apply_consequence
from talekeeper.core.rules.heroquest.contestant import NoAbility, contestant_rating
from talekeeper.core.rules.heroquest.effective import PartKind
from talekeeper.core.rules.heroquest.extended import (
    ExtendedContest,
    PlayError,
    exchange_choices,
    final_levels,
    new_member,
    play_exchange,
    strike_edges,
)
from talekeeper.core.rules.heroquest.improvement import Purchase, buy_improvement, keep_cost, make_permanent, temporary_improvements
from talekeeper.core.rules.stonetop import RuleError, end_of_session
from tests.events import params

HW = StateScale.HEROWARS


# --- HQ-18 parting shot -------------------------------------------------------------------------


def ana_and_bor() -> ExtendedContest:
    return ExtendedContest(members=(new_member(0, "Ana", "15"), new_member(1, "Bor", "9")))


def test_hq18_parting_shot_one_on_one() -> None:
    contest = ana_and_bor()
    ana, bor = contest.members
    contest, _ = play_exchange(contest, ana.id, bor.id, 3, 12, 5)  # success against failure: Bor loses 2 x 5
    assert contest.member(bor.id).points == -1 and contest.beaten_side == 1
    shot, _ = play_exchange(contest, ana.id, bor.id, 3, 12, 5)  # the parting shot: its loss counts
    assert exchange_choices(contest) == ((contest.member(ana.id),), (contest.member(bor.id),))
    contest = shot
    assert contest.member(bor.id).points == -11 and contest.log[-1].parting_shot
    assert final_levels(contest)[bor.id] is Level.MINOR_DEFEAT  # -11: minor (HQ-18's table)
    assert exchange_choices(contest) == ((), ())  # once
    with pytest.raises(PlayError, match="parting shot is taken"):
        play_exchange(contest, ana.id, bor.id, 3, 12, 5)


def test_hq18_parting_shot_against_the_last_member_of_a_side() -> None:
    contest = ExtendedContest(members=(new_member(0, "Ana", "15"), new_member(1, "Bor", "9"), new_member(1, "Cal", "5")))
    ana, bor, cal = contest.members
    contest, _ = play_exchange(contest, ana.id, bor.id, 3, 12, 5)  # Bor -1, Cal still stands
    contest, _ = play_exchange(contest, cal.id, ana.id, 20, 1, 5)  # Cal fumbles against a critical: 3 x 5 taken
    assert contest.beaten_side == 1
    contest, _ = play_exchange(contest, ana.id, cal.id, 3, 12, 5)  # the last member of side B
    assert contest.member(cal.id).points == -20
    contest, _ = play_exchange(contest, ana.id, bor.id, 3, 12, 5)  # Bor's own parting shot, once
    assert contest.member(bor.id).points == -11
    assert exchange_choices(contest) == ((), ())


def test_hq18_no_exchange_once_the_consequences_are_applied() -> None:
    contest = ana_and_bor()
    ana, bor = contest.members
    contest, _ = play_exchange(contest, ana.id, bor.id, 3, 12, 5)
    done = contest.model_copy(update={"finished": True})
    assert exchange_choices(done) == ((), ())
    with pytest.raises(PlayError, match="over"):
        play_exchange(done, ana.id, bor.id, 3, 12, 5)


# --- HQ-21 one order ---------------------------------------------------------------------------


def hurt_then_injured(*abilities: Ability) -> Character:
    states = (State(scale=HW, level=StateLevel.HURT), State(scale=HW, level=StateLevel.HURT),
              State(scale=HW, level=StateLevel.INJURED))
    return Character(name="Ana", heroquest=HeroQuest(abilities=abilities, states=states))


def test_hq21_order_halving_first_on_every_path() -> None:
    six = Ability(name="Six", rating=Rating(6))
    sheet = hurt_then_injured(six)
    on_sheet = effective_rating(sheet, six.id)
    lacking = contestant_rating(sheet, None, no_ability=NoAbility.COMMON)
    # 6 halved to 3, then two herowars hurts at -1: 1 (hurt first would give (6 - 2) // 2 = 2)
    assert on_sheet.rating == lacking.rating == Rating(1)
    assert [p.modifier for p in lacking.parts] == [p.modifier for p in on_sheet.parts] == [-3, -1, -1]
    augmented = contestant_rating(sheet, None, augment=4, modifiers=(("situation", -1),))
    assert augmented.rating == Rating(4)  # 3 - 2 + 4 - 1: the augment comes after the halving
    assert effective_rating(sheet, six.id, augment=4, modifiers=(("situation", -1),)).rating == augmented.rating


# --- HQ-22 first aid on the hurts picked ---------------------------------------------------------


def test_hq22_first_aid_treats_only_the_hurts_picked() -> None:
    """FA-1's first aid, made with HeroQuest Healing's input (issue 21: one way to heal)."""
    one, two = State(level=StateLevel.HURT), State(level=StateLevel.HURT)
    patient = Character(name="Bor", heroquest=HeroQuest(states=(one, two)))
    table = Table.of([patient])
    heal = Heal(patient.id, Healing.FIRST_AID, (one.id,), Side(rating=Rating(15)), Faces((12,)))  # 15 - 3 = 12: success
    healed = first_aid(table, FirstAid(patient.id, (heal,))).sheet(patient.id)
    assert typed(healed.history[-1].events[0])["level"].is_victory and healed.heroquest.states == (two,)
    assert params(healed.history[-1], "hq.roll")["target"] == "12" and healed.history[-1].dice == "d20: 12"
    with pytest.raises(Refusal, match="pick the hurts") as refused:
        first_aid(table, FirstAid(patient.id, (replace(heal, state_ids=()),)))
    assert refused.value.code == "hq.pick_hurts"


# --- HQ-26 / GM-2 temporary improvements ---------------------------------------------------------

SWORD = Ability(name="Sword", rating=Rating(17, 1))
PROUD = Ability(name="Proud", rating=Rating(12), kind=AbilityKind.FLAW)
FAITH = Ability(name="Storm Voice", rating=Rating(14), kind=AbilityKind.AFFINITY)


def buyer(points: int = 20) -> Character:
    return Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD, PROUD, FAITH), hero_points=points))


def test_hq26_temporary_improvements_end_at_the_end_of_the_next_session() -> None:
    sheet = buy_improvement(buyer(), Purchase("ability", permanent=False, steps=2, ability_id=SWORD.id), summary="x")
    assert sheet.heroquest.ability(SWORD.id).rating == Rating(19, 1)  # 19W
    ride = Ability(name="Ride", rating=Rating(5))
    sheet = buy_improvement(sheet, Purchase("learn_common_ability", permanent=False, new_ability=ride), summary="x")
    assert sheet.heroquest.ability(ride.id).rating == Rating(12)
    sheet = buy_improvement(sheet, Purchase("remove_flaw", permanent=False, ability_id=PROUD.id), summary="x")
    assert sheet.heroquest.ability(PROUD.id) is None
    ended, lines = end_of_session(sheet, hero_points=1)
    assert ended.heroquest.ability(SWORD.id).rating == Rating(17, 1)  # back to 17W
    assert ended.heroquest.ability(ride.id) is None  # the learned ability goes
    assert ended.heroquest.ability(PROUD.id) == PROUD  # the flaw comes back
    assert ended.heroquest.improvements == () and ended.heroquest.hero_points == sheet.heroquest.hero_points + 1
    shown = [typed(e) for e in lines]
    assert {"ability": "Sword", "before": "19W", "after": "17W"} in shown and {"ability": "Ride"} in shown
    assert ended.history[-1].events[1:] == tuple(lines)


def test_hq26_paying_the_difference_keeps_it_at_the_end_of_session() -> None:
    sheet = buy_improvement(buyer(4), Purchase("ability", permanent=False, steps=2, ability_id=SWORD.id), summary="x")
    (record,) = temporary_improvements(sheet)
    with pytest.raises(RuleError, match="has 1 hero points, not the 3 needed"):
        end_of_session(sheet, keep=[record.id])  # short: refused
    kept, lines = end_of_session(sheet, hero_points=2, keep=[record.id])  # the points awarded now may pay
    assert keep_cost(record) == 3 and sheet.heroquest.hero_points == 1  # permanent 6 less temporary 3
    assert {"item": "ability", "cost": 3} in [typed(e) for e in lines if e.kind == "hq.improvement_kept"]
    assert kept.heroquest.ability(SWORD.id).rating == Rating(19, 1) and kept.heroquest.hero_points == 0
    assert kept.heroquest.improvements[0].permanent and kept.heroquest.improvements[0].cost == 6
    assert end_of_session(kept)[0].heroquest.ability(SWORD.id).rating == Rating(19, 1)  # permanent now


def test_hq26_keeping_costs_the_difference_for_every_step_bought() -> None:
    sheet = buy_improvement(buyer(), Purchase("affinity", permanent=False, steps=2, ability_id=FAITH.id), summary="x")
    (record,) = temporary_improvements(sheet)
    kept = make_permanent(sheet, record.id, summary="keep")
    assert kept.heroquest.hero_points == sheet.heroquest.hero_points - 6  # 2 x (6 - 3)
    assert record.amount == 2 and keep_cost(record) == 6


# --- HQ-27 initiates ------------------------------------------------------------------------------


def test_hq27_initiate_affinity_and_its_feats_carry_the_improvisation_modifier() -> None:
    affinity = Ability(name="Storm Voice", rating=Rating(17), kind=AbilityKind.AFFINITY, initiate=True)
    feat = Ability(name="Shout", rating=Rating(1), kind=AbilityKind.FEAT, parent_id=affinity.id)
    sheet = Character(name="Orlanth's Initiate", heroquest=HeroQuest(abilities=(affinity, feat)))
    for ability in (affinity, feat):
        effective = effective_rating(sheet, ability.id)
        assert effective.rating == Rating(12)  # 17 - 5 (HQ-3's default)
        (part,) = effective.parts
        assert (part.kind, part.modifier, part.ability) == (PartKind.INITIATE, -5, affinity)
    contested = contestant_rating(sheet, feat.id, modifiers=(("situation", 2),))
    assert contested.rating == Rating(14)
    with pytest.raises(ValueError, match="only an affinity"):
        Ability(name="Sword", rating=Rating(12), initiate=True)


# --- HQ-27 strikes in extended contests ------------------------------------------------------------


def strike_duel() -> ExtendedContest:
    return ExtendedContest(members=(new_member(0, "Mystic", "10", strike=True), new_member(1, "Bor", "15")))


def test_hq27_strike_rating_is_an_edge_for_the_exchange_winner() -> None:
    contest = strike_duel()
    mystic, bor = contest.members
    won, result = play_exchange(contest, mystic.id, bor.id, 3, 18, 5)  # success against failure: 2 x (5 + 10)
    assert result.other_change == -30 and won.member(bor.id).points == -15
    lost, result = play_exchange(contest, mystic.id, bor.id, 18, 3, 5)  # the winner is Bor: the edge is his
    assert result.actor_change == -30 and lost.member(mystic.id).ability_points == -2  # minor defeat
    assert lost.member(mystic.id).rating == Rating(8)  # the loss weakens the strike at once
    _again, result = play_exchange(lost, bor.id, mystic.id, 3, 18, 5)  # Bor wins again: 2 x (5 + 8)
    assert result.other_change == -26
    both, result = play_exchange(contest, mystic.id, bor.id, 18, 19, 5)  # failure against failure: nobody wins
    assert (result.actor_change, result.other_change) == (-5, -5)
    assert both.member(mystic.id).ability_points == -1  # both lost it: marginal defeat


def test_hq27_strike_loss_when_the_strike_user_is_the_other_side_of_a_both_lose_cell() -> None:
    contest = ExtendedContest(members=(new_member(0, "Bor", "15"), new_member(1, "Mystic", "10", strike=True)))
    bor, mystic = contest.members
    contest, _ = play_exchange(contest, bor.id, mystic.id, 20, 20, 5)  # fumble against fumble: both complete defeat
    assert contest.member(mystic.id).ability_points == -8


def test_hq27_strike_loss_goes_on_the_ability_with_history_and_stops_at_1() -> None:
    strike = Ability(name="Tiger Strike", rating=Rating(5), kind=AbilityKind.MYSTIC_STRIKE)
    sheet = Character(name="Mystic", heroquest=HeroQuest(abilities=(strike,)))
    plan = Consequence(level=Level.MAJOR_DEFEAT, ability_id=strike.id, ability_points=-8)
    after = apply_consequence(sheet, plan, summary="Extended contest")
    assert after.heroquest.ability(strike.id).rating == Rating(1)
    assert params(after.history[-1], "hq.ability_points") == {"ability": "Tiger Strike", "points": -8, "rating": "1"}


def test_hq27_when_both_strike_only_the_winners_own_strike_is_its_edge() -> None:
    contest = ExtendedContest(members=(new_member(0, "Mystic", "10", strike=True), new_member(1, "Sister", "15", strike=True)))
    mystic, sister = contest.members
    _, result = play_exchange(contest, mystic.id, sister.id, 3, 18, 5)  # the mystic wins: 2 x (5 + 10), not + 25
    assert result.other_change == -30
    _, result = play_exchange(contest, mystic.id, sister.id, 18, 3, 5)  # the sister wins: 2 x (5 + 15)
    assert result.actor_change == -40
    assert strike_edges(mystic, sister) == (10, 15)
    assert strike_edges(mystic, new_member(1, "Bor", "15")) == (10, 10)  # one strike: whoever wins


def test_hq27_a_member_struck_down_by_a_mystic_strike_is_marked_with_the_note() -> None:
    contest = strike_duel()
    mystic, bor = contest.members
    won, _ = play_exchange(contest, mystic.id, bor.id, 3, 18, 5, strike_note="his shield arm goes numb")
    entry = won.log[-1]
    assert entry.struck_down == bor.id and entry.note == "his shield arm goes numb"
    marked = [e for e in log_events(won) if e.kind == "hq.struck_down"]
    assert [(e.params["who"], e.params["by"], e.params.get("note")) for e in marked] == [("Bor", "Mystic", "his shield arm goes numb")]
    # Won without a strike: Bor wins against the mystic and brings him to 0; no mark, no note.
    low = ExtendedContest(members=(new_member(0, "Mystic", "10", strike=True, modifier=-7), new_member(1, "Bor", "15")))
    weak, other = low.members
    lost, _ = play_exchange(low, weak.id, other.id, 18, 3, 5, strike_note="ignored")
    assert lost.member(weak.id).points <= 0 and lost.log[-1].struck_down is None and lost.log[-1].note == ""
    # A member already out is not struck down again (the parting shot).
    again, _ = play_exchange(won.model_copy(update={"acting_side": 0}), mystic.id, bor.id, 3, 18, 1)
    assert again.log[-1].struck_down is None
