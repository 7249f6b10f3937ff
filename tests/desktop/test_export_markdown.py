"""Markdown export of a whole sheet (issue 8 point 4): every section, effective ratings (HQ-21),
checklists (ST-8), and hostile text from the file shown literally."""

from __future__ import annotations

import json
from pathlib import Path

from talekeeper.core.export.blocks import Word
from talekeeper.core.export.markdown import character_markdown, escape
from talekeeper.core.export.sheet import SECTIONS, character_sheet
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.dogs import Injury
from talekeeper.core.model.enums import InjuryStage
from talekeeper.desktop.export.words import WORDS, words

GOLDEN = Path(__file__).parents[1] / "golden" / "character-v1.tale.json"


def golden() -> Character:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data.pop("format")
    data.pop("schema_version")
    return Character.model_validate(data)


def _words_used(value: object, found: set[str]) -> None:
    if isinstance(value, Word):
        found.add(str(value))
    elif isinstance(value, (tuple, list)):
        for item in value:
            _words_used(item, found)
    elif hasattr(value, "__dataclass_fields__"):
        if type(value).__name__ == "Phrase":
            found.add(value.key)
        for name in value.__dataclass_fields__:
            _words_used(getattr(value, name), found)


def test_export_markdown_has_every_section_of_the_golden_sheet() -> None:
    text = character_markdown(golden(), words=words)
    for heading in ("# Vasana", "## Character", "## HeroQuest", "### Abilities", "### Hero points",
                    "### States of adversity", "### Lingering benefits", "### Improvements",
                    "## Dogs in the Vineyard", "### Stats", "### Traits", "### Relationships", "### Belongings",
                    "### Black armor", "### For the next conflict", "### Injury", "## Harm and recovery",
                    "### HP, armor and damage", "### Stat modifiers", "### Debilities", "### Problematic wounds",
                    "### Supplies and gear", "## Recent history"):
        assert f"\n{heading}\n" in f"\n{text}", heading
    assert len(character_sheet(golden()).sections) == len(SECTIONS) == 19
    # HQ-21: 17W hurt (-3) reads 14W; the affinity's +3 benefit also lifts its feat.
    assert "| Sword and Shield Fighting | Common ability | 17W | 14W |" in text
    assert "| Leap the Gap | Feat | 1W2 | 4W2 | rolls with Air Rune (Orlanth) |" in text
    assert "2 of 3 uses left; captured by Vasana" in text
    assert "- **Hero points:** 3" in text
    assert "| Hurt | HeroQuest | Sword and Shield Fighting, bruised sword arm | Physical |" in text
    assert "- **Acuity:** 3d6" in text and "| Farnan (father, dead) | Person | 2d8 |" in text
    assert "- **Description:** Bronze scale, dented at the left shoulder" in text
    assert "| Stat -1 | Will | shaken by the ghost | Not yet used |" in text
    assert "- **HP:** 12 / 18" in text and "- **Damage:** 1d8" in text and "- **WIS:** -1" in text
    assert "**Dazed**" in text
    assert "**Sprained ankle**\n\n- [x] Splint and crutch\n- [ ] Make Camp or rest\n" in text  # ST-8 checklist
    assert "- **Mess kit:** Yes" in text and "- **Provisions:** 4" in text
    assert "Lost a duel with Harvar: hurt" in text and "d20: 14 vs 9" in text
    assert "Sworn to avenge her father at the Battle of Dwernstead.\\\nOwes a favour" in text
    assert text.endswith("\n") and "\n\n\n" not in text


def test_export_markdown_dv19_injury_is_shown() -> None:
    character = golden()
    character = evolve(character, dogs=evolve(character.dogs, injury=Injury(fallout=17, stage=InjuryStage.TREATMENT, stakes="the ford")))
    text = character_markdown(character, words=words)
    section = text.split("### Injury\n\n", 1)[1].split("\n\n##", 1)[0]
    assert "- **Stage:** Injured: needs treatment" in section and "- **Fallout:** 17" in section
    assert "- **Stakes:** the ford" in section


def test_export_markdown_escapes_hostile_text_from_the_file() -> None:
    character = golden()
    hostile = evolve(
        character,
        name="<img src=x> *bold*",
        notes="# not a heading\n- not a list\n[link](http://x) | pipe",
        heroquest=evolve(character.heroquest, abilities=(
            evolve(character.heroquest.abilities[0], name="*bold* _it_ `code`"), *character.heroquest.abilities[1:])),
    )
    text = character_markdown(hostile, words=words)
    assert text.startswith("# \\<img src=x\\> \\*bold\\*\n")
    assert "<img" not in text.replace("\\<img", "")
    assert "| \\*bold\\* \\_it\\_ \\`code\\` | Common ability |" in text
    assert "\\# not a heading\\\n\\- not a list\\\n\\[link\\](http://x) \\| pipe" in text
    assert escape("1. first") == "1\\. first" and escape("a|b", at_start=False) == "a\\|b"


def test_export_every_label_id_has_words() -> None:
    found: set[str] = set()
    for build in SECTIONS:
        _words_used(build(golden()), found)
    found |= {"none", "yes", "no", "family.heroquest", "family.dogs", "family.harm", "aspect.body", "aspect.mind",
              "aspect.virtue", "effective.cannot_act", "detail.spirit_power", "stage", "fallout", "fallout_dice",
              "stakes", "soul_sold", "recover_locked", "advantage_next_roll", "stabilised", "permanent_injury",
              "temporary", "not_physical", "all_abilities", "used", "stat.acuity"}
    assert found <= set(WORDS), found - set(WORDS)


def test_export_markdown_reads_back_literally_in_a_commonmark_reader(qapp) -> None:
    """Qt's Markdown reader (md4c, CommonMark + tables) shows hostile names as typed, makes no
    image and no emphasis from them, and finds the tables."""
    from PySide6.QtGui import QTextDocument

    character = golden()
    hostile = evolve(character, name="<img src=x> *bold*", notes="1. not a list\n| a | b |")
    document = QTextDocument()
    document.setMarkdown(character_markdown(hostile, words=words))
    plain = document.toPlainText()
    assert "<img src=x> *bold*" in plain and "1. not a list" in plain and "| a | b |" in plain
    assert "<img" not in document.toHtml().replace("&lt;img", "")
    assert "Sword and Shield Fighting\n" in plain


def test_export_markdown_is_in_the_ui_language(qapp) -> None:
    """Labels come from the installed translation (the enum words are translated already; the
    export's own labels fall back to English until the lead's lupdate adds them)."""
    from talekeeper.desktop import i18n

    assert i18n.install("ja") == "ja"
    try:
        text = character_markdown(golden(), words=words)
    finally:
        i18n.install("en")
    assert ":** プレイヤーキャラクター\n" in text and "Player character" not in text
