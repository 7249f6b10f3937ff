"""1,000 conflict copies of one sheet (issue 19, item 7): listing them, and a copy arriving or
going, cost work linear in the number of copies (before: `_rank` looked at every pair of copies,
2,002,010 `lstat` calls for one save, a 14.5 s freeze). Counted in calls, not timed: the
benchmark (`tests/benchmarks/copies.py`) gives the times."""

from __future__ import annotations

import html
import os
from collections import Counter
from pathlib import Path

import pytest

from talekeeper.core.storage import sync_copies
from talekeeper.core.storage.copies import CopyIndex
from talekeeper.core.storage.summary import CharacterSummary, summarize
from talekeeper.desktop.roster import RosterModel
from tests.benchmarks.copies import make_copies

COPIES = 1000


def copy_name(number: int) -> str:
    return f"vasana.tale.sync-conflict-20261201-{number:06}-ABCDEFG.json"


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times a file is asked whether it is a link, and a name what it says."""
    calls: Counter[str] = Counter()
    conflict_copy, islink = sync_copies.conflict_copy, os.path.islink

    def counting_copy(name: str, siblings: object = ()) -> object:
        calls["conflict_copy"] += 1
        return conflict_copy(name, siblings)  # type: ignore[arg-type]

    def counting_link(path: object) -> bool:
        calls["islink"] += 1
        return islink(path)  # type: ignore[arg-type]

    monkeypatch.setattr(sync_copies, "conflict_copy", counting_copy)
    monkeypatch.setattr(os.path, "islink", counting_link)
    return calls


def test_a_thousand_copies_are_decided_once_and_kept_up_to_date_file_by_file(counted: Counter[str]) -> None:
    links: Counter[str] = Counter()
    index = CopyIndex(lambda name: links.update([name]) or False)
    names = ["vasana.tale.json", *(copy_name(n) for n in range(COPIES))]
    copies = index.fill((name, "1") for name in names)
    assert copies == set(names[1:])
    assert all(index.original(name) == "vasana.tale.json" for name in names)
    assert len(index.copies("vasana.tale.json")) == COPIES
    assert sum(links.values()) == len(names) and max(links.values()) == 1
    assert counted["conflict_copy"] <= 2 * len(names) + 2
    counted.clear()
    links.clear()
    assert index.drop(copy_name(7)) == {copy_name(7), "vasana.tale.json"}  # a copy merged away
    assert index.put(copy_name(8), "1") == {copy_name(8), "vasana.tale.json"}  # a copy changed
    assert index.put(copy_name(COPIES), "1") == {copy_name(COPIES), "vasana.tale.json"}  # a copy arrives
    assert [index.original(name) for name in (copy_name(8), copy_name(COPIES))] == ["vasana.tale.json"] * 2
    assert len(index.copies("vasana.tale.json")) == COPIES
    assert sum(links.values()) <= 3 and counted["conflict_copy"] <= 2


def test_the_original_going_and_coming_back_with_a_thousand_copies(counted: Counter[str]) -> None:
    index = CopyIndex()
    names = ["vasana.tale.json", *(copy_name(n) for n in range(COPIES))]
    index.fill((name, "1") for name in names)
    index.drop("vasana.tale.json")
    assert index.original(copy_name(5)) == copy_name(0)  # a copy takes its place: the first by name
    index.put("vasana.tale.json", "1")
    assert index.original(copy_name(5)) == "vasana.tale.json" and len(index.copies("vasana.tale.json")) == COPIES
    assert counted["conflict_copy"] <= 2 * len(names) + 2


def test_the_roster_lists_a_thousand_copies_and_drops_one_in_linear_work(tmp_path: Path, qapp: object, counted: Counter[str]) -> None:
    path = make_copies(tmp_path, COPIES)
    entries = [summarize(file) for file in sorted(tmp_path.glob("*.json"))]
    model = RosterModel()
    counted.clear()
    model.set_entries(entries)
    assert model.rowCount() == 1 and len(model.copies_of(path)) == COPIES
    assert counted["islink"] <= COPIES + 1
    counted.clear()
    gone = model.copies_of(path)[3].name
    model.drop(path.with_name(gone))  # the merged copy goes to the trash
    changed = next(e for e in entries if isinstance(e, CharacterSummary) and e.path.name == model.copies_of(path)[5].name)
    model.put(changed)  # a sync tool changes another copy
    assert model.rowCount() == 1 and len(model.copies_of(path)) == COPIES - 1
    assert counted["islink"] <= 2 and counted["conflict_copy"] <= 2


def test_the_rows_tooltip_names_ten_copies_and_counts_the_others(tmp_path: Path, qapp: object) -> None:
    from PySide6.QtCore import Qt

    path = make_copies(tmp_path, COPIES)
    model = RosterModel()
    model.set_entries([summarize(file) for file in sorted(tmp_path.glob("*.json"))])
    lines = html.unescape(model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)).splitlines()
    named = [line for line in lines if line.startswith("Conflicting copy: ")]
    assert len(named) == 10 and model.copies_of(path)[0].name in named[0]
    assert f"and {COPIES - 10} more conflicting copies" in lines
