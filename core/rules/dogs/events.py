"""Every event the DV rules report and every refusal they make (`resources/rules/rules.md`, DV), with its parameters (see `core.events`).

Each history entry a DV action writes holds these events: the first says what happened (its
subject is the character whose history it is), the others what changed, such as the reason a
fallout or experience change was chosen (DV-20). Titles name a whole action (the undo step).
The desktop words them (`desktop/dogs/words.py`).
"""

from __future__ import annotations

from enum import Enum

from talekeeper.core.events import define
from talekeeper.core.model.dogs import Arena, DogsStat, NextConflictKind, RelationshipKind
from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.refusal import define as refusal
from talekeeper.core.rules.dogs.tables import FalloutBand


class Item(str, Enum):
    """What on a sheet a change acts on."""

    TRAIT = "trait"
    RELATIONSHIP = "relationship"
    BELONGING = "belonging"


class Cause(str, Enum):
    """Why a sheet gains or changes a trait, relationship or stat."""

    LONG_TERM = "long_term"
    """DV-18 long-term fallout."""
    EXPERIENCE = "experience"
    """DV-20 experience."""
    UNASSIGNED = "unassigned"
    """DV-3: unassigned relationship dice become a relationship."""


class Result(str, Enum):
    """How a conflict ended for one participant."""

    WON = "won"
    LOST = "lost"
    NOBODY = "nobody"
    """Nobody was left: nobody won the stakes."""


class Leaving(str, Enum):
    """How a participant left a conflict before its end."""

    GAVE = "gave"
    """DV-12."""
    OUT = "out"
    """DV-10: out of dice."""


class Treated(str, Enum):
    """DV-19: how a treatment ended."""

    LIVES = "lives"
    FAILED = "failed"
    NOBODY = "nobody"
    """Nobody could treat the character (Decision: the fallout becomes 20)."""


# Headlines (the first event of an entry; its subject is the entry's character).
CONFLICT_ENDED = define("dogs.conflict_ended", stakes=str, result=Result, left=Leaving, fallout=str, optional=("left", "fallout"))
FALLOUT_ROLLED = define("dogs.fallout_rolled", rolls=(list, int), total=int, band=FalloutBand, experience=bool, entered=bool, optional=("entered",))
SHORT_TERM = define("dogs.short_term", effect=NextConflictKind, stat=DogsStat, relationship=str, text=str, optional=("stat", "relationship", "text"))
STAT_CHANGED = define("dogs.stat_changed", stat=DogsStat, before=int, after=int, cause=Cause)
TRAIT_ADDED = define("dogs.trait_added", text=str, dice=str, cause=Cause)
RELATIONSHIP_ADDED = define("dogs.relationship_added", subject=str, relation=RelationshipKind, dice=str, cause=Cause)
DICE_CHANGED = define("dogs.dice_changed", item=Item, subject=str, before=str, after=str, cause=Cause)
BELONGING_STRUCK = define("dogs.belonging_struck", belonging=str, dice=str)
BELONGING_ADDED = define("dogs.belonging_added", belonging=str, dice=str)
ARMOR_REWRITTEN = define("dogs.armor_rewritten", before=str, after=str)
INJURY = define("dogs.injury", total=int, stage=InjuryStage)
LIFE_LOST = define("dogs.life_lost", stakes=str, optional=("stakes",))
BODY_ROLL = define("dogs.body_roll", rolls=(list, int), best=int, fallout=int, after=int, entered=bool, optional=("entered",))
TREATED = define("dogs.treated", result=Treated, after=int)
DIES_AFTER_SCENE = define("dogs.dies_after_scene")
DIED = define("dogs.died")
SOUL_SOLD = define("dogs.soul_sold", subject=str, optional=("subject",))
NEXT_CONFLICT_USED = define("dogs.next_conflict_used", count=int)

# What changed, or why.
REASON = define("dogs.reason", text=str)
"""DV-20: the reason the player gave for a fallout or experience change."""
IN_CONFLICT = define("dogs.in_conflict", stakes=str)
"""The conflict a change came from (the sold soul of DV-30, a relationship written mid-conflict)."""

