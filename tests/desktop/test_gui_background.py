"""desktop.background: work off the GUI thread, only the latest request answered, nothing queued
behind a long one, and a quit never waits for it."""

from __future__ import annotations

import threading
import time

from pytestqt.qtbot import QtBot

from talekeeper.desktop.background import Background


def test_only_the_latest_request_is_answered_and_the_replaced_ones_never_run(qtbot: QtBot) -> None:
    background = Background()
    release = threading.Event()
    ran: list[str] = []
    answers: list[object] = []

    def job(name: str, wait: bool = False):
        def work() -> str:
            ran.append(name)
            if wait:
                release.wait(5)
            return name
        return work

    background.run(job("first", wait=True), lambda result, error: answers.append(result))
    for name in ("second", "third", "fourth"):
        background.run(job(name), lambda result, error: answers.append(result))
    assert background.busy
    release.set()
    qtbot.waitUntil(lambda: not background.busy, timeout=5000)
    assert answers == ["fourth"]  # the first ran (it had started) but is not delivered
    assert ran == ["first", "fourth"]  # the second and third were replaced before they started


def test_an_error_is_delivered_to_the_gui_thread(qtbot: QtBot) -> None:
    background = Background()
    seen: list[tuple[object, object, bool]] = []

    def work() -> None:
        raise ValueError("boom")

    background.run(work, lambda result, error: seen.append((result, error, threading.current_thread() is threading.main_thread())))
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    result, error, on_gui_thread = seen[0]
    assert result is None and isinstance(error, ValueError) and on_gui_thread


def test_a_cancelled_request_is_not_answered(qtbot: QtBot) -> None:
    background = Background()
    answers: list[object] = []
    background.run(lambda: time.sleep(0.05) or "late", lambda result, error: answers.append(result))
    background.cancel()
    assert not background.busy
    qtbot.wait(200)
    assert answers == []


def test_the_worker_is_a_daemon_thread_so_a_quit_never_waits(qtbot: QtBot) -> None:
    background = Background()
    release = threading.Event()
    background.run(lambda: release.wait(5), lambda result, error: None)
    worker = next(t for t in threading.enumerate() if t.name == "talekeeper-background")
    assert worker.daemon
    release.set()
    qtbot.waitUntil(lambda: not background.busy, timeout=5000)


def test_the_garbage_collector_is_held_off_while_the_worker_runs(qtbot: QtBot) -> None:
    # A collection set off on the worker could destroy Qt objects there (desktop/warmup.py).
    import gc

    background = Background()
    release = threading.Event()
    seen: list[bool] = []

    def work() -> None:
        seen.append(gc.isenabled())
        release.wait(5)

    assert gc.isenabled()
    background.run(work, lambda result, error: None)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [False] and not gc.isenabled()
    release.set()
    qtbot.waitUntil(lambda: not background.busy and gc.isenabled(), timeout=5000)  # let go once the worker is done
