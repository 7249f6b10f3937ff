"""Conflict schema version 3 (issue 14): the log holds facts, no English notes. The golden
version 2 file (made with the code before this change) keeps loading, its notes kept as
`old_note`, and saves as version 3 with nothing else changed."""

from __future__ import annotations

import json
from pathlib import Path

from talekeeper.core.rules.dogs import BlowKind, Conflict, LogKind
from talekeeper.core.storage.files import load_model, save_model
from talekeeper.core.storage.migrations import CONFLICT_FORMAT, CURRENT_VERSION, STEPS, migrate

GOLDEN = Path(__file__).parents[1] / "golden"


def test_golden_version_2_conflict_loads_with_its_notes_kept(tmp_path: Path) -> None:
    path = GOLDEN / "conflict-v2.conflict.json"
    conflict = load_model(path, CONFLICT_FORMAT, Conflict)
    assert CURRENT_VERSION[CONFLICT_FORMAT] == 3
    assert conflict.finished and conflict.winner_side == "Dogs" and conflict.setting == "Clearwine, the mayor's house, by night"
    notes = [(entry.kind, entry.old_note) for entry in conflict.log]
    assert notes[4] == (LogKind.ORDER, "round 1: Mayor Hodge, Vasana, Brother Amos")
    assert (LogKind.NEW_RELATIONSHIP, "Vasana writes a relationship with Mayor Hodge (an old debt) (1d6)") in notes
    assert all(note for _, note in notes)  # every note is kept
    assert all(entry.blow is None and entry.order == () and entry.ref == "" for entry in conflict.log)  # facts the old file did not hold

    save_model(conflict, tmp_path / "again.conflict.json", CONFLICT_FORMAT)
    saved, old = json.loads((tmp_path / "again.conflict.json").read_bytes()), json.loads(path.read_bytes())
    assert saved["schema_version"] == 3
    for entry, before in zip(saved["log"], old["log"], strict=True):
        assert entry.pop("old_note") == before.pop("note")
        assert {key: entry[key] for key in before} == before  # the facts as they were
        assert {key: entry[key] for key in entry if key not in before} == {"blow": None, "round": None, "order": [], "ref": ""}
    people = [{k: v for k, v in p.items() if k != "life_at_stake"} for p in saved.pop("participants")]
    assert people == old.pop("participants") and all(p["life_at_stake"] is False for p in json.loads((tmp_path / "again.conflict.json").read_bytes())["participants"])
    saved.pop("log"), old.pop("log")
    assert {**saved, "schema_version": 2} == old
    assert load_model(tmp_path / "again.conflict.json", CONFLICT_FORMAT, Conflict) == conflict


def test_the_version_2_to_3_step_is_documented_and_keeps_every_note() -> None:
    step = STEPS[CONFLICT_FORMAT][2]
    assert all(words in (step.__doc__ or "") for words in ("Old shape", "New shape", "Why"))
    data = {"format": CONFLICT_FORMAT, "schema_version": 2, "log": [{"kind": "raise", "note": "x raises 5"}, {"kind": "open", "note": ""}]}
    assert migrate(data, CONFLICT_FORMAT).data == {**data, "schema_version": 3, "log": [{"kind": "raise", "old_note": "x raises 5"}, {"kind": "open"}]}


def test_a_new_conflict_logs_facts_and_no_words() -> None:
    from talekeeper.core.dice import HandDice
    from talekeeper.core.model import DogsStats
    from talekeeper.core.rules.dogs import Participant, open_conflict, raise_dice

    a = Participant(name="A", side="a", stats=DogsStats(acuity=1, heart=1))
    b = Participant(name="B", side="b", stats=DogsStats(acuity=1, heart=1))
    conflict = open_conflict("x", [a, b], started_by=a.id, dice=HandDice([6, 5, 4, 3]))
    conflict = raise_dice(conflict, a.id, [1, 2], blow=BlowKind.PHYSICAL)
    assert conflict.log[-1].blow is BlowKind.PHYSICAL
    assert all(entry.old_note == "" for entry in conflict.log)