# Titles of whole actions (undo steps, the status bar): their parameters name the characters.
OPEN_TITLE = define("dogs.title.open", stakes=str)
END_TITLE = define("dogs.title.end", stakes=str)
RAISE_TITLE = define("dogs.title.raise", name=str, total=int)
SEE_TITLE = define("dogs.title.see", name=str)
GIVE_TITLE = define("dogs.title.give", name=str)
OUT_TITLE = define("dogs.title.out", name=str)
HELP_TITLE = define("dogs.title.help", name=str, ally=str)
ESCALATE_TITLE = define("dogs.title.escalate", name=str, arena=Arena)
BRING_IN_TITLE = define("dogs.title.bring_in", name=str)
NEW_RELATIONSHIP_TITLE = define("dogs.title.new_relationship", name=str, subject=str)
DEMON_TITLE = define("dogs.title.demon", name=str)
ORDER_TITLE = define("dogs.title.order", round=int)
GIVE_UP_KEPT_TITLE = define("dogs.title.give_up_kept", name=str)
FALLOUT_TITLE = define("dogs.title.fallout", name=str)
DYING_TITLE = define("dogs.title.dying", name=str)
TREATMENT_TITLE = define("dogs.title.treatment", name=str)
NOBODY_TREATS_TITLE = define("dogs.title.nobody_treats", name=str)
BODY_ROLL_TITLE = define("dogs.title.body_roll", name=str)
DIES_TITLE = define("dogs.title.dies", name=str)


# -- refusals ------------------------------------------------------------------------------------
# What the rules refuse, with the English of `str(refusal)` (`core.refusal`); the desktop words
# them in the reader's language. Declared here, next to the events, so that a new rules action
# declares everything it reports in one place.

