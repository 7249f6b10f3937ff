"""Nothing lost on a crash: edits reach the journal within seconds and survive `kill -9`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.storage import load_character
from talekeeper.core.storage.journal import Journal
from talekeeper.desktop.crash_recovery import DISCARD, RESTORE, RecoveryDialog, diff_text
from tests.gui import open_window

GOLDEN = Path(__file__).parents[1] / "golden"
ROOT = Path(__file__).resolve().parents[2]

CRASHING_SESSION = textwrap.dedent(
    """
    import os, signal, sys, time
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    from talekeeper.core.storage import Library
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings
    from talekeeper.desktop.window.life import show_window

    app = QApplication([])
    path = Path(sys.argv[1])
    controller = Controller(Library(path.parent), Settings())
    assert controller.acquire_lock(ask=False)
    window = show_window(controller)
    editor = window.open_character(path)
    started = time.monotonic()
    for hp in range(1, 7):  # steady editing: an edit every 0.5 s, the last one 2.5 s after the first
        while time.monotonic() < started + (hp - 1) * 0.5:
            app.processEvents()
            time.sleep(0.01)
        editor.harm.hp.setValue(hp)
    while time.monotonic() < started + 2.6:
        app.processEvents()
        time.sleep(0.01)
    os.kill(os.getpid(), signal.SIGKILL)  # 2.6 s after the first edit, whatever was journaled by then
    """
)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kill -9 needs a POSIX system")
def test_steady_editing_survives_kill_9_through_the_journal(qtbot: QtBot, tmp_path: Path) -> None:
    sheet = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", sheet)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", CRASHING_SESSION, str(sheet)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == -9, result.stderr
    assert load_character(sheet).harm.hp == 12  # the user's file was never written

    window = open_window(qtbot, tmp_path)  # the dead session's lock is stale and is taken over
    offered = []

    def decide(entries, parent=None):
        offered.extend(entries)
        hp = entries[0].character.harm.hp
        assert '-    "hp": 12,' in diff_text(entries[0]) and f'+    "hp": {hp},' in diff_text(entries[0])
        return [(entries[0], RESTORE)]

    window.controller.offer_recovery(decide)
    assert len(offered) == 1 and offered[0].character.harm.hp in range(1, 7)  # journaled 2 s after the first edit
    editor = window.current_editor()
    assert editor.character.harm.hp == offered[0].character.harm.hp and window.workspace.documents[sheet].dirty
    assert load_character(sheet).harm.hp == 12  # restored as an unsaved change, not written
    window.menu_actions.undo.trigger()
    assert editor.character.harm.hp == 12


def test_discard_and_undecided_entries(qtbot: QtBot, tmp_path: Path) -> None:
    sheet = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", sheet)
    character = load_character(sheet)
    journal = Journal(tmp_path)
    journal.write(sheet, character.model_copy(update={"name": "edited"}), "x")
    journal.close()  # that session ended without saving or discarding: its entry stays
    window = open_window(qtbot, tmp_path)
    window.controller.offer_recovery(lambda entries, parent=None: [])
    assert journal.entries()[0]  # undecided: offered again next time, never restored silently
    assert window.tabs.count() == 0
    window.controller.offer_recovery(lambda entries, parent=None: [(entries[0], DISCARD)])
    assert journal.entries() == ([], [])


def test_recovery_dialog_lists_each_character_with_three_choices(qtbot: QtBot, tmp_path: Path) -> None:
    sheet = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", sheet)
    journal = Journal(tmp_path)
    journal.write(sheet, load_character(sheet), "not the file's fingerprint")
    journal.close()
    entries, _ = journal.entries()
    dialog = RecoveryDialog(entries)
    qtbot.addWidget(dialog)
    from PySide6.QtWidgets import QLabel, QPushButton

    names = {button.accessibleName() for button in dialog.findChildren(QPushButton)}
    assert {"Restore Vasana", "Compare Vasana", "Discard Vasana"} <= names
    assert any("changed since" in label.text() for label in dialog.findChildren(QLabel))
    restore = next(b for b in dialog.findChildren(QPushButton) if b.accessibleName() == "Restore Vasana")
    restore.click()
    assert dialog.decisions == {0: RESTORE} and dialog.status[0].text() == "will be restored"


def test_recovery_dialog_keeps_names_on_one_line_and_restores_all(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QDialogButtonBox, QLabel

    journal = Journal(tmp_path)
    names = ["Vasana", "Harek the Wanderer, Son of Orlmarth the Thrice-Blessed, Keeper of the Gate"]
    for name in names:
        sheet = tmp_path / f"{name}.tale.json"
        shutil.copy(GOLDEN / "character-v1.tale.json", sheet)
        journal.write(sheet, load_character(sheet).model_copy(update={"name": name}), "x")
    journal.close()  # that session ended without saving or discarding
    entries, _ = journal.entries()
    dialog = RecoveryDialog(entries)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    line = dialog.fontMetrics().height()
    long_name = next(label for label in dialog.findChildren(QLabel) if label.accessibleDescription() == names[1])
    assert long_name.height() < 2.2 * line and long_name.text().endswith("…") and names[1] in long_name.toolTip()
    file_line = next(label for label in dialog.findChildren(QLabel) if label.accessibleDescription().startswith(names[1] + ".tale.json"))
    assert file_line.height() < 2 * line
    footnote = next(label for label in dialog.findChildren(QLabel) if label.text().startswith("Characters you decide nothing about"))
    buttons = dialog.findChild(QDialogButtonBox)
    assert footnote.geometry().bottom() < buttons.geometry().top()  # the footnote sits above the buttons
    qtbot.mouseClick(dialog.restore_all, Qt.MouseButton.LeftButton)
    assert dialog.decisions == {0: RESTORE, 1: RESTORE} and not dialog.isVisible()
    assert [s.text() for s in dialog.status] == ["will be restored", "will be restored"]
