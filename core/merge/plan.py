"""Walk three versions of a pydantic model together and record where the two sides differ.

The walk is generic over the model's structure (`model_fields`), so a field added to a model later
is merged without a change here:

- a nested model is merged field by field when both sides hold one of the same type (and the
  ancestor does too, or is unknown, or is an item both sides added under one key: its tuples then
  start empty, so both sides' additions stay); models in `WHOLE_VALUES` are one value (an image is
  not merged by its parts);
- a tuple of models that have a key (`id`, or the field `ITEM_KEYS` names) is a set of items
  matched by key, in a merged order; a tuple of plain values without repeats is a set of values;
  any other tuple is one value;
- a tuple of items that carry a `time` is a log: without an ancestor it is the union, and when
  both sides added entries the result is in time order;
- everything else is one value.

Each place where the sides differ becomes a `Point`, clean (it takes one side's change) or a
conflict. The plan is a tree of nodes that `core.merge.build` turns into a model for any choice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from typing import Any

from pydantic import BaseModel

from talekeeper.core.merge.outcome import ABSENT, UNKNOWN, ConflictKind, Path, Side
from talekeeper.core.model.dogs import ConflictRecord
from talekeeper.core.model.portrait import Portrait
from talekeeper.core.model.stonetop import DebilityTreatment

WHOLE_VALUES: tuple[type[BaseModel], ...] = (Portrait,)
"""Models merged as one value rather than field by field."""

ITEM_KEYS: dict[type[BaseModel], str] = {DebilityTreatment: "debility", ConflictRecord: "conflict_id"}
"""Items keyed by a field other than `id` (one checklist per debility, one record per DV conflict)."""


@dataclass
class Point:
    """A place where ours and theirs differ. `take` is the side a clean merge takes; None while it
    is a conflict (ours until someone chooses)."""

    path: Path
    base: object
    ours: object
    theirs: object
    take: Side | None
    kind: ConflictKind | None = None
    reason: str = ""


@dataclass(frozen=True)
class Same:
    """Both sides hold this value."""

    value: object


@dataclass(frozen=True)
class Leaf:
    """One value (or one item's presence) decided by `point`."""

    point: Point


@dataclass(frozen=True)
class Record:
    """A model merged field by field; building it validates its own rules."""

    path: Path
    model: type[BaseModel]
    fields: dict[str, Node]


@dataclass(frozen=True)
class Items:
    """A tuple of keyed items: `entries` by key, laid out in `order` (keys of absent items drop out)."""

    path: Path
    entries: dict[str, Node]
    order: tuple[str, ...]
    by_time: bool = False


Node = Same | Leaf | Record | Items


@dataclass
class Plan:
    """The tree for the whole model, its points by path and its records by path."""

    root: Node
    points: dict[Path, Point] = field(default_factory=dict)
    records: dict[Path, Record] = field(default_factory=dict)


def make_plan(base: object, ours: object, theirs: object) -> Plan:
    """The plan of merging `ours` and `theirs` from `base` (`UNKNOWN`: a two-way comparison)."""
    plan = Plan(Same(None))
    plan.root = _walk(plan, (), base, ours, theirs)
    return plan


def _walk(plan: Plan, path: Path, base: object, ours: object, theirs: object) -> Node:
    if ours == theirs and type(ours) is type(theirs):
        return Same(ours)
    if _is_record(base, ours, theirs):
        assert isinstance(ours, BaseModel) and isinstance(theirs, BaseModel)
        fields = {
            name: _walk(plan, (*path, name), _field(base, name), getattr(ours, name), getattr(theirs, name))
            for name in type(ours).model_fields
        }
        record = Record(path, type(ours), fields)
        plan.records[path] = record
        return record
    if isinstance(ours, tuple) and isinstance(theirs, tuple) and (base in (UNKNOWN, ABSENT) or isinstance(base, tuple)):
        items = _walk_items(plan, path, base, ours, theirs)
        if items is not None:
            return items
    return Leaf(_point(plan, path, base, ours, theirs))


def _is_record(base: object, ours: object, theirs: object) -> bool:
    if not isinstance(ours, BaseModel) or type(ours) is not type(theirs) or isinstance(ours, WHOLE_VALUES):
        return False
    return base in (UNKNOWN, ABSENT) or type(base) is type(ours)


def _field(base: object, name: str) -> object:
    """A field's ancestor: UNKNOWN without one; ABSENT inside an item both sides added."""
    return getattr(base, name) if isinstance(base, BaseModel) else base


def _point(plan: Plan, path: Path, base: object, ours: object, theirs: object, *, log: bool = False) -> Point:
    """Decide one place: a clean take when only one side moved from the ancestor, else a conflict."""
    if base is UNKNOWN:
        if log:  # a log without an ancestor is the union: the side that holds the entry
            take: Side | None = Side.OURS if theirs is ABSENT else Side.THEIRS
            point = Point(path, base, ours, theirs, take)
        else:
            point = Point(path, base, ours, theirs, None, ConflictKind.NO_ANCESTOR)
    elif ours == base:
        point = Point(path, base, ours, theirs, Side.THEIRS)
    elif theirs == base:
        point = Point(path, base, ours, theirs, Side.OURS)
    else:
        removed = ABSENT in (ours, theirs) and base is not ABSENT
        point = Point(path, base, ours, theirs, None, ConflictKind.REMOVED if removed else ConflictKind.CHANGED)
    plan.points[path] = point
    return point


def _walk_items(plan: Plan, path: Path, base: object, ours: tuple[Any, ...], theirs: tuple[Any, ...]) -> Items | None:
    known = base is not UNKNOWN
    if base is ABSENT:  # inside an item both sides added: its lists started empty
        base = ()
    versions = [ours, theirs, *([base] if isinstance(base, tuple) else [])]
    keyed = [_keyed(items) for items in versions]
    if any(k is None for k in keyed):
        return None
    by_ours, by_theirs = keyed[0], keyed[1]
    by_base = keyed[2] if known else None
    assert by_ours is not None and by_theirs is not None
    log = _is_log(ours) or _is_log(theirs)
    entries: dict[str, Node] = {}
    for key in sorted(by_ours.keys() | by_theirs.keys()):
        step = (*path, key)
        item_base = UNKNOWN if by_base is None else by_base.get(key, ABSENT)
        if key in by_ours and key in by_theirs:
            entries[key] = _walk(plan, step, item_base, by_ours[key], by_theirs[key])
        else:
            entries[key] = Leaf(_point(plan, step, item_base, by_ours.get(key, ABSENT), by_theirs.get(key, ABSENT), log=log))
    order = _order(list(by_base or ()), list(by_ours), list(by_theirs), known)
    both_added = _added(by_base, by_ours, by_theirs) and _added(by_base, by_theirs, by_ours)
    return Items(path, entries, order, by_time=log and both_added)


def item_key(item: object) -> str | None:
    """The key of an item in a tuple: its `id` (or `ITEM_KEYS` field), or a plain value itself;
    None for anything that is not an item."""
    if isinstance(item, BaseModel):
        name = ITEM_KEYS.get(type(item), "id")
        return _text(getattr(item, name)) if name in type(item).model_fields else None
    if isinstance(item, (str, int, float, Enum)):
        return _text(item)
    return None


def _keyed(items: tuple[Any, ...]) -> dict[str, Any] | None:
    """The items by key, or None when the tuple is one value (mixed, unkeyed or repeated keys)."""
    found = {key: item for item in items if (key := item_key(item)) is not None}
    if len(found) != len(items) or len({isinstance(item, BaseModel) for item in items}) > 1:
        return None
    return found


def _text(value: object) -> str:
    if isinstance(value, Enum):
        return str(value.value)
    return value if isinstance(value, str) else repr(value)


def _is_log(items: tuple[Any, ...]) -> bool:
    return bool(items) and isinstance(items[0], BaseModel) and isinstance(getattr(items[0], "time", None), datetime)


def _added(base: dict[str, Any] | None, side: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether `side` holds items that neither the ancestor (when known) nor the other side holds."""
    return any(key not in other and (base is None or key not in base) for key in side)


def _order(base: list[str], ours: list[str], theirs: list[str], known: bool) -> tuple[str, ...]:
    """Ours' order, with theirs' other items each placed after its predecessor in theirs; when ours
    kept the ancestor's order and theirs did not, theirs' order with ours' items placed likewise."""
    skeleton, other = ours, theirs
    if known and _relative(ours, set(base)) == _relative(base, set(ours)):
        skeleton, other = theirs, ours
    order = list(skeleton)
    placed = set(order)
    previous: str | None = None
    for key in other:
        if key not in placed:
            order.insert(order.index(previous) + 1 if previous is not None else 0, key)
            placed.add(key)
        previous = key
    return tuple(order)


def _relative(keys: list[str], among: set[str]) -> list[str]:
    return [key for key in keys if key in among]
