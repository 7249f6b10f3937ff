"""Events of edits by hand and of files (created, imported, duplicated), with their parameters
(see `core.events`).

A hand edit's history entry holds one event per place of the sheet it changed (`core.diff`), the
place the user edited first, then what changed with it (a link dropped with a removed ability, HP
lowered with the maximum). A place is `field`, the field names from the top of the sheet with `*`
for an item of a list (`heroquest.abilities.*.rating`), and `items`, the names of those items at
the time (`("Sword",)`; "" for an item with no name, such as a state of adversity). Values are plain, as the desktop shows them: texts (cut to
`VALUE_TEXT` characters), whole numbers, flags, an enum as its stored value, a link to an
ability or relationship as its name, a portrait as True; nothing (an empty link) is left out.
"""

from __future__ import annotations

import typing
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any

from pydantic import BaseModel

from talekeeper.core.diff import Change, Item, changes, item_name
from talekeeper.core.events import define, event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import clip
from talekeeper.core.model.enums import Debility
from talekeeper.core.model.history import Event

# A hand edit: one per place changed (the first is the place the user edited).
CHANGED = define("edit.changed", field=str, items=(list, str), before=object, after=object, optional=("items", "before", "after"))
ADDED = define("edit.added", field=str, items=(list, str))
"""An item added to the list at `field`; the last of `items` is its name."""
REMOVED = define("edit.removed", field=str, items=(list, str))
"""An item removed from the list at `field`; the last of `items` is its name."""
DEBILITIES_CLEARED = define("edit.debilities_cleared", debilities=(list, str))
"""GM-1 / ST-7: an NPC or monster keeps no debilities (their `Debility` values)."""

# Files: the first entry of a character, and copies made by the library.
FILE_CREATED = define("file.created", name=str)
FILE_DUPLICATED = define("file.duplicated", original=str)
FILE_IMPORTED = define("file.imported", source=str)
"""`source`: the name of the file imported (no folders)."""

MOST_EVENTS = 200
"""A history entry holds at most this many events (`HistoryEntry.events`): the places changed
first, in order, are kept."""

VALUE_TEXT = 200
"""A text value is kept this long in an event (the history shows far less of it)."""

_LINKS = frozenset({"parent_id", "ability_id", "ability_ids", "relationship_id"})
"""Fields holding ids of abilities or relationships: recorded as the names they pointed to."""

Path = Sequence[str]


def edit_events(before: Character, after: Character, lead: Path = ()) -> list[Event]:
    """The events of a hand edit from `before` to `after` (their histories aside): one per place
    changed, in the sheet's order, those at or under `lead` (a path with item ids) first."""
    found = _collapsed([c for c in changes(before, after) if c.path[:1] != ("history",)], before, after)
    found.sort(key=lambda c: not _under(c.path, lead))
    names = _link_names(before, after)
    return [_event(c, names) for c in found[:MOST_EVENTS]]


def merged(events: Iterable[Event]) -> list[Event]:
    """Events of several quick edits of one place as one: each place's first value before and
    last value after, in the order first changed; a place typed back as it was is dropped."""
    by_place: dict[tuple[Any, ...], Event] = {}
    for one in events:
        place = (one.kind, one.params.get("field"), one.params.get("items"))
        first = by_place.get(place)
        if first is None:
            by_place[place] = one
        elif one.kind == CHANGED:
            params = {name: value for name, value in one.params.items() if name != "before"}
            if "before" in first.params:
                params["before"] = first.params["before"]
            by_place[place] = Event(kind=CHANGED, params=params)
    return [e for e in by_place.values() if e.kind != CHANGED or e.params.get("before") != e.params.get("after")]


def debilities_cleared(debilities: Iterable[Debility]) -> Event:
    return event(DEBILITIES_CLEARED, debilities=tuple(d.value for d in debilities))


def _under(path: tuple[Any, ...], lead: Path) -> bool:
    ids = tuple(step.id if isinstance(step, Item) else step for step in path)
    return bool(lead) and ids[: len(lead)] == tuple(lead)


def _collapsed(found: list[Change], before: Character, after: Character) -> list[Change]:
    """A portrait is one value (not its bytes)."""
    kept: list[Change] = []
    for change in found:
        if change.path[:1] == ("portrait",):
            if not any(c.path == ("portrait",) for c in kept):
                kept.append(Change(("portrait",), before.portrait, after.portrait))
        else:
            kept.append(change)
    return kept


def _link_names(*characters: Character) -> dict[str, str]:
    names: dict[str, str] = {}
    for character in characters:
        names.update({a.id: a.name for a in character.heroquest.abilities})
        names.update({r.id: r.subject for r in character.dogs.relationships})
    return names


def place(path: tuple[Any, ...]) -> tuple[str, tuple[str, ...]]:
    """`field` and `items` of a `core.diff` path."""
    field = ".".join("*" if isinstance(step, Item) else str(step) for step in path)
    return field, tuple(_name(step) for step in path if isinstance(step, Item))


def _name(item: Item) -> str:
    """An item's name, or "" for an item with none (a state of adversity, a benefit: not its id)."""
    return "" if item.name == item.id else clip(item.name, VALUE_TEXT)


def _event(change: Change, names: dict[str, str]) -> Event:
    field, items = place(change.path)
    if isinstance(change.path[-1], Item) and (change.old is None or change.new is None):
        list_field = field.rsplit(".", 1)[0]
        return event(ADDED if change.old is None else REMOVED, field=list_field, items=items)
    link = change.path[-1] in _LINKS
    return event(CHANGED, field=field, items=items or None, before=_plain(change.old, names, link), after=_plain(change.new, names, link))


def _plain(value: Any, names: dict[str, str], link: bool) -> Any:
    if value is None or isinstance(value, (bool, int)):
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return tuple(_plain(item, names, link) for item in value)
    if isinstance(value, str):
        return clip(names.get(value, value) if link else value, VALUE_TEXT)
    if isinstance(value, BaseModel) and not hasattr(value, "id"):
        return True  # a portrait (or another value without a name): there is one
    if isinstance(value, BaseModel):
        return clip(item_name(value), VALUE_TEXT)
    return clip(str(value), VALUE_TEXT)  # a rating or dice: as the sheet writes them


def field_type(field: str) -> type | None:
    """The type the sheet keeps at `field` (an Enum class, int ...), or None where it is not a field."""
    kind: Any = Character
    for step in field.split("."):
        if step == "*":
            continue
        fields = getattr(kind, "model_fields", None)
        if fields is None or step not in fields:
            return None
        kind = _inner(fields[step].annotation)
    return kind if isinstance(kind, type) else None


def _inner(annotation: Any) -> Any:
    """`tuple[Ability, ...]`, `Rating | None`, `Annotated[str, ...]` -> Ability, Rating, str."""
    for argument in typing.get_args(annotation):
        if argument is not type(None) and argument is not Ellipsis:
            return _inner(argument)
    return annotation


def typed_value(field: str, value: Any) -> Any:
    """A value of an edit event as the sheet's type where that is an enum (labels word it)."""
    kind = field_type(field)
    if isinstance(kind, type) and issubclass(kind, Enum):
        if isinstance(value, tuple):
            return tuple(typed_value(field, v) for v in value)
        try:
            return kind(value)
        except ValueError:
            return value  # a value this program does not know (a newer file): as stored
    return value
