"""A running extended contest (HQ-17..HQ-19) as a saved value: sides, members with action points,
the log of exchanges, and the pure steps that move it on. Saved as `*.contest.json`
(`CONTEST_FORMAT`) so it can be closed and resumed later; sheets change only when it ends.

**Decision** (HQ-17): sides take turns as the acting side, starting with side 0 (the side that
started the contest). **Decision** (HQ-18, group): when a side is beaten, every member at 0 or
below has its own defeat level; the other members of the winning side have the victory level
that mirrors the mildest defeat on the beaten side.

**Decision** (HQ-18 parting shot): one more exchange may be made against each member at 0 or
below, once per member, also when that member's whole side is beaten (one on one, or the last
member of a side), until the consequences are applied; once a side is beaten any standing member
of the other side may make it, whatever the turn. It is an exchange like any other: both sides'
changes count, so a target who wins it may climb back above 0 and is in the contest again (as a
member whose points come back, HQ-19).
"""

from __future__ import annotations

from enum import Enum

from pydantic import Field

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.common import Id, Model, Name, ShortText, TargetField, evolve, id_field
from talekeeper.core.model.enums import StateScale
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.action_points import (
    ACTOR,
    Exchange,
    FinalAction,
    ap_defeat_level,
    exchange,
    final_action_test,
    lend_result,
    lending_resistance,
    starting_action_points,
    winner_edge,
    wound_trade,
    wounds_bought,
)
from talekeeper.core.rules.heroquest.contest import ability_test, cell_level, simple_contest
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import (
    CONTEST_OVER,
    FINAL_ACTION_DONE,
    FINAL_ACTION_GROUP,
    HEROIC_STARTED,
    LEND_NOTHING,
    LEND_OWN_SIDE,
    MEMBER_OUT,
    MEMBER_STANDING,
    MEMBER_TWICE,
    NO_SUCH_MEMBER,
    PARTING_SHOT_TAKEN,
    SAME_SIDE,
)
from talekeeper.core.rules.heroquest.magic import strike_loss
from talekeeper.core.rules.heroquest.results import Level, Result
from talekeeper.core.rules.heroquest.tables import CellRule
from talekeeper.core.storage.migrations import CONTEST_FORMAT
from talekeeper.core.storage.play import CONTEST_SUFFIX, register_play


class Member(Model):
    """One contestant: who, with what, and their action points (HQ-17)."""

    id: Id = id_field()
    side: int = Field(ge=0, le=1)
    name: Name
    sheet: ShortText = ""
    """The character's file name in the library ("" for an opponent with no sheet)."""
    ability_id: Id | None = None
    ability: ShortText = ""
    rating: TargetField
    """The effective rating (HQ-21) the member contests with."""
    bumps: int = 0
    """Automatic bumps of the member's states (heroquest injured: -1)."""
    start: int
    points: int
    edge: int = 0
    """A standing edge (+) or handicap (-) from magic, position or an augment (HQ-17)."""
    strike: bool = False
    """Uses a mystic strike: loses ability points for each exchange lost (HQ-27)."""
    wounds: int = Field(default=0, ge=0)
    """Wounds taken instead of points (HQ-17), hurts applied when the contest ends."""
    hero_points: int = Field(default=0, ge=0)
    """Hero points spent on bumps (HQ-8), taken from the sheet when the contest ends."""
    ability_points: int = 0
    """Strike losses so far (HQ-27), negative."""
    worsened: int = Field(default=0, ge=0)
    """Steps a fumbled final action worsened the defeat level (HQ-19)."""
    final_action_done: bool = False
    parting_shot_taken: bool = False

    @property
    def out(self) -> bool:
        """HQ-18: at 0 or fewer points a contestant is out."""
        return self.points <= 0


class LogKind(str, Enum):
    EXCHANGE = "exchange"
    LEND = "lend"
    WOUNDS = "wounds"
    FINAL_ACTION = "final_action"


class LogEntry(Model):
    """One step of the contest, as data (the window words it in the user's language)."""

    kind: LogKind
    actor_id: Id
    other_id: Id | None = None
    rolls: tuple[int, ...] = ()
    bid: int = 0
    actor_result: Result | None = None
    other_result: Result | None = None
    actor_change: int = 0
    other_change: int = 0
    level: Level | None = None
    """The acting side's HQ-9 level of an exchange, a lending contest's level, or a final action's
    defeat level afterwards."""
    narrator: bool = False
    parting_shot: bool = False
    wounds: int = 0
    acts: bool | None = None
    """Final action: may the member act (HQ-19)."""
    struck_down: Id | None = None
    """HQ-27: the member this exchange, won with a mystic strike, brought to 0 or below."""
    note: ShortText = ""
    """HQ-27: the users' note of the strike's special effect on the member struck down."""


