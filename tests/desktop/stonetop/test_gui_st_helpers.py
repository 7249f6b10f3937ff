"""Helpers for the harm GUI tests (ST, FA, GM): drive a modal dialog as a user, make a library."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import Library

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


def test_helpers_drive_a_dialog_without_a_modal_loop(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = drive(monkeypatch, QDialog, lambda dialog: dialog.accept())
    dialog = QDialog()
    qtbot.addWidget(dialog)
    assert dialog.exec() == QDialog.DialogCode.Accepted and seen == [dialog]


def test_pictures_are_written_only_when_asked(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(40, 30)
    saved: list[str] = []
    real_save = QPixmap.save
    monkeypatch.setattr(QPixmap, "save", lambda pixmap, name, *args: saved.append(name) or real_save(pixmap, name, *args))
    monkeypatch.delenv(SHOTS_VARIABLE, raising=False)
    shot(widget, "unasked")
    assert saved == []  # no picture written anywhere
    monkeypatch.setenv(SHOTS_VARIABLE, str(tmp_path / "shots"))
    shot(widget, "asked")
    assert [p.name for p in (tmp_path / "shots").iterdir()] == ["asked.png"] and saved == [str(tmp_path / "shots" / "asked.png")]
