"""GM-2 end of session and GM-3 downtime: previewable change lines and one history entry each."""

from __future__ import annotations

import pytest

from talekeeper.core.model import (
    Campaign,
    Character,
    CharacterKind,
    Debilities,
    Dogs,
    Harm,
    HarmStatus,
    HeroQuest,
    HistoryKind,
    Improvement,
    NextConflictEffect,
    NextConflictKind,
    State,
    StateLevel,
    StateScale,
    Wound,
)
from talekeeper.core.rules.stonetop import RuleError, downtime, end_of_session
from tests.events import params

HQ = StateScale.HEROQUEST
HW = StateScale.HEROWARS


def hero(*states: State, **harm: object) -> Character:
    values: dict[str, object] = {"hp": 5, "max_hp": 12, **harm}
    return Character(name="Orlanth", heroquest=HeroQuest(states=states), harm=Harm(**values))


def state(level: StateLevel, scale: StateScale = HQ, **extra: object) -> State:
    return State(level=level, scale=scale, **extra)


# GM-2 ----------------------------------------------------------------------------------------


def test_gm2_hurts_clear_injured_counts_episodes_hero_points_and_used_fallout() -> None:
    injured = state(StateLevel.INJURED, HW, episodes_rested=1)
    impaired = state(StateLevel.IMPAIRED)
    used = NextConflictEffect(kind=NextConflictKind.LEAVE_SCENE, text="storms off", used=True)
    fresh = NextConflictEffect(kind=NextConflictKind.LEAVE_SCENE, text="sulks")
    character = Character(
        name="Orlanth",
        heroquest=HeroQuest(
            states=(state(StateLevel.HURT), state(StateLevel.HURT, HW), state(StateLevel.DAZED, HW), injured, impaired),
            hero_points=1,
            improvements=(Improvement(item="+1 Sword", permanent=False), Improvement(item="+1 Bow")),
        ),
        dogs=Dogs(next_conflict=(used, fresh)),
    )
    after, lines = end_of_session(character, hero_points=2)
    levels = [(s.level, s.episodes_rested) for s in after.heroquest.states]
    assert levels == [(StateLevel.INJURED, 2), (StateLevel.IMPAIRED, 0)]
    assert after.heroquest.hero_points == 3
    assert [i.item for i in after.heroquest.improvements] == ["+1 Bow"]
    assert after.dogs.next_conflict == (fresh,)
    entry = after.history[-1]
    assert entry.kind is HistoryKind.SESSION and list(entry.events[1:]) == lines
    assert params(entry, "session.next_conflict_cleared") == {"text": "storms off"}
    healed, _ = end_of_session(after)
    healed, _ = end_of_session(healed)
    assert [s.level for s in healed.heroquest.states] == [StateLevel.IMPAIRED]  # third episode heals it


def test_gm2_nothing_to_do_no_history() -> None:
    character = hero(state(StateLevel.IMPAIRED))
    assert end_of_session(character) == (character, [])
    with pytest.raises(RuleError):
        end_of_session(character, hero_points=-1)


# GM-3 ----------------------------------------------------------------------------------------


def test_gm3_three_days_in_safety_is_a_convalesce() -> None:
    character = hero(debilities=Debilities(weakened=True), wounds=(Wound(description="gash"),))
    after, lines = downtime(character, 3, campaign=Campaign())
    assert after.harm.hp == 12 and after.harm.debilities.marked() == ()
    assert len(after.harm.wounds) == 1
    assert after.history[-1].kind is HistoryKind.DOWNTIME and list(after.history[-1].events[1:]) == lines
    assert len(after.history) == 1


def test_gm3_two_days_do_not_convalesce() -> None:
    character = hero(debilities=Debilities(weakened=True))
    after, lines = downtime(character, 2)
    assert after is character and lines == []


def test_gm3_21_days_under_a_healer_heal_wounds_that_can_heal() -> None:
    wounds = (Wound(description="gash"), Wound(description="lost eye", permanent=True))
    after, _ = downtime(hero(wounds=wounds), 21, healer=True)
    assert [w.description for w in after.harm.wounds] == ["lost eye"]


def test_gm3_hq25_hurts_a_day_each_impaired_a_week_each_injured_after_30() -> None:
    states = (
        state(StateLevel.HURT),
        state(StateLevel.HURT),
        state(StateLevel.HURT),
        state(StateLevel.IMPAIRED),
        state(StateLevel.IMPAIRED),
        state(StateLevel.INJURED),
        state(StateLevel.DYING),
    )
    after, _ = downtime(hero(*states, hp=12), 2)
    assert [s.level for s in after.heroquest.states].count(StateLevel.HURT) == 1
    week, _ = downtime(hero(*states, hp=12), 7)
    assert [s.level for s in week.heroquest.states] == [StateLevel.IMPAIRED, StateLevel.INJURED, StateLevel.DYING]
    month, _ = downtime(hero(*states, hp=12), 30)
    assert [s.level for s in month.heroquest.states] == [StateLevel.DYING]  # dying never heals by itself


def test_gm3_herowars_hurts_clear_with_a_healer_dazed_with_rest() -> None:
    states = (state(StateLevel.HURT, HW), state(StateLevel.HURT, HW), state(StateLevel.DAZED, HW))
    after, _ = downtime(hero(*states, hp=12), 1, healer=True)
    assert after.heroquest.states == ()
    alone, _ = downtime(hero(*states, hp=12), 1)
    assert [s.level for s in alone.heroquest.states] == [StateLevel.HURT]


def test_gm3_npcs_rest_to_full_dead_and_dying_get_nothing() -> None:
    npc = Character(name="Hagr", kind=CharacterKind.MONSTER, harm=Harm(hp=0, max_hp=9, status=HarmStatus.OUT_OF_ACTION))
    after, _ = downtime(npc, 3)
    assert (after.harm.hp, after.harm.status) == (9, HarmStatus.FINE)
    dead = hero(hp=0, status=HarmStatus.DEAD)
    assert downtime(dead, 30) == (dead, [])
    door = hero(hp=0, status=HarmStatus.DEATHS_DOOR)
    same, lines = downtime(door, 5)
    assert same is door and [e.kind for e in lines] == ["session.rest_blocked"]
    with pytest.raises(RuleError, match="one whole day"):
        downtime(hero(), 0)
