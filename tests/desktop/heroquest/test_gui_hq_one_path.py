"""Issue 14 for HeroQuest: the extended contest is a play file saved at every step through the
runner, so undoing a step or the consequences puts the file back and the window redraws from it;
issue 15 at the table: a physical 1 can be typed, nothing shows before every die has a value,
history says rolled or entered truthfully, Enter never rolls, and the outcome stands out."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.core.model import Ability, Character, HeroQuest, StateLevel
from talekeeper.core.rules.heroquest import ExtendedContest, Rating
from talekeeper.core.storage import Library
from talekeeper.core.storage.play import read_play
from talekeeper.desktop.editor.history import HistorySection
from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
from talekeeper.desktop.window.main_window import MainWindow
from tests.events import params
from tests.gui import drive, open_window

GOLDEN = Path(__file__).parents[2] / "golden"
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def library(tmp_path: Path) -> Path:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    Library(tmp_path).create(Character(name="Harvar", heroquest=HeroQuest(abilities=(Ability(name="Axe", rating=Rating(15, 1)),))))
    return tmp_path


def extended_from_sheet(qtbot: QtBot, library: Path) -> tuple[MainWindow, ExtendedContestWindow]:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)
    qtbot.mouseClick(editor.heroquest.extended_button, LEFT)
    (contest,) = window.findChildren(ExtendedContestWindow)
    qtbot.keyClicks(contest.title, "Ford duel")
    contest.title.editingFinished.emit()
    panel = contest.add_panel
    qtbot.mouseClick(panel.to_a, LEFT)
    panel.participant.who.setCurrentIndex(panel.participant.who.findData(str(library / "Harvar.tale.json")))
    qtbot.mouseClick(panel.to_b, LEFT)
    return window, contest


def exchange(qtbot: QtBot, contest: ExtendedContestWindow, bid: int, faces: str) -> None:
    panel = contest.exchange_panel
    panel.bid.setValue(bid)
    qtbot.keyClicks(panel.dice.group(20).line, faces)  # typed from physical dice
    qtbot.mouseClick(panel.resolve, LEFT)


def saved(contest: ExtendedContestWindow) -> ExtendedContest:
    assert contest.file is not None
    return read_play(contest.file, ExtendedContest)


def test_undo_of_the_consequences_puts_the_play_file_back_and_the_window_offers_them_again(qtbot: QtBot, library: Path) -> None:
    window, contest = extended_from_sheet(qtbot, library)
    harvar = library / "Harvar.tale.json"
    exchange(qtbot, contest, 10, "1 20")  # critical against fumble: Harvar loses 3 x 10
    exchange(qtbot, contest, 10, "20 1")  # Harvar fumbles against a critical: he loses 30 more
    assert saved(contest).beaten_side == 1 and contest.finish_box.isVisibleTo(contest)
    assert "Harvar" in contest.end_preview.text()  # what the end will change, previewed by the same operation
    qtbot.mouseClick(contest.apply_button, LEFT)
    assert saved(contest).finished and not contest.finish_box.isVisibleTo(contest)
    assert window.workspace.sheet(harvar).heroquest.states[-1].level is StateLevel.INJURED
    assert window.menu_actions.undo.text() == "Undo Extended contest Ford duel"
    window.menu_actions.undo.trigger()
    assert not saved(contest).finished and saved(contest).log == contest.contest.log  # the file is back as it was
    assert window.workspace.sheet(harvar).heroquest.states == ()
    assert contest.finish_box.isVisibleTo(contest) and contest.apply_button.isEnabled()  # offered again
    window.menu_actions.redo.trigger()
    assert saved(contest).finished and window.workspace.sheet(harvar).heroquest.states[-1].level is StateLevel.INJURED
    contest.close()


def test_undo_of_an_exchange_puts_the_play_file_back_and_the_window_redraws(qtbot: QtBot, library: Path) -> None:
    window, contest = extended_from_sheet(qtbot, library)
    exchange(qtbot, contest, 5, "3 18")  # success against failure: Harvar loses 2 x 5
    assert [m.points for m in saved(contest).members] == [34, 25] and contest.log.count() == 1
    assert window.menu_actions.undo.text() == "Undo Exchange: Vasana against Harvar"
    window.menu_actions.undo.trigger()
    assert [m.points for m in saved(contest).members] == [34, 35] and saved(contest).log == ()
    assert contest.log.count() == 0 and contest.table.item(1, 5).text() == "35"
    window.menu_actions.redo.trigger()
    assert contest.log.count() == 1 and contest.table.item(1, 5).text() == "25"
    contest.close()


def test_undo_of_the_first_step_removes_the_play_file(qtbot: QtBot, library: Path) -> None:
    window = open_window(qtbot, library)
    contest = ExtendedContestWindow.start(window.runner)
    assert contest.file is None and not (library / "play").exists()  # nothing is saved before a step
    qtbot.keyClicks(contest.title, "Ambush")
    contest.title.editingFinished.emit()
    assert contest.file is not None and contest.file.exists() and saved(contest).title == "Ambush"
    window.menu_actions.undo.trigger()
    assert not contest.file.exists() and contest.contest.title == "" and contest.title.text() == ""
    contest.close()


def test_issue15_a_physical_1_is_typed_nothing_shows_before_every_die_and_history_says_entered(
        qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)

    def act(dialog: ContestDialog) -> None:
        line = dialog.dice.group(20).line
        qtbot.keyClicks(line, "1")  # a natural 1 from the table: one die of two so far
        assert dialog.scored is None and not dialog.apply_button.isEnabled() and not dialog.outcome_label.isVisibleTo(dialog)
        assert dialog.preview.text() == "" and dialog.problem.text() == "Roll the dice, or type the faces you rolled."
        qtbot.keyClicks(line, " 17")
        assert dialog.apply_button.isEnabled() and dialog.outcome_label.isVisibleTo(dialog)
        assert dialog.result_text.text().startswith("Vasana rolled 1 against 14W: critical")
        font = dialog.outcome_label.font()
        assert font.bold() and font.pointSizeF() > dialog.font().pointSizeF()  # the outcome stands out
        assert dialog.outcome_label.accessibleName() == "Outcome"
        assert dialog.outcome_label.accessibleDescription() == dialog.outcome_label.text() == "Outcome for the hero side: Complete victory"
        qtbot.mouseClick(dialog.apply_button, LEFT)

    drive(monkeypatch, ContestDialog, act)
    qtbot.mouseClick(editor.heroquest.contest_button, LEFT)
    entry = window.workspace.sheet(library / "vasana.tale.json").history[-1]
    assert params(entry, "hq.contest")["entered"] is True and entry.dice == "d20: 1, 17"
    history: HistorySection = editor.history
    assert history._dice(entry) == "d20: 1, 17 (entered)"  # what the History tab's dice column shows


def test_issue15_enter_never_rolls_and_a_rolled_contest_says_rolled(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)

    def act(dialog: ContestDialog) -> None:
        dialog.dice.roll_button.setFocus()
        qtbot.keyClick(dialog.dice.roll_button, Qt.Key.Key_Return)
        assert dialog.dice.faces() is None and dialog.isVisible()  # Enter neither rolls nor applies
        dialog.heroes[0].augment_button.setFocus()
        qtbot.keyClick(dialog.heroes[0].augment_button, Qt.Key.Key_Return)
        assert dialog.heroes[0].augments == []
        monkeypatch.setattr(talekeeper.desktop.dice_entry, "dice_source", HandDice([3, 17]))
        qtbot.mouseClick(dialog.dice.roll_button, LEFT)
        qtbot.keyClick(dialog.about, Qt.Key.Key_Return)  # the apply button is the default: Enter applies now

    drive(monkeypatch, ContestDialog, act)
    qtbot.mouseClick(editor.heroquest.contest_button, LEFT)
    entry = window.workspace.sheet(library / "vasana.tale.json").history[-1]
    assert params(entry, "hq.contest")["entered"] is False and window.workspace.undo_stack.count() == 1


def test_resume_lists_a_contest_file_that_cannot_be_read_with_why_and_opens_only_good_ones(
        qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    window = open_window(qtbot, library)
    contest = ExtendedContestWindow.start(window.runner)
    contest.title.setText("Good")
    contest.title.editingFinished.emit()
    contest.close()
    broken = library / "play" / "Broken-00000000.contest.json"
    broken.write_bytes(b"{not json")
    offered: list[str] = []

    def pick(_parent: object, _title: str, _label: str, items: list[str], *_args: object) -> tuple[str, bool]:
        offered.extend(items)
        return next(i for i in items if i.startswith("Good")), True

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    resumed = ExtendedContestWindow.resume(window.runner)
    assert resumed is not None and resumed.contest.title == "Good"
    assert any(i.startswith("Cannot be read: Broken-00000000.contest.json: not valid JSON") for i in offered)
    assert broken.read_bytes() == b"{not json"  # never written over
    resumed.close()


def test_issue14_a_contest_lists_the_rosters_characters_without_scanning_the_library_again(
        qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)
    scans: list[Path] = []
    real_scan = Library.scan
    monkeypatch.setattr(Library, "scan", lambda self: scans.append(self.path) or real_scan(self))
    listed: list[str] = []

    def look(dialog: ContestDialog) -> None:
        listed.extend(dialog.opponent.who.itemText(i) for i in range(dialog.opponent.who.count()))

    drive(monkeypatch, ContestDialog, look)
    qtbot.mouseClick(editor.heroquest.contest_button, LEFT)
    assert "Harvar" in listed and "Vasana" in listed
    assert scans == []  # the roster already lists them: the dialog takes its listing
