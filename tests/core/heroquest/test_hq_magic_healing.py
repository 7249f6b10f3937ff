"""HQ-27 magic tables and helpers, and HQ-22..HQ-25 healing."""

from __future__ import annotations

import pytest

from talekeeper.core.model import Ability, AbilityKind, Character, HeroQuest, MysticAspect, State, StateLevel, StateScale
from talekeeper.core.rules.heroquest import (
    Level,
    Rating,
    effective_rating,
    emotion_spirit_bonus,
    fetish_capture,
    fetish_uses,
    first_aid_penalty,
    major_healing_resistance,
    major_healing_result,
    mystic_balance,
    natural_healing,
    rescue_resistance,
    rescue_result,
    skill_spirit_rating,
    strike_loss,
)

# The rules reference, HQ-27 strike loss
STRIKE = {
    "marginal_defeat": -1, "minor_defeat": -2, "major_defeat": -4, "complete_defeat": -8,
    "tie": 0, "marginal_victory": 0, "complete_victory": 0,
}


@pytest.mark.parametrize(("level", "loss"), list(STRIKE.items()))
def test_hq27_every_strike_loss(level: str, loss: int) -> None:
    assert strike_loss(Level(level)) == loss


# The rules reference, HQ-27 fetish: marginal 1 use, minor once a day, major 3 a day, complete integrated
FETISH = {
    "marginal_victory": (1, 0, False), "minor_victory": (1, 1, False), "major_victory": (3, 3, False),
    "complete_victory": (0, 0, True),
}


@pytest.mark.parametrize(("level", "expected"), list(FETISH.items()))
def test_hq27_every_fetish_capture(level: str, expected: tuple[int, int, bool]) -> None:
    capture = fetish_capture(Level(level))
    assert capture is not None
    assert (capture.uses_left, capture.uses_per_day, capture.integrated) == expected


def test_hq27_no_capture_without_a_victory_and_non_captor_uses() -> None:
    assert fetish_capture(Level.TIE) is None
    assert fetish_capture(Level.MINOR_DEFEAT) is None
    capture = fetish_capture(Level.MAJOR_VICTORY)
    assert capture is not None
    assert fetish_uses(capture, user_is_captor=True) == 3
    assert fetish_uses(capture, user_is_captor=False) == 1


def test_hq27_mystic_balance() -> None:
    assert mystic_balance(["12", "15", "22"]).balanced
    off = mystic_balance(["12", "15", "3W"])  # 23 - 12 = 11
    assert off is not None and off.spread == 11 and not off.balanced and off.most == 10
    assert mystic_balance([]) is None
    character = Character(name="Monk", heroquest=HeroQuest(abilities=(
        Ability(name="Iron body", rating=Rating(5, 1), mystic_aspect=MysticAspect.BODY),
        Ability(name="Still mind", rating=Rating(14), mystic_aspect=MysticAspect.MIND),
        Ability(name="Pure heart", rating=Rating(20), mystic_aspect=MysticAspect.VIRTUE),
        Ability(name="Cooking", rating=Rating(2)),
    )))
    balance = mystic_balance(character)
    assert balance is not None and (balance.highest, balance.lowest, balance.balanced) == (25, 14, False)


def test_hq27_feats_and_spirits() -> None:
    affinity = Ability(name="Storm", rating=Rating(17, 1), kind=AbilityKind.AFFINITY)
    feat = Ability(name="Shout", rating=Rating(5), kind=AbilityKind.FEAT, parent_id=affinity.id)
    sheet = Character(name="Vasana", heroquest=HeroQuest(abilities=(affinity, feat)))
    assert effective_rating(sheet, feat.id).rating == Rating(17, 1)  # a feat rolls at its affinity
    initiate = Character(name="Vasana", heroquest=HeroQuest(abilities=(affinity.model_copy(update={"initiate": True}), feat)))
    assert effective_rating(initiate, feat.id).rating == Rating(12, 1)  # an initiate's: improvisation -5
    assert skill_spirit_rating("14") == Rating(14)
    assert skill_spirit_rating("14", "10") == Rating(4, 1)
    assert emotion_spirit_bonus("18W") == 3
    assert emotion_spirit_bonus("9") == 0


