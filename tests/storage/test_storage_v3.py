"""Character schema version 3 (issue 14): history entries hold events, shown in the reader's
language; the golden version 3 file loads and saves byte for byte, older entries keep their text."""

from __future__ import annotations

from pathlib import Path

from talekeeper.core.storage.files import character_bytes, read_character
from talekeeper.core.storage.migrations import CHARACTER_FORMAT, CURRENT_VERSION, STEPS, migrate
from tests.events import params

GOLDEN = Path(__file__).parents[1] / "golden"


def test_golden_version_3_character_loads_and_saves_with_only_the_version_changed() -> None:
    path = GOLDEN / "character-v3.tale.json"
    loaded = read_character(path)
    assert loaded.from_version == 3
    last = loaded.character.history[-1]
    assert params(last, "harm.took_damage") == {"amount": 5, "lost": 4, "source": "a goblin's spear", "entered": True}
    assert last.summary.startswith("Vasana takes 5 damage")  # the words of when it was written, for other readers
    assert all(not e.events and e.summary for e in loaded.character.history[:-1])  # older entries: text only
    assert loaded.revision is None  # revisions start with schema 4
    now = f'"schema_version": {CURRENT_VERSION[CHARACTER_FORMAT]}'.encode()
    assert character_bytes(loaded.character) == path.read_bytes().replace(b'"schema_version": 3', now)


def test_the_version_2_to_3_step_is_documented_and_keeps_the_data() -> None:
    step = STEPS[CHARACTER_FORMAT][2]
    assert all(words in (step.__doc__ or "") for words in ("Old shape", "New shape", "Why"))
    data = {"format": CHARACTER_FORMAT, "schema_version": 2, "history": [{"summary": "x"}]}
    assert migrate(data, CHARACTER_FORMAT, current=3).data == {**data, "schema_version": 3}
