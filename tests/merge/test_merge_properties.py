"""Properties of the three-way merge (issue 16), over generated sheets and edits on two machines.

TALEKEEPER_FUZZ_EXAMPLES sets a longer run (the default keeps the suite fast)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from talekeeper.core.merge import UNKNOWN, ConflictKind, Merge, MergeChoiceError, Side, merge_campaigns, merge_characters
from talekeeper.core.merge.plan import item_key
from talekeeper.core.model import Character
from talekeeper.core.storage.files import character_bytes
from talekeeper.core.storage.jsonio import parse_json
from tests.edit_strategies import two_edits
from tests.strategies import campaigns, characters

EXAMPLES = int(os.environ.get("TALEKEEPER_FUZZ_EXAMPLES", "60"))
PROPERTY = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def three_versions(draw: st.DrawFn) -> tuple[Character, Character, Character]:
    base = draw(characters)
    return (base, *draw(two_edits(base)))


def item_paths(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """Every item of every tuple of items in a model, by path (as the merge names them)."""
    if isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from item_paths(getattr(value, name), (*path, name))
    elif isinstance(value, tuple):
        keys = [item_key(item) for item in value]
        if None in keys or len(set(keys)) != len(keys):
            return
        for key, item in zip(keys, value, strict=True):
            yield (*path, str(key))
            yield from item_paths(item, (*path, str(key)))


def normalized(value: BaseModel) -> Any:
    """The JSON data with every list sorted, to compare merges whose item order follows one side."""

    def sort(data: Any) -> Any:
        if isinstance(data, dict):
            return {key: sort(item) for key, item in data.items()}
        if isinstance(data, list):
            return sorted((sort(item) for item in data), key=lambda item: json.dumps(item, sort_keys=True))
        return data

    return sort(value.model_dump(mode="json"))


def assert_valid(character: Character) -> None:
    """The merged sheet survives a save and a strict load unchanged."""
    raw = parse_json(character_bytes(character), Path("merged"))
    body = {k: v for k, v in raw.items() if k not in ("format", "schema_version")}
    assert Character.model_validate(body) == character


@PROPERTY
@given(three_versions())
def test_a_merge_with_one_side_unchanged_or_both_alike_gives_that_side(versions: tuple[Character, Character, Character]) -> None:
    base, x, _ = versions
    for merged in (merge_characters(base, x, base), merge_characters(base, base, x), merge_characters(base, x, x)):
        assert merged.clean, merged.conflicts
        assert merged.result == x


@PROPERTY
@given(three_versions(), st.randoms(use_true_random=False))
def test_a_merge_of_two_edits_is_valid_keeps_every_addition_and_is_symmetric(versions: tuple[Character, Character, Character], random: Any) -> None:
    base, x, y = versions
    merged = merge_characters(base, x, y)
    mirror = merge_characters(base, y, x)
    assert_valid(merged.result)
    all_theirs = merged.resolve({}, default=Side.THEIRS)
    assert_valid(all_theirs)

    before = set(item_paths(base))
    kept = set(item_paths(merged.result))
    open_paths = [c.path for c in merged.conflicts]
    for added in (set(item_paths(x)) | set(item_paths(y))) - before:
        assert added in kept or any(added[: len(p)] == p for p in open_paths), added

    assert [c.path for c in mirror.conflicts] == open_paths
    for mine, theirs in zip(merged.conflicts, mirror.conflicts, strict=True):
        assert (mine.kind, mine.base, mine.ours, mine.theirs) == (theirs.kind, theirs.base, theirs.theirs, theirs.ours)
        assert bool(mine.reason) == bool(theirs.reason) == (mine.kind is ConflictKind.INVALID)  # its words follow each side's order
    assert {(c.path, repr(c.value)) for c in merged.changes} == {(c.path, repr(c.value)) for c in mirror.changes}
    assert normalized(merged.result) == normalized(mirror.resolve({}, default=Side.THEIRS))
    assert normalized(all_theirs) == normalized(mirror.result)

    choices = {c.path: random.choice(list(Side)) for c in merged.conflicts}
    try:
        chosen = merged.resolve(choices)
    except MergeChoiceError:
        return
    assert_valid(chosen)


@PROPERTY
@given(characters, characters)
def test_without_an_ancestor_every_difference_is_a_choice(first: Character, second: Character) -> None:
    second = second.model_copy(update={"id": first.id})
    merged: Merge[Character] = merge_characters(None, first, second)
    assert merged.two_way and not any(c.path[0] == "history" for c in merged.conflicts)
    assert {c.path[:2] for c in merged.changes} <= {("history", entry.id) for entry in (*first.history, *second.history)}
    assert {entry.id for entry in merged.result.history} == {entry.id for entry in (*first.history, *second.history)}
    assert merged.resolve({}, default=Side.THEIRS).model_dump(exclude={"history"}) == second.model_dump(exclude={"history"})
    assert all(c.base is UNKNOWN for c in merged.conflicts)


@PROPERTY
@given(campaigns, campaigns, campaigns)
def test_campaign_settings_merge_field_by_field(base: Any, x: Any, y: Any) -> None:
    assert merge_campaigns(base, x, base).result == x
    assert merge_campaigns(base, base, y).result == y
    merged = merge_campaigns(base, x, y)
    for name in type(base).model_fields:
        mine, theirs, before = getattr(x, name), getattr(y, name), getattr(base, name)
        expected = theirs if mine == before else mine
        assert getattr(merged.result, name) == expected
        assert (mine != theirs and before not in (mine, theirs)) == any(c.path == (name,) for c in merged.conflicts)
