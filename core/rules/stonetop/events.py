"""Every event the ST rules report and every refusal they make (`resources/rules/rules.md`, ST, FA and GM), with its parameters.

Each history entry a harm action writes holds these events: the first says what happened (its
subject is the character whose history it is), the others what changed. The desktop words them
(`desktop/stonetop/words.py`). See `core.events`.
"""

from __future__ import annotations

from enum import Enum

from talekeeper.core.events import define
from talekeeper.core.model.enums import CharacterKind, Debility, HarmStatus, StateLevel, StateScale
from talekeeper.core.refusal import define as refusal
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


# -- refusals ------------------------------------------------------------------------------------
# What the rules refuse, with the English of `str(refusal)` (`core.refusal`); the desktop words
# them in the reader's language. Declared here, next to the events, so that a new rules action
# declares everything it reports in one place.

ROLL_DEATHS_DOOR_FIRST = refusal("harm.at_deaths_door", "{name} is at Death's Door: roll it first (ST-6)", name=str)
CAMP_INPUTS = refusal("harm.camp_inputs", "each camper needs a choice, whether they slept, and a bedroll roll")
CAMP_NOT_MARKED = refusal("harm.camp_not_marked", "{name} is not {debility}: choose HP or a marked debility (ST-21)", debility=Debility, name=str)
CAMP_SHORT_OF_FOOD = refusal("harm.camp_short_of_food", "the party needs {need} uses of food and has {have} (ST-21)", have=int, need=int)
CONVALESCE_DAYS = refusal("harm.convalesce_days", "Convalesce needs a few days' rest in safety: {least} or more (ST-22)", least=int)
DEAD = refusal("harm.dead", "{name} is dead and cannot {action}", action=str, name=str)
DEBILITY_NEEDS_FIRST = refusal("harm.debility_needs_first", "{debility} clears when these are done: {items}", debility=Debility, items=list[str])
DICE_COUNT = refusal("harm.dice_count", "this roll needs {need} dice{why}, but {given} values were given", given=int, need=int, why=str)
FATE_NEEDED = refusal("harm.fate_needed", "on a 6- the player chooses a fate: last move, refuse to go, or a Thing Below (ST-6)")
FATE_ONLY_ON_MISS = refusal("harm.fate_only_on_miss", "a fate is chosen only on a 6- (ST-6)")
FOLLOWER_NOT_AT_ZERO = refusal("harm.follower_not_at_zero", "{name} is not at 0 HP: Death's Door is for the dying", name=str)
GM_DECIDES_FATE = refusal("harm.gm_decides_fate", "{name} is not a player character: the GM decides what happens to them (ST-5)", name=str)
NEGATIVE = refusal("harm.negative", "{what} cannot be negative ({value})", value=object, what=str)
NEGATIVE_DAMAGE = refusal("harm.negative_damage", "{dice} rolled {total}: damage cannot be below 0", dice=str, total=int)
NEGATIVE_HEALER_BONUS = refusal("harm.negative_healer_bonus", "a healer's bonus cannot be negative")
NEGATIVE_REGAIN = refusal("harm.negative_regain", "HP regained cannot be negative")
NEGATIVE_SUPPLIES = refusal("harm.negative_supplies", "uses of supplies cannot be negative")
NO_ATTACKER = refusal("harm.no_attacker", "name at least one attacker's damage")
NO_BEDROLL = refusal("harm.no_bedroll", "{name} has no bedroll on the sheet", name=str)
NO_DEBILITIES = refusal("harm.no_debilities", "{name} is {kind}: NPCs and monsters never mark debilities (ST-7)", kind=CharacterKind, name=str)
NO_MAX_HP = refusal("harm.no_max_hp", "{name} has no maximum HP on the sheet to come back with", name=str)
NO_SUCH_REQUIREMENT = refusal("harm.no_such_requirement", "{where} has no requirement '{text}'", text=str, where=str)
NO_SUCH_WOUND = refusal("harm.no_such_wound", "{name} has no such problematic wound", name=str)
NOBODY_CAMPS = refusal("harm.nobody_camps", "nobody here can Make Camp")
NOBODY_SELECTED = refusal("harm.nobody_selected", "select characters in the roster first")
NOT_A_CHOICE = refusal("harm.not_a_choice", "'{text}' is not {what} (use {choices})", choices=str, text=str, what=str)
NOT_A_STAT = refusal("harm.not_a_stat", "'{text}' is not a stat (use {choices})", choices=str, text=str)
NOT_AT_DEATHS_DOOR = refusal("harm.not_at_deaths_door", "{name} is not at Death's Door", name=str)
NOT_MARKED = refusal("harm.not_marked", "{name} is not {debility}: there is nothing to tend", debility=Debility, name=str)
NOT_NPC = refusal("harm.not_npc", "{name} is {kind}: they regain HP by Recover, Make Camp or Convalesce", kind=CharacterKind, name=str)
NOT_WHOLE = refusal("harm.not_whole", "{what} must be a whole number, not {text}", text=str, what=str)
NOTHING_CHOSEN = refusal("harm.nothing_chosen", "choose something to do first")
NOTHING_TREATED = refusal("harm.nothing_treated", "nothing treated yet")
NPC_AMOUNT_NEEDED = refusal("harm.npc_amount_needed", "how many HP? The guideline is {low}-{high}", high=int, low=int)
PC_AT_ZERO_FOLLOWS_ST5 = refusal("harm.pc_at_zero_follows_st5", "a player character at 0 HP follows ST-5: Death's Door if the source could kill, otherwise out of action")
PLAN_EMPTY = refusal("harm.plan_empty", "a plan needs at least one requirement (ST-22)")
PLAYERS_ONLY = refusal("harm.players_only", "{name} is {kind}: only player characters and followers {action}; {instead}", action=str, instead=str, kind=CharacterKind, name=str)
RECOVERED_ALREADY = refusal("harm.recover_locked", "{name} has Recovered already: not again until they take damage (ST-20)", name=str)
RETIRED_ALREADY = refusal("harm.retired_already", "{name} is {kind} already", kind=CharacterKind, name=str)
SHORT_OF_SUPPLIES = refusal("harm.short_of_supplies", "{name} has {have} uses of supplies, and this needs {need} (ST-20)", have=int, name=str, need=int)
WOUND_NEEDS_FIRST = refusal("harm.wound_needs_first", "'{wound}' needs first: {items}", items=list[str], wound=str)
DOWNTIME_DAYS = refusal("session.downtime_days", "downtime is at least one whole day")
SESSION_NEGATIVE_HERO_POINTS = refusal("session.negative_hero_points", "hero points awarded cannot be negative")
OTHER_PATIENT = refusal("harm.other_patient", "first aid for {name} treats {name} only", name=str)
