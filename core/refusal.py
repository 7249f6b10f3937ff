"""The one class of refusal: something a user asked for that cannot be done as asked.

Every rules action, edit and dice entry refuses with a subclass of `Refusal` (the families keep
their own names: `RuleError`, `ConflictError`, `SheetError`, `PlayError`, `EditError`,
`DiceError`, `RatingError`...). A refusal is made from a code declared once with `define`, in
the module of the family its code starts with (`FAMILIES`: a rules family's `events.py`, next to
its events; `refusals.py` for dice, ratings, edits, the model, storage and merges): the code (dotted, family
first: ``"harm.recover_locked"``), its parameters and their types, and an English template:

    RECOVER_LOCKED = define("harm.recover_locked", "{name} has Recovered already: not again until they take damage", name=str)
    ...
    raise RuleError(RECOVER_LOCKED, name=character.name)

The refusal carries `code` (the dotted text) and `params` (plain values: names, numbers, enum
members) from which the desktop words it in the reader's language (`desktop.words.wording.refusal_text`,
from the `REFUSALS` table of each words module `desktop.words.wording.FAMILIES` lists). Its
`str()` is the declaration's English template filled in, for logs, scripts and tests; the window
never shows it. A code that was not declared, or parameters other than the declared ones, are a
TypeError: a bug in the raise, not a refusal.

Anything else that escapes a core function (a pydantic ValidationError, a KeyError, a plain
ValueError) is a bug, not a reason: the desktop logs it and says so.
"""

from __future__ import annotations

import importlib
import types
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Self, get_args, get_origin

CODE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.")

FAMILIES: tuple[str, ...] = (
    "talekeeper.core.refusals",
    "talekeeper.core.model.refusals",
    "talekeeper.core.storage.refusals",
    "talekeeper.core.merge.refusals",
    "talekeeper.core.rules.stonetop.events",
    "talekeeper.core.rules.heroquest.events",
    "talekeeper.core.rules.dogs.events",
)
"""The modules that declare refusal codes (imported by `load_all`)."""

ParamType = Any
"""`int`, `str`, `bool`, an Enum or other class, a union (`int | str`), `list[str]` (a list or
tuple of them), or `object` for any value."""


@dataclass(frozen=True)
class RefusalCode:
    """A declared refusal: its code, English template and parameters (see `define`)."""

    code: str
    english: str
    params: Mapping[str, ParamType] = field(default_factory=dict)
    optional: frozenset[str] = frozenset()
    """Parameters that may be left out (or None)."""

    def __str__(self) -> str:
        return self.code

    def check(self, params: Mapping[str, Any], context: Mapping[str, ParamType]) -> None:
        """TypeError unless `params` are the declared ones (and the raising class's `context`)
        with values of the declared types."""
        wanted = {**self.params, **context}
        missing = set(self.params) - set(params) - self.optional
        unknown = set(params) - set(wanted)
        if missing or unknown:
            raise TypeError(f"refusal {self.code}: missing {sorted(missing)}, unknown {sorted(unknown)}")
        for name, value in params.items():
            if value is None:
                if name not in self.optional and name not in context:
                    raise TypeError(f"refusal {self.code}: {name} is needed")
            elif not _is(value, wanted[name]):
                raise TypeError(f"refusal {self.code}: {name} is {type(value).__name__} {value!r}, not {wanted[name]}")

    def say(self, params: Mapping[str, Any]) -> str:
        """The English template filled with `params`: enum members as their values, lists joined
        with commas, those left out as nothing."""
        return self.english.format_map(_Blank({name: _plain(value) for name, value in params.items()}))


class _Blank(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return ""


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_plain(one)) for one in value)
    return "" if value is None else value


def _is(value: Any, kind: ParamType) -> bool:
    if kind is object:
        return True
    origin: Any = get_origin(kind)
    if origin is list:
        (item,) = get_args(kind)
        return isinstance(value, (list, tuple)) and all(_is(one, item) for one in value)
    if isinstance(kind, types.UnionType):
        return any(_is(value, one) for one in get_args(kind))
    if kind is int and isinstance(value, bool):
        return False
    return isinstance(value, kind)


CATALOGUE: dict[str, RefusalCode] = {}
"""Every declared code (of the modules imported so far: `load_all` imports them all)."""


def define(code: str, english: str, /, *, optional: tuple[str, ...] = (), **params: ParamType) -> RefusalCode:
    """Declare a refusal code once: `english` is a `str.format` template of the parameters (the
    text of `str(refusal)`), `params` their types. Modules keep the result as a name."""
    if not code or not set(code) <= CODE_CHARS or "." not in code:
        raise TypeError(f"a refusal code is dotted lower-case words, not {code!r}")
    if code in CATALOGUE:
        raise TypeError(f"refusal code {code!r} is declared twice")
    if set(optional) - set(params):
        raise TypeError(f"refusal {code}: optional {sorted(set(optional) - set(params))} are not parameters")
    declared = RefusalCode(code, english, dict(params), frozenset(optional))
    CATALOGUE[code] = declared
    return declared


def load_all() -> Mapping[str, RefusalCode]:
    """Import every family's declarations; the whole catalogue."""
    for module in FAMILIES:
        importlib.import_module(module)
    return CATALOGUE


class Refusal(ValueError):
    """A request that cannot be done as asked. It subclasses ValueError only so that callers
    written before the refusal codes keep working; new code catches `Refusal`."""

    family = "core"
    """The code's first part for this class (`RuleError` is "harm", `ConflictError` "dogs"...)."""

    CONTEXT: ClassVar[Mapping[str, ParamType]] = {}
    """Parameters this class adds to any code's own (a file error's `file`), always allowed."""

    declared: RefusalCode
    code: str
    params: dict[str, Any]

    def __init__(self, declared: RefusalCode, /, **params: Any) -> None:
        if not isinstance(declared, RefusalCode) or CATALOGUE.get(declared.code) != declared:
            raise TypeError(f"a refusal is made from a code declared with core.refusal.define, not {declared!r}")
        declared.check(params, type(self).CONTEXT)
        self.declared = declared
        self.code = declared.code
        self.params = params
        super().__init__(self.english())

    def english(self) -> str:
        """`str(self)`: the declaration's template filled in (a class may say where, first)."""
        return self.declared.say(self.params)

    @classmethod
    def like(cls, refusal: Refusal, **context: Any) -> Self:
        """The same refusal (code and parameters) as this class, for callers that catch it;
        `context` adds parameters the class declares in CONTEXT."""
        return cls(refusal.declared, **{**refusal.params, **context})

    def __reduce__(self) -> tuple[Any, ...]:  # keep code and params through pickling (logging, tests)
        return (_rebuild, (type(self), self.args, self.__dict__))


def _rebuild(cls: type[Refusal], args: tuple[Any, ...], state: dict[str, Any]) -> Refusal:
    refusal = cls.__new__(cls)
    refusal.args = args
    refusal.__dict__.update(state)
    return refusal
