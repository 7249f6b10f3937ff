"""Strict JSON in, deterministic JSON out."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Generator
from json.decoder import scanstring  # type: ignore[attr-defined]  # there at run time; typeshed leaves it out
from pathlib import Path
from typing import Any

from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.refusals import BAD_JSON, BAD_JSON_VALUE, NOT_UTF8, REFUSED_JSON, TOO_DEEP


class _Refused(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


def _no_constants(name: str) -> Any:
    raise _Refused(f"{name} is not a number JSON files may hold")


def _finite(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise _Refused(f"the number {text[:20]} is too large for a JSON file")
    return value


def parse_json(data: bytes, path: Path) -> Any:
    """Parse UTF-8 JSON; refuse NaN, Infinity and duplicate keys; every failure is a SheetFileError."""
    return _parse_text(_text(data, path), path)


Steps = Generator[None, None, Any]
"""Work done in slices: each `yield` is a point where a window may handle input; the generator
returns the result (run one to its end with `finish`)."""

ITEMS_PER_STEP = 100
"""Items of a top-level list parsed between two steps (100 history entries: about 3 ms)."""


def parse_json_in_steps(data: bytes, path: Path) -> Steps:
    """`parse_json` in slices: a top-level object's lists are parsed `ITEMS_PER_STEP` items at a
    time. Anything else, and any failure, is parsed again in one go by `parse_json`, so the
    result and every error are exactly its own."""
    text = _text(data, path)
    try:
        return (yield from _object_in_steps(text))
    except (_NotSliced, ValueError, RecursionError):  # ValueError: JSONDecodeError, _Refused
        return _parse_text(text, path)


def finish(steps: Steps) -> Any:
    """Run work done in slices to its end, at once; its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


class _NotSliced(Exception):
    """A shape the sliced parse leaves to `parse_json` (which gives the exact error, if any)."""


_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder(object_pairs_hook=_no_duplicates, parse_constant=_no_constants, parse_float=_finite)


def _expect(text: str, at: int, char: str) -> int:
    """The position after `char` and the white space that follows it (`char` must be at `at`)."""
    if text[at:at + 1] != char:
        raise _NotSliced
    return _SPACE.match(text, at + 1).end()  # type: ignore[union-attr]  # the pattern matches the empty string


def _value(text: str, at: int) -> tuple[Any, int]:
    try:
        return _DECODER.scan_once(text, at)  # type: ignore[attr-defined, no-any-return]  # JSONDecoder's scanner, there at run time; typeshed leaves it out
    except StopIteration:  # no value there (inside a generator it would become a RuntimeError)
        raise _NotSliced from None


def _object_in_steps(text: str) -> Steps:
    at = _expect(text, _SPACE.match(text).end(), "{")  # type: ignore[union-attr]  # the pattern matches the empty string
    result: dict[str, Any] = {}
    while text[at:at + 1] != "}":
        if result:
            at = _expect(text, at, ",")
        if text[at:at + 1] != '"':
            raise _NotSliced
        key, at = scanstring(text, at + 1, True)
        at = _expect(text, _SPACE.match(text, at).end(), ":")  # type: ignore[union-attr]  # the pattern matches the empty string
        if key in result:
            raise _NotSliced
        if text[at:at + 1] == "[":
            result[key], at = yield from _list_in_steps(text, at)
        else:
            result[key], at = _value(text, at)
        at = _SPACE.match(text, at).end()  # type: ignore[union-attr]  # the pattern matches the empty string
    if _SPACE.match(text, at + 1).end() != len(text):  # type: ignore[union-attr]  # the pattern matches the empty string
        raise _NotSliced
    return result


def _list_in_steps(text: str, at: int) -> Generator[None, None, tuple[list[Any], int]]:
    at = _expect(text, at, "[")
    items: list[Any] = []
    while text[at:at + 1] != "]":
        if items:
            at = _expect(text, at, ",")
        item, at = _value(text, at)
        items.append(item)
        at = _SPACE.match(text, at).end()  # type: ignore[union-attr]  # the pattern matches the empty string
        if len(items) % ITEMS_PER_STEP == 0:
            yield
    return items, at + 1


def _text(data: bytes, path: Path) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SheetFileError(path, NOT_UTF8, byte=error.start) from None
    return text.removeprefix("\ufeff")


def _parse_text(text: str, path: Path) -> Any:
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants, parse_float=_finite)
    except json.JSONDecodeError as error:
        raise SheetFileError(path, BAD_JSON, line=error.lineno, column=error.colno) from None
    except _Refused as error:
        raise SheetFileError(path, REFUSED_JSON, reason=str(error)) from None
    except RecursionError:
        raise SheetFileError(path, TOO_DEEP) from None
    except ValueError as error:  # for example an integer with too many digits
        raise SheetFileError(path, BAD_JSON_VALUE, reason=str(error)) from None


def dump_json(value: Any) -> bytes:
    """Deterministic text: keys in model order, two-space indent, UTF-8, trailing newline."""
    return utf8_json(json.dumps(value, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


def utf8_json(text: str) -> bytes:
    """JSON text as UTF-8. A file name that is not UTF-8 reaches Python as lone surrogates, which
    UTF-8 cannot hold: they are written as JSON escapes (`\\udce9`), which read back as the same name."""
    return text.encode("utf-8", "backslashreplace")
