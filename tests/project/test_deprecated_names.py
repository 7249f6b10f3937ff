"""Issue 21 point 8: names that say which game. Scripts written against the old public names
(`talekeeper.core.rules.harm`, the HeroQuest `Outcome`, ...) keep working for a release with a
DeprecationWarning naming the new name; nothing in the repository uses an old name any more."""

from __future__ import annotations

import ast
import importlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from talekeeper.core import deprecated
from talekeeper.core.rules import heroquest, stonetop
from talekeeper.core.rules.heroquest import levels

ROOT = Path(__file__).resolve().parents[2]
ALIAS_FILES = {"core/deprecated.py", "tests/project/test_deprecated_names.py"} | {
    path for old in deprecated.MODULES for path in (old.removeprefix("talekeeper.").replace(".", "/") + ".py", old.removeprefix("talekeeper.").replace(".", "/") + "/__init__.py")
}


def _forget(old: str) -> None:
    """Drop an old name and the aliases under it from sys.modules (never a new module), so that
    importing it runs its alias file again."""
    for name in [name for name in sys.modules if name == old or name.startswith(f"{old}.")]:
        if sys.modules[name].__name__ != name:
            del sys.modules[name]
    sys.modules.pop(old, None)


@pytest.mark.parametrize("old", sorted(deprecated.MODULES))
def test_an_old_module_imports_with_a_warning_naming_the_new_one(old: str) -> None:
    new = deprecated.MODULES[old]
    _forget(old)
    parent = next((name for name in deprecated.MODULES if old.startswith(f"{name}.")), old)
    _forget(parent)
    with pytest.warns(DeprecationWarning, match=re.escape(f"{parent} is deprecated; use {deprecated.MODULES[parent]}")) as caught:
        __import__(old)  # as a script's `import` statement does
    assert {warning.filename for warning in caught} == {__file__}, "the warning points at the script's import"
    imported, new_module = sys.modules[old], importlib.import_module(new)
    if hasattr(new_module, "__path__"):  # a package: the old one holds the new one's names
        assert all(getattr(imported, name) is getattr(new_module, name) for name in new_module.__all__)
    else:
        assert imported is new_module, f"{old} is {new} itself"


def test_the_old_stonetop_package_has_every_name_and_module_of_the_new_one() -> None:
    _forget("talekeeper.core.rules.harm")
    with pytest.warns(DeprecationWarning, match=r"talekeeper\.core\.rules\.harm is deprecated; use talekeeper\.core\.rules\.stonetop"):
        harm = importlib.import_module("talekeeper.core.rules.harm")
    assert stonetop.__all__ and harm.__all__ == stonetop.__all__
    assert all(getattr(harm, name) is getattr(stonetop, name) for name in stonetop.__all__)
    # the README's scripting example, and the sub-modules under their old names
    from talekeeper.core.rules.harm import Attack, recovery, session, tables
    from talekeeper.core.rules.stonetop import gm_session, recover_move
    from talekeeper.core.rules.stonetop import tables as new_tables

    assert Attack is stonetop.Attack and tables is new_tables and recovery is recover_move and session is gm_session


def test_the_old_operations_module_runs_the_readme_example() -> None:
    _forget("talekeeper.core.operations.harm")
    with pytest.warns(DeprecationWarning, match=r"use talekeeper\.core\.operations\.stonetop"):
        from talekeeper.core.operations.harm import TakeDamage, take_damage
    from talekeeper.core.operations import stonetop as ops

    assert TakeDamage is ops.TakeDamage and take_damage is ops.take_damage


@pytest.mark.parametrize("module", [heroquest, levels], ids=["heroquest", "heroquest.levels"])
def test_the_old_level_enum_name_reads_as_level_with_a_warning(module: object) -> None:
    with pytest.warns(DeprecationWarning, match=r"heroquest(\.levels)?\.Outcome is deprecated; use talekeeper\.core\.rules\.heroquest(\.levels)?\.Level") as caught:
        old = module.Outcome  # type: ignore[attr-defined]  # the old name, on purpose
    assert old is heroquest.Level and old.TIE is heroquest.Level.TIE
    assert {warning.filename for warning in caught} == {__file__}
    with pytest.warns(DeprecationWarning, match=r"use talekeeper\.core\.rules\.heroquest\.Level"):
        from talekeeper.core.rules.heroquest import Outcome
    assert Outcome is heroquest.Level