ALREADY_D4 = refusal("dogs.already_d4", "'{item}': the dice are already d4", item=str)
ANSWERED = refusal("dogs.answered", "{name} has already answered this raise", name=str)
ARENA_TOO_MANY_DICE = refusal("dogs.arena_too_many_dice", "too many dice to work out who wins this arena", dice=int)
ARMOR_MUST_DROP = refusal("dogs.armor_must_drop", "the black armor's dice must drop below {dice}", dice=str)
ARMOR_NO_DICE = refusal("dogs.armor_no_dice", "the black armor has no dice to lower")
ARMOR_TEXT_NEEDED = refusal("dogs.armor_text_needed", "write the black armor's new description")
BAD_DICE = refusal("dogs.bad_dice", "{what}: '{text}' is not dice", text=str, what=str)
DOGS_BAD_FACE = refusal("dogs.bad_face", "a die's face is a whole number of 1 or more, not {text}", text=str)
BAD_RAISE = refusal("dogs.bad_raise", "a raise is a total of two dice or more, not {text}", text=str)
BAD_TOTAL = refusal("dogs.bad_total", "a fallout total is a whole number of 0 or more, not {text}", text=str)
BAD_VALUES = refusal("dogs.bad_values", "{what} must be die values of 1 or more, not {text}", text=str, what=str)
BELONGING_DICE_NEEDED = refusal("dogs.belonging_dice_needed", "give the new belonging its dice, such as 1d6")
BELONGING_NAME_NEEDED = refusal("dogs.belonging_name_needed", "name the new belonging")
BODY_DICE_COUNT = refusal("dogs.body_dice_count", "{name} rolls {need} Body dice, not {given}", given=int, name=str, need=int)
BRING_ONE = refusal("dogs.bring_one", "bring in exactly one trait, relationship, belonging or item at a time")
CAN_STILL_RAISE = refusal("dogs.can_still_raise", "{name} still holds dice enough to raise", name=str)
CAN_STILL_SEE = refusal("dogs.can_still_see", "{name}'s dice can still see the raise of {raised}", name=str, raised=int)
DEATH_CHOICE_NEEDED = refusal("dogs.death_choice_needed", "a fallout of 20 or more kills the character: choose at once or after a scene")
DEMON_CALLED_ALREADY = refusal("dogs.demon_called_already", "{name} has already called on a demon in this conflict", name=str)
DIE_TWICE = refusal("dogs.die_twice", "the same die was put forward twice")
FALLOUT_DONE = refusal("dogs.fallout_done", "{name}'s fallout is on the sheet already", name=str)
FALLOUT_OR_DYING = refusal("dogs.fallout_or_dying", "name either the fallout dice or how the character is dying, not both or neither")
GAVE_ALREADY = refusal("dogs.gave_already", "{name} has given and is out of this conflict", name=str)
HEAL_SELF = refusal("dogs.heal_self", "the injured character cannot treat themself; choose a healer", name=str)
HELP_DICE = refusal("dogs.help_dice", "a helper gives {need} die, not {given}", given=int, need=int)
HELP_OTHER_SIDE = refusal("dogs.help_other_side", "{name} can only help an ally on the same side, and {ally} is not one", ally=str, name=str)
HELP_SELF = refusal("dogs.help_self", "{name} cannot help themself", name=str)
HELPED_ALREADY = refusal("dogs.helped_already", "{name} already helped {ally} and cannot help again before their next turn", ally=str, name=str)
INJURED_ALREADY = refusal("dogs.injured_already", "{name} already has an injury waiting on the sheet", name=str)
ITEM_BROUGHT = refusal("dogs.item_brought", "{name} has already brought {item} into this conflict", item=str, name=str)
ITEM_DICE = refusal("dogs.item_dice", "an item not on the sheet brings {dice}", dice=list[str])
ITEM_NAME_NEEDED = refusal("dogs.item_name_needed", "name the item not on the sheet")
ITEM_NEEDED = refusal("dogs.item_needed", "choose what the result acts on")
ITEM_TWICE = refusal("dogs.item_twice", "{name} brings the same item twice", name=str)
JOINED_ALREADY = refusal("dogs.joined_already", "{name}'s {item} has already joined this conflict (each joins once)", item=Item, name=str)
KEPT_DIE_GONE = refusal("dogs.kept_die_gone", "the saved conflict no longer keeps that die", size=int, value=int)
KEPT_IN_SEE = refusal("dogs.kept_in_see", "a kept die is used in a raise, not in a see")
LAST_DIE = refusal("dogs.last_die", "'{item}' has only one die and cannot lose it; choose another result", item=str)
LEAVE_WITH_FOLLOW_UP = refusal("dogs.leave_with_follow_up", "leaving the scene is only possible if nobody starts a follow-up conflict")
LIFE_NOT_LOST = refusal("dogs.life_not_lost", "{name} did not lose a conflict with their life at stake", name=str)
NO_BODY_ROLL = refusal("dogs.no_body_roll", "a fallout of {total} does not call for a Body roll (only 12 to 15 do)", total=int)
NO_CONFLICT = refusal("dogs.no_conflict", "there is no conflict to act in")
NO_DEMON = refusal("dogs.no_demon", "{name} has no demon relationship to call on with that id", name=str)
NO_FALLOUT = refusal("dogs.no_fallout", "there are no fallout dice: the character took no blow")
NO_INFLUENCE = refusal("dogs.no_influence", "the GM has set no demonic influence dice to add")
NO_INJURY_WAITING = refusal("dogs.no_injury_waiting", "{name} has no injury waiting for this step", name=str, stage=InjuryStage)
NO_KEPT_DIE = refusal("dogs.no_kept_die", "{name} kept no die for a follow-up conflict", name=str)
NO_ORDER_ONE_ON_ONE = refusal("dogs.no_order_one_on_one", "one on one, the side that started raises first (DV-10); there is no order to choose")
NO_RAISE = refusal("dogs.no_raise", "there is no raise on the table to see")
NO_SHEET = refusal("dogs.no_sheet", "{name} has no sheet in this library to write to", name=str)
NO_SUCH_DIE = refusal("dogs.no_such_die", "{name} holds no die numbered {die}", die=int, name=str)
NO_SUCH_ITEM = refusal("dogs.no_such_item", "{name} has no {item} with that id", optional=('item',), item=Item, name=str)
NO_SUCH_PARTICIPANT = refusal("dogs.no_such_participant", "nobody with id {id} takes part in this conflict", id=str)
NO_SUCH_SIZE = refusal("dogs.no_such_size", "'{item}' has no d{size} to change", item=str, size=int)
NO_TARGET = refusal("dogs.no_target", "a raise must be aimed at someone")
NO_TREATMENT = refusal("dogs.no_treatment", "a fallout of {total} does not call for treatment (only 16 to 19 do)", total=int)
NOBODY_RAISES = refusal("dogs.nobody_raises", "it is nobody's turn to raise, not {name}'s", name=str)
NOBODY_TAKES_PART = refusal("dogs.nobody_takes_part", "a conflict needs at least one participant")
NOT_A_COUNT = refusal("dogs.not_a_count", "not a number of dice: {text}", text=str)
NOT_A_DIE_SIZE = refusal("dogs.not_a_die_size", "d{size} is not a die size", size=int)
NOT_A_POOL = refusal("dogs.not_a_pool", "{what}: '{text}' must be dice only, no numbers", text=str, what=str)
NOT_A_TARGET = refusal("dogs.not_a_target", "{name} is not a target of this raise", name=str)
NOT_A_TREATMENT = refusal("dogs.not_a_treatment", "this conflict is not a treatment")
NOT_AN_OPPONENT = refusal("dogs.not_an_opponent", "{name} is not an opponent still in the conflict", name=str)
NOT_D4 = refusal("dogs.not_d4", "'{item}' is {dice}, not a d4 one", dice=str, item=str)
NOT_DUE = refusal("dogs.not_due", "{name} is not due to raise or see right now", name=str)
NOT_DYING = refusal("dogs.not_dying", "{name} is not dying", name=str)
NOT_OVER = refusal("dogs.not_over", "the conflict is not over yet")
NOT_TIED = refusal("dogs.not_tied", "{name} is not tied there: only tied participants may be reordered", name=str)
NOT_YOUR_TURN = refusal("dogs.not_your_turn", "it is {due}'s turn to raise, not {name}'s", due=str, name=str)
NOTHING_LARGER = refusal("dogs.nothing_larger", "'{item}' has no die larger than d{size}", item=str, size=int)
ONE_DIE = refusal("dogs.one_die", "add or remove exactly one die (+1 or -1)")
ONE_STEP = refusal("dogs.one_step", "a die size changes one step up or down")
OPPOSITION_DICE_NEEDED = refusal("dogs.opposition_dice_needed", "give {name} their dice, such as 4d6", name=str)
OPPOSITION_NAME_NEEDED = refusal("dogs.opposition_name_needed", "name the opposition")
ORDER_NOT_ROUND = refusal("dogs.order_not_round", "the new order must list exactly the participants of this round")
ORDER_TOO_LATE = refusal("dogs.order_too_late", "the raising order can only be chosen before anyone raises this round")
OUT_ALREADY = refusal("dogs.out_already", "{name} is out of dice and out of this conflict", name=str)
OVER = refusal("dogs.over", "the conflict is over")
RAISE_AFTER_HELP = refusal("dogs.raise_after_help", "{name} must put forward {need} dice from hand: after helping an ally the next raise is made with one die", kept=bool, name=str, need=int)
RAISE_ON_TABLE = refusal("dogs.raise_on_table", "{raiser}'s raise is on the table; it must be seen or given first", raiser=str)
RAISE_SHORT_OF_DICE = refusal("dogs.raise_short_of_dice", "{name} holds {have} dice and this raise needs {need}: escalate, bring in dice, or give", have=int, name=str, need=int)
RAISE_TWO = refusal("dogs.raise_two", "{name} must put forward {need} dice from hand: a raise is exactly two dice", name=str, need=int)
RAISE_WITH_KEPT = refusal("dogs.raise_with_kept", "{name} must put forward {need} dice from hand: the kept reverse-the-blow die or total ({total}) joins this raise", helped=bool, name=str, need=int, total=int)
REASON_NEEDED = refusal("dogs.reason_needed", "write a reason that fits what happened in the conflict")
RELATIONSHIP_DICE_NEEDED = refusal("dogs.relationship_dice_needed", "give the new relationship its dice, such as 1d6")
RELATIONSHIP_EXISTS = refusal("dogs.relationship_exists", "{name} already has this relationship", name=str, subject=str)
RELATIONSHIP_NEEDED = refusal("dogs.relationship_needed", "name the relationship whose dice become d4 for the next conflict")
RESULTS_COUNT = refusal("dogs.results_count", "a fallout of {total} takes {need} {results} result(s), not {got}", got=int, need=int, results=str, total=int)
ROLLED_BEFORE = refusal("dogs.rolled_before", "participants join a new conflict with no dice rolled yet")
SAME_ARENA = refusal("dogs.same_arena", "{name} is already in the {arena} arena", arena=Arena, name=str)
SEE_OWN_DIE = refusal("dogs.see_own_die", "a see needs at least one of the seeing character's own dice")
SEE_SHORT = refusal("dogs.see_short", "{name}'s dice total {total}, short of the raise of {raised}: put forward more, bring in dice, escalate, or give", name=str, raised=int, total=int)
SEE_WITHOUT_DICE = refusal("dogs.see_without_dice", "{name} must put forward at least one die to see", name=str)
SIDE_NEEDED = refusal("dogs.side_needed", "every participant needs a side")
SIZE_AT_END = refusal("dogs.size_at_end", "a d{size} is at the end of the dice (d{smallest} to d{largest})", largest=int, size=int, smallest=int, up=bool)
STAKES_NEEDED = refusal("dogs.stakes_needed", "write what is at stake before the conflict starts")
STAKES_TOO_LONG = refusal("dogs.stakes_too_long", "the stakes are longer than {most} characters", most=int)
STARTER_NOT_IN = refusal("dogs.starter_not_in", "the participant who starts the conflict must take part in it")
STAT_EMPTY = refusal("dogs.stat_empty", "{stat} has no dice left to lose; choose another result", stat=DogsStat)
STAT_NEEDED = refusal("dogs.stat_needed", "choose the stat")
STAT_RANGE = refusal("dogs.stat_range", "{stat} runs from 0 to {most} dice, not {value}", most=int, stat=DogsStat, value=object)
SUBJECT_NEEDED = refusal("dogs.subject_needed", "write whom or what the new relationship is with")
TRAIT_TEXT_NEEDED = refusal("dogs.trait_text_needed", "write the new trait")
UNASSIGNED_SHORT = refusal("dogs.unassigned_short", "{name}'s unassigned relationship dice: '{have}' is not enough to take {take}", have=str, name=str, take=str)
WHICH_SIZE = refusal("dogs.which_size", "'{item}' has dice of several sizes ({dice}): say which size", dice=str, item=str)
