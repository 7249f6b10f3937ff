"""The rules reference (`resources/rules/rules.md`): every rule id that the code, the tests or the
README cite has a section of its own there, and its tables hold the numbers the code uses."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from talekeeper import resources
from talekeeper.core.model.enums import StateLevel
from talekeeper.core.rules.heroquest.improvement import HQ26_IMPROVEMENT_COSTS
from talekeeper.core.rules.heroquest.levels import Result
from talekeeper.core.rules.heroquest.tables import HQ16_POINTS, HQ23_MAJOR_HEALING
from talekeeper.desktop.window.rules_reference import RULE_ID, Section, sections, typed_rule_id

ROOT = Path(__file__).resolve().parents[2]
# Ids as data names and test names spell them: `HQ9Cell`, `ST22_CONVALESCE`, `DV17_19_BANDS`, `test_dv20_...`.
NAMED_ID = re.compile(r"(?<![A-Za-z0-9])(HQ|DV|ST|GM|FA|hq|dv|st|gm|fa)(\d+)(?=_|[A-Z]|\b)")


def reference() -> list[Section]:
    return sections(resources.RULES_REFERENCE.read_text(encoding="utf-8"))


def ids_in(text: str) -> set[str]:
    return set(RULE_ID.findall(text)) | {f"{family.upper()}-{int(number)}" for family, number in NAMED_ID.findall(text)}


def test_the_scan_sees_every_way_the_code_names_a_rule() -> None:
    n = 90  # numbers made here, so that this file cites no rule that does not exist
    text = f"(HQ-{n + 9}) C-{n}; HQ{n + 8}Cell ST{n + 7}_CAMP DV17_{n} def test_dv{n + 5}_fallout(): GM{n + 4} x-HQ-1 UTF-8 TEST-3 HQ-ish st6x"
    assert ids_in(text) == {f"HQ-{n + 9}", f"C-{n}", f"HQ-{n + 8}", f"ST-{n + 7}", "DV-17", f"GM-{n + 4}", f"DV-{n + 5}", "HQ-1"}


def cited_ids() -> dict[str, list[str]]:
    """Rule id -> the files (relative to the repository) that cite it."""
    files = [ROOT / "README.md", *(path for folder in ("core", "desktop", "tests") for path in sorted((ROOT / folder).rglob("*.py")))]
    cited: dict[str, list[str]] = {}
    for path in files:
        for rule_id in ids_in(path.read_text(encoding="utf-8")):
            cited.setdefault(rule_id, []).append(str(path.relative_to(ROOT)))
    return cited


def test_every_rule_id_cited_in_code_tests_or_readme_has_a_section() -> None:
    defined = {section.rule_id for section in reference()}
    cited = cited_ids()
    assert len(cited) >= 60  # the scan found the ids (HQ-9, DV-19, ST-20 ...), not nothing
    missing = {rule_id: where for rule_id, where in cited.items() if rule_id not in defined}
    assert not missing, f"cited but not in {resources.RULES_REFERENCE.name}: {missing}"


def test_no_file_points_to_rules_outside_the_repository() -> None:
    outside = re.compile(r"\b(?:RULES|DESIGN)\.md\b|" + "shared" + "/")  # the specification a clone does not have
    files = [ROOT / "README.md", *(path for folder in ("core", "desktop", "tests") for path in sorted((ROOT / folder).rglob("*.py")))]
    found = [f"{path.relative_to(ROOT)}:{number}" for path in files
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1) if outside.search(line)]
    assert not found, f"point to {resources.RULES_REFERENCE.relative_to(ROOT)} instead: {found}"


def test_every_family_is_covered_and_each_id_has_one_section() -> None:
    ids = [section.rule_id for section in reference() if section.rule_id]
    assert not [rule_id for rule_id, count in Counter(ids).items() if count > 1]
    expected = (
        [f"C-{n}" for n in range(1, 5)]
        + [f"HQ-{n}" for n in (*range(1, 11), *range(13, 28))]
        + [f"DV-{n}" for n in (*range(1, 22), 30, 31)]
        + [f"ST-{n}" for n in (*range(1, 10), 20, 21, 22)]
        + ["FA-1", "GM-1", "GM-2", "GM-3"]
    )
    assert ids == expected  # in order, as the app's list shows them


def test_every_rule_id_the_reference_mentions_resolves_within_it() -> None:
    text = resources.RULES_REFERENCE.read_text(encoding="utf-8")
    defined = {section.rule_id for section in reference()}
    assert set(RULE_ID.findall(text)) <= defined


def test_every_rule_section_says_something() -> None:
    for section in reference():
        if section.rule_id:
            assert len(section.body) > 40, section.title


@pytest.mark.parametrize(("typed", "rule_id"), [("HQ-18", "HQ-18"), ("hq18", "HQ-18"), (" dv 19 ", "DV-19"), ("st-020", "ST-20"), ("c2", "C-2"), ("Death's Door", None), ("HQ", None), ("HQ-18 wounds", None)])
def test_a_typed_rule_id_is_read_loosely(typed: str, rule_id: str | None) -> None:
    assert typed_rule_id(typed) == rule_id


def table(rule_id: str, header: str) -> list[list[str]]:
    """The rows (cells stripped) of the table in `rule_id`'s section whose header starts with `header`."""
    body = next(section.body for section in reference() if section.rule_id == rule_id)
    lines = body.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {header}"))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def test_hq16_points_table_is_the_codes_table() -> None:
    order = {"critical": Result.CRITICAL, "success": Result.SUCCESS, "failure": Result.FAILURE, "fumble": Result.FUMBLE}
    rows = table("HQ-16", "winner's result")
    assert len(rows) == 4
    for row in rows:
        for column, cell in zip(order.values(), row[1:], strict=True):
            assert HQ16_POINTS[(order[row[0]], column)] == int(cell), (row[0], column)


def test_hq23_resistances_are_the_codes_table() -> None:
    rows = {state: int(value) for state, value in table("HQ-23", "state")}
    assert rows == {level.value: resistance for level, resistance in HQ23_MAJOR_HEALING.items()}
    assert set(rows) == {level.value for level in (StateLevel.HURT, StateLevel.IMPAIRED, StateLevel.INJURED, StateLevel.DYING)}


def test_hq26_costs_are_the_codes_table() -> None:
    def costs(text: str) -> tuple[int | None, ...]:
        return tuple(None if cost == "-" else int(cost) for cost in text.split(" / "))

    written = [(costs(temporary), costs(permanent)) for _, temporary, permanent in table("HQ-26", "improvement")]
    assert written == [(row.temporary, row.permanent) for row in HQ26_IMPROVEMENT_COSTS.values()]  # row by row, in order
