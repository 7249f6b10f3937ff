"""Long sheets read a slice at a time on the GUI thread (issue 21): a sheet with thousands of
history entries takes half a second or more to read and check at once, so the window opens it,
and the roster confirms it, in slices of a few milliseconds
(`core.storage.files.read_character_in_steps`), one turn of the event loop apart.

Python's cyclic garbage collector is held off while a long sheet is read: the hundreds of
thousands of objects its JSON and model make would start its full collections, each a pause of
60-200 ms that no slice can split, and the first collection after would walk them all (about 50
ms). Once read, what was made meanwhile is frozen (`gc.freeze`, as `desktop.warmup.freeze_loaded`
does with what the start-up made): a sheet's objects hold no reference cycles, so they are still
freed when it is closed. Measured with `tests/benchmarks/long_history.py`: the longest pause while
a 6,000-entry sheet opens went from 250 to about 40 ms."""

from __future__ import annotations

import gc
import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from talekeeper.core.storage.jsonio import Steps

LONG_SHEET_BYTES = 256 * 1024
"""Bytes above which the roster confirms a sheet in slices (a 256 KB sheet is read in about 30 ms
at once). The window decides by the slices a sheet takes (`desktop.window.opening`)."""


def is_long(path: Path) -> bool:
    """A sheet to read in slices (False when it cannot be stat-ed: reading it at once says why)."""
    try:
        return Path(path).stat().st_size > LONG_SHEET_BYTES
    except OSError:
        return False


_holders = 0
_was_enabled = True
_lock = threading.Lock()


def hold_collector() -> None:
    """Hold Python's cyclic garbage collector off (counted: it runs again once every hold is let
    go, and only if it ran when the first hold began). Any thread may hold or let go."""
    global _holders, _was_enabled
    with _lock:
        if _holders == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holders += 1


def let_collector_go() -> None:
    """Let go of one `hold_collector`."""
    global _holders
    with _lock:
        _holders = max(0, _holders - 1)
        if _holders == 0 and _was_enabled:
            gc.enable()


def collector_held(steps: Steps) -> Steps:
    """`steps` with the cyclic garbage collector held off until they end or are dropped, and what
    they made frozen then."""
    hold_collector()
    try:
        return (yield from steps)
    finally:
        gc.freeze()
        let_collector_go()
