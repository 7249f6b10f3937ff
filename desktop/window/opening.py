"""Opening a long sheet without freezing the window (issue 21): a sheet with thousands of history
entries takes half a second or more to read and check, so it is read in slices of a few
milliseconds (`core.storage.files.read_character_in_steps`), one per turn of the event loop, and
its tab comes once it is read. Clicks and keys are handled meanwhile; the status bar says what is
being opened. A short sheet opens at once, as before.

On the GUI thread, on purpose (see `desktop.warmup`), with the garbage collector held meanwhile
(see `desktop.slices`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from core.paths import printable
from core.storage.errors import SheetFileError
from desktop.slices import collector_held, is_long
from desktop.widgets import fmt

if TYPE_CHECKING:
    from core.storage.jsonio import Steps
    from desktop.window.main_window import MainWindow


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
            if path in self.window.workspace.documents or not is_long(path):
                return False
            self.pending[path] = collector_held(self.window.workspace.open_in_steps(path))
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
        self.window.statusBar().showMessage(printable(self.window.library.path))  # as it says when idle
        if error is not None:
            self.window.show_unopenable(path, error)
        else:
            self.window.open_character(path)

