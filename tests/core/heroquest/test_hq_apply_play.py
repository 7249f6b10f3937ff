"""HQ-22..HQ-24 healing on a sheet, HQ-26 improvements bought, and the saved extended contest
(HQ-17..HQ-19) stepped and stored as CONTEST_FORMAT."""

from __future__ import annotations

from pathlib import Path

import pytest

from talekeeper.core.model import Ability, AbilityKind, Character, HeroQuest, State, StateLevel, StateScale
from talekeeper.core.rules.heroquest import Level, Rating
from talekeeper.core.rules.heroquest.extended import (
    ExtendedContest,
    PlayError,
    defeat_level,
    final_levels,
    last_loss,
    lend,
    new_member,
    play_exchange,
    take_final_action,
    trade_wounds,
)
from talekeeper.core.rules.heroquest.healing import Healing, available, first_aid, first_aid_target, major_healing, rescue
from talekeeper.core.rules.heroquest.improvement import Purchase, buy_improvement, end_improvements, make_permanent
from talekeeper.core.rules.heroquest.sheet import SheetError
from talekeeper.core.storage.files import load_model, save_model
from talekeeper.core.storage.migrations import CONTEST_FORMAT

SWORD = Ability(name="Sword", rating=Rating(17))
PROUD = Ability(name="Proud", rating=Rating(12), kind=AbilityKind.FLAW)


def patient(*states: State, hero_points: int = 0) -> Character:
    return Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD, PROUD), states=states, hero_points=hero_points))


HURT = State(level=StateLevel.HURT)
HURT2 = State(level=StateLevel.HURT)
DYING = State(level=StateLevel.DYING)
HW_DYING = State(scale=StateScale.HEROWARS, level=StateLevel.DYING)


def test_fa1_offers_only_what_applies() -> None:
    assert available(patient()) == ()
    assert available(patient(HURT)) == (Healing.FIRST_AID, Healing.MAJOR_HEALING)
    assert available(patient(DYING)) == (Healing.MAJOR_HEALING, Healing.RESCUE)


def test_hq22_first_aid_penalty_and_success_removes_the_hurts() -> None:
    assert first_aid_target("15", [HURT, HURT2]) == Rating(9)
    healed = first_aid(patient(HURT, HURT2), [HURT.id, HURT2.id], Level.MINOR_VICTORY, summary="First aid")
    assert healed.heroquest.states == () and healed.history[-1].summary == "First aid"
    failed = first_aid(patient(HURT), [HURT.id], Level.MINOR_DEFEAT, summary="First aid")
    assert failed.heroquest.states == (HURT,) and failed.history[-1].summary == "First aid"


def test_hq23_major_healing_turns_dying_into_injured() -> None:
    healed = major_healing(patient(DYING), DYING.id, Level.MARGINAL_VICTORY, summary="x")
    assert [s.level for s in healed.heroquest.states] == [StateLevel.INJURED]
    assert major_healing(patient(HURT), HURT.id, Level.TIE, summary="x").heroquest.states == (HURT,)


@pytest.mark.parametrize(("state", "level", "after"), [
    (DYING, "complete_victory", StateLevel.IMPAIRED), (DYING, "marginal_victory", StateLevel.INJURED),
    (DYING, "tie", StateLevel.DEAD), (HW_DYING, "complete_victory", StateLevel.HURT),
])
def test_hq24_rescue(state: State, level: str, after: StateLevel) -> None:
    rescued = rescue(patient(state), state.id, Level(level), summary="x")
    assert [s.level for s in rescued.heroquest.states] == [after]
    with pytest.raises(SheetError):
        rescue(patient(HURT), HURT.id, Level(level), summary="x")


