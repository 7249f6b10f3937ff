"""Turn a merge plan into a model for given choices, validating every merged model on the way up.

Building is bottom-up: each merged model is validated with its own rules once its fields are
built, so the first model that fails is the smallest part of the sheet whose rules the
combination breaks (`Invalid.path`). Children are built in an order that does not depend on which
side is ours, so a merge and its mirror image find the same failures.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from talekeeper.core.merge.outcome import ABSENT, Path, Side
from talekeeper.core.merge.plan import Items, Leaf, Node, Point, Record, Same
from talekeeper.core.refusal import Refusal
from talekeeper.core.refusals import NOT_ACCEPTED
from talekeeper.core.storage.errors import describe_validation

Chooser = Callable[[Point], Side]
"""The side an open conflict takes."""


class Invalid(Exception):
    """The model at `path` would break its rules; `message` says which in English, `cause` as a
    refusal (its code and parameters) for the desktop's words."""

    def __init__(self, path: Path, message: str, cause: Refusal) -> None:
        super().__init__(message)
        self.path = path
        self.message = message
        self.cause = cause


def chooser(choices: Mapping[Path, Side], default: Side = Side.OURS) -> Chooser:
    """Open conflicts take `choices[path]`, else `default`; clean points take their side."""

    def side(point: Point) -> Side:
        return point.take or choices.get(point.path, default)

    return side


def build(node: Node, side: Chooser) -> Any:
    """The value of `node` (`ABSENT` for an item that does not stay); raise Invalid on a broken rule."""
    if isinstance(node, Same):
        return node.value
    if isinstance(node, Leaf):
        return node.point.ours if side(node.point) is Side.OURS else node.point.theirs
    if isinstance(node, Record):
        return _record(node, side)
    return _items(node, side)


def _record(node: Record, side: Chooser) -> BaseModel:
    data = {name: build(child, side) for name, child in node.fields.items()}
    try:
        value = node.model.model_validate(data)
    except ValidationError as error:
        from talekeeper.core.edits import EditError  # only when a combination breaks a rule: a merge driver seldom needs it

        raise Invalid(node.path, describe_validation(error).replace("(top level): ", ""), EditError.of(error)) from None
    for name, wanted in data.items():  # a model that silently drops or mends a value also refuses the combination
        if getattr(value, name) != wanted:
            from talekeeper.core.edits import EditError

            message = f"{name}: the merged value does not hold together with the rest of this part"
            raise Invalid(node.path, message, EditError(NOT_ACCEPTED, field=name))
    return value


def _items(node: Items, side: Chooser) -> tuple[Any, ...]:
    built = {key: build(child, side) for key, child in node.entries.items()}  # entries are sorted by key
    kept = [built[key] for key in node.order if built[key] is not ABSENT]
    if node.by_time:
        kept.sort(key=lambda item: item.time)
    return tuple(kept)


def first_failure(root: Node, side: Chooser) -> Invalid | None:
    """The Invalid raised by building `root` with `side`, or None when it builds."""
    try:
        build(root, side)
    except Invalid as failure:
        return failure
    return None
