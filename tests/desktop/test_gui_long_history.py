"""Issue 21, point 12: a sheet with 6,000 history entries opens without freezing the window (it is
read in slices, its tab comes once read), and its History tab words only the rows on screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from talekeeper.desktop.editor import history as history_module
from talekeeper.desktop.window.main_window import MainWindow
from tests.benchmarks.long_history import write_sheet
from tests.gui import open_window

ENTRIES = 6000


@pytest.fixture(scope="module")
def long_sheet(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return write_sheet(tmp_path_factory.mktemp("long"), ENTRIES).read_bytes()


@pytest.fixture
def sheet(tmp_path: Path, long_sheet: bytes) -> Path:
    path = tmp_path / "vasana.tale.json"
    path.write_bytes(long_sheet)
    return path


def opened(qtbot: QtBot, window: MainWindow, path: Path):
    qtbot.waitUntil(lambda: window.editor_for(path) is not None, timeout=60_000)
    return window.editor_for(path)


def test_the_window_handles_events_while_a_long_sheet_opens(qtbot: QtBot, sheet: Path) -> None:
    window = open_window(qtbot, sheet.parent)
    turns: list[bool] = []  # for each turn of the event loop meanwhile: was the sheet open yet?
    timer = QTimer(window)
    timer.setInterval(0)
    timer.timeout.connect(lambda: turns.append(window.editor_for(sheet) is not None))
    timer.start()
    assert window.open_character(sheet) is None  # not yet: it is read in slices
    assert "Opening vasana.tale.json" in window.statusBar().currentMessage()
    assert window.open_character(sheet) is None  # asked again meanwhile: still one opening
    editor = opened(qtbot, window, sheet)
    timer.stop()
    assert turns.count(False) >= ENTRIES // 100  # the window went round its loop between slices (after the first 10 at once)
    assert window.tabs.count() == 1 and window.tabs.currentWidget() is editor
    assert len(editor.character.history) == ENTRIES
    assert window.open_character(sheet) is editor  # once open: at once, as any sheet
    assert window.statusBar().currentMessage() == str(sheet.parent)  # the library, as when idle


def test_a_sheet_of_a_few_hundred_entries_opens_at_once_as_before(qtbot: QtBot, tmp_path: Path) -> None:
    path = write_sheet(tmp_path / "library", 400)
    window = open_window(qtbot, path.parent)
    editor = window.open_character(path)
    assert editor is not None and window.tabs.currentWidget() is editor and len(editor.character.history) == 400


def test_a_long_sheet_that_cannot_be_read_says_why(qtbot: QtBot, sheet: Path) -> None:
    data = sheet.read_bytes()
    cut = data.index(b'"time": "', len(data) // 2) + len(b'"time": "')
    sheet.write_bytes(data[:cut] + b"yesterday" + data[data.index(b'"', cut):])  # valid JSON, not a valid sheet
    window = open_window(qtbot, sheet.parent)
    assert window.open_character(sheet) is None
    qtbot.waitUntil(lambda: not window.opening.busy, timeout=60_000)
    assert window.right.currentWidget() is window.error_view
    assert "cannot be opened" in window.error_view.text() and "history" in window.error_view.text()
    assert window.tabs.count() == 0 and b"yesterday" in sheet.read_bytes()


def test_the_history_tab_words_only_the_rows_on_screen(qtbot: QtBot, sheet: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, sheet.parent)
    editor = opened(qtbot, window, sheet) if window.open_character(sheet) is None else window.editor_for(sheet)
    worded: list[str] = []
    original = history_module.entry_headline
    monkeypatch.setattr(history_module, "entry_headline", lambda entry, name: worded.append(entry.id) or original(entry, name))
    editor.tabs.setCurrentIndex(editor.tabs.count() - 1)
    editor.history.table.view.viewport().repaint()
    table = editor.history.table
    assert table.model.rowCount() == ENTRIES
    shown = table.view.rowAt(table.view.viewport().height() - 1) + 1 or ENTRIES
    assert 0 < len(set(worded)) <= shown + 40  # the rows on screen, and the 40 its widths are taken from
    worded.clear()
    table.view.scrollToBottom()
    table.view.viewport().repaint()
    assert worded and editor.character.history[0].id in worded  # the oldest, worded once scrolled to
    assert len(set(worded)) <= shown + 40


def test_the_roster_confirms_a_long_sheet_a_slice_at_a_time(qtbot: QtBot, sheet: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A library without its index (a first start, a fresh clone): each sheet is listed from a
    quick look, then loaded fully to confirm it; a long one in slices, the window turning between."""
    import talekeeper.desktop.roster_load as roster_load

    log: list[str] = []
    at_once = roster_load.summarize
    monkeypatch.setattr(roster_load, "summarize", lambda path: log.append("at once") or at_once(path))
    in_steps = roster_load.summarize_in_steps

    def sliced(path: Path):
        steps = in_steps(path)
        while True:
            log.append("slice")
            try:
                next(steps)
            except StopIteration as done:
                return done.value
            yield

    monkeypatch.setattr(roster_load, "summarize_in_steps", sliced)
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: log.append("turn"))
    timer.start()
    window = open_window(qtbot, sheet.parent)  # until the roster has settled: every sheet confirmed
    timer.stop()
    assert "at once" not in log
    slices = [n for n, what in enumerate(log) if what == "slice"]
    assert len(slices) >= 2 * ENTRIES // 100
    assert log[slices[0]:slices[-1]].count("turn") >= 2  # the window went round its loop meanwhile (15 ms of slices per turn)
    assert [entry.name for entry in window.listed_characters()] == ["Vasana"]
