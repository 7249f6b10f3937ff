"""Stonetop harm and healing as operations (`resources/rules/rules.md`, ST, FA and GM): `action(table, inputs) -> Outcome`.

Each function reads the sheets it names from the table, runs the rules of `core.rules.stonetop`
(which write the history entries, C-3) and returns the changed characters with a title event.
The inputs are frozen values a dialog fills in; dice come as `Faces` (C-2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

from talekeeper.core.deprecated import old_name
from talekeeper.core.dice import Dice, Faces, check_face_count, parse_dice, roll
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.enums import Debility, HarmStatus
from talekeeper.core.model.history import Event
from talekeeper.core.operations.heroquest import Heal, healed
from talekeeper.core.outcome import FollowUp, Outcome, Table, changed
from talekeeper.core.rules import stonetop as st
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.camp import CampChoice
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import NEGATIVE_DAMAGE, NOBODY_CAMPS, NOBODY_SELECTED, NOTHING_CHOSEN, NOTHING_TREATED, OTHER_PATIENT
from talekeeper.core.rules.stonetop.tables import FateChoice, NpcRest, Stat

# -- ST-2..ST-5 take damage -----------------------------------------------------------------------


@dataclass(frozen=True)
class TakeDamage:
    """One hit from one or several attackers (ST-3), their faces rolled or typed."""

    character_id: str
    attacks: tuple[st.Attack, ...]
    faces: Faces
    hp_loss: bool = False
    lethal: bool = True
    self_inflicted: bool = False
    at_zero: HarmStatus | None = None
    """The GM's choice for a follower, NPC or monster brought to 0 HP (ST-5)."""
    source: str = ""


def damage_dice(attacks: Sequence[st.Attack]) -> Dice:
    """The dice one hit rolls (ST-3: the largest die, +1 for each other attacker)."""
    return parse_dice(st.combine_attacks(attacks).damage)


def take_damage(table: Table, ask: TakeDamage) -> Outcome:
    """ST-2..ST-5 on one character; a hit that brings them to Death's Door says so as a follow-up:
    Death's Door is rolled next (ST-6)."""
    character = table.sheet(ask.character_id)
    attack = st.combine_attacks(ask.attacks)
    dice = parse_dice(attack.damage)
    check_face_count(ask.faces.values, sum(abs(term.count) for term in dice.terms), str(dice))  # C-2: subtracted dice too
    rolled = roll(dice, ask.faces.source())
    if rolled.total < 0:
        raise RuleError(NEGATIVE_DAMAGE, dice=str(dice), total=rolled.total)
    after, report = st.take_damage(
        character,
        rolled.total,
        piercing=attack.piercing,
        ignores_armor=attack.ignores_armor,
        hp_loss=ask.hp_loss,
        lethal=ask.lethal,
        self_inflicted=ask.self_inflicted,
        at_zero=ask.at_zero,
        source=ask.source,
        dice=str(rolled),
        entered=ask.faces.entered,
    )
    follow_ups = (FollowUp(deaths_door, character.id),) if report.rolls_deaths_door else ()
    return Outcome(event(ev.TAKE_DAMAGE_TITLE, name=character.name, amount=rolled.total), changed(table, [after]), follow_ups=follow_ups)


# -- ST-6 Death's Door and ST-9 move rolls ------------------------------------------------------------


@dataclass(frozen=True)
class RollDeathsDoor:
    character_id: str
    faces: Faces
    tended: bool = False
    fate: FateChoice | None = None
    note: str = ""
    tag: str = ""
    """The fate's tag in the user's words (ST-6 6-: revenant or ghost, thrall of a Thing Below)."""


def deaths_door(table: Table, ask: RollDeathsDoor) -> Outcome:
    character = table.sheet(ask.character_id)
    rolled = st.deaths_door_roll(ask.faces.values, tended=ask.tended)
    after = st.apply_deaths_door(character, rolled, fate=ask.fate, note=ask.note, tag=ask.tag, entered=ask.faces.entered)
    return Outcome(event(ev.DEATHS_DOOR_TITLE, name=character.name), changed(table, [after]))


@dataclass(frozen=True)
class MoveRoll:
    character_id: str
    stat: Stat
    faces: Faces
    advantage: bool = False
    disadvantage: bool = False
    move: str = ""


