"""The cost of `talekeeper merge-file`, as git runs it once per merged file (issue 19: a pull that
merges 100 sheets runs it 100 times), against a bare `python -c pass` in the same run.

The merge is the common one of a pull: a full generated sheet that both sides changed in different
places (a clean merge, exit 0), with the command line `talekeeper git-setup` configures (this
Python, `-m talekeeper.desktop merge-file %O %A %B %P`). Runs take turns with the bare interpreter, and the
ratio is the median of the paired runs' ratios, of wall time and of CPU time (the latter less swayed
by other work on a shared machine). Beside it, the floor any merge validating with the sheet's
pydantic models pays: importing pydantic, and building the models.
`python -m tests.benchmarks.merge_driver [RUNS]` prints both rows.
"""

from __future__ import annotations

import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = 4.0


def versions(folder: Path) -> tuple[list[str], Path, bytes]:
    """git's %O %A %B %P for one sheet: ours changed the notes and an ability, theirs the player and a trait."""
    from talekeeper.core.model.common import evolve
    from talekeeper.core.rules.heroquest import Rating
    from talekeeper.core.storage.files import save_character
    from tests.benchmarks.generate import character

    base = character(random.Random(19), abilities=30)
    first = base.heroquest.abilities[0]
    ours = evolve(base, notes="Lost her horse at the ford", heroquest=evolve(base.heroquest, abilities=(evolve(first, rating=Rating.from_value(first.rating.value + 1)), *base.heroquest.abilities[1:])))
    theirs = evolve(base, player="Ana", dogs=evolve(base.dogs, traits=base.dogs.traits[1:]))
    files = [folder / name for name in (".merge_file_O", ".merge_file_A", ".merge_file_B")]
    for path, version in zip(files, (base, ours, theirs), strict=True):
        save_character(version, path)
    (folder / "table").mkdir(exist_ok=True)
    return [*map(str, files), str(folder / "table" / "vasana.tale.json")], files[1], files[1].read_bytes()


def timed(command: list[str]) -> tuple[float, float, int]:
    """(wall ms, CPU ms of the process: user and system, less swayed by other work on the machine), exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    code = subprocess.run(command, cwd=ROOT, capture_output=True).returncode
    wall = (time.perf_counter() - started) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000, code


FLOORS = {"pydantic": "import pydantic.main", "models": "import pydantic.main, core.model.character"}
"""What any merge that validates with the sheet's models pays before doing anything: pydantic, and
pydantic with the models built (shown beside the driver, to tell its own cost from that floor)."""


def measure(runs: int) -> dict[str, tuple[float, float, float]]:
    """For each command: (median wall ms, median of the wall ratios and of the CPU ratios to
    `python -c pass` run in the same turn); `bare` is the interpreter alone."""
    with tempfile.TemporaryDirectory() as folder:
        argv, ours, before = versions(Path(folder))
        commands = {
            "bare": [sys.executable, "-c", "pass"],
            "driver": [sys.executable, "-m", "talekeeper.desktop", "merge-file", *argv],
            **{name: [sys.executable, "-c", code] for name, code in FLOORS.items()},
        }
        walls: dict[str, list[float]] = {name: [] for name in commands}
        cpus: dict[str, list[float]] = {name: [] for name in commands}
        for turn in range(runs + 2):  # two first turns warm the bytecode and file caches, as on a second pull
            for name, command in commands.items():
                ours.write_bytes(before)
                wall, cpu, code = timed(command)
                assert code == 0, f"{name} failed (the benchmark's merge is clean)"
                if turn >= 2:
                    walls[name].append(wall)
                    cpus[name].append(cpu)

    def ratio(values: list[float], bare: list[float]) -> float:
        return statistics.median(m / b for m, b in zip(values, bare, strict=True))

    return {name: (statistics.median(walls[name]), ratio(walls[name], walls["bare"]), ratio(cpus[name], cpus["bare"])) for name in commands}


def rows(runs: int) -> list[tuple[str, str, str]]:
    measured = measure(runs)
    driver, bare, pydantic, models = measured["driver"], measured["bare"], measured["pydantic"], measured["models"]
    return [
        ("talekeeper merge-file (git's merge driver), one sheet, clean merge vs python -c pass", f"{driver[0]:.0f} ms vs {bare[0]:.0f} ms = {driver[1]:.2f}x (CPU {driver[2]:.2f}x)", f"<= {TARGET:g}x"),
        ("its floor: importing pydantic / pydantic and the sheet's models", f"{pydantic[1]:.2f}x / {models[1]:.2f}x (CPU {pydantic[2]:.2f}x / {models[2]:.2f}x)", "(information)"),
    ]


if __name__ == "__main__":
    for name, value, target in rows(int(sys.argv[1]) if len(sys.argv) > 1 else 15):
        print(f"{name}: {value} (target {target})" if target.startswith("<") else f"{name}: {value}")
