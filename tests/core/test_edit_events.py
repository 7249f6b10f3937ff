"""Issue 20 point 13 in core: a hand edit's history entry holds events (the places changed, with
their values before and after), not English; they survive a save and a load."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from talekeeper.core.edit_events import field_type, typed_value
from talekeeper.core.edits import add_item, change_kind, remove_item, set_field, squash_history
from talekeeper.core.model import Ability, AbilityKind, Character, CharacterKind, Debilities, Harm, Portrait, Wound
from talekeeper.core.model.common import evolve
from talekeeper.core.model.history import Event
from talekeeper.core.storage.library import Library
from tests.core.sheets import vasana


def said(event: Event) -> tuple[str, dict[str, object]]:
    return event.kind, dict(event.params)


def test_setting_a_field_records_the_place_and_both_values() -> None:
    character = set_field(Character(name="Vasana", concept="Orlanthi"), ("concept",), "Sartarite", "Change concept")
    entry = character.history[-1]
    assert [said(e) for e in entry.events] == [("edit.changed", {"field": "concept", "before": "Orlanthi", "after": "Sartarite"})]
    assert entry.summary == "Change concept"  # the caller's words, for readers outside the program


def test_a_table_cell_names_the_item_and_the_field_it_changed() -> None:
    character = vasana()
    sword = character.heroquest.abilities[0]
    changed = set_field(character, ("heroquest", "abilities", sword.id), evolve(sword, rating="17W2"), "x")
    assert [said(e) for e in changed.history[-1].events] == [
        ("edit.changed", {"field": "heroquest.abilities.*.rating", "items": ("Sword",), "before": "17", "after": "17W2"})
    ]


def test_what_changes_with_the_edit_follows_the_place_edited() -> None:
    """HQ-27: a feat made common loses its link; the link is named, not its id."""
    character = vasana()
    leap = character.heroquest.abilities[2]
    changed = set_field(character, ("heroquest", "abilities", leap.id), evolve(leap, kind=AbilityKind.COMMON, parent_id=None), "x")
    assert [said(e) for e in changed.history[-1].events] == [
        ("edit.changed", {"field": "heroquest.abilities.*.kind", "items": ("Leap",), "before": "feat", "after": "common"}),
        ("edit.changed", {"field": "heroquest.abilities.*.parent_id", "items": ("Leap",), "before": "Air Rune"}),
    ]


def test_the_lead_place_comes_first_when_the_edit_sets_a_whole_section() -> None:
    """Lowering Max HP below HP lowers HP too (ST-1): the Max HP edit is the headline."""
    character = Character(name="Vasana", harm=Harm(hp=12, max_hp=18))
    changed = set_field(character, ("harm",), evolve(character.harm, hp=10, max_hp=10), "x", lead=("harm", "max_hp"))
    assert [e.params["field"] for e in changed.history[-1].events] == ["harm.max_hp", "harm.hp"]


def test_adding_and_removing_items_names_them_and_what_went_with_them() -> None:
    character = add_item(vasana(), ("harm", "wounds"), Wound(description="Broken arm"), "x")
    wound = character.harm.wounds[0]
    assert [said(e) for e in character.history[-1].events] == [("edit.added", {"field": "harm.wounds", "items": ("Broken arm",)})]
    character = remove_item(character, ("harm", "wounds"), wound.id, "x")
    assert [said(e) for e in character.history[-1].events] == [("edit.removed", {"field": "harm.wounds", "items": ("Broken arm",)})]
    air = character.heroquest.abilities[1]
    character = remove_item(character, ("heroquest", "abilities"), air.id, "x")
    kinds = [(e.kind, e.params["field"]) for e in character.history[-1].events]
    assert kinds[0] == ("edit.removed", "heroquest.abilities")
    assert ("edit.removed", "heroquest.benefits") in kinds and ("edit.changed", "heroquest.states.*.ability_ids") in kinds


def test_the_kind_change_clears_debilities_as_an_event_of_their_values() -> None:
    character = evolve(vasana(), harm=Harm(debilities=Debilities(weakened=True, miserable=True)))
    npc = change_kind(character, CharacterKind.MONSTER, "x")
    assert [said(e) for e in npc.history[-1].events][1:] == [("edit.debilities_cleared", {"debilities": ("weakened", "miserable")})]


def test_a_portrait_is_one_value_not_its_bytes() -> None:
    portrait = Portrait.from_bytes(tiny_png())
    character = set_field(vasana(), ("portrait",), portrait, "x")
    assert [said(e) for e in character.history[-1].events] == [("edit.changed", {"field": "portrait", "after": True})]
    character = set_field(character, ("portrait",), Portrait.from_bytes(tiny_png(2)), "x")
    assert [said(e) for e in character.history[-1].events] == [("edit.changed", {"field": "portrait", "before": True, "after": True})]


def tiny_png(side: int = 1) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\0" + b"\0\0\0" * side for _ in range(side))
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def test_a_long_text_is_kept_short_in_the_event() -> None:
    character = set_field(vasana(), ("notes",), "x" * 5000, "x")
    assert len(character.history[-1].events[0].params["after"]) == 200


def test_quick_edits_of_one_field_merge_from_the_first_value_to_the_last() -> None:
    start = Character(name="Vasana", concept="a")
    one = set_field(start, ("concept",), "ab", "x")
    two = set_field(one, ("concept",), "abc", "x")
    merged = squash_history(start, two, "Change concept")
    assert [said(e) for e in merged.history[-1].events] == [("edit.changed", {"field": "concept", "before": "a", "after": "abc"})]


def test_enum_values_come_back_as_members_for_the_words() -> None:
    assert field_type("heroquest.abilities.*.kind") is AbilityKind
    assert typed_value("kind", "npc") is CharacterKind.NPC
    assert typed_value("kind", "a kind from a newer program") == "a kind from a newer program"
    assert typed_value("harm.hp", 3) == 3 and field_type("no.such.place") is None


def test_edit_events_survive_a_save_and_a_load(tmp_path: Path) -> None:
    library = Library(tmp_path)
    character = change_kind(evolve(vasana(), harm=Harm(debilities=Debilities(dazed=True))), CharacterKind.NPC, "x")
    character = add_item(character, ("heroquest", "abilities"), Ability(name="Ride", rating="13"), "x")
    path, _ = library.create(character)
    assert library.load(path).character.history == character.history


def test_duplicating_and_importing_record_file_events(tmp_path: Path) -> None:
    library = Library(tmp_path / "library")
    path, _ = library.create(Character(name="Vasana"))
    copy, _ = library.duplicate(path, "Bandit")
    assert [said(e) for e in copy.history[-1].events] == [("file.duplicated", {"original": "Vasana"})]
    outside = tmp_path / "from Ana.tale.json"
    library.save(Character(name="Ana"), outside, backup=False)
    imported, _ = library.import_file(outside)
    assert [said(e) for e in imported.history[-1].events] == [("file.imported", {"source": "from Ana.tale.json"})]
    assert imported.history[-1].summary == "Imported from from Ana.tale.json"  # for readers outside the program


def test_an_edit_of_more_places_than_an_entry_holds_keeps_the_first() -> None:
    from talekeeper.core.model import Trait

    character = Character(name="Vasana")
    many = evolve(character.dogs, traits=tuple(Trait(text=f"t{n}", dice="1d6") for n in range(250)))
    changed = set_field(character, ("dogs",), many, "x")
    assert len(changed.history[-1].events) == 200 and changed.history[-1].events[0].params["items"] == ("t0",)
