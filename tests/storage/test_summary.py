"""The roster's quick summary (issue 16, item 6): made from a sheet's parsed JSON without validating
the whole sheet, it is the summary a full load makes, and it never vouches for a sheet it cannot
read at a glance."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from talekeeper.core.model import Character, Injury, InjuryStage
from talekeeper.core.model.common import evolve
from talekeeper.core.storage.files import character_bytes
from talekeeper.core.storage.summary import BrokenFile, quick_summary, summarize
from tests.strategies import characters

GOLDEN = Path(__file__).parents[1] / "golden"
injuries = st.one_of(st.none(), st.builds(Injury, fallout=st.integers(12, 20), stage=st.sampled_from(list(InjuryStage))))


@settings(max_examples=60, deadline=None)
@given(character=characters, injury=injuries)
def test_the_quick_summary_is_the_full_summary(character: Character, injury: Injury | None) -> None:
    character = evolve(character, dogs=evolve(character.dogs, injury=injury))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.tale.json"
        path.write_bytes(character_bytes(character))
        assert quick_summary(path) == summarize(path)


def test_golden_and_example_sheets_have_the_same_quick_and_full_summary() -> None:
    sheets = [*GOLDEN.glob("*.tale.json"), *(Path(__file__).parents[2] / "resources" / "examples").glob("*.tale.json")]
    assert sheets and all(quick_summary(path) == summarize(path) for path in sheets)


def test_a_sheet_that_does_not_look_right_gets_no_quick_summary(tmp_path: Path) -> None:
    good = json.loads((GOLDEN / "character-v1.tale.json").read_text(encoding="utf-8"))
    cases = {
        "not-json": b"{not json",
        "a-list": b"[1, 2]",
        "newer": json.dumps({**good, "schema_version": 99}).encode(),
        "no-id": json.dumps({k: v for k, v in good.items() if k != "id"}).encode(),
        "hp-text": json.dumps({**good, "harm": {**good["harm"], "hp": "12"}}).encode(),
        "hp-true": json.dumps({**good, "harm": {**good["harm"], "hp": True}}).encode(),
        "kind-unknown": json.dumps({**good, "kind": "dragon"}).encode(),
        "tag-number": json.dumps({**good, "tags": [3]}).encode(),
        "wound-flag-text": json.dumps({**good, "harm": {**good["harm"], "wounds": [{"description": "x", "stabilised": "no"}]}}).encode(),
    }
    for name, data in cases.items():
        path = tmp_path / f"{name}.tale.json"
        path.write_bytes(data)
        assert quick_summary(path) is None, name


def test_a_quick_summary_may_vouch_for_what_a_full_load_refuses(tmp_path: Path) -> None:
    """Why every quick summary is confirmed by a full load (see desktop.roster_load)."""
    good = json.loads((GOLDEN / "character-v1.tale.json").read_text(encoding="utf-8"))
    path = tmp_path / "x.tale.json"
    path.write_text(json.dumps({**good, "colour": "red"}), encoding="utf-8")
    assert quick_summary(path) is not None and isinstance(summarize(path), BrokenFile)
