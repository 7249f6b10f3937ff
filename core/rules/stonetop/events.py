"""Every event the ST rules report (`resources/rules/rules.md`, ST, FA and GM), with its parameters.

Each history entry a harm action writes holds these events: the first says what happened (its
subject is the character whose history it is), the others what changed. The desktop words them
(`desktop/stonetop/words.py`). See `core.events`.
"""

from __future__ import annotations

from enum import Enum

from talekeeper.core.events import define
from talekeeper.core.model.enums import CharacterKind, Debility, HarmStatus, StateLevel, StateScale
from talekeeper.core.rules.stonetop.tables import DeathsDoor, FateChoice, MoveOutcome, NpcRest, Stat


class ZeroHp(str, Enum):
    """ST-5: what being brought to 0 HP means, by the character's kind and the source."""

    DEATHS_DOOR = "deaths_door"
    """A player character, by something that could kill: at Death's Door, roll it (ST-6)."""
    OUT_OF_ACTION = "out_of_action"
    """A player character, by something that could not kill: out of action until helped."""
    FOLLOWER = "follower"
    """A follower: the GM decides, and may have the player roll Death's Door."""
    GM_LETHAL = "gm_lethal"
    """An NPC or monster, by something that could kill: the GM decides (probably dead)."""
    GM_DECIDES = "gm_decides"
    """An NPC or monster, by something that could not kill: the GM decides how they are out."""


class EdgeReason(str, Enum):
    """ST-9 / ST-7 / ST-21 / ST-6: why a move roll has advantage or disadvantage."""

    ADVANTAGE = "advantage"
    GOOD_REST = "good_rest"
    TENDED = "tended"
    DISADVANTAGE = "disadvantage"
    WEAKENED = "weakened"
    DAZED = "dazed"
    MISERABLE = "miserable"
    CANCEL = "cancel"


class Food(str, Enum):
    """ST-21: what a person ate at camp."""

    PROVISIONS = "provisions"
    SUPPLIES = "supplies"


# Headlines (the first event of an entry; its subject is the entry's character).
TOOK_DAMAGE = define("harm.took_damage", amount=int, lost=int, source=str, entered=bool, optional=("source", "entered"))
LOST_HP = define("harm.lost_hp", amount=int, lost=int, source=str, entered=bool, optional=("source", "entered"))
AT_DEATHS_DOOR = define("harm.at_deaths_door", reason=str, optional=("reason",))
DEATHS_DOOR = define("harm.deaths_door", result=DeathsDoor, fate=FateChoice, total=int, entered=bool, optional=("fate", "total", "entered"))
MOVE = define("harm.move", move=str, stat=Stat, total=int, outcome=MoveOutcome, entered=bool, optional=("move", "entered"))
RECOVERED = define("harm.recovered", gained=int)
WOUND_TENDED = define("harm.wound_tended", wound=str)
DEBILITY_TENDED = define("harm.debility_tended", debility=Debility, cleared=bool)
DEBILITY_MARKED = define("harm.debility_marked", debility=Debility)
DEBILITY_CLEARED = define("harm.debility_cleared", debility=Debility)
CONVALESCED = define("harm.convalesced", days=int, healer=bool)
RETIRED = define("harm.retired")
PLAN_MADE = define("harm.plan_made", wound=str)
NPC_REGAINED = define("harm.npc_regained", gained=int, rest=NpcRest)
CAMPED = define("harm.camped", bedroll=int, entered=bool, optional=("bedroll", "entered"))
CAMPED_IN_VAIN = define("harm.camped_in_vain", ate=bool, slept=bool)

