"""The DV rules' events and refusals in words (`desktop.words.wording`): `resources/rules/rules.md`, DV.

Templates name their parameters (`{name}`, `{stakes}`); `{name}` is the character whose history
the event is in. Keys are the event kinds of `core.rules.dogs.events` and the refusal codes the
DV rules raise; a test checks that every one has words here. The conflict's log and the dice in
hand are worded in `desktop.dogs.log_words`.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.rules.dogs import Cause, DyingCause, Item, Leaving, Pool, Result, Results, Treated
from talekeeper.desktop.play_entries import PlayEntry, PlayMenu
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.words.wording import Words, fill

EV = "DogsEvents"
NO = "DogsRefusals"
WORDS = "DogsWords"

_ENUMS: dict[Enum, str] = {
    Item.TRAIT: QT_TRANSLATE_NOOP("DogsWords", "trait"),
    Item.RELATIONSHIP: QT_TRANSLATE_NOOP("DogsWords", "relationship"),
    Item.BELONGING: QT_TRANSLATE_NOOP("DogsWords", "belonging"),
    Pool.INFLUENCE: QT_TRANSLATE_NOOP("DogsWords", "the demonic influence dice"),
    Pool.FALLOUT: QT_TRANSLATE_NOOP("DogsWords", "the fallout dice"),
    Pool.BELONGING: QT_TRANSLATE_NOOP("DogsWords", "the belonging's dice"),
    Pool.ARMOR: QT_TRANSLATE_NOOP("DogsWords", "the black armor's dice"),
    Pool.EXTRA: QT_TRANSLATE_NOOP("DogsWords", "the opposition's dice"),
    Pool.RELATIONSHIP: QT_TRANSLATE_NOOP("DogsWords", "the relationship's dice"),
    DyingCause.DEADLY_WEAPON: QT_TRANSLATE_NOOP("DogsWords", "Deadly weapons"),
    DyingCause.CUT_STAB_HANGING_CLUBBING: QT_TRANSLATE_NOOP("DogsWords", "Cuts, stabs, hanging, clubbing"),
    DyingCause.STRANGLING_TRAMPLING_FALLING_DROWNING: QT_TRANSLATE_NOOP("DogsWords", "Strangling, trampling, falling, drowning"),
}


def word(value: Enum) -> str:
    """A DV enum the labels do not word (what a change acts on, where dice were written, how a
    character is dying...), in the user's language."""
    return QCoreApplication.translate(WORDS, _ENUMS[value])


def _t(text: str, params: dict[str, Any]) -> str:
    return fill(QCoreApplication.translate(EV, text), params)


def _words(params: dict[str, Any]) -> dict[str, Any]:
    """The parameters with the enums only this module words replaced by their words."""
    return {key: word(value) if isinstance(value, Enum) and value in _ENUMS else value for key, value in params.items()}


def _ended(p: dict[str, Any]) -> str:
    text = _t({
        Result.WON: QT_TRANSLATE_NOOP("DogsEvents", "{name} won the conflict: {stakes}"),
        Result.LOST: QT_TRANSLATE_NOOP("DogsEvents", "{name} lost the conflict: {stakes}"),
    }.get(p["result"], QT_TRANSLATE_NOOP("DogsEvents", "Nobody won the conflict: {stakes}")), p)
    if p.get("left") is Leaving.GAVE:
        text += _t(QT_TRANSLATE_NOOP("DogsEvents", " (gave)"), p)
    elif p.get("left") is Leaving.OUT:
        text += _t(QT_TRANSLATE_NOOP("DogsEvents", " (out of dice)"), p)
    if p.get("fallout"):
        text += _t(QT_TRANSLATE_NOOP("DogsEvents", "; fallout noted: {fallout}"), p)
    return text


def _fallout(p: dict[str, Any]) -> str:
    shown = {**p, "rolls": " ".join(str(v) for v in p["rolls"])}
    text = _t(QT_TRANSLATE_NOOP("DogsEvents", "{name} rolls fallout: {rolls}, the two highest make {total}: {band}"), shown)
    if p.get("experience"):
        text += _t(QT_TRANSLATE_NOOP("DogsEvents", "; a die shows 1: experience"), p)
    return text


