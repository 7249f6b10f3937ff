"""DV-14 / DV-15 / DV-10 through the window: two characters from files on one side against an
ad-hoc opposition rolled by dice, the raising order, help, out of dice; DV-3 suggestions and
DV-6 in the setup dialog; the Dogs tab button and the Play menu."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from talekeeper.core.rules.dogs import Leaving, Result, SeeKind
from talekeeper.desktop import dogs as play
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from talekeeper.desktop.words.labels import label
from tests.desktop.dogs.conflicts import drive, pick, roll, vasana_path, who
from tests.events import params
from tests.gui import open_window


def test_dv14_dv15_several_opponents_help_and_out_of_dice(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window = open_window(qtbot, library)

    def set_up(dialog: ConflictSetupDialog) -> None:
        dialog.stakes.setText("Calm the mob")
        people = dialog.people
        assert [people.table.item(r, 0).text() for r in range(people.table.rowCount())] == ["Mayor Hodge", "Vasana"]
        people.table.item(0, 1).setText("Dogs")
        people.table.item(1, 1).setText("Dogs")
        people.adhoc_name.setText("The mob")
        people.adhoc_dice.setText("4d6+1d10")
        people.add_adhoc_button.click()
        assert people.table.item(2, 0).text() == "The mob  (4d6+1d10)" and people.table.item(2, 1).text() == "Opposition"
        assert dialog.entry.sizes == (6,) * 4 + (6,) * 6 + (6, 6, 6, 6, 10)
        assert [g.caption.text() for g in dialog.entry.groups] == ["14d6", "1d10"]  # one labelled line per die size (issue 15)
        dialog.entry.roll_button.click()
        dialog.start_button.click()

    drive(monkeypatch, ConflictSetupDialog, set_up)
    roll(monkeypatch, 2, 2, 1, 1, 6, 6, 5, 4, 3, 2, 5, 5, 3, 2, 9)
    view = play.start_conflict(window.runner, [library / "Mayor-Hodge.tale.json", vasana_path(library)])
    conflict = view.session.conflict
    mob, vasana, hodge = who(view, "The mob"), who(view, "Vasana"), who(view, "Mayor Hodge")
    # DV-14: the two highest dice decide the order: the mob 14, Vasana 12, Hodge 4.
    assert conflict.rounds and conflict.order == (mob, vasana, hodge) and view.moves.acting_id() == mob
    pick(view, "The mob", 9, 5)
    assert view.moves.targets.currentData() is None  # everyone on the other sides
    view.moves.raise_button.click()
    assert set(view.session.conflict.current_raise.waiting_for) == {vasana, hodge}

    # DV-15: Hodge gives Vasana one die; her see of 6 + 6 + 2 counts as two dice of her own.
    view.moves.acting.setCurrentIndex(view.moves.acting.findData(hodge))
    pick(view, "Mayor Hodge", 2)
    view.moves.ally.setCurrentIndex(view.moves.ally.findData(vasana))
    view.moves.help_button.click()
    assert view.session.conflict.participant(hodge).raise_with_one
    view.moves.acting.setCurrentIndex(view.moves.acting.findData(vasana))
    assert [b.die.value for b in view.panels[vasana].extra.buttons] == [2]
    pick(view, "Vasana", 6, 6)
    assert label(SeeKind.BLOCK_OR_DODGE) in view.moves.preview.text()
    view.moves.see_button.click()
    assert not view.session.conflict.participant(vasana).fallout

    # DV-10: Hodge (1 and 1 left) cannot see 14 and has nothing to bring in: out of dice.
    assert view.moves.acting_id() == hodge
    view.moves.out_button.click()
    conflict = view.session.conflict
    assert conflict.participant(hodge).out and conflict.to_raise == vasana
    pick(view, "Vasana", 5, 4)
    view.moves.raise_button.click()
    view.moves.give_button.click()  # the mob gives
    conflict = view.session.conflict
    assert conflict.finished and conflict.winner_side == "Dogs"
    assert window.menu_actions.undo.text() == "Undo End of conflict: Calm the mob"
    hodge_sheet = window.workspace.open(library / "Mayor-Hodge.tale.json").character
    assert params(hodge_sheet.history[-1], "dogs.conflict_ended") == {"stakes": "Calm the mob", "result": Result.WON, "left": Leaving.OUT, "fallout": None}
    assert hodge_sheet.history[-1].summary == "Mayor Hodge won the conflict: Calm the mob (out of dice)"


def test_dv3_suggested_relationships_and_dv6_stakes_in_the_setup(qtbot: QtBot, library: Path) -> None:
    window = open_window(qtbot, library)
    dialog = ConflictSetupDialog(window.runner.sheets(), [vasana_path(library)])
    qtbot.addWidget(dialog)
    assert not dialog.start_button.isEnabled() and "stake" in dialog.problem.text()  # DV-6
    dialog.stakes.setText("Drive the Colymar out of Clearwine")
    ticked = [dialog.picks.item(i).text() for i in range(dialog.picks.count()) if dialog.picks.item(i).checkState().value == 2]
    assert ticked == ["Relationship: Colymar tribe (1d6)  — fits (suggested)", "Relationship: Clearwine (1d6)  — fits (suggested)"]
    # Vasana alone: 3d6 Acuity + 3d6 Heart + 2 relationships, but nobody opposes: nothing rolls (DV-6).
    assert dialog.entry.sizes == ()
    dialog.people.library_choice.setCurrentIndex(dialog.people.library_choice.findText("Mayor Hodge"))
    dialog.people.add_button.click()
    assert dialog.entry.sizes == (6,) * 8 + (6,) * 4
    dialog.people.table.setCurrentCell(0, 0)
    dialog.picks.item(1).setCheckState(dialog.picks.item(1).checkState().Unchecked)  # the user's pick stays
    dialog.stakes.setText("Drive the Colymar out of Clearwine at once")
    assert dialog.entry.sizes == (6,) * 7 + (6,) * 4


def test_dogs_tab_button_and_play_menu_start_a_conflict(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window = open_window(qtbot, library)
    editor = window.open_character(vasana_path(library))
    texts = [a.text() for a in window.play_menu.actions()]
    assert "&Start Conflict (Dogs)…" in texts and "Resume Conf&lict (Dogs)…" in texts
    seen: list[list[str]] = []

    def only_look(dialog: QDialog) -> None:
        table = dialog.people.table
        seen.append([table.item(r, 0).text() for r in range(table.rowCount())])
        dialog.reject()

    drive(monkeypatch, ConflictSetupDialog, only_look)
    editor.dogs.start_conflict.click()
    assert seen == [["Vasana"]]
    assert not play.conflict_windows(window.runner)
