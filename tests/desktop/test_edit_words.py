"""Issue 20 point 13: every place of the sheet a hand edit can change, and every item it can add or
remove, reads in the reader's language (`desktop.edit_words`): no English left in Japanese, and
no field name or stored value (`str_`, `player_character`) in either."""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel
from PySide6.QtWidgets import QApplication

from talekeeper.core.edit_events import ADDED, CHANGED, DEBILITIES_CLEARED, REMOVED, _inner, field_type
from talekeeper.core.events import event
from talekeeper.core.model import Character, Debility
from talekeeper.core.model.history import Event
from talekeeper.desktop import i18n
from talekeeper.desktop.words.wording import describe
from tests.desktop.japanese import english_words

NOT_BY_HAND = ("portrait.", "heroquest.improvements.", "dogs.conflicts", "dogs.injury", "harm.debility_treatments")
"""Parts of a sheet no hand edit changes (rules actions do; a portrait is one value), apart from
what a removed ability takes with it (`heroquest.improvements.*.ability_id`)."""

NAME = "剣"


def places(kind: Any = Character, key: str = "") -> Iterator[tuple[str, bool]]:
    """(field, is a list of items) for every field of the sheet a hand edit can change."""
    for name, info in kind.model_fields.items():
        field = f"{key}{name}"
        inner = _inner(info.annotation)
        if name in ("id", "history") or field.startswith(NOT_BY_HAND):
            continue
        if isinstance(inner, type) and issubclass(inner, BaseModel) and field != "portrait":
            listed = "tuple" in str(info.annotation)
            if listed:
                yield field, True
            yield from places(inner, f"{field}.*." if listed else f"{field}.")
        else:
            yield field, False
    if kind is Character:
        yield "heroquest.improvements.*.ability_id", False


def a_value(field: str) -> Any:
    kind = field_type(field)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return next(iter(kind)).value
    return {bool: True, int: 2}.get(kind, "一") if isinstance(kind, type) else "一"  # type: ignore[call-overload]


def edit_events() -> Iterator[tuple[str, Any]]:
    for field, listed in places():
        items = (NAME,) * field.count("*")
        if listed:
            yield field, event(ADDED, field=field, items=(*items, NAME))
            yield field, event(REMOVED, field=field, items=(*items, NAME))
            yield field, event(ADDED, field=field, items=(*items, ""))  # an item with no name
        else:
            yield field, event(CHANGED, field=field, items=items or None, before=a_value(field), after=a_value(field))
            yield field, event(CHANGED, field=field, items=items or None, after=a_value(field))
            kind = field_type(field)
            if isinstance(kind, type) and issubclass(kind, Enum):  # every value a choice can take
                yield from ((field, event(CHANGED, field=field, items=items or None, after=member.value)) for member in kind)
    yield "debilities", event(DEBILITIES_CLEARED, debilities=tuple(d.value for d in Debility))


def test_the_places_walked_are_the_sheet_s() -> None:
    found = dict(places())
    assert {"concept", "harm.stats.str_", "heroquest.abilities.*.rating", "harm.wounds.*.requirements.*.text"} <= set(found)
    assert found["harm.wounds"] and not found["harm.hp"] and len(found) > 60


def test_every_hand_edit_reads_in_japanese_with_no_english_left(qapp: QApplication) -> None:
    assert i18n.install("ja") == "ja"
    try:
        english = [(field, words) for field, one in edit_events() for words in [describe(one, "ヤナ")] if english_words(words, allowed=frozenset({"STR", "DEX", "CON", "INT", "WIS", "CHA"}))]
    finally:
        i18n.install("en")
    assert english == []


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_hand_edit_shows_a_field_name_or_a_stored_value(qapp: QApplication, language: str) -> None:
    assert i18n.install(language) == language
    try:
        raw = [(field, words) for field, one in edit_events() for words in [describe(one, "Yana")]
               if "_" in words or "edit." in words]
    finally:
        i18n.install("en")
    assert raw == []


def test_english_words_of_each_kind_of_hand_edit(qapp: QApplication) -> None:
    said = [describe(e) for e in (
        event(CHANGED, field="harm.hp", before=12, after=9),
        event(CHANGED, field="harm.stats.str_", before=0, after=-1),
        event(CHANGED, field="kind", before="player_character", after="npc"),
        event(CHANGED, field="heroquest.abilities.*.rating", items=("Sword",), before="17", after="17W2"),
        event(CHANGED, field="heroquest.abilities.*.initiate", items=("Air",), before=False, after=True),
        event(CHANGED, field="concept", after="A long concept " * 10),
        event(ADDED, field="harm.wounds", items=("Broken arm",)),
        event(REMOVED, field="harm.wounds.*.requirements", items=("Broken arm", "Splint")),
        event(DEBILITIES_CLEARED, debilities=("weakened", "dazed")),
        event(CHANGED, field="kind", before="a kind from a newer program", after=3),
    )]
    assert said == [
        "HP: 12 → 9", "STR: 0 → -1", "Kind: Player character → NPC", "Abilities › Sword › Rating: 17 → 17W2",
        "Abilities › Air › Initiate: no → yes", "Concept: (empty) → A long concept A long concept A long co…",
        "Added to Problematic wounds: Broken arm", "Removed from Problematic wounds › Broken arm › Treatment or plan of the selected wound: Splint",
        "Debilities cleared (NPCs and monsters have none): Weakened, Dazed", "Kind: a kind from a newer program → 3",
    ]


PLACES = [field for field, _listed in places()]
TEXTS = st.text(max_size=30) | st.sampled_from(["weakened", "npc", "bogus", "str_", "*", "", "harm.debilities.bogus"])
VALUES = st.none() | st.booleans() | st.integers(-10**6, 10**6) | TEXTS | st.tuples(TEXTS | st.integers()) | st.tuples(TEXTS, TEXTS)
FIELDS = st.sampled_from(PLACES) | st.sampled_from(["harm.debilities.bogus", "dogs.stats.x", "*", "*.*.name", "harm.stats.luck", "history"]) | TEXTS


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from([CHANGED, ADDED, REMOVED, DEBILITIES_CLEARED, "file.created", "file.duplicated", "file.imported"]),
       params=st.dictionaries(st.sampled_from(["field", "items", "before", "after", "debilities", "name", "original", "source"]), VALUES, max_size=6),
       field=FIELDS)
def test_events_from_a_file_never_break_the_words(qapp: QApplication, kind: str, params: dict[str, Any], field: str) -> None:
    """A sheet from another machine may hold any parameters the file format allows."""
    if kind.startswith("edit.") and kind != DEBILITIES_CLEARED:
        params["field"] = field
    words = describe(Event(kind=kind, params=params), "Yana")
    assert isinstance(words, str)