class ExtendedContest(Model):
    id: Id = id_field()
    title: ShortText = ""
    finished: bool = False
    """The consequences were applied; the file stays as a record."""
    heroic: bool = False
    tie_break: TieBreak = TieBreak.LOW
    scale: StateScale = StateScale.HEROQUEST
    members: tuple[Member, ...] = ()
    log: tuple[LogEntry, ...] = ()
    acting_side: int = Field(default=0, ge=0, le=1)

    def member(self, member_id: str) -> Member:
        for member in self.members:
            if member.id == member_id:
                return member
        raise PlayError(NO_SUCH_MEMBER, member_id=member_id)

    def side(self, side: int) -> tuple[Member, ...]:
        return tuple(m for m in self.members if m.side == side)

    @property
    def group(self) -> bool:
        """HQ-19: several on at least one side."""
        return len(self.side(0)) > 1 or len(self.side(1)) > 1

    @property
    def beaten_side(self) -> int | None:
        """HQ-19: the side all of whose members are at 0 or below (None: the contest goes on)."""
        for side in (0, 1):
            members = self.side(side)
            if members and all(m.out for m in members):
                return side
        return None


def new_member(side: int, name: str, rating: Rating | str, *, modifier: int = 0, **fields: object) -> Member:
    """A contestant starting with `starting_action_points(rating, modifier)` (HQ-17)."""
    start = starting_action_points(rating, modifier)
    return Member(side=side, name=name, rating=rating, start=start, points=start, **fields)


def going(contest: ExtendedContest) -> None:
    """Refuse a step once the consequences are applied."""
    if contest.finished:
        raise PlayError(CONTEST_OVER)


def set_up(contest: ExtendedContest, *, title: str | None = None, heroic: bool | None = None) -> ExtendedContest:
    """Name the contest, or choose whether it is heroic (HQ-18: chosen when it starts, so only
    before the first step)."""
    going(contest)
    changes: dict[str, object] = {}
    if title is not None:
        changes["title"] = title.strip()
    if heroic is not None and heroic != contest.heroic:
        if contest.log:
            raise PlayError(HEROIC_STARTED)
        changes["heroic"] = heroic
    return evolve(contest, **changes)


def add_member(contest: ExtendedContest, member: Member) -> ExtendedContest:
    """One more contestant; a library character takes part once."""
    going(contest)
    if member.sheet and any(m.sheet == member.sheet for m in contest.members):
        raise PlayError(MEMBER_TWICE, name=member.name)
    return evolve(contest, members=(*contest.members, member))


def _with_members(contest: ExtendedContest, *members: Member, entry: LogEntry, **changes: object) -> ExtendedContest:
    by_id = {m.id: m for m in members}
    return evolve(contest, members=tuple(by_id.get(m.id, m) for m in contest.members),
                  log=(*contest.log, entry), **changes)


