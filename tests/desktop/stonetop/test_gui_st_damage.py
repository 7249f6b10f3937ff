"""Take damage and Death's Door in the window, driven as a person would (ST-2..ST-6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.dice import HandDice
from talekeeper.core.model import Character, CharacterKind, Debilities, Harm, HarmStatus
from talekeeper.core.storage import load_character
from talekeeper.desktop import dice_entry
from talekeeper.desktop.stonetop.damage_dialog import TakeDamageDialog
from talekeeper.desktop.stonetop.deaths_door_dialog import DeathsDoorDialog
from tests.events import params
from tests.gui import click_ok, drive, library_with, open_window, shot, type_faces


def test_gui_st4_take_damage_5_with_1_piercing_against_2_armor_loses_4(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Aranel", harm=Harm(hp=10, max_hp=16, armor=2, recover_locked=True)))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def act(dialog: TakeDamageDialog) -> None:
        row = dialog.rows[0]
        row.dice.selectAll()
        qtbot.keyClicks(row.dice, "d8")
        assert row.severity.currentData() is None  # typed: a prepared danger's dice
        row.piercing.setValue(1)
        assert not dialog.ok_button.isEnabled() and dialog.preview.text() == ""  # nobody rolled yet
        assert dialog.problem.accessibleName().startswith("Hint: ") and dialog.problem.text() == "Roll the dice, or type the faces you rolled."
        qtbot.keyClicks(dialog.dice.group(8).line, "5")
        lines = dialog.preview.text().splitlines()
        assert lines[0] == "Aranel takes 5 damage: −4 HP"
        assert lines[2:5] == ["    • 5 damage − armor 1 (2, 1 piercing) = 4", "    • HP 10 → 6 of 16", "    • can Recover again (ST-20)"]
        dialog.source.setText("a goblin's spear")
        shot(dialog, "damage")
        click_ok(qtbot, dialog)

    drive(monkeypatch, TakeDamageDialog, act)
    window.play_actions["damage"].trigger()
    after = window.workspace.open(path).character
    assert (after.harm.hp, after.harm.recover_locked) == (6, False)
    assert after.history[-1].summary == "Aranel takes 5 damage from a goblin's spear: −4 HP"
    assert params(after.history[-1], "harm.took_damage")["entered"] is True
    assert window.menu_actions.undo.text() == "Undo Aranel takes 5 damage"
    window.menu_actions.undo.trigger()
    assert window.workspace.open(path).character.harm.hp == 10
    window.menu_actions.redo.trigger()
    window.save_all()
    assert load_character(path).harm.hp == 6


def test_gui_st3_six_d6_piercing_and_a_d8_plus_3_roll_d8_plus_9(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Brennen", harm=Harm(hp=20, max_hp=20, armor=3)))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    dice_entry.dice_source = HandDice([4])

    def act(dialog: TakeDamageDialog) -> None:
        for _ in range(6):
            dialog.rows[-1].piercing.setValue(1)
            qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        last = dialog.rows[-1]
        last.dice.setText("d8+3")
        assert dialog.dice.sizes == (8,)
        qtbot.mouseClick(dialog.dice.roll_button, Qt.MouseButton.LeftButton)
        lines = dialog.preview.text().splitlines()
        assert dialog.sum.text() == "1d8+9: 4 = 13"
        assert lines[2] == "    • 13 damage − armor 2 (3, 1 piercing) = 11"
        click_ok(qtbot, dialog)

    drive(monkeypatch, TakeDamageDialog, act)
    window.play_actions["damage"].trigger()
    after = window.workspace.open(path).character
    assert after.harm.hp == 9
    assert after.history[-1].dice == "1d8+9: 4 = 13" and params(after.history[-1], "harm.took_damage")["entered"] is False


def test_gui_st5_st6_a_lethal_hit_to_0_sends_a_pc_to_deaths_door_and_tending_gives_advantage(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    [path] = library_with(tmp_path, Character(name="Cora", harm=Harm(hp=3, max_hp=12, debilities=Debilities(weakened=True))))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def hit(dialog: TakeDamageDialog) -> None:
        dialog.rows[0].severity.setCurrentIndex(dialog.rows[0].severity.findData("death"))
        assert dialog.dice.sizes == (10,)
        qtbot.keyClicks(dialog.dice.group(10).line, "9")
        assert "at Death's Door. Roll it next (ST-6)." in dialog.preview.text()
        click_ok(qtbot, dialog)

    def roll(dialog: DeathsDoorDialog) -> None:
        assert dialog.dice.sizes == (6, 6)
        qtbot.mouseClick(dialog.tended, Qt.MouseButton.LeftButton)
        assert dialog.dice.sizes == (6, 6, 6)  # ST-6: tending gives advantage
        qtbot.keyClicks(dialog.dice.group(6).line, "1 6 5")
        assert "3d6: 1, 6, 5 → 6 + 5 = 11" in dialog.outcome_label.text()
        assert dialog.marked_row.isVisible() and not dialog.fates.isVisible()
        qtbot.keyClicks(dialog.marked, "a white streak in her hair")
        shot(dialog, "deaths_door")
        click_ok(qtbot, dialog)

    drive(monkeypatch, TakeDamageDialog, hit)
    drive(monkeypatch, DeathsDoorDialog, roll)
    window.play_actions["damage"].trigger()
    after = window.workspace.open(path).character
    assert (after.harm.hp, after.harm.status) == (1, HarmStatus.FINE)
    assert params(after.history[-1], "harm.marked_by_death") == {"note": "a white streak in her hair"}
    assert window.menu_actions.undo.text() == "Undo Cora rolls Death's Door"
    window.menu_actions.undo.trigger()
    assert window.workspace.open(path).character.harm.status is HarmStatus.DEATHS_DOOR


def test_gui_st6_a_6_or_less_needs_a_fate(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Dell", harm=Harm(hp=0, max_hp=12, status=HarmStatus.DEATHS_DOOR)))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def roll(dialog: DeathsDoorDialog) -> None:
        type_faces(dialog.dice, [2, 3])
        assert dialog.fates.isVisible() and not dialog.ok_button.isEnabled()
        assert "chooses one of the three fates" in dialog.problem.text()
        dialog.fate_buttons[next(iter(dialog.fate_buttons))].click()
        dialog.fate_buttons[list(dialog.fate_buttons)[2]].click()
        click_ok(qtbot, dialog)

    drive(monkeypatch, DeathsDoorDialog, roll)
    window.play_actions["deaths_door"].trigger()
    after = window.workspace.open(path).character
    assert after.harm.status is HarmStatus.OUT_OF_ACTION and "thrall of a Thing Below" in after.tags


@pytest.mark.parametrize(("kind", "choice", "status"), [
    (CharacterKind.FOLLOWER, "deaths_door", HarmStatus.DEATHS_DOOR),
    (CharacterKind.NPC, "dead", HarmStatus.DEAD),
    (CharacterKind.MONSTER, "out_of_action", HarmStatus.OUT_OF_ACTION),
])
def test_gui_st5_followers_and_npcs_at_0_hp_the_gm_decides(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: CharacterKind, choice: str, status: HarmStatus
) -> None:
    [path] = library_with(tmp_path, Character(name="Grunt", kind=kind, harm=Harm(hp=2, max_hp=6)))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def hit(dialog: TakeDamageDialog) -> None:
        assert dialog.at_zero.isVisible()
        assert (dialog.at_zero.findData("deaths_door") >= 0) == (kind is CharacterKind.FOLLOWER)
        dialog.at_zero.setCurrentIndex(dialog.at_zero.findData(choice))
        qtbot.keyClicks(dialog.dice.group(6).line, "5")
        assert "GM decides" in dialog.preview.text()
        click_ok(qtbot, dialog)

    rolls = drive(monkeypatch, DeathsDoorDialog, lambda dialog: dialog.reject())
    drive(monkeypatch, TakeDamageDialog, hit)
    window.play_actions["damage"].trigger()
    assert window.workspace.open(path).character.harm.status is status
    assert len(rolls) == (1 if kind is CharacterKind.FOLLOWER else 0)  # the follower's player may roll
