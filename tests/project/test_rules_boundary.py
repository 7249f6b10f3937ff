"""Issue 21 point 3: the windows ask core about the rules instead of deciding them. Each place
that used to work a rule out in desktop/ now calls the core query named here, and no longer
holds the rule's own pieces (a kind or status compared, a table number restated, the arithmetic).
Read from the source with `ast`, so a comment or a translated string does not count."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from talekeeper.core.rules.heroquest.tables import HQ17_POINTS_PER_WOUND
from talekeeper.core.rules.stonetop import ST21_CAMP

ROOT = Path(__file__).resolve().parents[2]


def tree(name: str) -> ast.Module:
    return ast.parse((ROOT / name).read_text(encoding="utf-8"))


def called(module: ast.Module) -> set[str]:
    """The names of every function called (`f(...)` and `x.f(...)`)."""
    names = set()
    for node in ast.walk(module):
        if isinstance(node, ast.Call):
            func = node.func
            names.add(func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else "")
    return names


def referenced(module: ast.Module) -> set[str]:
    """Every name and attribute the code reads (`Name`, `x.name`)."""
    names = set()
    for node in ast.walk(module):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
            if isinstance(node.value, ast.Name):
                names.add(f"{node.value.id}.{node.attr}")
    return names


def numbers(module: ast.Module) -> set[int]:
    return {n.value for n in ast.walk(module) if isinstance(n, ast.Constant) and type(n.value) is int}


PLACES = [
    # file, the core queries it asks, what of the rule it no longer holds itself
    ("desktop/stonetop/actions.py", {"regains_by_guideline"}, {"HarmStatus", "CharacterKind", "CharacterKind.NPC", "CharacterKind.MONSTER"}),
    ("desktop/stonetop/damage_dialog.py", {"at_zero_choices"}, {"CharacterKind", "CharacterKind.FOLLOWER", "CharacterKind.PLAYER_CHARACTER"}),
    ("desktop/stonetop/camp_dialog.py", {"camp_choices", "camp_default", "camp_order"}, {"BEDROLL_DIE", "neediest_first", "marked"}),
    ("desktop/heroquest/extended_panels.py", {"wounds_open"}, {"last_loss", "HQ17_POINTS_PER_WOUND"}),
    ("desktop/heroquest/improve_dialog.py", {"capture_levels"}, {"CAPTURES", "Outcome.MARGINAL_VICTORY", "Outcome.COMPLETE_VICTORY"}),
    ("desktop/editor/stonetop.py", {"edit_number"}, set()),
    ("desktop/stonetop/gm_session_dialog.py", {"hero_points_after"}, set()),
    ("desktop/dogs/resume_dialog.py", {"fallout_left", "follow_up_kept"}, {"sheets_done", "fallout", "follow_up_die"}),
]


@pytest.mark.parametrize(("name", "asks", "holds_not"), PLACES, ids=[p[0] for p in PLACES])
def test_the_window_asks_core(name: str, asks: set[str], holds_not: set[str]) -> None:
    module = tree(name)
    assert asks <= called(module), f"{name} no longer asks core {sorted(asks - called(module))}"
    assert not holds_not & referenced(module), f"{name} decides a rule itself again: {sorted(holds_not & referenced(module))}"


def test_st6_take_damage_follows_the_outcome_not_a_status_comparison() -> None:
    module = tree("desktop/stonetop/actions.py")
    assert "follow_ups" in referenced(module)
    assert "status" not in referenced(module)  # no comparing statuses before and after


def test_table_numbers_are_not_restated() -> None:
    """HQ-17's 7 points per wound and ST-21's bedroll die appear only in core's tables."""
    assert HQ17_POINTS_PER_WOUND not in numbers(tree("desktop/heroquest/extended_panels.py"))
    assert ST21_CAMP.bedroll_die not in numbers(tree("desktop/stonetop/camp_dialog.py"))
    assert "ST21_CAMP" in referenced(tree("desktop/stonetop/camp_dialog.py"))


def test_hp_and_hero_point_arithmetic_is_not_in_the_window() -> None:
    editor = tree("desktop/editor/stonetop.py")
    compared = {c.value for node in ast.walk(editor) if isinstance(node, ast.Compare)
                for c in ast.walk(node) if isinstance(c, ast.Constant)}
    assert not {"hp", "max_hp"} & compared  # ST-1's HP/max policy is `edit_number`'s
    session = tree("desktop/stonetop/gm_session_dialog.py")
    sums = [node for node in ast.walk(session) if isinstance(node, ast.BinOp)
            and "hero_points" in {a.attr for a in ast.walk(node) if isinstance(a, ast.Attribute)}]
    assert not sums  # GM-2's hero points after the award are `hero_points_after`'s
