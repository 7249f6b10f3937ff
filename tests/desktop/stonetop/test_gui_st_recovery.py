"""Recover with tending (ST-20) and Make Camp for a party of three (ST-21), in the window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from talekeeper.core.dice import HandDice
from talekeeper.core.model import Campaign, Character, CharacterKind, Debilities, Harm, HarmStatus, Requirement, Wound
from talekeeper.core.storage import load_character
from talekeeper.desktop import dice_entry
from talekeeper.desktop.stonetop.camp_dialog import MakeCampDialog
from talekeeper.desktop.stonetop.move_dialog import MoveRollDialog
from talekeeper.desktop.stonetop.recover_dialog import RecoverDialog
from tests.gui import click_ok, drive, library_with, open_window, shot


def test_gui_st20_recover_at_prosperity_0_heals_4_and_clears_dazed_then_is_refused(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Aranel", harm=Harm(hp=5, max_hp=16, supplies=2, debilities=Debilities(dazed=True))))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def act(dialog: RecoverDialog) -> None:
        assert dialog.regain.isChecked() and "4 + Prosperity 0 + healer 0 = 4 HP" in dialog.gain.text()
        dialog.target.setCurrentIndex(dialog.target.findData("debility:dazed"))
        dialog.how.setText("a cool cloth and quiet")  # the GM calls it done: no requirements
        preview = dialog.preview.text()
        assert "Aranel's Dazed is tended and clears" in preview and "Aranel Recovers: +4 HP" in preview
        shot(dialog, "recover")
        click_ok(qtbot, dialog)

    drive(monkeypatch, RecoverDialog, act)
    window.play_actions["recover"].trigger()
    after = window.workspace.open(path).character
    assert (after.harm.hp, after.harm.supplies, after.harm.debilities.dazed, after.harm.recover_locked) == (9, 1, False, True)
    assert window.menu_actions.undo.text() == "Undo Aranel Recovers"

    def refused(dialog: RecoverDialog) -> None:
        assert not dialog.regain.isEnabled() and not dialog.regain.isChecked() and dialog.locked.isVisible()
        assert not dialog.ok_button.isEnabled()
        dialog.reject()

    drive(monkeypatch, RecoverDialog, refused)
    window.play_actions["recover"].trigger()
    window.save_all()
    assert load_character(path).harm.hp == 9


def test_gui_st20_tending_a_wound_writes_requirements_rolls_a_move_and_stabilises(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wound = Wound(description="Gashed thigh", requirements=(Requirement(text="Stop the bleeding"),))
    [path] = library_with(tmp_path, Character(name="Brennen", harm=Harm(hp=8, max_hp=16, supplies=3, wounds=(wound,), recover_locked=True)))
    window = open_window(qtbot, tmp_path)
    window.controller.campaign = Campaign(prosperity=1)
    window.open_character(path)

    def roll(dialog: MoveRollDialog) -> None:
        dialog.stat.setCurrentIndex(dialog.stat.findData("int"))
        qtbot.keyClicks(dialog.dice.group(6).line, "54")  # two d6: the digits may be typed together
        assert "Partial success" in dialog.outcome_label.text()
        click_ok(qtbot, dialog)

    def act(dialog: RecoverDialog) -> None:
        assert dialog.locked.isVisible()
        dialog.target.setCurrentIndex(dialog.target.findData("wound:" + wound.id))
        assert dialog.checklist.all_texts() == ["Stop the bleeding"]
        qtbot.keyClicks(dialog.checklist.text, "Splint")
        qtbot.keyClick(dialog.checklist.text, Qt.Key.Key_Return)
        assert dialog.isVisible() and dialog.checklist.all_texts() == ["Stop the bleeding", "Splint"]  # Enter adds; it does not apply
        dialog.checklist.items.setCurrentRow(0)
        qtbot.mouseClick(dialog.move_button, Qt.MouseButton.LeftButton)
        assert "still needed: Splint" in dialog.preview.text()
        dialog.checklist.items.item(1).setCheckState(Qt.CheckState.Checked)
        dialog.extra.setValue(1)
        assert "stabilised (not healed, ST-8)" in dialog.preview.text()
        click_ok(qtbot, dialog)

    drive(monkeypatch, MoveRollDialog, roll)
    drive(monkeypatch, RecoverDialog, act)
    window.play_actions["recover"].trigger()
    after = window.workspace.open(path).character
    [tended] = after.harm.wounds
    assert tended.stabilised and [r.done for r in tended.requirements] == [True, True]
    assert after.harm.supplies == 2 and after.harm.hp == 8
    assert [e.summary for e in after.history[-2:]] == ["Brennen rolls Stop the bleeding +INT: 9, Partial success (7-9)", "Brennen's 'Gashed thigh' is tended"]
    window.menu_actions.undo.trigger()  # the move and the tending are one step
    assert window.workspace.open(path).character.history == ()


def test_gui_st21_make_camp_for_three_sharing_food_a_mess_kit_and_a_bedroll(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = library_with(
        tmp_path,
        Character(name="Aranel", harm=Harm(hp=7, max_hp=16, provisions=1, mess_kit=True)),
        Character(name="Brennen", harm=Harm(hp=10, max_hp=10, debilities=Debilities(weakened=True))),
        Character(name="Cora", harm=Harm(hp=2, max_hp=8, bedroll=True)),
        Character(name="Ogre", kind=CharacterKind.MONSTER, harm=Harm(hp=3, max_hp=20)),
    )
    window = open_window(qtbot, tmp_path)
    window.roster.selectAll()
    assert len(window.selected_paths()) == 4
    dice_entry.dice_source = HandDice([5])

    def act(dialog: MakeCampDialog) -> None:
        assert [row.character.name for row in dialog.rows] == ["Cora", "Aranel", "Brennen"]  # the most hurt eat first
        assert [row.chosen() for row in dialog.rows] == ["hp", "hp", "weakened"]  # at full HP: not HP
        shown = " ".join(label.text() for label in dialog.findChildren(QLabel))
        assert "Ogre is a monster" in shown and "Play > NPCs Regain HP" in shown and "npc_regain" not in shown  # the menu, not an internal name
        assert not dialog.ok_button.isEnabled()  # Cora's bedroll die is still to roll
        qtbot.mouseClick(dialog.rows[0].bedroll.roll_button, Qt.MouseButton.LeftButton)
        dialog.peaceful.setChecked(True)
        preview = dialog.preview.text()
        assert "Food for the party: 1 use." in preview and "A mess kit: one use of food feeds 4 people." in preview
        assert preview.count("gave 1 use of provisions") == 1  # said once, on the giver's own lines
        assert "    • HP 7 → 15 of 16" in preview
        assert "gave 1 use of provisions for the meal" in preview  # Aranel's share, not what Aranel ate
        shot(dialog, "camp")
        click_ok(qtbot, dialog)

    drive(monkeypatch, MakeCampDialog, act)
    window.play_actions["camp"].trigger()
    aranel, brennen, cora, ogre = (window.workspace.open(p).character for p in paths)
    assert (aranel.harm.hp, aranel.harm.provisions) == (15, 0)  # ST-21: 7 of 16 -> 15
    assert not brennen.harm.debilities.weakened
    assert cora.harm.hp == 8 and cora.history[-1].dice == "1d6: 5"
    assert all(c.harm.advantage_next_roll for c in (aranel, brennen, cora))
    assert ogre.harm.hp == 3 and ogre.harm.status is HarmStatus.FINE
    assert window.menu_actions.undo.text() == "Undo Make Camp: Cora, Aranel, Brennen"
    window.menu_actions.undo.trigger()
    assert [window.workspace.open(p).character.harm.hp for p in paths[:3]] == [7, 10, 2]


def test_gui_st21_make_camp_refuses_when_food_runs_short_unless_told(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = library_with(
        tmp_path,
        Character(name="Aranel", harm=Harm(hp=1, max_hp=10, supplies=1)),
        Character(name="Brennen", harm=Harm(hp=1, max_hp=10)),
    )
    window = open_window(qtbot, tmp_path)
    window.roster.selectAll()

    def act(dialog: MakeCampDialog) -> None:
        assert not dialog.ok_button.isEnabled() and "needs 2 uses of food and has 1" in dialog.problem.text()
        dialog.short.setChecked(True)
        assert "Brennen did not eat" in dialog.preview.text() or "no benefit" in dialog.preview.text()
        click_ok(qtbot, dialog)

    drive(monkeypatch, MakeCampDialog, act)
    window.play_actions["camp"].trigger()
    assert [window.workspace.open(p).character.harm.hp for p in paths] == [6, 1]
