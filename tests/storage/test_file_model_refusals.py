"""Issue 21 point 4: a saved Dogs conflict or a merge record that breaks a rule of its model (a
damaged or hand-made file) is refused with the model's own refusal (`ModelError`, a code and
parameters), which the desktop words in the reader's language, never with core's English."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from talekeeper.core.dice import HandDice
from talekeeper.core.model import DogsStats
from talekeeper.core.model.common import ModelError
from talekeeper.core.rules.dogs import BlowKind, CarriedDie, Conflict, OffSheetItem, Participant, open_conflict, raise_dice
from talekeeper.core.rules.dogs.conflict import HeldDie, Raise
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.files import save_model
from talekeeper.core.storage.migrations import CONFLICT_FORMAT
from talekeeper.core.storage.play import read_play


def raised() -> Conflict:
    """Two people talking, the first has raised 6 + 5 (DV-8)."""
    a = Participant(name="Ezekiel", side="dogs", stats=DogsStats(acuity=2, heart=2, body=1, will=3))
    b = Participant(name="Hodge", side="town", stats=DogsStats(acuity=2, heart=2, body=1, will=3))
    conflict = open_conflict("Make the mayor confess", [a, b], started_by=a.id, dice=HandDice([6, 5, 4, 3, 5, 4, 2, 1]))
    mine = [d.id for d in conflict.participant(a.id).hand if d.value in (6, 5)][:2]
    return raise_dice(conflict, a.id, mine, blow=BlowKind.NOT_PHYSICAL)


def refusal(model: type[BaseModel], data: dict[str, Any]) -> ModelError:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    cause = caught.value.errors()[0]["ctx"]["error"]
    assert isinstance(cause, ModelError)
    return cause


def test_a_held_die_must_be_a_die() -> None:
    size = refusal(HeldDie, {"id": 1, "size": 7, "value": 3, "source": "stat"})
    assert (size.code, size.params) == ("model.not_die_size", {"size": 7})
    face = refusal(HeldDie, {"id": 1, "size": 6, "value": 9, "source": "stat"})
    assert (face.code, face.params) == ("model.die_face", {"size": 6, "value": 9})


def test_a_carried_die_must_be_a_die() -> None:
    size = refusal(CarriedDie, {"size": 5, "value": 1})
    assert (size.code, size.params) == ("model.not_die_size", {"size": 5})
    face = refusal(CarriedDie, {"size": 4, "value": 5})
    assert (face.code, face.params) == ("model.die_face", {"size": 4, "value": 5})


def test_dv5_an_off_sheet_item_brings_a_small_die() -> None:
    item = refusal(OffSheetItem, {"name": "Cannon", "dice": "1d8"})
    assert item.code == "model.off_sheet_item_dice" and tuple(item.params["dice"]) == ("1d6", "1d4")


def test_dv8_dv9_a_raise_adds_up_and_has_its_fallout_die() -> None:
    data = raised().current_raise.model_dump(mode="json")
    total = refusal(Raise, {**data, "total": 12})
    assert (total.code, total.params) == ("model.raise_total", {"expected": 11, "total": 12})
    die = refusal(Raise, {**data, "fallout_die": 10})
    assert (die.code, die.params) == ("model.raise_fallout_die", {"blow": BlowKind.NOT_PHYSICAL, "size": 4})


def test_a_conflict_names_only_its_own_participants_and_dice() -> None:
    data = raised().model_dump(mode="json")
    first, second = data["participants"]
    assert refusal(Conflict, {**data, "participants": [first, {**second, "id": first["id"]}]}).code == "model.duplicate_id"
    assert refusal(Conflict, {**data, "started_by": "0" * 32}).code == "model.no_participant"
    hand = first["hand"]
    twice = {**first, "hand": [hand[0], {**hand[1], "id": hand[0]["id"]}]}
    assert refusal(Conflict, {**data, "participants": [twice, second]}).code == "model.duplicate_id"
    assert refusal(Conflict, {**data, "next_die_id": 1}).code == "model.next_die_id"


def test_a_damaged_saved_conflict_is_refused_with_the_models_refusal(tmp_path: Path) -> None:
    conflict = raised()
    path = tmp_path / "talk.conflict.json"
    save_model(conflict, path, CONFLICT_FORMAT)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["next_die_id"] = 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SheetFileError) as caught:
        read_play(path, Conflict)
    assert caught.value.code == "file.invalid" and caught.value.params["cause"].code == "model.next_die_id"
    assert caught.value.params["field"] == ""


def test_a_merge_record_for_no_file_name_is_refused_with_the_models_refusal(tmp_path: Path) -> None:
    from talekeeper.core.merge.pending import PendingMerge, load_pending
    from talekeeper.core.storage.migrations import MERGE_FORMAT

    path = tmp_path / "vasana.tale.json.merge.json"
    record = PendingMerge.model_construct(file="../elsewhere/vasana.tale.json", kind="character", base=None, ours={}, theirs={}, conflicts=())
    save_model(record, path, MERGE_FORMAT)
    with pytest.raises(SheetFileError) as caught:
        load_pending(path)
    assert caught.value.code == "file.invalid" and caught.value.params["cause"].code == "model.file_name"
    assert caught.value.params["field"] == "file"
