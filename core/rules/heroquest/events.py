"""Every event the HQ rules report and every refusal they make (`resources/rules/rules.md`, HQ), with its parameters (see `core.events`).
The desktop words them (`desktop/heroquest/words.py`).

A contest, a healing or an improvement writes one history entry per sheet it changes: the first
event says what happened (its subject is the entry's character), the others how the dice fell and
what changed. The extended contest's log is worded from the same events (`extended.log_events`).
"""

from __future__ import annotations

from enum import Enum

from talekeeper.core.events import define
from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.refusal import define as refusal
from talekeeper.core.rules.heroquest.levels import Level, Result
from talekeeper.core.rules.heroquest.tables import CellRule


class ContestKind(str, Enum):
    """The contest types (HQ) of the rules reference that one roll decides."""

    TEST = "test"
    SIMPLE = "simple"
    GROUP = "group"


class Healing(str, Enum):
    """The HQ healing actions (FA-1 offers those that apply)."""

    FIRST_AID = "first_aid"
    MAJOR_HEALING = "major_healing"
    RESCUE = "rescue"


class Bump(str, Enum):
    """Why a result was bumped (HQ-6, HQ-8, HQ-20)."""

    MASTERIES = "masteries"
    STATES = "states"
    """A signed extra bump, such as the automatic bump down of an injured state (HQ-20)."""
    HERO_POINT = "hero_point"


# Headlines (the first event of an entry; its subject is the entry's character).
CONTEST = define("hq.contest", contest=ContestKind, ability=str, against=str, resistance=str, level=Level, entered=bool,
                 optional=("ability", "against", "resistance", "entered"))
CONSEQUENCE = define("hq.consequence", level=Level)
EXTENDED = define("hq.extended", title=str, level=Level, points=int, start=int, optional=("title",))
HEALED = define("hq.healed", action=Healing, level=Level, entered=bool, optional=("entered",))
IMPROVED = define("hq.improved", item=str, permanent=bool, cost=int, steps=int, ability=str, optional=("steps", "ability"))
IMPROVEMENT_KEPT = define("hq.improvement_kept", item=str, cost=int)

# How the dice fell (HQ-4..HQ-9, HQ-13, HQ-16).
ROLL = define("hq.roll", who=str, roll=int, target=str, rolled=Result, result=Result, resistance=bool, optional=("who", "resistance"))
"""`resistance`: the resistance rolled; neither it nor `who`: an unnamed roller (a healer's typed rating)."""
CELL = define("hq.cell", own=Result, other=Result, rule=CellRule, level=Level)
NARRATOR = define("hq.narrator", level=Level)
MASTERIES_CANCEL = define("hq.masteries_cancel", first=str, second=str, first_left=str, second_left=str)
EQUAL_MASTERIES = define("hq.equal_masteries")
BUMPED = define("hq.bumped", who=str, steps=int, reason=Bump, resistance=bool, optional=("who", "resistance"))
PAIRING = define("hq.pairing", hero=str, roll=int, other=str, other_roll=int, own=Result, against=Result, points=int,
                 other_points=int, optional=("other",))
RESOLUTION = define("hq.resolution", heroes=int, opposition=int, level=Level)
RAISED = define("hq.raised", steps=int, level=Level)
AUGMENT = define("hq.augment", ability=str, asked=int, edge=bool, modifier=int, level=Level, optional=("level",))

# What a contest changed on a sheet (HQ-8, HQ-14, HQ-16, HQ-17, HQ-20, HQ-27).
HERO_POINTS = define("hq.hero_points", before=int, after=int)
FETISH_USED = define("hq.fetish_used", ability=str, left=int)
BENEFIT_ENDED = define("hq.benefit_ended", bonus=int, reason=str, optional=("reason",))
ABILITY_POINTS = define("hq.ability_points", ability=str, points=int, rating=str)
WOUND = define("hq.wound", scale=StateScale)
STATE_ADDED = define("hq.state_added", level=StateLevel, scale=StateScale, relates_to=str, optional=("relates_to",))
BENEFIT_GAINED = define("hq.benefit_gained", bonus=int, ability=str, reason=str, optional=("reason",))

# Healing (HQ-22..HQ-24).
HEALER = define("hq.healer", healer=str)
HURTS_REMOVED = define("hq.hurts_removed", count=int)
HURTS_REMAIN = define("hq.hurts_remain", count=int)
STATE_CHANGED = define("hq.state_changed", before=StateLevel, after=StateLevel, optional=("after",))

# Improvement (HQ-26, HQ-27).
RATING = define("hq.rating", ability=str, before=str, after=str)
FLAW_REMOVED = define("hq.flaw_removed", flaw=str)
LEARNED = define("hq.learned", ability=str, rating=str)
FETISH_CAPTURED = define("hq.fetish_captured", ability=str, level=Level, uses=int, per_day=int, integrated=bool)