def _short_term(p: dict[str, Any]) -> str:
    if p.get("stat") is not None:
        return _t(QT_TRANSLATE_NOOP("DogsEvents", "Short-term fallout for the next conflict: {stat} -1"), p)
    if p.get("relationship"):
        return _t(QT_TRANSLATE_NOOP("DogsEvents", "Short-term fallout for the next conflict: the relationship with {relationship} at d4"), p)
    if p.get("text"):
        return _t(QT_TRANSLATE_NOOP("DogsEvents", "Short-term fallout for the next conflict: {effect}: {text}"), p)
    return _t(QT_TRANSLATE_NOOP("DogsEvents", "Short-term fallout for the next conflict: {effect}"), p)


def _cause(p: dict[str, Any], long_term: str, experience: str, unassigned: str = "") -> str:
    template = {Cause.LONG_TERM: long_term, Cause.EXPERIENCE: experience}.get(p["cause"], unassigned or experience)
    return _t(template, _words(p))


def _stat(p: dict[str, Any]) -> str:
    return _cause(p, QT_TRANSLATE_NOOP("DogsEvents", "Long-term fallout: {stat} {before}d6 → {after}d6"),
                  QT_TRANSLATE_NOOP("DogsEvents", "Experience: {stat} {before}d6 → {after}d6"))


def _trait(p: dict[str, Any]) -> str:
    return _cause(p, QT_TRANSLATE_NOOP("DogsEvents", "Long-term fallout: a new trait, '{text}' {dice}"),
                  QT_TRANSLATE_NOOP("DogsEvents", "Experience: a new trait, '{text}' {dice}"))


def _relationship(p: dict[str, Any]) -> str:
    return _cause(p, QT_TRANSLATE_NOOP("DogsEvents", "Long-term fallout: a new relationship with {subject} ({relation}) {dice}"),
                  QT_TRANSLATE_NOOP("DogsEvents", "Experience: a new relationship with {subject} ({relation}) {dice}"),
                  QT_TRANSLATE_NOOP("DogsEvents", "A new relationship with {subject} ({relation}) {dice}, from unassigned dice"))


def _dice(p: dict[str, Any]) -> str:
    return _cause(p, QT_TRANSLATE_NOOP("DogsEvents", "Long-term fallout: the {item} '{subject}' {before} → {after}"),
                  QT_TRANSLATE_NOOP("DogsEvents", "Experience: the {item} '{subject}' {before} → {after}"))


def _body(p: dict[str, Any]) -> str:
    shown = {**p, "rolls": " ".join(str(v) for v in p["rolls"])}
    if p["after"] == p["fallout"]:
        return _t(QT_TRANSLATE_NOOP("DogsEvents", "{name}'s Body roll {rolls}: {best} against {fallout}, recovers without help"), shown)
    return _t(QT_TRANSLATE_NOOP("DogsEvents", "{name}'s Body roll {rolls}: {best} against {fallout}; the fallout becomes {after}: needs treatment"), shown)


_INJURY = {
    InjuryStage.BODY_ROLL: QT_TRANSLATE_NOOP("DogsEvents", "{name} is injured by a fallout of {total}: the Body roll is due"),
    InjuryStage.TREATMENT: QT_TRANSLATE_NOOP("DogsEvents", "{name} is injured by a fallout of {total}: needs treatment"),
    InjuryStage.DYING: QT_TRANSLATE_NOOP("DogsEvents", "A fallout of {total}: {name} is dying"),
    InjuryStage.DEAD: QT_TRANSLATE_NOOP("DogsEvents", "A fallout of {total}: {name} is dead"),
}

_TREATED = {
    Treated.LIVES: QT_TRANSLATE_NOOP("DogsEvents", "The treatment succeeded: {name} lives"),
    Treated.FAILED: QT_TRANSLATE_NOOP("DogsEvents", "The treatment failed: the fallout becomes {after}"),
    Treated.NOBODY: QT_TRANSLATE_NOOP("DogsEvents", "Nobody treated {name}: the fallout becomes {after}"),
}


def _optional(with_text: str, without: str, key: str) -> Any:
    return lambda p: _t(with_text if p.get(key) else without, p)