def play_exchange(
    contest: ExtendedContest, actor_id: str, other_id: str, actor_roll: int, other_roll: int, bid: int, *,
    actor_hero_point: bool = False, other_hero_point: bool = False, narrator_changes: tuple[int, int] = (0, 0),
    strike_note: str = "",
) -> tuple[ExtendedContest, Exchange]:
    """HQ-17: the acting member bids against a member of the other side, with each one's standing
    edge; the changes go to their action points. A member already out cannot act; against a member
    already out one more exchange, the parting shot (HQ-18), may be made, and its loss counts (see
    the module's Decision). In the narrator-decides cell the changes are `narrator_changes` (actor,
    other). A mystic strike's rating is an edge for the exchange's winner, and a strike user who
    loses the exchange loses ability points by their own HQ-9 level of it (HQ-27); a member that an
    exchange won with a strike brings to 0 or below is marked struck down in the log, with
    `strike_note`, the users' note of the special effect. The acting side passes to the other
    side. Being pure, it also previews an exchange (ignore the new contest)."""
    going(contest)
    actor, other = contest.member(actor_id), contest.member(other_id)
    if actor.side == other.side:
        raise PlayError(SAME_SIDE)
    if actor.out:
        raise PlayError(MEMBER_OUT, name=actor.name)
    parting = other.out  # a standing actor facing a beaten side always faces a member who is out
    if parting and other.parting_shot_taken:
        raise PlayError(PARTING_SHOT_TAKEN, name=other.name)
    result = exchange(
        actor.rating, other.rating, actor_roll, other_roll, bid, tie_break=contest.tie_break,
        actor_edge=actor.edge, other_edge=other.edge, actor_hero_point=actor_hero_point,
        other_hero_point=other_hero_point, actor_bumps=actor.bumps, other_bumps=other.bumps, strikes=strikes(actor, other),
    )
    actor_change, other_change = narrator_changes if result.narrator_decides else (result.actor_change, result.other_change)
    level, rule = cell_level(result.cell, actor_roll, other_roll, contest.tie_break)
    other_level = level if rule is CellRule.BOTH else level.inverse  # in a "both" cell each side has the level
    actor_new = evolve(actor, points=actor.points + actor_change, hero_points=actor.hero_points + actor_hero_point,
                       **_struck(actor, level))
    other_new = evolve(other, points=other.points + other_change, hero_points=other.hero_points + other_hero_point,
                       parting_shot_taken=other.parting_shot_taken or parting, **_struck(other, other_level))
    struck = _struck_down(actor, other, actor_new, other_new, result.winner)
    entry = LogEntry(kind=LogKind.EXCHANGE, actor_id=actor.id, other_id=other.id, rolls=(actor_roll, other_roll),
                     bid=bid, actor_result=result.actor_result, other_result=result.other_result,
                     actor_change=actor_change, other_change=other_change, level=level,
                     narrator=result.narrator_decides, parting_shot=parting, struck_down=struck,
                     note=strike_note.strip() if struck else "")
    return _with_members(contest, actor_new, other_new, entry=entry, acting_side=1 - contest.acting_side), result


def _struck_down(actor: Member, other: Member, actor_new: Member, other_new: Member, winner: str | None) -> str | None:
    """HQ-27: the id of the loser an exchange won with a mystic strike brought to 0 or below."""
    if winner is None:
        return None
    won, lost, lost_after = (actor, other, other_new) if winner == ACTOR else (other, actor, actor_new)
    return lost.id if won.strike and lost.points > 0 >= lost_after.points else None


def exchange_choices(contest: ExtendedContest) -> tuple[tuple[Member, ...], tuple[Member, ...]]:
    """(who may act, whom they may face) now (HQ-17, HQ-18): while the contest goes on, the acting
    side's standing members against the other side's members (one already out only while their
    parting shot is not taken); once a side is beaten, the other side's standing members against
    the beaten members whose parting shot is not taken; nobody once the consequences are applied."""
    if contest.finished:
        return (), ()
    beaten = contest.beaten_side
    acting = 1 - beaten if beaten is not None else contest.acting_side
    actors = tuple(m for m in contest.side(acting) if not m.out)
    targets = tuple(m for m in contest.side(1 - acting) if not (m.out and m.parting_shot_taken))
    return (actors, targets) if actors and targets else ((), ())


def _struck(member: Member, level: Level) -> dict[str, object]:
    """HQ-27: what losing an exchange at `level` changes for a strike user: the ability points
    lost, kept for the sheet at the end, and at once (**Decision**: the loss is the ability's, so
    it weakens the strike for the rest of the contest, its edge too) the rating contested with,
    never below 1."""
    loss = strike_loss(level) if member.strike else 0
    if not loss:
        return {}
    return {"ability_points": member.ability_points + loss, "rating": Rating.from_value(max(1, member.rating.value + loss))}


def strikes(actor: Member, other: Member) -> tuple[int, int]:
    """HQ-27: the ratings of the mystic strikes the acting and the other member use (0: none)."""
    return (actor.rating.value if actor.strike else 0, other.rating.value if other.strike else 0)


def strike_edges(actor: Member, other: Member) -> tuple[int, int]:
    """HQ-27: the edge the mystic strikes give the winner of an exchange between `actor` and
    `other`: (if the actor wins, if the other wins). The seed gives a strike's rating to "the
    exchange's winner": one strike raises the stake for whoever wins; **Decision:** when both
    strike, only the winner's own strike is its edge."""
    used = strikes(actor, other)
    return (winner_edge(used, True), winner_edge(used, False))


def last_loss(contest: ExtendedContest, member_id: str) -> int:
    """The points `member_id` lost or had taken in the last exchange (0 if none, or if a wound
    trade already followed it)."""
    if not contest.log:
        return 0
    entry = contest.log[-1]
    if entry.kind is not LogKind.EXCHANGE:
        return 0
    change = entry.actor_change if entry.actor_id == member_id else entry.other_change if entry.other_id == member_id else 0
    return max(0, -change)