def test_hq26_improvements_spend_points_and_record_them() -> None:
    sheet = patient(hero_points=10)
    raised = buy_improvement(sheet, Purchase("ability", permanent=True, steps=2, ability_id=SWORD.id), summary="Improve")
    assert raised.heroquest.ability(SWORD.id).rating == Rating(19) and raised.heroquest.hero_points == 4
    assert raised.heroquest.improvements[-1].cost == 6 and raised.history[-1].summary == "Improve"
    temporary = buy_improvement(sheet, Purchase("ability", permanent=False, steps=1, ability_id=SWORD.id), summary="x")
    record = temporary.heroquest.improvements[-1]
    assert temporary.heroquest.hero_points == 9 and not record.permanent
    kept = make_permanent(temporary, record.id, summary="keep")
    assert kept.heroquest.hero_points == 8 and kept.heroquest.improvements[-1].permanent
    ended, _lines = end_improvements(temporary)
    assert ended.heroquest.ability(SWORD.id).rating == Rating(17) and ended.heroquest.improvements == ()
    learned = buy_improvement(sheet, Purchase("learn_common_ability", permanent=True,
                                              new_ability=Ability(name="Sing", rating=Rating(5))), summary="x")
    assert learned.heroquest.abilities[-1].rating == Rating(12)  # learned at 12
    removed = buy_improvement(sheet, Purchase("remove_flaw", permanent=False, ability_id=PROUD.id), summary="x")
    assert removed.heroquest.ability(PROUD.id) is None
    with pytest.raises(SheetError, match="not a flaw"):
        buy_improvement(sheet, Purchase("lower_flaw", permanent=True, ability_id=SWORD.id), summary="x")
    with pytest.raises(SheetError, match="hero points"):
        buy_improvement(patient(), Purchase("ability", permanent=True, ability_id=SWORD.id), summary="x")
    with pytest.raises(SheetError, match="no permanent"):
        buy_improvement(sheet, Purchase("lock_in_benefit", permanent=True), summary="x")


def duel(heroic: bool = False, strike: bool = False) -> ExtendedContest:
    return ExtendedContest(heroic=heroic, members=(new_member(0, "Vasana", "17", sheet="v.tale.json"),
                                                  new_member(1, "Harvar", "15", strike=strike)))


def test_hq17_exchanges_move_points_and_sides_take_turns() -> None:
    contest = duel(strike=True)
    a, b = contest.members
    contest, result = play_exchange(contest, a.id, b.id, 3, 18, 5)  # success against failure: loser loses 2x
    assert (result.actor_change, result.other_change) == (0, -40)  # HQ-27: the strike's 15 is the winner's edge
    assert contest.member(b.id).points == -25 and contest.acting_side == 1
    assert contest.member(b.id).ability_points == -2  # HQ-27: a strike user lost at minor defeat
    with pytest.raises(PlayError, match="different sides"):
        play_exchange(contest, a.id, a.id, 3, 3, 5)


def test_hq17_wound_trade_hq18_parting_shot_and_levels() -> None:
    contest = duel()
    a, b = contest.members
    contest, _ = play_exchange(contest, a.id, b.id, 1, 20, 10)  # critical against fumble: 3x taken = 30
    assert contest.member(b.id).points == -15 and contest.member(a.id).points == 47
    assert last_loss(contest, b.id) == 30
    traded = trade_wounds(contest, b.id, 2, 3)  # the test succeeds: 14 points back, two wounds
    assert traded.member(b.id).points == -1 and traded.member(b.id).wounds == 2
    assert defeat_level(traded, traded.member(b.id)) is Level.MARGINAL_DEFEAT
    assert final_levels(traded) == {a.id: Level.MARGINAL_VICTORY, b.id: Level.MARGINAL_DEFEAT}
    assert final_levels(duel()) == {}


def test_hq19_lending_and_final_action_in_a_group() -> None:
    contest = ExtendedContest(members=(new_member(0, "Vasana", "17"), new_member(0, "Orlgard", "15"),
                                       new_member(1, "Troll", "10W")))
    a, helper, troll = contest.members
    lent = lend(contest, helper.id, a.id, 5, 2, 18)  # a victory: the target gains, the lender may lose
    assert lent.member(a.id).points > a.points
    with pytest.raises(PlayError):
        lend(contest, helper.id, troll.id, 5, 2, 18)
    contest, _ = play_exchange(contest, a.id, troll.id, 20, 1, 10)  # fumble against critical: 3x taken
    assert contest.member(a.id).out
    contest, result = take_final_action(contest, a.id, "15", 20)  # a fumble worsens the level one step
    assert result.level is Level.MAJOR_DEFEAT and not result.acts
    with pytest.raises(PlayError, match="already"):
        take_final_action(contest, a.id, "15", 5)


def test_saved_contest_round_trip(tmp_path: Path) -> None:
    contest = duel(heroic=True)
    a, b = contest.members
    contest, _ = play_exchange(contest, a.id, b.id, 3, 12, 5)
    path = tmp_path / "duel.contest.json"
    save_model(contest, path, CONTEST_FORMAT)
    assert load_model(path, CONTEST_FORMAT, ExtendedContest) == contest
    assert '"format": "talekeeper.contest"' in path.read_text()