EVENTS = Words(EV, {
    "dogs.conflict_ended": _ended,
    "dogs.fallout_rolled": _fallout,
    "dogs.short_term": _short_term,
    "dogs.stat_changed": _stat,
    "dogs.trait_added": _trait,
    "dogs.relationship_added": _relationship,
    "dogs.dice_changed": _dice,
    "dogs.belonging_struck": QT_TRANSLATE_NOOP("DogsEvents", "Long-term fallout: {belonging} ({dice}) is struck from the sheet"),
    "dogs.belonging_added": QT_TRANSLATE_NOOP("DogsEvents", "Experience: a new belonging, {belonging} {dice}"),
    "dogs.armor_rewritten": lambda p: _t(QT_TRANSLATE_NOOP("DogsEvents", "Long-term fallout: the black armor is rewritten, its dice {before} → {after}"),
                                         {**p, "before": p["before"] or "—", "after": p["after"] or "—"}),
    "dogs.injury": lambda p: _t(_INJURY[p["stage"]], p) if p["stage"] in _INJURY else _t(QT_TRANSLATE_NOOP("DogsEvents", "{name} is injured by a fallout of {total}"), p),
    "dogs.life_lost": _optional(QT_TRANSLATE_NOOP("DogsEvents", "{name} is dying: their life was the stake and was lost ({stakes}); needs treatment"),
                                QT_TRANSLATE_NOOP("DogsEvents", "{name} is dying: their life was the stake and was lost; needs treatment"), "stakes"),
    "dogs.body_roll": _body,
    "dogs.treated": lambda p: _t(_TREATED.get(p["result"], _TREATED[Treated.FAILED]), p),
    "dogs.dies_after_scene": QT_TRANSLATE_NOOP("DogsEvents", "{name} is dying: dies after one more scene"),
    "dogs.died": QT_TRANSLATE_NOOP("DogsEvents", "{name} died of the fallout"),
    "dogs.soul_sold": _optional(QT_TRANSLATE_NOOP("DogsEvents", "{name} called on {subject} and sold their soul"),
                                QT_TRANSLATE_NOOP("DogsEvents", "{name} called on a demon and sold their soul"), "subject"),
    "dogs.next_conflict_used": lambda p: fill(QCoreApplication.translate("DogsEvents", "%n next-conflict-only effect(s) used", None, p["count"]), p),
    "dogs.reason": QT_TRANSLATE_NOOP("DogsEvents", "reason: {text}"),
    "dogs.in_conflict": QT_TRANSLATE_NOOP("DogsEvents", "in the conflict: {stakes}"),
    "dogs.title.open": QT_TRANSLATE_NOOP("DogsEvents", "Start conflict: {stakes}"),
    "dogs.title.end": QT_TRANSLATE_NOOP("DogsEvents", "End of conflict: {stakes}"),
    "dogs.title.raise": QT_TRANSLATE_NOOP("DogsEvents", "{name} raises {total}"),
    "dogs.title.see": QT_TRANSLATE_NOOP("DogsEvents", "{name} sees"),
    "dogs.title.give": QT_TRANSLATE_NOOP("DogsEvents", "{name} gives"),
    "dogs.title.out": QT_TRANSLATE_NOOP("DogsEvents", "{name} is out of dice"),
    "dogs.title.help": QT_TRANSLATE_NOOP("DogsEvents", "{name} helps {ally}"),
    "dogs.title.escalate": QT_TRANSLATE_NOOP("DogsEvents", "{name} escalates to {arena}"),
    "dogs.title.bring_in": QT_TRANSLATE_NOOP("DogsEvents", "{name} brings in dice"),
    "dogs.title.new_relationship": QT_TRANSLATE_NOOP("DogsEvents", "New relationship with {subject}"),
    "dogs.title.demon": QT_TRANSLATE_NOOP("DogsEvents", "{name} calls on a demon"),
    "dogs.title.order": QT_TRANSLATE_NOOP("DogsEvents", "Raising order of round {round}"),
    "dogs.title.give_up_kept": QT_TRANSLATE_NOOP("DogsEvents", "{name} gives up the kept die"),
    "dogs.title.fallout": QT_TRANSLATE_NOOP("DogsEvents", "Fallout for {name}"),
    "dogs.title.dying": QT_TRANSLATE_NOOP("DogsEvents", "{name} is dying"),
    "dogs.title.treatment": QT_TRANSLATE_NOOP("DogsEvents", "Treatment for {name}"),
    "dogs.title.nobody_treats": QT_TRANSLATE_NOOP("DogsEvents", "Nobody treats {name}"),
    "dogs.title.body_roll": QT_TRANSLATE_NOOP("DogsEvents", "Body roll for {name}"),
    "dogs.title.dies": QT_TRANSLATE_NOOP("DogsEvents", "{name} dies"),
})


