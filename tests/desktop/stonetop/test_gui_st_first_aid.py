"""First aid (FA-1), Convalesce (ST-22) and a move roll on its own (ST-9), in the window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, CharacterKind, Debilities, Dogs, Harm, HarmStatus, HeroQuest, State, StateLevel, Wound
from talekeeper.core.model.dogs import Injury, InjuryStage
from talekeeper.core.rules.heroquest import Healing
from talekeeper.desktop.heroquest.healing_dialog import HealingDialog
from talekeeper.desktop.stonetop.convalesce_dialog import ConvalesceDialog
from talekeeper.desktop.stonetop.deaths_door_dialog import DeathsDoorDialog
from talekeeper.desktop.stonetop.first_aid_dialog import FirstAidDialog
from talekeeper.desktop.stonetop.move_dialog import MoveRollDialog
from talekeeper.desktop.stonetop.recover_dialog import RecoverDialog
from tests.gui import click_ok, drive, library_with, open_window, shot, type_faces


def test_gui_fa1_first_aid_offers_only_what_applies_and_applies_all_as_one_step(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hurt = State(level=StateLevel.HURT, relates_to="sword arm")
    [path] = library_with(tmp_path, Character(
        name="Vasana",
        heroquest=HeroQuest(states=(hurt,)),
        dogs=Dogs(injury=Injury(fallout=17, stage=InjuryStage.TREATMENT)),
        harm=Harm(hp=0, max_hp=18, status=HarmStatus.DEATHS_DOOR, debilities=Debilities(dazed=True)),
    ))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def door(dialog: DeathsDoorDialog) -> None:
        assert dialog.tended.isChecked() and dialog.dice.sizes == (6, 6, 6)  # ST-6: tending gives advantage
        type_faces(dialog.dice, [6, 2, 5])
        click_ok(qtbot, dialog)

    def tend(dialog: RecoverDialog) -> None:
        assert dialog.target.currentData() == "debility:dazed" and not dialog.regain.isChecked()
        click_ok(qtbot, dialog)

    def heal(dialog: HealingDialog) -> None:  # HQ-22 as HeroQuest Healing collects it
        assert dialog.current_action() is Healing.FIRST_AID and dialog.dice.sizes == (20,)
        qtbot.mouseClick(dialog.outsider, Qt.MouseButton.LeftButton)  # a healer not in the library
        dialog.outsider_rating.setText("15")
        type_faces(dialog.dice, [7])  # 15 - 3 = 12: a success
        click_ok(qtbot, dialog)

    def act(dialog: FirstAidDialog) -> None:
        assert set(dialog.boxes) == {"hq22", "hq23", "st20", "st6"}  # no one is dying: no rescue
        assert "Dogs: Injured: needs treatment (fallout 17)" in dialog.suffers.text()
        shot(dialog, "first_aid")
        qtbot.mouseClick(dialog.boxes["hq22"], Qt.MouseButton.LeftButton)
        assert "hq22" not in dialog.boxes and "First aid on Vasana: Minor victory" in dialog.log.text()
        qtbot.mouseClick(dialog.boxes["st6"], Qt.MouseButton.LeftButton)
        assert "st6" not in dialog.boxes
        qtbot.mouseClick(dialog.boxes["st20"], Qt.MouseButton.LeftButton)
        assert set(dialog.boxes) == set()
        click_ok(qtbot, dialog)

    drive(monkeypatch, HealingDialog, heal)
    drive(monkeypatch, DeathsDoorDialog, door)
    drive(monkeypatch, RecoverDialog, tend)
    drive(monkeypatch, FirstAidDialog, act)
    window.play_actions["first_aid"].trigger()
    after = window.workspace.open(path).character
    assert after.heroquest.states == () and not after.harm.debilities.dazed
    assert (after.harm.hp, after.harm.status) == (1, HarmStatus.FINE)
    assert window.menu_actions.undo.text() == "Undo First aid for Vasana"
    window.menu_actions.undo.trigger()
    assert window.workspace.open(path).character.harm.status is HarmStatus.DEATHS_DOOR


def test_gui_fa1_hq24_rescue_from_dying_is_offered_for_the_dying(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Harvar", heroquest=HeroQuest(states=(State(level=StateLevel.DYING),))))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def rescue(dialog: HealingDialog) -> None:
        assert dialog.current_action() is Healing.RESCUE and dialog.resistance.text() == "20"  # HQ-24: 14 + 6
        qtbot.mouseClick(dialog.outsider, Qt.MouseButton.LeftButton)
        dialog.outsider_rating.setText("10W")
        type_faces(dialog.dice, [3, 18])
        click_ok(qtbot, dialog)

    def act(dialog: FirstAidDialog) -> None:
        assert set(dialog.boxes) == {"hq23", "hq24"}
        qtbot.mouseClick(dialog.boxes["hq24"], Qt.MouseButton.LeftButton)
        click_ok(qtbot, dialog)

    drive(monkeypatch, HealingDialog, rescue)
    drive(monkeypatch, FirstAidDialog, act)
    window.play_actions["first_aid"].trigger()
    assert [s.level for s in window.workspace.open(path).character.heroquest.states] == [StateLevel.INJURED]


def test_gui_st22_convalesce_with_a_plan_for_a_permanent_injury_then_retire(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    arm = Wound(description="Lost her left hand")
    [path] = library_with(tmp_path, Character(name="Ivy", harm=Harm(hp=2, max_hp=14, debilities=Debilities(miserable=True), wounds=(arm,))))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def plan(dialog: ConvalesceDialog) -> None:
        dialog.days.setValue(2)
        assert not dialog.ok_button.isEnabled() and "3 or more" in dialog.problem.text()
        dialog.days.setValue(5)
        dialog.plan.setChecked(True)
        dialog.steps.setPlainText("design and build a device to draw one-handed\nlearn to use it\nmonths of practice")
        dialog.interim.setText("her bow has the reload tag; disadvantage to Let Fly")
        shot(dialog, "convalesce")
        click_ok(qtbot, dialog)

    drive(monkeypatch, ConvalesceDialog, plan)
    window.editor_for(path).harm.action_buttons["convalesce"].click()
    after = window.workspace.open(path).character
    [wound] = after.harm.wounds
    assert (after.harm.hp, after.harm.debilities.miserable) == (14, False)
    assert wound.permanent and [r.text for r in wound.requirements][-1] == "months of practice"
    assert wound.interim_effects.startswith("her bow")

    def leave(dialog: ConvalesceDialog) -> None:
        dialog.rest.setChecked(False)
        dialog.retire.setChecked(True)
        dialog.reason.setText("takes up the forge")
        click_ok(qtbot, dialog)

    drive(monkeypatch, ConvalesceDialog, leave)
    window.play_actions["convalesce"].trigger()
    assert window.workspace.open(path).character.kind is CharacterKind.NPC


def test_gui_st9_a_move_roll_on_its_own_uses_debilities_and_the_good_rest(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Cora", harm=Harm(hp=5, max_hp=10, debilities=Debilities(dazed=True), advantage_next_roll=True)))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def act(dialog: MoveRollDialog) -> None:
        dialog.stat.setCurrentIndex(dialog.stat.findData("int"))
        assert dialog.dice.sizes == (6, 6) and "cancel" in dialog.reasons.text()  # dazed vs the good rest
        dialog.stat.setCurrentIndex(dialog.stat.findData("str"))
        assert dialog.dice.sizes == (6, 6, 6)
        qtbot.keyClicks(dialog.dice.group(6).line, "1 6 4")
        assert "Full success" in dialog.outcome_label.text()
        click_ok(qtbot, dialog)

    drive(monkeypatch, MoveRollDialog, act)
    window.play_actions["move"].trigger()
    after = window.workspace.open(path).character
    assert not after.harm.advantage_next_roll and after.history[-1].dice == "3d6: 1, 6, 4 → 6 + 4 = 10"