def move_roll(table: Table, ask: MoveRoll) -> Outcome:
    character = table.sheet(ask.character_id)
    after, _result = st.move_roll(
        character, ask.stat, ask.faces.values, advantage=ask.advantage, disadvantage=ask.disadvantage, move=ask.move, entered=ask.faces.entered
    )
    return Outcome(event(ev.MOVE_TITLE, name=character.name, stat=ask.stat), changed(table, [after]))


# -- ST-20 Recover and tending --------------------------------------------------------------------------


@dataclass(frozen=True)
class Tending:
    """ST-20 tending of one debility or one problematic wound (by id): the GM's new requirements,
    the ticked ones (ids or texts), the extra supplies asked for, and how."""

    debility: Debility | None = None
    wound_id: str | None = None
    requirements: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    supplies: int = 0
    how: str = ""


@dataclass(frozen=True)
class Recover:
    """Recover (ST-20): catch your breath (`regain`), and/or tend; a move a requirement calls for
    (Defy Danger +INT...) is rolled first, in the same step."""

    character_id: str
    regain: bool = True
    healer_bonus: int = 0
    tend: Tending | None = None
    move: MoveRoll | None = None


def _tend(character: Character, tending: Tending) -> Character:
    if tending.debility is not None:
        return st.tend_debility_checklist(character, tending.debility, requirements=tending.requirements, done=tending.done, supplies=tending.supplies, how=tending.how)
    if tending.wound_id is not None:
        return st.tend_wound(character, tending.wound_id, requirements=tending.requirements, done=tending.done, supplies=tending.supplies, how=tending.how)
    return character


def recover(table: Table, ask: Recover) -> Outcome:
    character = table.sheet(ask.character_id)
    after = character
    if ask.move is not None:
        after, _ = st.move_roll(after, ask.move.stat, ask.move.faces.values, advantage=ask.move.advantage,
                                disadvantage=ask.move.disadvantage, move=ask.move.move, entered=ask.move.faces.entered)
    if ask.tend is not None:
        after = _tend(after, ask.tend)
    if ask.regain:
        after = st.recover(after, table.campaign, healer_bonus=ask.healer_bonus)
    if after == character:
        raise RuleError(NOTHING_CHOSEN)
    return Outcome(event(ev.RECOVER_TITLE, name=character.name), changed(table, [after]))


# -- ST-21 Make Camp ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MakeCamp:
    """A party Makes Camp: one choice, one 'slept' and one bedroll die (or None) per member, in
    the order the food is shared (those first eat first when it runs short)."""

    character_ids: tuple[str, ...]
    choices: tuple[CampChoice, ...]
    slept: tuple[bool, ...]
    bedrolls: tuple[int | None, ...]
    peaceful: bool = False
    short: Literal["refuse", "mark"] = "refuse"
    entered: bool = False


def make_camp(table: Table, ask: MakeCamp) -> Outcome:
    campers = [table.sheet(i) for i in ask.character_ids]
    if not campers:
        raise RuleError(NOBODY_CAMPS)
    after, report = st.party_make_camp(
        campers, ask.choices, slept=ask.slept, bedroll_rolls=ask.bedrolls, peaceful=ask.peaceful, short=ask.short, entered=ask.entered
    )
    title = event(ev.CAMP_TITLE, names=tuple(c.name for c in campers))
    return Outcome(title, changed(table, after), notes=report.notes)


# -- ST-22 Convalesce, a plan, retiring ------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    wound_id: str
    requirements: tuple[str, ...]
    interim_effects: str = ""


@dataclass(frozen=True)
class Convalesce:
    """Rest `days` in safety (`rest`), and for a permanent injury a `plan` or retiring
    (`retire`, with its reason)."""

    character_id: str
    rest: bool = True
    days: int = 3
    healer: bool = False
    plan: Plan | None = None
    retire: bool = False
    reason: str = ""


def convalesce(table: Table, ask: Convalesce) -> Outcome:
    character = table.sheet(ask.character_id)
    after = character
    if ask.rest:
        after = st.convalesce(after, days=ask.days, healer=ask.healer)
    if ask.plan is not None:
        after = st.plan_for_permanent(after, ask.plan.wound_id, ask.plan.requirements, ask.plan.interim_effects)
    elif ask.retire:
        after = st.retire(after, reason=ask.reason)
    if after == character:
        raise RuleError(NOTHING_CHOSEN)
    return Outcome(event(ev.CONVALESCE_TITLE, name=character.name), changed(table, [after]))


# -- FA-1 first aid ---------------------------------------------------------------------------------------


