"""What differs between two versions of a sheet, in one line (for backups and recovery)."""

from __future__ import annotations

from typing import Any

from core.model import Character
from core.model.common import clip


def _leaves(value: Any, path: str = "") -> dict[str, Any]:
    """Flatten JSON data; list items with an id are keyed by their name or id, not position."""
    if isinstance(value, dict):
        found: dict[str, Any] = {}
        for key, item in value.items():
            found.update(_leaves(item, f"{path}.{key}" if path else key))
        return found
    if isinstance(value, list):
        found = {}
        for index, item in enumerate(value):
            key = str(index)
            if isinstance(item, dict) and "id" in item:
                key = str(item.get("name") or item.get("text") or item.get("subject") or item.get("description") or item["id"])
            found.update(_leaves(item, f"{path}[{key}]"))
        return found
    return {path: value}


def differences(old: Character, new: Character) -> list[str]:
    """Each changed field as `path: old -> new` (history entries counted, not listed)."""
    before = old.model_dump(mode="json", exclude={"history"})
    after = new.model_dump(mode="json", exclude={"history"})
    left, right = _leaves(before), _leaves(after)
    lines = []
    for key in sorted(set(left) | set(right)):
        if left.get(key, "∅") != right.get(key, "∅"):
            lines.append(f"{key}: {clip(str(left.get(key, '∅')), 30)} -> {clip(str(right.get(key, '∅')), 30)}")
    extra = len(new.history) - len(old.history)
    if extra:
        lines.append(f"history: {extra:+d} entries")
    return lines


def one_line(old: Character, new: Character, *, most: int = 3) -> str:
    """A one-line summary of what differs (`harm.hp: 12 -> 5; ... and 4 more`)."""
    lines = differences(old, new)
    if not lines:
        return "no differences"
    shown = "; ".join(lines[:most])
    return shown + (f"; and {len(lines) - most} more" if len(lines) > most else "")
