"""HeroQuest / Hero Wars as operations (`resources/rules/rules.md`, HQ): `action(table, inputs) -> Outcome`.

An ability test, a simple contest and a group simple contest with their consequences on every
sheet involved (HQ-9, HQ-13, HQ-14, HQ-16, HQ-20), healing (HQ-22..HQ-24) and improvement
(HQ-26). The extended contest's steps are `core.operations.heroquest_extended`. Inputs are frozen
values a dialog fills in; dice come as `Faces` (C-2), in the order `dice_count` gives.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from talekeeper.core.dice import Faces, check_face_count
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.history import Event
from talekeeper.core.outcome import Outcome, Table, changed
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest import events as ev
from talekeeper.core.rules.heroquest.apply import Consequence, apply_consequence, plan_consequence
from talekeeper.core.rules.heroquest.augment import augment_resistance, augment_result
from talekeeper.core.rules.heroquest.consequences import state_effect
from talekeeper.core.rules.heroquest.contest import simple_contest
from talekeeper.core.rules.heroquest.contestant import NoAbility, Situation, contestant_rating
from talekeeper.core.rules.heroquest.effective import Effective
from talekeeper.core.rules.heroquest.errors import PlayError, SheetError
from talekeeper.core.rules.heroquest.events import CANNOT_ACT, NO_HEROES, NO_OPPOSITION, RESCUE_BY_ANOTHER, TWICE_IN_CONTEST, ContestKind, Healing
from talekeeper.core.rules.heroquest.healing import treat
from talekeeper.core.rules.heroquest.improvement import (
    STEPPED,
    Purchase,
    buy_improvement,
    make_permanent,
)
from talekeeper.core.rules.heroquest.levels import Level
from talekeeper.core.rules.heroquest.results import DIE
from talekeeper.core.rules.heroquest.scoring import Contestant, Scored, dice_count, score
from talekeeper.core.rules.heroquest.sheet import find_ability

# -- a contestant and an augment ----------------------------------------------------------------------


@dataclass(frozen=True)
class Augment:
    """HQ-13: the augmenting ability's simple contest for a bonus (or, in an extended contest, an
    edge) against the resistance the amount asked sets; the d20s are the augmenter's, then the
    resistance's."""

    augmenter: Side
    asked: int
    faces: Faces
    edge: bool = False


@dataclass(frozen=True)
class Side:
    """One contestant: a sheet's ability, or no fitting ability on a sheet (HQ-2), or a bare
    rating with no sheet (a resistance); the HQ-3 situation and the augments made for it."""

    character_id: str | None = None
    ability_id: str | None = None
    no_ability: NoAbility = NoAbility.COMMON
    rating: Rating | None = None
    situation: Situation = field(default_factory=Situation)
    augments: tuple[Augment, ...] = ()


@dataclass(frozen=True)
class Augmented:
    """What an augment gave: the signed modifier (HQ-13), its level (None: the narrator's call,
    no effect), and how the dice fell."""

    modifier: int
    level: Level | None
    event: Event
    rolls: tuple[Event, ...]


def augmented(table: Table, ask: Augment) -> Augmented:
    """HQ-13: roll the augment (the dialog's preview, and each contest's history)."""
    effective = rating_of(table, ask.augmenter)
    resistance = Rating.from_value(augment_resistance(ask.asked, edge=ask.edge))
    faces = d20s(ask.faces, 2)
    names = (_name(table, ask.augmenter), "")
    result = simple_contest(effective.rating, resistance, faces[0], faces[1], tie_break=table.campaign.tie_break,
                            hero_bumps=effective.bumps, names=names)
    level = None if result.narrator_decides else result.level
    modifier = augment_result(ask.asked, result)
    ability = ability_name(table, ask.augmenter)
    rolls = (
        event(ev.ROLL, who=names[0] or None, roll=faces[0], target=str(effective.rating), rolled=result.hero_rolled, result=result.hero_result),
        event(ev.ROLL, roll=faces[1], target=str(resistance), rolled=result.opposition_rolled, result=result.opposition_result, resistance=True),
        event(ev.CELL, own=result.hero_result, other=result.opposition_result, rule=result.rule, level=result.level),
    )
    return Augmented(modifier, level, event(ev.AUGMENT, ability=ability, asked=ask.asked, edge=ask.edge, modifier=modifier, level=level), rolls)


def augment(table: Table, ask: Augment) -> Outcome:
    """An augment alone changes no sheet: its outcome says how the dice fell and what it gives
    (the contest it is made for writes it to history)."""
    made = augmented(table, ask)
    return Outcome(made.event, notes=(*made.rolls, made.event))


