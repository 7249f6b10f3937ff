"""A sheet with 6,000 history entries (issue 21, point 12): the longest pause of the window while it
opens into an editor and its History tab is shown and scrolled.
Run by `python3 packaging/dev.py bench`, or alone with `python -m tests.benchmarks.long_history`."""

from __future__ import annotations

import contextlib
import random
import statistics
import time
from datetime import UTC, datetime, timedelta
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from talekeeper.core.events import CATALOGUE, event, load_all
from talekeeper.core.model import Character, HistoryEntry, HistoryKind
from talekeeper.core.model.history import Event
from tests.benchmarks.sync import PauseMeter

Row = tuple[str, str, str]

ENTRIES = 6000


def _params(rng: random.Random, kind: str) -> dict[str, Any]:
    """Plausible parameters for an event of `kind`: every parameter given, as its declared type."""
    params: dict[str, Any] = {}
    for name, declared in CATALOGUE[kind].params.items():
        if isinstance(declared, tuple):
            params[name] = tuple(rng.randint(1, 6) for _ in range(4)) if declared[1] is int else ("Storm Sword", "Clan Lore")
        elif isinstance(declared, type) and issubclass(declared, Enum):
            params[name] = rng.choice(list(declared))
        elif declared is bool:
            params[name] = rng.random() < 0.5
        elif declared is int:
            params[name] = rng.randint(0, 20)
        else:
            params[name] = f"{rng.choice(('Storm', 'Moon', 'Clan', 'Troll'))} {rng.choice(('Sword', 'Lore', 'Song', 'Spear'))}"
    return params


def long_history(entries: int = ENTRIES, seed: int = 21) -> Character:
    """A character with `entries` history entries, each with a headline event and a few changes
    (about 750 bytes each on disk, as a long-played sheet has)."""
    load_all()
    rng = random.Random(seed)
    kinds = sorted(CATALOGUE)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    history = []
    for number in range(entries):
        events: list[Event] = [event(kind, **_params(rng, kind)) for kind in rng.sample(kinds, rng.randint(2, 5))]
        history.append(HistoryEntry(
            time=start + timedelta(hours=number), kind=rng.choice(list(HistoryKind)), summary=f"Entry {number}",
            dice=rng.choice(("", "17W vs 14", "2d6")), details=tuple(f"Change {n} of entry {number}" for n in range(len(events) - 1)), events=tuple(events),
        ))
    return Character(name="Vasana", history=tuple(history))


def write_sheet(library: Path, entries: int = ENTRIES) -> Path:
    from talekeeper.core.storage import Library

    library.mkdir(parents=True, exist_ok=True)
    for old in library.glob("*.json"):
        old.unlink()
    path, _ = Library(library).create(long_history(entries))
    return path


def _read_at_once(path: Path) -> tuple[float, float]:
    """(parse, check) in ms: the cost of reading the sheet in one go, as before slices."""
    from talekeeper.core.storage.files import CHARACTER_FORMAT, decode
    from talekeeper.core.storage.jsonio import parse_json

    started = time.perf_counter()
    raw = parse_json(path.read_bytes(), path)
    parsed = time.perf_counter()
    decode(raw, path, CHARACTER_FORMAT, Character)
    return (parsed - started) * 1000, (time.perf_counter() - parsed) * 1000


def save_long(path: Path, runs: int, *, fast: bool = True) -> float:
    """The median time to save the sheet with one change as the desktop does (workspace.save: the
    revision from the content, then an atomic save with its backup kept), in ms. Not `fast`: with
    pydantic's writer switched off, as every save was written before it (Python's `json`)."""
    from unittest import mock

    from talekeeper.core.storage import Library, model_json
    from talekeeper.core.storage.files import next_revision, read_character

    library, loaded = Library(path.parent), read_character(path)
    fingerprint, revision, times = loaded.fingerprint, loaded.revision, []
    with mock.patch.object(model_json, "model_body", return_value=None) if not fast else contextlib.nullcontext():
        for run in range(runs):
            changed = loaded.character.model_copy(update={"name": f"Vasana {run}"})  # a new sheet each time, as an edit makes
            started = time.perf_counter()
            saved_as = next_revision(changed, revision)
            fingerprint = library.save(changed, path, expected=fingerprint, revision=saved_as)
            times.append((time.perf_counter() - started) * 1000)
            revision = saved_as
    return statistics.median(times)


