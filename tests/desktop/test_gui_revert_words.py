"""File > Revert To… shows what differs in the sheet's own words and layout, in both languages."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Trait
from talekeeper.core.model.common import evolve
from talekeeper.desktop import i18n
from talekeeper.desktop.revert_dialog import RevertDialog
from talekeeper.desktop.words.diff import CAPTIONS, SECTIONS
from talekeeper.desktop.words.labels import label
from tests.gui import open_window

GOLDEN = Path(__file__).parents[1] / "golden"
TS = Path(__file__).resolve().parents[2] / "resources" / "translations" / "talekeeper_ja.ts"


def _two_versions(qtbot: QtBot, tmp_path: Path):
    path = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", path)
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(path)
    assert window.save()  # nothing changed: no version kept yet
    character = editor.character
    wound = character.harm.wounds[0]
    changed = evolve(
        character,
        harm=evolve(character.harm, hp=5, wounds=(evolve(wound, interim_effects="Limps; -1 forward on anything that needs running"),)),
        dogs=evolve(character.dogs, traits=(*character.dogs.traits, Trait(text="Steady hand", dice="2d6"))),
    )
    window.workspace.apply("change", {path: changed.recorded("change")})
    assert window.save()  # keeps the golden version
    return window, path


def _rows(dialog: RevertDialog) -> list[list[str]]:
    found = []
    for top in range(dialog.details.topLevelItemCount()):
        heading = dialog.details.topLevelItem(top)
        found.append([heading.text(0)])
        found += [[heading.child(i).text(c) for c in range(3)] for i in range(heading.childCount())]
    return found


def test_revert_to_lists_differences_by_section_field_and_item(qtbot: QtBot, tmp_path: Path) -> None:
    window, path = _two_versions(qtbot, tmp_path)
    dialog = RevertDialog(path, window.current_editor().character, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.list.count() == 1  # the first save wrote nothing (nothing changed): one version kept, the golden one
    wound = window.current_editor().character.harm.wounds[0].description
    rows = _rows(dialog)
    assert ["Dogs"] in rows and ["Harm"] in rows and ["History"] in rows
    assert ["Traits › Steady hand", "Steady hand (2d6)", "—"] in rows
    assert ["HP", "5", "12"] in rows
    assert [f"Problematic wounds › {wound} › Interim effects", "Limps; -1 forward on anything that needs running", "Disadvantage on rolls to run"] in rows
    assert ["Entries", "3", "2"] in rows
    assert not any("harm." in " ".join(r) or "->" in " ".join(r) for r in rows)  # no raw paths
    assert "differences: " in dialog.list.item(0).text() and "HP" in dialog.list.item(0).text()
    # nothing runs off the edge: the columns share the width, long values end in … with the whole in the tooltip
    header = dialog.details.header()
    assert sum(header.sectionSize(c) for c in range(3)) <= dialog.details.viewport().width() + 1
    harm = next(dialog.details.topLevelItem(i) for i in range(dialog.details.topLevelItemCount()) if dialog.details.topLevelItem(i).text(0) == "Harm")
    effects = next(harm.child(i) for i in range(harm.childCount()) if harm.child(i).text(0).endswith("Interim effects"))
    assert "Limps" in effects.toolTip(1)
    dialog.list.item(0).setSelected(True)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert dialog.chosen().harm.hp == 12


def test_revert_to_speaks_japanese(qtbot: QtBot, tmp_path: Path) -> None:
    assert i18n.install("ja") == "ja"
    try:
        window, path = _two_versions(qtbot, tmp_path)
        dialog = RevertDialog(path, window.current_editor().character, window)
        qtbot.addWidget(dialog)
        rows = _rows(dialog)
        assert ["ドッグズ"] in rows or any(r[0].startswith("ドッグズ") for r in rows)
        assert ["特徴 › Steady hand", "Steady hand (2d6)", "—"] in rows
        assert dialog.details.headerItem().text(1) != "Now"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("key", sorted({*CAPTIONS.values(), *SECTIONS.values()}))
def test_every_caption_is_one_the_editor_has_translated(key: tuple[str, str]) -> None:
    tree = ElementTree.parse(TS)
    found = {(c.findtext("name"), m.findtext("source")) for c in tree.getroot() for m in c.findall("message")}
    assert key in found


@pytest.mark.parametrize("language", ["en", "ja"])
def test_revert_to_names_states_of_adversity_by_what_they_are(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """Issue 20: a state was listed as "States of adversity › 977234f50b4b…"; it is its level and
    what it relates to (in words, or the abilities it touches), never its id."""
    from talekeeper.core.model import State, StateLevel

    assert i18n.install(language) == language
    try:
        path = tmp_path / "vasana.tale.json"
        shutil.copy(GOLDEN / "character-v1.tale.json", path)
        window = open_window(qtbot, tmp_path)
        editor = window.open_character(path)
        assert window.save()
        character = editor.character
        sword = character.heroquest.abilities[0]
        states = (State(level=StateLevel.HURT, relates_to="reputation in Boldhome"), State(level=StateLevel.IMPAIRED, ability_ids=(sword.id,)))
        window.workspace.apply("hurt", {path: evolve(character, heroquest=evolve(character.heroquest, states=states)).recorded("hurt")})
        assert window.save()  # the version kept has no states; putting it back removes both
        dialog = RevertDialog(path, window.current_editor().character, window)
        qtbot.addWidget(dialog)
        dialog.show()
        shown = [" ".join(r) for r in _rows(dialog)] + [dialog.list.item(0).text(), dialog.list.item(0).toolTip()]
        hurt, impaired = label(StateLevel.HURT), label(StateLevel.IMPAIRED)
        assert any(f"{hurt} — reputation in Boldhome" in line for line in shown), shown
        assert any(f"{impaired} — {sword.name}" in line for line in shown), shown
        assert not any(s.id in line or s.id[:8] in line for s in states for line in shown), shown
    finally:
        i18n.install("en")
