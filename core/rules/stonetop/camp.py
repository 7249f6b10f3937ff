"""Make Camp [野営する] (ST-21): one person's benefit, and a party's shared meal."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from talekeeper.core.dice import DiceError, check_die_value
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import Debility, HarmStatus
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.debilities import as_debility
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import CAMP_INPUTS, CAMP_NOT_MARKED, CAMP_SHORT_OF_FOOD, NO_BEDROLL, ROLL_DEATHS_DOOR_FIRST, Food
from talekeeper.core.rules.stonetop.log import (
    check_alive,
    check_player_side,
    record,
    regain_events,
    regain_status,
    with_harm,
)
from talekeeper.core.rules.stonetop.tables import ST21_CAMP

HP = "hp"
"""The Make Camp choice that regains half max HP."""

CampChoice = Debility | str | None


def half_max_hp(max_hp: int) -> int:
    """ST-21 Decision: half the maximum HP, rounded up."""
    return -(-max_hp // 2)


def _check_can_camp(character: Character) -> None:
    check_alive(character, "Make Camp")
    check_player_side(character, "Make Camp", "the GM says when they regain HP (npc_regain)")
    if character.harm.status is HarmStatus.DEATHS_DOOR:
        raise RuleError(ROLL_DEATHS_DOOR_FIRST, name=character.name)


def camp_refusal(character: Character) -> RuleError | None:
    """Why `character` cannot Make Camp (ST-21): dead, an NPC or monster, at Death's Door; None
    when they can. A party dialog leaves such characters out and says why."""
    try:
        _check_can_camp(character)
    except RuleError as error:
        return error
    return None


def camp_choices(character: Character) -> tuple[CampChoice, ...]:
    """What `character` may choose when Making Camp (ST-21): regain half max HP (`HP`), clear one
    of their marked debilities, or nothing (None)."""
    return (HP, *character.harm.debilities.marked(), None)


def camp_default(character: Character) -> CampChoice:
    """The choice offered first (ST-21 leaves it to the player): HP, unless HP is full, then the
    first marked debility, else nothing."""
    harm = character.harm
    if harm.hp < harm.max_hp:
        return HP
    marked = harm.debilities.marked()
    return marked[0] if marked else None


def camp_order(characters: Iterable[Character]) -> list[Character]:
    """The party in the order offered for eating when food runs short (ST-21 lets the party
    decide): the lowest share of HP first, then the most debilities marked."""
    def need(c: Character) -> tuple[float, int]:
        share = c.harm.hp / c.harm.max_hp if c.harm.max_hp else 1.0
        return (share, -len(c.harm.debilities.marked()))
    return sorted(characters, key=need)


def _camp(
    character: Character,
    choice: CampChoice,
    *,
    ate: bool,
    slept: bool,
    bedroll_roll: int | None,
    peaceful: bool,
    meal: Sequence[Event] = (),
    entered: bool | None = None,
) -> Character:
    _check_can_camp(character)
    harm = character.harm
    events = list(meal)
    if not (ate and slept):
        return record(character, HistoryKind.HARM, [event(ev.CAMPED_IN_VAIN, ate=ate, slept=slept), *events])
    hp = harm.hp
    debilities = harm.debilities
    dice = ""
    if choice is None:
        events.append(event(ev.CAMP_NOTHING))
    elif isinstance(choice, str) and not isinstance(choice, Debility) and choice.strip().lower() == HP:
        gain = half_max_hp(harm.max_hp)
        hp = min(harm.max_hp, hp + gain)
        events.append(event(ev.CAMP_HP, most=harm.max_hp, gain=gain))
    else:
        which = as_debility(choice)
        if not getattr(debilities, which.value):
            raise RuleError(CAMP_NOT_MARKED, name=character.name, debility=which)
        debilities = evolve(debilities, **{which.value: False})
        events.append(event(ev.CAMP_CLEAR, debility=which))
    if bedroll_roll is not None:
        if not harm.bedroll:
            raise RuleError(NO_BEDROLL, name=character.name)
        try:
            check_die_value(bedroll_roll, ST21_CAMP.bedroll_die)
        except DiceError as error:
            raise RuleError.like(error) from None
        hp = min(harm.max_hp, hp + bedroll_roll)
        dice = f"1d{ST21_CAMP.bedroll_die}: {bedroll_roll}"
        events.append(event(ev.BEDROLL, roll=bedroll_roll))
    status = regain_status(character, hp)
    events += regain_events(character, hp, status)
    if peaceful:
        events.append(event(ev.GOOD_REST))
    updated = with_harm(
        character,
        hp=hp,
        debilities=debilities,
        status=status,
        advantage_next_roll=harm.advantage_next_roll or peaceful,
    )
    headline = event(ev.CAMPED, bedroll=bedroll_roll, entered=entered if bedroll_roll is not None else None)
    return record(updated, HistoryKind.HARM, [headline, *events], dice=dice)


def make_camp(
    character: Character,
    choice: CampChoice,
    *,
    ate: bool = True,
    slept: bool = True,
    bedroll_roll: int | None = None,
    peaceful: bool = False,
) -> Character:
    """One person's Make Camp (ST-21). Who ate, drank and slept a few hours chooses one: `"hp"`
    (regain half max HP, rounded up) or a marked debility to clear (`None`: no choice). A bedroll
    adds its 1d6 (`bedroll_roll`, the die value; the sheet must have a bedroll). `peaceful`
    (a particularly peaceful, comfortable or enjoyable rest) gives advantage on the next roll.
    Not `ate` or not `slept`: no benefit. The food is not spent here: `party_make_camp` shares it.
    Refuses NPCs and monsters, Death's Door, the dead. Appends one HARM history entry.
    7 of 16 HP choosing HP -> 15."""
    return _camp(character, choice, ate=ate, slept=slept, bedroll_roll=bedroll_roll, peaceful=peaceful)


@dataclass(frozen=True)
class CampReport:
    """Who paid for the party's meal and who ate."""

    uses_needed: int
    uses_eaten: int
    payments: tuple[tuple[str, Food, int], ...]
    """(name, what they gave, uses)."""
    fed: tuple[str, ...]
    hungry: tuple[str, ...]
    notes: tuple[Event, ...]
    """The meal as events: a mess kit, who paid what, who did not eat."""


