"""Helpers shared by the ST rules: C-3 history entries, validated copies, common refusals."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TypeVar

from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import CharacterKind, HarmStatus
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.model.stonetop import Harm
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import DEAD, NEGATIVE_SUPPLIES, NOT_A_CHOICE, PLAYERS_ONLY, SHORT_OF_SUPPLIES

E = TypeVar("E", bound=Enum)


def record(character: Character, kind: HistoryKind, events: Iterable[Event], *, dice: str = "") -> Character:
    """`character` with one more history entry (C-3): its kind, its events (the first says what
    happened, the others what changed) and the dice."""
    return character.recorded(kind=kind, dice=dice, events=events)


def with_harm(character: Character, **changes: object) -> Character:
    """`character` with its ST section changed and validated again (HP within max, ...)."""
    return evolve(character, harm=evolve(character.harm, **changes))


def edit_number(harm: Harm, field: str, value: int) -> Harm:
    """A hand edit of one number of the ST section (`hp`, `max_hp`, `armor`, ...), kept within
    ST-1: lowering the maximum below HP lowers HP with it; raising HP above the maximum raises
    the maximum with it (the sheet says more than the maximum it had)."""
    changes: dict[str, int] = {field: value}
    if field == "max_hp" and harm.hp > value:
        changes["hp"] = value
    if field == "hp" and value > harm.max_hp:
        changes["max_hp"] = value
    return evolve(harm, **changes)


def as_member(enum: type[E], value: E | str, what: str) -> E:
    """An enum member from itself or its value; refuse anything else naming the choices."""
    if isinstance(value, enum):
        return value
    try:
        return enum(str(value).strip().lower())
    except ValueError:
        names = ", ".join(str(m.value) for m in enum)
        raise RuleError(NOT_A_CHOICE, text=str(value), choices=names, what=what) from None


def check_alive(character: Character, action: str) -> None:
    """Refuse a rules action on a dead character."""
    if character.harm.status is HarmStatus.DEAD:
        raise RuleError(DEAD, name=character.name, action=action)


def check_player_side(character: Character, action: str, instead: str) -> None:
    """Refuse a player move for an NPC or monster (the rules reference's ST "Regaining HP", GM-1)."""
    if character.kind in (CharacterKind.NPC, CharacterKind.MONSTER):
        raise RuleError(PLAYERS_ONLY, name=character.name, kind=character.kind, action=action, instead=instead)


def hp_event(before: int, after: int, maximum: int) -> Event:
    """HP changed (ST-1): before, after and the maximum."""
    return event(ev.HP, before=before, after=after, most=maximum)


def status_event(before: HarmStatus, after: HarmStatus) -> Event:
    return event(ev.STATUS, before=before, after=after)


def regain_status(character: Character, hp_after: int) -> HarmStatus:
    """Status after HP is regained: out of action at 0 HP ends once HP is above 0 (ST-5 "until
    helped"); Death's Door and dead are not changed by regaining HP."""
    status = character.harm.status
    if status is HarmStatus.OUT_OF_ACTION and hp_after > 0:
        return HarmStatus.FINE
    return status


def regain_events(character: Character, hp: int, status: HarmStatus) -> list[Event]:
    """The HP and status events of regaining HP (only what changed)."""
    harm = character.harm
    found = [hp_event(harm.hp, hp, harm.max_hp)] if hp != harm.hp else []
    if status is not harm.status:
        found.append(status_event(harm.status, status))
    return found


def spend_supplies(character: Character, uses: int) -> int:
    """The uses of supplies left after spending `uses` (ST-20); refuses a negative or too many."""
    if uses < 0:
        raise RuleError(NEGATIVE_SUPPLIES)
    if character.harm.supplies < uses:
        raise RuleError(SHORT_OF_SUPPLIES, name=character.name, have=character.harm.supplies, need=uses)
    return character.harm.supplies - uses


def supplies_event(spent: int, left: int) -> Event:
    return event(ev.SUPPLIES_SPENT, spent=spent, left=left)