# HQ-26 temporary improvements ending or made permanent (at the end of a session, GM-2).
IMPROVEMENT = define("hq.improvement", item=str, steps=int, ability=str, optional=("steps", "ability"))
"""An improvement bought, as a dialog lists it (`improvement.improvement_event`)."""
IMPROVEMENT_ENDED = define("hq.improvement_ended", item=str)
RATING_BACK = define("hq.rating_back", ability=str, before=str, after=str)
ABILITY_REMOVED = define("hq.ability_removed", ability=str)
FLAW_BACK = define("hq.flaw_back", flaw=str, rating=str)

# The steps of an extended contest (HQ-17..HQ-19): its log, and the end's history entries.
EXCHANGE = define("hq.exchange", actor=str, other=str, bid=int, actor_roll=int, other_roll=int, actor_result=Result,
                  other_result=Result, actor_change=int, other_change=int, narrator=bool, parting_shot=bool,
                  optional=("narrator", "parting_shot"))
LENT = define("hq.lent", lender=str, target=str, points=int, lender_roll=int, resistance_roll=int, level=Level,
              lender_change=int, target_change=int, optional=("level",))
WOUNDS_TRADED = define("hq.wounds_traded", who=str, wounds=int, roll=int, level=Level, back=int)
FINAL_ACTION = define("hq.final_action", who=str, roll=int, acts=bool, level=Level)
STRUCK_DOWN = define("hq.struck_down", who=str, by=str, note=str, optional=("note",))

# Titles of whole actions (undo steps, status bar): their parameters name the characters.
CONTEST_TITLE = define("hq.title.contest", contest=ContestKind, name=str, ability=str, against=str, resistance=str,
                       level=Level, optional=("ability", "against", "resistance"))
HEAL_TITLE = define("hq.title.heal", action=Healing, name=str, level=Level)
IMPROVE_TITLE = define("hq.title.improve", name=str, item=str)
KEEP_TITLE = define("hq.title.keep", name=str, item=str, steps=int, ability=str, optional=("steps", "ability"))
EXTENDED_TITLE = define("hq.title.extended", title=str, optional=("title",))
SETUP_TITLE = define("hq.title.setup", title=str, optional=("title",))
MEMBER_TITLE = define("hq.title.member", member=str, side=int)
EXCHANGE_TITLE = define("hq.title.exchange", actor=str, other=str)
WOUNDS_TITLE = define("hq.title.wounds", who=str)
LEND_TITLE = define("hq.title.lend", lender=str, target=str)
FINAL_ACTION_TITLE = define("hq.title.final_action", who=str)


# -- refusals ------------------------------------------------------------------------------------
# What the rules refuse, with the English of `str(refusal)` (`core.refusal`); the desktop words
# them in the reader's language. Declared here, next to the events, so that a new rules action
# declares everything it reports in one place.

