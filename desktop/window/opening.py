"""Opening a long sheet without freezing the window (issue 21): a sheet with thousands of history
entries takes half a second or more to read and check, so it is read in slices of a few
milliseconds (`core.storage.files.read_character_in_steps`), one per turn of the event loop, and
its tab comes once it is read. Clicks and keys are handled meanwhile; the status bar says what is
being opened. A sheet with fewer than about 500 history entries opens at once, as before.

On the GUI thread, on purpose (see `desktop.warmup`), with the garbage collector held meanwhile
(see `desktop.slices`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from talekeeper.core.paths import printable
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.desktop.slices import collector_held
from talekeeper.desktop.widgets import fmt

if TYPE_CHECKING:
    from talekeeper.core.storage.jsonio import Steps
    from talekeeper.desktop.window.frame import WindowFrame

AT_ONCE_STEPS = 10
"""A sheet read in this many slices or fewer opens at once, as before: one with fewer than about
500 history entries (each is parsed, then checked, 100 per slice), whatever the machine's speed;
these slices take 10-30 ms. A 2 MB portrait is one slice: only long lists are sliced."""


class Opening(QObject):
    """The long sheets being opened, each a generator of slices, run in turn on a zero timer."""

    def __init__(self, window: WindowFrame) -> None:
        super().__init__(window)
        self.pending: dict[Path, Steps] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)

    def in_slices(self, path: Path) -> bool:
        """Read `path` for up to AT_ONCE_STEPS slices: False when it is then open (or was already), to
        show at once. Else True: a long sheet, now read in slices (its tab comes once read), or a sheet that
        cannot be opened (the window says why)."""
        path = Path(path)
        if path not in self.pending:
            if path in self.window.workspace.documents:
                return False
            steps = self.window.workspace.open_in_steps(path)
            try:
                for _ in range(AT_ONCE_STEPS + 1):
                    next(steps)
            except StopIteration:
                return False
            except SheetFileError as error:
                self.window.show_unopenable(path, error)
                return True
            self.pending[path] = collector_held(steps)
            self._timer.start()
        self.window.statusBar().showMessage(fmt(self.tr("Opening %1…"), printable(path.name)))
        return True

    @property
    def window(self) -> WindowFrame:
        """The window it opens sheets in (its parent: no reference of its own, which would keep a
        closed window's Python object alive)."""
        return self.parent()  # type: ignore[return-value]  # a QObject to Qt: the WindowFrame given in __init__

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

