"""Errors have somewhere to go (issue 12, item 12): a bug is logged with its traceback and shown
once, saying what was being done and where the log is; a refused or failed action leaves no undo
step."""

from __future__ import annotations

import errno
import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from talekeeper.core.model.common import evolve
from talekeeper.core.paths import log_dir
from talekeeper.core.storage import atomic
from talekeeper.core.storage.refusals import NOT_RESTORED
from talekeeper.desktop import errors, messages
from talekeeper.desktop.campaign_dialog import CampaignDialog
from tests.gui import open_window


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def failing_fsync(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", failing_fsync)


def warnings_shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(messages, "warning", lambda *a, **k: shown.append(a[2]) or QMessageBox.StandardButton.Ok)
    return shown


def test_a_campaign_save_that_fails_says_why_and_leaves_no_undo_step(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    monkeypatch.setattr(CampaignDialog, "edit", classmethod(lambda cls, campaign, parent=None: evolve(campaign, prosperity=3)))
    full_disk(monkeypatch)
    shown = warnings_shown(monkeypatch)
    window.controller.edit_campaign(window)
    assert len(shown) == 1 and "No space left on device" in shown[0] and "campaign.json" in shown[0]
    assert window.workspace.undo_stack.count() == 0 and not window.menu_actions.undo.isEnabled()
    assert window.controller.campaign.prosperity == 0 and not (tmp_path / "campaign.json").exists()


def test_an_undo_whose_save_fails_changes_nothing_and_leaves_the_stack(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    monkeypatch.setattr(CampaignDialog, "edit", classmethod(lambda cls, campaign, parent=None: evolve(campaign, prosperity=3)))
    window.controller.edit_campaign(window)
    assert window.workspace.undo_stack.count() == 1 and window.controller.library.load_campaign().prosperity == 3
    full_disk(monkeypatch)
    shown = warnings_shown(monkeypatch)
    window.menu_actions.undo.trigger()
    assert len(shown) == 1 and "No space left on device" in shown[0]
    assert window.workspace.undo_stack.count() == 0  # the step could not be undone: it is gone, not pretending
    assert window.controller.campaign.prosperity == 3 and window.controller.library.load_campaign().prosperity == 3


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_and_shown_once(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, bug_reports: list[QMessageBox]) -> None:
    monkeypatch.setattr(sys, "excepthook", errors.hook)
    button = QPushButton("Roll")
    qtbot.addWidget(button)

    def broken() -> None:
        raise RuntimeError("the dice fell off the table")

    button.clicked.connect(broken)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the same bug again: logged, not a second dialog
    assert len(bug_reports) == 1
    box = bug_reports.pop()
    assert box.text() == "Something went wrong in Talekeeper." and str(log_dir() / "talekeeper.log") in box.informativeText()
    assert "the dice fell off the table" in box.detailedText() and "in broken" in box.detailedText()
    logged = (log_dir() / "talekeeper.log").read_text(encoding="utf-8")
    assert logged.count("RuntimeError: the dice fell off the table") == 2 and "Traceback" in logged
    assert button.isEnabled()  # the window goes on


@pytest.mark.qt_no_exception_capture
def test_a_menu_command_that_fails_is_named_in_the_dialog(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bug_reports: list[QMessageBox]) -> None:
    window = open_window(qtbot, tmp_path)
    monkeypatch.setattr(sys, "excepthook", errors.hook)

    def broken(_window) -> None:
        raise KeyError("prosperity")

    monkeypatch.setattr(window.controller, "edit_campaign", broken)
    settings = next(a for a in window.menuBar().actions()[1].menu().actions() if "Campaign" in a.text())
    settings.trigger()
    assert [box.text() for box in bug_reports] == ["Something went wrong in Talekeeper while doing this: Campaign Settings…"]
    bug_reports.clear()
    assert "while Campaign Settings…" in (log_dir() / "talekeeper.log").read_text(encoding="utf-8")
    assert window.isVisible() and window.workspace.undo_stack.count() == 0


def test_report_bug_shows_text_from_anywhere_as_plain_text(qtbot: QtBot, bug_reports: list[QMessageBox]) -> None:
    try:
        raise ValueError("<b>not bold</b>")
    except ValueError as error:
        errors.report_bug(None, "<i>reading</i>", error)
    box = bug_reports.pop()
    assert box.textFormat() == Qt.TextFormat.PlainText and "<i>reading</i>" in box.text()
    assert "<b>not bold</b>" in box.detailedText()
    assert logging.getLogger().handlers  # the log was started by the first bug


def test_help_lists_the_log_folder_and_opens_it(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QDesktopServices

    from talekeeper.desktop.window.help import about_text

    window = open_window(qtbot, tmp_path)
    assert f"Log (unexpected errors): {log_dir()}" in about_text(window)
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url.toLocalFile()) or True))
    action = next(a for a in window.menuBar().actions()[-1].menu().actions() if "Log Folder" in a.text())
    action.trigger()
    assert opened == [str(log_dir())] and log_dir().is_dir()


def test_an_undo_that_cannot_move_the_file_says_why_and_leaves_the_stack(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.core.model import Character
    from talekeeper.core.storage import Library, SheetFileError
    from tests.gui import listed_names

    path, _ = Library(tmp_path).create(Character(name="Vasana"))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    window.menu_actions.delete.trigger()
    assert not path.exists() and window.workspace.undo_stack.count() == 1

    def read_only(*_args, **_kwargs):
        raise SheetFileError(path, NOT_RESTORED, reason="Read-only file system")

    monkeypatch.setattr(window.library, "restore", read_only)
    shown = warnings_shown(monkeypatch)
    window.menu_actions.undo.trigger()
    assert len(shown) == 1 and "Read-only file system" in shown[0]
    assert window.workspace.undo_stack.count() == 0 and not path.exists()
    qtbot.waitUntil(lambda: window.roster_panel.settled)
    assert listed_names(window) == []
