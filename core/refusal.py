"""The one class of refusal: something a user asked for that cannot be done as asked.

Every rules action, edit and dice entry refuses with a subclass of `Refusal` (the families keep
their own names: `RuleError`, `ConflictError`, `SheetError`, `PlayError`, `EditError`,
`DiceError`, `RatingError`). A refusal carries a `code` (dotted, family first:
``"harm.recover_locked"``) and `params` (plain values: names, numbers, enum members) from which
the desktop words it in the reader's language (`desktop.words.wording.refusal_text`, from the
`REFUSALS` table of each words module `desktop.words.wording.FAMILIES` lists). Its `str()` is an
English fallback for logs, scripts and tests; the window never shows it.

Anything else that escapes a core function (a pydantic ValidationError, a KeyError, a plain
ValueError) is a bug, not a reason: the desktop logs it and says so.
"""

from __future__ import annotations

from typing import Any

CODE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.")


class Refusal(ValueError):
    """A request that cannot be done as asked. It subclasses ValueError only so that callers
    written before the refusal codes keep working; new code catches `Refusal`."""

    family = "core"
    """The code's first part for this class (`RuleError` is "harm", `ConflictError` "dogs"...)."""

    def __init__(self, message: str, *, code: str, **params: Any) -> None:
        super().__init__(message)
        if not code or not set(code) <= CODE_CHARS or "." not in code:
            raise TypeError(f"a refusal code is dotted lower-case words, not {code!r}")
        self.code = code
        self.params: dict[str, Any] = params

    def __reduce__(self) -> tuple[Any, ...]:  # keep code and params through pickling (logging, tests)
        return (_rebuild, (type(self), str(self), self.code, self.params))


def _rebuild(cls: type[Refusal], message: str, code: str, params: dict[str, Any]) -> Refusal:
    return cls(message, code=code, **params)
