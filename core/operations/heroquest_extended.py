"""The extended contest (HQ-17..HQ-19) as operations: every step takes the running contest
(`table.play`, an `ExtendedContest`) and returns it changed in `Outcome.play`, which the runner
saves as the play file at once (one undo step each, so undoing a move puts the file back). The
end applies each member's consequence to their sheet in the same step that marks the contest
finished (the file stays as a record)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from talekeeper.core.deprecated import old_name
from talekeeper.core.dice import Faces
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.heroquest import AbilityKind
from talekeeper.core.model.history import Event
from talekeeper.core.operations.heroquest import (
    Augment,
    Choice,
    Side,
    ability_name,
    augmented,
    d20s,
    rating_of,
)
from talekeeper.core.outcome import Outcome, Table, changed
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest import events as ev
from talekeeper.core.rules.heroquest.apply import Consequence, apply_consequence, plan_consequence
from talekeeper.core.rules.heroquest.errors import PlayError, SheetError
from talekeeper.core.rules.heroquest.events import CONTEST_GOING, NAME_THE_OPPONENT, SHORT_OF_HERO_POINTS
from talekeeper.core.rules.heroquest.extended import (
    ExtendedContest,
    LogKind,
    Member,
    add_member,
    final_levels,
    lend,
    new_member,
    play_exchange,
    set_up,
    take_final_action,
    trade_wounds,
)

HISTORY_STEPS = 30
"""The end's history entry keeps a member's last steps of the log (an entry holds at most 200 events)."""


def contest_of(table: Table) -> ExtendedContest:
    if not isinstance(table.play, ExtendedContest):
        raise ValueError("an extended contest step needs the contest as the table's play state")  # a bug: the runner gives each step its contest
    return table.play


def _step(title: Event, contest: ExtendedContest) -> Outcome:
    return Outcome(title, play=contest)


# -- setting up ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SetUp:
    """The contest's title, or whether it is heroic (HQ-18: chosen when it starts)."""

    title: str | None = None
    heroic: bool | None = None


def setup(table: Table, ask: SetUp) -> Outcome:
    contest = set_up(contest_of(table), title=ask.title, heroic=ask.heroic)
    return _step(event(ev.SETUP_TITLE, title=contest.title or None), contest)


@dataclass(frozen=True)
class Join:
    """A member for `side`: a sheet's ability (`who`, with `sheet` the character's file name) or a
    named opponent with no sheet (`who.rating`, `name`, `strike` for a mystic strike); starting
    action points modified by `ap_modifier` (HQ-17), a standing `edge` and the edges augments asked
    for (HQ-13)."""

    side: int
    who: Side
    sheet: str = ""
    name: str = ""
    ap_modifier: int = 0
    edge: int = 0
    edge_augments: tuple[Augment, ...] = ()
    strike: bool = False


def join(table: Table, ask: Join) -> Outcome:
    contest = contest_of(table)
    effective = rating_of(table, ask.who)
    edge = ask.edge + sum(augmented(table, a).modifier for a in ask.edge_augments)
    if ask.who.character_id:
        character = table.sheet(ask.who.character_id)
        ability = character.heroquest.ability(ask.who.ability_id) if ask.who.ability_id else None
        member = new_member(ask.side, character.name, effective.rating, modifier=ask.ap_modifier, sheet=ask.sheet,
                            ability_id=ability.id if ability else None, ability=ability_name(table, ask.who),
                            bumps=effective.bumps, strike=ability is not None and ability.kind is AbilityKind.MYSTIC_STRIKE, edge=edge)
    else:
        if not ask.name.strip():
            raise PlayError(NAME_THE_OPPONENT)
        member = new_member(ask.side, ask.name.strip(), effective.rating, modifier=ask.ap_modifier, strike=ask.strike, edge=edge)
    return _step(event(ev.MEMBER_TITLE, member=member.name, side=ask.side), add_member(contest, member))


# -- exchanges and the group rules --------------------------------------------------------------------------