def _no(text: str) -> Any:
    """A refusal whose parameters include enums only this module words."""
    return lambda p: fill(QCoreApplication.translate(NO, text), _words(p))


def _raise_after_help(p: dict[str, Any]) -> str:
    if p.get("kept"):
        return fill(QCoreApplication.translate("DogsRefusals", "{name} helped an ally, so the next raise is one die: the kept reverse-the-blow die."), p)
    return fill(QCoreApplication.translate("DogsRefusals", "{name} helped an ally, so the next raise is made with one die."), p)


def _raise_with_kept(p: dict[str, Any]) -> str:
    if p.get("helped"):
        return fill(QCoreApplication.translate("DogsRefusals", "The kept reverse-the-blow total ({total}) joins {name}'s raise: put forward {need} more from hand."), p)
    return fill(QCoreApplication.translate("DogsRefusals", "The kept reverse-the-blow die ({total}) joins {name}'s raise: put forward {need} more from hand."), p)


def _no_such_item(p: dict[str, Any]) -> str:
    if p.get("item") is None:
        return fill(QCoreApplication.translate("DogsRefusals", "{name} has no such trait or relationship."), p)
    return fill(QCoreApplication.translate("DogsRefusals", "{name} has no such {item}."), _words(p))


def _size_at_end(p: dict[str, Any]) -> str:
    if p.get("up"):
        return fill(QCoreApplication.translate("DogsRefusals", "A d{size} cannot go up: dice run d{smallest} to d{largest}."), p)
    return fill(QCoreApplication.translate("DogsRefusals", "A d{size} cannot go down: dice run d{smallest} to d{largest}."), p)


def _results_count(p: dict[str, Any]) -> str:
    results = p.get("results")
    if results is Results.SHORT_TERM:
        text = QCoreApplication.translate("DogsRefusals", "A fallout of {total} takes %n short-term result(s), not {got}.", None, p["need"])
    elif results is Results.LONG_TERM:
        text = QCoreApplication.translate("DogsRefusals", "A fallout of {total} takes %n long-term result(s), not {got}.", None, p["need"])
    else:
        text = QCoreApplication.translate("DogsRefusals", "A fallout of {total} takes %n experience result(s), not {got}.", None, p["need"])
    return fill(text, p)


