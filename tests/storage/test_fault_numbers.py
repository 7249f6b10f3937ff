"""Numbers the model accepts must be numbers the window can show (issue 12, item 9): every integer
on a sheet has a bound in the model, the widgets take their ranges from it, a file beyond a bound
fails to load naming the field, and a number field never stays blocked after an exception."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.model import heroquest as hq
from talekeeper.core.storage import SheetFileError, load_character, save_character
from talekeeper.core.storage.files import character_bytes
from talekeeper.desktop.fields import CommitSpinBox
from tests.gui import open_window

FETISH = {"name": "Wind fetish", "rating": "12", "kind": "fetish"}


def _sheet_with(change: Any) -> dict:
    data = json.loads(character_bytes(Character(name="Vasana")))
    change(data)
    return data


CASES = {
    "heroquest.hero_points": lambda d: d["heroquest"].update(hero_points=2**40),
    "heroquest.abilities.0.uses_left": lambda d: d["heroquest"].update(abilities=[{**FETISH, "uses_left": 2**40}]),
    "heroquest.abilities.0.uses_per_day": lambda d: d["heroquest"].update(abilities=[{**FETISH, "uses_per_day": 2**31}]),
    "heroquest.states.0.episodes_rested": lambda d: d["heroquest"].update(states=[{"scale": "herowars", "level": "injured", "episodes_rested": 2**40}]),
    "heroquest.improvements.0.amount": lambda d: d["heroquest"].update(improvements=[{"item": "raise", "amount": -(2**40)}]),
    "heroquest.improvements.0.cost": lambda d: d["heroquest"].update(improvements=[{"item": "raise", "cost": 2**40}]),
    "harm.hp": lambda d: d["harm"].update(hp=2**40, max_hp=2**40),
}


@pytest.mark.parametrize("field", sorted(CASES))
def test_a_number_beyond_its_bound_fails_to_load_naming_the_field(tmp_path: Path, field: str) -> None:
    path = tmp_path / "x.tale.json"
    path.write_text(json.dumps(_sheet_with(CASES[field])))
    with pytest.raises(SheetFileError) as raised:
        load_character(path)
    assert f"{field}: Input should be" in str(raised.value)


def test_the_largest_numbers_the_model_allows_are_shown(qtbot: QtBot, tmp_path: Path) -> None:
    data = _sheet_with(lambda d: d["heroquest"].update(
        hero_points=hq.MAX_HERO_POINTS, abilities=[{**FETISH, "uses_left": hq.MAX_USES, "uses_per_day": hq.MAX_USES}]))
    path = tmp_path / "x.tale.json"
    save_character(Character.model_validate({k: v for k, v in data.items() if k not in ("format", "schema_version")}), path)
    window = open_window(qtbot, tmp_path)
    section = window.open_character(path).heroquest
    section.abilities.view.selectRow(0)
    assert section.hero_points.value() == hq.MAX_HERO_POINTS and section.hero_points.text() == str(hq.MAX_HERO_POINTS)
    assert (section.uses_left.value(), section.uses_per_day.value()) == (hq.MAX_USES, hq.MAX_USES)
    assert section.hero_points.maximum() == hq.MAX_HERO_POINTS and section.uses_left.maximum() == hq.MAX_USES


def test_a_number_field_is_never_left_blocked(qtbot: QtBot) -> None:
    spin = CommitSpinBox(0, 999)
    qtbot.addWidget(spin)
    committed: list[int] = []
    spin.committed.connect(committed.append)
    with pytest.raises(OverflowError):
        spin.set_value(2**40)
    assert not spin.signalsBlocked()
    spin.set_value(3)
    spin.setValue(4)  # as the user would, with the arrows
    assert committed == [4] and not spin.signalsBlocked()