ACTING_SIDE = refusal("hq.acting_side", "the acting side is 'a' or 'b', not {acting}", acting=str)
ALREADY_PERMANENT = refusal("hq.already_permanent", "that improvement is already permanent")
AUGMENT_ASKED = refusal("hq.augment_asked", "an augment is a whole multiple of {step} from {step}", edge=bool, step=int)
BOOST_STEPS = refusal("hq.boost_steps", "hero points raise a group result 0 to {most} steps, not {steps!r}", most=int, steps=object)
CANNOT_KEEP = refusal("hq.cannot_keep", "{item}: it cannot be made permanent", item=str)
CHOOSE_ABILITY = refusal("hq.choose_ability", "choose the ability to improve")
CONTEST_GOING = refusal("hq.contest_going", "no side is beaten yet")
CONTEST_OVER = refusal("hq.contest_over", "the contest is over: its consequences are applied")
FINAL_ACTION_COMPLETE = refusal("hq.final_action_complete", "a member at complete defeat cannot try a final action")
FINAL_ACTION_DONE = refusal("hq.final_action_done", "{name} has already made a final action", name=str)
FINAL_ACTION_GROUP = refusal("hq.final_action_group", "a final action is for group extended contests")
FINAL_ACTION_STANDING = refusal("hq.final_action_standing", "a final action is for a member at a defeat level")
FLAW_TOO_HIGH = refusal("hq.flaw_too_high", "a flaw is removed at {most}; {ability} is {rating}", ability=str, most=int, rating=str)
GROUP_BUMPS = refusal("hq.group_bumps", "one bump count per hero: {need} needed, {given} given", given=int, need=int)
GROUP_ROLLS = refusal("hq.group_rolls", "the opposition rolls once per hero: {need} rolls needed, {given} given", given=int, need=int)
HEROIC_STARTED = refusal("hq.heroic_started", "whether a contest is heroic is chosen when it starts")
IMPROVEMENT_STEPS = refusal("hq.improvement_steps", "{item}: steps run from 1 to {most}", item=str, most=int)
LEND_NOTHING = refusal("hq.lend_nothing", "lend at least 1 point")
LEND_OWN_SIDE = refusal("hq.lend_own_side", "points are lent to another member of the same side")
MAJOR_HEALING_LEVEL = refusal("hq.major_healing_level", "major healing does not treat {level}", level=StateLevel)
MEMBER_OUT = refusal("hq.member_out", "{name} is out of the contest", name=str)
MEMBER_STANDING = refusal("hq.member_standing", "{name} is still in the contest", name=str)
MEMBER_TWICE = refusal("hq.member_twice", "{name} is already in the contest", name=str)
NAME_THE_ABILITY = refusal("hq.name_the_ability", "name the ability learned")
NAME_THE_OPPONENT = refusal("hq.name_the_opponent", "name the opponent")
NEGATIVE_BID = refusal("hq.negative_bid", "a bid is a whole number of action points, 0 or more, not {bid!r}", bid=object)
NEGATIVE_DAYS = refusal("hq.negative_days", "days of rest are 0 or more, not {days}", days=object)
NEGATIVE_HERO_POINTS = refusal("hq.negative_hero_points", "hero points spent are 0 or more, not {points}", points=object)
NEGATIVE_POINTS = refusal("hq.negative_points", "points are 0 or more, not {points}")
NO_CAPTURE = refusal("hq.no_capture", "a spirit is captured only by winning the spirit combat, not at {level}", level=str)
NO_HEROES = refusal("hq.no_heroes", "a contest needs a hero")
NO_OPPOSITION = refusal("hq.no_opposition", "a contest needs an opposition: a resistance or a character")
NO_STAKES = refusal("hq.no_stakes", "with both bids at 0 no exchange changes anything")
NO_SUCH_ABILITY = refusal("hq.no_such_ability", "{name} has no ability with id {ability_id}", ability_id=str, name=str)
NO_SUCH_IMPROVEMENT = refusal("hq.no_such_improvement", "{item}: there is no {kind} improvement", item=str, kind=str, permanent=bool)
NO_SUCH_IMPROVEMENT_BOUGHT = refusal("hq.no_such_improvement_bought", "{name} has no improvement with id {improvement_id}", improvement_id=str, name=str)
NO_SUCH_MEMBER = refusal("hq.no_such_member", "no contestant has id {member_id}", member_id=str)
NO_SUCH_STATE = refusal("hq.no_such_state", "{name} has no state of adversity with id {state_id}", name=str, state_id=str)
NO_USES_LEFT = refusal("hq.no_uses_left", "{ability} has no uses left", ability=str)
NOT_A_FETISH = refusal("hq.not_a_fetish", "{ability} is not a fetish", ability=str)
NOT_A_FLAW = refusal("hq.not_a_flaw", "{ability} is not a flaw", ability=str)
NOT_A_HURT = refusal("hq.not_a_hurt", "first aid treats hurts only, not {level}", level=StateLevel)
HQ_NOT_DYING = refusal("hq.not_dying", "a rescue is for a dying character, not {level}", level=StateLevel)
PARTING_SHOT_TAKEN = refusal("hq.parting_shot_taken", "the contest is over for {name}: the parting shot is taken", name=str)
PICK_HURTS = refusal("hq.pick_hurts", "pick the hurts to treat (HQ-22)")
PICK_STATE = refusal("hq.pick_state", "pick the state to treat")
RATING_BELOW_ONE = refusal("hq.rating_below_one", "{ability} cannot go below 1", ability=str)
SAME_SIDE = refusal("hq.same_side", "an exchange is between members of different sides")
SHORT_OF_HERO_POINTS = refusal("hq.short_of_hero_points", "{name} has {have} hero points, not the {need} needed", have=int, name=str, need=int)
TWICE_IN_CONTEST = refusal("hq.twice_in_contest", "a character takes part only once in a contest")
WOUNDS_RANGE = refusal("hq.wounds_range", "{points} points buy 0 to {most} wounds, not {wounds}", most=int, points=object, wounds=object)
CANNOT_ACT = refusal("hq.cannot_act", "{name} is {level} and can take no action (HQ-20)", level=StateLevel, name=str)
RESCUE_BY_ANOTHER = refusal("hq.rescue_by_another", "{name} is dying and cannot make their own rescue (HQ-24)", name=str)