@dataclass(frozen=True)
class Exchange:
    """HQ-17: the acting member bids against a member of the other side; the d20s are the acting
    member's, then the other's. `narrator_changes` (acting, other) in the narrator cell."""

    actor_id: str
    other_id: str
    bid: int
    faces: Faces
    actor_hero_point: bool = False
    other_hero_point: bool = False
    narrator_changes: tuple[int, int] = (0, 0)
    sheets: Mapping[str, str] = field(default_factory=dict)
    """Members' character ids (by member id), to check the hero points spent against the sheet."""
    strike_note: str = ""
    """HQ-27: the special effect on a member this exchange strikes down with a mystic strike."""


def _hero_points(table: Table, contest: ExtendedContest, member_id: str, sheets: Mapping[str, str]) -> None:
    """HQ-8: a member with a sheet spends hero points the sheet has (taken when the contest ends)."""
    member = contest.member(member_id)
    character_id = sheets.get(member_id)
    if character_id is None:
        return
    have = table.sheet(character_id).heroquest.hero_points
    if member.hero_points + 1 > have:
        raise SheetError(SHORT_OF_HERO_POINTS, name=member.name, have=have, need=member.hero_points + 1)


def exchange(table: Table, ask: Exchange) -> Outcome:
    contest = contest_of(table)
    for member_id, spends in ((ask.actor_id, ask.actor_hero_point), (ask.other_id, ask.other_hero_point)):
        if spends:
            _hero_points(table, contest, member_id, ask.sheets)
    rolls = d20s(ask.faces, 2)
    after, _ = play_exchange(contest, ask.actor_id, ask.other_id, rolls[0], rolls[1], ask.bid, actor_hero_point=ask.actor_hero_point,
                             other_hero_point=ask.other_hero_point, narrator_changes=ask.narrator_changes,
                             strike_note=ask.strike_note)
    title = event(ev.EXCHANGE_TITLE, actor=contest.member(ask.actor_id).name, other=contest.member(ask.other_id).name)
    return _step(title, after)


@dataclass(frozen=True)
class Wounds:
    """HQ-17: take wounds for the points just lost; the d20 is the ability test's."""

    member_id: str
    wounds: int
    faces: Faces


def wounds(table: Table, ask: Wounds) -> Outcome:
    contest = contest_of(table)
    after = trade_wounds(contest, ask.member_id, ask.wounds, d20s(ask.faces, 1)[0])
    return _step(event(ev.WOUNDS_TITLE, who=contest.member(ask.member_id).name), after)


@dataclass(frozen=True)
class Lend:
    """HQ-19: the lender's d20, then the resistance's (the points lent)."""

    lender_id: str
    target_id: str
    points: int
    faces: Faces


def lending(table: Table, ask: Lend) -> Outcome:
    contest = contest_of(table)
    rolls = d20s(ask.faces, 2)
    after = lend(contest, ask.lender_id, ask.target_id, ask.points, rolls[0], rolls[1])
    title = event(ev.LEND_TITLE, lender=contest.member(ask.lender_id).name, target=contest.member(ask.target_id).name)
    return _step(title, after)


@dataclass(frozen=True)
class TryFinalAction:
    """HQ-19: a member at 0 or below tests a toughness-like `rating`; the d20 is the test's (what
    the test gives is the rules' `FinalAction`)."""

    member_id: str
    rating: Rating
    faces: Faces


def try_final_action(table: Table, ask: TryFinalAction) -> Outcome:
    contest = contest_of(table)
    after, _ = take_final_action(contest, ask.member_id, ask.rating, d20s(ask.faces, 1)[0])
    return _step(event(ev.FINAL_ACTION_TITLE, who=contest.member(ask.member_id).name), after)


# -- the end (HQ-18) ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class End:
    """Apply the consequences: `sheets` names each member's character (by member id; members
    without one change no sheet); `choices` are the users' edits by member id."""

    sheets: Mapping[str, str] = field(default_factory=dict)
    choices: Mapping[str, Choice] = field(default_factory=dict)


