"""The other ways to the merge window (issue 16, items 3 and 5): importing a file whose character
is already in the library (update from the file, add it as a new character, or cancel), and a
sync tool's copy of campaign.json (the banner, then the same window for the settings)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Campaign, Character, TieBreak
from talekeeper.core.model.common import evolve, new_id
from talekeeper.core.storage import Library, load_campaign
from talekeeper.core.storage.files import Revision, read_character, save_campaign, save_character
from talekeeper.desktop.merge.dialog import MergeDialog
from tests.desktop.merge.window import apply, choice, said
from tests.gui import drive, listed_names, open_window


@pytest.fixture
def sent(tmp_path: Path) -> tuple[Path, Path]:
    """The library's Vasana, saved since Ana took a copy; Ana's file, changed on her side."""
    library = Library(tmp_path / "lib")
    path, _ = library.create(Character(name="Vasana", concept="blade"))
    first = read_character(path)
    library.save(evolve(first.character, concept="wandering blade"), path, expected=first.fingerprint, revision=Revision(new_id(), first.revision.id))  # type: ignore[union-attr]
    mail = tmp_path / "mail"
    mail.mkdir()
    source = mail / "vasana-from-ana.tale.json"
    save_character(evolve(first.character, player="Ana", notes="my notes"), source, revision=Revision(new_id(), first.revision.id))  # type: ignore[union-attr]
    return path, source


def answer(monkeypatch: pytest.MonkeyPatch, window, button: str) -> list[str]:
    """Answer the import question with the button whose text is `button`."""
    asked: list[str] = []

    def ask(box: QMessageBox) -> object:
        asked.append(box.text())
        return next(b for b in box.buttons() if b.text() == button)

    monkeypatch.setattr(window, "ask", ask)
    return asked


def test_importing_a_character_in_the_library_updates_it_through_the_merge_window(qtbot: QtBot, tmp_path: Path, sent: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    path, source = sent
    window = open_window(qtbot, path.parent)
    asked = answer(monkeypatch, window, "&Update from This File…")

    def update(dialog: MergeDialog) -> None:
        assert dialog.ok_button.text() == "&Update" and dialog.choices == []  # the common version is known: nothing to choose
        merged = [dialog.changes.topLevelItem(i).text(0) for i in range(dialog.changes.topLevelItemCount())]
        assert merged == ["Character › Player", "Character › Concept", "Character › Notes"]
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, update)
    window.controller.import_character(window, str(source))
    assert asked == [f"Vasana is already in the library ({path.name})."]
    updated = window.workspace.character(path)
    assert (updated.player, updated.concept, updated.notes) == ("Ana", "wandering blade", "my notes")
    assert window.menu_actions.undo.text() == f"Undo Update Vasana from {source.name}" and window.workspace.dirty_paths() == [path]
    assert listed_names(window) == ["Vasana"] and source.exists()  # nothing added, the file sent left alone


def test_importing_it_as_a_new_character_or_not_at_all(qtbot: QtBot, sent: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    path, source = sent
    window = open_window(qtbot, path.parent)
    seen = drive(monkeypatch, MergeDialog, lambda dialog: dialog.reject())
    answer(monkeypatch, window, "Cancel")
    window.controller.import_character(window, str(source))
    assert listed_names(window) == ["Vasana"] and window.workspace.dirty_paths() == []
    answer(monkeypatch, window, "Add as a &New Character")
    window.controller.import_character(window, str(source))
    assert listed_names(window) == ["Vasana", "Vasana"] and seen == []
    ids = {entry.id for entry in window.model.entries_view()}
    assert len(ids) == 2  # a new id: two characters, not a conflicting copy


def test_a_copy_of_campaign_json_is_merged_saved_and_trashed_in_one_step(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_campaign(Campaign(prosperity=1, tie_break=TieBreak.HIGH), tmp_path / "campaign.json")
    copy = tmp_path / "campaign (Ana's conflicted copy 2026-12-01).json"
    save_campaign(Campaign(prosperity=2, steading_lacking=True), copy)
    Library(tmp_path).create(Character(name="Vasana"))
    window = open_window(qtbot, tmp_path)
    banner = next(b for b in window.findChildren(QWidget) if b.objectName() == "conflictBanner")
    assert banner.isVisible() and copy.name in banner.findChildren(QLabel)[0].text()

    def merge(dialog: MergeDialog) -> None:
        assert [c.path for c in dialog.choices] == [("tie_break",), ("prosperity",), ("steading_lacking",)]
        assert choice(dialog, ("tie_break",)).mine.text() == "The higher roll wins (HeroQuest 2)"
        assert "no common version" in dialog.findChildren(QLabel)[1].text()
        qtbot.mouseClick(choice(dialog, ("prosperity",)).theirs, Qt.MouseButton.LeftButton)
        apply(qtbot, dialog)

    drive(monkeypatch, MergeDialog, merge)
    qtbot.mouseClick(banner.findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)
    assert load_campaign(tmp_path / "campaign.json") == Campaign(prosperity=2, tie_break=TieBreak.HIGH)
    assert not copy.exists() and (tmp_path / ".trash" / copy.name).exists()
    assert not banner.isVisible()
    assert window.menu_actions.undo.text() == "Undo Merge the conflicting copy of the campaign settings"
    window.menu_actions.undo.trigger()  # one step: the settings and the copy back
    assert load_campaign(tmp_path / "campaign.json").prosperity == 1 and copy.exists()


def test_a_damaged_campaign_json_is_never_written_over_by_a_merge(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "campaign.json").write_text("{ not json")
    copy = tmp_path / "campaign.sync-conflict-20261201-101010-ABCDEFG.json"
    save_campaign(Campaign(prosperity=2), copy)
    window = open_window(qtbot, tmp_path)
    shown = said(monkeypatch, window)
    window.controller.campaign  # noqa: B018  (read once, as the window does when it needs the settings)
    seen = drive(monkeypatch, MergeDialog, lambda dialog: apply(qtbot, dialog))
    window.conflicts.resolve_current()
    assert seen == [] and shown and "campaign.json" in shown[0]
    assert (tmp_path / "campaign.json").read_text() == "{ not json" and copy.exists()
