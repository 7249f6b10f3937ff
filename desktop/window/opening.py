"""Opening a long sheet without freezing the window (issue 21): a sheet with thousands of history
entries takes half a second or more to read and check, so it is read in slices of a few
milliseconds (`core.storage.files.read_character_in_steps`), one per turn of the event loop, and
its tab comes once it is read. Clicks and keys are handled meanwhile; the status bar says what is
being opened. A short sheet opens at once, as before.

On the GUI thread, on purpose (see `desktop.warmup`). Python's cyclic garbage collector is held
off while a sheet is read: the hundreds of thousands of objects a long sheet's JSON and model make
would start its full collections, each a pause of 60-200 ms that no slice can split, and the first
collection after would walk them all (about 50 ms). Once read, what was made meanwhile is frozen
(`gc.freeze`, as `desktop.warmup.freeze_loaded` does with what the start-up made): the sheet's
objects hold no reference cycles, so they are still freed when its tab closes (measured with
`tests/benchmarks/long_history.py`: the longest pause while a 6,000-entry sheet opens went from
250 to about 40 ms)."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from core.paths import printable
from core.storage.errors import SheetFileError
from desktop.widgets import fmt

if TYPE_CHECKING:
    from core.storage.jsonio import Steps
    from desktop.window.main_window import MainWindow

SLICED_ABOVE = 256 * 1024
"""Bytes above which a sheet is opened in slices (a 256 KB sheet is read in about 30 ms)."""


class Opening(QObject):
    """The long sheets being opened, each a generator of slices, run in turn on a zero timer."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.pending: dict[Path, Steps] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)

    def in_slices(self, path: Path) -> bool:
        """True when `path` is (now) being opened in slices: a long sheet not open yet."""
        path = Path(path)
        if path not in self.pending:
            try:
                long = path.stat().st_size > SLICED_ABOVE
            except OSError:  # opened at once, which says why it cannot be
                return False
            if not long or path in self.window.workspace.documents:
                return False
            self.pending[path] = _collector_held(self.window.workspace.open_in_steps(path))
            self._timer.start()
        self.window.statusBar().showMessage(fmt(self.tr("Opening %1…"), printable(path.name)))
        return True

    @property
    def busy(self) -> bool:
        return bool(self.pending)

    def _step(self) -> None:
        path, steps = next(iter(self.pending.items()))
        error: SheetFileError | None = None
        try:
            next(steps)
            return
        except StopIteration:
            pass
        except SheetFileError as refused:
            error = refused
        del self.pending[path]
        if not self.pending:
            self._timer.stop()
        self.window.statusBar().clearMessage()
        if error is not None:
            self.window.show_unopenable(path, error)
        else:
            self.window.open_character(path)


def _collector_held(steps: Steps) -> Steps:
    """`steps` with the cyclic garbage collector held off until they end or are dropped, and what
    they made frozen (a collector held off by someone else is left so)."""
    held = gc.isenabled()
    gc.disable()
    try:
        return (yield from steps)
    finally:
        gc.freeze()
        if held:
            gc.enable()
