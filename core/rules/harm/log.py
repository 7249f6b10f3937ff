"""C-3: every ST rules action that changes a character appends one history entry."""

from __future__ import annotations

from collections.abc import Iterable

from core.model.character import Character
from core.model.common import evolve
from core.model.harm import Harm
from core.model.history import HistoryEntry, HistoryKind

from core.rules.harm.errors import RuleError

_SHORT = 500  # ShortText limit of the model


def _short(text: str) -> str:
    return text if len(text) <= _SHORT else text[: _SHORT - 3] + "..."


def record(
    character: Character,
    kind: HistoryKind,
    summary: str,
    *,
    dice: str = "",
    details: Iterable[str] = (),
) -> Character:
    """`character` with one more history entry (C-3): what kind, a summary, the dice, what changed."""
    entry = HistoryEntry(kind=kind, summary=_short(summary), dice=_short(dice), details=tuple(details))
    return evolve(character, history=(*character.history, entry))


def with_harm(character: Character, **changes: object) -> Character:
    """`character` with its ST section changed and validated again (HP within max, ...)."""
    return evolve(character, harm=evolve(character.harm, **changes))


def harm_of(character: Character) -> Harm:
    return character.harm


def check_not_dead(character: Character, action: str) -> None:
    """Refuse a rules action on a dead character."""
    from core.model.harm import HarmStatus

    if character.harm.status is HarmStatus.DEAD:
        raise RuleError(f"{character.name} is dead: they cannot {action}")


def hp_line(before: int, after: int, maximum: int) -> str:
    """A change line for HP ("HP 7 -> 15 of 16")."""
    return f"HP {before} -> {after} of {maximum}"
