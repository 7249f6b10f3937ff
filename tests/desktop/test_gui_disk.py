"""Disk problems while saving: a clear message, the edits kept in memory and in the journal,
nothing half-written left behind."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from talekeeper.core.storage import atomic, load_character
from talekeeper.desktop import messages
from tests.gui import window_with_an_edit


@pytest.fixture
def window_with_edit(qtbot: QtBot, tmp_path: Path):
    return window_with_an_edit(qtbot, tmp_path)


def capture(monkeypatch: pytest.MonkeyPatch, name: str, answer=QMessageBox.StandardButton.Ok) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(messages, name, lambda *a, **k: shown.append(a[2]) or answer)
    return shown


@pytest.mark.parametrize(
    ("error", "says"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), "No space left on device"),
        (PermissionError(errno.EACCES, "Permission denied"), "permission to write in this folder was refused"),
    ],
)
def test_full_disk_or_read_only_folder(window_with_edit, monkeypatch: pytest.MonkeyPatch, error: OSError, says: str) -> None:
    window, sheet = window_with_edit

    def failing_fsync(_fd: int) -> None:
        raise error

    monkeypatch.setattr(atomic.os, "fsync", failing_fsync)
    shown = capture(monkeypatch, "critical")
    assert not window.save()
    assert says in shown[0] and str(sheet) in shown[0] and "recovery journal" in shown[0]
    assert window.workspace.dirty_paths() == [sheet] and window.current_editor().character.harm.hp == 4
    assert load_character(sheet).harm.hp == 12
    assert sorted(p.name for p in sheet.parent.iterdir() if not p.is_dir()) == ["vasana.tale.json"]
    monkeypatch.undo()
    window.workspace.write_journal()
    assert [e.character.harm.hp for e in window.workspace.journal.own_entries()[0]] == [4]


def test_vanished_folder(window_with_edit, monkeypatch: pytest.MonkeyPatch) -> None:
    window, sheet = window_with_edit
    shutil.rmtree(sheet.parent)
    warnings = capture(monkeypatch, "warning", QMessageBox.StandardButton.Save)
    errors = capture(monkeypatch, "critical")
    assert not window.save()
    assert "moved or deleted" in warnings[0]
    assert "folder no longer exists" in errors[0]
    assert window.workspace.dirty_paths() == [sheet]
    window.workspace.write_journal()
    assert window.workspace.journal.own_entries()[0][0].character.harm.hp == 4
    assert not sheet.parent.exists()  # nothing was written where the library was
