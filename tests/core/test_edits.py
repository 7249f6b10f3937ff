"""Hand edits in core: validated, recorded in history (C-3), links cascade on removal."""

from __future__ import annotations

import pytest

from talekeeper.core.edits import EditError, add_item, change_kind, get, remove_item, set_field
from talekeeper.core.model import CharacterKind, Debilities, Harm, NextConflictEffect, Relationship
from talekeeper.core.model.common import evolve
from tests.core.sheets import vasana


def test_set_field_parses_and_records() -> None:
    character = vasana()
    sword = character.heroquest.abilities[0]
    changed = set_field(character, ("heroquest", "abilities", sword.id, "rating"), "17w2", "Change rating of Sword")
    assert str(get(changed, ("heroquest", "abilities", sword.id, "rating"))) == "17W2"
    assert changed.history[-1].summary == "Change rating of Sword"
    assert character.heroquest.abilities[0].rating.value == 17  # the old value is untouched


@pytest.mark.parametrize(
    ("path", "value", "says"),
    [
        (("harm", "hp"), 5, "hp: 5 is above max_hp 0"),
        (("harm", "damage"), "2x6", "'2x6' is not a dice term"),
        (("name",), "", "name: this cannot be left empty"),
        (("harm", "stats", "str_"), 9, "str_: at most 3 here"),
    ],
)
def test_invalid_edits_are_refused_with_a_reason(path: tuple, value: object, says: str) -> None:
    with pytest.raises(EditError, match=says):
        set_field(vasana(), path, value, "x")


def test_add_remove_items() -> None:
    character = vasana()
    rel = Relationship(subject="Farnan", dice="2d8")
    character = add_item(character, ("dogs", "relationships"), rel, "Add relationship")
    character = add_item(character, ("dogs", "relationships"), Relationship(subject="Clan", dice="1d6"), "Add relationship")
    assert [r.subject for r in character.dogs.relationships] == ["Farnan", "Clan"]
    effect = NextConflictEffect(kind="relationship_d4", relationship_id=rel.id)
    character = add_item(character, ("dogs", "next_conflict"), effect, "Add effect")
    character = remove_item(character, ("dogs", "relationships"), rel.id, "Remove Farnan")
    assert [r.subject for r in character.dogs.relationships] == ["Clan"]
    assert character.dogs.next_conflict == ()
    assert [e.summary for e in character.history][-2:] == ["Add effect", "Remove Farnan"]


def test_removing_an_ability_removes_what_links_to_it() -> None:
    character = vasana()
    sword, air, leap = character.heroquest.abilities
    changed = remove_item(character, ("heroquest", "abilities"), air.id, "Remove Air Rune")
    assert [a.name for a in changed.heroquest.abilities] == ["Sword", "Leap"]
    assert changed.heroquest.abilities[1].parent_id is None
    assert changed.heroquest.states[0].ability_ids == (sword.id,)
    assert changed.heroquest.benefits == ()


def test_gm1_npc_loses_debilities_when_kind_changes() -> None:
    character = evolve(vasana(), harm=Harm(debilities=Debilities(dazed=True)))
    npc = change_kind(character, CharacterKind.NPC, "Make NPC")
    assert npc.kind.value == "npc" and not npc.harm.debilities.dazed
    assert [(e.kind, e.params) for e in npc.history[-1].events] == [
        ("edit.changed", {"field": "kind", "before": "player_character", "after": "npc"}),
        ("edit.debilities_cleared", {"debilities": ("dazed",)}),
    ]
    assert npc.history[-1].details == ()  # no English made in core
