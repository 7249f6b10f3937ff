"""Character schema version 2 and conflict schema version 2 (issue 13: HQ-26, HQ-27, DV-21): the
golden files of both versions load, version 1 is migrated, and version 2 saves byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

from talekeeper.core.model.dogs import Arena
from talekeeper.core.rules.dogs import Conflict
from talekeeper.core.storage.files import character_bytes, load_model, read_character, save_model
from talekeeper.core.storage.migrations import CHARACTER_FORMAT, CONFLICT_FORMAT, CURRENT_VERSION, STEPS, migrate

GOLDEN = Path(__file__).parents[1] / "golden"


def test_golden_version_2_character_loads_and_saves_as_version_3_with_only_the_version_changed() -> None:
    path = GOLDEN / "character-v2.tale.json"
    loaded = read_character(path)
    vasana = loaded.character
    assert loaded.from_version == 2 and loaded.notes == ()
    assert [a.name for a in vasana.heroquest.abilities if a.initiate] == ["Air Rune (Orlanth)"]  # HQ-27
    removal = vasana.heroquest.improvements[-1]
    assert removal.item == "remove_flaw" and removal.removed is not None and removal.removed.name == "Shy"  # HQ-26
    (record,) = vasana.dogs.conflicts  # DV-21
    assert (record.stakes, record.arenas) == ("Hodge confesses", (Arena.TALKING, Arena.FIGHTING))
    assert [p.name for p in record.people] == ["Vasana", "Mayor Hodge"]
    saved, old = json.loads(character_bytes(vasana)), json.loads(path.read_bytes())
    assert saved["schema_version"] == CURRENT_VERSION[CHARACTER_FORMAT] and all(entry.pop("events") == [] for entry in saved["history"])
    assert {**saved, "schema_version": 2} == old  # nothing else changes (issue 14's step adds only `events`)


def test_golden_version_1_character_is_migrated_to_version_2_unchanged() -> None:
    path = GOLDEN / "character-v1.tale.json"
    loaded = read_character(path)
    assert loaded.from_version == 1
    vasana = loaded.character
    assert not any(a.initiate for a in vasana.heroquest.abilities) and vasana.dogs.conflicts == ()
    assert all(i.removed is None for i in vasana.heroquest.improvements)
    saved = json.loads(character_bytes(vasana))
    old = json.loads(path.read_bytes())
    assert saved["schema_version"] == CURRENT_VERSION[CHARACTER_FORMAT] and saved["heroquest"]["hero_points"] == old["heroquest"]["hero_points"]
    assert [a["name"] for a in saved["heroquest"]["abilities"]] == [a["name"] for a in old["heroquest"]["abilities"]]


def test_character_and_conflict_steps_are_documented_and_keep_the_data() -> None:
    for format_name in (CHARACTER_FORMAT, CONFLICT_FORMAT):
        step = STEPS[format_name][1]
        assert "Old shape" in (step.__doc__ or "") and "New shape" in (step.__doc__ or "") and "Why" in (step.__doc__ or "")
        data = {"format": format_name, "schema_version": 1, "name": "x"}
        assert migrate(data, format_name, current=2).data == {**data, "schema_version": 2}


def test_golden_version_1_conflict_loads_with_no_setting(tmp_path: Path) -> None:
    conflict = load_model(GOLDEN / "conflict-v1.conflict.json", CONFLICT_FORMAT, Conflict)
    assert conflict.stakes == "Hodge confesses" and conflict.setting == ""
    assert conflict.current_raise is not None
    save_model(conflict, tmp_path / "again.conflict.json", CONFLICT_FORMAT)
    assert json.loads((tmp_path / "again.conflict.json").read_bytes())["schema_version"] == CURRENT_VERSION[CONFLICT_FORMAT]
    assert load_model(tmp_path / "again.conflict.json", CONFLICT_FORMAT, Conflict) == conflict
