"""Debilities [衰え] (ST-7): marking, clearing and which choices a move may still offer."""

from __future__ import annotations

from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import Debility
from talekeeper.core.model.history import HistoryKind
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import NO_DEBILITIES
from talekeeper.core.rules.stonetop.log import as_member, record, with_harm


def as_debility(which: Debility | str) -> Debility:
    """A debility from its name ("weakened", "dazed", "miserable")."""
    return as_member(Debility, which, "a debility")


def _check_kind(character: Character) -> None:
    if not character.kind.has_debilities:
        raise RuleError(NO_DEBILITIES, name=character.name, kind=character.kind)


def mark_debility(character: Character, which: Debility | str, *, reason: str = "") -> Character:
    """`character` with debility `which` marked (ST-7): disadvantage on its two stats' rolls.
    A debility already marked has no further effect: the character comes back unchanged (no
    history). NPCs and monsters refuse (RuleError); a follower carries it as a temporary tag.
    Appends one HARM history entry."""
    which = as_debility(which)
    _check_kind(character)
    if getattr(character.harm.debilities, which.value):
        return character
    debilities = evolve(character.harm.debilities, **{which.value: True})
    updated = with_harm(character, debilities=debilities)
    events = [event(ev.DEBILITY_MARKED, debility=which)]
    if reason:
        events.append(event(ev.NOTE, text=reason))
    return record(updated, HistoryKind.HARM, events)


def clear_debility(character: Character, which: Debility | str, *, reason: str = "") -> Character:
    """`character` with debility `which` cleared. One not marked: unchanged (no history).
    NPCs and monsters refuse (RuleError). Appends one HARM history entry."""
    which = as_debility(which)
    _check_kind(character)
    if not getattr(character.harm.debilities, which.value):
        return character
    debilities = evolve(character.harm.debilities, **{which.value: False})
    updated = with_harm(character, debilities=debilities)
    events = [event(ev.DEBILITY_CLEARED, debility=which)]
    if reason:
        events.append(event(ev.NOTE, text=reason))
    return record(updated, HistoryKind.HARM, events)


def can_choose_debility(character: Character, which: Debility | str) -> bool:
    """ST-7: an optional choice to mark a specific debility cannot be taken when it is already
    marked (nor ever by an NPC or monster)."""
    return character.kind.has_debilities and not getattr(character.harm.debilities, as_debility(which).value)


def can_trigger_needing_debility(character: Character) -> bool:
    """ST-7: a move whose trigger needs the character to mark a debility cannot be triggered when
    all three are marked."""
    return character.kind.has_debilities and len(character.harm.debilities.marked()) < len(Debility)
