"""The three-way merge of sheets and campaign settings (issue 16, item 1): examples of each rule."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from talekeeper.core.dice import parse_pool
from talekeeper.core.merge import ABSENT, ConflictKind, MergeChoiceError, MergeError, Side, merge, merge_campaigns, merge_characters
from talekeeper.core.model import (
    Ability,
    AbilityKind,
    Benefit,
    Campaign,
    Character,
    Debilities,
    Debility,
    Dogs,
    Harm,
    HeroQuest,
    HistoryEntry,
    NextConflictEffect,
    NextConflictKind,
    Relationship,
    Requirement,
    State,
    StateLevel,
    TieBreak,
    Trait,
)
from talekeeper.core.model.common import Id, Model, evolve, id_field
from talekeeper.core.model.dogs import Arena, ConflictRecord
from talekeeper.core.model.stonetop import DebilityTreatment
from talekeeper.core.rules.heroquest import Rating
from tests.edit_strategies import PORTRAITS

SWORD = Ability(name="Sword", rating=Rating(15))
BOW = Ability(name="Bow", rating=Rating(12))
T0 = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)


def sheet(**changes: object) -> Character:
    return Character(name="Vasana", **changes)


def with_hq(character: Character, **changes: object) -> Character:
    return evolve(character, heroquest=evolve(character.heroquest, **changes))


def with_harm(character: Character, **changes: object) -> Character:
    return evolve(character, harm=evolve(character.harm, **changes))


def with_dogs(character: Character, **changes: object) -> Character:
    return evolve(character, dogs=evolve(character.dogs, **changes))


def test_an_ability_added_on_one_side_and_a_rating_changed_on_the_other_both_survive() -> None:
    base = sheet(heroquest=HeroQuest(abilities=(SWORD,)))
    ours = with_hq(base, abilities=(evolve(SWORD, rating=Rating(17)),))
    theirs = with_hq(base, abilities=(SWORD, BOW))
    merged = merge_characters(base, ours, theirs)
    assert merged.clean
    assert [(a.name, str(a.rating)) for a in merged.result.heroquest.abilities] == [("Sword", "17"), ("Bow", "12")]
    assert {(c.path, c.side) for c in merged.changes} == {
        (("heroquest", "abilities", SWORD.id, "rating"), Side.OURS),
        (("heroquest", "abilities", BOW.id), Side.THEIRS),
    }


def test_the_same_change_on_both_sides_is_no_conflict() -> None:
    base = sheet(harm=Harm(hp=8, max_hp=10))
    both = with_harm(base, hp=3)
    merged = merge_characters(base, both, both)
    assert merged.clean and merged.result == both and not merged.changes


def test_different_changes_to_one_field_are_a_conflict_resolved_by_choice() -> None:
    base = sheet(notes="old")
    merged = merge_characters(base, evolve(base, notes="mine"), evolve(base, notes="theirs"))
    (conflict,) = merged.conflicts
    assert (conflict.path, conflict.kind, conflict.base, conflict.ours, conflict.theirs) == (("notes",), ConflictKind.CHANGED, "old", "mine", "theirs")
    assert merged.result.notes == "mine"
    assert merged.resolve({("notes",): Side.THEIRS}).notes == "theirs"
    assert merged.resolve({("notes",): "theirs"}).notes == "theirs"


def test_history_entries_are_the_union_by_id_in_time_order() -> None:
    first = HistoryEntry(summary="created", time=T0)
    base = sheet(history=(first,))
    late = HistoryEntry(summary="took damage", time=T0 + timedelta(hours=2))
    early = HistoryEntry(summary="rested", time=T0 + timedelta(hours=1))
    merged = merge_characters(base, evolve(base, history=(first, late)), evolve(base, history=(first, early)))
    assert merged.clean
    assert [e.summary for e in merged.result.history] == ["created", "rested", "took damage"]


def test_an_item_removed_on_one_side_and_changed_on_the_other_is_a_conflict_not_a_loss() -> None:
    trait = Trait(text="Quick hands", dice=parse_pool("2d6"))
    base = sheet(dogs=Dogs(traits=(trait,)))
    ours = with_dogs(base, traits=())
    theirs = with_dogs(base, traits=(evolve(trait, dice=parse_pool("3d6")),))
    merged = merge_characters(base, ours, theirs)
    (conflict,) = merged.conflicts
    assert conflict.kind is ConflictKind.REMOVED and conflict.is_item
    assert conflict.ours is ABSENT and isinstance(conflict.theirs, Trait) and conflict.theirs.dice == parse_pool("3d6")
    assert merged.result.dogs.traits == ()
    kept = merged.resolve({conflict.path: conflict.side_keeping(True)})
    assert kept.dogs.traits == theirs.dogs.traits
    assert merge_characters(base, theirs, ours).result.dogs.traits == theirs.dogs.traits  # ours' side by default


def test_an_item_removed_on_one_side_and_untouched_on_the_other_goes() -> None:
    base = sheet(heroquest=HeroQuest(abilities=(SWORD, BOW)))
    merged = merge_characters(base, with_hq(base, abilities=(SWORD,)), with_hq(base, hero_points=2))
    assert merged.clean and merged.result.heroquest.abilities == (SWORD,) and merged.result.heroquest.hero_points == 2


def test_theirs_new_items_follow_their_predecessor_in_ours_order() -> None:
    a, b, c = (Ability(name=n, rating=Rating(10)) for n in "ABC")
    new_after_a, new_first = Ability(name="N", rating=Rating(5)), Ability(name="F", rating=Rating(5))
    base = sheet(heroquest=HeroQuest(abilities=(a, b, c)))
    ours = with_hq(base, abilities=(c, a, b))  # ours reordered
    theirs = with_hq(base, abilities=(new_first, a, new_after_a, b, c))
    merged = merge_characters(base, ours, theirs)
    assert [x.name for x in merged.result.heroquest.abilities] == ["F", "C", "A", "N", "B"]  # F has no predecessor: first
    only_theirs_moved = merge_characters(base, with_hq(base, hero_points=1), with_hq(base, abilities=(c, b, a)))
    assert [x.name for x in only_theirs_moved.result.heroquest.abilities] == ["C", "B", "A"]


def test_hp_above_a_lowered_max_hp_becomes_a_conflict_and_mixed_choices_are_refused() -> None:
    base = sheet(harm=Harm(hp=5, max_hp=10))
    merged = merge_characters(base, with_harm(base, hp=9), with_harm(base, max_hp=8))
    assert {c.path: c.kind for c in merged.conflicts} == {("harm", "hp"): ConflictKind.INVALID, ("harm", "max_hp"): ConflictKind.INVALID}
    assert "above max_hp" in merged.conflicts[0].reason
    assert (merged.result.harm.hp, merged.result.harm.max_hp) == (9, 10)
    with pytest.raises(MergeChoiceError, match="hp: 9 is above max_hp 8") as refused:
        merged.resolve({("harm", "max_hp"): Side.THEIRS})
    assert refused.value.path == ("harm",)
    assert merged.problem({("harm", "max_hp"): Side.THEIRS}) is not None
    assert merged.problem({("harm", "hp"): Side.THEIRS}) is None
    fine = merged.resolve({("harm", "max_hp"): Side.THEIRS, ("harm", "hp"): Side.THEIRS})
    assert (fine.harm.hp, fine.harm.max_hp) == (5, 8)


def test_a_benefit_on_an_ability_the_other_side_removed_becomes_a_conflict() -> None:
    base = sheet(heroquest=HeroQuest(abilities=(SWORD, BOW)))
    benefit = Benefit(bonus=3, ability_id=SWORD.id, reason="trained")
    ours = with_hq(base, abilities=(BOW,), hero_points=3)
    theirs = with_hq(base, benefits=(benefit,), abilities=(SWORD, evolve(BOW, notes="longbow")))
    merged = merge_characters(base, ours, theirs)
    assert {c.path for c in merged.conflicts} == {("heroquest", "abilities", SWORD.id), ("heroquest", "benefits", benefit.id)}
    assert all(c.kind is ConflictKind.INVALID and "no ability has id" in c.reason for c in merged.conflicts)
    result = merged.result.heroquest
    assert result.abilities == (evolve(BOW, notes="longbow"),) and result.hero_points == 3  # unrelated changes still merge
    keep_both = merged.resolve({c.path: c.side_keeping(True) for c in merged.conflicts})
    assert keep_both.heroquest.benefits == (benefit,) and keep_both.heroquest.ability(SWORD.id) == SWORD
    with pytest.raises(MergeChoiceError):
        merged.resolve({("heroquest", "benefits", benefit.id): Side.THEIRS})


def test_a_feat_whose_affinity_the_other_side_removed_becomes_a_conflict() -> None:
    affinity = Ability(name="Sky", rating=Rating(14), kind=AbilityKind.AFFINITY)
    feat = Ability(name="Leap", rating=Rating(14), kind=AbilityKind.FEAT, parent_id=affinity.id)
    base = sheet(heroquest=HeroQuest(abilities=(affinity,)))
    merged = merge_characters(base, with_hq(base, abilities=()), with_hq(base, abilities=(affinity, feat)))
    assert {c.path[-1] for c in merged.conflicts} == {affinity.id, feat.id}
    assert merged.result.heroquest.abilities == ()


def test_a_state_linked_to_an_ability_the_other_side_removed_becomes_a_conflict() -> None:
    state = State(level=StateLevel.HURT)
    base = sheet(heroquest=HeroQuest(abilities=(SWORD,), states=(state,)))
    theirs = with_hq(base, states=(evolve(state, ability_ids=(SWORD.id,)),))
    merged = merge_characters(base, with_hq(base, abilities=()), theirs)
    assert {c.path for c in merged.conflicts} == {
        ("heroquest", "abilities", SWORD.id),
        ("heroquest", "states", state.id, "ability_ids", SWORD.id),
    }


def test_a_checklist_for_a_debility_the_other_side_cleared_becomes_a_conflict() -> None:
    base = sheet(harm=Harm(debilities=Debilities(weakened=True)))
    checklist = DebilityTreatment(debility=Debility.WEAKENED, requirements=(Requirement(text="rest a week"),))
    cleared = with_harm(base, debilities=Debilities())
    merged = merge_characters(base, cleared, with_harm(base, debility_treatments=(checklist,)))
    assert {c.path for c in merged.conflicts} == {("harm", "debilities", "weakened"), ("harm", "debility_treatments", "weakened")}
    assert merged.result == cleared
    assert merged.resolve({}, default=Side.THEIRS).harm.debility_treatments == (checklist,)


def test_checklists_both_sides_wrote_for_one_debility_keep_every_requirement() -> None:
    base = sheet(harm=Harm(debilities=Debilities(dazed=True)))
    rest, herbs = Requirement(text="rest"), Requirement(text="herbs")
    ours = with_harm(base, debility_treatments=(DebilityTreatment(debility=Debility.DAZED, requirements=(rest,)),))
    theirs = with_harm(base, debility_treatments=(DebilityTreatment(debility=Debility.DAZED, requirements=(herbs,)),))
    merged = merge_characters(base, ours, theirs)
    assert merged.clean
    assert merged.result.harm.debility_treatments[0].requirements == (rest, herbs)


def test_a_next_conflict_effect_on_a_relationship_the_other_side_removed_becomes_a_conflict() -> None:
    mother = Relationship(subject="Mother", dice=parse_pool("1d6"))
    base = sheet(dogs=Dogs(relationships=(mother,)))
    effect = NextConflictEffect(kind=NextConflictKind.RELATIONSHIP_D4, relationship_id=mother.id)
    merged = merge_characters(base, with_dogs(base, relationships=()), with_dogs(base, next_conflict=(effect,)))
    assert [c.kind for c in merged.conflicts] == [ConflictKind.INVALID, ConflictKind.INVALID]
    assert "no relationship has id" in merged.conflicts[0].reason


def test_dv21_conflicts_recorded_on_both_machines_are_all_kept() -> None:
    base = sheet()
    ours = with_dogs(base, conflicts=(ConflictRecord(conflict_id="1" * 32, stakes="Will the preacher leave?"),))
    theirs = with_dogs(base, conflicts=(ConflictRecord(conflict_id="2" * 32, stakes="Is the well poisoned?", arenas=(Arena.TALKING,)),))
    merged = merge_characters(base, ours, theirs)
    assert merged.clean and [r.conflict_id[0] for r in merged.result.dogs.conflicts] == ["1", "2"]


def test_a_portrait_is_one_value() -> None:
    base = sheet()
    merged = merge_characters(base, evolve(base, portrait=PORTRAITS[0]), evolve(base, portrait=PORTRAITS[1]))
    (conflict,) = merged.conflicts
    assert conflict.path == ("portrait",) and conflict.theirs == PORTRAITS[1]


def test_without_an_ancestor_every_difference_is_a_choice_and_history_is_the_union() -> None:
    mine = sheet(notes="mine", history=(HistoryEntry(summary="a", time=T0),))
    theirs = evolve(mine, notes="theirs", heroquest=HeroQuest(abilities=(BOW,)), history=(HistoryEntry(summary="b", time=T0 + timedelta(minutes=1)),))
    merged = merge_characters(None, mine, theirs)
    assert merged.two_way
    assert {(c.path, c.kind) for c in merged.conflicts} == {
        (("notes",), ConflictKind.NO_ANCESTOR),
        (("heroquest", "abilities", BOW.id), ConflictKind.NO_ANCESTOR),
    }
    assert [e.summary for e in merged.result.history] == ["a", "b"]
    assert merge_characters(evolve(mine, id="0" * 32), mine, theirs).two_way  # an ancestor with another id is none


def test_two_different_characters_are_not_merged() -> None:
    with pytest.raises(MergeError, match="different characters"):
        merge_characters(None, sheet(), sheet())


def test_a_conflict_path_reads_with_names_and_unknown_paths_are_refused() -> None:
    base = sheet(heroquest=HeroQuest(abilities=(SWORD,)))
    merged = merge_characters(base, with_hq(base, abilities=(evolve(SWORD, rating=Rating(1)),)), with_hq(base, abilities=(evolve(SWORD, rating=Rating(2)),)))
    assert merged.describe(merged.conflicts[0].path) == "heroquest.abilities.Sword.rating"
    with pytest.raises(KeyError):
        merged.resolve({("name",): Side.THEIRS})


def test_campaign_settings_merge_field_by_field() -> None:
    base = Campaign()
    merged = merge_campaigns(base, evolve(base, prosperity=2), evolve(base, tie_break=TieBreak.HIGH))
    assert merged.clean and (merged.result.prosperity, merged.result.tie_break) == (2, TieBreak.HIGH)
    clash = merge_campaigns(base, evolve(base, prosperity=2), evolve(base, prosperity=-1))
    assert [c.path for c in clash.conflicts] == [("prosperity",)]


class Gear(Model):
    id: Id = id_field()
    name: str
    weight: int = 0


class Pack(Model):
    label: str = ""
    gear: tuple[Gear, ...] = ()
    marks: tuple[str, ...] = ()


def test_a_model_the_merge_has_never_seen_merges_by_its_fields_and_ids() -> None:
    rope = Gear(name="rope")
    base = Pack(gear=(rope,), marks=("a",))
    ours = Pack(label="travel", gear=(evolve(rope, weight=2),), marks=("a", "b"))
    theirs = Pack(gear=(rope, Gear(name="lamp")), marks=())
    merged = merge(base, ours, theirs)
    assert merged.clean
    assert merged.result.label == "travel" and [(g.name, g.weight) for g in merged.result.gear] == [("rope", 2), ("lamp", 0)]
    assert merged.result.marks == ("b",)
