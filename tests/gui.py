"""Helpers for GUI tests: open a library window the way the app does, on a temporary folder; drive
a modal dialog, type into a field or a table cell, find a roster row, take a picture (written only
when TALEKEEPER_SHOTS names a folder)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLineEdit, QTableView, QWidget
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import Library
from talekeeper.desktop.controller import Controller
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.settings import Settings
from talekeeper.desktop.window.main_window import MainWindow

if TYPE_CHECKING:
    from talekeeper.core.model import Campaign, Character
    from talekeeper.desktop.sheets import Sheets


def open_window(qtbot: QtBot, path: Path) -> MainWindow:
    controller = Controller(Library(path), Settings())
    assert controller.acquire_lock(ask=False)
    from talekeeper.desktop.window.main_window import MainWindow as Window

    window = Window(controller)
    controller.window = window
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.waitUntil(lambda: window.warm_up.done)  # the Play menu and the search texts, right after the first paint
    qtbot.waitUntil(lambda: window.roster_panel.settled)  # and every sheet read quickly is confirmed
    window.controller.replacing_window = True  # tests close windows without the quit question
    return window


def window_with_an_edit(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Path]:
    """A window on a library folder `lib` holding the golden Vasana, open with an unsaved edit (HP 4)."""
    (tmp_path / "lib").mkdir()
    sheet = tmp_path / "lib" / "vasana.tale.json"
    shutil.copy(Path(__file__).parent / "golden" / "character-v1.tale.json", sheet)
    window = open_window(qtbot, sheet.parent)
    window.open_character(sheet).harm.hp.setValue(4)
    return window, sheet


def sheets_over(tmp_path: Path, characters: Sequence[Character], campaign: Campaign | None = None) -> tuple[Sheets, list[Path]]:
    """The one sheet source of the rules dialogs (`desktop.sheets.Sheets`) over a library folder
    `sheets` in `tmp_path` holding `characters` (saved there), with no window: a runner on a
    workspace of that library. Also the characters' files, in order."""
    from talekeeper.core.model import Campaign
    from talekeeper.desktop.operations import Runner
    from talekeeper.desktop.workspace import Workspace

    folder = tmp_path / "sheets"
    folder.mkdir(exist_ok=True)
    library = Library(folder)
    paths = [library.create(character)[0] for character in characters]
    runner = Runner(Workspace(library), lambda: campaign or Campaign())
    return runner.sheets(), paths


def listed_names(window: MainWindow) -> list[str]:
    return [window.filter.index(row, 0).data() for row in range(window.filter.rowCount())]


def type_faces(entry: DiceEntry, values: Sequence[int]) -> None:
    """Type the faces of physical dice into a dice entry, as a user does: `values` in the order
    of its dice (`entry.sizes`), each size's faces into that size's line."""
    by_size: dict[int, list[str]] = {}
    for size, value in zip(entry.sizes, values, strict=True):
        by_size.setdefault(size, []).append(str(value))
    for group in entry.groups:
        group.line.selectAll()
        QTest.keyClicks(group.line, " ".join(by_size.get(group.size, [])))


SHOTS_VARIABLE = "TALEKEEPER_SHOTS"
"""Set it to a folder to have the GUI tests' pictures written there (nothing is written otherwise)."""


def drive(monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], act: Callable[[QDialog], None]) -> list[QDialog]:
    """Replace the modal `exec` of `cls`: the dialog is shown, `act` plays the user, and the
    dialog's answer is returned as `exec` would. Returns the dialogs seen."""
    seen: list[QDialog] = []

    def exec_(dialog: QDialog) -> int:
        seen.append(dialog)
        dialog.show()
        act(dialog)
        dialog.hide()
        return dialog.result()

    monkeypatch.setattr(cls, "exec", exec_)
    return seen


def library_with(tmp_path: Path, *characters: Character) -> list[Path]:
    library = Library(tmp_path)
    return [library.create(c)[0] for c in characters]


def click_ok(qtbot: QtBot, dialog: QDialog) -> None:
    assert dialog.ok_button.isEnabled(), dialog.problem.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def press_space(qtbot: QtBot, button: QWidget) -> None:
    """Toggle a check box or radio button as a keyboard user does (focus it, press Space): unlike a
    click at its middle, this does not depend on how wide the font draws its text."""
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(button, Qt.Key.Key_Space)


def shot(widget: QWidget, name: str) -> None:
    """Paint `widget` (its painting must not fail) and, when `TALEKEEPER_SHOTS=FOLDER` is set,
    save the picture as FOLDER/`name`.png to look at (not a test result). Nothing is written
    without it."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    picture = widget.grab()
    folder = os.environ.get(SHOTS_VARIABLE)
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert picture.save(str(Path(folder) / f"{name}.png")), f"could not write {name}.png into {folder}"


def row(window: MainWindow, path: Path) -> int:
    """The roster row (as shown, filtered) that lists `path`."""
    source = window.model.row_of(path)
    assert source >= 0, f"{path.name} is not listed"
    return window.filter.mapFromSource(window.model.index(source, 0)).row()


def type_in_cell(qtbot: QtBot, view: QTableView, row: int, column: int, text: str) -> None:
    index = view.model().index(row, column)
    view.setCurrentIndex(index)
    view.edit(index)
    editors = [w for w in view.viewport().findChildren(QLineEdit) if w.isVisible()]
    assert len(editors) == 1
    editor = editors[0]
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not [w for w in view.viewport().findChildren(QLineEdit) if w.isVisible()])  # a queued commit


def type_field(qtbot: QtBot, field, text: str) -> None:
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
