"""The GM's printouts hold what is needed at the table: NPC cards with every number, ability,
Dogs stat and dice, current harm and notes; the party summary with Stonetop's problematic wounds."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Belonging, Character, CharacterKind, Debilities, Harm, HeroQuest, Relationship, State, StateLevel, Trait, Wound
from talekeeper.core.model.dogs import Dogs, DogsStats
from talekeeper.core.storage import Library
from talekeeper.desktop.export import actions as export
from talekeeper.desktop.export.gm import cards_html, party_html
from tests.desktop.exports import answer_save, pdf_pages
from tests.gui import open_window

GRUNT = Character(
    name="Grunt the Ogre", kind="monster", concept="Bridge troll", notes="Wants the toll in silver.",
    heroquest=HeroQuest.model_validate({"abilities": [{"name": "Club", "rating": "5W"}, {"name": "Smell Fear", "rating": "15"}],
                                        "states": [State(level=StateLevel.HURT, relates_to="left eye").model_dump(mode="json")]}),
    dogs=Dogs(stats=DogsStats(acuity=2, body=5, heart=1, will=3), traits=(Trait(text="Big", dice="2d10"),),
              relationships=(Relationship(subject="The miller", dice="1d6"),), belongings=(Belonging(name="Iron club", dice="1d8"),)),
    harm=Harm(hp=9, max_hp=20, armor=3, damage="d10+2", debilities=Debilities(weakened=True),
              wounds=(Wound(description="Cracked rib", stabilised=True),)),
)


def text_of(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


def test_an_npc_card_holds_what_the_gm_runs_the_character_with(qapp) -> None:
    text = " ".join(text_of(cards_html([GRUNT])).split())
    for shown in ("Grunt the Ogre", "Monster · Bridge troll", "HP 9 / 20 · Armor 3 · Damage 1d10+2",
                  "Now: Hurt (left eye); Weakened; Cracked rib (stabilised)",
                  "Abilities: Club 2W", "Smell Fear 12",  # effective ratings: hurt -3 (HQ-21)
                  "Stats: Acuity 2d6 · Body 5d6 · Heart 1d6 · Will 3d6", "Traits: Big 2d10",
                  "Relationships: The miller 1d6", "Belongings: Iron club 1d8", "Wants the toll in silver."):
        assert shown in text, shown


def test_an_odd_card_has_no_empty_frame_beside_it(qapp) -> None:
    html = cards_html([GRUNT, GRUNT, GRUNT])
    assert html.count('class="card"') == 3 and html.count('class="blank"') == 1
    assert re.search(r'<td class="card"[^>]*></td>', html) is None


def test_party_summary_lists_stonetop_wounds_with_dogs_injuries(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hero = Character(name="Vasana", harm=Harm(hp=4, max_hp=18, wounds=(Wound(description="Sprained ankle"), Wound(description="Cracked rib", stabilised=True))))
    Library(tmp_path).create(hero)
    window = open_window(qtbot, tmp_path)
    out = tmp_path / "party.pdf"
    answer_save(monkeypatch, out)
    assert export.export_party_summary(window.runner) == out and pdf_pages(out) == 1
    text = " ".join(text_of(party_html([hero], "Party")).split())
    assert "Injuries and wounds" in text and "Sprained ankle Cracked rib (stabilised)" in text


@pytest.mark.parametrize("listed", [True, False], ids=["roster listed", "roster not yet listed"])
def test_a_conflicting_copy_makes_no_second_card(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, listed: bool) -> None:
    ogre = Character(name="Ogre", kind=CharacterKind.MONSTER, harm=Harm(hp=20, max_hp=20))
    [path] = [Library(tmp_path).create(ogre)[0]]
    (tmp_path / "Ogre (Ana's conflicted copy 2026-12-01).tale.json").write_bytes(path.read_bytes())  # Dropbox's copy
    window = open_window(qtbot, tmp_path)
    if not listed:
        monkeypatch.setattr(type(window.roster_panel), "complete", property(lambda _panel: False))  # the library is listed from its files
    assert [c.name for c in export.library_characters(window.runner)] == ["Ogre"]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_party_summary_has_a_status_column(qapp, language: str) -> None:
    """Issue 20: a character at Death's Door showed only "0 / 18"; the status is its own column."""
    from talekeeper.core.model import HarmStatus
    from talekeeper.desktop import i18n
    from talekeeper.desktop.words.labels import label

    assert i18n.install(language) == language
    try:
        door = Character(name="Vasana", harm=Harm(hp=0, max_hp=18, status=HarmStatus.DEATHS_DOOR))
        fine = Character(name="Yanioth", harm=Harm(hp=10, max_hp=12))
        html = party_html([door, fine], "Party")
        rows = [text_of(row) for row in re.findall(r"<tr>(.*?)</tr>", html)]
        headers = rows[0].split()
        status = "Status" if language == "en" else "容体"
        assert headers[2] == status, headers
        assert " ".join(rows[1].split()).startswith(f"Vasana 0 / 18 {label(HarmStatus.DEATHS_DOOR)}")
        assert " ".join(rows[2].split()).startswith(f"Yanioth 10 / 12 {label(HarmStatus.FINE)}")
    finally:
        i18n.install("en")
