"""Three-way merge of characters and campaign settings, field by field and item by item.

`merge_characters(base, ours, theirs)` returns a `Merge`: the merged character (`result`, ours'
side for every open conflict), the `conflicts` a person must choose, and the `changes` that merged
by themselves. The rules:

- a place only one side changed takes that change; the same change on both sides is no conflict;
  different changes to one place are a conflict (`CHANGED`);
- items are matched by id: one side's additions and removals are kept, an item removed on one side
  and changed on the other is a conflict (`REMOVED`), never a silent loss;
- history entries (any items carrying a `time`) are the union by id, in time order;
- item order is ours', with theirs' new items each after its predecessor in theirs (theirs'
  order when only theirs reordered);
- the result is always valid: when clean changes break a rule of the sheet together (hp above
  max_hp, a benefit on a removed ability, a feat whose affinity went, two checklists for one
  debility...), those of them that must become conflicts (`INVALID`) do, each change that can stay
  clean staying so, and choosing all ours or all theirs is valid; `resolve` refuses other
  combinations that break a rule;
- without an ancestor (`base=None`) every difference is a conflict (`NO_ANCESTOR`), except history
  entries, which are the union.

Swapping ours and theirs gives the same conflicts with the sides swapped and the same clean changes
(only the item order, which follows ours, and the wording of a broken rule may differ).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from pydantic import BaseModel

from talekeeper.core.merge.build import Invalid, build, chooser, first_failure
from talekeeper.core.merge.outcome import (
    UNKNOWN,
    Change,
    Conflict,
    ConflictKind,
    MergeChoiceError,
    MergeError,
    Path,
    Side,
)
from talekeeper.core.merge.plan import Plan, Record, item_key, make_plan
from talekeeper.core.merge.refusals import DIFFERENT_CHARACTERS, DIFFERENT_KINDS, IMPOSSIBLE

if TYPE_CHECKING:
    from talekeeper.core.model import Campaign, Character

M = TypeVar("M", bound=BaseModel)


class Merge(Generic[M]):
    """The outcome of merging two versions of one model."""

    def __init__(self, plan: Plan, versions: tuple[M | None, M, M]) -> None:
        self._plan = plan
        self.base, self.ours, self.theirs = versions
        self.two_way = self.base is None
        """True when no ancestor was known: every difference is a conflict."""
        points = sorted(plan.points.values(), key=lambda p: p.path)
        self.conflicts: tuple[Conflict, ...] = tuple(
            Conflict(p.path, p.kind or ConflictKind.CHANGED, p.base, p.ours, p.theirs, p.reason) for p in points if p.take is None
        )
        self.changes: tuple[Change, ...] = tuple(
            Change(p.path, p.take, p.base, p.ours if p.take is Side.OURS else p.theirs) for p in points if p.take is not None
        )
        """What merged by itself, each with the side it came from (changes both sides made alike
        are not listed: neither side needs to hear of them)."""
        self.result: M = self.resolve({})
        """The merged model with ours' side for every open conflict (always valid)."""

    @property
    def clean(self) -> bool:
        return not self.conflicts

    def resolve(self, choices: Mapping[Path, Side | str], *, default: Side = Side.OURS) -> M:
        """The merged model with `choices[path]` for each open conflict (`default` for the others).

        Raise MergeChoiceError when the choices together break a rule of the model, and KeyError
        for a path that is no open conflict.
        """
        open_paths = {c.path for c in self.conflicts}
        sides: dict[Path, Side] = {}
        for path, side in choices.items():
            if tuple(path) not in open_paths:
                raise KeyError(f"no open conflict at {'.'.join(path)}")  # a bug: choices are made for the conflicts listed
            sides[tuple(path)] = Side(side)
        try:
            return cast(M, build(self._plan.root, chooser(sides, default)))
        except Invalid as failure:
            raise MergeChoiceError(failure.path, failure.message, failure.cause) from None

    def describe(self, path: Path) -> str:
        """`path` with each item key replaced by the item's name, text, subject or description as
        found in ours, theirs or the ancestor: `heroquest.abilities.Sword.rating`."""
        places: list[object] = [self.ours, self.theirs, self.base]
        steps: list[str] = []
        for step in path:
            in_items = any(isinstance(place, tuple) for place in places)
            places = [_child(place, step) for place in places]
            labels = (getattr(place, name, None) for place in places for name in _LABELS)
            steps.append(next((label for label in labels if isinstance(label, str) and label), step) if in_items else step)
        return ".".join(steps)

    def problem(self, choices: Mapping[Path, Side | str], *, default: Side = Side.OURS) -> MergeChoiceError | None:
        """Why these choices would make an invalid model, or None when they are fine."""
        try:
            self.resolve(choices, default=default)
        except MergeChoiceError as error:
            return error
        return None


def merge(base: M | None, ours: M, theirs: M) -> Merge[M]:
    """Merge two descendants of `base` (None: no known ancestor, a two-way comparison)."""
    if type(ours) is not type(theirs) or (base is not None and type(base) is not type(ours)):
        raise MergeError(DIFFERENT_KINDS)
    plan = make_plan(UNKNOWN if base is None else base, ours, theirs)
    _settle(plan)
    return Merge(plan, (base, ours, theirs))


def merge_characters(base: Character | None, ours: Character, theirs: Character) -> Merge[Character]:
    """Merge two versions of one character. An ancestor with another id is no ancestor (two-way);
    two sides with different ids are two characters: MergeError."""
    if ours.id != theirs.id:
        raise MergeError(DIFFERENT_CHARACTERS, ours=ours.name, theirs=theirs.name)
    return merge(base if base is not None and base.id == ours.id else None, ours, theirs)


def merge_campaigns(base: Campaign | None, ours: Campaign, theirs: Campaign) -> Merge[Campaign]:
    """Merge two versions of a library's campaign settings (`campaign.json`)."""
    return merge(base, ours, theirs)


_LABELS = ("name", "text", "subject", "description", "summary", "item")


def _child(place: object, step: str) -> object:
    if isinstance(place, tuple):
        return next((item for item in place if item_key(item) == step), None)
    return getattr(place, step, None)


def _settle(plan: Plan) -> None:
    """Turn clean points into conflicts until all-ours and all-theirs are both valid, one broken
    model at a time (the first in path order, so a merge and its mirror image agree)."""
    while True:
        failures = [
            failure
            for failure in (first_failure(plan.root, chooser({}, side)) for side in Side)
            if failure is not None
        ]
        if not failures:
            return
        scope, reason = min((f.path, f.message) for f in failures)
        _demote(plan, plan.records[scope], reason)


def _demote(plan: Plan, scope: Record, reason: str) -> None:
    """Make every clean point inside `scope` a conflict, then give back, one by one in path order,
    each clean take that keeps `scope` valid both all-ours and all-theirs."""
    path = scope.path
    candidates = sorted(
        (p for p in plan.points.values() if p.take is not None and p.path[: len(path)] == path), key=lambda p: p.path
    )
    if not candidates:  # both sides are valid alone, so this cannot happen while rules stay local to a model
        raise MergeError(IMPOSSIBLE)
    taken = {p.path: p.take for p in candidates}
    for point in candidates:
        point.take = None
    for point in candidates:
        point.take = taken[point.path]
        if not _holds(scope):
            point.take = None
    for point in candidates:
        if point.take is None:
            point.kind, point.reason = ConflictKind.INVALID, reason


def _holds(scope: Record) -> bool:
    return all(first_failure(scope, chooser({}, side)) is None for side in Side)
