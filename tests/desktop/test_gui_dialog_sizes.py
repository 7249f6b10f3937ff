"""Every rules dialog and play window fits a 1366x768 laptop screen at its opening size (less the
panel and title bar: 1366x720), its contents too (its smallest size is no bigger); each is saved
as a picture in /tmp/talekeeper-dialogs to look at. Qt's offscreen screen is 800x800 unless told:
the check runs in a pytest of its own on a 1366x768 offscreen screen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.desktop.dialog_tour import example_window, tour

ROOT = Path(__file__).resolve().parents[2]
LIMIT = (1366, 720)
SHOTS = Path("/tmp/talekeeper-dialogs")
SCREEN = '{"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}'


def test_every_dialog_fits_a_laptop_screen_when_it_opens(tmp_path: Path) -> None:
    config = tmp_path / "screen.json"
    config.write_text(SCREEN)
    env = {**os.environ, "TALEKEEPER_TEST_PLATFORM": f"offscreen:configfile={config}"}
    test = f"{Path(__file__).relative_to(ROOT)}::test_on_the_laptop_screen"
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0 and "1 passed" in run.stdout, run.stdout[-4000:] + run.stderr[-2000:]


def test_on_the_laptop_screen(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    screen = QApplication.primaryScreen().availableGeometry()
    if (screen.width(), screen.height()) != (1366, 768):
        pytest.skip("run on a 1366x768 screen by test_every_dialog_fits_a_laptop_screen_when_it_opens")
    window, library = example_window(qtbot, tmp_path)
    SHOTS.mkdir(exist_ok=True)
    too_big: list[str] = []

    def visit(widget: QWidget) -> None:
        size, smallest = widget.size(), widget.minimumSizeHint()
        widget.grab().save(str(SHOTS / f"{type(widget).__name__}.png"))
        if size.width() > LIMIT[0] or size.height() > LIMIT[1] or smallest.height() > LIMIT[1]:
            too_big.append(f"{type(widget).__name__}: opens at {size.width()}x{size.height()}, smallest {smallest.width()}x{smallest.height()}")

    seen = tour(qtbot, monkeypatch, window, library, visit)
    assert len(seen) >= 20
    assert not too_big, "\n".join(too_big)
