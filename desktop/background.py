"""Work that may take longer than a frame (exact odds of a whole contest, an arena's best play), done
off the GUI thread so the window never freezes: one worker thread per owner, and only the answer
to the latest request is delivered, on the GUI thread.

The worker never touches Qt: the GUI thread looks at the request's future on a short timer. (A
Python object sent through a queued signal from a thread Qt did not start can lose a reference in
PySide6; seen here as "deallocating None" while the window was painting.)"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer

POLL_MS = 15
"""How often the GUI thread looks for the answer: well inside a frame."""


class Background(QObject):
    """Runs `work()` off the GUI thread and calls `deliver(result, error)` on the GUI thread with
    its answer (error: the exception it raised, else None), unless a newer request came first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="talekeeper-odds")
        self._future: Future[Any] | None = None
        self._deliver: Callable[[Any, BaseException | None], None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._look)
        self.destroyed.connect(lambda *_: self._pool.shutdown(wait=False, cancel_futures=True))

    def run(self, work: Callable[[], Any], deliver: Callable[[Any, BaseException | None], None]) -> None:
        """Start `work` (after the request in flight, whose answer is dropped)."""
        self._future = self._pool.submit(work)
        self._deliver = deliver
        self._timer.start()

    def cancel(self) -> None:
        """Forget the request in flight: its answer will not be delivered."""
        self._future = None
        self._deliver = None
        self._timer.stop()

    @property
    def busy(self) -> bool:
        """A request is waiting for its answer."""
        return self._future is not None

    def _look(self) -> None:
        future, deliver = self._future, self._deliver
        if future is None or deliver is None:
            self._timer.stop()
            return
        if not future.done():
            return
        self.cancel()
        error = future.exception()
        deliver(None if error else future.result(), error)
