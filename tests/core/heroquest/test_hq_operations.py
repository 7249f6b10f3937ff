"""The HQ rules actions in the one shape `action(table, inputs) -> Outcome` (issue 14): contests
with their consequences on every sheet (HQ-9, HQ-13, HQ-16), the extended contest as a play state
(HQ-17..HQ-19), healing (HQ-22..HQ-24) and improvement (HQ-26, HQ-27); rules the window used to
decide (HQ-16 dice, who pays hero points, HQ-3 extra opponents) are core's."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import DiceError, Faces
from talekeeper.core.edits import EditError, benefit_bonus, change_ability_kind, change_state_scale
from talekeeper.core.model import (
    Ability,
    AbilityKind,
    Campaign,
    Character,
    HeroQuest,
    State,
    StateLevel,
    StateScale,
)
from talekeeper.core.operations import heroquest as ops
from talekeeper.core.operations import heroquest_extended as extended
from talekeeper.core.operations.heroquest import (
    Augment,
    Choice,
    Contest,
    Heal,
    Improve,
    Keep,
    Side,
)
from talekeeper.core.outcome import Table
from talekeeper.core.rules.heroquest import (
    ContestKind,
    ExtendedContest,
    Healing,
    Level,
    PartKind,
    PlayError,
    Purchase,
    Rating,
    SheetError,
    Situation,
    contestant_rating,
    dice_count,
    natural_healing,
)
from tests.events import kinds, params

SWORD = Ability(name="Sword", rating=Rating(17))
AXE = Ability(name="Axe", rating=Rating(15))


def hero(points: int = 2, *abilities: Ability) -> Character:
    return Character(name="Vasana", heroquest=HeroQuest(abilities=abilities or (SWORD,), hero_points=points))


def rival() -> Character:
    return Character(name="Harvar", heroquest=HeroQuest(abilities=(AXE,), hero_points=1))


def faces(*values: int, entered: bool = True) -> Faces:
    return Faces(values, entered=entered)


# --- contests -----------------------------------------------------------------------------------


def test_hq9_contest_against_a_character_changes_both_sheets_with_events() -> None:
    ours, theirs = hero(), rival()
    table = Table.of([ours, theirs])
    ask = Contest(ContestKind.SIMPLE, (Side(ours.id, SWORD.id),), faces(3, 17), opposition=Side(theirs.id, AXE.id), about="the ford")
    outcome = ops.contest(table, ask)
    assert params_of(outcome.title) == {"contest": ContestKind.SIMPLE, "name": "Vasana", "ability": "Sword", "against": "Harvar",
                                        "resistance": None, "level": Level.MINOR_VICTORY}
    after, beaten = outcome.sheet(ours.id), outcome.sheet(theirs.id)
    assert after is not None and beaten is not None
    assert kinds(after.history[-1])[:4] == ["hq.contest", "hq.roll", "hq.roll", "hq.cell"]
    assert params(after.history[-1], "hq.contest")["entered"] is True and after.history[-1].dice == "d20: 3, 17"
    assert params(after.history[-1], "hq.benefit_gained") == {"bonus": 3, "ability": "Sword", "reason": None}
    assert params(beaten.history[-1], "hq.state_added")["level"] is StateLevel.IMPAIRED  # HQ-20 minor defeat
    assert beaten.heroquest.states[0].source == "the ford"


def test_hq8_the_hero_point_is_the_first_heros_and_a_sheet_short_of_points_refuses() -> None:
    ours = hero(points=0)
    table = Table.of([ours])
    ask = Contest(ContestKind.SIMPLE, (Side(ours.id, SWORD.id),), faces(16, 5), opposition=Side(rating=Rating(14)), hero_point=True)
    with pytest.raises(SheetError, match="has 0 hero points, not the 1 needed") as refused:
        ops.contest(table, ask)
    assert refused.value.code == "hq.short_of_hero_points"
    rich = hero(points=1)
    paid = ops.contest(Table.of([rich]), Contest(ContestKind.SIMPLE, (Side(rich.id, SWORD.id),), faces(16, 5),
                                                 opposition=Side(rating=Rating(14)), hero_point=True))
    assert paid.sheets[0].heroquest.hero_points == 0 and params(paid.sheets[0].history[-1], "hq.hero_points") == {"before": 1, "after": 0}


def test_hq16_dice_count_and_hero_points_paid_after_the_total_are_cores() -> None:
    assert [dice_count(kind, 3) for kind in ContestKind] == [1, 2, 6]
    a, b = hero(points=1), Character(name="Orlgard", heroquest=HeroQuest(abilities=(AXE,), hero_points=2))
    table = Table.of([a, b])
    ask = Contest(ContestKind.GROUP, (Side(a.id, SWORD.id), Side(b.id, AXE.id)), faces(20, 3, 20, 3),
                  opposition=Side(rating=Rating(14)), paid={b.id: 2})
    scored = ops.score_contest(table, ask)
    assert scored.raised == 2 and scored.level is Level.MINOR_DEFEAT  # a complete defeat raised two steps
    after = ops.contest(table, ask)
    assert [c.heroquest.hero_points for c in after.sheets] == [1, 0]  # only the payer pays
    with pytest.raises(DiceError):
        ops.contest(table, Contest(ContestKind.GROUP, ask.heroes, faces(20, 3), opposition=ask.opposition))


def test_a_character_takes_part_once() -> None:
    ours = hero()
    with pytest.raises(PlayError, match="only once") as refused:
        ops.contest(Table.of([ours]), Contest(ContestKind.SIMPLE, (Side(ours.id, SWORD.id),), faces(3, 4), opposition=Side(ours.id, SWORD.id)))
    assert refused.value.code == "hq.twice_in_contest"


@pytest.mark.parametrize("level", [StateLevel.DYING, StateLevel.DEAD])
@pytest.mark.parametrize("who", ["hero", "opposition"])
def test_hq20_a_dying_or_dead_character_takes_no_part_in_a_contest(level: StateLevel, who: str) -> None:
    """HQ-20: dying or dead, no action: neither as a hero nor as a sheet opposing one, nor by an
    augment (its augmenter is rated the same way)."""
    fallen = State(level=level)
    ours, theirs = hero(), rival()
    if who == "hero":
        ours = ours.model_copy(update={"heroquest": ours.heroquest.model_copy(update={"states": (fallen,)})})
    else:
        theirs = theirs.model_copy(update={"heroquest": theirs.heroquest.model_copy(update={"states": (fallen,)})})
    ask = Contest(ContestKind.SIMPLE, (Side(ours.id, SWORD.id),), faces(3, 17), opposition=Side(theirs.id, AXE.id))
    with pytest.raises(SheetError) as refused:
        ops.contest(Table.of([ours, theirs]), ask)
    name = ours.name if who == "hero" else theirs.name
    assert (refused.value.code, refused.value.params) == ("hq.cannot_act", {"name": name, "level": level})


def test_a_simple_contest_without_an_opposition_is_refused() -> None:
    ours = hero()
    with pytest.raises(PlayError) as refused:
        ops.contest(Table.of([ours]), Contest(ContestKind.SIMPLE, (Side(ours.id, SWORD.id),), faces(3, 4)))
    assert refused.value.code == "hq.no_opposition"


def test_hq14_the_users_choices_move_the_benefit_and_drop_the_state() -> None:
    ours = hero(2, SWORD, AXE)
    ask = Contest(ContestKind.TEST, (Side(ours.id, SWORD.id),), faces(1),
                  choices={ours.id: Choice(benefit_ability_id=AXE.id, reason="the crowd cheers")})
    after = ops.contest(Table.of([ours]), ask).sheets[0]
    assert [(b.bonus, b.ability_id, b.reason) for b in after.heroquest.benefits] == [(9, AXE.id, "the crowd cheers")]
    dropped = ops.contest(Table.of([ours]), Contest(ContestKind.TEST, (Side(ours.id, SWORD.id),), faces(20), choices={ours.id: Choice(state=False)}))
    assert dropped.sheets[0].heroquest.states == ()  # a fumble, its state left off by the users


def test_hq13_an_augment_is_rolled_by_core_and_written_with_the_contest() -> None:
    air = Ability(name="Air", rating=Rating(14))
    ours = hero(2, SWORD, air)
    augment = Augment(Side(ours.id, air.id), 2, faces(1, 15))  # critical against failure
    made = ops.augmented(Table.of([ours]), augment)
    assert made.modifier == 4 and made.level is Level.MAJOR_VICTORY
    assert ops.rating_of(Table.of([ours]), Side(ours.id, SWORD.id, augments=(augment,))).rating == Rating(1, 1)  # 17 + 4 = 21
    after = ops.contest(Table.of([ours]), Contest(ContestKind.TEST, (Side(ours.id, SWORD.id, augments=(augment,)),), faces(19)))
    assert params(after.sheets[0].history[-1], "hq.augment")["modifier"] == 4


def test_hq3_each_extra_opponent_is_minus_3_and_an_emotion_spirit_adds_a_tenth() -> None:
    rage = Ability(name="Rage", rating=Rating(5, 1), kind=AbilityKind.EMOTION_SPIRIT, spirit_power=Rating(10, 1))
    ours = hero(0, SWORD, rage)
    effective = contestant_rating(ours, SWORD.id, situation=Situation(improvised=-5, extra_opponents=2, emotion_spirit_id=rage.id, other=1))
    assert [(p.kind, p.modifier) for p in effective.parts] == [
        (PartKind.IMPROVISED, -5), (PartKind.OUTNUMBERED, -6), (PartKind.EMOTION_SPIRIT, 3), (PartKind.MODIFIER, 1)]
    assert effective.parts[1].count == 2 and effective.rating == Rating(10)
    resistance = contestant_rating(None, None, rating="14", situation=Situation(extra_opponents=1))
    assert resistance.rating == Rating(11)


# --- healing and improvement ------------------------------------------------------------------------


def test_hq22_healing_operation_with_a_healers_sheet() -> None:
    hurt = State(level=StateLevel.HURT)
    patient = Character(name="Bor", heroquest=HeroQuest(states=(hurt,)))
    healer = Character(name="Ana", heroquest=HeroQuest(abilities=(Ability(name="Heal", rating=Rating(15)),)))
    ask = Heal(patient.id, Healing.FIRST_AID, (hurt.id,), Side(healer.id, healer.heroquest.abilities[0].id), faces(12))
    outcome = ops.heal(Table.of([patient, healer]), ask)
    assert [c.name for c in outcome.sheets] == ["Bor"] and outcome.sheets[0].heroquest.states == ()
    entry = outcome.sheets[0].history[-1]
    assert kinds(entry) == ["hq.healed", "hq.healer", "hq.roll", "hq.hurts_removed"]
    assert params(entry, "hq.roll")["target"] == "12"  # 15 less the hurt's 3 (HQ-22)


def test_hq27_capturing_a_spirit_takes_its_uses_from_the_spirit_combat() -> None:
    ours = hero(4)
    spirit = Ability(name="Wind spirit", rating=Rating(13))
    bought = ops.improve(Table.of([ours]), Improve(ours.id, Purchase("capture_spirit", permanent=True, new_ability=spirit,
                                                                       captured_at=Level.MAJOR_VICTORY))).sheets[0]
    fetish = bought.heroquest.abilities[-1]
    assert (fetish.kind, fetish.uses_left, fetish.uses_per_day, fetish.captor) == (AbilityKind.FETISH, 3, 3, "Vasana")
    assert params(bought.history[-1], "hq.fetish_captured")["uses"] == 3
    whole = ops.improve(Table.of([ours]), Improve(ours.id, Purchase("capture_spirit", permanent=True, new_ability=spirit,
                                                                      captured_at=Level.COMPLETE_VICTORY))).sheets[0]
    assert whole.heroquest.abilities[-1].kind is AbilityKind.INTEGRATED_SPIRIT
    with pytest.raises(SheetError) as refused:
        ops.improve(Table.of([ours]), Improve(ours.id, Purchase("capture_spirit", permanent=True, new_ability=spirit, captured_at=Level.TIE)))
    assert refused.value.code == "hq.no_capture"


def test_hq26_improve_and_keep_operations() -> None:
    ours = hero(6)
    bought = ops.improve(Table.of([ours]), Improve(ours.id, Purchase("ability", permanent=False, steps=2, ability_id=SWORD.id)))
    after = bought.sheets[0]
    assert kinds(after.history[-1]) == ["hq.improved", "hq.hero_points", "hq.rating"]
    record = after.heroquest.improvements[-1]
    kept = ops.keep(Table.of([after]), Keep(after.id, record.id))
    assert params_of(kept.title) == {"name": "Vasana", "item": "ability", "steps": 2, "ability": "Sword"}
    assert kept.sheets[0].heroquest.improvements[-1].permanent and kept.sheets[0].heroquest.hero_points == 0


def test_hq25_natural_healing_with_a_healer_heals_every_herowars_hurt() -> None:
    hurts = [State(scale=StateScale.HEROWARS, level=StateLevel.HURT) for _ in range(3)]
    assert len(natural_healing(hurts, 1).healed) == 1
    assert len(natural_healing(hurts, 1, healer=True).healed) == 3


# --- the extended contest ------------------------------------------------------------------------------


def test_hq17_extended_steps_change_only_the_play_state_and_the_end_changes_the_sheets() -> None:
    ours, theirs = hero(), rival()
    contest = ExtendedContest()
    table = lambda play: Table.of([ours, theirs], play=play)
    for side, who, ability in ((0, ours, SWORD), (1, theirs, AXE)):
        step = extended.join(table(contest), extended.Join(side, Side(who.id, ability.id), sheet=f"{who.name}.tale.json"))
        assert step.sheets == () and step.play is not None
        contest = step.play
    a, b = contest.members
    with pytest.raises(PlayError) as refused:
        extended.end(table(contest), extended.End({a.id: ours.id, b.id: theirs.id}))
    assert refused.value.code == "hq.contest_going"
    contest = extended.exchange(table(contest), extended.Exchange(a.id, b.id, 10, faces(1, 20))).play  # 3 x 10 taken
    assert contest.beaten_side == 1 and contest.member(b.id).points == -15
    ended = extended.end(table(contest), extended.End({a.id: ours.id, b.id: theirs.id}))
    assert ended.play.finished and not ended.ended  # the file stays as a record
    winner, loser = ended.sheet(ours.id), ended.sheet(theirs.id)
    assert kinds(loser.history[-1])[:2] == ["hq.extended", "hq.exchange"]
    assert params(loser.history[-1], "hq.extended") == {"title": None, "level": Level.MINOR_DEFEAT, "points": -15, "start": 15}
    assert params(winner.history[-1], "hq.extended")["level"] is Level.MINOR_VICTORY
    with pytest.raises(PlayError, match="over"):
        extended.exchange(table(ended.play), extended.Exchange(a.id, b.id, 5, faces(3, 4)))


def test_hq8_a_hero_point_in_an_exchange_needs_it_on_the_sheet() -> None:
    ours, theirs = hero(points=0), rival()
    contest = ExtendedContest()
    for side, who, ability in ((0, ours, SWORD), (1, theirs, AXE)):
        contest = extended.join(Table.of([who], play=contest), extended.Join(side, Side(who.id, ability.id), sheet=who.name)).play
    a, b = contest.members
    with pytest.raises(SheetError, match="has 0 hero points"):
        extended.exchange(Table.of([ours, theirs], play=contest),
                          extended.Exchange(a.id, b.id, 5, faces(3, 4), actor_hero_point=True, sheets={a.id: ours.id}))


# --- rules the editor used to decide (issue 14 finding 3) -------------------------------------------------


def test_hq27_changing_an_abilitys_kind_clears_what_the_new_kind_has_not() -> None:
    affinity = Ability(name="Storm", rating=Rating(17), kind=AbilityKind.AFFINITY, initiate=True)
    assert change_ability_kind(affinity, AbilityKind.COMMON).initiate is False
    fetish = Ability(name="Charm", rating=Rating(12), kind=AbilityKind.FETISH, uses_left=2)
    assert change_ability_kind(fetish, "talent").uses_left == 0


def test_hq20_a_state_moved_to_the_other_scale_keeps_its_level_where_it_can() -> None:
    assert change_state_scale(State(level=StateLevel.IMPAIRED), StateScale.HEROWARS).level is StateLevel.HURT
    assert change_state_scale(State(level=StateLevel.INJURED), "herowars").level is StateLevel.INJURED


def test_hq14_a_benefits_bonus_keeps_the_models_limits() -> None:
    assert benefit_bonus("+3") == 3
    with pytest.raises(EditError) as refused:
        benefit_bonus("101")
    assert refused.value.code == "edit.too_large" and refused.value.params["most"] == 100
    with pytest.raises(EditError):
        benefit_bonus("three")


def params_of(found: object) -> dict:  # an event's typed parameters
    from talekeeper.core.events import typed

    return typed(found)


def test_campaign_settings_reach_the_operations() -> None:
    ours = hero()
    table = Table.of([ours], Campaign(tie_break="high"))
    ask = Contest(ContestKind.SIMPLE, (Side(ours.id, SWORD.id),), faces(5, 10), opposition=Side(rating=Rating(14)))
    assert ops.score_contest(table, ask).level is Level.MARGINAL_DEFEAT  # the higher roll wins (C-4)
