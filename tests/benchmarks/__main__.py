"""Benchmarks for issue 7: `python3 packaging/dev.py bench [--quick]`.

Prints a table and writes it to tests/benchmarks/results.md. Startup is measured as a ratio to a
bare PySide6 window measured in the same run; everything else as medians. Generated libraries are
kept in the cache folder between runs (delete it to regenerate).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESULTS = Path(__file__).with_name("results.md")
BARE_WINDOW = """
import time
T0 = time.perf_counter()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1200, 800)
class Probe(QObject):
    painted = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            QTimer.singleShot(0, lambda: (print(f"startup_ms={(time.perf_counter() - T0) * 1000:.1f}", flush=True), app.quit()))
        return False
probe = Probe()
window.installEventFilter(probe)
window.show()
app.exec()
"""


def median_ms(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def probe(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """One start with --measure-startup: its startup_ms (and warmup_ms, longest_pause_ms), and
    spawn_ms, from starting the process to reading its startup_ms line (Python's own start and
    what the command imports before the app's clock starts included)."""
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    assert process.stdout is not None
    figures: dict[str, float] = {}
    for line in process.stdout:
        key, _, value = line.strip().partition("=")
        if value:
            figures[key] = float(value)
        if key == "startup_ms":
            figures["spawn_ms"] = (time.perf_counter() - started) * 1000
    process.wait(timeout=600)
    return figures


def startups(commands: dict[str, list[str]], env: dict[str, str], runs: int) -> dict[str, list[dict[str, float]]]:
    """Each command `runs` times, taking turns (bare, ours, bare, ours ...) so that a slower moment
    of the machine weighs on both sides of a ratio alike."""
    results: dict[str, list[dict[str, float]]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            results[name].append(probe(command, env))
    return results


def paired_ratio(mine: list[float], bare: list[float]) -> str:
    """The median of the paired runs' ratios, and the middle half of them (the machine's noise)."""
    ratios = sorted(m / b for m, b in zip(mine, bare, strict=True))
    quarter = len(ratios) // 4
    return f"{statistics.median(ratios):.2f}x ({ratios[quarter]:.2f}-{ratios[-1 - quarter]:.2f}x)"


def rss_kb(library: Path, env: dict[str, str]) -> int:
    code = (
        "import sys\nfrom pathlib import Path\nfrom PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
        "from talekeeper.core.storage import Library\nfrom desktop.controller import Controller\nfrom desktop.settings import Settings\n"
        "c = Controller(Library(Path(sys.argv[1])), Settings()); from talekeeper.desktop.window.life import show_window; w = show_window(c)\n"
        "while not w.warm_up.done: app.processEvents()\n"
        "print(w.model.rowCount(), next(l.split()[1] for l in open('/proc/self/status') if l.startswith('VmRSS')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(library)], env=env, capture_output=True, text=True, timeout=600, cwd=ROOT).stdout.split()
    return int(out[1])


def main() -> int:
    parser = argparse.ArgumentParser(prog="bench")
    parser.add_argument("--quick", action="store_true", help="fewer runs (for a smoke test)")
    parser.add_argument("--startup", action="store_true", help="only the start-up rows, printed (results.md is left as it is)")
    parser.add_argument("--runs", type=int, help="start-ups of each kind (default 7, 3 with --quick)")
    args = parser.parse_args()
    runs = args.runs or (3 if args.quick else 7)
    cache = Path(tempfile.gettempdir()) / "talekeeper-bench"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TALEKEEPER_APPDIRS=str(cache / "appdirs"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure with compiled bytecode cached, as a user runs it
    os.environ.update(env)
    from tests.benchmarks.generate import character, make_library

    libraries = {size: make_library(cache / f"library-{size}", size) for size in (0, 500, 5000)}
    rows: list[tuple[str, str, str]] = []
    from talekeeper.core.storage.index import SummaryIndex
    from talekeeper.core.storage.library import Library as Folder

    def ours(size: int) -> list[str]:
        return [sys.executable, "-m", "talekeeper.desktop", "--library", str(libraries[size]), "--measure-startup"]

    for size in libraries:
        Folder(libraries[size]).scan()  # the summary index, as any earlier start leaves it
        probe(ours(size), env)  # warm the operating system's file cache
    commands = {
        "bare": [sys.executable, "-c", BARE_WINDOW],
        "floor": [sys.executable, "-m", "tests.benchmarks.floor_window", str(libraries[500])],
        **{str(size): ours(size) for size in libraries},
    }
    measured = startups(commands, env, runs)
    bare = [run["startup_ms"] for run in measured["bare"]]
    rows.append(("bare PySide6 window, start to painted and idle", f"{statistics.median(bare):.0f} ms", "reference"))
    for size, limit in ((0, None), (500, 2.0), (5000, 2.0)):
        mine = [run["startup_ms"] for run in measured[str(size)]]
        rows.append((f"Talekeeper start, {size} characters", f"{statistics.median(mine):.0f} ms = {paired_ratio(mine, bare)} bare", f"<= {limit}x" if limit else ""))
    spawn_bare = [run["spawn_ms"] for run in measured["bare"]]
    for size in (500, 5000):
        spawned = [run["spawn_ms"] for run in measured[str(size)]]
        rows.append((f"from spawn to the startup line, {size} characters (bare: {statistics.median(spawn_bare):.0f} ms)",
                     f"{statistics.median(spawned):.0f} ms = {paired_ratio(spawned, spawn_bare)} bare", "(information)"))
    floor = [run["startup_ms"] for run in measured["floor"]]
    rows.append(("the least a roster window can cost (floor_window.py), 500", f"{statistics.median(floor):.0f} ms = {paired_ratio(floor, bare)} bare", "(information)"))
    big_runs = measured["5000"]
    rows.append(("warm-up done (whole roster, search, Play menu, editor), 5,000", f"{statistics.median(r['warmup_ms'] for r in big_runs):.0f} ms after start", "(information)"))
    rows.append(("longest the window goes without handling input during it, 5,000", f"{statistics.median(r['longest_pause_ms'] for r in big_runs):.0f} ms", "< 50 ms (ours)"))
    if args.startup:
        print(f"{runs} start-ups of each, taking turns; ratio: median of the paired ratios (middle half in brackets)")
        print("\n".join(f"{name:<66}  {value:<36} {target}" for name, value, target in rows))
        return 0
    colds = []
    for _ in range(max(1, runs // 2)):
        SummaryIndex(libraries[5000]).file.unlink(missing_ok=True)
        colds.append(probe(ours(5000), env))
    cold_listed = statistics.median(c["warmup_ms"] for c in colds) / 1000
    rows.append((
        "first start of a 5,000 library without index: first paint, all listed (the roster fills in after the paint)",
        f"{statistics.median(c['startup_ms'] for c in colds):.0f} ms, all listed at {cold_listed:.1f} s", "listed <= 2 s",
    ))
    Folder(libraries[5000]).scan()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from talekeeper.core.dice import parse_dice
    from talekeeper.core.rules.dogs import fallout_odds
    from talekeeper.core.rules.heroquest import contest_odds
    from talekeeper.core.rules.heroquest.odds import _counts  # the cache behind contest_odds
    from talekeeper.core.storage import Library
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings

    def settled(library: Path):
        from talekeeper.desktop.window.life import show_window

        shown = show_window(Controller(Library(library), Settings()))
        while not shown.warm_up.done:
            app.processEvents()
        return shown

    window = settled(libraries[500])
    paths = sorted(libraries[500].glob("*.tale.json"))[:40]

    def open_and_paint(path: Path) -> None:
        editor = window.open_character(path)
        editor.repaint()

    open_times = []
    for path in paths:
        started = time.perf_counter()
        open_and_paint(path)
        open_times.append((time.perf_counter() - started) * 1000)
        window.close_tab(window.current_editor())
    rows.append(("open a full character into its editor", f"{statistics.median(open_times):.1f} ms", "< 50 ms"))

    window.open_character(paths[0])
    workspace = window.workspace
    save_times = []
    for number in range(runs * 3):
        document = workspace.documents[paths[0]]
        workspace.apply("bench", {paths[0]: document.character.model_copy(update={"notes": f"note {number}"})})
        started = time.perf_counter()
        workspace.save(paths[0])
        save_times.append((time.perf_counter() - started) * 1000)
    rows.append(("save (atomic, fsync, backup kept)", f"{statistics.median(save_times):.1f} ms", "< 10 ms"))

    big = Library(cache / "library-big")
    big.path.mkdir(exist_ok=True)
    for old in big.path.glob("*.tale.json"):
        old.unlink()
    big_path, _ = big.create(character(random.Random(3), abilities=100))
    window_big = settled(big.path)
    editor = window_big.open_character(big_path)
    editor.tabs.setCurrentIndex(1)
    app.processEvents()
    model = editor.heroquest.abilities.model
    edit_times = []
    for number in range(runs * 3):
        text = f"{(number % 19) + 1}W"
        started = time.perf_counter()
        model.setData(model.index(50, 1), text)
        assert model.index(50, 2).data() is not None
        editor.heroquest.abilities.view.viewport().repaint()
        edit_times.append((time.perf_counter() - started) * 1000)
    rows.append(("type a rating -> effective value on screen (100 abilities)", f"{statistics.median(edit_times):.1f} ms", "< 16 ms"))

    window_5000 = settled(libraries[5000])
    typed = "storm sword"
    search_times = []
    for end in range(1, len(typed) + 1):
        started = time.perf_counter()
        window_5000.search.setText(typed[:end])
        search_times.append((time.perf_counter() - started) * 1000)
    rows.append(("roster search per keystroke (5,000 characters)", f"{statistics.median(search_times):.1f} ms", "< 30 ms"))
    window_5000.search.clear()
    from talekeeper.desktop.warmup import freeze_loaded
    from tests.benchmarks.sync import hundred_changed, storm

    freeze_loaded()  # as the program does once its warm-up is over
    longest, changes, reads = storm(app, window_5000, libraries[5000], env)
    rows.append(("sync storm: longest pause while one sheet of 5,000 changes every 200 ms (6 s)", f"{longest:.0f} ms ({changes} changes, {reads.get('quick_summary', 0)} sheets read)", "< 50 ms"))
    originals = {path: path.read_bytes() for path in sorted(libraries[5000].glob("*.tale.json"))[-100:]}
    pulls = [hundred_changed(app, window_5000, libraries[5000]) for _ in range(3)]
    assert all(listed for _, _, listed in pulls), "the roster did not show every changed sheet"
    rows.append((
        "a pull changes 100 of 5,000 sheets: longest pause until the roster shows them",
        f"{statistics.median(p[0] for p in pulls):.0f} ms ({pulls[0][1].get('quick_summary', 0)} sheets read)", "< 50 ms",
    ))
    for path, data in originals.items():
        path.write_bytes(data)

    from tests.benchmarks.copies import open_and_merge

    for count in (1000, 2000):
        measured_copies = [open_and_merge(app, cache / f"library-copies-{count}-{run}", count) for run in range(max(1, runs // 3))]
        pause, listed, saved = (statistics.median(m[i] for m in measured_copies) for i in range(3))
        rows.append((
            f"{count:,} conflict copies of one sheet: longest pause while the library opens (all listed at); the merge of one copy saved",
            f"{pause:.0f} ms (listed at {listed / 1000:.1f} s); saved in {saved:.0f} ms", "< 100 ms; < 1 s" if count == 1000 else "(linear: twice 1,000)",
        ))

    from tests.benchmarks import long_history

    rows.extend(long_history.rows(app, cache / "library-long-history", runs))

    def odds_uncached() -> None:
        _counts.cache_clear()
        contest_odds("17W", "5W2")

    rows.append(("contest_odds (uncached)", f"{median_ms(odds_uncached, runs * 5):.2f} ms", "< 2 ms"))
    twenty = parse_dice("5d4+5d6+5d8+5d10")
    rows.append(("fallout_odds, 20 mixed dice", f"{median_ms(lambda: fallout_odds(twenty), runs * 5):.2f} ms", "< 10 ms"))
    from tests.benchmarks import odds as whole_contest

    rows.extend(whole_contest.rows(runs))

    from tests.benchmarks.merge_driver import rows as merge_driver_rows

    rows.extend(merge_driver_rows(runs * 2))
    empty_rss, full_rss = rss_kb(libraries[0], env), rss_kb(libraries[5000], env)
    rows.append(("memory, 5,000 characters listed vs empty library", f"{full_rss / 1024:.0f} MB vs {empty_rss / 1024:.0f} MB = {full_rss / empty_rss:.2f}x", "<= 2x"))

    for w in (window, window_big, window_5000):
        w.controller.replacing_window = True
        w.close()
    width = max(len(r[0]) for r in rows)
    lines = [
        f"Measured {time.strftime('%Y-%m-%d')} on {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, offscreen; medians of {runs} or more runs. "
        "Start-ups take turns with the bare window, and each ratio is the median of the paired runs' ratios.",
        "",
        "| measure | result | target |",
        "|---|---|---|",
        *[f"| {name} | {value} | {target} |" for name, value, target in rows],
    ]
    table = "\n".join(lines) + "\n"
    print("\n".join(f"{name:<{width}}  {value:<32} {target}" for name, value, target in rows))
    RESULTS.write_text(table, encoding="utf-8")
    print(f"\nwritten to {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
