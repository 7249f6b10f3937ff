"""HQ-26 improvement costs: every row of the table, written from `resources/rules/rules.md`."""

from __future__ import annotations

import pytest

from talekeeper.core.rules.heroquest import IMPROVEMENT_COSTS, improvement_cost, make_permanent_cost

# key: (temporary, permanent); None for "-"
HQ26 = {
    "affinity": (3, 6),
    "grimoire": (5, 10),
    "learn_common_ability": (1, 2),
    "learn_affinity": (3, 6),
    "learn_grimoire": (5, 10),
    "learn_feat": (1, 2),
    "learn_spell": (2, 4),
    "learn_technique": (1, 2),
    "capture_spirit": (1, 2),
    "integrate_spirit": (2, 4),
    "gain_follower": (1, 2),
    "replace_companion": (0, None),
    "lock_in_benefit": (1, None),
    "take_flaw": (0, None),
    "remove_flaw": (1, 2),
}
# stepped rows: (steps, temporary, permanent)
HQ26_ABILITY = [(1, 1, 2), (2, 3, 6), (3, 6, 12), (4, 10, 20)]
HQ26_LOWER_FLAW = [(1, 1, 2), (2, 3, 6)]


def test_hq26_table_has_every_row() -> None:
    assert set(IMPROVEMENT_COSTS) == set(HQ26) | {"ability", "lower_flaw"}


@pytest.mark.parametrize(("key", "costs"), list(HQ26.items()))
def test_hq26_every_row(key: str, costs: tuple[int, int | None]) -> None:
    temporary, permanent = costs
    assert improvement_cost(key, permanent=False) == temporary
    assert improvement_cost(key, permanent=True) == permanent


@pytest.mark.parametrize(("steps", "temporary", "permanent"), HQ26_ABILITY)
def test_hq26_ability_steps(steps: int, temporary: int, permanent: int) -> None:
    assert improvement_cost("ability", permanent=False, steps=steps) == temporary
    assert improvement_cost("ability", permanent=True, steps=steps) == permanent


@pytest.mark.parametrize(("steps", "temporary", "permanent"), HQ26_LOWER_FLAW)
def test_hq26_lower_flaw_steps(steps: int, temporary: int, permanent: int) -> None:
    assert improvement_cost("lower_flaw", permanent=False, steps=steps) == temporary
    assert improvement_cost("lower_flaw", permanent=True, steps=steps) == permanent


def test_hq26_single_rows_multiply_by_steps() -> None:
    assert improvement_cost("affinity", permanent=True, steps=2) == 12
    assert improvement_cost("lock_in_benefit", permanent=True, steps=2) is None


def test_hq26_refusals() -> None:
    with pytest.raises(ValueError):
        improvement_cost("ability", permanent=True, steps=5)
    with pytest.raises(ValueError):
        improvement_cost("lower_flaw", permanent=True, steps=3)
    with pytest.raises(ValueError):
        improvement_cost("ability", permanent=True, steps=0)
    with pytest.raises(ValueError):
        improvement_cost("fly", permanent=True)


def test_hq26_making_a_temporary_improvement_permanent() -> None:
    assert make_permanent_cost("ability", 3) == 6
    assert make_permanent_cost("learn_spell") == 2
    assert make_permanent_cost("lock_in_benefit") is None
