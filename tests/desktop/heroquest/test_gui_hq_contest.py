"""The HQ contest dialog driven from a sheet: simple contest against another library character
(both sheets change, one undo), ability test with an augment (HQ-13), group contest (HQ-16),
the narrator cell and the hero point bump (HQ-8)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.core.model import Ability, Character, HeroQuest, StateLevel
from talekeeper.core.rules.heroquest import Level, Rating
from talekeeper.core.storage import Library, load_character
from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
from talekeeper.desktop.heroquest.picker import AugmentDialog
from talekeeper.desktop.window.main_window import MainWindow
from talekeeper.desktop.window.play import fill_play_menu
from tests.desktop.heroquest.contests import driving
from tests.events import params
from tests.gui import open_window

GOLDEN = Path(__file__).parents[2] / "golden"
SWORD = "00000000000000000000000000000001"
AIR = "00000000000000000000000000000002"


@pytest.fixture
def library(tmp_path: Path) -> Path:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    axe = Ability(name="Axe", rating=Rating(15, 1))
    Library(tmp_path).create(Character(name="Harvar", heroquest=HeroQuest(abilities=(axe,), hero_points=1)))
    Library(tmp_path).create(Character(name="Orlgard", heroquest=HeroQuest(abilities=(Ability(name="Spear", rating=Rating(15)),), hero_points=2)))
    return tmp_path


def paths(library: Path) -> tuple[Path, Path, Path]:
    return library / "vasana.tale.json", library / "Harvar.tale.json", library / "Orlgard.tale.json"


def sheet(window: MainWindow, path: Path) -> Character:
    return window.workspace.sheet(path)


def roll(dice, values: list[int]) -> None:
    talekeeper.desktop.dice_entry.dice_source = HandDice(values)
    dice.roll_button.click()


def open_sheet(qtbot: QtBot, library: Path) -> MainWindow:
    window = open_window(qtbot, library)
    editor = window.open_character(paths(library)[0])
    editor.heroquest.abilities.view.selectRow(0)
    return window


def test_hq9_simple_contest_against_a_library_character_changes_both_sheets_then_undo(
        qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    vasana, harvar, _ = paths(library)
    window = open_sheet(qtbot, library)
    before = (sheet(window, vasana), sheet(window, harvar))

    def drive(dialog: ContestDialog) -> None:
        assert dialog.heroes[0].ability_id == SWORD
        assert "14W" in dialog.heroes[0].effective_label.text()  # HQ-21: the hurt -3 applies
        dialog.by_character.setChecked(True)
        dialog.opponent.who.setCurrentIndex(dialog.opponent.who.findData(str(harvar)))
        assert len(dialog.odds.rows) == 9 and not dialog.apply_button.isEnabled()
        dialog.about.setText("duel at the ford")
        roll(dialog.dice, [3, 17])  # 14 vs 15 after cancelling: success against failure
        assert "Success against failure → Minor victory" in dialog.result_text.text()
        box = dialog.boxes[sheet(window, vasana).id]
        box.benefit_ability.setCurrentIndex(box.benefit_ability.findData(AIR))
        box.reason.setText("won the duel")
        dialog.apply_button.click()

    seen = driving(monkeypatch, ContestDialog, drive)
    window.current_editor().heroquest.contest_button.click()
    assert seen
    hero, rival = sheet(window, vasana), sheet(window, harvar)
    assert [(b.bonus, b.ability_id, b.reason) for b in hero.heroquest.benefits][-1] == (3, AIR, "won the duel")
    (state,) = rival.heroquest.states
    assert (state.level, state.source) == (StateLevel.IMPAIRED, "duel at the ford")  # minor defeat (HQ-20)
    assert hero.history[-1].summary == "Contest of Vasana against Harvar: Minor victory"
    assert rival.history[-1].summary == "Contest of Harvar against Vasana: Minor defeat"
    assert window.menu_actions.undo.text() == "Undo Contest of Vasana against Harvar: Minor victory"
    window.menu_actions.undo.trigger()
    assert (sheet(window, vasana), sheet(window, harvar)) == before
    window.menu_actions.redo.trigger()
    assert window.save_all()
    assert load_character(harvar).heroquest.states[0].level is StateLevel.IMPAIRED


def test_hq9_narrator_cell_lets_the_user_pick_and_hq8_hero_point_bumps(
        qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    vasana, _, _ = paths(library)
    window = open_sheet(qtbot, library)

    def drive(dialog: ContestDialog) -> None:
        dialog.resistance.setText("10W")  # masteries cancel: 14 against 10
        roll(dialog.dice, [1, 1])  # critical against critical: the narrator decides
        assert dialog.scored.narrator and dialog.narrator.currentData() == Level.TIE.value  # equal rolls suggest a tie
        dialog.narrator.setCurrentIndex(dialog.narrator.findData(Level.MAJOR_VICTORY.value))
        dialog.narrator.activated.emit(dialog.narrator.currentIndex())
        assert dialog.scored.level is Level.MAJOR_VICTORY
        roll(dialog.dice, [3, 12])
        assert dialog.scored.level is Level.MINOR_VICTORY and not dialog.scored.narrator
        roll(dialog.dice, [16, 5])  # failure against success
        assert dialog.scored.level is Level.MINOR_DEFEAT
        dialog.hero_point.setChecked(True)  # HQ-8: success against success, the lower roll (5) wins
        assert dialog.scored.level is Level.MARGINAL_DEFEAT
        dialog.apply_button.click()

    driving(monkeypatch, ContestDialog, drive)
    window.current_editor().heroquest.contest_button.click()
    hero = sheet(window, vasana)
    assert hero.heroquest.hero_points == 2  # one spent
    assert [s.level for s in hero.heroquest.states] == [StateLevel.HURT, StateLevel.HURT]


def test_hq13_ability_test_with_an_augment(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    vasana, _, _ = paths(library)
    window = open_sheet(qtbot, library)

    def augment(dialog: AugmentDialog) -> None:
        dialog.augmenter.ability.setCurrentIndex(dialog.augmenter.ability.findData(AIR))
        dialog.asked.setValue(2)
        assert dialog.resistance.text() == "10"  # +2 -> 10
        roll(dialog.dice, [5, 15])
        assert "Major victory: +4" in dialog.outcome_label.text()  # a major victory doubles it
        dialog.buttons.accepted.emit()

    def drive(dialog: ContestDialog) -> None:
        dialog.kind.setCurrentIndex(dialog.kind.findData("test"))
        assert len(dialog.dice.sizes) == 1 and not dialog.opposition_box.isVisibleTo(dialog)
        dialog.heroes[0].augment_button.click()
        assert "18W" in dialog.heroes[0].effective_label.text()  # 14W + 4
        roll(dialog.dice, [19])  # a failure bumped by the mastery: success, minor victory
        assert dialog.scored.level is Level.MINOR_VICTORY
        dialog.apply_button.click()

    driving(monkeypatch, AugmentDialog, augment)
    driving(monkeypatch, ContestDialog, drive)
    window.current_editor().heroquest.contest_button.click()
    entry = sheet(window, vasana).history[-1]
    assert entry.summary == "Ability test of Vasana (Sword and Shield Fighting): Minor victory"
    assert params(entry, "hq.augment") == {"ability": "Air Rune (Orlanth)", "asked": 2, "edge": False, "modifier": 4, "level": Level.MAJOR_VICTORY}


def test_hq16_group_contest_of_heroes_from_the_roster(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    vasana, harvar, orlgard = paths(library)
    window = open_window(qtbot, library)
    window.roster.selectAll()

    def drive(dialog: ContestDialog) -> None:
        assert dialog.contest_kind().value == "group" and len(dialog.heroes) == 3
        dialog.resistance.setText("14")
        assert len(dialog.dice.sizes) == 6
        roll(dialog.dice, [20, 3, 20, 3, 20, 3])  # fumbles: 2 + 2 + 3 points to the opposition, complete defeat
        assert dialog.scored.level is Level.COMPLETE_DEFEAT
        payer = [h.path for h in dialog.heroes].index(orlgard)
        dialog.boost_spins[payer].setValue(2)  # Orlgard pays ceil(3/3) x 2: two steps
        assert dialog.scored.level is Level.MINOR_DEFEAT
        dialog.apply_button.click()

    driving(monkeypatch, ContestDialog, drive)
    fill_play_menu(window)  # idempotent: the window fills it after its first paint
    play = next(a for a in window.menuBar().actions() if a.text() == "&Play").menu()
    next(a for a in play.actions() if a.text() == "HeroQuest &Group Contest…").trigger()
    for path in (vasana, harvar, orlgard):
        assert sheet(window, path).heroquest.states[-1].level is StateLevel.IMPAIRED  # HQ-16 minor defeat
    assert sheet(window, orlgard).heroquest.hero_points == 0
    assert window.workspace.undo_stack.count() == 1
