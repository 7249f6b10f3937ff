"""HQ-13 augments: every resistance row and every result row, written from `resources/rules/rules.md`."""

from __future__ import annotations

import pytest

from talekeeper.core.rules.heroquest import Level, augment_resistance, augment_result, simple_contest

# +1 -> 5, +2 -> 10, +3 -> 15, each further +1 -> +5 more
BONUS_RESISTANCE = {1: 5, 2: 10, 3: 15, 4: 20, 5: 25, 6: 30}
# edge +2 -> 5, +4 -> 10, +6 -> 15, each further +2 -> +5
EDGE_RESISTANCE = {2: 5, 4: 10, 6: 15, 8: 20, 10: 25}
# complete/major victory -> double; minor/marginal -> the bonus; tie -> nothing;
# marginal/minor defeat -> the bonus as a penalty; major/complete defeat -> double penalty
RESULT_MULTIPLE = {
    "complete_victory": 2, "major_victory": 2, "minor_victory": 1, "marginal_victory": 1, "tie": 0,
    "marginal_defeat": -1, "minor_defeat": -1, "major_defeat": -2, "complete_defeat": -2,
}


@pytest.mark.parametrize(("bonus", "resistance"), list(BONUS_RESISTANCE.items()))
def test_hq13_every_bonus_resistance(bonus: int, resistance: int) -> None:
    assert augment_resistance(bonus) == resistance


@pytest.mark.parametrize(("edge", "resistance"), list(EDGE_RESISTANCE.items()))
def test_hq13_every_edge_resistance(edge: int, resistance: int) -> None:
    assert augment_resistance(edge, edge=True) == resistance


@pytest.mark.parametrize(("bonus", "edge"), [(0, False), (-1, False), (0, True), (3, True), (1, True)])
def test_hq13_refuses_impossible_asks(bonus: int, edge: bool) -> None:
    with pytest.raises(ValueError):
        augment_resistance(bonus, edge=edge)


@pytest.mark.parametrize(("level", "multiple"), list(RESULT_MULTIPLE.items()))
def test_hq13_every_result(level: str, multiple: int) -> None:
    assert augment_result(3, Level(level)) == 3 * multiple
    assert augment_result(1, Level(level)) == multiple


def test_hq13_narrators_call_gives_nothing() -> None:
    assert augment_result(4, None) == 0
    narrator = simple_contest("10", "10", 1, 1)
    assert narrator.narrator_decides
    assert augment_result(4, narrator) == 0
    assert augment_result(4, simple_contest("10", "10", 1, 6)) == 4  # minor victory
    with pytest.raises(ValueError):
        augment_result(-2, Level.TIE)
