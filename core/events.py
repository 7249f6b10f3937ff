"""Every kind of event core reports, with its parameters: data in one place per family.

A rules action, and a hand edit (`core.edit_events`), says what happened as events (`core.model.history.Event`: a kind and plain
parameters, no words). Each family declares its kinds in its own `events.py` with `define`;
`event()` builds one and checks its parameters against the declaration, so a kind the desktop
cannot word never reaches it. `typed()` gives the parameters back as the types declared (enum
members rather than their stored values), for the desktop's wording.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from talekeeper.core.model.history import Event

FAMILIES: tuple[str, ...] = (
    "talekeeper.core.rules.stonetop.events",
    "talekeeper.core.rules.heroquest.events",
    "talekeeper.core.rules.dogs.events",
    "talekeeper.core.edit_events",
)
"""The modules that declare event kinds (imported by `load_all`)."""

ParamType = type | tuple[type, ...]
"""`int`, `str`, `bool`, an Enum class, or `(list, int)` / `(list, str)` for a list."""


@dataclass(frozen=True)
class EventSpec:
    kind: str
    params: Mapping[str, ParamType]
    optional: frozenset[str] = field(default_factory=frozenset)
    """Parameters that may be left out (or None)."""


CATALOGUE: dict[str, EventSpec] = {}


def define(kind: str, *, optional: tuple[str, ...] = (), **params: ParamType) -> str:
    """Declare an event kind and its parameters; returns the kind (modules keep it as a name)."""
    if kind in CATALOGUE:
        raise ValueError(f"event kind {kind!r} is declared twice")  # a bug, as are the TypeErrors below: a kind or parameters not as declared
    CATALOGUE[kind] = EventSpec(kind, dict(params), frozenset(optional))
    return kind


def event(kind: str, **params: Any) -> Event:
    """An event of a declared kind; enum members are stored as their values, lists as tuples."""
    spec = CATALOGUE.get(kind)
    if spec is None:
        raise KeyError(f"no event kind {kind!r} is declared")
    missing = set(spec.params) - set(params) - spec.optional
    unknown = set(params) - set(spec.params)
    if missing or unknown:
        raise TypeError(f"event {kind}: missing {sorted(missing)}, unknown {sorted(unknown)}")
    stored: dict[str, Any] = {}
    for name, value in params.items():
        if value is None:
            if name not in spec.optional:
                raise TypeError(f"event {kind}: {name} is needed")
            continue
        stored[name] = _store(value)
    return Event(kind=kind, params=stored)


def _store(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return tuple(_store(item) for item in value)
    return value


def typed(event: Event) -> dict[str, Any]:
    """The event's parameters as their declared types (enum members); unknown kinds as stored."""
    spec = CATALOGUE.get(event.kind)
    if spec is None:
        return dict(event.params)
    found: dict[str, Any] = {name: None for name in spec.optional}
    for name, value in event.params.items():
        wanted = spec.params.get(name)
        found[name] = value
        if isinstance(wanted, type) and issubclass(wanted, Enum) and value is not None:
            try:
                found[name] = wanted(value)
            except ValueError:
                pass  # a value this program does not know (a newer file): shown as it is stored
    return found


def load_all() -> Mapping[str, EventSpec]:
    """Import every family's declarations; the whole catalogue."""
    for module in FAMILIES:
        importlib.import_module(module)
    return CATALOGUE
