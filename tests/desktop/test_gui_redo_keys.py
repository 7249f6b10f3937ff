"""Redo from the keyboard: Ctrl+Shift+Z and Ctrl+Y both redo the last undone edit, offscreen and on
a real X11 server (Qt's own Redo key differs: Ctrl+Y first offscreen, Ctrl+Shift+Z only on X11,
where the same key listed twice made Redo "ambiguous" and it did nothing)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui import window_with_an_edit

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier


def test_redo_works_on_ctrl_shift_z_and_ctrl_y(qtbot: QtBot, tmp_path: Path) -> None:
    expected = os.environ.get("TALEKEEPER_TEST_PLATFORM", "offscreen")
    assert QApplication.platformName() == expected.split(":")[0]
    window, sheet = window_with_an_edit(qtbot, tmp_path)  # HP set to 4: one undo step
    editor = window.current_editor()
    hp = editor.harm.hp
    before = window.workspace.undo_stack.index()
    keys_at = window.roster_panel  # not a text field (those undo their own typing)
    keys_at.setFocus()
    for redo in ((Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier), (Qt.Key.Key_Y, CTRL)):
        qtbot.keyClick(keys_at, Qt.Key.Key_Z, CTRL)
        assert window.workspace.undo_stack.index() == before - 1 and hp.value() != 4
        qtbot.keyClick(keys_at, redo[0], redo[1])
        assert window.workspace.undo_stack.index() == before, f"{QApplication.platformName()}: redo on {redo} did nothing"
        assert hp.value() == 4


def _x11_problem() -> str | None:
    """Why the X11 run cannot happen on this machine (None: it can)."""
    if shutil.which("xvfb-run") is None:
        return "xvfb-run is not installed (apt install xvfb)"
    spec = importlib.util.spec_from_file_location("talekeeper_dev", ROOT / "packaging" / "dev.py")
    dev = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(dev)
    plugin = dev.xcb_plugin(sys.executable)
    missing = dev.missing_libraries(plugin) if plugin else ["Qt's X11 plugin"]
    return f"Qt's X11 plugin cannot load here: {', '.join(missing)} missing" if missing else None


@pytest.mark.skipif(_x11_problem() is not None, reason=_x11_problem() or "")
def test_redo_keys_on_a_real_x11_server() -> None:
    """The same key presses in a Talekeeper on Xvfb (the xcb platform, Qt's X11 key bindings)."""
    env = {**os.environ, "TALEKEEPER_TEST_PLATFORM": "xcb"}
    env.pop("DISPLAY", None)
    test = f"{Path(__file__).relative_to(ROOT)}::test_redo_works_on_ctrl_shift_z_and_ctrl_y"
    run = subprocess.run(["xvfb-run", "-a", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and "1 passed" in run.stdout, run.stdout[-3000:] + run.stderr[-2000:]