Treatment = Heal | Recover | RollDeathsDoor
"""One FA-1 treatment: HeroQuest healing (HQ-22..HQ-24, the same input as HeroQuest Healing),
Stonetop tending (ST-20) or Death's Door with someone tending (ST-6)."""


@dataclass(frozen=True)
class FirstAid:
    """FA-1: the treatments made, in order, as one step."""

    character_id: str
    treatments: tuple[Treatment, ...] = field(default_factory=tuple)


def treat(table: Table, character: Character, treatment: Treatment) -> Character:
    """One FA-1 treatment of `character` (already treated by the ones before); a healer in the
    table rolls as they are (HQ-20), the patient as treated so far."""
    campaign = table.campaign
    if isinstance(treatment, Heal):
        if treatment.patient_id != character.id:
            raise RuleError(OTHER_PATIENT, name=character.name)
        return healed(replace(table, sheets={**table.sheets, character.id: character}), character, treatment)[0]
    inner = Table({character.id: character}, campaign)
    step = recover(inner, treatment) if isinstance(treatment, Recover) else deaths_door(inner, treatment)
    return step.sheets[0] if step.sheets else character


def first_aid(table: Table, ask: FirstAid) -> Outcome:
    character = table.sheet(ask.character_id)
    after = character
    for treatment in ask.treatments:
        after = treat(table, after, treatment)
    if after == character:
        raise RuleError(NOTHING_TREATED)
    return Outcome(event(ev.FIRST_AID_TITLE, name=character.name), changed(table, [after]))


# -- GM-2 end of session, GM-3 downtime, NPCs regaining HP ----------------------------------------------


@dataclass(frozen=True)
class EndOfSession:
    """GM-2 for these characters: `hero_points` to each; `keep` names, per character id, the
    temporary improvements whose difference is paid to keep them (HQ-26)."""

    character_ids: tuple[str, ...]
    hero_points: int = 0
    keep: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Downtime:
    character_ids: tuple[str, ...]
    days: int
    healer: bool = False


@dataclass(frozen=True)
class NpcRegain:
    character_ids: tuple[str, ...]
    rest: NpcRest
    amount: int | None = None
    """HP for each (None: the guideline for the rest)."""


def _batch(table: Table, ids: Sequence[str], one: Callable[[Character], tuple[Character, list[Event]]]) -> tuple[list[Character], dict[str, tuple[Event, ...]]]:
    """`one` for each character; what it says about a character it leaves unchanged is a remark."""
    results: list[Character] = []
    remarks: dict[str, tuple[Event, ...]] = {}
    for character_id in ids:
        after, events = one(table.sheet(character_id))
        results.append(after)
        if after == table.sheet(character_id) and events:
            remarks[character_id] = tuple(events)
    return results, remarks


def _need_some(ids: Sequence[str]) -> None:
    if not ids:
        raise RuleError(NOBODY_SELECTED)


def end_of_session(table: Table, ask: EndOfSession) -> Outcome:
    _need_some(ask.character_ids)
    after, remarks = _batch(table, ask.character_ids, lambda c: st.end_of_session(c, hero_points=ask.hero_points, keep=ask.keep.get(c.id, ())))
    return Outcome(event(ev.SESSION_TITLE, count=len(ask.character_ids)), changed(table, after), remarks=remarks)


def downtime(table: Table, ask: Downtime) -> Outcome:
    _need_some(ask.character_ids)
    after, remarks = _batch(table, ask.character_ids, lambda c: st.downtime(c, ask.days, healer=ask.healer, campaign=table.campaign))
    return Outcome(event(ev.DOWNTIME_TITLE, days=ask.days, count=len(ask.character_ids)), changed(table, after), remarks=remarks)


def npc_regain(table: Table, ask: NpcRegain) -> Outcome:
    _need_some(ask.character_ids)
    after = [st.npc_regain(table.sheet(i), ask.rest, ask.amount) for i in ask.character_ids]
    return Outcome(event(ev.NPC_REGAIN_TITLE, count=len(ask.character_ids)), changed(table, after))


if not TYPE_CHECKING:  # at run time only, so mypy still refuses a misspelt name read from this module

    def __getattr__(name: str) -> object:
        """`HqFirstAid`, `HqMajorHealing` and `HqRescue`, FA-1's own HQ treatments before they became
        `core.operations.heroquest.Heal`, still read as `Heal` with a DeprecationWarning."""
        return old_name(__name__, name)
