"""One way to heal in HeroQuest (issue 21, point 2), in the window: First aid (FA-1) collects its
HQ-22, HQ-23 and HQ-24 treatments with HeroQuest Healing's own dialog, and both give the same
sheet for the same healer and dice."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Ability, Character, HeroQuest, State, StateLevel
from talekeeper.core.rules.heroquest import Healing, Rating
from talekeeper.desktop import heroquest
from talekeeper.desktop.heroquest.healing_dialog import HealingDialog
from talekeeper.desktop.stonetop import actions
from talekeeper.desktop.stonetop.first_aid_dialog import FirstAidDialog
from tests.gui import click_ok, drive, library_with, open_window, type_faces

LEFT = Qt.MouseButton.LeftButton
DICE = {Healing.FIRST_AID: [9], Healing.RESCUE: [4, 17]}
"""HQ-22: 16 - 3 = 13, a 9 succeeds; HQ-24: 16 against 20, both succeed: a marginal victory (injured)."""


def people(tmp_path: Path) -> tuple[Path, Path]:
    bor = Character(name="Bor", heroquest=HeroQuest(states=(State(level=StateLevel.HURT, relates_to="arm"), State(level=StateLevel.DYING, source="the fall"))))
    ana = Character(name="Ana", heroquest=HeroQuest(abilities=(Ability(name="Heal Wounds", rating=Rating(16)),)))
    bor_path, ana_path = library_with(tmp_path, bor, ana)
    return bor_path, ana_path


def healing_by(qtbot: QtBot, healer: Path, seen: list[Healing]):
    def heal(dialog: HealingDialog) -> None:
        action = dialog.current_action()
        assert action is not None
        seen.append(action)
        dialog.healer.who.setCurrentIndex(dialog.healer.who.findData(str(healer)))
        assert dialog.healer.ability.currentText().startswith("Heal Wounds")
        type_faces(dialog.dice, DICE[action])
        click_ok(qtbot, dialog)

    return heal


def written(character: Character) -> list[tuple[object, ...]]:
    return [(e.kind, e.summary, e.dice, e.details, e.events) for e in character.history]


def test_gui_fa1_hq22_hq24_and_hq_healing_give_the_same_sheet_for_the_same_healer_and_dice(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """HQ-22 then HQ-24 on Bor by Ana: twice from Play > HeroQuest Healing, then (undone) both in
    one First aid; the sheets are the same, history and all, and Ana's is untouched."""
    bor, ana = people(tmp_path)
    window = open_window(qtbot, tmp_path)
    before, ana_before = window.workspace.sheet(bor), window.workspace.sheet(ana)
    seen: list[Healing] = []
    drive(monkeypatch, HealingDialog, healing_by(qtbot, ana, seen))
    assert heroquest.heal(window.runner, bor, None, Healing.FIRST_AID)
    assert heroquest.heal(window.runner, bor, None, Healing.RESCUE)
    by_healing = window.workspace.sheet(bor)
    assert [s.level for s in by_healing.heroquest.states] == [StateLevel.INJURED]
    window.menu_actions.undo.trigger()
    window.menu_actions.undo.trigger()
    assert window.workspace.sheet(bor) == before

    def act(dialog: FirstAidDialog) -> None:
        assert {"hq22", "hq23", "hq24"} <= set(dialog.boxes)
        qtbot.mouseClick(dialog.boxes["hq22"], LEFT)
        qtbot.mouseClick(dialog.boxes["hq24"], LEFT)
        assert "Rescue of Bor from dying: Marginal victory" in dialog.log.text()
        click_ok(qtbot, dialog)

    drive(monkeypatch, FirstAidDialog, act)
    actions.first_aid(window.runner, bor)
    by_first_aid = window.workspace.sheet(bor)
    assert seen == [Healing.FIRST_AID, Healing.RESCUE] * 2
    assert by_first_aid.heroquest == by_healing.heroquest
    assert written(by_first_aid)[-2:] == written(by_healing)[-2:]
    assert [ev.params for e in by_first_aid.history[-2:] for ev in e.events if ev.kind == "hq.healer"] == [{"healer": "Ana"}] * 2
    assert window.menu_actions.undo.text() == "Undo First aid for Bor"
    assert window.workspace.sheet(ana) == ana_before  # the healer's sheet is read, never changed


def test_gui_fa1_hq23_hq24_treat_the_patient_as_treated_so_far(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """FA-1 opens HeroQuest Healing on Bor as its earlier treatments left him: after the rescue
    (dying -> injured), major healing lists the injury, not the dying state."""
    bor, ana = people(tmp_path)
    window = open_window(qtbot, tmp_path)
    listed: list[list[str]] = []

    def heal(dialog: HealingDialog) -> None:
        listed.append([dialog.states.item(r).text() for r in range(dialog.states.count())])
        if dialog.current_action() is Healing.RESCUE:
            dialog.healer.who.setCurrentIndex(dialog.healer.who.findData(str(ana)))
            type_faces(dialog.dice, DICE[Healing.RESCUE])
            click_ok(qtbot, dialog)
        else:
            dialog.reject()

    def act(dialog: FirstAidDialog) -> None:
        qtbot.mouseClick(dialog.boxes["hq24"], LEFT)
        assert "hq24" not in dialog.boxes
        qtbot.mouseClick(dialog.boxes["hq23"], LEFT)  # cancelled: nothing more treated
        click_ok(qtbot, dialog)

    drive(monkeypatch, HealingDialog, heal)
    drive(monkeypatch, FirstAidDialog, act)
    actions.first_aid(window.runner, bor)
    assert listed == [["Dying (HeroQuest) the fall"], ["Hurt (HeroQuest) arm", "Injured (HeroQuest) the fall"]]
    assert [s.level for s in window.workspace.sheet(bor).heroquest.states] == [StateLevel.HURT, StateLevel.INJURED]
