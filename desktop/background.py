"""Work that may take longer than a frame (exact odds of a whole contest, an arena's best play), done
off the GUI thread so the window never freezes: one worker thread per owner, and only the answer
to the latest request is delivered, on the GUI thread."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal


class Background(QObject):
    """Runs `work()` off the GUI thread and calls `deliver(result, error)` on the GUI thread with
    its answer (error: the exception it raised, else None), unless a newer request came first."""

    _done = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="talekeeper-odds")
        self._generation = 0
        self._deliver: Callable[[Any, BaseException | None], None] | None = None
        self._done.connect(self._arrived)
        self.destroyed.connect(lambda *_: self._pool.shutdown(wait=False, cancel_futures=True))

    def run(self, work: Callable[[], Any], deliver: Callable[[Any, BaseException | None], None]) -> None:
        self._generation += 1
        generation = self._generation
        self._deliver = deliver
        self._pool.submit(work).add_done_callback(lambda future: self._finished(generation, future))

    def cancel(self) -> None:
        """Forget the request in flight: its answer will not be delivered."""
        self._generation += 1
        self._deliver = None

    @property
    def busy(self) -> bool:
        """A request is waiting for its answer."""
        return self._deliver is not None

    def _finished(self, generation: int, future: Future[Any]) -> None:
        if future.cancelled():
            return
        error = future.exception()
        try:
            self._done.emit(generation, None if error else future.result(), error)
        except RuntimeError:  # the owner is gone: nobody is waiting for the answer
            pass

    def _arrived(self, generation: int, result: object, error: object) -> None:
        if generation != self._generation or self._deliver is None:
            return
        deliver, self._deliver = self._deliver, None
        deliver(result, error if isinstance(error, BaseException) else None)
