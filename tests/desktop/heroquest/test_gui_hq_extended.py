"""The extended contest window (HQ-17..HQ-19) from a sheet: members, exchanges, the end's
consequences on both sheets as one undo step; every step saved to the play folder at once, the
contest resumed later; undoing a step or the consequences puts the play file back."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.core.model import Ability, Character, HeroQuest, StateLevel
from talekeeper.core.rules.heroquest import ExtendedContest, Rating
from talekeeper.core.storage import Library
from talekeeper.core.storage.play import read_play
from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
from talekeeper.desktop.window.main_window import MainWindow
from talekeeper.desktop.window.play import fill_play_menu
from tests.gui import open_window

GOLDEN = Path(__file__).parents[2] / "golden"
SWORD = "00000000000000000000000000000001"


@pytest.fixture
def library(tmp_path: Path) -> Path:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    axe = Ability(name="Axe", rating=Rating(15, 1))
    Library(tmp_path).create(Character(name="Harvar", heroquest=HeroQuest(abilities=(axe,))))
    return tmp_path


def start_from_sheet(qtbot: QtBot, library: Path) -> tuple[MainWindow, ExtendedContestWindow]:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)
    editor.heroquest.extended_button.click()
    (contest,) = window.findChildren(ExtendedContestWindow)
    contest.title.setText("Ford duel")
    contest.title.editingFinished.emit()
    panel = contest.add_panel
    panel.to_a.click()  # Vasana with the selected ability
    panel.participant.who.setCurrentIndex(panel.participant.who.findData(str(library / "Harvar.tale.json")))
    panel.to_b.click()
    return window, contest


def exchange(contest: ExtendedContestWindow, bid: int, rolls: list[int]) -> None:
    panel = contest.exchange_panel
    panel.bid.setValue(bid)
    talekeeper.desktop.dice_entry.dice_source = HandDice(rolls)
    panel.dice.roll_button.click()
    panel.resolve.click()


def test_hq17_extended_contest_from_a_sheet_changes_both_sheets_then_undo(qtbot: QtBot, library: Path) -> None:
    window, contest = start_from_sheet(qtbot, library)
    vasana, harvar = library / "vasana.tale.json", library / "Harvar.tale.json"
    before = (window.workspace.sheet(vasana), window.workspace.sheet(harvar))
    assert [(m.name, m.start) for m in contest.contest.members] == [("Vasana", 34), ("Harvar", 35)]  # 14W, 15W
    exchange(contest, 10, [1, 20])  # Vasana acts: critical against fumble, 3 x 10 taken
    assert [m.points for m in contest.contest.members] == [64, 5]
    assert contest.contest.acting_side == 1 and not contest.finish_box.isVisibleTo(contest)
    exchange(contest, 10, [20, 1])  # Harvar acts and fumbles against a critical: he loses 30
    assert contest.contest.beaten_side == 1
    assert "Major defeat" in contest.table.item(1, 7).text()  # -25 in an ordinary contest (HQ-18)
    assert contest.log.count() == 2 and "Ford duel" not in contest.log.item(0).text()
    assert window.workspace.dirty_paths() == []  # nothing touches a sheet before the end
    contest.apply_button.click()
    hero, rival = window.workspace.sheet(vasana), window.workspace.sheet(harvar)
    assert hero.heroquest.benefits[-1].bonus == 6 and hero.heroquest.benefits[-1].ability_id == SWORD
    assert rival.heroquest.states[-1].level is StateLevel.INJURED
    assert window.menu_actions.undo.text() == "Undo Extended contest Ford duel"
    window.menu_actions.undo.trigger()
    assert (window.workspace.sheet(vasana), window.workspace.sheet(harvar)) == before
    contest.close()


def test_hq17_save_close_and_resume_later(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, contest = start_from_sheet(qtbot, library)
    exchange(contest, 5, [3, 18])  # success against failure: Harvar loses 2 x 5
    saved = list((library / "play").glob("*.contest.json"))  # saved at every step, no button to press
    assert len(saved) == 1 and saved[0].name.startswith("Ford-duel-")
    assert load_contest(saved[0]).members[1].points == 25
    contest.close()
    monkeypatch.setattr(ExtendedContestWindow, "choose_saved", classmethod(lambda cls, runner: saved[0]))
    fill_play_menu(window)  # idempotent: the window fills it after its first paint
    play = next(a for a in window.menuBar().actions() if a.text() == "&Play").menu()
    next(a for a in play.actions() if a.text() == "Res&ume Extended Contest…").trigger()
    resumed = [w for w in window.findChildren(ExtendedContestWindow) if w.isVisible()][-1]
    assert resumed.contest.log == load_contest(saved[0]).log and resumed.contest.acting_side == 1
    assert resumed.log.count() == 1
    exchange(resumed, 30, [20, 1])  # Harvar fumbles against a critical: 3 x 30 taken
    assert resumed.contest.beaten_side == 1
    resumed.apply_button.click()
    assert load_contest(saved[0]).finished  # the record stays, marked finished
    assert window.workspace.sheet(library / "Harvar.tale.json").heroquest.states[-1].level is StateLevel.DYING
    resumed.close()


def load_contest(path: Path) -> ExtendedContest:
    return read_play(path, ExtendedContest)
