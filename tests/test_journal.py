"""The recovery journal stores unsaved edits outside the library and reads them back."""

from __future__ import annotations

from pathlib import Path

from core.model import Character
from core.paths import state_dir
from core.storage.journal import Journal


def test_journal_round_trip_and_never_in_the_library(tmp_path: Path) -> None:
    library = tmp_path / "lib"
    library.mkdir()
    journal = Journal(library)
    edited = Character(name="Vasana (edited)")
    journal.write(library / "Vasana.tale.json", edited, "abc")
    entries, problems = journal.entries()
    assert problems == [] and len(entries) == 1
    assert entries[0].character == edited and entries[0].path == (library / "Vasana.tale.json").resolve()
    assert entries[0].base_fingerprint == "abc"
    assert list(library.iterdir()) == [] and journal.folder.is_relative_to(state_dir())
    journal.remove(library / "Vasana.tale.json")
    assert journal.entries() == ([], [])


def test_damaged_or_hostile_entries_are_reported_not_used(tmp_path: Path) -> None:
    journal = Journal(tmp_path)
    journal.folder.mkdir(parents=True)
    (journal.folder / "a.json").write_text("{broken")
    (journal.folder / "b.json").write_text('{"format": "talekeeper.journal", "schema_version": 1, "path": "../../etc/passwd", "character": {}}')
    entries, problems = journal.entries()
    assert entries == [] and len(problems) == 2
    assert "names no file in the library" in str(problems[1])
