"""Events and refusals from core in the reader's language.

Core says what happened as events (`core.model.history.Event`: a kind and plain parameters) and
why it refused as a `core.refusal.Refusal` (a code and parameters). Each family's `words` module
in `desktop/` has a `Words` table for each: a template per kind or code, with named placeholders
(`{name} takes {amount} damage`), or a function for the few that need more than one template.
Enum parameters are shown with their labels (`desktop.words.labels`), lists joined with commas.
Nothing core writes in English reaches the window.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from talekeeper.core.refusal import Refusal
from talekeeper.desktop.words.labels import label

if TYPE_CHECKING:  # the models load after the first paint; words of a refusal need none of them
    from talekeeper.core.model.character import Character
    from talekeeper.core.model.history import Event, HistoryEntry
    from talekeeper.core.outcome import Outcome, Table

log = logging.getLogger(__name__)

Phrase = str | Callable[[dict[str, Any]], str]
"""A template (untranslated; the table's context translates it) or a function giving words."""

FAMILIES: tuple[str, ...] = (
    "talekeeper.desktop.stonetop.words", "talekeeper.desktop.heroquest.words", "talekeeper.desktop.dogs.words", "talekeeper.desktop.words.common", "talekeeper.desktop.merge.words", "talekeeper.desktop.edit_words",
)
"""Modules with `EVENTS` and `REFUSALS` tables (`Words`)."""


@dataclass(frozen=True)
class Words:
    """Phrases by event kind or refusal code, translated in `context`."""

    context: str
    phrases: Mapping[str, Phrase]

    def say(self, key: str, params: dict[str, Any]) -> str | None:
        phrase = self.phrases.get(key)
        if phrase is None:
            return None
        if callable(phrase):
            return phrase(params)
        return fill(QCoreApplication.translate(self.context, phrase), params)


class _Shown(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def shown(value: Any) -> str:
    """A parameter as it reads in words."""
    if isinstance(value, Enum):
        try:
            return label(value)
        except KeyError:  # an enum the labels do not word: its phrase words it instead
            return str(value.value)
    if isinstance(value, (list, tuple)):
        return QCoreApplication.translate("Words", ", ").join(shown(item) for item in value)
    if isinstance(value, bool):
        return ""
    return "" if value is None else str(value)


def fill(template: str, params: Mapping[str, Any]) -> str:
    """`template` with `{name}` placeholders filled from `params` (enums as labels)."""
    try:
        return template.format_map(_Shown({key: shown(value) for key, value in params.items()}))
    except (ValueError, IndexError):  # a broken translation: show it rather than fail
        log.warning("could not fill %r", template)
        return template


_tables: tuple[list[Words], list[Words]] | None = None


def _load() -> tuple[list[Words], list[Words]]:
    global _tables
    if _tables is None:
        from talekeeper.core.events import load_all

        load_all()  # every event's declared parameter types, whatever has been imported so far
        events, refusals = [], []
        for name in FAMILIES:
            module = importlib.import_module(name)
            events.append(module.EVENTS)
            refusals.append(module.REFUSALS)
        _tables = (events, refusals)
    return _tables


def describe(event: Event, name: str = "") -> str:
    """One event in words; `name` is the character whose history it is (the events' subject)."""
    from talekeeper.core.events import typed

    tables = _load()[0]  # first: it loads the declarations that give the parameters their types
    params = typed(event)
    params.setdefault("name", name)
    for table in tables:
        words = table.say(event.kind, params)
        if words is not None:
            return words
    log.warning("no words for event %s", event.kind)
    return event.kind


def refusal_text(refusal: Refusal, **shown_as: Any) -> str:
    """Why core refused, in words (its English text is for logs only); `shown_as` replaces
    parameters for this showing (`file=` a file's name where the whole path is too long)."""
    for table in _load()[1]:
        words = table.say(refusal.code, {**refusal.params, **shown_as})
        if words is not None:
            return words
    log.warning("no words for refusal %s (%s)", refusal.code, refusal)
    return QCoreApplication.translate("Refusals", "This cannot be done as asked.")


def entry_headline(entry: HistoryEntry, name: str) -> str:
    """What a history entry says happened: its first event in words, or its stored summary."""
    return describe(entry.events[0], name) if entry.events else entry.summary


def entry_details(entry: HistoryEntry, name: str) -> list[str]:
    """What changed, in words: the entry's other events, or its stored change lines."""
    return [describe(e, name) for e in entry.events[1:]] if entry.events else list(entry.details)


def catalogue_keys() -> tuple[set[str], set[str]]:
    """Every event kind and refusal code with words (for tests)."""
    events, refusals = _load()
    return {k for t in events for k in t.phrases}, {k for t in refusals for k in t.phrases}


def new_entries(before: Character | None, after: Character) -> list[HistoryEntry]:
    """The history entries an action wrote (those `before` does not have)."""
    known = {entry.id for entry in before.history} if before is not None else set()
    return [entry for entry in after.history if entry.id not in known]


def entry_lines(before: Character | None, after: Character) -> list[str]:
    """The entries an action wrote to one character, for a preview: what happened, the dice,
    and what changed (indented)."""
    lines: list[str] = []
    for entry in new_entries(before, after):
        lines.append(entry_headline(entry, after.name))
        if entry.dice:
            lines.append("    " + entry.dice)
        lines.extend("    • " + detail for detail in entry_details(entry, after.name))
    return lines


def outcome_lines(table: Table, outcome: Outcome) -> list[str]:
    """Everything an outcome would change, in words: each character's new entries, then the
    notes and the remarks about characters it leaves as they are."""
    lines: list[str] = []
    for after in outcome.sheets:
        lines.extend(entry_lines(table.sheets.get(after.id), after))
    for character_id, events in outcome.remarks.items():
        name = table.sheets[character_id].name if character_id in table.sheets else ""
        lines.extend(f"{name}: {describe(e, name)}" for e in events)
    lines.extend(describe(e) for e in outcome.notes)
    return lines