def wounds_open(contest: ExtendedContest, member_id: str) -> int:
    """HQ-17: the most wounds `member_id` may take instead of the points lost in the last exchange
    (0: they may not trade, having lost fewer than 7 points or none)."""
    return wounds_bought(last_loss(contest, member_id))


def trade_wounds(contest: ExtendedContest, member_id: str, wounds: int, test_roll: int) -> ExtendedContest:
    """HQ-17: instead of losing points in the last exchange, take wounds, one per full 7 points;
    **Decision:** an ability test of the ability in use decides: failed, the points go and the
    wounds are taken too."""
    going(contest)
    member = contest.member(member_id)
    lost = last_loss(contest, member_id)
    test = ability_test(member.rating, test_roll, bumps=member.bumps)
    trade = wound_trade(lost, wounds, test=test)
    back = lost - trade.points_lost
    new = evolve(member, points=member.points + back, wounds=member.wounds + trade.wounds)
    entry = LogEntry(kind=LogKind.WOUNDS, actor_id=member.id, rolls=(test_roll,), actor_change=back,
                     level=test, wounds=trade.wounds)
    return _with_members(contest, new, entry=entry)


def lend(contest: ExtendedContest, lender_id: str, target_id: str, points: int, lender_roll: int,
         resistance_roll: int) -> ExtendedContest:
    """HQ-19: the lender's simple contest against a resistance of the points lent decides who
    gains and who loses them (the narrator cell: nothing)."""
    going(contest)
    lender, target = contest.member(lender_id), contest.member(target_id)
    if lender.side != target.side or lender.id == target.id:
        raise PlayError(LEND_OWN_SIDE)
    if points < 1:
        raise PlayError(LEND_NOTHING)
    result = simple_contest(lender.rating, lending_resistance(points), lender_roll, resistance_roll,
                            tie_break=contest.tie_break, hero_bumps=lender.bumps)
    level = None if result.narrator_decides else result.level
    lending = lend_result(level, points)
    entry = LogEntry(kind=LogKind.LEND, actor_id=lender.id, other_id=target.id, rolls=(lender_roll, resistance_roll),
                     bid=points, actor_result=result.hero_result, other_result=result.opposition_result,
                     actor_change=lending.lender_change, other_change=lending.target_change, level=level,
                     narrator=result.narrator_decides)
    return _with_members(contest, evolve(lender, points=lender.points + lending.lender_change),
                         evolve(target, points=target.points + lending.target_change), entry=entry)


def defeat_level(contest: ExtendedContest, member: Member) -> Level | None:
    """HQ-18: a member's defeat level from their points (None while above 0), worsened by a
    fumbled final action (HQ-19)."""
    if not member.out:
        return None
    return ap_defeat_level(member.points, member.start, heroic=contest.heroic).bumped(-member.worsened)


def take_final_action(contest: ExtendedContest, member_id: str, rating: Rating | str, roll: int) -> tuple[ExtendedContest, FinalAction]:
    """HQ-19: a member at 0 or below in a group contest tests a toughness-like `rating`, with the
    penalty of the state their level gives on the contest's scale; once per member."""
    going(contest)
    member = contest.member(member_id)
    if not contest.group:
        raise PlayError(FINAL_ACTION_GROUP)
    level = defeat_level(contest, member)
    if level is None:
        raise PlayError(MEMBER_STANDING, name=member.name)
    if member.final_action_done:
        raise PlayError(FINAL_ACTION_DONE, name=member.name)
    result = final_action_test(rating, roll, level, contest.scale)
    worsened = member.worsened + (level.rank - result.level.rank)
    entry = LogEntry(kind=LogKind.FINAL_ACTION, actor_id=member.id, rolls=(roll,), level=result.level, acts=result.acts)
    return _with_members(contest, evolve(member, worsened=worsened, final_action_done=True), entry=entry), result


def final_levels(contest: ExtendedContest) -> dict[str, Level]:
    """HQ-18/HQ-19: each member's own level once a side is beaten (see the module's Decision);
    empty while the contest goes on."""
    beaten = contest.beaten_side
    if beaten is None:
        return {}
    losers = [level for m in contest.side(beaten) if (level := defeat_level(contest, m)) is not None]
    victory = max(losers, key=lambda level: level.rank).inverse
    levels: dict[str, Level] = {}
    for member in contest.members:
        own = defeat_level(contest, member)
        levels[member.id] = own if own is not None else victory
    return levels


register_play(ExtendedContest, CONTEST_FORMAT, CONTEST_SUFFIX, "title")