def _uses_for(people: int, feeds: int) -> int:
    return -(-people // feeds)


def party_make_camp(
    characters: Sequence[Character],
    choices: Sequence[CampChoice],
    *,
    slept: Sequence[bool] | None = None,
    bedroll_rolls: Sequence[int | None] | None = None,
    peaceful: bool = False,
    short: Literal["refuse", "mark"] = "refuse",
    entered: bool | None = None,
) -> tuple[tuple[Character, ...], CampReport]:
    """A party Makes Camp (ST-21). Each person eats 1 use of supplies or provisions; when anyone
    has a mess kit one use feeds four. The party shares its food: provisions first, then supplies,
    taken from the characters in the order given. `choices`, `slept` and `bedroll_rolls` line up
    with `characters`. Not enough food: `short="refuse"` raises RuleError; `short="mark"` feeds
    those first in order and the rest get no benefit. Returns the new characters (same order),
    each with one HARM history entry, and a report of who paid and who ate."""
    count = len(characters)
    if len(choices) != count:
        raise RuleError(CAMP_INPUTS)
    slept = [True] * count if slept is None else list(slept)
    rolls: list[int | None] = [None] * count if bedroll_rolls is None else list(bedroll_rolls)
    if len(slept) != count or len(rolls) != count:
        raise RuleError(CAMP_INPUTS)
    feeds = ST21_CAMP.mess_kit_feeds if any(c.harm.mess_kit for c in characters) else 1
    per_use = ST21_CAMP.food_per_person
    needed = _uses_for(count, feeds) * per_use
    stock = [(c.harm.provisions, c.harm.supplies) for c in characters]
    available = sum(p + s for p, s in stock)
    if available < needed and short == "refuse":
        raise RuleError(CAMP_SHORT_OF_FOOD, need=needed, have=available)
    fed_count = min(count, (available // per_use) * feeds)
    uses = _uses_for(fed_count, feeds) * per_use if fed_count else 0
    spend = _take_food(stock, uses)
    names = [c.name for c in characters]
    payments = tuple((names[i], food, n) for i, row in enumerate(spend) for food, n in zip(Food, row, strict=True) if n)
    notes = [event(ev.FOOD, eaten=uses, needed=needed)]
    notes += [event(ev.MESS_KIT, feeds=feeds)] if feeds > 1 else []
    hungry = names[fed_count:]
    notes += [event(ev.HUNGRY, name=name) for name in hungry]
    results: list[Character] = []
    for i, character in enumerate(characters):
        provisions, supplies = spend[i]
        paid = with_harm(
            character,
            provisions=character.harm.provisions - provisions,
            supplies=character.harm.supplies - supplies,
        )
        meal = [event(ev.ATE, food=food, uses=n) for food, n in zip(Food, spend[i], strict=True) if n]
        results.append(
            _camp(
                paid,
                choices[i],
                ate=i < fed_count,
                slept=slept[i],
                bedroll_roll=rolls[i],
                peaceful=peaceful,
                meal=meal,
                entered=entered,
            )
        )
    report = CampReport(needed, uses, payments, tuple(names[:fed_count]), tuple(hungry), tuple(notes))
    return tuple(results), report


def _take_food(stock: Sequence[tuple[int, int]], uses: int) -> list[tuple[int, int]]:
    """How many (provisions, supplies) each character gives: provisions first, in order."""
    spend = [[0, 0] for _ in stock]
    for column in (0, 1):
        for i, row in enumerate(stock):
            take = min(uses, row[column])
            spend[i][column] += take
            uses -= take
    return [(p, s) for p, s in spend]
