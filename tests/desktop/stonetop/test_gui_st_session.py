"""End of session (GM-2), downtime with its per-character preview (GM-3, HQ-25, HQ-27) and NPC
HP regain (ST "Regaining HP"), for a multi-selection of the roster, each as one undoable step."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.core.model import (
    Ability,
    AbilityKind,
    Character,
    CharacterKind,
    Debilities,
    Harm,
    HarmStatus,
    HeroQuest,
    State,
    StateLevel,
    Wound,
)
from talekeeper.core.storage import load_character
from talekeeper.desktop.stonetop.gm_session_dialog import DowntimeDialog, EndOfSessionDialog, NpcRegainDialog
from tests.gui import click_ok, drive, library_with, open_window, shot


def tree_lines(dialog: DowntimeDialog) -> dict[str, list[str]]:
    tree = dialog.tree
    return {
        tree.topLevelItem(i).text(0): [tree.topLevelItem(i).child(j).text(0) for j in range(tree.topLevelItem(i).childCount())]
        for i in range(tree.topLevelItemCount())
    }


def party(tmp_path: Path) -> list[Path]:
    fetish = Ability(name="Wind Fetish", rating="12", kind=AbilityKind.FETISH, uses_left=0, uses_per_day=3, captor="Yanioth")
    return library_with(
        tmp_path,
        Character(name="Aranel", harm=Harm(hp=3, max_hp=16, debilities=Debilities(dazed=True), wounds=(Wound(description="Cracked rib"),))),
        Character(name="Yanioth", heroquest=HeroQuest(abilities=(fetish,), states=(State(level=StateLevel.HURT), State(level=StateLevel.IMPAIRED))), harm=Harm(hp=4, max_hp=4)),
        Character(name="Zed", harm=Harm(hp=9, max_hp=9)),
    )


def test_gui_gm3_downtime_previews_every_change_per_character_then_applies_one_step(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = party(tmp_path)
    window = open_window(qtbot, tmp_path)
    window.roster.selectAll()

    def act(dialog: DowntimeDialog) -> None:
        dialog.days.setValue(2)
        lines = tree_lines(dialog)
        assert lines["Zed — nothing changes"] == []
        assert lines["Aranel — nothing changes"] == []  # 2 days is no Convalesce (GM-3)
        assert "Hurt (HeroQuest) healed" in lines["Yanioth"] and "fetish Wind Fetish: uses 0 → 3 (HQ-27)" in lines["Yanioth"]
        dialog.days.setValue(21)
        dialog.healer.setChecked(True)
        lines = tree_lines(dialog)
        assert "HP 3 → 16 of 16" in lines["Aranel"] and "Dazed cleared" in lines["Aranel"] and "'Cracked rib' healed" in lines["Aranel"]
        assert "Impaired (HeroQuest) healed" in lines["Yanioth"]  # 21 days: 3 impaired may heal (HQ-25)
        shot(dialog, "downtime")
        click_ok(qtbot, dialog)

    drive(monkeypatch, DowntimeDialog, act)
    window.play_actions["downtime"].trigger()
    aranel, yanioth, zed = (window.workspace.open(p).character for p in paths)
    assert (aranel.harm.hp, aranel.harm.debilities.dazed, aranel.harm.wounds) == (16, False, ())
    assert yanioth.heroquest.states == () and yanioth.heroquest.abilities[0].uses_left == 3
    assert zed.history == ()
    assert window.menu_actions.undo.text() == "Undo Downtime: 21 days for 3 characters"
    assert sorted(p.name for p in window.workspace.dirty_paths()) == sorted(p.name for p in paths[:2])
    window.menu_actions.undo.trigger()
    assert window.workspace.open(paths[0]).character.harm.hp == 3 and window.workspace.open(paths[1]).character.heroquest.abilities[0].uses_left == 0
    window.menu_actions.redo.trigger()
    window.save_all()
    assert load_character(paths[1]).heroquest.abilities[0].uses_left == 3


def test_gui_gm2_end_of_session_awards_hero_points_and_clears_hurts(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = party(tmp_path)
    window = open_window(qtbot, tmp_path)
    window.roster.selectAll()

    def act(dialog: EndOfSessionDialog) -> None:
        dialog.hero_points.setValue(2)
        lines = tree_lines(dialog)
        assert "Hurt (HeroQuest) cleared at the end of the session" in lines["Yanioth"]
        assert "hero points 0 → 2" in lines["Zed"]
        click_ok(qtbot, dialog)

    drive(monkeypatch, EndOfSessionDialog, act)
    window.play_actions["session"].trigger()
    assert [window.workspace.open(p).character.heroquest.hero_points for p in paths] == [2, 2, 2]
    assert [s.level for s in window.workspace.open(paths[1]).character.heroquest.states] == [StateLevel.IMPAIRED]
    assert window.menu_actions.undo.text() == "Undo End of session for 3 characters"


def test_gui_npcs_and_monsters_regain_hp_by_the_gm_guideline(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = library_with(
        tmp_path,
        Character(name="Bandit", kind=CharacterKind.NPC, harm=Harm(hp=0, max_hp=9, status=HarmStatus.OUT_OF_ACTION)),
        Character(name="Ogre", kind=CharacterKind.MONSTER, harm=Harm(hp=4, max_hp=20)),
        Character(name="Aranel", harm=Harm(hp=1, max_hp=16)),
    )
    window = open_window(qtbot, tmp_path)
    window.roster.selectAll()

    def act(dialog: NpcRegainDialog) -> None:
        assert [dialog.table.sheets[i].name for i in dialog.ids] == ["Bandit", "Ogre"]  # a player character recovers by moves
        lines = tree_lines(dialog)
        assert "HP 0 → 5 of 9" in lines["Bandit"] and "HP 4 → 14 of 20" in lines["Ogre"]
        dialog.rest.setCurrentIndex(dialog.rest.findData("minutes"))
        assert dialog.amount.isEnabled()
        dialog.amount.setValue(3)
        click_ok(qtbot, dialog)

    drive(monkeypatch, NpcRegainDialog, act)
    window.play_actions["npc_regain"].trigger()
    bandit, ogre, aranel = (window.workspace.open(p).character for p in paths)
    assert (bandit.harm.hp, bandit.harm.status, ogre.harm.hp, aranel.harm.hp) == (3, HarmStatus.FINE, 7, 1)