def hurt(scale: StateScale = StateScale.HEROQUEST) -> State:
    return State(scale=scale, level=StateLevel.HURT)


def test_hq22_first_aid_penalty() -> None:
    assert first_aid_penalty([]) == 0
    assert first_aid_penalty([hurt(), hurt()]) == -6
    assert first_aid_penalty([hurt(StateScale.HEROWARS)] * 3) == -3
    with pytest.raises(ValueError):
        first_aid_penalty([State(level=StateLevel.IMPAIRED)])


@pytest.mark.parametrize(("level", "resistance"), [("hurt", 14), ("impaired", 14), ("injured", 14), ("dying", 20)])
def test_hq23_major_healing_resistances(level: str, resistance: int) -> None:
    assert major_healing_resistance(level) == resistance


def test_hq23_major_healing_results() -> None:
    assert major_healing_result("injured", Level.MARGINAL_VICTORY) is None
    assert major_healing_result("dying", Level.MINOR_VICTORY) is StateLevel.INJURED
    assert major_healing_result("impaired", Level.TIE) is StateLevel.IMPAIRED
    with pytest.raises(ValueError):
        major_healing_resistance("dead")


# The rules reference, HQ-24: victory -> injured, complete victory -> impaired, defeat or tie -> dead
RESCUE = {
    "complete_victory": "impaired", "major_victory": "injured", "minor_victory": "injured",
    "marginal_victory": "injured", "tie": "dead", "marginal_defeat": "dead", "minor_defeat": "dead",
    "major_defeat": "dead", "complete_defeat": "dead",
}


@pytest.mark.parametrize(("level", "state"), list(RESCUE.items()))
def test_hq24_every_rescue_result(level: str, state: str) -> None:
    assert rescue_result(Level(level)) is StateLevel(state)


def test_hq24_rescue_resistance() -> None:
    assert rescue_resistance() == Rating(20)
    assert rescue_resistance(Rating(14)) == Rating(20)
    assert rescue_resistance("18") == Rating(4, 1)


def test_hq25_natural_healing() -> None:
    hurts = [hurt() for _ in range(3)]
    impaired = [State(level=StateLevel.IMPAIRED) for _ in range(2)]
    injured = State(level=StateLevel.INJURED)
    dying = State(level=StateLevel.DYING)
    everything = [*hurts, *impaired, injured, dying]
    assert natural_healing(everything, 0).healed == ()
    two_days = natural_healing(everything, 2)
    assert two_days.healed == tuple(hurts[:2])
    assert two_days.remaining == (hurts[2], *impaired, injured, dying)
    week = natural_healing(everything, 7)
    assert week.healed == (*hurts, impaired[0])  # up to 7 hurts and 1 impaired, at the same time
    fortnight = natural_healing(everything, 14)
    assert fortnight.healed == (*hurts, *impaired)
    month = natural_healing(everything, 30)
    assert month.healed == (*hurts, *impaired, injured)
    assert month.remaining == (dying,)  # dying never heals by itself
    with pytest.raises(ValueError):
        natural_healing(everything, -1)


def test_hq25_herowars_states() -> None:
    dazed = State(scale=StateScale.HEROWARS, level=StateLevel.DAZED)
    hw_hurt = hurt(StateScale.HEROWARS)
    hw_injured = State(scale=StateScale.HEROWARS, level=StateLevel.INJURED)
    result = natural_healing([dazed, hw_hurt, hw_injured], 60)
    assert result.healed == (dazed, hw_hurt)
    assert result.remaining == (hw_injured,)  # herowars injured heals by end-of-session steps (GM-2)


def test_hq24_decision_a_tie_when_rescuing_is_death() -> None:
    # The rules reference, HQ-24 Decision: the seed names victory and defeat only; a tie is not a victory.
    assert rescue_result(Level.TIE) is StateLevel.DEAD
