"""After the first paint: load what the window did not need to show itself, without freezing it.

The work comes in stages. Each stage may have background work, done on one worker thread: pure
Python that touches no Qt object (reading the library's index, importing the pydantic models and
the rules). The event loop releases the GIL while it waits, so the window stays responsive
meanwhile. Each stage's window steps then run on the GUI thread, one per turn of the event loop, so
clicks and keys are handled between them.

The two take turns (stage 1's work, stage 1's steps, stage 2's work ...): a step that calls Python
for thousands of rows would otherwise wait for the GIL at each call while the worker holds it.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

CORE_MODULES: tuple[str, ...] = (
    "core.model.character",
    "core.storage.files",
    "core.edits",
    "core.rules.heroquest",
    "core.rules.dogs",
    "core.rules.harm",
)
"""The pure-Python core the dialogs and the editor need; none loads Qt (tests/test_core_purity.py)."""

POLL_MS = 5
"""How often the window looks whether the worker thread is done, while it has nothing else to do."""

Step = Callable[[], bool | None]
"""One piece of window work; it returns True to be called again on the next turn (work in slices)."""

Work = Callable[[], object]
"""Background work: must not touch Qt. If it fails, the stage's steps find its result missing and
do the work again on the GUI thread, where the error is reported."""


def import_core() -> None:
    for name in CORE_MODULES:
        importlib.import_module(name)


class WarmUp(QObject):
    """Runs stages of (background work, window steps) once `start` is called (at the first paint)."""

    finished = Signal()

    def __init__(self, parent: QObject, stages: list[tuple[Work | None, list[Step]]]) -> None:
        super().__init__(parent)
        self._work = [work for work, _ in stages]
        self._steps = [list(steps) for _, steps in stages]
        self._worked = [threading.Event() for _ in stages]
        self._stepped = [threading.Event() for _ in stages]
        self._abandoned = abandoned = threading.Event()
        self.destroyed.connect(lambda: abandoned.set())  # the window closed: the worker stops waiting
        self._stage = 0
        self.started = self.done = False
        # Not a daemon: quitting at once waits for the background work in hand rather than the
        # interpreter shutting down under an import. The thread touches no Qt object; the window
        # learns that a stage's work is done by looking (no signal crosses threads).
        self._thread = threading.Thread(target=self._background, name="talekeeper-warm-up")

    def start(self) -> None:
        """Called from the first paint: begins once that paint is over (the thread competes for
        the GIL, and the paint calls Python for every row it draws)."""
        if not self.started:
            self.started = True
            QTimer.singleShot(0, self, self._begin)

    def wait_for(self, stage: int) -> None:
        """Block until the first stage's background work is done (someone asked for what it reads)."""
        if not self._thread.is_alive() and not self._worked[stage].is_set():
            self._begin()
        self._worked[stage].wait()

    def _begin(self) -> None:
        if self._thread.ident is None:
            self._thread.start()
            self._next()

    def _background(self) -> None:
        for stage, work in enumerate(self._work):
            if stage and not self._turn(stage - 1):
                return
            try:
                if work is not None:
                    work()
            except Exception:  # noqa: BLE001, S110  (redone on the GUI thread: see `Work`)
                pass
            finally:
                self._worked[stage].set()

    def _turn(self, stage: int) -> bool:
        """On the worker: wait until the window has done this stage's steps. False if it never will
        (the window was closed, or the program is quitting)."""
        while not self._stepped[stage].wait(0.05):
            if self._abandoned.is_set() or not threading.main_thread().is_alive():
                return False
        return True

    def _next(self) -> None:
        while self._stage < len(self._steps) and not self._steps[self._stage]:
            self._stepped[self._stage].set()
            self._stage += 1
        if self._stage == len(self._steps):
            if not self.done:
                self.done = True
                self.finished.emit()
            return
        if not self._worked[self._stage].is_set():
            QTimer.singleShot(POLL_MS, self, self._next)  # its background work is still going on
            return
        steps = self._steps[self._stage]
        step = steps.pop(0)
        try:
            if step():
                steps.insert(0, step)
        finally:  # a step that fails is reported by the excepthook and the others still run
            QTimer.singleShot(0, self, self._next)
