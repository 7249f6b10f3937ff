"""Helpers for tests that read the events a rules action wrote into a history entry."""

from __future__ import annotations

from typing import Any

from talekeeper.core.events import typed
from talekeeper.core.model import HistoryEntry


def kinds(entry: HistoryEntry) -> list[str]:
    """The kinds of the entry's events, in order."""
    return [e.kind for e in entry.events]


def params(entry: HistoryEntry, kind: str) -> dict[str, Any]:
    """The typed parameters of the entry's first event of `kind` (AssertionError if none)."""
    for found in entry.events:
        if found.kind == kind:
            return typed(found)
    raise AssertionError(f"no {kind} event in {kinds(entry)}")


def all_params(entry: HistoryEntry, kind: str) -> list[dict[str, Any]]:
    return [typed(e) for e in entry.events if e.kind == kind]
