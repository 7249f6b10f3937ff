"""Issue 13's HQ items through the windows, as a person would: the parting shot one on one and a
mystic strike in the extended contest window (HQ-18, HQ-27), temporary improvements ended or kept
at the End of Session and made permanent in the Improvement dialog (HQ-26, GM-2), first aid on the
hurts ticked (HQ-22), and the initiate mark on the HeroQuest tab (HQ-27)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Ability, AbilityKind, Character, HeroQuest, State, StateLevel
from talekeeper.core.rules.heroquest import Rating
from talekeeper.desktop import heroquest
from talekeeper.desktop.heroquest.healing_dialog import HealingDialog
from talekeeper.desktop.heroquest.improve_dialog import ImproveDialog
from talekeeper.desktop.stonetop.first_aid_dialog import FirstAidDialog
from talekeeper.desktop.stonetop.gm_session_dialog import EndOfSessionDialog
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.heroquest.contests import LEFT, contest_between, driving, exchange, mystic_and_bor, roll
from tests.events import params
from tests.gui import click_ok, drive, library_with, open_window, shot, type_faces


def untick(qtbot: QtBot, listing: QListWidget, row: int) -> None:
    """Move to the row and press Space, as a keyboard user ticks or unticks an item."""
    listing.setFocus()
    listing.setCurrentRow(row)
    qtbot.keyClick(listing, Qt.Key.Key_Space)


# --- HQ-18 / HQ-27 in the extended contest window -----------------------------------------------


def test_hq18_parting_shot_one_on_one_in_the_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ana = Character(name="Ana", heroquest=HeroQuest(abilities=(Ability(name="Spear", rating=Rating(15)),)))
    bor = Character(name="Bor", heroquest=HeroQuest(abilities=(Ability(name="Club", rating=Rating(9)),)))
    window, contest, paths = contest_between(qtbot, tmp_path, ana, bor)
    exchange(qtbot, monkeypatch, contest, 5, [3, 12])  # success against failure: Bor loses 2 x 5
    assert [m.points for m in contest.contest.members] == [15, -1] and contest.contest.beaten_side == 1
    panel = contest.exchange_panel
    assert panel.isEnabled() and not panel.resolve.isEnabled()  # the parting shot is offered; the dice are new
    assert panel.actor.currentText() == "Ana (15 AP)" and panel.other.currentText() == "Bor (-1 AP)"
    assert "Parting shot" not in panel.shown.text()  # no preview before every die has a value
    roll(monkeypatch, panel.dice, [3, 12])
    assert panel.resolve.isEnabled()
    assert "Parting shot" in panel.shown.text() and "parting shot may still be made" in contest.turn.text()
    shot(contest, "extended_parting_shot")
    qtbot.mouseClick(panel.resolve, LEFT)
    assert contest.contest.members[1].points == -11
    assert contest.table.item(1, 7).text() == "Minor defeat"  # HQ-18: -11
    assert not panel.isEnabled()  # once
    qtbot.mouseClick(contest.apply_button, LEFT)
    assert window.workspace.sheet(paths[1]).heroquest.states[-1].level is StateLevel.IMPAIRED
    contest.close()


def test_hq27_mystic_strike_edge_and_loss_in_the_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, contest, paths = contest_between(qtbot, tmp_path, *mystic_and_bor())
    assert contest.table.item(0, 6).text() == "+0, strike 15"
    panel = contest.exchange_panel
    panel.bid.setValue(5)
    roll(monkeypatch, panel.dice, [18, 3])  # the mystic fails, Bor succeeds: Bor wins, with the strike's edge
    assert "Mystic strike: +15 edge for whoever wins the exchange" in panel.shown.text()
    assert "Mystic -40" in panel.shown.text()  # 2 x (5 + 15)
    qtbot.mouseClick(panel.resolve, LEFT)
    assert contest.contest.members[0].points == -25 and contest.contest.members[0].ability_points == -2
    qtbot.mouseClick(contest.apply_button, LEFT)
    after = window.workspace.sheet(paths[0])
    assert after.heroquest.abilities[0].rating == Rating(13)  # minor defeat: -2 (HQ-27)
    assert params(after.history[-1], "hq.ability_points") == {"ability": "Tiger Strike", "points": -2, "rating": "13"}
    contest.close()


# --- HQ-26 / GM-2 temporary improvements ----------------------------------------------------------

SWORD = Ability(name="Sword", rating=Rating(17, 1))


def buy(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, window: MainWindow, path: Path, row: str, steps: int = 1, name: str = "") -> None:
    def act(dialog: ImproveDialog) -> None:
        dialog.item.setCurrentIndex(dialog.item.findData(row))
        dialog.temporary.setChecked(True)
        if steps > 1:
            dialog.steps.setValue(steps)
        if name:
            qtbot.keyClicks(dialog.new_name, name)
        qtbot.mouseClick(dialog.apply_button, LEFT)

    driving(monkeypatch, ImproveDialog, act)
    assert heroquest.improve(window.runner, path)


def test_gm2_end_of_session_ends_temporary_improvements_unless_the_difference_is_paid(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD,), hero_points=4)))
    window = open_window(qtbot, tmp_path)
    buy(qtbot, monkeypatch, window, path, "ability", steps=2)  # 3 points: Sword 19W
    buy(qtbot, monkeypatch, window, path, "learn_common_ability", name="Ride")  # 1 point: Ride at 12
    before = window.workspace.sheet(path)
    assert [str(a.rating) for a in before.heroquest.abilities] == ["19W", "12"] and before.heroquest.hero_points == 0
    window.roster.selectAll()

    def act(dialog: EndOfSessionDialog) -> None:
        assert dialog.ending.count() == 2
        assert dialog.ending.item(0).text() == "Vasana: Raise an ability (+1 to +4) +2: Sword ends — keep it for 3 hero points; Vasana will have 0"
        untick(qtbot, dialog.ending, 0)  # tick: pay to keep it
        assert not dialog.ok_button.isEnabled() and "has 0 hero points, not the 3 needed" in dialog.problem.text()
        dialog.hero_points.setValue(3)  # the points awarded now pay it
        assert "Vasana will have 3" in dialog.ending.item(0).text()
        shot(dialog, "end_of_session_temporary")
        click_ok(qtbot, dialog)

    drive(monkeypatch, EndOfSessionDialog, act)
    window.play_actions["session"].trigger()
    after = window.workspace.sheet(path)
    assert [(a.name, str(a.rating)) for a in after.heroquest.abilities] == [("Sword", "19W")]  # Ride is gone
    assert after.heroquest.hero_points == 0 and all(i.permanent for i in after.heroquest.improvements)
    assert params(after.history[-1], "hq.ability_removed") == {"ability": "Ride"}
    window.menu_actions.undo.trigger()
    assert window.workspace.sheet(path) == before

    def act_again(dialog: EndOfSessionDialog) -> None:
        click_ok(qtbot, dialog)  # nothing ticked: both end

    drive(monkeypatch, EndOfSessionDialog, act_again)
    window.play_actions["session"].trigger()
    assert [(a.name, str(a.rating)) for a in window.workspace.sheet(path).heroquest.abilities] == [("Sword", "17W")]


def test_hq26_the_improvement_dialog_makes_a_temporary_improvement_permanent(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [path] = library_with(tmp_path, Character(name="Vasana", heroquest=HeroQuest(abilities=(SWORD,), hero_points=6)))
    window = open_window(qtbot, tmp_path)
    buy(qtbot, monkeypatch, window, path, "ability", steps=2)

    def act(dialog: ImproveDialog) -> None:
        assert dialog.keep_choice.currentText() == "Raise an ability (+1 to +4) +2: Sword"
        assert dialog.keep_cost.text() == "Keeping it costs 3 hero points; Vasana has 3."
        qtbot.mouseClick(dialog.keep_button, LEFT)

    driving(monkeypatch, ImproveDialog, act)
    assert heroquest.improve(window.runner, path)
    after = window.workspace.sheet(path)
    assert after.heroquest.improvements[-1].permanent and after.heroquest.hero_points == 0
    assert window.menu_actions.undo.text() == "Undo Improvement for Vasana made permanent: Raise an ability (+1 to +4) +2: Sword"


# --- HQ-22 first aid on the hurts ticked ---------------------------------------------------------


def two_hurts(tmp_path: Path) -> tuple[Path, Path, State, State]:
    """Bor with two hurts, and Ana, a healer at 15."""
    arm, leg = State(level=StateLevel.HURT, relates_to="arm"), State(level=StateLevel.HURT, relates_to="leg")
    heal = Ability(name="Heal", rating=Rating(15))
    path, healer = library_with(tmp_path, Character(name="Bor", heroquest=HeroQuest(states=(arm, leg))),
                                Character(name="Ana", heroquest=HeroQuest(abilities=(heal,))))
    return path, healer, arm, leg


def test_hq22_first_aid_dialog_treats_only_the_hurts_ticked(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _healer, arm, leg = two_hurts(tmp_path)
    window = open_window(qtbot, tmp_path)
    window.open_character(path)

    def heal(dialog: HealingDialog) -> None:
        untick(qtbot, dialog.states, 1)  # the leg is not treated
        qtbot.mouseClick(dialog.outsider, LEFT)
        qtbot.keyClicks(dialog.outsider_rating, "15")
        type_faces(dialog.dice, [12])  # 15 - 3 = 12: a success (both hurts would make it 9: a failure)
        click_ok(qtbot, dialog)

    def act(dialog: FirstAidDialog) -> None:
        qtbot.mouseClick(dialog.boxes["hq22"], LEFT)
        click_ok(qtbot, dialog)

    drive(monkeypatch, HealingDialog, heal)
    drive(monkeypatch, FirstAidDialog, act)
    window.play_actions["first_aid"].trigger()
    assert window.workspace.sheet(path).heroquest.states == (leg,)


def test_hq22_healing_dialog_treats_only_the_hurts_ticked(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, healer, arm, leg = two_hurts(tmp_path)
    window = open_window(qtbot, tmp_path)

    def act(dialog: HealingDialog) -> None:
        dialog.healer.who.setCurrentIndex(dialog.healer.who.findData(str(healer)))
        untick(qtbot, dialog.states, 0)  # the arm is not treated
        assert "Healer's target: 12" in dialog.target.text()
        roll(monkeypatch, dialog.dice, [12])
        qtbot.mouseClick(dialog.apply_button, LEFT)

    driving(monkeypatch, HealingDialog, act)
    assert heroquest.heal(window.runner, path)
    assert window.workspace.sheet(path).heroquest.states == (arm,)


# --- HQ-27 initiates -------------------------------------------------------------------------------


def test_hq27_initiate_is_marked_on_the_heroquest_tab_and_undone(qtbot: QtBot, tmp_path: Path) -> None:
    affinity = Ability(name="Storm Voice", rating=Rating(17), kind=AbilityKind.AFFINITY)
    feat = Ability(name="Shout", rating=Rating(17), kind=AbilityKind.FEAT, parent_id=affinity.id)
    [path] = library_with(tmp_path, Character(name="Vasana", heroquest=HeroQuest(abilities=(affinity, feat))))
    window = open_window(qtbot, tmp_path)
    section = window.open_character(path).heroquest
    section.abilities.view.selectRow(0)
    assert section.initiate.isVisibleTo(section) and not section.initiate.isChecked()
    qtbot.mouseClick(section.initiate, LEFT)
    model = section.abilities.model
    assert [model.index(row, 2).data() for row in (0, 1)] == ["12", "12"]  # 17 - 5, the feat too
    assert "-5  Initiate of Storm Voice: improvised use (HQ-27)" in model.index(1, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert window.menu_actions.undo.text() == "Undo Change initiate of Storm Voice"
    section.abilities.view.selectRow(1)
    assert not section.initiate.isVisibleTo(section)  # a feat is not marked itself
    window.menu_actions.undo.trigger()
    assert [model.index(row, 2).data() for row in (0, 1)] == ["17", "17"]
    assert not window.workspace.sheet(path).heroquest.abilities[0].initiate
