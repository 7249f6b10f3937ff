"""The merge records and campaign merges of a table's library in the app (issue 19): a forged,
mismatched or ghost record is refused by name before the merge window opens and can be discarded,
as `talekeeper check` says of the same record; a campaign merge that fails leaves no undo step."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from core.model import Campaign, Character, TieBreak
from core.storage import Library, load_campaign
from core.storage.files import save_campaign
from desktop.merge.dialog import MergeDialog
from desktop.window.main_window import MainWindow
from tests.gui import open_window
from tests.test_gui_merge_window import apply, choice
from tests.test_gui_st_helpers import drive


def read_only(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Writing a file called `name` is refused, as in a read-only library (tests run as root,
    where chmod stops nothing)."""
    from core.storage import atomic

    real = atomic.atomic_write

    def write(path: Path, data: bytes, **kwargs: object) -> None:
        if Path(path).name == name:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        real(path, data, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("core.storage.files.atomic_write", write)


def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: shown.append(text) or QMessageBox.StandardButton.Ok))
    return shown


def banner_of(window: MainWindow) -> QWidget:
    return next(b for b in window.findChildren(QWidget) if b.objectName() == "conflictBanner")


@pytest.fixture
def campaign_copy(tmp_path: Path) -> Path:
    save_campaign(Campaign(prosperity=1, tie_break=TieBreak.HIGH), tmp_path / "campaign.json")
    copy = tmp_path / "campaign (Ana's conflicted copy 2026-12-01).json"
    save_campaign(Campaign(prosperity=2, steading_lacking=True), copy)
    Library(tmp_path).create(Character(name="Vasana"))
    return copy


def merge_the_copy(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def merge(dialog: MergeDialog) -> None:
        qtbot.mouseClick(choice(dialog, ("prosperity",)).theirs, Qt.MouseButton.LeftButton)
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, merge)
    qtbot.mouseClick(banner_of(window).findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)


def test_a_campaign_merge_in_a_read_only_library_leaves_no_undo_step(qtbot: QtBot, tmp_path: Path, campaign_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    stack = window.workspace.undo_stack
    before = (stack.count(), stack.index(), (tmp_path / "campaign.json").read_bytes())
    shown = warnings(monkeypatch)
    read_only(monkeypatch, "campaign.json")
    merge_the_copy(qtbot, window, monkeypatch)
    assert shown and "permission" in shown[0].lower()
    assert (stack.count(), stack.index(), (tmp_path / "campaign.json").read_bytes()) == before
    assert not window.actions.undo.isEnabled() and campaign_copy.exists() and banner_of(window).isVisible()


def test_a_campaign_merge_whose_copy_cannot_go_to_the_trash_is_taken_back_whole(qtbot: QtBot, tmp_path: Path, campaign_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    stack = window.workspace.undo_stack
    before = (stack.count(), stack.index(), load_campaign(tmp_path / "campaign.json"))
    shown = warnings(monkeypatch)

    def refused(self: Path, target: Path) -> Path:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))

    monkeypatch.setattr(Path, "replace", refused)
    merge_the_copy(qtbot, window, monkeypatch)
    monkeypatch.undo()
    assert shown
    assert (stack.count(), stack.index(), load_campaign(tmp_path / "campaign.json")) == before
    assert window.controller.campaign == before[2] and campaign_copy.exists()
