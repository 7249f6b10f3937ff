"""Work that may take longer than a frame (exact odds of a whole contest, an arena's best play), done
off the GUI thread so the window never freezes. Only the latest request counts: one runs at a
time, a newer request waits in its place (the ones it replaces are dropped, never run), and only
the latest answer is delivered, on the GUI thread.

What runs off the GUI thread touches no Qt object and holds nothing but the pure computation and
its plain inputs (the answer's receiver stays with the GUI thread). Python's cyclic garbage
collector is held off while a computation runs (`desktop.slices.hold_collector`): a collection
set off by the worker's allocations would run on the worker and could destroy Qt objects there
(`desktop.warmup` says how that corrupted memory once; it was seen again here as a crash in the
odds tests). The GUI thread looks for the answer on a short timer, and the worker is a daemon
thread, so quitting never waits for a long computation."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from talekeeper.desktop.slices import hold_collector, let_collector_go

POLL_MS = 15
"""How often the GUI thread looks for the answer: well inside a frame."""

Deliver = Callable[[Any, BaseException | None], None]


class _Answer:
    """What the worker fills in: the result, or the exception the work raised."""

    def __init__(self) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = threading.Event()


def _compute(work: Callable[[], Any], answer: _Answer) -> None:
    try:
        answer.result = work()
    except BaseException as error:  # given to the GUI thread, which decides
        answer.error = error
    answer.done.set()


_running: list[_Answer] = []
_reaper: QTimer | None = None


def _watch(answer: _Answer) -> None:
    """Let the collector go, on the GUI thread, once the worker is done, whether or not the
    Background that started it is still there (a window closed meanwhile)."""
    global _reaper
    _running.append(answer)
    if _reaper is None:
        _reaper = QTimer(QCoreApplication.instance())
        _reaper.setInterval(POLL_MS)
        _reaper.timeout.connect(_reap)
    _reaper.start()


def _reap() -> None:
    for answer in [a for a in _running if a.done.is_set()]:
        _running.remove(answer)
        let_collector_go()
    if not _running and _reaper is not None:
        _reaper.stop()


class Background(QObject):
    """Runs `work()` off the GUI thread and calls `deliver(result, error)` on the GUI thread with
    its answer (error: the exception it raised, else None), unless a newer request came first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: _Answer | None = None
        self._waiting: Callable[[], Any] | None = None
        self._deliver: Deliver | None = None
        self._wanted_running = False
        """The answer being computed is the latest request's (not replaced, not cancelled)."""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._look)

    def run(self, work: Callable[[], Any], deliver: Deliver) -> None:
        """Ask for `work`; a request still waiting to start is dropped."""
        self._deliver = deliver
        if self._running is None:
            self._start(work)
        else:
            self._waiting = work
            self._wanted_running = False
        self._timer.start()

    def cancel(self) -> None:
        """Forget every request: no answer will be delivered."""
        self._deliver = None
        self._waiting = None
        self._wanted_running = False

    @property
    def busy(self) -> bool:
        """The latest request is still waiting for its answer."""
        return self._deliver is not None

    def _start(self, work: Callable[[], Any]) -> None:
        answer = _Answer()
        self._running, self._wanted_running = answer, True
        hold_collector()
        _watch(answer)
        threading.Thread(target=_compute, args=(work, answer), name="talekeeper-background", daemon=True).start()

    def _look(self) -> None:
        answer = self._running
        if answer is None or not answer.done.is_set():
            return
        self._running = None
        wanted, deliver = self._wanted_running, self._deliver
        if self._waiting is not None:
            work, self._waiting = self._waiting, None
            self._start(work)
            return
        self._timer.stop()
        if wanted and deliver is not None:
            self._deliver = None
            deliver(answer.result, answer.error)
