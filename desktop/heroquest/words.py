"""The HQ rules' events and refusals in words (`desktop.words.wording`): `resources/rules/rules.md`, HQ.

Templates name their parameters (`{name}`, `{level}`); `{name}` is the character whose history the
event is in. Keys are the event kinds of `core.rules.heroquest.events` and the refusal codes the HQ
rules raise; a test checks that every one has words here. Counts use Qt's plural forms.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from talekeeper.core.rules.heroquest import Bump, ContestKind, Healing
from talekeeper.core.rules.heroquest.tables import CellRule
from talekeeper.desktop.heroquest.sheet_words import item_text, row_text
from talekeeper.desktop.play_entries import PlayEntry, PlayMenu
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import Words, fill

EV = "HeroQuestEvents"
NO = "HeroQuestRefusals"
Params = dict[str, Any]


def _t(text: str, p: Params) -> str:
    return fill(QCoreApplication.translate("HeroQuestEvents", text), p)


def _lower(p: Params, *keys: str) -> Params:
    """The results named lower-case inside a sentence (`Success against failure`)."""
    return {**p, **{key: label(p[key]).lower() for key in keys if p.get(key) is not None}}


def _signed(p: Params, *keys: str) -> Params:
    return {**p, **{key: f"{p[key]:+d}" for key in keys}}


# -- contests ----------------------------------------------------------------------------------------------

_CONTEST = {
    (ContestKind.SIMPLE, "against"): QT_TRANSLATE_NOOP("HeroQuestEvents", "Contest of {name} against {against}: {level}"),
    (ContestKind.SIMPLE, "resistance"): QT_TRANSLATE_NOOP("HeroQuestEvents", "Contest of {name} against resistance {resistance}: {level}"),
    (ContestKind.GROUP, "against"): QT_TRANSLATE_NOOP("HeroQuestEvents", "Group contest of {name} against {against}: {level}"),
    (ContestKind.GROUP, "resistance"): QT_TRANSLATE_NOOP("HeroQuestEvents", "Group contest of {name} against resistance {resistance}: {level}"),
}


def _contest(p: Params) -> str:
    if p["contest"] is ContestKind.TEST:
        if p.get("ability"):
            return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Ability test of {name} ({ability}): {level}"), p)
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Ability test of {name}: {level}"), p)
    return _t(_CONTEST[(p["contest"], "against" if p.get("against") else "resistance")], p)


_HEALED = {
    Healing.FIRST_AID: QT_TRANSLATE_NOOP("HeroQuestEvents", "First aid on {name}: {level}"),
    Healing.MAJOR_HEALING: QT_TRANSLATE_NOOP("HeroQuestEvents", "Major healing of {name}: {level}"),
    Healing.RESCUE: QT_TRANSLATE_NOOP("HeroQuestEvents", "Rescue of {name} from dying: {level}"),
}


def _roll(p: Params) -> str:
    p = _lower(p, "rolled", "result")
    if p.get("who"):
        if p["rolled"] == p["result"]:
            return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} rolled {roll} against {target}: {rolled}"), p)
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} rolled {roll} against {target}: {rolled}, bumped to {result}"), p)
    if p.get("resistance"):
        if p["rolled"] == p["result"]:
            return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "The resistance rolled {roll} against {target}: {rolled}"), p)
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "The resistance rolled {roll} against {target}: {rolled}, bumped to {result}"), p)
    if p["rolled"] == p["result"]:
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Rolled {roll} against {target}: {rolled}"), p)
    return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Rolled {roll} against {target}: {rolled}, bumped to {result}"), p)


def _cell(p: Params) -> str:
    p = _lower(p, "other")
    if p["rule"] is CellRule.NARRATOR:
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{own} against {other} → the narrator decides (the tie-break suggests {level})"), p)
    if p["rule"] is CellRule.BOTH:
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{own} against {other} → {level}; both sides suffer this defeat"), p)
    return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{own} against {other} → {level}"), p)


def _bumped(p: Params) -> str:
    if p.get("resistance"):
        who = QCoreApplication.translate("HeroQuestEvents", "The resistance")
    else:
        who = p.get("who") or QCoreApplication.translate("HeroQuestEvents", "The roll")
    p = {**p, "who": who}
    if p["reason"] is Bump.HERO_POINT:
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} spent a hero point (HQ-8)"), p)
    if p["reason"] is Bump.MASTERIES:
        return fill(QCoreApplication.translate("HeroQuestEvents", "{who} bumped up %n time(s) by masteries (HQ-6)", None, p["steps"]), p)
    if p["steps"] < 0:
        return fill(QCoreApplication.translate("HeroQuestEvents", "{who} bumped down %n time(s) (injured, HQ-20)", None, -p["steps"]), p)
    return fill(QCoreApplication.translate("HeroQuestEvents", "{who} bumped up %n time(s)", None, p["steps"]), p)


def _pairing(p: Params) -> str:
    p = {**_lower(p, "against"), "other": p.get("other") or QCoreApplication.translate("HeroQuestEvents", "the resistance")}
    return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{hero} rolled {roll}, {other} rolled {other_roll}: {own} against {against} → {points} to {other_points}"), p)


def _augment(p: Params) -> str:
    p = _signed(p, "modifier")
    if p.get("level") is None:
        if p.get("edge"):
            return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Augment with {ability} for an edge of +{asked}: the narrator's call, no effect (HQ-13)"), p)
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Augment with {ability} for +{asked}: the narrator's call, no effect (HQ-13)"), p)
    if p.get("edge"):
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Augment with {ability} for an edge of +{asked}: {level}, edge {modifier}"), p)
    return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Augment with {ability} for +{asked}: {level}, {modifier}"), p)


# -- what changed on a sheet ---------------------------------------------------------------------------------


def _optional(with_text: str, without: str, key: str) -> Callable[[Params], str]:
    return lambda p: _t(with_text if p.get(key) else without, p)


def _item(p: Params) -> Params:
    return {**p, "item": item_text(p["item"], p.get("steps"), p.get("ability"))}


def _improved(p: Params) -> str:
    if p["permanent"]:
        return fill(QCoreApplication.translate("HeroQuestEvents", "{name} buys {item}, permanent, for %n hero point(s)", None, p["cost"]), _item(p))
    return fill(QCoreApplication.translate("HeroQuestEvents", "{name} buys {item}, temporary until the end of the next session, for %n hero point(s)", None, p["cost"]), _item(p))


def _captured(p: Params) -> str:
    p = _lower(p, "level")
    if p["integrated"]:
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{ability}: spirit combat won at {level}, the spirit is integrated (HQ-27)"), p)
    if p["per_day"]:
        return fill(QCoreApplication.translate("HeroQuestEvents", "{ability}: spirit combat won at {level}, a fetish of %n use(s) a day (HQ-27)", None, p["per_day"]), p)
    return fill(QCoreApplication.translate("HeroQuestEvents", "{ability}: spirit combat won at {level}, a fetish of %n use(s) (HQ-27)", None, p["uses"]), p)


# -- the extended contest's log -------------------------------------------------------------------------------


def _exchange(p: Params) -> str:
    text = _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{actor} bids {bid} against {other} (rolls {actor_roll}, {other_roll}): {actor_result} against {other_result}; {actor} {actor_change}, {other} {other_change}"),
              _signed(_lower(p, "other_result"), "actor_change", "other_change"))
    if p.get("narrator"):
        text += " " + QCoreApplication.translate("HeroQuestEvents", "(the narrator decided)")
    if p.get("parting_shot"):
        text += " " + QCoreApplication.translate("HeroQuestEvents", "(parting shot)")
    return text


def _lent(p: Params) -> str:
    p = _signed(p, "lender_change", "target_change")
    if p.get("level") is None:
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{lender} lends {points} points to {target} (rolls {lender_roll}, {resistance_roll}): the narrator's call, nothing"), p)
    return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{lender} lends {points} points to {target} (rolls {lender_roll}, {resistance_roll}): {level}; {lender} {lender_change}, {target} {target_change}"), p)


def _final(p: Params) -> str:
    p = _lower(p, "level")
    if p["acts"]:
        return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} tries a final action (roll {roll}): acts, now {level}"), p)
    return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} tries a final action (roll {roll}): cannot act, now {level}"), p)


def _side(p: Params) -> str:
    return _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{member} joins side {side}"), {**p, "side": chr(ord("A") + p["side"])})


EVENTS = Words(EV, {
    "hq.contest": _contest,
    "hq.consequence": QT_TRANSLATE_NOOP("HeroQuestEvents", "{name}: {level}"),
    "hq.extended": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "Extended contest {title}: {level} ({points} of {start} action points)"),
                             QT_TRANSLATE_NOOP("HeroQuestEvents", "Extended contest: {level} ({points} of {start} action points)"), "title"),
    "hq.healed": lambda p: _t(_HEALED[p["action"]], p),
    "hq.improved": _improved,
    "hq.improvement": lambda p: _item(p)["item"],
    "hq.improvement_kept": lambda p: fill(QCoreApplication.translate("HeroQuestEvents", "{item}: made permanent, %n hero point(s) paid", None, p["cost"]), {**p, "item": row_text(p["item"])}),
    "hq.roll": _roll,
    "hq.cell": _cell,
    "hq.narrator": QT_TRANSLATE_NOOP("HeroQuestEvents", "The narrator decides: {level}"),
    "hq.masteries_cancel": QT_TRANSLATE_NOOP("HeroQuestEvents", "Masteries cancel: {first} against {second} is {first_left} against {second_left} (HQ-6)"),
    "hq.equal_masteries": QT_TRANSLATE_NOOP("HeroQuestEvents", "Equal masteries and both failed: both are successes (HQ-7)"),
    "hq.bumped": _bumped,
    "hq.pairing": _pairing,
    "hq.resolution": QT_TRANSLATE_NOOP("HeroQuestEvents", "Resolution points {heroes} to {opposition} (HQ-16): {level}"),
    "hq.raised": lambda p: fill(QCoreApplication.translate("HeroQuestEvents", "Hero points raise it %n step(s): {level}", None, p["steps"]), p),
    "hq.augment": _augment,
    "hq.hero_points": QT_TRANSLATE_NOOP("HeroQuestEvents", "hero points {before} → {after}"),
    "hq.fetish_used": lambda p: fill(QCoreApplication.translate("HeroQuestEvents", "fetish {ability}: %n use(s) left", None, p["left"]), p),
    "hq.benefit_ended": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "lingering benefit +{bonus} ends ({reason})"),
                                  QT_TRANSLATE_NOOP("HeroQuestEvents", "lingering benefit +{bonus} ends (contest lost)"), "reason"),
    "hq.ability_points": lambda p: _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "{ability} {points} → {rating} (strike lost, HQ-27)"), _signed(p, "points")),
    "hq.wound": QT_TRANSLATE_NOOP("HeroQuestEvents", "wound taken: hurt ({scale})"),
    "hq.state_added": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "state of adversity: {level} ({scale}), relating to {relates_to}"),
                                QT_TRANSLATE_NOOP("HeroQuestEvents", "state of adversity: {level} ({scale})"), "relates_to"),
    "hq.benefit_gained": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "lingering benefit +{bonus} on {ability}: {reason}"),
                                   QT_TRANSLATE_NOOP("HeroQuestEvents", "lingering benefit +{bonus} on {ability}"), "reason"),
    "hq.healer": QT_TRANSLATE_NOOP("HeroQuestEvents", "healer: {healer}"),
    "hq.hurts_removed": lambda p: fill(QCoreApplication.translate("HeroQuestEvents", "%n hurt(s) removed", None, p["count"]), p),
    "hq.hurts_remain": lambda p: fill(QCoreApplication.translate("HeroQuestEvents", "%n hurt(s) remain", None, p["count"]), p),
    "hq.state_changed": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "{before} → {after}"), QT_TRANSLATE_NOOP("HeroQuestEvents", "{before} healed"), "after"),
    "hq.rating": QT_TRANSLATE_NOOP("HeroQuestEvents", "{ability} {before} → {after}"),
    "hq.flaw_removed": QT_TRANSLATE_NOOP("HeroQuestEvents", "flaw {flaw} removed"),
    "hq.learned": QT_TRANSLATE_NOOP("HeroQuestEvents", "learned {ability} at {rating}"),
    "hq.fetish_captured": _captured,
    "hq.improvement_ended": lambda p: _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "temporary improvement ended: {item}"), {**p, "item": row_text(p["item"])}),
    "hq.rating_back": QT_TRANSLATE_NOOP("HeroQuestEvents", "{ability} {before} → {after}"),
    "hq.ability_removed": QT_TRANSLATE_NOOP("HeroQuestEvents", "{ability} removed"),
    "hq.flaw_back": QT_TRANSLATE_NOOP("HeroQuestEvents", "flaw {flaw} back at {rating}"),
    "hq.exchange": _exchange,
    "hq.lent": _lent,
    "hq.wounds_traded": lambda p: fill(QCoreApplication.translate("HeroQuestEvents", "{who} takes %n wound(s) instead of points (test {roll}: {level}); {back} points back", None, p["wounds"]), p),
    "hq.final_action": _final,
    "hq.struck_down": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} is struck down by a mystic strike of {by}: {note}"),
                                QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} is struck down by a mystic strike of {by}"), "note"),
    "hq.title.contest": _contest,
    "hq.title.heal": lambda p: _t(_HEALED[p["action"]], p),
    "hq.title.improve": lambda p: _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Improvement for {name}: {item}"), {**p, "item": row_text(p["item"])}),
    "hq.title.keep": lambda p: _t(QT_TRANSLATE_NOOP("HeroQuestEvents", "Improvement for {name} made permanent: {item}"), _item(p)),
    "hq.title.extended": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "Extended contest {title}"), QT_TRANSLATE_NOOP("HeroQuestEvents", "Extended contest (untitled)"), "title"),
    "hq.title.setup": _optional(QT_TRANSLATE_NOOP("HeroQuestEvents", "Set up the extended contest {title}"),
                                QT_TRANSLATE_NOOP("HeroQuestEvents", "Set up the extended contest"), "title"),
    "hq.title.member": _side,
    "hq.title.exchange": QT_TRANSLATE_NOOP("HeroQuestEvents", "Exchange: {actor} against {other}"),
    "hq.title.wounds": QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} takes wounds instead of points"),
    "hq.title.lend": QT_TRANSLATE_NOOP("HeroQuestEvents", "{lender} lends points to {target}"),
    "hq.title.final_action": QT_TRANSLATE_NOOP("HeroQuestEvents", "{who} tries a final action"),
})


def _r(text: str, p: Params) -> str:
    return fill(QCoreApplication.translate("HeroQuestRefusals", text), p)


REFUSALS = Words(NO, {
    "hq.already_permanent": QT_TRANSLATE_NOOP("HeroQuestRefusals", "That improvement is already permanent."),
    "hq.augment_asked": lambda p: _r(QT_TRANSLATE_NOOP("HeroQuestRefusals", "An edge is asked in steps of {step}, from +{step} (HQ-13).") if p.get("edge")
                                     else QT_TRANSLATE_NOOP("HeroQuestRefusals", "A bonus is asked from +1 (HQ-13)."), p),
    "hq.boost_steps": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Hero points raise a group's result at most {most} steps (HQ-16)."),
    "hq.cannot_act": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} is {level} and can take no action (HQ-20)."),
    "hq.cannot_keep": lambda p: _r(QT_TRANSLATE_NOOP("HeroQuestRefusals", "{item} cannot be made permanent (HQ-26)."), {**p, "item": row_text(p["item"])}),
    "hq.choose_ability": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Choose the ability to improve."),
    "hq.contest_going": QT_TRANSLATE_NOOP("HeroQuestRefusals", "No side is beaten yet: the contest goes on (HQ-18)."),
    "hq.contest_over": QT_TRANSLATE_NOOP("HeroQuestRefusals", "The contest is over: its consequences are applied."),
    "hq.final_action_complete": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A member at complete defeat cannot try a final action (HQ-19)."),
    "hq.final_action_done": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} has already made a final action."),
    "hq.final_action_group": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A final action is for group extended contests (HQ-19)."),
    "hq.final_action_standing": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A final action is for a member at a defeat level (HQ-19)."),
    "hq.flaw_too_high": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A flaw is removed at {most}; {ability} is {rating}."),
    "hq.group_rolls": QT_TRANSLATE_NOOP("HeroQuestRefusals", "The opposition rolls once per hero: {need} rolls are needed, {given} were given."),
    "hq.heroic_started": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Whether a contest is heroic is chosen before its first step (HQ-18)."),
    "hq.improvement_steps": QT_TRANSLATE_NOOP("HeroQuestRefusals", "At most +{most} at once (HQ-26)."),
    "hq.lend_nothing": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Lend at least 1 point."),
    "hq.lend_own_side": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Points are lent to another member of the same side (HQ-19)."),
    "hq.major_healing_level": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Major healing does not treat {level} (HQ-23)."),
    "hq.member_out": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} is out of the contest."),
    "hq.member_standing": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} is still in the contest."),
    "hq.member_twice": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} is already in the contest."),
    "hq.name_the_ability": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Name the ability learned."),
    "hq.name_the_opponent": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Name the opponent."),
    "hq.acting_side": QT_TRANSLATE_NOOP("HeroQuestRefusals", "The acting side is side A or side B."),
    "hq.group_bumps": QT_TRANSLATE_NOOP("HeroQuestRefusals", "One count of automatic bumps per hero: {need} are needed, {given} were given."),
    "hq.no_stakes": QT_TRANSLATE_NOOP("HeroQuestRefusals", "With both bids at 0 no exchange changes anything: bid at least 1 on one side."),
    "hq.negative_bid": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A bid is 0 or more action points."),
    "hq.negative_days": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Days of rest are 0 or more."),
    "hq.negative_hero_points": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Hero points spent are 0 or more."),
    "hq.negative_points": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Points are 0 or more."),
    "hq.no_capture": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A spirit is captured only by winning the spirit combat, not at {level} (HQ-27)."),
    "hq.no_heroes": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A contest needs at least one hero."),
    "hq.no_opposition": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Choose the opposition: a resistance or another character."),
    "hq.no_such_ability": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} no longer has that ability."),
    "hq.no_such_improvement": lambda p: _r(QT_TRANSLATE_NOOP("HeroQuestRefusals", "{item}: there is no permanent improvement (HQ-26).") if p.get("permanent")
                                           else QT_TRANSLATE_NOOP("HeroQuestRefusals", "{item}: there is no temporary improvement (HQ-26)."), {**p, "item": row_text(p["item"])}),
    "hq.no_such_improvement_bought": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} no longer has that improvement."),
    "hq.no_such_member": QT_TRANSLATE_NOOP("HeroQuestRefusals", "That contestant is no longer in the contest."),
    "hq.no_such_state": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} no longer has that state of adversity."),
    "hq.no_uses_left": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{ability} has no uses left (HQ-27)."),
    "hq.not_a_fetish": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{ability} is not a fetish."),
    "hq.not_a_flaw": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{ability} is not a flaw."),
    "hq.not_a_hurt": QT_TRANSLATE_NOOP("HeroQuestRefusals", "First aid treats hurts only, not {level} (HQ-22)."),
    "hq.not_dying": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A rescue is for a dying character, not {level} (HQ-24)."),
    "hq.parting_shot_taken": QT_TRANSLATE_NOOP("HeroQuestRefusals", "The contest is over for {name}: the parting shot is taken (HQ-18)."),
    "hq.pick_hurts": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Pick the hurts to treat (HQ-22)."),
    "hq.pick_state": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Pick the state to treat."),
    "hq.rating_below_one": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{ability} cannot go below 1."),
    "hq.rescue_by_another": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{name} is dying and cannot make their own rescue: another hero must (HQ-24)."),
    "hq.same_side": QT_TRANSLATE_NOOP("HeroQuestRefusals", "An exchange is between members of different sides."),
    "hq.short_of_hero_points": lambda p: fill(QCoreApplication.translate("HeroQuestRefusals", "{name} has %n hero point(s), not the {need} needed.", None, p["have"]), p),
    "hq.twice_in_contest": QT_TRANSLATE_NOOP("HeroQuestRefusals", "A character takes part only once in a contest."),
    "hq.wounds_range": QT_TRANSLATE_NOOP("HeroQuestRefusals", "{points} points buy 0 to {most} wounds (one per full 7, HQ-17)."),
})


PLAY_MENU = PlayMenu("HeroQuestMenu", "talekeeper.desktop.heroquest", (
    PlayEntry("hq_contest", QT_TRANSLATE_NOOP("HeroQuestMenu", "HeroQuest &Contest…"), ":contest", "Ctrl+T"),
    PlayEntry("hq_group", QT_TRANSLATE_NOOP("HeroQuestMenu", "HeroQuest &Group Contest…"), ":group_contest", "Ctrl+Shift+G"),
    PlayEntry("hq_extended", QT_TRANSLATE_NOOP("HeroQuestMenu", "HeroQuest E&xtended Contest…"), ":extended", "Ctrl+Shift+T"),
    PlayEntry("hq_resume", QT_TRANSLATE_NOOP("HeroQuestMenu", "Res&ume Extended Contest…"), ":resume"),
    PlayEntry("hq_heal", QT_TRANSLATE_NOOP("HeroQuestMenu", "HeroQuest &Healing…"), ":heal"),
    PlayEntry("hq_improve", QT_TRANSLATE_NOOP("HeroQuestMenu", "HeroQuest &Improvement…"), ":improve"),
))
"""The Play menu's HeroQuest entries, in order (`desktop.play_entries`)."""