@pytest.mark.parametrize(("old", "new"), [
    ("talekeeper.core.export.blocks.Table", "talekeeper.core.export.blocks.Grid"),
    ("talekeeper.core.operations.heroquest_extended.FinalAction", "talekeeper.core.operations.heroquest_extended.TryFinalAction"),
    ("talekeeper.core.operations.heroquest_extended.final_action", "talekeeper.core.operations.heroquest_extended.try_final_action"),
])
def test_a_name_given_to_two_things_reads_under_its_old_name_with_a_warning(old: str, new: str) -> None:
    """Issue 21 point 8: a printed table is a `Grid` (the operations' `Table` is the sheets at
    hand); the extended contest's operation is `try_final_action` with `TryFinalAction` (the
    rules' `final_action` gives a `FinalAction`)."""
    module_name, _, name = old.rpartition(".")
    module = importlib.import_module(module_name)
    with pytest.warns(DeprecationWarning, match=re.escape(f"{old} is deprecated; use {new}")) as caught:
        found = getattr(module, name)
    assert found is getattr(module, new.rpartition(".")[2])
    assert {warning.filename for warning in caught} == {__file__}
    assert deprecated.NAMES[old] == new


def test_a_misspelt_name_is_still_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="Outcomes"):
        heroquest.Outcomes  # type: ignore[attr-defined]  # noqa: B018  # no such name
    with pytest.raises(ImportError):
        from talekeeper.core.rules.heroquest import Levels  # type: ignore[attr-defined]  # noqa: F401


def _python_files() -> Iterator[Path]:
    for folder in ("core", "desktop", "tests", "packaging"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.relative_to(ROOT).as_posix() not in ALIAS_FILES:
                yield path


def _old_uses(path: Path) -> list[str]:
    """Imports of an old module or name, and reads of `heroquest.Outcome`, in one file."""
    old_modules = {old.removeprefix("talekeeper.") for old in deprecated.MODULES}
    old_names = {name.removeprefix("talekeeper.") for name in deprecated.NAMES}
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            named = [alias.name.removeprefix("talekeeper.") for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            module = (node.module or "").removeprefix("talekeeper.")
            named = [module, *(f"{module}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Attribute) and node.attr == "Outcome" and isinstance(node.value, ast.Name) and node.value.id in ("heroquest", "levels", "hq"):
            named = [f"core.rules.heroquest.{node.attr}"]
        else:
            continue
        found += [f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}:{node.lineno}: {name}" for name in named if name in old_modules or name in old_names]
    return found


def test_nothing_in_the_repository_uses_an_old_name() -> None:
    found = [use for path in _python_files() for use in _old_uses(path)]
    assert found == []
    old_dotted = re.compile(r"(?<![\w.])(?:talekeeper\.)?(" + "|".join(re.escape(old.removeprefix("talekeeper.")) for old in deprecated.MODULES) + r")(?![\w])")
    paragraphs = [(path.name, text) for path in sorted(ROOT.glob("*.md")) for text in path.read_text(encoding="utf-8").split("\n\n")]
    in_docs = [f"{name}: {match.group(0)}" for name, text in paragraphs if "deprecated" not in text.lower() for match in old_dotted.finditer(text)]
    assert in_docs == []


def test_the_scan_finds_an_old_name(tmp_path: Path) -> None:
    """The scan above is not blind: a file using each kind of old name is found."""
    path = tmp_path / "old_names.py"
    path.write_text(
        "from talekeeper.core.rules.harm import Attack\n"
        "from talekeeper.core.operations import harm as ops\n"
        "import talekeeper.core.storage.conflict_names\n"
        "from talekeeper.core.rules.heroquest import Outcome\n"
        "from talekeeper.core.rules import heroquest\n"
        "level = heroquest.Outcome.TIE\n",
        encoding="utf-8",
    )
    assert [use.rpartition(": ")[2] for use in _old_uses(path)] == [
        "core.rules.harm", "core.operations.harm", "core.storage.conflict_names", "core.rules.heroquest.Outcome", "core.rules.heroquest.Outcome",
    ]


@pytest.mark.parametrize("old", ["HqFirstAid", "HqMajorHealing", "HqRescue"])
def test_first_aids_own_hq_treatments_read_as_heroquest_healings_input_with_a_warning(old: str) -> None:
    """Issue 21: one way to heal in HeroQuest. FA-1's HQ-22..HQ-24 treatments are HeroQuest
    Healing's input; a script that reads an old name gets that type (its fields are Heal's)."""
    from talekeeper.core.operations import heroquest as hq_ops
    from talekeeper.core.operations import stonetop as st_ops

    with pytest.warns(DeprecationWarning, match=rf"stonetop\.{old} is deprecated; use talekeeper\.core\.operations\.heroquest\.Heal") as caught:
        found = getattr(st_ops, old)
    assert found is hq_ops.Heal and {warning.filename for warning in caught} == {__file__}
    with pytest.warns(DeprecationWarning, match=r"use talekeeper\.core\.operations\.heroquest\.Heal"):
        exec(f"from talekeeper.core.operations.stonetop import {old}", {})  # as a script's import statement does
