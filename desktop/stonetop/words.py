"""The ST rules' events and refusals in words (`desktop.words.wording`): `resources/rules/rules.md`, ST, FA and GM.

Templates name their parameters (`{name}`, `{amount}`); `{name}` is the character whose history
the event is in. Keys are the event kinds of `core.rules.stonetop.events` and the refusal codes the
ST rules raise; a test checks that every one has words here and that the Japanese keeps every
placeholder.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from talekeeper.core.model.enums import CharacterKind
from talekeeper.core.rules.stonetop.events import EdgeReason, Food, ZeroHp
from talekeeper.core.rules.stonetop.tables import DeathsDoor, FateChoice
from talekeeper.desktop.play_entries import PlayEntry, PlayMenu
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.words.wording import Words, fill

EV = "HarmEvents"
NO = "HarmRefusals"


def _t(text: str, params: dict[str, Any]) -> str:
    return fill(QCoreApplication.translate("HarmEvents", text), params)


def _took(p: dict[str, Any]) -> str:
    if p.get("source"):
        return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} takes {amount} damage from {source}: −{lost} HP"), p)
    return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} takes {amount} damage: −{lost} HP"), p)


def _lost(p: dict[str, Any]) -> str:
    if p.get("source"):
        return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} loses {amount} HP to {source}"), p)
    return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} loses {amount} HP"), p)


def _at_door(p: dict[str, Any]) -> str:
    if p.get("reason"):
        return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} is at Death's Door: {reason}"), p)
    return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} is at Death's Door"), p)


_DOOR = {
    DeathsDoor.BACK_AT_1_HP: QT_TRANSLATE_NOOP("HarmEvents", "{name} comes back from Death's Door at 1 HP"),
    DeathsDoor.OUT_OF_ACTION: QT_TRANSLATE_NOOP("HarmEvents", "{name} is no longer dying, but out of action"),
    FateChoice.LAST_MOVE: QT_TRANSLATE_NOOP("HarmEvents", "{name} makes one last move as if they rolled 12+, then dies"),
    FateChoice.REFUSE_TO_GO: QT_TRANSLATE_NOOP("HarmEvents", "{name} refuses to go and becomes a revenant or ghost"),
    FateChoice.THING_BELOW: QT_TRANSLATE_NOOP("HarmEvents", "{name} calls on a Thing Below by name and becomes its thrall"),
}


def _door(p: dict[str, Any]) -> str:
    key = p.get("fate") if p.get("result") is DeathsDoor.CHOOSE_FATE else p.get("result")
    text = _t(_DOOR[key], p) if key in _DOOR else _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} rolls Death's Door"), p)
    if p.get("total") is not None:
        text = fill(QCoreApplication.translate("HarmEvents", "{total}: {what}"), {"total": p["total"], "what": text})
    return text


def _move(p: dict[str, Any]) -> str:
    if p.get("move"):
        return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} rolls {move} {stat}: {total}, {outcome}"), p)
    return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} rolls {stat}: {total}, {outcome}"), p)


_AT_ZERO = {
    ZeroHp.DEATHS_DOOR: QT_TRANSLATE_NOOP("HarmEvents", "At 0 HP from something that could kill: at Death's Door. Roll it next (ST-6)."),
    ZeroHp.OUT_OF_ACTION: QT_TRANSLATE_NOOP("HarmEvents", "At 0 HP: out of action until helped or the GM says otherwise (ST-5)."),
    ZeroHp.FOLLOWER: QT_TRANSLATE_NOOP("HarmEvents", "A follower at 0 HP: the GM decides, and may have the player roll Death's Door (ST-5)."),
    ZeroHp.GM_LETHAL: QT_TRANSLATE_NOOP("HarmEvents", "At 0 HP: the GM decides what happens; the source could kill, so probably dead (ST-5)."),
    ZeroHp.GM_DECIDES: QT_TRANSLATE_NOOP("HarmEvents", "At 0 HP: the GM decides how they are out of the fight (ST-5)."),
}

_EDGE = {
    EdgeReason.ADVANTAGE: QT_TRANSLATE_NOOP("HarmEvents", "advantage"),
    EdgeReason.GOOD_REST: QT_TRANSLATE_NOOP("HarmEvents", "advantage from a good rest (ST-21)"),
    EdgeReason.TENDED: QT_TRANSLATE_NOOP("HarmEvents", "tended: advantage (ST-6)"),
    EdgeReason.DISADVANTAGE: QT_TRANSLATE_NOOP("HarmEvents", "disadvantage"),
    EdgeReason.WEAKENED: QT_TRANSLATE_NOOP("HarmEvents", "weakened: disadvantage on +STR and +DEX (ST-7)"),
    EdgeReason.DAZED: QT_TRANSLATE_NOOP("HarmEvents", "dazed: disadvantage on +INT and +WIS (ST-7)"),
    EdgeReason.MISERABLE: QT_TRANSLATE_NOOP("HarmEvents", "miserable: disadvantage on +CON and +CHA (ST-7)"),
    EdgeReason.CANCEL: QT_TRANSLATE_NOOP("HarmEvents", "advantage and disadvantage cancel (ST-9)"),
}


def edge_words(reason: EdgeReason) -> str:
    return QCoreApplication.translate("HarmEvents", _EDGE[reason])


def _ate(p: dict[str, Any]) -> str:
    if p["food"] is Food.PROVISIONS:
        return fill(QCoreApplication.translate("HarmEvents", "gave %n use(s) of provisions for the meal", None, p["uses"]), p)
    return fill(QCoreApplication.translate("HarmEvents", "gave %n use(s) of supplies for the meal", None, p["uses"]), p)


def _food(p: dict[str, Any]) -> str:
    """The party's meal (ST-21); who gave what is in each giver's own lines."""
    if p["eaten"] >= p["needed"]:
        return fill(QCoreApplication.translate("HarmEvents", "Food for the party: %n use(s).", None, p["needed"]), p)
    return fill(QCoreApplication.translate("HarmEvents", "Food for the party: {eaten} of the %n use(s) needed.", None, p["needed"]), p)


def _spent(p: dict[str, Any]) -> str:
    return fill(QCoreApplication.translate("HarmEvents", "%n use(s) of supplies spent, {left} left", None, p["spent"]), p)


def _rested(p: dict[str, Any]) -> str:
    if p.get("healer"):
        return fill(QCoreApplication.translate("HarmEvents", "{name} rests %n day(s) under a healer's care", None, p["days"]), p)
    return fill(QCoreApplication.translate("HarmEvents", "{name} rests %n day(s)", None, p["days"]), p)


def _in_vain(p: dict[str, Any]) -> str:
    if not p.get("ate") and not p.get("slept"):
        return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} Made Camp but neither ate nor slept: no benefit (ST-21)"), p)
    if not p.get("ate"):
        return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} Made Camp but did not eat: no benefit (ST-21)"), p)
    return _t(QT_TRANSLATE_NOOP("HarmEvents", "{name} Made Camp but did not sleep: no benefit (ST-21)"), p)


def _gain(p: dict[str, Any]) -> str:
    text = _t(QT_TRANSLATE_NOOP("HarmEvents", "{base} + Prosperity {prosperity}"), p)
    if p.get("lacking"):
        text += _t(QT_TRANSLATE_NOOP("HarmEvents", " (counts {lacking} lower: the steading is lacking)"), p)
    if p.get("healer"):
        text += _t(QT_TRANSLATE_NOOP("HarmEvents", " + healer {healer}"), p)
    return text + _t(QT_TRANSLATE_NOOP("HarmEvents", " = {total} HP"), p)


_WHAT = {
    "armor": QT_TRANSLATE_NOOP("HarmRefusals", "Armor"),
    "piercing": QT_TRANSLATE_NOOP("HarmRefusals", "Piercing"),
    "damage": QT_TRANSLATE_NOOP("HarmRefusals", "Damage"),
}
"""The amounts `harm.not_whole` and `harm.negative` name (core passes the English word)."""


def _amount(template: str) -> Any:
    def words(p: dict[str, Any]) -> str:
        what = _WHAT.get(str(p.get("what")))
        shown = QCoreApplication.translate("HarmRefusals", what) if what else p.get("what")
        return fill(QCoreApplication.translate("HarmRefusals", template), {**p, "what": shown})
    return words


def _optional(with_text: str, without: str, key: str) -> Any:
    return lambda p: _t(with_text if p.get(key) else without, p)


EVENTS = Words(EV, {
    "harm.took_damage": _took,
    "harm.lost_hp": _lost,
    "harm.at_deaths_door": _at_door,
    "harm.deaths_door": _door,
    "harm.move": _move,
    "harm.recovered": QT_TRANSLATE_NOOP("HarmEvents", "{name} Recovers: +{gained} HP"),
    "harm.wound_tended": QT_TRANSLATE_NOOP("HarmEvents", "{name}'s '{wound}' is tended"),
    "harm.debility_tended": _optional(QT_TRANSLATE_NOOP("HarmEvents", "{name}'s {debility} is tended and clears"), QT_TRANSLATE_NOOP("HarmEvents", "{name}'s {debility} is tended"), "cleared"),
    "harm.debility_marked": QT_TRANSLATE_NOOP("HarmEvents", "{name} marks {debility}"),
    "harm.debility_cleared": QT_TRANSLATE_NOOP("HarmEvents", "{name} clears {debility}"),
    "harm.convalesced": _optional(QT_TRANSLATE_NOOP("HarmEvents", "{name} Convalesces {days} days under a healer's care"), QT_TRANSLATE_NOOP("HarmEvents", "{name} Convalesces {days} days"), "healer"),
    "harm.retired": QT_TRANSLATE_NOOP("HarmEvents", "{name} retires and is now an NPC"),
    "harm.plan_made": QT_TRANSLATE_NOOP("HarmEvents", "{name} makes a plan for '{wound}'"),
    "harm.npc_regained": QT_TRANSLATE_NOOP("HarmEvents", "{name} regains {gained} HP after {rest}"),
    "harm.camped": QT_TRANSLATE_NOOP("HarmEvents", "{name} Makes Camp"),
    "harm.camped_in_vain": _in_vain,
    "harm.armor": lambda p: _t(QT_TRANSLATE_NOOP("HarmEvents", "{damage} damage − armor {counted} ({armor}, {piercing} piercing) = {after}") if p.get("piercing") else QT_TRANSLATE_NOOP("HarmEvents", "{damage} damage − armor {counted} = {after}"), p),
    "harm.armor_ignored": QT_TRANSLATE_NOOP("HarmEvents", "{damage} damage, armor ignored"),
    "harm.hp_loss": QT_TRANSLATE_NOOP("HarmEvents", "lose {amount} HP (armor never applies)"),
    "harm.hp": QT_TRANSLATE_NOOP("HarmEvents", "HP {before} → {after} of {most}"),
    "harm.status": QT_TRANSLATE_NOOP("HarmEvents", "{before} → {after}"),
    "harm.recover_unlocked": QT_TRANSLATE_NOOP("HarmEvents", "can Recover again (ST-20)"),
    "harm.recover_locked": QT_TRANSLATE_NOOP("HarmEvents", "cannot Recover again until damaged (ST-20)"),
    "harm.at_zero": lambda p: QCoreApplication.translate("HarmEvents", _AT_ZERO[p["case"]]),
    "harm.no_damage_roll": QT_TRANSLATE_NOOP("HarmEvents", "no damage roll: roll Death's Door (ST-6)"),
    "harm.marked_by_death": QT_TRANSLATE_NOOP("HarmEvents", "marked by the brush with death: {note}"),
    "harm.tag_added": QT_TRANSLATE_NOOP("HarmEvents", "tag added: {tag}"),
    "harm.note": "{text}",
    "harm.edge": lambda p: edge_words(p["reason"]),
    "harm.good_rest_used": QT_TRANSLATE_NOOP("HarmEvents", "the advantage from the good rest is used up"),
    "harm.supplies_spent": _spent,
    "harm.recover_gain": _gain,
    "harm.debility_gone": QT_TRANSLATE_NOOP("HarmEvents", "{debility} cleared"),
    "harm.debility_never": QT_TRANSLATE_NOOP("HarmEvents", "{debility} cleared: NPCs never mark debilities"),
    "harm.wound_stabilised": QT_TRANSLATE_NOOP("HarmEvents", "'{wound}' stabilised (not healed, ST-8)"),
    "harm.wound_healed": QT_TRANSLATE_NOOP("HarmEvents", "'{wound}' healed"),
    "harm.wound_permanent": QT_TRANSLATE_NOOP("HarmEvents", "'{wound}' is permanent: retire, or make a plan (ST-22)"),
    "harm.plan_done": QT_TRANSLATE_NOOP("HarmEvents", "the plan is done: no more '{effects}'"),
    "harm.needs": QT_TRANSLATE_NOOP("HarmEvents", "needs: {text}"),
    "harm.done": QT_TRANSLATE_NOOP("HarmEvents", "done: {text}"),
    "harm.still_needed": QT_TRANSLATE_NOOP("HarmEvents", "still needed: {items}"),
    "harm.meanwhile": QT_TRANSLATE_NOOP("HarmEvents", "meanwhile: {effects}"),
    "harm.nothing_to_heal": QT_TRANSLATE_NOOP("HarmEvents", "nothing to heal"),
    "harm.kind": QT_TRANSLATE_NOOP("HarmEvents", "{before} → {after}"),
    "harm.camp_nothing": QT_TRANSLATE_NOOP("HarmEvents", "chose nothing"),
    "harm.camp_hp": QT_TRANSLATE_NOOP("HarmEvents", "chose HP: half of {most}, rounded up = {gain}"),
    "harm.camp_clear": QT_TRANSLATE_NOOP("HarmEvents", "chose to clear {debility}"),
    "harm.bedroll": QT_TRANSLATE_NOOP("HarmEvents", "bedroll: +{roll} HP"),
    "harm.good_rest": QT_TRANSLATE_NOOP("HarmEvents", "a particularly good rest: advantage on the next roll"),
    "harm.ate": _ate,
    "harm.mess_kit": QT_TRANSLATE_NOOP("HarmEvents", "A mess kit: one use of food feeds {feeds} people."),
    "harm.food": _food,
    "harm.hungry": QT_TRANSLATE_NOOP("HarmEvents", "{name} did not eat"),
    "harm.how": "{text}",
    "harm.title.take_damage": QT_TRANSLATE_NOOP("HarmEvents", "{name} takes {amount} damage"),
    "harm.title.deaths_door": QT_TRANSLATE_NOOP("HarmEvents", "{name} rolls Death's Door"),
    "harm.title.move": QT_TRANSLATE_NOOP("HarmEvents", "{name} rolls {stat}"),
    "harm.title.recover": QT_TRANSLATE_NOOP("HarmEvents", "{name} Recovers"),
    "harm.title.camp": QT_TRANSLATE_NOOP("HarmEvents", "Make Camp: {names}"),
    "harm.title.convalesce": QT_TRANSLATE_NOOP("HarmEvents", "{name} Convalesces"),
    "harm.title.npc_regain": QT_TRANSLATE_NOOP("HarmEvents", "{count} NPCs regain HP"),
    "harm.title.first_aid": QT_TRANSLATE_NOOP("HarmEvents", "First aid for {name}"),
    "session.ended": QT_TRANSLATE_NOOP("HarmEvents", "End of session for {name}"),
    "session.rested": _rested,
    "session.state_cleared": QT_TRANSLATE_NOOP("HarmEvents", "{level} ({scale}) cleared at the end of the session"),
    "session.state_healed": QT_TRANSLATE_NOOP("HarmEvents", "{level} ({scale}) healed"),
    "session.injured_rested": QT_TRANSLATE_NOOP("HarmEvents", "{level} ({scale}): episode {rested} of {needed} rested"),
    "session.injured_healed": QT_TRANSLATE_NOOP("HarmEvents", "{level} ({scale}) healed after {rested} episodes"),
    "session.hero_points": QT_TRANSLATE_NOOP("HarmEvents", "hero points {before} → {after}"),
    "session.next_conflict_cleared": QT_TRANSLATE_NOOP("HarmEvents", "used next-conflict fallout cleared: {text}"),
    "session.fetish_refilled": QT_TRANSLATE_NOOP("HarmEvents", "fetish {name}: uses {before} → {after} (HQ-27)"),
    "session.rest_blocked": QT_TRANSLATE_NOOP("HarmEvents", "at Death's Door: roll it before resting heals anything (ST-6)"),
    "session.npc_rested": QT_TRANSLATE_NOOP("HarmEvents", "a few days' rest: all HP"),
    "session.title.end": QT_TRANSLATE_NOOP("HarmEvents", "End of session for {count} characters"),
    "session.title.downtime": QT_TRANSLATE_NOOP("HarmEvents", "Downtime: {days} days for {count} characters"),
})


_KIND_PHRASES = {
    CharacterKind.PLAYER_CHARACTER: QT_TRANSLATE_NOOP("HarmRefusals", "a player character"),
    CharacterKind.FOLLOWER: QT_TRANSLATE_NOOP("HarmRefusals", "a follower"),
    CharacterKind.NPC: QT_TRANSLATE_NOOP("HarmRefusals", "an NPC"),
    CharacterKind.MONSTER: QT_TRANSLATE_NOOP("HarmRefusals", "a monster"),
}


def _is_kind(template: str) -> Any:
    """A refusal saying what kind a character is, in a sentence ("Ogre is a monster: ...")."""
    def words(p: dict[str, Any]) -> str:
        phrase = _KIND_PHRASES.get(p["kind"]) if "kind" in p else None  # a CharacterKind, or its value (a str enum: the same key)
        kind = QCoreApplication.translate("HarmRefusals", phrase) if phrase else p.get("kind")
        return fill(QCoreApplication.translate("HarmRefusals", template), {**p, "kind": kind})
    return words


REFUSALS = Words(NO, {
    "harm.not_a_choice": QT_TRANSLATE_NOOP("HarmRefusals", "'{text}' is not one of: {choices}"),
    "harm.dead": QT_TRANSLATE_NOOP("HarmRefusals", "{name} is dead."),
    "harm.players_only": _is_kind(QT_TRANSLATE_NOOP("HarmRefusals", "{name} is {kind}: only player characters and followers do this; the GM has them regain HP with Play > NPCs Regain HP.")),
    "harm.negative_supplies": QT_TRANSLATE_NOOP("HarmRefusals", "Uses of supplies cannot be negative."),
    "harm.short_of_supplies": lambda p: fill(QCoreApplication.translate("HarmRefusals", "{name} has %n use(s) of supplies, and this needs {need} (ST-20).", None, p["have"]), p),
    "harm.not_whole": _amount(QT_TRANSLATE_NOOP("HarmRefusals", "{what} must be a whole number.")),
    "harm.negative": _amount(QT_TRANSLATE_NOOP("HarmRefusals", "{what} cannot be negative ({value}).")),
    "harm.no_attacker": QT_TRANSLATE_NOOP("HarmRefusals", "Name at least one attacker's damage."),
    "harm.pc_at_zero_follows_st5": QT_TRANSLATE_NOOP("HarmRefusals", "A player character at 0 HP follows ST-5: Death's Door if the source could kill, otherwise out of action."),
    "harm.gm_decides_fate": QT_TRANSLATE_NOOP("HarmRefusals", "{name} is not a player character: the GM decides what happens to them (ST-5)."),
    "harm.not_at_deaths_door": QT_TRANSLATE_NOOP("HarmRefusals", "{name} is not at Death's Door."),
    "harm.follower_not_at_zero": QT_TRANSLATE_NOOP("HarmRefusals", "{name} is not at 0 HP: Death's Door is for the dying."),
    "harm.fate_only_on_miss": QT_TRANSLATE_NOOP("HarmRefusals", "A fate is chosen only on a 6- (ST-6)."),
    "harm.no_max_hp": QT_TRANSLATE_NOOP("HarmRefusals", "{name} has no maximum HP on the sheet to come back with."),
    "harm.fate_needed": QT_TRANSLATE_NOOP("HarmRefusals", "6-: the player chooses one of the three fates (ST-6)."),
    "harm.not_a_stat": QT_TRANSLATE_NOOP("HarmRefusals", "'{text}' is not a stat (use {choices})."),
    "harm.dice_count": QT_TRANSLATE_NOOP("HarmRefusals", "This roll needs {need} dice, but {given} values were given."),
    "harm.negative_healer_bonus": QT_TRANSLATE_NOOP("HarmRefusals", "A healer's bonus cannot be negative."),
    "harm.no_such_wound": QT_TRANSLATE_NOOP("HarmRefusals", "{name} has no such problematic wound."),
    "harm.at_deaths_door": QT_TRANSLATE_NOOP("HarmRefusals", "{name} is at Death's Door: roll it first (tending gives advantage, ST-6)."),
    "harm.recover_locked": QT_TRANSLATE_NOOP("HarmRefusals", "{name} has Recovered already: not again until they take damage (ST-20)."),
    "harm.not_marked": QT_TRANSLATE_NOOP("HarmRefusals", "{name} is not {debility}: there is nothing to tend."),
    "harm.wound_needs_first": QT_TRANSLATE_NOOP("HarmRefusals", "'{wound}' needs first: {items}"),
    "harm.debility_needs_first": QT_TRANSLATE_NOOP("HarmRefusals", "{debility} clears when these are done: {items}"),
    "harm.no_such_requirement": QT_TRANSLATE_NOOP("HarmRefusals", "There is no requirement '{text}'."),
    "harm.no_debilities": _is_kind(QT_TRANSLATE_NOOP("HarmRefusals", "{name} is {kind}: NPCs and monsters never mark debilities (ST-7).")),
    "harm.convalesce_days": QT_TRANSLATE_NOOP("HarmRefusals", "Convalesce needs a few days' rest in safety: {least} or more (ST-22)."),
    "harm.retired_already": _is_kind(QT_TRANSLATE_NOOP("HarmRefusals", "{name} is {kind} already.")),
    "harm.plan_empty": QT_TRANSLATE_NOOP("HarmRefusals", "A plan needs at least one requirement (ST-22)."),
    "harm.not_npc": _is_kind(QT_TRANSLATE_NOOP("HarmRefusals", "{name} is {kind}: they regain HP by Recover, Make Camp or Convalesce.")),
    "harm.npc_amount_needed": QT_TRANSLATE_NOOP("HarmRefusals", "How many HP? The guideline is {low}-{high}."),
    "harm.negative_regain": QT_TRANSLATE_NOOP("HarmRefusals", "HP regained cannot be negative."),
    "harm.camp_not_marked": QT_TRANSLATE_NOOP("HarmRefusals", "{name} is not {debility}: choose HP or a marked debility (ST-21)."),
    "harm.no_bedroll": QT_TRANSLATE_NOOP("HarmRefusals", "{name} has no bedroll on the sheet."),
    "harm.camp_inputs": QT_TRANSLATE_NOOP("HarmRefusals", "Each camper needs a choice, whether they slept, and their bedroll die."),
    "harm.camp_short_of_food": QT_TRANSLATE_NOOP("HarmRefusals", "The party needs {need} uses of food and has {have} (ST-21). Give someone provisions or supplies on their sheet, or tick “If food runs short” to feed those first in the list."),
    "harm.negative_damage": QT_TRANSLATE_NOOP("HarmRefusals", "{dice} rolled {total}: damage cannot be below 0."),
    "harm.nothing_chosen": QT_TRANSLATE_NOOP("HarmRefusals", "Choose something to do first."),
    "harm.nobody_camps": QT_TRANSLATE_NOOP("HarmRefusals", "Nobody here can Make Camp."),
    "harm.nothing_treated": QT_TRANSLATE_NOOP("HarmRefusals", "Treat something first, or close."),
    "harm.other_patient": QT_TRANSLATE_NOOP("HarmRefusals", "This first aid is for {name}: each treatment must be for them."),
    "harm.nobody_selected": QT_TRANSLATE_NOOP("HarmRefusals", "Select characters in the roster first."),
    "session.negative_hero_points": QT_TRANSLATE_NOOP("HarmRefusals", "Hero points awarded cannot be negative."),
    "session.downtime_days": QT_TRANSLATE_NOOP("HarmRefusals", "Downtime is at least one whole day."),
})


PLAY_MENU = PlayMenu("HarmMenu", "talekeeper.desktop.stonetop", (
    PlayEntry("damage", QT_TRANSLATE_NOOP("HarmMenu", "Take &Damage…"), "actions:take_damage", "Ctrl+Shift+H"),
    PlayEntry("deaths_door", QT_TRANSLATE_NOOP("HarmMenu", "Death's D&oor…"), "actions:deaths_door"),
    PlayEntry("move", QT_TRANSLATE_NOOP("HarmMenu", "&Move Roll…"), "actions:move_roll"),
    PlayEntry("recover", QT_TRANSLATE_NOOP("HarmMenu", "&Recover…"), "actions:recover", "Ctrl+Shift+R"),
    PlayEntry("camp", QT_TRANSLATE_NOOP("HarmMenu", "Ma&ke Camp…"), "actions:make_camp", "Ctrl+Shift+K"),
    PlayEntry("convalesce", QT_TRANSLATE_NOOP("HarmMenu", "Con&valesce…"), "actions:convalesce"),
    PlayEntry("first_aid", QT_TRANSLATE_NOOP("HarmMenu", "&First Aid…"), "actions:first_aid", "Ctrl+Shift+F"),
    PlayEntry("session", QT_TRANSLATE_NOOP("HarmMenu", "&End of Session…"), "actions:end_of_session", separated=True),
    PlayEntry("downtime", QT_TRANSLATE_NOOP("HarmMenu", "Down&time…"), "actions:downtime"),
    PlayEntry("npc_regain", QT_TRANSLATE_NOOP("HarmMenu", "&NPCs Regain HP…"), "actions:npc_regain"),
))
"""The Play menu's Stonetop entries, in order (`desktop.play_entries`)."""
