"""ST-20 tending a debility with a checklist kept on the sheet; GM-3 downtime refills fetishes (HQ-27)."""

from __future__ import annotations

import pytest

from talekeeper.core.events import typed
from talekeeper.core.model import Ability, AbilityKind, Character, CharacterKind, Debilities, Debility, Harm, HeroQuest, HistoryKind
from talekeeper.core.model.common import evolve
from talekeeper.core.model.stonetop import DebilityTreatment, Requirement
from talekeeper.core.rules.stonetop import (
    RuleError,
    clear_debility,
    debility_requirements,
    downtime,
    make_camp,
    refill_fetishes,
    tend_debility_checklist,
)
from talekeeper.core.storage import load_character, save_character
from tests.events import params


def dazed(**harm: object) -> Character:
    values: dict[str, object] = {"hp": 5, "max_hp": 12, "supplies": 2, "debilities": Debilities(dazed=True), **harm}
    return Character(name="Aranel", harm=Harm(**values))


def test_st20_tending_a_debility_keeps_the_gms_requirements_until_met() -> None:
    first = tend_debility_checklist(dazed(), Debility.DAZED, requirements=["Know Things", "a quiet place"], done=["Know Things"], supplies=1)
    assert first.harm.debilities.dazed and first.harm.supplies == 1
    items = debility_requirements(first, "dazed")
    assert [(r.text, r.done) for r in items] == [("Know Things", True), ("a quiet place", False)]
    assert first.history[-1].kind is HistoryKind.HARM and params(first.history[-1], "harm.still_needed") == {"items": ("a quiet place",)}
    second = tend_debility_checklist(first, "dazed", done=[items[1].id])
    assert not second.harm.debilities.dazed and second.harm.debility_treatments == ()
    assert params(second.history[-1], "harm.debility_tended") == {"debility": Debility.DAZED, "cleared": True}


def test_st20_tending_with_no_requirements_is_the_gm_calling_it_done() -> None:
    after = tend_debility_checklist(dazed(), "dazed", how="a cool cloth and quiet")
    assert not after.harm.debilities.dazed and params(after.history[-1], "harm.how") == {"text": "a cool cloth and quiet"}


def test_st20_tending_refuses_what_does_not_apply() -> None:
    with pytest.raises(RuleError, match="not weakened"):
        tend_debility_checklist(dazed(), "weakened")
    with pytest.raises(RuleError, match="supplies"):
        tend_debility_checklist(dazed(supplies=0), "dazed", supplies=1)
    with pytest.raises(RuleError, match="no requirement"):
        tend_debility_checklist(dazed(), "dazed", requirements=["rest"], done=["sing"])
    npc = evolve(dazed(), kind=CharacterKind.NPC)
    with pytest.raises(RuleError, match="never mark debilities"):
        tend_debility_checklist(npc, "dazed")


def test_st7_a_checklist_goes_when_its_debility_clears_by_any_way() -> None:
    kept = tend_debility_checklist(dazed(), "dazed", requirements=["rest"])
    assert kept.harm.treatment(Debility.DAZED) is not None
    assert clear_debility(kept, "dazed").harm.debility_treatments == ()
    assert make_camp(kept, "dazed").harm.debility_treatments == ()


def test_st20_checklists_survive_a_save_and_old_files_load(tmp_path) -> None:
    kept = tend_debility_checklist(dazed(), "dazed", requirements=["rest"])
    path = tmp_path / "a.tale.json"
    save_character(kept, path)
    assert load_character(path).harm.debility_treatments == kept.harm.debility_treatments
    assert Harm().debility_treatments == ()  # the default: files without the field still load
    with pytest.raises(ValueError, match="one checklist per debility"):
        treatment = DebilityTreatment(debility=Debility.DAZED, requirements=(Requirement(text="x"),))
        Harm(debilities=Debilities(dazed=True), debility_treatments=(treatment, treatment))


def fetish(name: str, left: int, per_day: int, captor: str = "") -> Ability:
    return Ability(name=name, rating="12", kind=AbilityKind.FETISH, uses_left=left, uses_per_day=per_day, captor=captor)


def test_gm3_hq27_downtime_refills_fetish_uses_of_the_captor_only() -> None:
    character = Character(
        name="Yanioth",
        heroquest=HeroQuest(abilities=(fetish("Wind", 0, 3, "Yanioth"), fetish("Bone", 0, 1), fetish("Borrowed", 0, 3, "Harvar"), fetish("Once", 0, 0))),
        harm=Harm(hp=4, max_hp=4),
    )
    abilities, lines = refill_fetishes(character)
    assert [a.uses_left for a in abilities] == [3, 1, 0, 0]
    assert [typed(e) for e in lines] == [{"name": "Wind", "before": 0, "after": 3}, {"name": "Bone", "before": 0, "after": 1}]
    after, preview = downtime(character, 1)
    assert [a.uses_left for a in after.heroquest.abilities] == [3, 1, 0, 0]
    assert after.history[-1].kind is HistoryKind.DOWNTIME and preview == lines
    full, nothing = downtime(after, 1)
    assert full == after and nothing == []
