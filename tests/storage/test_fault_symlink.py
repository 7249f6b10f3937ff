"""A sheet that is a symlink (issue 12, item 8): a player's file linked into the GM's library. Saving
writes the link's target, atomically in the target's folder, and the link stays a link; a link that
points outside the library is marked in the roster. The links are real (os.symlink)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import Library, load_character, save_character
from talekeeper.core.storage.backups import list_backups
from tests.gui import listed_names, open_window

pytestmark = pytest.mark.skipif(os.name == "nt", reason="symlinks need privileges on Windows")


def _linked(tmp_path: Path) -> tuple[Path, Path]:
    """A player's sheet in their own folder, linked into the GM's library."""
    (tmp_path / "player").mkdir()
    (tmp_path / "gm").mkdir()
    target = tmp_path / "player" / "vasana.tale.json"
    save_character(Character(name="Vasana", notes="the player's"), target)
    target.chmod(0o640)
    link = tmp_path / "gm" / "vasana.tale.json"
    os.symlink(os.path.relpath(target, link.parent), link)
    return link, target


def test_saving_a_linked_sheet_writes_the_target_and_keeps_the_link(tmp_path: Path) -> None:
    link, target = _linked(tmp_path)
    library = Library(link.parent)
    [entry] = library.scan()
    assert entry.path == link and entry.name == "Vasana"
    loaded = library.load(link)
    fingerprint = library.save(Character(name="Vasana", notes="edited by the GM"), link, expected=loaded.fingerprint)
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert load_character(target).notes == "edited by the GM"
    assert library.load(link).fingerprint == fingerprint
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert [p.name for p in link.parent.iterdir()] == [link.name]  # no temporary file left anywhere
    assert [p.name for p in target.parent.iterdir()] == [target.name]
    assert [load_character(p).notes for _, p in list_backups(link)] == ["the player's"]
    save_character(Character(name="Vasana", notes="again"), link)  # the plain save too
    assert link.is_symlink() and load_character(target).notes == "again"


def test_a_link_inside_the_library_is_followed_too(tmp_path: Path) -> None:
    save_character(Character(name="Harvar"), tmp_path / "harvar-2.tale.json")
    os.symlink("harvar-2.tale.json", tmp_path / "harvar.tale.json")
    library = Library(tmp_path)
    library.save(Character(name="Harvar", notes="x"), tmp_path / "harvar.tale.json")
    assert (tmp_path / "harvar.tale.json").is_symlink() and load_character(tmp_path / "harvar-2.tale.json").notes == "x"


def test_the_roster_marks_a_link_to_outside_the_library(qtbot: QtBot, tmp_path: Path) -> None:
    link, target = _linked(tmp_path)
    save_character(Character(name="Harvar"), link.parent / "harvar.tale.json")
    os.symlink("harvar.tale.json", link.parent / "harvar-link.tale.json")  # inside: not marked
    window = open_window(qtbot, link.parent)
    assert listed_names(window) == ["Harvar", "Harvar", "Vasana"]
    tips = [window.filter.index(row, 0).data(Qt.ItemDataRole.ToolTipRole) for row in range(3)]
    spoken = [window.filter.index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole) for row in range(3)]
    assert "outside the library" in tips[2] and str(target.resolve()) in tips[2]
    assert "outside the library" in spoken[2]
    assert not any("outside the library" in text for text in tips[:2] + spoken[:2])
    window.roster.resize(320, 300)
    window.roster.grab()  # the delegate paints the mark without complaint
    editor = window.open_character(link)
    editor.harm.max_hp.setValue(7)
    assert window.save()
    assert link.is_symlink() and load_character(target).harm.max_hp == 7


def test_unsaved_edits_of_a_linked_sheet_are_offered_after_a_crash(qtbot: QtBot, tmp_path: Path) -> None:
    from talekeeper.core.storage.journal import Journal
    from talekeeper.desktop.crash_recovery import RESTORE

    link, target = _linked(tmp_path)
    loaded = Library(link.parent).load(link)
    Journal(link.parent).write(link, Character(name="Vasana", notes="unsaved"), loaded.fingerprint)  # then a crash
    window = open_window(qtbot, link.parent)
    offered = []

    def decide(entries, parent=None):
        offered.extend(entries)
        return [(entries[0], RESTORE)]

    window.controller.offer_recovery(decide)
    assert [e.path for e in offered] == [link]
    assert window.current_editor().character.notes == "unsaved" and load_character(target).notes == "the player's"
