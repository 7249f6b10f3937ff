"""After the first paint: load what the window did not need to show itself, without freezing it.

The window's remaining work is a list of small steps run one per turn of the event loop, so clicks
and keys are handled between them: reading the whole folder, importing the pydantic models and the
rules module by module (the largest import takes about 30 ms), filling the Play menu, loading the
editor, reading sheets the index could not vouch for in slices.

All on the GUI thread, on purpose. A worker thread was tried for the imports and the folder: its
allocations can start Python's cyclic garbage collector on the worker, which then destroys Qt
objects off the GUI thread and corrupts memory (seen as a hang of the test suite).
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from talekeeper.desktop.slices import hold_collector, let_collector_go

CORE_MODULES: tuple[str, ...] = (
    "pydantic_core",
    "pydantic_core.core_schema",
    "pydantic",
    "pydantic._internal._generate_schema",
    "pydantic._internal._model_construction",
    "pydantic.main",
    "pydantic.fields",
    "talekeeper.core.model.common",
    "talekeeper.core.model.heroquest",
    "talekeeper.core.model.dogs",
    "talekeeper.core.model.stonetop",
    "talekeeper.core.model.character",
    "talekeeper.core.storage.files",
    "talekeeper.core.edits",
    "talekeeper.core.rules.heroquest",
    "talekeeper.core.rules.dogs",
    "talekeeper.core.rules.stonetop",
)
"""The pure-Python core the dialogs and the editor need, in an order where each import is small."""

Step = Callable[[], bool | None]
"""One piece of work; it returns True to be called again on the next turn (work done in slices)."""


def freeze_loaded() -> None:
    """Once the warm-up is over: what is loaded by then (modules, models, the window, the roster)
    lives as long as the program, so Python's cyclic garbage collector is told to pass it by
    (`gc.freeze`). Otherwise each of its full collections walks all of it, a pause of 20-40 ms
    that comes at any moment (for example while a sync tool changes a sheet every 200 ms)."""
    gc.freeze()


RULES_PACKAGES = ("talekeeper.core.rules.heroquest", "talekeeper.core.rules.dogs", "talekeeper.core.rules.stonetop")
"""Imported a module at a time (each package's `__init__` imports all of its modules at once)."""


class PackageInParts:
    """A warm-up step that imports a package's modules one per call, then the package: its first
    call lists them (`pkgutil` sees them on disk and in a bundle's archive alike), which imports
    only the packages above it, so nothing is imported before the warm-up runs."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.names: list[str] | None = None

    def __call__(self) -> bool:
        if self.names is None:
            import pkgutil  # in the warm-up, not before the first paint

            spec = importlib.util.find_spec(self.name)
            folders = list(spec.submodule_search_locations or []) if spec else []
            self.names = [*sorted(f"{self.name}.{m.name}" for m in pkgutil.iter_modules(folders) if not m.ispkg), self.name]
            return True
        if self.names:
            importlib.import_module(self.names.pop(0))
        return bool(self.names)


def _import_module(name: str) -> Step:
    """A warm-up step that imports `name` in one call."""
    def step() -> None:
        importlib.import_module(name)
    return step


def import_steps(names: tuple[str, ...] = CORE_MODULES) -> list[Step]:
    return [PackageInParts(name) if name in RULES_PACKAGES else _import_module(name) for name in names]


class WarmUp(QObject):
    """Runs its steps once `start` is called (at the first paint), one per turn of the event loop."""

    finished = Signal()

    def __init__(self, parent: QObject, steps: list[Step]) -> None:
        super().__init__(parent)
        self._steps = list(steps)
        self.started = self.done = False

    def start(self) -> None:
        """Called from the first paint: begins once that paint is over. The cyclic garbage
        collector is held off until the warm-up is over (what it loads lives as long as the
        program, and is frozen then): its full collections would otherwise come in the middle of
        the imports, each a pause of 30-50 ms no step can split."""
        if not self.started:
            self.started = True
            hold_collector()
            self._holding = True
            QTimer.singleShot(0, self, self._next)

    def abandon(self) -> None:
        """The window is closing: no more steps."""
        self._steps = []
        self._let_go()

    def _let_go(self) -> None:
        if getattr(self, "_holding", False):
            self._holding = False
            let_collector_go()

    def _next(self) -> None:
        if not self._steps:
            if not self.done:
                self.done = True
                try:
                    self.finished.emit()
                finally:
                    self._let_go()
            return
        step = self._steps.pop(0)
        try:
            if step():
                self._steps.insert(0, step)
        finally:  # a step that fails is reported by the excepthook and the others still run
            QTimer.singleShot(0, self, self._next)