# What changed.
ARMOR = define("harm.armor", damage=int, armor=int, piercing=int, counted=int, after=int)
ARMOR_IGNORED = define("harm.armor_ignored", damage=int)
HP_LOSS = define("harm.hp_loss", amount=int)
HP = define("harm.hp", before=int, after=int, most=int)
STATUS = define("harm.status", before=HarmStatus, after=HarmStatus)
RECOVER_UNLOCKED = define("harm.recover_unlocked")
RECOVER_LOCKED = define("harm.recover_locked")
AT_ZERO = define("harm.at_zero", case=ZeroHp)
NO_DAMAGE_ROLL = define("harm.no_damage_roll")
MARKED_BY_DEATH = define("harm.marked_by_death", note=str)
TAG_ADDED = define("harm.tag_added", tag=str)
NOTE = define("harm.note", text=str)
EDGE = define("harm.edge", reason=EdgeReason)
GOOD_REST_USED = define("harm.good_rest_used")
SUPPLIES_SPENT = define("harm.supplies_spent", spent=int, left=int)
RECOVER_GAIN = define("harm.recover_gain", base=int, prosperity=int, lacking=int, healer=int, total=int, optional=("lacking", "healer"))
DEBILITY_GONE = define("harm.debility_gone", debility=Debility)
DEBILITY_NEVER = define("harm.debility_never", debility=Debility)
WOUND_STABILISED = define("harm.wound_stabilised", wound=str)
WOUND_HEALED = define("harm.wound_healed", wound=str)
WOUND_PERMANENT = define("harm.wound_permanent", wound=str)
PLAN_DONE = define("harm.plan_done", effects=str)
NEEDS = define("harm.needs", text=str)
DONE = define("harm.done", text=str)
STILL_NEEDED = define("harm.still_needed", items=(list, str))
MEANWHILE = define("harm.meanwhile", effects=str)
NOTHING_TO_HEAL = define("harm.nothing_to_heal")
KIND = define("harm.kind", before=CharacterKind, after=CharacterKind)
CAMP_NOTHING = define("harm.camp_nothing")
CAMP_HP = define("harm.camp_hp", most=int, gain=int)
CAMP_CLEAR = define("harm.camp_clear", debility=Debility)
BEDROLL = define("harm.bedroll", roll=int)
GOOD_REST = define("harm.good_rest")
ATE = define("harm.ate", food=Food, uses=int)
MESS_KIT = define("harm.mess_kit", feeds=int)
FOOD = define("harm.food", eaten=int, needed=int)
HUNGRY = define("harm.hungry", name=str)
HOW = define("harm.how", text=str)

# Titles of whole actions (undo steps, status bar): their parameters name the characters.
TAKE_DAMAGE_TITLE = define("harm.title.take_damage", name=str, amount=int)
DEATHS_DOOR_TITLE = define("harm.title.deaths_door", name=str)
MOVE_TITLE = define("harm.title.move", name=str, stat=Stat)
RECOVER_TITLE = define("harm.title.recover", name=str)
CAMP_TITLE = define("harm.title.camp", names=(list, str))
CONVALESCE_TITLE = define("harm.title.convalesce", name=str)
NPC_REGAIN_TITLE = define("harm.title.npc_regain", count=int)
FIRST_AID_TITLE = define("harm.title.first_aid", name=str)

# GM-2 end of session and GM-3 downtime (across the families).
SESSION_ENDED = define("session.ended")
RESTED = define("session.rested", days=int, healer=bool)
STATE_CLEARED = define("session.state_cleared", scale=StateScale, level=StateLevel, relates_to=str, optional=("relates_to",))
STATE_HEALED = define("session.state_healed", scale=StateScale, level=StateLevel, relates_to=str, optional=("relates_to",))
INJURED_RESTED = define("session.injured_rested", scale=StateScale, level=StateLevel, relates_to=str, rested=int, needed=int, optional=("relates_to",))
INJURED_HEALED = define("session.injured_healed", scale=StateScale, level=StateLevel, relates_to=str, rested=int, optional=("relates_to",))
HERO_POINTS = define("session.hero_points", before=int, after=int)
NEXT_CONFLICT_CLEARED = define("session.next_conflict_cleared", text=str)
FETISH_REFILLED = define("session.fetish_refilled", name=str, before=int, after=int)
REST_BLOCKED = define("session.rest_blocked")
NPC_RESTED = define("session.npc_rested")
SESSION_TITLE = define("session.title.end", count=int)
DOWNTIME_TITLE = define("session.title.downtime", days=int, count=int)
