"""Saving from the window when the application's folders are full (issue 12, item 3): a save that
cannot keep its backup says so and offers to save without one or to cancel; any other failure is
shown by path and reason; a failed save during Quit keeps the window open and the edits."""

from __future__ import annotations

import errno
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from talekeeper.core import paths
from talekeeper.core.storage import load_character
from talekeeper.core.storage.backups import backup_folder, list_backups
from talekeeper.desktop import messages
from tests.faults import full_disk
from tests.gui import open_window, window_with_an_edit

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the full disk is injected through /proc/self/fd")

GOLDEN = Path(__file__).parents[1] / "golden"
WITHOUT_BACKUP = "Without a Backup"


@pytest.fixture
def edited(qtbot: QtBot, tmp_path: Path):
    return window_with_an_edit(qtbot, tmp_path)


def _answer(window, word: str, asked: list[str]) -> None:
    """Answer the window's next questions with the button whose text holds `word`."""

    def ask(box: QMessageBox) -> object:
        asked.append(box.text())
        return next(button for button in box.buttons() if word in button.text().replace("&", ""))

    window.ask = ask


def _no_empty_backups(sheet: Path) -> None:
    folder = backup_folder(sheet)
    assert not folder.is_dir() or all(p.stat().st_size for p in folder.iterdir())


def test_save_without_a_backup_when_the_backup_cannot_be_kept(edited, monkeypatch: pytest.MonkeyPatch) -> None:
    window, sheet = edited
    full_disk(monkeypatch, paths.data_dir())
    asked: list[str] = []
    _answer(window, WITHOUT_BACKUP, asked)
    assert window.save()
    assert str(backup_folder(sheet)) in asked[0] and "No space left on device" in asked[0]
    assert load_character(sheet).harm.hp == 4 and window.workspace.dirty_paths() == []
    assert list_backups(sheet) == []
    _no_empty_backups(sheet)


def test_cancel_when_the_backup_cannot_be_kept(edited, monkeypatch: pytest.MonkeyPatch) -> None:
    window, sheet = edited
    full_disk(monkeypatch, paths.data_dir())
    asked: list[str] = []
    _answer(window, "Cancel", asked)
    assert not window.save()
    assert len(asked) == 1 and load_character(sheet).harm.hp == 12
    assert window.workspace.dirty_paths() == [sheet] and window.current_editor().character.harm.hp == 4
    _no_empty_backups(sheet)


def test_any_os_error_while_saving_is_shown_by_path_and_reason(edited, monkeypatch: pytest.MonkeyPatch) -> None:
    window, sheet = edited
    journal_file = paths.state_dir() / "journal" / "x.json"

    def failing(*_args: object, **_kwargs: object) -> str:
        raise OSError(errno.EIO, "Input/output error", str(journal_file))

    monkeypatch.setattr(window.library, "save", failing)
    shown: list[str] = []
    monkeypatch.setattr(messages, "critical", lambda *a, **k: shown.append(a[2]))
    assert not window.save()
    assert str(journal_file) in shown[0] and "Input/output error" in shown[0]
    assert window.workspace.dirty_paths() == [sheet]


@pytest.mark.parametrize("full", ["data", "library"])
def test_quit_and_save_with_a_failing_save_keeps_the_window_and_the_edits(edited, monkeypatch: pytest.MonkeyPatch, full: str) -> None:
    window, sheet = edited
    window.controller.replacing_window = False  # a real Quit: the window asks about unsaved changes
    full_disk(monkeypatch, paths.data_dir() if full == "data" else sheet.parent)
    monkeypatch.setattr(messages, "question", lambda *a, **k: QMessageBox.StandardButton.Save)
    shown: list[str] = []
    monkeypatch.setattr(messages, "critical", lambda *a, **k: shown.append(a[2]))
    asked: list[str] = []
    _answer(window, "Cancel", asked)
    assert not window.close()
    assert window.isVisible() and window.workspace.dirty_paths() == [sheet]
    assert window.current_editor().character.harm.hp == 4 and load_character(sheet).harm.hp == 12
    assert (asked if full == "data" else shown) and "No space left on device" in (asked + shown)[0]
    assert window.controller.lock.isLocked()  # still this window's library
    _no_empty_backups(sheet)
    window.controller.replacing_window = True


def test_the_window_removes_stray_temporary_files_at_start(qtbot: QtBot, tmp_path: Path) -> None:
    import os
    import time

    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    (tmp_path / "play").mkdir()
    stray = [tmp_path / ".vasana.tale.json.k2j4h5g6.tmp", tmp_path / "play" / ".c.conflict.json.x1y2z3w4.tmp"]
    minute_ago = time.time() - 61
    for path in stray:
        path.write_bytes(b"{")
        os.utime(path, (minute_ago, minute_ago))
    window = open_window(qtbot, tmp_path)
    assert not any(path.exists() for path in stray)
    assert [window.filter.index(row, 0).data() for row in range(window.filter.rowCount())] == ["Vasana"]
