"""Every event the HQ rules report (`resources/rules/rules.md`, HQ), with its parameters (see `core.events`).
The desktop words them (`desktop/heroquest/words.py`).

A contest, a healing or an improvement writes one history entry per sheet it changes: the first
event says what happened (its subject is the entry's character), the others how the dice fell and
what changed. The extended contest's log is worded from the same events (`extended.log_events`).
"""

from __future__ import annotations

from enum import Enum

from talekeeper.core.events import define
from talekeeper.core.model.enums import StateLevel, StateScale
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
