"""A sheet with 1,000 conflict copies beside it (issue 19, item 7): how long the window goes without
handling input while the library opens, and how long the merge of one copy takes to save (the
copy then goes to the trash and the roster's row is marked again)."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tests.benchmarks.sync import PauseMeter


def make_copies(library: Path, count: int) -> Path:
    """Vasana's sheet and `count` Syncthing copies of it, each changed elsewhere (another note)."""
    from talekeeper.core.model import Character
    from talekeeper.core.model.common import evolve
    from talekeeper.core.storage import Library
    from talekeeper.core.storage.files import next_revision, read_character, save_character

    library.mkdir(parents=True, exist_ok=True)
    for old in library.glob("*.json"):
        old.unlink()
    path, _ = Library(library).create(Character(name="Vasana"))
    base = read_character(path)
    for number in range(count):
        theirs = evolve(base.character, notes=f"note {number}")
        copy = library / f"vasana.tale.sync-conflict-2026{number // 60 % 12 + 1:02}{number % 28 + 1:02}-1010{number % 60:02}-DEVICE{number % 10}.json"
        save_character(theirs, copy, revision=next_revision(theirs, base.revision))
    return path


def open_and_merge(app: QApplication, library: Path, count: int = 1000) -> tuple[float, float, float]:
    """(the longest pause while the library opens and warms up, the time until it is all listed,
    the time the save of a merged copy takes until the window handles input again), in ms."""
    from talekeeper.core.storage import Library
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.merge.dialog import MergeDialog
    from talekeeper.desktop.settings import Settings
    from talekeeper.desktop.window.life import show_window

    path = make_copies(library, count)
    meter = PauseMeter()
    started = time.perf_counter()
    holder: list = []
    meter._last = started
    window = show_window(Controller(Library(library), Settings()))
    holder.append(window)
    opening = meter.run_until(app, lambda: window.warm_up.done and window.roster_panel.settled)
    listed = (time.perf_counter() - started) * 1000
    opening = max(opening, 0.0)
    original = MergeDialog.ask
    MergeDialog.ask = classmethod(lambda cls, merge, texts, parent=None: (merge.result, {}))  # type: ignore[method-assign,assignment]
    try:
        window.conflicts.resolve(path)
    finally:
        MergeDialog.ask = original  # type: ignore[method-assign]
    copies = len(window.model.copies_of(path))
    started = time.perf_counter()
    assert window.save(path)
    saved = (time.perf_counter() - started) * 1000
    saved = max(saved, meter.run_until(app, lambda: window.roster_panel.settled and not window.conflicts._scan_timer.isActive(), timeout=60))
    assert len(window.model.copies_of(path)) == copies - 1, "the merged copy did not go"
    window.controller.replacing_window = True
    window.close()
    return opening, listed, saved


def warmed(app: QApplication, folder: Path) -> None:
    """Open and close a window on a one-sheet library first: the modules a window imports once in
    a program's life are then loaded, and the pauses measured are the copies' own."""
    open_and_merge(app, folder, 1)


if __name__ == "__main__":
    import os
    import sys
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(tempfile.mkdtemp())
    os.environ["TALEKEEPER_APPDIRS"] = str(folder / "appdirs")
    application = QApplication.instance() or QApplication([])
    warmed(application, folder / "warm-up")
    for run, count in enumerate(map(int, sys.argv[1:] or ["1000"])):
        opening, listed, saved = open_and_merge(application, folder / f"library-{run}", count)
        print(f"{count} copies: longest pause {opening:.0f} ms, listed at {listed:.0f} ms, merge saved in {saved:.0f} ms")
