"""The start-up log line names the version without the window waiting for it (in a clone the
version comes from git, about 50 ms): it is asked off the GUI thread and logged when it comes."""

from __future__ import annotations

import logging
import time

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.desktop import app
from talekeeper.desktop.window import help as help_module


def test_the_version_is_asked_off_the_gui_thread_and_logged(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def slow_version() -> str:
        time.sleep(0.3)  # as git in a clone, and slower
        return "9.9.9"

    monkeypatch.setattr(help_module, "version", slow_version)
    monkeypatch.setattr(app.errors, "start_logging", lambda: None)
    caplog.set_level(logging.INFO, logger="talekeeper")
    started = time.perf_counter()
    app._start_log()
    assert time.perf_counter() - started < 0.2  # the window did not wait for it
    qtbot.waitUntil(lambda: any("Talekeeper 9.9.9 started" in r.getMessage() for r in caplog.records), timeout=5000)
