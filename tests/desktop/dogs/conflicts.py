"""A Dogs conflict driven through its windows: the setup dialog, the dice, picking dice from a hand."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.desktop import dogs as play
from talekeeper.desktop.dogs.conflict_window import ConflictWindow
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from talekeeper.desktop.window.main_window import MainWindow
from tests.gui import open_window

GOLDEN = Path(__file__).parents[2] / "golden"
LEFT = Qt.MouseButton.LeftButton


def roll(monkeypatch: pytest.MonkeyPatch, *values: int) -> None:
    """The next Roll buttons (or the program's own rolls) show these values (C-2)."""
    monkeypatch.setattr(talekeeper.desktop.dice_entry, "dice_source", HandDice(values))


def drive(monkeypatch: pytest.MonkeyPatch, dialog_class: type[QDialog], act: Callable[[QDialog], None]) -> None:
    """Replace the dialog's modal exec() with `act`, run on the real dialog (no hang)."""

    def fake_exec(dialog: QDialog) -> int:
        dialog.show()
        act(dialog)
        return dialog.result()

    monkeypatch.setattr(dialog_class, "exec", fake_exec)


def setup(stakes: str, starter: str, *, life: tuple[str, ...] = ()) -> Callable[[QDialog], None]:
    """Write the stakes, choose who starts, tick whose life is at stake (DV-30), roll, start."""

    def act(dialog: ConflictSetupDialog) -> None:
        dialog.stakes.setText(stakes)
        dialog.people.starter.setCurrentIndex(dialog.people.starter.findText(starter))
        table = dialog.people.table
        for row in range(table.rowCount()):
            if table.item(row, 0).text() in life:
                table.item(row, 2).setCheckState(Qt.CheckState.Checked)
        assert not dialog.start_button.isEnabled()  # no opening roll before every die has a face (issue 15)
        dialog.entry.roll_button.click()
        dialog.start_button.click()

    return act


def vasana_path(library: Path) -> Path:
    return library / "vasana.tale.json"


def start(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path, *opening: int) -> tuple[MainWindow, ConflictWindow]:
    window = open_window(qtbot, library)
    window.open_character(vasana_path(library))
    drive(monkeypatch, ConflictSetupDialog, setup("Hodge confesses in Clearwine", "Vasana"))
    roll(monkeypatch, *opening)
    # Both characters take part from the start (as when both are selected in the roster).
    view = play.start_conflict(window.runner, [library / "Mayor-Hodge.tale.json", vasana_path(library)])
    assert view is not None
    return window, view


def who(view: ConflictWindow, name: str) -> str:
    return next(p.id for p in view.session.conflict.participants if p.name == name)


def pick(view: ConflictWindow, name: str, *values: int) -> None:
    """Click the dice showing these values in the participant's hand."""
    panel = view.panels[who(view, name)]
    taken: list[int] = []
    for value in values:
        button = next(b for b in panel.hand.buttons if b.die.value == value and b.die.id not in taken and not b.isChecked())
        taken.append(button.die.id)
        button.click()
