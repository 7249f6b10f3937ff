"""Healing from a character's states (HQ-22 first aid, HQ-24 rescue) and the improvement dialog
(HQ-26), each applied as one undo step and written to history."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.core.model import Ability, Character, HeroQuest, State, StateLevel
from talekeeper.core.rules.heroquest import ContestKind, Healing, Rating
from talekeeper.core.storage import Library
from talekeeper.desktop import heroquest
from talekeeper.desktop.heroquest.healing_dialog import HealingDialog
from talekeeper.desktop.heroquest.improve_dialog import ImproveDialog
from tests.desktop.heroquest.contests import driving
from tests.gui import open_window

GOLDEN = Path(__file__).parents[2] / "golden"
SWORD = "00000000000000000000000000000001"
HURT = "00000000000000000000000000000008"


@pytest.fixture
def library(tmp_path: Path) -> Path:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    heal = Ability(name="Heal wounds", rating=Rating(16))
    dying = State(level=StateLevel.DYING, source="troll's club")
    Library(tmp_path).create(Character(name="Harvar", heroquest=HeroQuest(abilities=(heal,), states=(dying,))))
    return tmp_path


def roll(dice, values: list[int]) -> None:
    talekeeper.desktop.dice_entry.dice_source = HandDice(values)
    dice.roll_button.click()


def test_hq22_first_aid_from_the_states_table_then_undo(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.states.view.selectRow(0)

    def drive(dialog: HealingDialog) -> None:
        assert dialog.current_action() is Healing.FIRST_AID
        assert "Healer's target: 11W" in dialog.target.text()  # 14W with the hurt's -3 (HQ-22)
        assert not dialog.apply_button.isEnabled()
        roll(dialog.dice, [18])  # a failure bumped by the mastery: success
        assert dialog.apply_button.isEnabled()
        assert dialog.outcome_label.text() == "Outcome: Minor victory"
        dialog.apply_button.click()

    driving(monkeypatch, HealingDialog, drive)
    editor.heroquest.heal_button.click()
    character = window.workspace.sheet(library / "vasana.tale.json")
    assert character.heroquest.states == ()
    assert character.history[-1].summary == "First aid on Vasana: Minor victory"
    window.menu_actions.undo.trigger()
    assert window.workspace.sheet(library / "vasana.tale.json").heroquest.states[0].id == HURT


def test_hq24_rescue_from_dying(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """HQ-24: another hero (Vasana) makes the rescue; the dying cannot rescue themselves."""
    window = open_window(qtbot, library)
    harvar = library / "Harvar.tale.json"

    def drive(dialog: HealingDialog) -> None:
        assert dialog.current_action() is Healing.RESCUE
        assert dialog.resistance.text() == "20"  # default_resistance + 6 (HQ-24)
        dialog.healer.who.setCurrentIndex(dialog.healer.who.findData(str(library / "vasana.tale.json")))
        roll(dialog.dice, [2, 15])  # success against failure: minor victory
        dialog.apply_button.click()

    driving(monkeypatch, HealingDialog, drive)
    state_id = window.workspace.sheet(harvar).heroquest.states[0].id
    assert heroquest.heal(window.runner, harvar, state_id, Healing.RESCUE)
    assert [s.level for s in window.workspace.sheet(harvar).heroquest.states] == [StateLevel.INJURED]


def test_hq26_improve_an_ability_from_the_sheet(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)

    def drive(dialog: ImproveDialog) -> None:
        assert dialog.ability.currentData() == SWORD
        dialog.steps.setValue(2)
        assert "Costs 6" in dialog.cost.text() and not dialog.apply_button.isEnabled()  # Vasana has 3
        dialog.temporary.setChecked(True)
        assert "Costs 3" in dialog.cost.text() and dialog.apply_button.isEnabled()
        dialog.apply_button.click()

    driving(monkeypatch, ImproveDialog, drive)
    editor.heroquest.improve_button.click()
    character = window.workspace.sheet(library / "vasana.tale.json")
    assert str(character.heroquest.abilities[0].rating) == "19W" and character.heroquest.hero_points == 0
    record = character.heroquest.improvements[-1]
    assert (record.item, record.amount, record.permanent, record.cost) == ("ability", 2, False, 3)
    assert window.menu_actions.undo.text() == "Undo Improvement for Vasana: Raise an ability (+1 to +4)"


def test_every_hq_control_has_an_accessible_name(qtbot: QtBot, library: Path) -> None:
    from PySide6.QtWidgets import QAbstractItemView, QComboBox, QLineEdit, QSpinBox

    from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
    from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
    from talekeeper.desktop.heroquest.picker import AugmentDialog

    window = open_window(qtbot, library)
    vasana = library / "vasana.tale.json"
    sheets = window.runner.sheets()
    contest = ContestDialog(sheets, [vasana, library / "Harvar.tale.json"], window, ability_id=SWORD, kind=ContestKind.GROUP)
    roll(contest.dice, [5, 6, 7, 8])
    dialogs = [contest, ExtendedContestWindow.start(window.runner, vasana, SWORD), HealingDialog(sheets, vasana, parent=window),
               ImproveDialog(sheets, vasana, parent=window), AugmentDialog(sheets, vasana, window, edge=True)]
    for dialog in dialogs:
        nameless = [type(w).__name__ for kind in (QLineEdit, QSpinBox, QComboBox, QAbstractItemView)
                    for w in dialog.findChildren(kind)
                    if not w.accessibleName() and not isinstance(w.parent(), (QSpinBox, QComboBox))
                    and not isinstance(w.parent(), QAbstractItemView) and not isinstance(w.parent().parent(), QComboBox)]  # a drop-down's own list
        assert nameless == [], type(dialog).__name__
        dialog.close()
