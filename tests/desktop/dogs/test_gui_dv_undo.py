"""Issue 14, finding 2: play files and sheets agree after an undo. Undoing "Fallout for Vasana"
takes her out of the conflict's `sheets_done` again, so her fallout step is offered again, and the
conflict file, removed once everything was on the sheets, comes back. Driven through the Play
menu and the windows as a person would (this test fails on the code before the redesign)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from talekeeper.desktop.dogs.conflict_window import ConflictWindow
from talekeeper.desktop.dogs.fallout_dialog import FalloutDialog
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from tests.desktop.dogs.conflicts import drive, pick, roll, vasana_path, who
from tests.gui import open_window, type_faces


def _start(dialog: QDialog) -> None:
    dialog.stakes.setText("Hodge confesses in Clearwine")
    starter = getattr(dialog, "people", dialog).starter
    starter.setCurrentIndex(starter.findText("Mayor Hodge"))
    dialog.entry.roll_button.click()
    dialog.start_button.click()


def _fallout(dialog: QDialog) -> None:
    type_faces(dialog.entry, [4, 3, 2])  # 7: short-term (DV-17)
    (row,) = dialog.rows
    row.reason.setText("Hodge's lies still ring in her ears")
    dialog.apply_button.click()


def test_issue14_undoing_the_last_fallout_offers_it_again_and_brings_the_conflict_file_back(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path
) -> None:
    window = open_window(qtbot, library)
    window.open_character(vasana_path(library))
    panel = window.roster_panel
    for path in (library / "Mayor-Hodge.tale.json", vasana_path(library)):  # both selected in the roster
        index = panel.filter.mapFromSource(panel.model.index(panel.model.row_of(path), 0))
        panel.view.selectionModel().select(index, panel.view.selectionModel().SelectionFlag.Select)
    drive(monkeypatch, ConflictSetupDialog, _start)
    roll(monkeypatch, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)  # Hodge: 5 5 3 2; Vasana: 6 5 4 3 2 1 and Clearwine 6
    start = next(a for a in window.play_menu.actions() if a.text() == "&Start Conflict (Dogs)…")
    start.trigger()
    (view,) = [w for w in window.findChildren(ConflictWindow) if w.isVisible()]
    assert {p.name for p in view.session.conflict.participants} == {"Vasana", "Mayor Hodge"}
    vasana = view.session.conflict.participant(who(view, "Vasana"))

    pick(view, "Mayor Hodge", 5, 5)
    view.moves.raise_button.click()
    pick(view, "Vasana", 6, 3, 1)  # takes the blow: 3d4 noted
    view.moves.see_button.click()
    pick(view, "Vasana", 6, 5)
    view.moves.raise_button.click()
    view.moves.give_button.click()  # Hodge gives with a raise on the table: no die kept
    files = list((library / "play").glob("*.conflict.json"))
    assert view.session.conflict.finished and len(files) == 1  # Vasana's fallout is still to do

    drive(monkeypatch, FalloutDialog, _fallout)
    view.aftermath.buttons[vasana.id].click()
    assert window.menu_actions.undo.text() == "Undo Fallout for Vasana"
    assert not files[0].exists()  # everything is on the sheets: the file goes

    window.menu_actions.undo.trigger()
    assert files[0].exists()  # the file comes back with the undo...
    assert vasana.character_id not in view.session.conflict.sheets_done  # ...and her fallout is not marked done
    assert vasana.id in view.aftermath.buttons  # so the step is offered again
    window.menu_actions.redo.trigger()
    assert not files[0].exists() and vasana.id not in view.aftermath.buttons
