"""What differs between two versions of a sheet (for File > Revert To…), as structure: each change
is a path of field names and list items with the two values. The desktop words and lays it out."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from talekeeper.core.model import Character


@dataclass(frozen=True)
class Item:
    """An item of a list on the sheet (an ability, a wound ...), known by its id, shown by its name."""

    id: str
    name: str


Step = str | Item


@dataclass(frozen=True)
class Change:
    """One difference. `path` is field names, with an `Item` after a list's name for one of its
    items. An item only in one version has the whole item as its value and None on the other side."""

    path: tuple[Step, ...]
    old: Any
    new: Any


def item_name(item: Any) -> str:
    for name in ("name", "text", "subject", "description", "item"):
        value = getattr(item, name, None)
        if isinstance(value, str) and value:
            return value
    return str(getattr(item, "id", ""))


def _has_ids(values: tuple[Any, ...]) -> bool:
    return bool(values) and all(isinstance(v, BaseModel) and hasattr(v, "id") for v in values)


def _walk(old: Any, new: Any, path: tuple[Step, ...]) -> Iterator[Change]:
    if old == new:
        return
    if isinstance(old, BaseModel) and type(old) is type(new):
        for name in type(old).model_fields:
            yield from _walk(getattr(old, name), getattr(new, name), (*path, name))
    elif isinstance(old, tuple) and isinstance(new, tuple) and _has_ids((*old, *new)):
        before = {item.id: item for item in old}
        after = {item.id: item for item in new}
        for item in old:
            if item.id in after:
                yield from _walk(item, after[item.id], (*path, Item(item.id, item_name(after[item.id]))))
            else:
                yield Change((*path, Item(item.id, item_name(item))), item, None)
        for item in new:
            if item.id not in before:
                yield Change((*path, Item(item.id, item_name(item))), None, item)
    else:
        yield Change(path, old, new)


def changes(old: Character, new: Character) -> list[Change]:
    """Every field that differs from `old` to `new`, in the sheet's order; the history is one change
    of its length (its entries are the story, not the sheet)."""
    found = [c for name in type(old).model_fields if name not in ("id", "history") for c in _walk(getattr(old, name), getattr(new, name), (name,))]
    if len(old.history) != len(new.history):
        found.append(Change(("history",), len(old.history), len(new.history)))
    return found