def end_plans(table: Table, ask: End) -> dict[str, Consequence]:
    """Each member with a sheet: the consequence of their own level (HQ-18, HQ-20), with the hero
    points they spent, the wounds they took (HQ-17) and a strike's loss (HQ-27), and the users'
    choices; by member id."""
    contest = contest_of(table)
    levels = final_levels(contest)
    if not levels:
        raise PlayError(CONTEST_GOING)
    found: dict[str, Consequence] = {}
    for member in contest.members:
        character_id = ask.sheets.get(member.id)
        if character_id is None:
            continue
        character = table.sheet(character_id)
        plan = plan_consequence(character, levels[member.id], scale=contest.scale, ability_id=member.ability_id,
                                hero_points=member.hero_points, source=contest.title)
        plan = plan.edited(wounds=member.wounds, ability_points=member.ability_points if member.ability_id else 0)
        found[member.id] = ask.choices.get(member.id, Choice()).applied(plan)
    return found


def _steps_of(contest: ExtendedContest, member: Member) -> list[Event]:
    """The log's events that name `member` (the last `HISTORY_STEPS`)."""
    named = [e for e in log_events(contest) if member.name in {str(v) for v in e.params.values()}]
    return named[-HISTORY_STEPS:]


def end(table: Table, ask: End) -> Outcome:
    contest = contest_of(table)
    plans = end_plans(table, ask)
    after: list[Character] = []
    for member in contest.members:
        plan = plans.get(member.id)
        if plan is None:
            continue
        head = event(ev.EXTENDED, title=contest.title or None, level=plan.level, points=member.points, start=member.start)
        after.append(apply_consequence(table.sheet(ask.sheets[member.id]), plan, head=[head, *_steps_of(contest, member)]))
    finished = evolve(contest, finished=True)
    return Outcome(event(ev.EXTENDED_TITLE, title=contest.title or None), changed(table, after), play=finished)


def log_events(contest: ExtendedContest) -> tuple[Event, ...]:
    """The contest's log as events, one per step, naming the members (the window's log and the
    history written at the end word them)."""
    names = {m.id: m.name for m in contest.members}
    found: list[Event] = []
    for entry in contest.log:
        actor, other = names.get(entry.actor_id, ""), names.get(entry.other_id or "", "")
        if entry.kind is LogKind.EXCHANGE and entry.actor_result and entry.other_result:
            found.append(event(ev.EXCHANGE, actor=actor, other=other, bid=entry.bid, actor_roll=entry.rolls[0],
                               other_roll=entry.rolls[1], actor_result=entry.actor_result, other_result=entry.other_result,
                               actor_change=entry.actor_change, other_change=entry.other_change,
                               narrator=entry.narrator or None, parting_shot=entry.parting_shot or None))
            if entry.struck_down:
                struck, by = (other, actor) if entry.struck_down == entry.other_id else (actor, other)
                found.append(event(ev.STRUCK_DOWN, who=struck, by=by, note=entry.note or None))
        elif entry.kind is LogKind.LEND:
            found.append(event(ev.LENT, lender=actor, target=other, points=entry.bid, lender_roll=entry.rolls[0],
                               resistance_roll=entry.rolls[1], level=entry.level, lender_change=entry.actor_change,
                               target_change=entry.other_change))
        elif entry.kind is LogKind.WOUNDS and entry.level is not None:
            found.append(event(ev.WOUNDS_TRADED, who=actor, wounds=entry.wounds, roll=entry.rolls[0], level=entry.level,
                               back=entry.actor_change))
        elif entry.kind is LogKind.FINAL_ACTION and entry.level is not None:
            found.append(event(ev.FINAL_ACTION, who=actor, roll=entry.rolls[0], acts=bool(entry.acts), level=entry.level))
    return tuple(found)


if not TYPE_CHECKING:  # at run time only, so mypy still refuses a misspelt name read from this module

    def __getattr__(name: str) -> object:
        """`FinalAction` and `final_action`, the old names of `TryFinalAction` and
        `try_final_action` (the rules' `FinalAction` is what the test gives), still read with a
        DeprecationWarning."""
        return old_name(__name__, name)
