"""Building blocks shared by every model: the frozen base, ids, text limits, rating and dice fields."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Annotated, Any, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    StringConstraints,
    WithJsonSchema,
)

from talekeeper.core.dice import Dice, DiceError, parse_dice, parse_pool
from talekeeper.core.rating import Rating, RatingError
from talekeeper.core.refusal import Refusal
from talekeeper.core.refusals import EMPTY, NOT_POOL, NOT_RATING, NOT_TEXT


class ModelError(Refusal):
    """A value a sheet cannot hold (a cross-field rule of the model); pydantic reports it inside a
    ValidationError, whose details keep this error (`code`, `params`) for the desktop's words."""


class Model(BaseModel):
    """Immutable value: frozen, unknown fields refused by name, JSON keys may be aliases."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
        str_strip_whitespace=False,
        use_enum_values=False,
    )


ModelT = TypeVar("ModelT", bound=Model)


def new_id() -> str:
    """A stable id for a character or a list item (random, 32 hex digits)."""
    return uuid.uuid4().hex


def utc_now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


SHORT_TEXT = 500


def clip(text: str, limit: int = SHORT_TEXT) -> str:
    """Shorten text to fit a ShortText field, marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


Id = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{32}$")]
Name = Annotated[str, StringConstraints(min_length=1, max_length=200)]
ShortText = Annotated[str, StringConstraints(max_length=SHORT_TEXT)]
LongText = Annotated[str, StringConstraints(max_length=100_000)]


def id_field() -> Any:
    return Field(default_factory=new_id)


def _rating(value: object) -> Rating:
    return _parsed(value, allow_zero=False)


def _target(value: object) -> Rating:
    return _parsed(value, allow_zero=True)


def _parsed(value: object, *, allow_zero: bool) -> Rating:
    """A rating from a file or an edit: itself, or text such as `17W2` (or its value, `57`)."""
    if isinstance(value, Rating):
        return value
    if not isinstance(value, (str, int)):
        raise RatingError(NOT_RATING, text=repr(value))
    return Rating.parse(value, allow_zero=allow_zero)


_STRING_SCHEMA = WithJsonSchema({"type": "string"})

RatingField = Annotated[Rating, PlainValidator(_rating), PlainSerializer(str, return_type=str), _STRING_SCHEMA]
"""A rating of 1 or more, written in files as text (`17W2`)."""

TargetField = Annotated[Rating, PlainValidator(_target), PlainSerializer(str, return_type=str), _STRING_SCHEMA]
"""A rating that may also be the target 0 (HQ-2)."""


def _dice(value: object) -> Dice:
    if isinstance(value, Dice):
        return value
    if not isinstance(value, str):
        raise DiceError(NOT_TEXT, text=repr(value))
    return parse_dice(value) if value.strip() else Dice()


def _pool(value: object) -> Dice:
    dice = _dice(value)
    if not dice.is_pool:
        raise DiceError(NOT_POOL, text=str(dice))
    return dice


def _required_pool(value: object) -> Dice:
    if isinstance(value, str) and not value.strip():
        raise DiceError(EMPTY)
    return parse_pool(value) if isinstance(value, str) else _pool(value)


DiceField = Annotated[Dice, PlainValidator(_dice), PlainSerializer(str, return_type=str), _STRING_SCHEMA]
"""Any dice expression, constants allowed (ST damage `d8+3`); empty text means none."""

PoolField = Annotated[Dice, PlainValidator(_pool), PlainSerializer(str, return_type=str), _STRING_SCHEMA]
"""Dice held in hand (DV): dice only; empty text means none."""

RequiredPoolField = Annotated[
    Dice, PlainValidator(_required_pool), PlainSerializer(str, return_type=str), _STRING_SCHEMA
]
"""Dice held in hand that must not be empty (a trait's or relationship's dice)."""


def evolve(model: ModelT, **changes: Any) -> ModelT:
    """A copy of a frozen model with `changes`, validated again (`model_copy(update=...)` is not)."""
    data = {name: getattr(model, name) for name in type(model).model_fields}
    data.update(changes)
    return type(model).model_validate(data)
