"""Every rules dialog and play window fits a 1366x768 laptop screen at its opening size (less the
panel and title bar: 1366x720), its contents too (its smallest size is no bigger); each is saved
as a picture in /tmp/talekeeper-dialogs to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.dialog_tour import example_window, tour

LIMIT = (1366, 720)
SHOTS = Path("/tmp/talekeeper-dialogs")


def test_every_dialog_fits_a_laptop_screen_when_it_opens(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, library = example_window(qtbot, tmp_path)
    screen = window.screen().availableGeometry()
    assert (screen.width(), screen.height()) == (1366, 768)  # the tests' offscreen screen (conftest)
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
