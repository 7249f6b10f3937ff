"""Hostile and broken files: every one ends in SheetFileError (or a valid value), never another
exception, a hang or a write. TALEKEEPER_FUZZ_EXAMPLES sets a longer run."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from talekeeper.core.model import Campaign, Character
from talekeeper.core.rules.dogs import Conflict
from talekeeper.core.storage import SheetFileError
from talekeeper.core.storage.files import character_bytes, encode, load_model
from talekeeper.core.storage.migrations import CAMPAIGN_FORMAT, CHARACTER_FORMAT, CONFLICT_FORMAT

GOLDEN = Path(__file__).parents[1] / "golden"
EXAMPLES = int(os.environ.get("TALEKEEPER_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=2000, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

VALID = {
    CHARACTER_FORMAT: (GOLDEN / "character-v1.tale.json").read_bytes(),
    CAMPAIGN_FORMAT: (GOLDEN / "campaign-v1.json").read_bytes(),
}
MODELS: dict[str, type[BaseModel]] = {CHARACTER_FORMAT: Character, CAMPAIGN_FORMAT: Campaign, CONFLICT_FORMAT: Conflict}
FORMATS = st.sampled_from(sorted(MODELS))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)


def check(tmp_path: Path, data: bytes, format_name: str) -> None:
    """Load `data` as `format_name`: a valid value or a SheetFileError with a message, no writes."""
    path = tmp_path / "fuzz.json"
    path.write_bytes(data)
    before = sorted((p.name, p.stat().st_mtime_ns) for p in tmp_path.iterdir())
    try:
        value = load_model(path, format_name, MODELS[format_name])
    except SheetFileError as error:
        assert error.path == path and error.message.strip()
        assert "Traceback" not in str(error)
    else:
        assert isinstance(value, MODELS[format_name])
    assert sorted((p.name, p.stat().st_mtime_ns) for p in tmp_path.iterdir()) == before
    assert path.read_bytes() == data


@FUZZ
@given(data=st.binary(max_size=2000), format_name=FORMATS)
def test_random_bytes(tmp_path: Path, data: bytes, format_name: str) -> None:
    check(tmp_path, data, format_name)


@FUZZ
@given(format_name=st.sampled_from(sorted(VALID)), cut=st.integers(0, 10_000), data=st.data())
def test_truncated_and_mutated_files(tmp_path: Path, format_name: str, cut: int, data: st.DataObject) -> None:
    valid = VALID[format_name]
    cut %= len(valid)
    check(tmp_path, valid[:cut], format_name)
    position = data.draw(st.integers(0, len(valid) - 1))
    replacement = data.draw(st.binary(min_size=1, max_size=8))
    check(tmp_path, valid[:position] + replacement + valid[position + len(replacement):], format_name)


@FUZZ
@given(format_name=FORMATS, key=st.text(max_size=20), value=json_values, data=st.data())
def test_wrong_types_and_unknown_fields(tmp_path: Path, format_name: str, key: str, value: object, data: st.DataObject) -> None:
    base = json.loads(VALID.get(format_name, VALID[CHARACTER_FORMAT]))
    base["format"] = format_name
    field = data.draw(st.sampled_from(sorted(base)))
    base[data.draw(st.sampled_from([field, key]))] = value
    check(tmp_path, json.dumps(base).encode(), format_name)


@settings(max_examples=1, deadline=None)
@given(st.just(None))
def test_pathological_documents(_: None) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        tmp_path = Path(folder)
        valid = json.loads(VALID[CHARACTER_FORMAT])
        cases = [
            b"[" * 200_000,
            b'{"a":' * 50_000,
            b'{"format": "talekeeper.character", "schema_version": 1, "name": "' + b"x" * 4_000_000 + b'"}',
            b'{"format": "talekeeper.character", "schema_version": 1, "name": 1' + b"0" * 100_000 + b"}",
            b'{"format": "talekeeper.character", "schema_version": 1e400}',
            b'{"format": "talekeeper.character", "schema_version": NaN}',
            b'{"format": "talekeeper.character", "format": "talekeeper.character"}',
            b'{"format": "talekeeper.character", "schema_version": 2}',
            b'{"format": "talekeeper.character", "schema_version": 99999999999999999999}',
            b'{"format": "talekeeper.character", "schema_version": 0}',
            b'{"format": "talekeeper.character", "schema_version": true}',
            b'{"format": "talekeeper.campaign", "schema_version": 1}',
            json.dumps({**valid, "harm": {**valid["harm"], "hp": 10**30}}).encode(),
            json.dumps({**valid, "portrait": {"media_type": "image/png", "data": "A" * 3_000_000}}).encode(),
            json.dumps({**valid, "history": [{"summary": "x", "time": "not a time"}]}).encode(),
            b"\xef\xbb\xbf" + VALID[CHARACTER_FORMAT],
            "\ud800".encode("utf-8", "surrogatepass"),
        ]
        for case in cases:
            for format_name in MODELS:
                check(tmp_path, case, format_name)


def test_saved_conflicts_round_trip_and_refuse_characters(tmp_path: Path) -> None:
    """A character file is not a conflict file, and the other way round."""
    check(tmp_path, character_bytes(Character(name="x")), CONFLICT_FORMAT)
    check(tmp_path, encode(Campaign(), CAMPAIGN_FORMAT), CHARACTER_FORMAT)
