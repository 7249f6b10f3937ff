"""A sheet with 6,000 history entries (issue 21, point 12): the longest pause of the window while it
opens into an editor and its History tab is shown and scrolled.
Run by `python3 packaging/dev.py bench`, or alone with `python -m tests.benchmarks.long_history`."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from enum import Enum
from pathlib import Path
from typing import Any

from core.events import CATALOGUE, event, load_all
from core.model import Character, HistoryEntry, HistoryKind
from core.model.history import Event

ENTRIES = 6000


def _params(rng: random.Random, kind: str) -> dict[str, Any]:
    """Plausible parameters for an event of `kind`: every parameter given, as its declared type."""
    params: dict[str, Any] = {}
    for name, declared in CATALOGUE[kind].params.items():
        if isinstance(declared, tuple):
            params[name] = tuple(rng.randint(1, 6) for _ in range(4)) if declared[1] is int else ("Storm Sword", "Clan Lore")
        elif isinstance(declared, type) and issubclass(declared, Enum):
            params[name] = rng.choice(list(declared))
        elif declared is bool:
            params[name] = rng.random() < 0.5
        elif declared is int:
            params[name] = rng.randint(0, 20)
        else:
            params[name] = f"{rng.choice(('Storm', 'Moon', 'Clan', 'Troll'))} {rng.choice(('Sword', 'Lore', 'Song', 'Spear'))}"
    return params


def long_history(entries: int = ENTRIES, seed: int = 21) -> Character:
    """A character with `entries` history entries, each with a headline event and a few changes
    (about 750 bytes each on disk, as a long-played sheet has)."""
    load_all()
    rng = random.Random(seed)
    kinds = sorted(CATALOGUE)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    history = []
    for number in range(entries):
        events: list[Event] = [event(kind, **_params(rng, kind)) for kind in rng.sample(kinds, rng.randint(2, 5))]
        history.append(HistoryEntry(
            time=start + timedelta(hours=number), kind=rng.choice(list(HistoryKind)), summary=f"Entry {number}",
            dice=rng.choice(("", "17W vs 14", "2d6")), details=tuple(f"Change {n} of entry {number}" for n in range(len(events) - 1)), events=tuple(events),
        ))
    return Character(name="Vasana", history=tuple(history))


def write_sheet(library: Path, entries: int = ENTRIES) -> Path:
    from core.storage import Library

    library.mkdir(parents=True, exist_ok=True)
    for old in library.glob("*.json"):
        old.unlink()
    path, _ = Library(library).create(long_history(entries))
    return path
