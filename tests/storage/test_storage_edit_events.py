"""Character schema 5 -> 6 (issue 20 point 13): hand edits and file events are events; a version 4
file's hand edits, stored as English sentences, load (through 4 -> 5 and 5 -> 6) and save with
their words unchanged, and so does the version 5 golden file."""

from __future__ import annotations

from pathlib import Path

from talekeeper.core.model import HistoryKind
from talekeeper.core.storage.files import character_bytes, read_character
from talekeeper.core.storage.migrations import CHARACTER_FORMAT, CURRENT_VERSION, STEPS, migrate

GOLDEN = Path(__file__).parents[1] / "golden"


def test_golden_version_4_hand_edits_load_with_their_words_and_save_with_only_the_version_changed() -> None:
    path = GOLDEN / "character-v4-hand-edits.tale.json"
    loaded = read_character(path)
    assert loaded.from_version == 4
    history = loaded.character.history
    assert [e.kind for e in history].count(HistoryKind.EDIT) == 6 and all(not e.events for e in history)
    assert history[2].summary == "Set HP: 12 → 9"
    assert history[6].details == ("Debilities cleared: weakened, dazed",)
    current = b'"schema_version": %d' % CURRENT_VERSION[CHARACTER_FORMAT]
    assert character_bytes(loaded.character, loaded.revision) == path.read_bytes().replace(b'"schema_version": 4', current)


def test_the_version_5_to_6_step_is_documented_and_keeps_the_data() -> None:
    step = STEPS[CHARACTER_FORMAT][5]
    assert all(words in (step.__doc__ or "") for words in ("Old shape", "New shape", "Why"))
    data = {"format": CHARACTER_FORMAT, "schema_version": 5, "history": [{"kind": "edit", "summary": "Set HP: 12 → 9", "details": ["x"]}]}
    assert migrate(data, CHARACTER_FORMAT, current=6).data == {**data, "schema_version": 6}


def test_golden_version_5_loads_and_saves_with_only_the_version_changed() -> None:
    path = GOLDEN / "character-v5.tale.json"
    loaded = read_character(path)
    assert loaded.from_version == 5
    current = b'"schema_version": %d' % CURRENT_VERSION[CHARACTER_FORMAT]
    assert character_bytes(loaded.character, loaded.revision) == path.read_bytes().replace(b'"schema_version": 5', current)
