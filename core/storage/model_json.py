"""A model's file text written by pydantic's own JSON writer (in Rust): the same bytes as
`jsonio.dump_json` of the model's dump, about ten times faster (a sheet of 6,000 history entries:
45 ms instead of 500).

Both write keys in model order with a two-space indent and text as UTF-8, escaping exactly `"`,
`\\`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` and the other control characters (as `\\u00XX`, lower-case
hex); the property test `test_model_json_same_bytes` holds them to it. They differ in what this
module leaves to `dump_json`:

- floats (Python writes `1e+16`, pydantic `1e16`; Python refuses NaN, pydantic writes `null`): a
  model whose schema may serialize a float, or a value of a type only known at run time, always
  takes the old path (no model of a sheet has one today);
- lone surrogates (a file name that is not UTF-8): pydantic refuses them, `dump_json` writes them
  as `\\udcXX` escapes; so does anything else pydantic refuses to write;
- a header key the body has too (the body's value would win in one place, the header's order in
  the other)."""

from __future__ import annotations

import functools
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticSerializationError

from talekeeper.core.storage.jsonio import dump_json

_NOT_WRITTEN = frozenset({"metadata", "json_schema_input_schema", "function", "default", "default_factory", "ref", "cls", "members"})
"""Keys of a core schema that hold no schema of what is written (values, callables, validation-only input schemas)."""

_MAY_BE_FLOAT = frozenset({"float", "decimal", "complex", "any"})


def dump_model(model: BaseModel, header: dict[str, Any] | None = None) -> bytes:
    """Exactly `dump_json(header | model.model_dump(mode="json"))`, written fast where it can be
    (see the module's docstring for what is not)."""
    header = header or {}
    body = model_body(model)
    if body is None or not header.keys().isdisjoint(_keys(type(model))) or not header.keys().isdisjoint(model.__pydantic_extra__ or ()):
        return dump_model_slowly(model, header)
    if not header:
        return body
    head = dump_json(header)  # '{\n  "format": ...\n}\n'
    if body == b"{}\n":
        return head
    return b"".join((head[:-3], b",\n", memoryview(body)[2:]))  # body: '{\n  "id": ...\n}\n'


def dump_with_model(header: dict[str, Any], key: str, model: BaseModel) -> bytes:
    """Exactly `dump_json(header | {key: model.model_dump(mode="json")})` (a journal entry: the
    character under `character`), written fast where `dump_model` is."""
    body = model_body(model)
    if body is None or not header or key in header:
        return dump_json(header | {key: model.model_dump(mode="json")})
    # one level deeper, every line of the body is indented two more spaces (JSON text holds no raw line break)
    return b"".join((dump_json(header)[:-3], b",\n  ", dump_json(key)[:-1], b": ", body[:-1].replace(b"\n", b"\n  "), b"\n}\n"))


def dump_model_slowly(model: BaseModel, header: dict[str, Any] | None = None) -> bytes:
    """What `dump_model` writes, the way it was written before it (Python's `json`): its fallback,
    and the reference its tests hold it to."""
    return dump_json((header or {}) | model.model_dump(mode="json"))


def model_body(model: BaseModel) -> bytes | None:
    """`dump_json(model.model_dump(mode="json"))` by pydantic's writer, or None where that writer
    would not give the same bytes. The last model written is remembered (by identity: the models
    of a sheet are frozen and never changed in place), so a save that hashes the content for its
    revision and then writes the same character encodes it once; that keeps one sheet's text (a
    few MB at most) until the next one is written."""
    global _last
    if _last is not None and _last[0] is model:
        return _last[1]
    if not _plain(type(model)):
        return None
    try:
        body = model.__pydantic_serializer__.to_json(model, indent=2) + b"\n"
    except (PydanticSerializationError, ValueError, TypeError, RecursionError):  # lone surrogates, or anything pydantic cannot write
        return None
    _last = (model, body)
    return body


_last: tuple[BaseModel, bytes] | None = None


@functools.cache
def _keys(model: type[BaseModel]) -> frozenset[str]:
    """Every top-level key the model's JSON may have: field names, their aliases, computed fields."""
    fields = model.model_fields.items()
    return frozenset(model.model_computed_fields) | {key for name, field in fields for key in (name, field.alias, field.serialization_alias) if key}


@functools.cache
def _plain(model: type[BaseModel]) -> bool:
    """Whether every value the model writes is text, a whole number, a flag, null, or a list or
    object of those, as its schema says (no float, no type known only at run time)."""
    return _schema_plain(model.__pydantic_core_schema__)


def _schema_plain(node: Any) -> bool:
    if isinstance(node, list | tuple):
        return all(_schema_plain(item) for item in node)
    if not isinstance(node, dict):
        return True
    kind = node.get("type")
    if kind in _MAY_BE_FLOAT or (kind == "enum" and node.get("sub_type") not in ("str", "int")):
        return False
    if kind == "literal" and not all(isinstance(value, str | int | bool) or value is None for value in node.get("expected", ())):
        return False
    if kind in ("function-plain", "function-wrap"):
        if isinstance(node.get("function"), dict):  # a validator
            if kind == "function-plain" and "serialization" not in node:
                return False  # its result is written as whatever type it turns out to be
        elif "return_schema" not in node:  # a serializer of unknown result
            return False
    return all(_schema_plain(value) for key, value in node.items() if key not in _NOT_WRITTEN)
