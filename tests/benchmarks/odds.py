"""Benchmark rows for issue 22: the exact odds of a whole extended contest and who wins a Dogs arena.
Run by `python3 packaging/dev.py bench`, or alone with `python -m tests.benchmarks.odds`."""

from __future__ import annotations

import random
import statistics
import time

from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import arena_outcome
from talekeeper.core.rules.heroquest import extended_odds
from talekeeper.core.rules.heroquest.extended_odds import exchange_counts

Row = tuple[str, str, str]


def _timed(action: object) -> float:
    started = time.perf_counter()
    action()  # type: ignore[operator]
    return (time.perf_counter() - started) * 1000


def _solve(a_bid: int, b_bid: int) -> None:
    exchange_counts.cache_clear()
    extended_odds("17", "14", 40, 40, a_bid=a_bid, b_bid=b_bid)


def extended_rows(runs: int) -> list[Row]:
    rows: list[Row] = []
    for a_bid, b_bid, target in ((5, 5, "<= 50 ms"), (3, 3, "(information)"), (7, 4, "(information)"), (1, 1, "(information)")):
        times = [_timed(lambda a=a_bid, b=b_bid: _solve(a, b)) for _ in range(runs)]
        rows.append((f"extended_odds, 40 vs 40 points, bids {a_bid}/{b_bid}", f"{statistics.median(times):.1f} ms", target))
    return rows


def arena_rows(runs: int) -> list[Row]:
    rows: list[Row] = []
    rng = random.Random(22)
    for dice, target in ((12, "<= 100 ms"), (16, "(information)"), (20, "<= 1 s or 'too many dice'")):
        times: list[float] = []
        gave_up = 0
        for _ in range(max(runs, 5)):
            mine = [rng.randint(1, 6) for _ in range(dice)]
            theirs = [rng.randint(1, 6) for _ in range(dice)]
            started = time.perf_counter()
            try:
                arena_outcome(mine, theirs)
            except Refusal:
                gave_up += 1
            times.append((time.perf_counter() - started) * 1000)
        worked = f", {gave_up} of {len(times)} not worked out (too many dice)" if gave_up else ""
        rows.append((f"arena_outcome, {dice} vs {dice} d6 (random openings)",
                     f"median {statistics.median(times):.0f} ms, longest {max(times):.0f} ms{worked}", target))
    return rows


def rows(runs: int) -> list[Row]:
    return [*extended_rows(runs), *arena_rows(runs)]


if __name__ == "__main__":
    for name, value, target in rows(7):
        print(f"{name:<55} {value:<45} {target}")
