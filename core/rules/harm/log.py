"""Helpers shared by the ST rules: C-3 history entries, validated copies, common refusals."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TypeVar

from core.model.character import Character, CharacterKind
from core.model.common import evolve
from core.model.harm import HarmStatus
from core.model.history import HistoryKind
from core.rules.harm.errors import RuleError

E = TypeVar("E", bound=Enum)

def record(
    character: Character,
    kind: HistoryKind,
    summary: str,
    *,
    dice: str = "",
    details: Iterable[str] = (),
) -> Character:
    """`character` with one more history entry (C-3): what kind, a summary, the dice, what changed."""
    return character.recorded(summary, kind=kind, dice=dice, details=details)


def with_harm(character: Character, **changes: object) -> Character:
    """`character` with its ST section changed and validated again (HP within max, ...)."""
    return evolve(character, harm=evolve(character.harm, **changes))


def as_member(enum: type[E], value: E | str, what: str) -> E:
    """An enum member from itself or its value; refuse anything else naming the choices."""
    if isinstance(value, enum):
        return value
    try:
        return enum(str(value).strip().lower())
    except ValueError:
        names = ", ".join(str(m.value) for m in enum)
        raise RuleError(f"'{value}' is not {what} (use {names})") from None


def check_alive(character: Character, action: str) -> None:
    """Refuse a rules action on a dead character."""
    if character.harm.status is HarmStatus.DEAD:
        raise RuleError(f"{character.name} is dead and cannot {action}")


def check_player_side(character: Character, action: str, instead: str) -> None:
    """Refuse a player move for an NPC or monster (RULES.md 3 "Regaining HP", GM-1)."""
    if character.kind in (CharacterKind.NPC, CharacterKind.MONSTER):
        raise RuleError(
            f"{character.name} is {kind_words(character.kind)}: only player characters and followers "
            f"{action}; {instead}"
        )


def kind_words(kind: CharacterKind) -> str:
    """"a player character", "a follower", "an NPC", "a monster"."""
    return {
        CharacterKind.PLAYER_CHARACTER: "a player character",
        CharacterKind.FOLLOWER: "a follower",
        CharacterKind.NPC: "an NPC",
        CharacterKind.MONSTER: "a monster",
    }[kind]


def hp_line(before: int, after: int, maximum: int) -> str:
    """A change line for HP ("HP 7 -> 15 of 16")."""
    return f"HP {before} -> {after} of {maximum}"


def status_line(before: HarmStatus, after: HarmStatus) -> str:
    return f"status {_status_words(before)} -> {_status_words(after)}"


def _status_words(status: HarmStatus) -> str:
    return status.value.replace("_", " ").replace("deaths door", "at Death's Door")


def regain_status(character: Character, hp_after: int) -> HarmStatus:
    """Status after HP is regained: out of action at 0 HP ends once HP is above 0 (ST-5 "until
    helped"); Death's Door and dead are not changed by regaining HP."""
    status = character.harm.status
    if status is HarmStatus.OUT_OF_ACTION and hp_after > 0:
        return HarmStatus.FINE
    return status


def spend_supplies(character: Character, uses: int) -> int:
    """The uses of supplies left after spending `uses` (ST-20); refuses a negative or too many."""
    if uses < 0:
        raise RuleError("uses of supplies cannot be negative")
    if character.harm.supplies < uses:
        raise RuleError(f"{character.name} has {character.harm.supplies} uses of supplies, and this needs {uses} (ST-20)")
    return character.harm.supplies - uses


def supplies_line(spent: int, left: int) -> str:
    return f"{spent} use{'s' if spent != 1 else ''} of supplies spent, {left} left"
