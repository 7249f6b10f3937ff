"""A crash at any instant of a save leaves the old file or the new one, never anything else.

A child forked from this already-loaded process saves the character (keeping a backup) and is
killed with SIGKILL at a random instant. 200 kills in the normal run; set TALEKEEPER_FAULT_RUNS for
a longer one. Afterwards, opening the library removes the temporary files the kills left (issue 12,
item 7), and every kept backup loads.
"""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest

from talekeeper.core.model import Character
from talekeeper.core.storage import Library, load_character, save_character
from talekeeper.core.storage.backups import backup_folder, list_backups
from talekeeper.core.storage.files import character_bytes, read_character

RUNS = int(os.environ.get("TALEKEEPER_FAULT_RUNS", "200"))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
def test_kill_9_during_save_leaves_old_or_new(tmp_path: Path) -> None:
    folder = tmp_path / "library"
    folder.mkdir()
    path = folder / "vasana.tale.json"
    library = Library(folder)
    old = Character(name="Old Vasana", notes="o" * 20_000)
    new = Character(name="New Vasana", notes="n" * 40_000, tags=("after",))
    save_character(old, path)
    timing = folder / "timing.tale.json"
    save_character(old, timing)
    started = time.perf_counter()
    library.save(new, timing)
    one_save = time.perf_counter() - started
    timing.unlink()
    rng = random.Random(1234)
    landed = {"before": 0, "after": 0}  # the kill came before or after the save replaced the file
    window = one_save * 1.5  # kill instants are spread over this; it adapts to a slow or busy machine
    for run in range(RUNS):
        if run and run % 20 == 0:
            if not landed["after"]:
                window *= 2
            elif not landed["before"]:
                window /= 2
        current = load_character(path)
        target = new if current == old else old
        child = os.fork()
        if child == 0:  # pragma: no cover - the child only saves, then is killed or exits
            try:
                library.save(target, path)
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0, window))
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        loaded = load_character(path)
        assert loaded in (old, new)
        landed["after" if loaded == target else "before"] += 1
        revision = read_character(path).revision
        assert path.read_bytes() in (character_bytes(old, revision), character_bytes(new, revision))  # whole, never torn
    assert sum(landed.values()) == RUNS
    assert landed["before"] and landed["after"], landed  # kills landed both before and after the replace
    leftovers = [p for p in (*folder.iterdir(), *backup_folder(path).iterdir()) if p.name.endswith(".tmp")]
    assert len(leftovers) <= 2 * RUNS  # killed saves may leave temporary files, never a broken sheet
    minute_ago = time.time() - 61
    for leftover in leftovers:
        os.utime(leftover, (minute_ago, minute_ago))
    library = Library(folder)  # opening the library, as the window does at start
    library.remove_stray_temporaries()
    assert [p.name for p in folder.iterdir()] == [path.name]
    assert [e.path for e in library.scan()] == [path]
    library.save(new if load_character(path) == old else old, path)  # a save tidies its backup folder (one that changes the file: saving the same bytes writes nothing)
    assert not [p for p in backup_folder(path).iterdir() if p.name.endswith(".tmp")]
    for _, backup in list_backups(path):
        assert load_character(backup) in (old, new), backup  # every kept backup loads


def _dead_pid() -> int:
    child = os.fork()
    if child == 0:  # pragma: no cover - exits at once
        os._exit(0)
    os.waitpid(child, 0)
    return child


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_only_old_temporary_files_of_no_running_copy_are_removed(tmp_path: Path) -> None:
    (tmp_path / "play").mkdir()
    dead, alive = _dead_pid(), os.getpid()
    names = {
        f".v.tale.json.{dead}.abcd1234.tmp": "removed",  # a killed save, a minute old
        f"play/.c.conflict.json.{dead}.abcd1234.tmp": "removed",
        ".v.tale.json.k2j4h5g6.tmp": "removed",  # left by an older Talekeeper (no process id)
        f".campaign.json.{alive}.abcd1234.tmp": "kept",  # a running copy is writing it
        f".w.tale.json.{dead}.young123.tmp": "kept",  # less than a minute old: perhaps another machine's
        ".notes.tmp": "kept",  # not ours
        "v.tmp": "kept",
    }
    minute_ago = time.time() - 61
    for name in names:
        (tmp_path / name).write_bytes(b"{")
        if "young" not in name:
            os.utime(tmp_path / name, (minute_ago, minute_ago))
    removed = Library(tmp_path).remove_stray_temporaries()
    assert sorted(p.relative_to(tmp_path).as_posix() for p in removed) == sorted(n for n, fate in names.items() if fate == "removed")
    assert all((tmp_path / n).exists() == (fate == "kept") for n, fate in names.items())
    assert Library(tmp_path).scan() == []  # never listed


def test_a_temporary_file_names_the_process_that_writes_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.core.storage import atomic

    seen: list[str] = []
    real_replace = os.replace
    monkeypatch.setattr(atomic.os, "replace", lambda a, b: seen.append(Path(a).name) or real_replace(a, b))
    save_character(Character(name="x"), tmp_path / "x.tale.json")
    assert seen[0].startswith(f".x.tale.json.{os.getpid()}.") and seen[0].endswith(".tmp")
