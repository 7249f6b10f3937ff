"""The merge window in a Japanese interface (issue 16): the roster's mark, the merge window (its
changes, choices, refusal and buttons), the undo step, the import question and the campaign
banner show no English word; only what the user wrote (names, values), file names as the sync
tool made them, the tools' own names and the few notations `NOT_ENGLISH` allows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Campaign
from talekeeper.core.storage.files import save_campaign
from talekeeper.desktop import i18n
from talekeeper.desktop.merge.dialog import MergeDialog
from tests.desktop.japanese import Seen, shown_texts
from tests.desktop.merge.window import apply, choice, click_row
from tests.gui import drive, open_window, shot
from tests.merge_scenes import copy_name, diverged

TYPED = frozenset({
    "Vasana", "Ana", "Wandering blade", "Sword-dancer", "Lost her horse at the ford", "Sword", "Bow", "longbow",
    "Syncthing", "Dropbox", "ABCDEFG",
})
"""What the user typed and what the sync tools named: characters, values, tools, a device."""


@pytest.fixture
def japanese() -> Iterator[None]:
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def test_the_merge_window_shows_no_english_in_japanese(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    library = tmp_path / "卓"  # the folder's name is in the window's title
    path, copy = diverged(library)
    campaign_copy = "campaign (Ana's conflicted copy 2026-12-01).json"
    save_campaign(Campaign(), library / "campaign.json")
    save_campaign(Campaign(prosperity=2), library / campaign_copy)
    files = frozenset({path.name, copy.name, campaign_copy, copy_name(path), "campaign.json"})
    window = open_window(qtbot, library)
    seen = Seen(window)
    seen.look("roster and banner", window)

    def merge(dialog: MergeDialog) -> None:
        seen.look("merge window", dialog)
        qtbot.mouseClick(choice(dialog, ("concept",)).theirs, Qt.MouseButton.LeftButton)
        shot(dialog, "ja_merge_window")
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, merge)
    click_row(qtbot, window)
    seen.undo_text()
    seen.texts.append(("status", window.statusBar().currentMessage()))

    asked: list[QMessageBox] = []
    monkeypatch.setattr(window, "ask", lambda box: asked.append(box) or None)
    window.controller.import_character(window, str(copy))
    seen.texts += [("import question", text) for text in shown_texts(asked[0])]
    seen.texts += [("import question", button.text()) for button in asked[0].buttons()]

    def campaign(dialog: MergeDialog) -> None:
        qtbot.mouseClick(choice(dialog, ("prosperity",)).theirs, Qt.MouseButton.LeftButton)
        seen.look("campaign merge window", dialog)
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, campaign)
    window.conflicts.resolve_current()
    seen.undo_text()
    places = {where for where, _text in seen.texts}
    assert places >= {"roster and banner", "merge window", "undo", "status", "import question", "campaign merge window"}
    assert ("merge window", "Vasana の競合コピーを解決") in seen.texts
    english = [(where, text) for where, text in seen.english() if [w for w in _words(text) if w not in _allowed(files)]]
    assert english == []


def _allowed(files: frozenset[str]) -> set[str]:
    from tests.desktop.japanese import english_words

    return {word for text in files | TYPED for word in english_words(text)}


def _words(text: str) -> list[str]:
    from tests.desktop.japanese import english_words

    return english_words(text)
