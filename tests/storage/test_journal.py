"""The recovery journal stores unsaved edits outside the library and reads them back; its entries
belong to the running copy of the program that wrote them (issue 12, item 6)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from talekeeper.core.model import Character
from talekeeper.core.paths import state_dir
from talekeeper.core.storage.journal import Journal

ROOT = Path(__file__).resolve().parents[2]


def test_journal_round_trip_and_never_in_the_library(tmp_path: Path) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    journal = Journal(library)
    edited = Character(name="Vasana (edited)")
    journal.write(library / "Vasana.tale.json", edited, "abc")
    entries, problems = journal.own_entries()
    assert problems == [] and len(entries) == 1
    assert entries[0].character == edited and entries[0].path == (library / "Vasana.tale.json").resolve()
    assert entries[0].base_fingerprint == "abc"
    assert list(library.iterdir()) == [] and journal.folder.is_relative_to(state_dir())
    assert journal.entries() == ([], [])  # this copy runs: its entries are not a crashed session's
    journal.remove(library / "Vasana.tale.json")
    assert journal.own_entries() == ([], [])
    journal.close()
    assert list(journal.folder.iterdir()) == []  # nothing left: neither entries nor the owner's lock


def test_damaged_or_hostile_entries_are_reported_not_used(tmp_path: Path) -> None:
    journal = Journal(tmp_path)
    journal.folder.mkdir(parents=True)
    (journal.folder / "a.json").write_text("{broken")
    (journal.folder / "b.json").write_text('{"format": "talekeeper.journal", "schema_version": 1, "path": "../../etc/passwd", "character": {}}')
    entries, problems = journal.entries()
    assert entries == [] and len(problems) == 2
    assert "names no file in the library" in str(problems[1])


def test_an_entry_of_an_older_talekeeper_without_owner_is_offered(tmp_path: Path) -> None:
    old = Journal(tmp_path)
    old.write(tmp_path / "a.tale.json", Character(name="Ann"), None)
    entry = old.own_entries()[0][0].entry_file
    entry.rename(old.folder / entry.name)  # where entries were written before they had owners
    assert [e.character.name for e in Journal(tmp_path).entries()[0]] == ["Ann"]


def test_a_second_copy_neither_removes_nor_offers_the_first_copys_entries(tmp_path: Path) -> None:
    sheet = tmp_path / "vasana.tale.json"
    first, second = Journal(tmp_path), Journal(tmp_path)  # two running copies of the program
    first.write(sheet, Character(name="Vasana (first)"), None)
    second.remove(sheet)  # the second copy saves the sheet, or closes it after only looking
    assert second.entries() == ([], [])  # the first copy still runs: its edits are not offered
    second.write(sheet, Character(name="Vasana (second)"), None)
    assert [e.character.name for e in first.own_entries()[0]] == ["Vasana (first)"]
    assert [e.character.name for e in second.own_entries()[0]] == ["Vasana (second)"]
    first.close()  # the first copy ends without saving (as after a crash, its entry stays)
    offered, _ = second.entries()
    assert [e.character.name for e in offered] == ["Vasana (first)"]
    second.discard(offered[0])
    assert second.entries() == ([], []) and [e.character.name for e in second.own_entries()[0]] == ["Vasana (second)"]
    names = sorted(p.name for p in first.folder.iterdir())
    assert len(names) == 2 and all(name.startswith(f"{os.getpid()}-") for name in names)  # only the second copy's folder and lock


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from talekeeper.core.model import Character
    from talekeeper.core.storage.journal import Journal

    library = Path(sys.argv[1])
    journal = Journal(library)
    journal.write(library / "vasana.tale.json", Character(name="live edits"), None)
    print("written", flush=True)
    sys.stdin.read()  # runs until killed
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kill -9 needs a POSIX system")
def test_entries_of_a_running_process_are_not_offered_until_it_is_killed(tmp_path: Path) -> None:
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout.readline().strip() == "written"
        journal = Journal(tmp_path)
        assert journal.entries() == ([], [])  # the other process runs: its edits are live, not lost
        assert len(list(journal.folder.iterdir())) == 2  # its folder and its lock, left alone
    finally:
        writer.kill()  # SIGKILL: the operating system lets go of its lock
        writer.wait()
        writer.stdin.close()
        writer.stdout.close()
    offered, problems = journal.entries()
    assert problems == [] and [e.character.name for e in offered] == ["live edits"]
    journal.discard(offered[0])
    assert list(journal.folder.iterdir()) == []  # the gone owner's folder and lock are tidied away


def test_a_gone_owner_that_left_nothing_is_tidied_away(tmp_path: Path) -> None:
    crashed = Journal(tmp_path)
    crashed.write(tmp_path / "a.tale.json", Character(name="Ann"), None)
    crashed.remove(tmp_path / "a.tale.json")  # saved, then the program crashed
    crashed._owner.release(forget=False)  # what the operating system does to a killed process's lock
    assert Journal(tmp_path).entries() == ([], [])
    assert list(crashed.folder.iterdir()) == []
