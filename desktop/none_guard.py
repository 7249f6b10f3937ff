"""A guard for a reference-counting bug of PySide6 on Python before 3.12.

PySide6 6.12.0 on Python 3.11 gives back one reference to `None` too many on every call of a Qt
method that returns nothing (`label.setEnabled(True)` measured: 1,000 calls, 1,000 references
lost). In the window an edit and its redraw lose about 200, so after about a hundred edits the
count of `None` reaches zero and Python stops with "Fatal Python error: none_dealloc", losing
every edit not yet journaled. From Python 3.12 `None` is immortal (PEP 683) and the bug is
harmless. Before that, the guard gives `None` so many references (2**40) that no session can use
them up; `None` is never freed anyway, so the extra count changes nothing else.
"""

from __future__ import annotations

import ctypes
import sys

EXTRA = 1 << 40
_raised = False  # once per process: each call would add another EXTRA


def keep_none_alive() -> bool:
    """Raise `None`'s reference count once, on Python before 3.12; True when it did."""
    global _raised
    if sys.version_info >= (3, 12) or _raised:
        return False
    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt, the first field of every object
    count.value += EXTRA
    _raised = True
    return True