def rating_of(table: Table, side: Side) -> Effective:
    """What `side` rolls at (HQ-21, HQ-2, HQ-3), its augments rolled and added (HQ-13); refused
    for a character who can take no action (HQ-20: dying or dead)."""
    character = table.sheet(side.character_id) if side.character_id else None
    augment = sum(augmented(table, a).modifier for a in side.augments)
    ability_id = find_ability(character, side.ability_id).id if character is not None and side.ability_id else None
    effective = contestant_rating(character, ability_id, no_ability=side.no_ability, rating=side.rating, augment=augment, situation=side.situation)
    if character is not None and not effective.can_act:  # HQ-20: dying or dead, no action at all
        stopping = next(s.level for s in character.heroquest.states if not state_effect(s.scale, s.level).can_act)
        raise SheetError(CANNOT_ACT, name=character.name, level=stopping)
    return effective


def ability_name(table: Table, side: Side) -> str:
    character = table.sheet(side.character_id) if side.character_id else None
    ability = character.heroquest.ability(side.ability_id) if character is not None and side.ability_id else None
    return ability.name if ability is not None else ""


def _name(table: Table, side: Side) -> str:
    return table.sheet(side.character_id).name if side.character_id else ""


def d20s(faces: Faces, need: int) -> tuple[int, ...]:
    check_face_count(faces.values, need, f"{need}d{DIE}")
    return faces.values


def dice_line(faces: Faces) -> str:
    return f"d{DIE}: " + ", ".join(str(v) for v in faces.values)


# -- HQ-9 / HQ-16 contests and their consequences ------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """The users' edits of core's plan for one sheet (HQ-14, HQ-20): keep the state or not, what it
    relates to, the benefit or not, on which ability (None: the ability used) and why."""

    state: bool = True
    relates_to: str = ""
    physical: bool = True
    benefit: bool = True
    benefit_ability_id: str | None = None
    reason: str = ""

    def applied(self, plan: Consequence) -> Consequence:
        benefit_on = self.benefit_ability_id or plan.benefit_ability_id
        benefit = plan.benefit if self.benefit and benefit_on else 0
        return plan.edited(state=plan.state if self.state else None, relates_to=self.relates_to.strip(), physical=self.physical,
                           benefit=benefit, benefit_ability_id=benefit_on if benefit else None, reason=self.reason.strip())


@dataclass(frozen=True)
class Contest:
    """An ability test (one hero, no opposition), a simple contest (one hero) or a group simple
    contest; the opposition is a resistance (`Side(rating=...)`) or a character. `paid` are the
    hero points each hero of a group pays after the total (HQ-16); `hero_point` the hero's bump
    (HQ-8); `narrator` the users' level in the narrator cell; `choices` by character id."""

    kind: ContestKind
    heroes: tuple[Side, ...]
    faces: Faces
    opposition: Side | None = None
    hero_point: bool = False
    narrator: Level | None = None
    paid: Mapping[str, int] = field(default_factory=dict)
    choices: Mapping[str, Choice] = field(default_factory=dict)
    about: str = ""
    date: str = ""

    @property
    def active(self) -> tuple[Side, ...]:
        """The heroes who roll: all of a group, the first otherwise."""
        return self.heroes if self.kind is ContestKind.GROUP else self.heroes[:1]


def contestants(table: Table, ask: Contest) -> tuple[list[Contestant], Contestant | None]:
    """The heroes and the opposition, named, with what they roll at."""
    heroes = [Contestant(_name(table, h), rating_of(table, h)) for h in ask.active]
    if ask.kind is ContestKind.TEST:
        return heroes, None
    if ask.opposition is None:
        raise PlayError(NO_OPPOSITION)
    return heroes, Contestant(_name(table, ask.opposition), rating_of(table, ask.opposition))


def score_contest(table: Table, ask: Contest) -> Scored:
    """How the dice fell and both sides' levels (the dialog shows it beside the preview)."""
    if not ask.heroes:
        raise PlayError(NO_HEROES)
    heroes, opposition = contestants(table, ask)
    d20s(ask.faces, dice_count(ask.kind, len(heroes)))
    paid = sum(ask.paid.values()) if ask.kind is ContestKind.GROUP else 0
    return score(ask.kind, heroes, opposition, ask.faces.values, tie_break=table.campaign.tie_break,
                 hero_point=ask.hero_point and ask.kind is not ContestKind.GROUP, narrator=ask.narrator, paid=paid)


def involved(ask: Contest) -> list[tuple[Side, bool]]:
    """(side, on the hero side) for every contestant with a sheet; each sheet once (PlayError)."""
    found = [(h, True) for h in ask.active if h.character_id]
    if ask.kind is not ContestKind.TEST and ask.opposition is not None and ask.opposition.character_id:
        found.append((ask.opposition, False))
    ids = [side.character_id for side, _ in found]
    if len(set(ids)) != len(ids):
        raise PlayError(TWICE_IN_CONTEST)
    return found


