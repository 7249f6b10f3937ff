"""Issue 21, point 12: a sheet is read in slices (`read_character_in_steps`) that give exactly what
reading it at once gave: the same character, and for a broken file the same error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from talekeeper.core.model import Character
from talekeeper.core.storage.errors import SheetFileError, describe_validation
from talekeeper.core.storage.files import read_character, read_character_in_steps
from talekeeper.core.storage.jsonio import finish, parse_json, parse_json_in_steps
from tests.benchmarks.long_history import write_sheet

PATH = Path("sheet.tale.json")
ENTRIES = 6000
scalars = st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=4), inner, max_size=4), max_leaves=30)
documents = st.dictionaries(st.text(max_size=6), st.lists(values, max_size=12) | values, max_size=6)


def outcome(parse: Any, data: bytes) -> tuple[str, Any]:
    """("value", the value) or ("error", its code, params and text)."""
    try:
        return "value", parse(data)
    except SheetFileError as error:
        return "error", (error.code, error.params, str(error))


def in_steps(data: bytes) -> Any:
    return finish(parse_json_in_steps(data, PATH))


def at_once(data: bytes) -> Any:
    return parse_json(data, PATH)


@settings(max_examples=300, deadline=None)
@given(documents, st.sampled_from([0, 2, 4]), st.data())
def test_parsing_in_steps_gives_what_parsing_at_once_gives(document: dict[str, Any], indent: int, data: st.DataObject) -> None:
    text = json.dumps(document, indent=indent or None, ensure_ascii=data.draw(st.booleans()))
    if data.draw(st.booleans()):  # broken: a character gone, or one put in
        at = data.draw(st.integers(0, len(text)))
        text = text[:at] + data.draw(st.sampled_from(["", ",", "]", "}", '"', ":", "x", " ", "{", "NaN"])) + text[at + 1:]
    raw = text.encode()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("talekeeper.core.storage.jsonio.ITEMS_PER_STEP", 2)  # slice even short lists
        assert outcome(in_steps, raw) == outcome(at_once, raw)


@pytest.mark.parametrize("text", [
    '{"a": 1, "a": 2}', '{"a": [{"b": 1, "b": 2}]}', '{"a": [1, 2, 3]} x', '{"a": [1, 2,]}', '{"a": NaN}', '{"a": 1e999}',
    '[1, 2]', '"text"', '{"a": [1 2]}', '{"a" [1]}', '{a: 1}', '\ufeff{"a": [1, 2, 3]}', '{"a": [1, 2, 3]', '',
])
def test_what_json_refuses_the_slices_refuse_alike(text: str) -> None:
    raw = text.encode()
    assert outcome(in_steps, raw) == outcome(at_once, raw)


@pytest.fixture(scope="module")
def long_sheet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_sheet(tmp_path_factory.mktemp("long"), ENTRIES)


def whole(path: Path) -> Character:
    """The character as the file was read before slices: all of it parsed, then all of it checked."""
    raw = json.loads(path.read_bytes())
    return Character.model_validate({k: v for k, v in raw.items() if k not in ("format", "schema_version", "revision")})


def test_a_long_history_is_read_in_many_short_slices_to_the_same_character(long_sheet: Path) -> None:
    steps = read_character_in_steps(long_sheet)
    slices = 0
    while True:
        try:
            next(steps)
            slices += 1
        except StopIteration as done:
            loaded = done.value
            break
    assert slices >= 2 * ENTRIES // 100  # parsed 100 entries at a time, then checked 100 at a time
    assert loaded.character == whole(long_sheet) and len(loaded.character.history) == ENTRIES
    assert loaded == read_character(long_sheet)


def test_a_bad_entry_deep_in_a_long_history_is_named_as_before(tmp_path: Path, long_sheet: Path) -> None:
    raw = json.loads(long_sheet.read_bytes())
    raw["history"][5012]["time"] = "yesterday"
    path = tmp_path / "broken.tale.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(Exception) as expected:
        whole(path)
    with pytest.raises(SheetFileError) as refused:
        read_character(path)
    assert refused.value.code == "file.invalid"
    assert refused.value.params["details"] == describe_validation(expected.value)  # type: ignore[arg-type]
    assert "5012" in refused.value.params["details"]