def open_long(app: QApplication, library: Path) -> tuple[float, float, float]:
    """(the longest pause while the sheet opens until its tab is painted, the time until then, the
    longest pause while its History tab is shown and scrolled to the oldest entry), in ms."""
    from talekeeper.core.storage import Library
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings
    from talekeeper.desktop.warmup import freeze_loaded
    from talekeeper.desktop.window.life import show_window

    path = next(library.glob("*.tale.json"))
    window = show_window(Controller(Library(library), Settings()))
    meter = PauseMeter()
    meter.run_until(app, lambda: window.warm_up.done and window.roster_panel.settled)
    freeze_loaded()  # as the program does once its warm-up is over
    started = time.perf_counter()
    window.open_character(path)  # reads 10 slices at once, then one per turn of the event loop
    opening = max((time.perf_counter() - started) * 1000, meter.run_until(app, lambda: window.editor_for(path) is not None))
    editor = window.editor_for(path)
    assert editor is not None and len(editor.character.history) == ENTRIES
    editor.repaint()
    opened = (time.perf_counter() - started) * 1000
    opening = max(opening, meter.run_until(app, lambda: True))
    view = editor.history.table.view
    started = time.perf_counter()
    editor.tabs.setCurrentIndex(editor.tabs.count() - 1)
    editor.repaint()
    view.scrollToBottom()
    view.viewport().repaint()
    history = max((time.perf_counter() - started) * 1000, meter.run_until(app, lambda: True))
    assert view.model().rowCount() == ENTRIES
    window.controller.replacing_window = True
    window.close()
    return opening, opened, history


def list_without_index(app: QApplication, library: Path) -> float:
    """The longest pause while a window opens on the library without its summary index (a first
    start, a fresh clone): the sheet is listed from a quick look, then confirmed by a full load."""
    from talekeeper.core.storage import Library
    from talekeeper.core.storage.index import SummaryIndex
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings
    from talekeeper.desktop.window.life import show_window

    SummaryIndex(library).file.unlink(missing_ok=True)
    window = show_window(Controller(Library(library), Settings()))
    pause = PauseMeter().run_until(app, lambda: window.warm_up.done and window.roster_panel.settled)
    assert [entry.name for entry in window.listed_characters()] == ["Vasana"]
    window.controller.replacing_window = True
    window.close()
    return pause


def rows(app: QApplication, folder: Path, runs: int) -> list[Row]:
    path = write_sheet(folder)
    size = path.stat().st_size / 1_000_000
    reads = [_read_at_once(path) for _ in range(runs)]
    opens = [open_long(app, folder) for _ in range(max(1, runs // 2))]
    parse, check = (statistics.median(r[i] for r in reads) for i in range(2))
    pause, opened, history = (statistics.median(o[i] for o in opens) for i in range(3))
    listing = statistics.median(list_without_index(app, folder) for _ in range(max(1, runs // 2)))
    before, after = save_long(path, runs, fast=False), save_long(path, runs)  # last: the saves rename the sheet
    return [
        (f"a {size:.1f} MB sheet with {ENTRIES:,} history entries read at once (as before): parse + check",
         f"{parse:.0f} + {check:.0f} ms", "(information: the pause it was)"),
        ("that sheet saved after a change, as the desktop saves (revision, atomic write, backup kept): before / after pydantic's JSON writer",
         f"{before:.0f} / {after:.0f} ms", "(information: the pause it is)"),
        ("that sheet opened in slices: longest pause of the window until its tab is painted (open at)",
         f"{pause:.0f} ms (open at {opened:.0f} ms)", "< 100 ms"),
        ("its History tab shown and scrolled to the oldest entry: longest pause", f"{history:.0f} ms", "< 100 ms"),
        ("its library opened without index: longest pause from the window shown until it is listed and confirmed", f"{listing:.0f} ms", "< 100 ms"),
    ]


if __name__ == "__main__":
    import os
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = Path(tempfile.mkdtemp())
    os.environ["TALEKEEPER_APPDIRS"] = str(scratch / "appdirs")
    application = QApplication.instance() or QApplication([])
    for name, value, target in rows(application, scratch / "library", 5):
        print(f"{name:<90} {value:<30} {target}")
