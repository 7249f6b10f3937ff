"""The character model: defaults, immutability, refusals that name the field, links by id."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from talekeeper.core.model import Ability, Benefit, Campaign, Character, HeroQuest, NextConflictEffect, State
from talekeeper.core.model.common import evolve
from talekeeper.core.model.condition import Condition
from talekeeper.core.rules.heroquest import Rating
from talekeeper.core.storage.summary import CharacterSummary


def worst_condition(character: Character) -> Condition:
    """What the roster shows for a character (its summary's condition)."""
    return CharacterSummary.of(character, Path("a.tale.json")).condition


def test_empty_player_character_is_valid_and_fine() -> None:
    vasana = Character(name="Vasana")
    assert vasana.kind.value == "player_character"
    assert vasana.harm.status.value == "fine"
    assert worst_condition(vasana) is Condition.FINE
    assert vasana.heroquest.abilities == () and vasana.dogs.traits == () and vasana.history == ()


def test_campaign_defaults_are_c4() -> None:
    campaign = Campaign()
    assert campaign.tie_break.value == "low"
    assert campaign.consequence_scale.value == "heroquest"
    assert campaign.default_resistance == Rating(14)
    assert (campaign.prosperity, campaign.steading_lacking, str(campaign.demonic_influence)) == (0, False, "")


def test_models_are_frozen() -> None:
    vasana = Character(name="Vasana")
    with pytest.raises(ValidationError):
        vasana.name = "Other"


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"name": ""}, "name"),
        ({"name": "x", "kind": "dragon"}, "kind"),
        ({"name": "x", "mood": "happy"}, "mood"),
        ({"name": "x", "heroquest": {"abilities": [{"name": "Sword", "rating": "21W"}]}}, "heroquest.abilities.0.rating"),
        ({"name": "x", "dogs": {"traits": [{"text": "Quick", "dice": "2d6+1"}]}}, "dogs.traits.0.dice"),
        ({"name": "x", "dogs": {"traits": [{"text": "Quick", "dice": ""}]}}, "dogs.traits.0.dice"),
        ({"name": "x", "harm": {"stats": {"str": 4}}}, "harm.stats.str"),
        ({"name": "x", "harm": {"hp": 5, "max_hp": 3}}, "harm"),
        ({"name": "x", "harm": {"damage": "1d7"}}, "harm.damage"),
    ],
)
def test_invalid_values_are_refused_naming_the_field(data: dict, field: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Character.model_validate(data)
    locations = {".".join(str(p) for p in error["loc"]) for error in caught.value.errors()}
    assert field in locations


def test_links_use_ids_so_renaming_keeps_them() -> None:
    sword = Ability(name="Sword", rating="17")
    state = State(level="hurt", ability_ids=(sword.id,))
    benefit = Benefit(bonus=3, ability_id=sword.id)
    hq = HeroQuest(abilities=(sword,), states=(state,), benefits=(benefit,))
    renamed = hq.model_copy(update={"abilities": (sword.model_copy(update={"name": "Great Sword"}),)})
    assert HeroQuest.model_validate(renamed.model_dump()).benefits[0].ability_id == sword.id


def test_dangling_links_are_refused() -> None:
    with pytest.raises(ValidationError, match="no ability has id"):
        HeroQuest(states=(State(level="hurt", ability_ids=("0" * 32,)),))
    affinity = Ability(name="Air Rune", rating="1W", kind="affinity")
    sword = Ability(name="Sword", rating="17")
    with pytest.raises(ValidationError, match="cannot belong to a common"):
        HeroQuest(abilities=(sword, Ability(name="Leap", rating="1W", kind="feat", parent_id=sword.id)))
    feat = Ability(name="Leap", rating="1W", kind="feat", parent_id=affinity.id)
    assert HeroQuest(abilities=(affinity, feat)).ability(feat.id) == feat


def test_state_level_must_exist_on_its_scale() -> None:
    with pytest.raises(ValidationError, match="impaired is not a state on the herowars scale"):
        State(scale="herowars", level="impaired")
    with pytest.raises(ValidationError, match="dazed is not a state on the heroquest scale"):
        State(scale="heroquest", level="dazed")


def test_next_conflict_effect_names_its_target() -> None:
    with pytest.raises(ValidationError, match="stat"):
        NextConflictEffect(kind="stat_minus_one")
    assert NextConflictEffect(kind="stat_minus_one", stat="will").stat.value == "will"


def test_worst_condition_across_families() -> None:
    hurt = Character(name="a", heroquest=HeroQuest(states=(State(level="hurt"),)))
    assert worst_condition(hurt) is Condition.HURT
    dying = evolve(hurt, harm=evolve(hurt.harm, status="deaths_door"))
    assert worst_condition(dying) is Condition.DYING
    with pytest.raises(ValidationError, match="hp: 4 is above max_hp 0"):
        evolve(hurt.harm, hp=4)


def test_dv19_injuries_show_in_the_worst_condition() -> None:
    from talekeeper.core.model import Dogs, Injury, InjuryStage

    body = Character(name="a", dogs=Dogs(injury=Injury(fallout=13, stage=InjuryStage.BODY_ROLL)))
    treatment = Character(name="b", dogs=Dogs(injury=Injury(fallout=17, stage=InjuryStage.TREATMENT)))
    assert worst_condition(body) is Condition.INJURED and worst_condition(treatment) is Condition.DYING
