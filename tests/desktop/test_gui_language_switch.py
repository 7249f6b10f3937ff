"""Switching the interface language builds a new window on the same workspace (issue 19): the old
window must leave nothing connected to the workspace behind."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import SIGNAL
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.storage import save_character
from talekeeper.desktop.window.life import set_language
from tests.gui import listed_names, open_window

GOLDEN = Path(__file__).parents[1] / "golden"
SIGNALS = ("changed(PyObject)", "dirty_changed(PyObject,bool)", "files_changed()", "saved(PyObject)", "journal_problem(QString)",
           "outside_change(PyObject)", "closed(PyObject)", "play_changed(PyObject)", "problem(QString)")


def receivers(window: object) -> dict[str, int]:
    """The connections to what outlives a window: the workspace's signals and the merge resolver's."""
    found = {name: window.workspace.receivers(SIGNAL(name)) for name in SIGNALS}  # type: ignore[attr-defined]
    found["scanned(PyObject)"] = window.conflicts.receivers(SIGNAL("scanned(PyObject)"))  # type: ignore[attr-defined]
    return found


def test_a_change_on_disk_after_the_language_switch_raises_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    shutil.copy(GOLDEN / "character-v1.tale.json", library / "vasana.tale.json")
    window = open_window(qtbot, library)
    controller = window.controller
    before = receivers(window)
    assert all(before[name] > 0 for name in ("changed(PyObject)", "files_changed()", "saved(PyObject)", "problem(QString)")), before
    set_language(controller, "ja")
    try:
        new = controller.window
        qtbot.addWidget(new)
        qtbot.waitUntil(lambda: new.roster_panel.settled)
        qtbot.waitUntil(lambda: receivers(new) == before)  # the old window is deleted once the event loop runs
        save_character(Character(name="Ayame"), library / "ayame.tale.json")  # a sync, a git pull
        new.workspace.files_changed.emit()  # as the folder watcher does (it may be slower than the test)
        qtbot.waitUntil(lambda: "Ayame" in listed_names(new), timeout=5000)
    finally:
        set_language(controller, "en")
        qtbot.addWidget(controller.window)
        controller.replacing_window = True
