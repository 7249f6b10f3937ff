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

from core.storage import load_character
from core.storage.journal import Journal
from desktop.recovery import DISCARD, RESTORE, RecoveryDialog, diff_text
from tests.gui import open_window

GOLDEN = Path(__file__).parent / "golden"
ROOT = Path(__file__).resolve().parent.parent

CRASHING_SESSION = textwrap.dedent(
    """
    import os, signal, sys, time
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    from core.storage import Library
    from desktop.controller import Controller
    from desktop.settings import Settings

    app = QApplication([])
    path = Path(sys.argv[1])
    controller = Controller(Library(path.parent), Settings())
    assert controller.acquire_lock(ask=False)
    window = controller.show_window()
    editor = window.open_character(path)
    editor.harm.hp.setValue(3)
    edited = time.monotonic()
    journal = controller.workspace.journal
    while not journal.entries()[0]:
        app.processEvents()
        time.sleep(0.01)
    print(f"journaled_after={time.monotonic() - edited:.2f}", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kill -9 needs a POSIX system")
def test_an_edit_survives_kill_9_through_the_journal(qtbot: QtBot, tmp_path: Path) -> None:
    sheet = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", sheet)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", CRASHING_SESSION, str(sheet)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == -9, result.stderr
    seconds = float(result.stdout.strip().split("=")[1])
    assert seconds < 5  # "within a few seconds of an edit"
    assert load_character(sheet).harm.hp == 12  # the user's file was never written

    window = open_window(qtbot, tmp_path)  # the dead session's lock is stale and is taken over
    offered = []

    def decide(entries, parent=None):  # noqa: ANN001, ANN202
        offered.extend(entries)
        assert '-    "hp": 12,' in diff_text(entries[0]) and '+    "hp": 3,' in diff_text(entries[0])
        return [(entries[0], RESTORE)]

    window.controller.offer_recovery(decide)
    assert [e.character.harm.hp for e in offered] == [3]
    editor = window.current_editor()
    assert editor.character.harm.hp == 3 and window.workspace.documents[sheet].dirty
    assert load_character(sheet).harm.hp == 12  # restored as an unsaved change, not written
    window.actions.undo.trigger()
    assert editor.character.harm.hp == 12


def test_discard_and_undecided_entries(qtbot: QtBot, tmp_path: Path) -> None:
    sheet = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", sheet)
    character = load_character(sheet)
    journal = Journal(tmp_path)
    journal.write(sheet, character.model_copy(update={"name": "edited"}), "x")
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
    entries, _ = journal.entries()
    dialog = RecoveryDialog(entries)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    line = dialog.fontMetrics().height()
    long_name = next(label for label in dialog.findChildren(QLabel) if getattr(label, "full_text", lambda: "")() == names[1])
    assert long_name.height() < 2.2 * line and long_name.text().endswith("…") and names[1] in long_name.toolTip()
    file_line = next(label for label in dialog.findChildren(QLabel) if getattr(label, "full_text", lambda: "")().startswith(names[1] + ".tale.json"))
    assert file_line.height() < 2 * line
    footnote = next(label for label in dialog.findChildren(QLabel) if label.text().startswith("Characters you decide nothing about"))
    buttons = dialog.findChild(QDialogButtonBox)
    assert footnote.geometry().bottom() < buttons.geometry().top()  # the footnote sits above the buttons
    qtbot.mouseClick(dialog.restore_all, Qt.MouseButton.LeftButton)
    assert dialog.decisions == {0: RESTORE, 1: RESTORE} and not dialog.isVisible()
    assert [s.text() for s in dialog.status] == ["will be restored", "will be restored"]
