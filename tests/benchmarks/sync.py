"""The roster under a sync tool (issue 12 item 11, issue 16 item 6): how long the window goes
without handling events while sheets of a 5,000 library change on disk, and how many are read.

Sheets are rewritten as sync tools do (a temporary file renamed over the sheet), by another
process for the storm, so that only the window's own work is measured.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

STORM = """
import json, os, sys, time
folder, every, seconds = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
names = sorted(n for n in os.listdir(folder) if n.endswith(".tale.json"))[:5]
ends = time.monotonic() + seconds
number = 0
while time.monotonic() < ends:
    path = os.path.join(folder, names[number % len(names)])
    data = json.loads(open(path, "rb").read())
    data["harm"]["hp"] = number % (data["harm"]["max_hp"] + 1)
    temporary = os.path.join(folder, ".sync-tool.tmp")
    with open(temporary, "w", encoding="utf-8") as stream:
        json.dump(data, stream, indent=2, ensure_ascii=False)
        stream.write("\\n")
    os.replace(temporary, path)
    number += 1
    time.sleep(every)
print(number)
"""


class PauseMeter:
    """The longest time between two turns of the event loop, from a 1 ms timer."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest, self._last = max(self.longest, now - self._last), now

    def run_until(self, app: QApplication, done: Callable[[], bool], timeout: float = 120.0) -> float:
        """Run the event loop until `done()`; the longest pause meanwhile, in ms."""
        self._last, self.longest = time.perf_counter(), 0.0
        self._timer.start()
        ends = time.monotonic() + timeout
        while not done() and time.monotonic() < ends:
            app.processEvents()
            time.sleep(0.0005)
        self._tick()
        self._timer.stop()
        return self.longest * 1000


@contextmanager
def counting_reads() -> Iterator[dict[str, int]]:
    """Count the sheets the roster reads meanwhile: quick summaries and full loads."""
    import talekeeper.desktop.roster_load as roster_load

    reads: dict[str, int] = {}
    originals = {name: getattr(roster_load, name) for name in ("quick_summary", "summarize")}

    def counting(name: str):
        def counted(path: Path):
            reads[name] = reads.get(name, 0) + 1
            return originals[name](path)

        return counted

    for name in originals:
        setattr(roster_load, name, counting(name))
    try:
        yield reads
    finally:
        for name, original in originals.items():
            setattr(roster_load, name, original)


def storm(app: QApplication, window, library: Path, env: dict[str, str], seconds: float = 6.0) -> tuple[float, int, dict[str, int]]:
    """One sheet of the library rewritten every 200 ms by another process: the longest pause of
    the window, the number of rewrites and the sheets the roster read meanwhile."""
    with counting_reads() as reads:
        tool = subprocess.Popen([sys.executable, "-c", STORM, str(library), "0.2", str(seconds)], env=env, stdout=subprocess.PIPE, text=True)
        meter = PauseMeter()
        longest = meter.run_until(app, lambda: tool.poll() is not None)
        changes = int(tool.stdout.read().strip() or 0)
        tool.stdout.close()
        meter.run_until(app, lambda: window.roster_panel.settled, timeout=10)
    return longest, changes, reads


def hundred_changed(app: QApplication, window, library: Path, count: int = 100) -> tuple[float, dict[str, int], bool]:
    """`count` sheets renamed on disk at once (as a pull brings them): the longest pause until the
    roster shows them all, the sheets read, and whether every new name is listed."""
    import json
    import os

    names = sorted(library.glob("*.tale.json"))[-count:]
    stamp = str(time.time_ns())[-6:]
    for path in names:
        data = json.loads(path.read_bytes())
        data["name"] = f"Pulled {stamp} {path.stem}"
        temporary = path.with_name(".pull.tmp")
        temporary.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(temporary, path)
    model = window.roster_panel.model

    def shown() -> bool:
        return window.roster_panel.settled and sum(1 for e in model.entries_view() if getattr(e, "name", "").startswith(f"Pulled {stamp}")) == count

    with counting_reads() as reads:
        longest = PauseMeter().run_until(app, shown)
    return longest, reads, shown()
