"""The recovery journal while editing (issue 12, items 3, 5 and 6): written within seconds of the
first unsaved edit however the editing goes on, at once when the application loses the focus, a
lasting warning while it cannot be written, and never touched by a second copy of the program."""

from __future__ import annotations

import errno
import shutil
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from talekeeper.core.storage import Library, load_character
from talekeeper.core.storage import journal as journal_module
from talekeeper.desktop import workspace as workspace_module
from talekeeper.desktop.controller import Controller
from talekeeper.desktop.settings import Settings
from tests.gui import open_window

GOLDEN = Path(__file__).parents[1] / "golden"


@pytest.fixture
def sheet(tmp_path: Path) -> Path:
    path = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", path)
    return path


def test_steady_editing_is_journaled_a_delay_after_the_first_edit(qtbot: QtBot, sheet: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workspace_module, "JOURNAL_DELAY_MS", 300)  # the 2 s of the program, shortened
    window = open_window(qtbot, sheet.parent)
    editor = window.open_character(sheet)
    journal = window.workspace.journal
    first_edit = time.monotonic()
    journaled_after = None
    for hp in range(1, 9):  # an edit every 0.2 s for 1.6 s: never a pause as long as the delay
        editor.harm.hp.setValue(hp)
        qtbot.wait(200)
        if journaled_after is None and journal.own_entries()[0]:
            journaled_after = time.monotonic() - first_edit
    assert journaled_after is not None and journaled_after < 1.2  # 0.3 s after the first edit, with room for a slow machine


def test_losing_the_focus_journals_at_once(qtbot: QtBot, sheet: Path) -> None:
    window = open_window(qtbot, sheet.parent)
    window.open_character(sheet).harm.hp.setValue(5)
    assert window.workspace.journal.own_entries() == ([], [])
    QGuiApplication.instance().applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert [e.character.harm.hp for e in window.workspace.journal.own_entries()[0]] == [5]


def test_a_journal_that_cannot_be_written_warns_until_it_can(qtbot: QtBot, sheet: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, sheet.parent)
    editor = window.open_character(sheet)

    def full_disk(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal_module, "atomic_write", full_disk)
    editor.harm.hp.setValue(4)
    window.workspace.write_journal()
    banner = window.journal_banner
    assert banner.isVisible() and banner.text.text().startswith("Unsaved changes are not protected")
    assert "No space left on device" in banner.text.text() and str(window.workspace.journal.folder) in banner.text.text()
    editor.harm.hp.setValue(3)
    window.workspace.write_journal()
    assert banner.isVisible()  # lasting: every try that fails keeps it
    assert window.workspace._journal_timer.isActive()  # and it is tried again without waiting for an edit
    monkeypatch.undo()  # space again
    window.workspace.write_journal()
    assert not banner.isVisible()
    assert [e.character.harm.hp for e in window.workspace.journal.own_entries()[0]] == [3]
    assert load_character(sheet).harm.hp == 12


def test_a_second_copy_leaves_the_first_copys_journal_alone(qtbot: QtBot, sheet: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = open_window(qtbot, sheet.parent)
    asked = []
    monkeypatch.setattr(first, "ask", lambda box: asked.append(box.text()))  # "changed by another program": keep mine
    first.open_character(sheet).harm.hp.setValue(4)
    first.workspace.write_journal()
    second = Controller(Library(sheet.parent), Settings())  # "Open anyway": the same library in a second copy
    offered = []
    second.offer_recovery(lambda entries, parent=None: offered.extend(entries) or [])
    assert offered == []  # the first copy's edits are live, not a crash to recover from
    second.workspace.open(sheet)
    second.workspace.close(sheet)  # only looked at it
    second.workspace.open(sheet)
    second.workspace.apply("edit", {sheet: second.workspace.character(sheet).model_copy(update={"notes": "second"})})
    second.workspace.save(sheet)
    second.shutdown()
    assert [e.character.harm.hp for e in first.workspace.journal.own_entries()[0]] == [4]
    qtbot.waitUntil(lambda: bool(asked))  # the first copy noticed the second one's save and asked
    assert [e.character.harm.hp for e in first.workspace.journal.own_entries()[0]] == [4]


def test_the_journal_rewrites_only_the_sheets_changed_since_its_last_write(qtbot: QtBot, sheet: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.core.model import Character

    other, _ = Library(sheet.parent).create(Character(name="Harvar"))
    window = open_window(qtbot, sheet.parent)
    window.open_character(sheet).harm.hp.setValue(4)
    window.open_character(other).harm.hp.setValue(2)
    journal = window.workspace.journal
    written: list[str] = []
    real_write = journal.write
    monkeypatch.setattr(journal, "write", lambda path, *rest: written.append(Path(path).name) or real_write(path, *rest))
    window.workspace.write_journal()
    assert sorted(written) == ["Harvar.tale.json", "vasana.tale.json"]
    window.open_character(sheet).harm.hp.setValue(3)
    written.clear()
    window.workspace.write_journal()
    assert written == ["vasana.tale.json"]  # Harvar's entry already holds his edits: not written again
    written.clear()
    window.workspace.write_journal()
    assert written == []
    assert sorted((e.character.name, e.character.harm.hp) for e in journal.own_entries()[0]) == [("Harvar", 2), ("Vasana", 3)]