REFUSALS = Words(NO, {
    "dogs.already_d4": QT_TRANSLATE_NOOP("DogsRefusals", "'{item}': the dice are already d4."),
    "dogs.answered": QT_TRANSLATE_NOOP("DogsRefusals", "{name} has already answered this raise."),
    "dogs.armor_must_drop": QT_TRANSLATE_NOOP("DogsRefusals", "The black armor's dice must drop below {dice}."),
    "dogs.armor_no_dice": QT_TRANSLATE_NOOP("DogsRefusals", "The black armor has no dice to lower."),
    "dogs.armor_text_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Write the black armor's new description."),
    "dogs.bad_dice": _no(QT_TRANSLATE_NOOP("DogsRefusals", "{what}: '{text}' are not dice (write them as 2d6 or 1d8+1d4).")),
    "dogs.bad_total": QT_TRANSLATE_NOOP("DogsRefusals", "A fallout total is a whole number of 0 or more, not {text}."),
    "dogs.bad_values": QT_TRANSLATE_NOOP("DogsRefusals", "Die faces are whole numbers of 1 or more, not {text}."),
    "dogs.belonging_dice_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Give the new belonging its dice, such as 1d6."),
    "dogs.belonging_name_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Name the new belonging."),
    "dogs.body_dice_count": QT_TRANSLATE_NOOP("DogsRefusals", "{name} rolls {need} Body dice, not {given}."),
    "dogs.bring_one": QT_TRANSLATE_NOOP("DogsRefusals", "Bring in one trait, relationship, belonging or item at a time."),
    "dogs.can_still_raise": QT_TRANSLATE_NOOP("DogsRefusals", "{name} still holds dice enough to raise."),
    "dogs.can_still_see": QT_TRANSLATE_NOOP("DogsRefusals", "{name}'s dice can still see the raise of {raised}."),
    "dogs.death_choice_needed": QT_TRANSLATE_NOOP("DogsRefusals", "A fallout of 20 or more kills the character: choose at once or after a scene."),
    "dogs.demon_called_already": QT_TRANSLATE_NOOP("DogsRefusals", "{name} has already called on a demon in this conflict."),
    "dogs.die_twice": QT_TRANSLATE_NOOP("DogsRefusals", "The same die was put forward twice."),
    "dogs.fallout_done": QT_TRANSLATE_NOOP("DogsRefusals", "{name}'s fallout is on the sheet already."),
    "dogs.fallout_or_dying": QT_TRANSLATE_NOOP("DogsRefusals", "Name either the fallout dice or how the character is dying."),
    "dogs.gave_already": QT_TRANSLATE_NOOP("DogsRefusals", "{name} has given and is out of this conflict."),
    "dogs.heal_self": QT_TRANSLATE_NOOP("DogsRefusals", "{name} cannot treat themself: choose a healer."),
    "dogs.help_dice": QT_TRANSLATE_NOOP("DogsRefusals", "A helper gives {need} die to an ally (DV-15); pick {need}."),
    "dogs.help_other_side": QT_TRANSLATE_NOOP("DogsRefusals", "{name} can only help an ally on the same side, and {ally} is not one."),
    "dogs.help_self": QT_TRANSLATE_NOOP("DogsRefusals", "{name} cannot help themself."),
    "dogs.helped_already": QT_TRANSLATE_NOOP("DogsRefusals", "{name} already helped {ally} and cannot help again before their next turn."),
    "dogs.injured_already": QT_TRANSLATE_NOOP("DogsRefusals", "{name} already has an injury waiting on the sheet."),
    "dogs.item_brought": QT_TRANSLATE_NOOP("DogsRefusals", "{name} has already brought {item} into this conflict."),
    "dogs.item_dice": QT_TRANSLATE_NOOP("DogsRefusals", "An item not on the sheet brings {dice}."),
    "dogs.item_name_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Name the item first."),
    "dogs.item_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Choose what the result acts on."),
    "dogs.item_twice": QT_TRANSLATE_NOOP("DogsRefusals", "{name} brings the same item twice."),
    "dogs.joined_already": _no(QT_TRANSLATE_NOOP("DogsRefusals", "{name}'s {item} has already joined this conflict (each joins once).")),
    "dogs.kept_die_gone": QT_TRANSLATE_NOOP("DogsRefusals", "The saved conflict no longer keeps that die ({value} on a d{size})."),
    "dogs.last_die": QT_TRANSLATE_NOOP("DogsRefusals", "'{item}' has only one die and cannot lose it: choose another result."),
    "dogs.leave_with_follow_up": QT_TRANSLATE_NOOP("DogsRefusals", "Leaving the scene is only possible if nobody starts a follow-up conflict."),
    "dogs.life_not_lost": QT_TRANSLATE_NOOP("DogsRefusals", "{name} did not lose a conflict with their life at stake."),
    "dogs.no_body_roll": QT_TRANSLATE_NOOP("DogsRefusals", "A fallout of {total} calls for no Body roll (only 12 to 15 do)."),
    "dogs.no_conflict": QT_TRANSLATE_NOOP("DogsRefusals", "There is no conflict to act in."),
    "dogs.no_demon": QT_TRANSLATE_NOOP("DogsRefusals", "{name} has no demon relationship to call on."),
    "dogs.no_fallout": QT_TRANSLATE_NOOP("DogsRefusals", "There are no fallout dice: the character took no blow."),
    "dogs.no_influence": QT_TRANSLATE_NOOP("DogsRefusals", "The GM has set no demonic influence dice (Campaign Settings)."),
    "dogs.no_injury_waiting": QT_TRANSLATE_NOOP("DogsRefusals", "{name} has no injury waiting for this step."),
    "dogs.no_kept_die": QT_TRANSLATE_NOOP("DogsRefusals", "{name} kept no die for a follow-up conflict."),
    "dogs.no_order_one_on_one": QT_TRANSLATE_NOOP("DogsRefusals", "One on one, the side that started raises first (DV-10): there is no order to choose."),
    "dogs.no_raise": QT_TRANSLATE_NOOP("DogsRefusals", "There is no raise on the table to see."),
    "dogs.no_sheet": QT_TRANSLATE_NOOP("DogsRefusals", "{name} has no sheet in this library to write to."),
    "dogs.no_such_die": QT_TRANSLATE_NOOP("DogsRefusals", "{name} does not hold that die."),
    "dogs.no_such_item": _no_such_item,
    "dogs.no_such_participant": QT_TRANSLATE_NOOP("DogsRefusals", "That participant does not take part in this conflict."),
    "dogs.no_such_size": QT_TRANSLATE_NOOP("DogsRefusals", "'{item}' has no d{size} to change."),
    "dogs.no_target": QT_TRANSLATE_NOOP("DogsRefusals", "A raise must be aimed at someone."),
    "dogs.no_treatment": QT_TRANSLATE_NOOP("DogsRefusals", "A fallout of {total} calls for no treatment (only 16 to 19 do)."),
    "dogs.nobody_raises": QT_TRANSLATE_NOOP("DogsRefusals", "It is nobody's turn to raise."),
    "dogs.not_d4": QT_TRANSLATE_NOOP("DogsRefusals", "'{item}' is {dice}, not a d4 one."),
    "dogs.nobody_takes_part": QT_TRANSLATE_NOOP("DogsRefusals", "Add the participants first."),
    "dogs.not_a_count": QT_TRANSLATE_NOOP("DogsRefusals", "A number of dice is a whole number of 0 or more, not {text}."),
    "dogs.not_a_die_size": QT_TRANSLATE_NOOP("DogsRefusals", "d{size} is not a die size."),
    "dogs.not_a_pool": _no(QT_TRANSLATE_NOOP("DogsRefusals", "{what}: '{text}' must be dice only, with no numbers added.")),
    "dogs.not_a_target": QT_TRANSLATE_NOOP("DogsRefusals", "{name} is not a target of this raise."),
    "dogs.not_a_treatment": QT_TRANSLATE_NOOP("DogsRefusals", "This conflict is not a treatment."),
    "dogs.not_an_opponent": QT_TRANSLATE_NOOP("DogsRefusals", "{name} is not an opponent still in the conflict."),
    "dogs.not_due": QT_TRANSLATE_NOOP("DogsRefusals", "{name} is not due to raise or see right now."),
    "dogs.not_dying": QT_TRANSLATE_NOOP("DogsRefusals", "{name} is not dying."),
    "dogs.not_over": QT_TRANSLATE_NOOP("DogsRefusals", "The conflict is not over yet."),
    "dogs.not_tied": QT_TRANSLATE_NOOP("DogsRefusals", "{name} is not tied there: only tied participants may be reordered."),
    "dogs.not_your_turn": QT_TRANSLATE_NOOP("DogsRefusals", "It is {due}'s turn to raise, not {name}'s."),
    "dogs.nothing_larger": QT_TRANSLATE_NOOP("DogsRefusals", "'{item}' has no die larger than d{size}."),
    "dogs.one_die": QT_TRANSLATE_NOOP("DogsRefusals", "Add or remove exactly one die."),
    "dogs.one_step": QT_TRANSLATE_NOOP("DogsRefusals", "A die size changes one step up or down."),
    "dogs.opposition_dice_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Give {name} their dice, such as 4d6."),
    "dogs.opposition_name_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Name the opposition."),
    "dogs.order_not_round": QT_TRANSLATE_NOOP("DogsRefusals", "The new order must list exactly the participants of this round."),
    "dogs.order_too_late": QT_TRANSLATE_NOOP("DogsRefusals", "The raising order can only be chosen before anyone raises this round."),
    "dogs.out_already": QT_TRANSLATE_NOOP("DogsRefusals", "{name} is out of dice and out of this conflict."),
    "dogs.over": QT_TRANSLATE_NOOP("DogsRefusals", "The conflict is over."),
    "dogs.raise_after_help": _raise_after_help,
    "dogs.raise_on_table": QT_TRANSLATE_NOOP("DogsRefusals", "{raiser}'s raise is on the table: it must be seen or given first."),
    "dogs.raise_short_of_dice": QT_TRANSLATE_NOOP("DogsRefusals", "{name} holds {have} dice and this raise needs {need}: escalate, bring in dice, or give."),
    "dogs.raise_two": QT_TRANSLATE_NOOP("DogsRefusals", "A raise is exactly two dice: pick two of {name}'s dice."),
    "dogs.raise_with_kept": _raise_with_kept,
    "dogs.reason_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Write a reason that fits what happened in the conflict (DV-20)."),
    "dogs.relationship_dice_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Give the new relationship its dice, such as 1d6."),
    "dogs.relationship_exists": QT_TRANSLATE_NOOP("DogsRefusals", "{name} already has the relationship with {subject}."),
    "dogs.relationship_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Choose the relationship whose dice become d4 for the next conflict."),
    "dogs.results_count": _results_count,
    "dogs.rolled_before": QT_TRANSLATE_NOOP("DogsRefusals", "Participants join a new conflict with no dice rolled yet."),
    "dogs.same_arena": QT_TRANSLATE_NOOP("DogsRefusals", "{name} is already in the {arena} arena."),
    "dogs.arena_too_many_dice": QT_TRANSLATE_NOOP("DogsRefusals", "Not worked out: too many dice on the table ({dice}) to work out who wins in time."),
    "dogs.bad_face": QT_TRANSLATE_NOOP("DogsRefusals", "A die's face is a whole number of 1 or more, not {text}."),
    "dogs.bad_raise": QT_TRANSLATE_NOOP("DogsRefusals", "A raise is a total of two dice or more, not {text}."),
    "dogs.kept_in_see": QT_TRANSLATE_NOOP("DogsRefusals", "A die kept from a reverse the blow goes into the next raise, not into a see."),
    "dogs.see_own_die": QT_TRANSLATE_NOOP("DogsRefusals", "A see needs at least one of the seeing character's own dice."),
    "dogs.see_short": QT_TRANSLATE_NOOP("DogsRefusals", "{name}'s dice total {total}, short of the raise of {raised}: put forward more, bring in dice, escalate, or give."),
    "dogs.see_without_dice": QT_TRANSLATE_NOOP("DogsRefusals", "{name} must put forward at least one die to see."),
    "dogs.side_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Every participant needs a side."),
    "dogs.size_at_end": _size_at_end,
    "dogs.stakes_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Write what is at stake before the conflict starts (not how it is won)."),
    "dogs.stakes_too_long": QT_TRANSLATE_NOOP("DogsRefusals", "The stakes are longer than {most} characters: say them shorter."),
    "dogs.starter_not_in": QT_TRANSLATE_NOOP("DogsRefusals", "The participant who starts the conflict must take part in it."),
    "dogs.stat_empty": QT_TRANSLATE_NOOP("DogsRefusals", "{stat} has no dice left to lose: choose another result."),
    "dogs.stat_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Choose the stat."),
    "dogs.stat_range": QT_TRANSLATE_NOOP("DogsRefusals", "{stat} runs from 0 to {most} dice, not {value}."),
    "dogs.subject_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Write whom or what the new relationship is with."),
    "dogs.trait_text_needed": QT_TRANSLATE_NOOP("DogsRefusals", "Write the new trait."),
    "dogs.unassigned_short": QT_TRANSLATE_NOOP("DogsRefusals", "{name}'s unassigned relationship dice are {have}: not enough for {take}."),
    "dogs.which_size": QT_TRANSLATE_NOOP("DogsRefusals", "'{item}' has dice of several sizes ({dice}): choose which size."),
})


PLAY_MENU = PlayMenu("DogsMenu", "talekeeper.desktop.dogs", (
    PlayEntry("dogs_start", QT_TRANSLATE_NOOP("DogsMenu", "&Start Conflict (Dogs)…"), ":start_conflict", "Ctrl+Shift+D"),
    PlayEntry("dogs_resume", QT_TRANSLATE_NOOP("DogsMenu", "Resume Conf&lict (Dogs)…"), ":resume_conflict", "Ctrl+Alt+D"),
))
"""The Play menu's Dogs entries, in order (`desktop.play_entries`)."""
