"""Contest schema version 2 (issue 22, HQ-27): an exchange's log entry may mark the member a
mystic strike struck down, with the users' note. The golden version 1 file (made with the code
before this change) keeps loading and saves as version 2 with nothing else changed."""

from __future__ import annotations

import json
from pathlib import Path

from talekeeper.core.rules.heroquest import ExtendedContest
from talekeeper.core.storage.files import load_model, save_model
from talekeeper.core.storage.migrations import CONTEST_FORMAT, CURRENT_VERSION, STEPS

GOLDEN = Path(__file__).parents[1] / "golden"


def test_golden_version_1_contest_loads_and_saves_as_version_2(tmp_path: Path) -> None:
    path = GOLDEN / "contest-v1.contest.json"
    contest = load_model(path, CONTEST_FORMAT, ExtendedContest)
    assert CURRENT_VERSION[CONTEST_FORMAT] == 2
    assert contest.title == "Duel at the ford" and [m.points for m in contest.members] == [12, -20]
    assert all(entry.struck_down is None and entry.note == "" for entry in contest.log)
    save_model(contest, tmp_path / "again.contest.json", CONTEST_FORMAT)
    saved, old = json.loads((tmp_path / "again.contest.json").read_bytes()), json.loads(path.read_bytes())
    assert saved["schema_version"] == 2
    for entry, before in zip(saved["log"], old["log"], strict=True):
        assert {key: entry[key] for key in before} == before
        assert {key: entry[key] for key in entry if key not in before} == {"struck_down": None, "note": ""}
    saved.pop("log"), old.pop("log")
    assert {**saved, "schema_version": 1} == old
    assert load_model(tmp_path / "again.contest.json", CONTEST_FORMAT, ExtendedContest) == contest


def test_the_contest_version_1_to_2_step_is_documented() -> None:
    step = STEPS[CONTEST_FORMAT][1]
    assert all(words in (step.__doc__ or "") for words in ("Old shape", "New shape", "Why"))
