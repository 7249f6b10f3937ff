"""Strict JSON in, deterministic JSON out."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from talekeeper.core.storage.errors import SheetFileError


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
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SheetFileError(path, f"not UTF-8 text (byte {error.start})", code="file.not_utf8", byte=error.start) from None
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants, parse_float=_finite)
    except json.JSONDecodeError as error:
        raise SheetFileError(path, f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}", code="file.bad_json", line=error.lineno, column=error.colno) from None
    except _Refused as error:
        raise SheetFileError(path, str(error), code="file.refused_json", reason=str(error)) from None
    except RecursionError:
        raise SheetFileError(path, "the JSON is nested too deeply", code="file.too_deep") from None
    except ValueError as error:  # for example an integer with too many digits
        raise SheetFileError(path, f"not valid JSON: {error}", code="file.bad_json_value", reason=str(error)) from None


def dump_json(value: Any) -> bytes:
    """Deterministic text: keys in model order, two-space indent, UTF-8, trailing newline."""
    return utf8_json(json.dumps(value, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


def utf8_json(text: str) -> bytes:
    """JSON text as UTF-8. A file name that is not UTF-8 reaches Python as lone surrogates, which
    UTF-8 cannot hold: they are written as JSON escapes (`\\udce9`), which read back as the same name."""
    return text.encode("utf-8", "backslashreplace")
