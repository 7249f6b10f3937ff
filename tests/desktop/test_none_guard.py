"""PySide6 6.12 on Python 3.11 loses a reference to None on every Qt call that returns nothing;
without the guard a session dies after about a hundred edits (desktop/none_guard.py)."""

from __future__ import annotations

import os
import subprocess
import sys

import PySide6
import pytest

CALLS = """
import sys
from PySide6.QtWidgets import QApplication, QLabel
{guard}
app = QApplication([])
label = QLabel()
for _ in range(60_000):
    label.setEnabled(True)
print("alive")
"""


def run(guard: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-c", CALLS.format(guard=guard)], capture_output=True, text=True, env=env, timeout=120)


def test_with_the_guard_sixty_thousand_qt_calls_leave_python_alive() -> None:
    done = run("from talekeeper.desktop.none_guard import keep_none_alive\nkeep_none_alive()")
    assert done.returncode == 0 and "alive" in done.stdout, done.stderr[-500:]


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 (PEP 683)")
@pytest.mark.skipif(PySide6.__version__ != "6.12.0", reason="the bug was measured on PySide6 6.12.0")
def test_the_guard_answers_a_real_bug_of_pyside6_6_12_0() -> None:
    """The bug the guard is for, shown on the release it was measured on."""
    unguarded = run("")
    assert unguarded.returncode != 0 and "none_dealloc" in unguarded.stderr
