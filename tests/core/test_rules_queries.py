"""The questions a window asks core instead of deciding a rule itself (issue 21, point 3): what
the GM may choose at 0 HP (ST-5), what comes after a hit (ST-6), who regains HP by the guideline,
Make Camp's choices and eating order (ST-21), HP edited by hand (ST-1), hero points at the end of
a session (GM-2), wounds a member may trade (HQ-17), the levels that capture a spirit (HQ-27),
and fallout still to do after a Dogs conflict (DV-16..DV-19)."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import Faces
from talekeeper.core.model import Character, CharacterKind, Debilities, Debility, Harm, HarmStatus, HeroQuest
from talekeeper.core.operations import stonetop as ops
from talekeeper.core.outcome import FollowUp, Table
from talekeeper.core.outcome import Outcome as Done
from talekeeper.core.rules.dogs.aftermath import fallout_left, fallout_pending, follow_up_kept
from talekeeper.core.rules.dogs.conflict import Conflict, DieSource, FalloutNote, HeldDie, Participant
from talekeeper.core.rules.dogs.tables import BlowKind
from talekeeper.core.rules.heroquest import Level
from talekeeper.core.rules.heroquest.action_points import wounds_bought
from talekeeper.core.rules.heroquest.extended import ExtendedContest, new_member, play_exchange, trade_wounds, wounds_open
from talekeeper.core.rules.heroquest.magic import capture_levels, fetish_capture
from talekeeper.core.rules.heroquest.tables import HQ17_POINTS_PER_WOUND, HQ27_FETISH_CAPTURE
from talekeeper.core.rules.stonetop import HP, Attack, RuleError, npc_regain, take_damage
from talekeeper.core.rules.stonetop.camp import camp_choices, camp_default, camp_order
from talekeeper.core.rules.stonetop.convalesce import regains_by_guideline
from talekeeper.core.rules.stonetop.damage import at_zero_choices
from talekeeper.core.rules.stonetop.gm_session import end_of_session, hero_points_after
from talekeeper.core.rules.stonetop.log import edit_number


def someone(kind: CharacterKind = CharacterKind.PLAYER_CHARACTER, hp: int = 10, max_hp: int = 10, **harm: object) -> Character:
    return Character(name="Caradoc", kind=kind, harm=Harm(hp=hp, max_hp=max_hp, **harm))


# -- ST-5, ST-6 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "choices"), [
    (CharacterKind.PLAYER_CHARACTER, ()),
    (CharacterKind.FOLLOWER, (HarmStatus.OUT_OF_ACTION, HarmStatus.DEATHS_DOOR, HarmStatus.DEAD)),
    (CharacterKind.NPC, (HarmStatus.OUT_OF_ACTION, HarmStatus.DEAD)),
    (CharacterKind.MONSTER, (HarmStatus.OUT_OF_ACTION, HarmStatus.DEAD)),
])
def test_st5_what_the_gm_may_decide_at_0_hp_by_kind(kind: CharacterKind, choices: tuple[HarmStatus, ...]) -> None:
    assert at_zero_choices(kind) == choices
    for status in choices:  # each choice is one take_damage accepts, and it is what happens
        assert take_damage(someone(kind, hp=2), 5, at_zero=status)[0].harm.status is status


def test_st5_a_player_character_has_no_choice_offered_and_is_refused_one() -> None:
    with pytest.raises(RuleError, match="ST-5"):
        take_damage(someone(hp=2), 5, at_zero=HarmStatus.DEAD)


def hit(character: Character, faces: int, *, at_zero: HarmStatus | None = None, lethal: bool = True) -> Done:
    ask = ops.TakeDamage(character.id, (Attack("d6"),), Faces((faces,)), at_zero=at_zero, lethal=lethal)
    return ops.take_damage(Table.of([character]), ask)


@pytest.mark.parametrize(("kind", "at_zero", "lethal", "rolls"), [
    (CharacterKind.PLAYER_CHARACTER, None, True, True),
    (CharacterKind.PLAYER_CHARACTER, None, False, False),  # out of action only
    (CharacterKind.FOLLOWER, HarmStatus.DEATHS_DOOR, True, True),  # the GM sends them there: the player rolls
    (CharacterKind.FOLLOWER, HarmStatus.OUT_OF_ACTION, True, False),
    (CharacterKind.NPC, HarmStatus.DEAD, True, False),
])
def test_st6_the_damage_outcome_says_deaths_door_is_rolled_next(kind: CharacterKind, at_zero: HarmStatus | None, lethal: bool, rolls: bool) -> None:
    character = someone(kind, hp=3)
    outcome = hit(character, 6, at_zero=at_zero, lethal=lethal)
    expected = (FollowUp(ops.deaths_door, character.id),) if rolls else ()
    assert outcome.follow_ups == expected


def test_st6_no_follow_up_when_already_at_deaths_door_or_still_standing() -> None:
    assert hit(someone(hp=0, status=HarmStatus.DEATHS_DOOR), 6).follow_ups == ()
    assert hit(someone(hp=10), 3).follow_ups == ()


def test_st_npc_regain_is_for_npcs_and_monsters_only() -> None:
    for kind in CharacterKind:
        expected = kind in (CharacterKind.NPC, CharacterKind.MONSTER)
        assert regains_by_guideline(someone(kind)) is expected
        if not expected:  # the query and the rule agree
            with pytest.raises(RuleError):
                npc_regain(someone(kind, hp=2), "days")


# -- ST-21 Make Camp ---------------------------------------------------------------------------------


def test_st21_the_choices_are_hp_each_marked_debility_or_nothing() -> None:
    dazed = someone(hp=4, debilities=Debilities(dazed=True, miserable=True))
    assert camp_choices(dazed) == (HP, Debility.DAZED, Debility.MISERABLE, None)
    assert camp_choices(someone()) == (HP, None)


def test_st21_the_choice_offered_first_is_hp_unless_hp_is_full() -> None:
    assert camp_default(someone(hp=4, debilities=Debilities(dazed=True))) == HP
    assert camp_default(someone(hp=10, debilities=Debilities(miserable=True))) is Debility.MISERABLE
    assert camp_default(someone(hp=10)) is None
    assert camp_default(someone(hp=0, max_hp=0)) is None


def test_st21_the_neediest_eat_first_lowest_share_of_hp_then_most_debilities() -> None:
    fine = Character(name="Fine", harm=Harm(hp=10, max_hp=10))
    half = Character(name="Half", harm=Harm(hp=5, max_hp=10))
    half_dazed = Character(name="Half and dazed", harm=Harm(hp=8, max_hp=16, debilities=Debilities(dazed=True)))
    low = Character(name="Low", harm=Harm(hp=1, max_hp=10))
    assert [c.name for c in camp_order([fine, half, half_dazed, low])] == ["Low", "Half and dazed", "Half", "Fine"]


# -- ST-1 HP edited by hand ----------------------------------------------------------------------------


def test_st1_a_hand_edit_keeps_hp_within_the_maximum() -> None:
    harm = Harm(hp=8, max_hp=10, armor=1)
    assert edit_number(harm, "max_hp", 6) == Harm(hp=6, max_hp=6, armor=1)  # the maximum pulls HP down
    assert edit_number(harm, "hp", 12) == Harm(hp=12, max_hp=12, armor=1)  # more HP than the maximum raises it
    assert edit_number(harm, "max_hp", 12) == Harm(hp=8, max_hp=12, armor=1)
    assert edit_number(harm, "hp", 3) == Harm(hp=3, max_hp=10, armor=1)
    assert edit_number(harm, "armor", 2) == Harm(hp=8, max_hp=10, armor=2)


# -- GM-2 hero points ------------------------------------------------------------------------------------


def test_gm2_hero_points_after_the_award_are_the_ones_the_session_end_gives() -> None:
    character = Character(name="Vasana", heroquest=HeroQuest(hero_points=2))
    assert hero_points_after(character, 3) == 5
    after, _ = end_of_session(character, hero_points=3)
    assert after.heroquest.hero_points == hero_points_after(character, 3)


# -- HQ-17 wounds, HQ-27 captures --------------------------------------------------------------------------


@pytest.mark.parametrize(("points", "wounds"), [(-3, 0), (0, 0), (6, 0), (7, 1), (13, 1), (14, 2), (30, 4)])
def test_hq17_wounds_bought_one_per_full_7_points(points: int, wounds: int) -> None:
    assert HQ17_POINTS_PER_WOUND == 7
    assert wounds_bought(points) == wounds


def test_hq17_wounds_open_to_a_member_after_the_last_exchange() -> None:
    contest = ExtendedContest(members=(new_member(0, "Vasana", "17"), new_member(1, "Troll", "15")))
    a, b = contest.members
    assert wounds_open(contest, a.id) == wounds_open(contest, b.id) == 0  # nothing lost yet
    contest, _ = play_exchange(contest, a.id, b.id, 1, 20, 10)  # critical against fumble: 30 taken
    assert wounds_open(contest, b.id) == 4 and wounds_open(contest, a.id) == 0
    traded = trade_wounds(contest, b.id, 2, 3)
    assert wounds_open(traded, b.id) == 0  # the trade followed the exchange: nothing more to trade


def test_hq27_the_levels_that_capture_a_spirit_best_first() -> None:
    levels = capture_levels()
    assert levels == (Level.COMPLETE_VICTORY, Level.MAJOR_VICTORY, Level.MINOR_VICTORY, Level.MARGINAL_VICTORY)
    assert set(levels) == set(HQ27_FETISH_CAPTURE)
    assert all(fetish_capture(level) is None for level in Level if level not in levels)


# -- DV-16..DV-19 fallout left after a conflict ---------------------------------------------------------


EZEKIEL, GRACE, RAISER = "e" * 32, "a" * 32, "b" * 32


def conflict(*participants: Participant, done: tuple[str, ...] = ()) -> Conflict:
    return Conflict(stakes="Find the thief", participants=participants, started_by=participants[0].id, finished=True, sheets_done=done)


def blows(count: int, size: int) -> tuple[FalloutNote, ...]:
    return (FalloutNote(count=count, size=size, raiser_id=RAISER, blow=BlowKind.PHYSICAL),)


def test_dv16_fallout_is_pending_for_a_library_character_until_written() -> None:
    hurt = Participant(name="Brother Ezekiel", side="dogs", character_id=EZEKIEL, fallout=blows(2, 6))
    unhurt = Participant(name="Sister Grace", side="dogs", character_id=GRACE)
    stranger = Participant(name="Mayor", side="town", fallout=blows(1, 4))  # no sheet: nothing to write
    assert fallout_pending(conflict(hurt, unhurt), hurt) and not fallout_pending(conflict(hurt, unhurt), unhurt)
    assert not fallout_pending(conflict(hurt, stranger), stranger)
    assert fallout_left(conflict(hurt, unhurt, stranger))
    assert not fallout_left(conflict(hurt, unhurt, stranger, done=(EZEKIEL,)))
    assert not fallout_left(conflict(unhurt, stranger))


def test_dv21_a_die_kept_for_a_follow_up() -> None:
    die = HeldDie(id=1, size=6, value=5, source=DieSource.STAT)
    keeper = Participant(name="Sister Grace", side="dogs", character_id=GRACE, gave=True, follow_up_die=die)
    other = Participant(name="Mayor", side="town")
    assert follow_up_kept(Conflict(stakes="Find the thief", participants=(keeper, other), started_by=keeper.id, next_die_id=2))
    assert not follow_up_kept(conflict(other, keeper.model_copy(update={"follow_up_die": None})))