def plans(table: Table, ask: Contest, scored: Scored) -> dict[str, Consequence]:
    """Each involved sheet's consequence by character id: core's plan (HQ-14/HQ-16/HQ-20; who pays
    the hero points, HQ-8/HQ-16) with the users' choices applied."""
    found: dict[str, Consequence] = {}
    for number, (side, hero_side) in enumerate(involved(ask)):
        assert side.character_id is not None
        character = table.sheet(side.character_id)
        if ask.kind is ContestKind.GROUP:
            paid = ask.paid.get(character.id, 0) if hero_side else 0
        else:
            paid = 1 if hero_side and number == 0 and ask.hero_point else 0
        level = scored.level if hero_side else scored.opposition_level
        plan = plan_consequence(character, level, scale=table.campaign.consequence_scale, ability_id=side.ability_id,
                                group=ask.kind is ContestKind.GROUP and hero_side, hero_points=paid, source=ask.about.strip(),
                                date=ask.date.strip())
        found[character.id] = ask.choices.get(character.id, Choice()).applied(plan)
    return found


def _against(table: Table, ask: Contest, hero_side: bool) -> dict[str, str | None]:
    """Whom a side's entry names as its opponent: a character, or a resistance's rating."""
    if ask.kind is ContestKind.TEST:
        return {}
    if not hero_side:
        return {"against": _name(table, ask.heroes[0])}
    assert ask.opposition is not None
    if ask.opposition.character_id:
        return {"against": _name(table, ask.opposition)}
    return {"resistance": str(rating_of(table, ask.opposition).rating)}


def contest(table: Table, ask: Contest) -> Outcome:
    scored = score_contest(table, ask)
    planned = plans(table, ask, scored)
    after: list[Character] = []
    for side, hero_side in involved(ask):
        assert side.character_id is not None
        character = table.sheet(side.character_id)
        plan = planned[character.id]
        head = event(ev.CONTEST, contest=ask.kind, ability=ability_name(table, side) or None, level=plan.level,
                     entered=ask.faces.entered, **_against(table, ask, hero_side))
        augments = [a.event for a in (augmented(table, x) for x in side.augments)]
        after.append(apply_consequence(character, plan, dice=dice_line(ask.faces), head=[head, *augments, *scored.events]))
    first = ask.heroes[0]
    title = event(ev.CONTEST_TITLE, contest=ask.kind, name=_name(table, first), ability=ability_name(table, first) or None,
                  level=scored.level, **_against(table, ask, True))
    return Outcome(title, changed(table, after))


# -- HQ-22..HQ-24 healing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Heal:
    """First aid on the hurts picked (HQ-22), major healing (HQ-23) or a rescue (HQ-24) of one
    state: the healer's d20, then (a contest) the resistance's; `resistance` None: the default.
    The healer is a sheet's ability or a bare rating (`Side`). First aid (FA-1) takes the same
    input as one of its treatments (`core.operations.stonetop.FirstAid`)."""

    patient_id: str
    action: Healing
    state_ids: tuple[str, ...]
    healer: Side
    faces: Faces
    resistance: Rating | None = None


def heal(table: Table, ask: Heal) -> Outcome:
    patient = table.sheet(ask.patient_id)
    after, scored = healed(table, patient, ask)
    return Outcome(event(ev.HEAL_TITLE, action=ask.action, name=patient.name, level=scored.level), changed(table, [after]))


def healed(table: Table, patient: Character, ask: Heal) -> tuple[Character, Scored]:
    """The patient (as treated so far) after one healing, and how the dice fell. HQ-24: another
    hero makes the rescue; the dying cannot rescue themselves."""
    if ask.action is Healing.RESCUE and ask.healer.character_id == patient.id:
        raise SheetError(RESCUE_BY_ANOTHER, name=patient.name)
    healer = Contestant(_name(table, ask.healer), rating_of(table, ask.healer))
    rolls = d20s(ask.faces, 1 if ask.action is Healing.FIRST_AID else 2)
    return treat(patient, ask.action, ask.state_ids, healer, rolls, resistance=ask.resistance,
                 default_resistance=table.campaign.default_resistance, tie_break=table.campaign.tie_break, entered=ask.faces.entered)


# -- HQ-26 improvement --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Improve:
    character_id: str
    purchase: Purchase


@dataclass(frozen=True)
class Keep:
    """HQ-26 Decision: pay the difference that makes a temporary improvement permanent."""

    character_id: str
    improvement_id: str


def improve(table: Table, ask: Improve) -> Outcome:
    character = table.sheet(ask.character_id)
    after = buy_improvement(character, ask.purchase)
    return Outcome(event(ev.IMPROVE_TITLE, name=character.name, item=ask.purchase.key), changed(table, [after]))


def keep(table: Table, ask: Keep) -> Outcome:
    character = table.sheet(ask.character_id)
    after = make_permanent(character, ask.improvement_id)
    bought = next(i for i in character.heroquest.improvements if i.id == ask.improvement_id)
    ability = character.heroquest.ability(bought.ability_id) if bought.ability_id else bought.removed
    steps = abs(bought.amount) if bought.item in STEPPED else None
    title = event(ev.KEEP_TITLE, name=character.name, item=bought.item, steps=steps, ability=ability.name if ability else None)
    return Outcome(title, changed(table, [after]))
