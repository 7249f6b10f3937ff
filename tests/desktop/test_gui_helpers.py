"""The GUI tests' own helpers (tests/gui.py): a modal dialog driven without a modal loop, pictures written only when asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from tests.gui import SHOTS_VARIABLE, drive, shot


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
