"""One way to heal in HeroQuest (issue 21, point 2): HQ-22 first aid, HQ-23 major healing and HQ-24
rescue from dying are one input (`core.operations.heroquest.Heal`) and one rule path
(`core.rules.heroquest.healing.treat`), whether made from HeroQuest Healing or from First aid (FA-1).

`tests/golden/character-v6-first-aid.tale.json` was written by First aid's own HQ treatments before
they became `Heal` (main at a26c26b: `HqFirstAid`, `HqMajorHealing`, `HqRescue`); its history must
read as it did, and the same treatments made now must write the same entries."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from talekeeper.core.model import Character
from talekeeper.core.storage import load_character
from talekeeper.desktop import i18n
from talekeeper.desktop.words.wording import entry_details, entry_headline

GOLDEN = Path(__file__).parent / "golden" / "character-v6-first-aid.tale.json"

ENGLISH = [
    ["First aid on Harvar: Minor victory", "d20: 12", "Rolled 12 against 12: success", "1 hurt removed"],
    ["First aid on Harvar: Minor defeat", "d20: 19", "Rolled 19 against 12: failure", "1 hurt remains"],
    ["Major healing of Harvar: Major victory", "d20: 4, 16", "Rolled 4 against 17W: success, bumped to critical",
     "The resistance rolled 16 against 14: failure", "The roll bumped up 1 time by masteries (HQ-6)", "Critical against failure → Major victory",
     "Injured healed"],
    ["Rescue of Harvar from dying: Marginal victory", "d20: 3, 18", "healer: Ana", "Ana rolled 3 against 10: success",
     "The resistance rolled 18 against 20: success", "Success against success → Marginal victory", "Dying → Injured"],
]
JAPANESE = [
    ["Harvarへの応急手当て：通常勝利", "d20: 12", "目標値12に対して出目12、成功", "かすり傷1個が治った"],
    ["Harvarへの応急手当て：通常敗北", "d20: 19", "目標値12に対して出目19、失敗", "かすり傷1個が残る"],
    ["Harvarの大治癒：大勝利", "d20: 4, 16", "目標値17Wに対して出目4、成功からクリティカルに変化", "抵抗値：目標値14に対して出目16、失敗",
     "ロールは支配のルーンにより1段階上昇（HQ-6）", "クリティカル 対 失敗 → 大勝利", "重傷が治った"],
    ["Harvarの瀕死からの救出：ぎりぎり勝利", "d20: 3, 18", "治療者：Ana", "Ana：目標値10に対して出目3、成功", "抵抗値：目標値20に対して出目18、成功",
     "成功 対 成功 → ぎりぎり勝利", "瀕死 → 重傷"],
]


def worded(character: Character) -> list[list[str]]:
    return [[entry_headline(e, character.name), e.dice, *entry_details(e, character.name)] for e in character.history]


@pytest.mark.parametrize(("language", "lines"), [("en", ENGLISH), ("ja", JAPANESE)])
def test_fa1_hq22_hq23_hq24_golden_history_reads_as_before(qapp: QApplication, language: str, lines: list[list[str]]) -> None:
    sheet = load_character(GOLDEN)
    assert i18n.install(language) == language
    try:
        assert worded(sheet) == lines
    finally:
        i18n.install("en")


def test_the_first_entry_worded_in_a_new_process_shows_its_levels_in_words(tmp_path: Path) -> None:
    """A history read before any rules module is imported (a sheet opened at start-up, an export
    from the command line) showed the first entry's level as stored: "First aid on Harvar:
    minor_victory"."""
    script = ("from pathlib import Path\nfrom talekeeper.core.storage import load_character\n"
              "from talekeeper.desktop.words.wording import entry_headline\n"
              f"sheet = load_character(Path({str(GOLDEN)!r}))\nprint(entry_headline(sheet.history[0], sheet.name))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120, cwd=tmp_path)
    assert done.stdout.strip() == ENGLISH[0][0]
