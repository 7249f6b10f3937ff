"""Work that may take longer than a frame (exact odds of a whole contest, an arena's best play), done
off the GUI thread so the window never freezes. Only the latest request counts: one runs at a
time, a newer request waits in its place (the ones it replaces are dropped, never run), and only
the latest answer is delivered, on the GUI thread.

The worker never touches Qt: the GUI thread looks for the answer on a short timer. (A Python object
sent through a queued signal from a thread Qt did not start is not safe in PySide6.) The worker is
a daemon thread, so quitting never waits for a long computation."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

POLL_MS = 15
"""How often the GUI thread looks for the answer: well inside a frame."""

Deliver = Callable[[Any, BaseException | None], None]


class _Job:
    """One request: its work, and once done, its result or the exception it raised."""

    def __init__(self, work: Callable[[], Any], deliver: Deliver) -> None:
        self.work, self.deliver = work, deliver
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = threading.Event()

    def run(self) -> None:
        try:
            self.result = self.work()
        except BaseException as error:  # delivered to the GUI thread, which decides
            self.error = error
        self.done.set()


class Background(QObject):
    """Runs `work()` off the GUI thread and calls `deliver(result, error)` on the GUI thread with
    its answer (error: the exception it raised, else None), unless a newer request came first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: _Job | None = None
        self._waiting: _Job | None = None
        self._wanted: _Job | None = None
        """The latest request: the only one whose answer is delivered."""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._look)

    def run(self, work: Callable[[], Any], deliver: Deliver) -> None:
        """Ask for `work`; a request still waiting to start is dropped."""
        job = _Job(work, deliver)
        self._wanted = job
        if self._running is None:
            self._start(job)
        else:
            self._waiting = job
        self._timer.start()

    def cancel(self) -> None:
        """Forget every request: no answer will be delivered."""
        self._wanted = None
        self._waiting = None

    @property
    def busy(self) -> bool:
        """The latest request is still waiting for its answer."""
        return self._wanted is not None

    def _start(self, job: _Job) -> None:
        self._running = job
        threading.Thread(target=job.run, name="talekeeper-background", daemon=True).start()

    def _look(self) -> None:
        job = self._running
        if job is None or not job.done.is_set():
            return
        self._running = None
        if self._waiting is not None:
            self._start(self._waiting)
            self._waiting = None
        elif self._wanted is not job:
            self._timer.stop()
        if job is self._wanted:
            self._wanted = None
            self._timer.stop()
            job.deliver(job.result, job.error)
