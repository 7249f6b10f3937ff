"""The tests' own layering (issue 21, point 10): test modules sit in a folder of their layer and
share helpers through helper modules and conftest.py, never by importing another test module
(which runs its tests' module twice over and hides where a fixture comes from)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
LAYERS = ("core", "storage", "merge", "desktop", "project")


def python_files(tests: Path) -> list[Path]:
    return sorted(path for path in tests.rglob("*.py") if "benchmarks" not in path.relative_to(tests).parts)


def imported_modules(path: Path) -> Iterator[tuple[int, str]]:
    """Every module `path` imports, at any depth (inside functions too), as dotted names; for
    `from package import name`, both the package and package.name (it may be a module)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.lineno, node.module
            yield from ((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)


def imports_of_test_modules(tests: Path) -> list[str]:
    """`file:line imports module` for each import of a test module, from any file under tests/."""
    root = tests.parent
    modules = {".".join(path.relative_to(root).with_suffix("").parts) for path in python_files(tests) if path.name.startswith("test_")}
    return [f"{path.relative_to(root)}:{line} imports {name}" for path in python_files(tests) for line, name in imported_modules(path) if name in modules]


def test_no_test_module_imports_another_test_module() -> None:
    assert imports_of_test_modules(TESTS) == []


def test_the_check_finds_an_import_of_a_test_module_at_any_depth(tmp_path: Path) -> None:
    tests = tmp_path / "tests"
    (tests / "core").mkdir(parents=True)
    (tests / "core" / "test_a.py").write_text("def helper():\n    pass\n")
    (tests / "core" / "test_b.py").write_text("from tests.core.test_a import helper\n")
    (tests / "core" / "test_c.py").write_text("def test_c():\n    import tests.core.test_a\n")
    (tests / "core" / "test_d.py").write_text("from tests.core import test_a\n")
    (tests / "conftest.py").write_text("from tests.core.helpers import helper\n")
    assert imports_of_test_modules(tests) == [
        "tests/core/test_b.py:1 imports tests.core.test_a",
        "tests/core/test_c.py:2 imports tests.core.test_a",
        "tests/core/test_d.py:1 imports tests.core.test_a",
    ]


def test_every_test_module_is_in_the_folder_of_its_layer() -> None:
    """A test file added to tests/ itself (as on a branch made before the folders) goes into the
    folder of its layer; the layers are the folders, and no other package sits beside them."""
    misplaced = [str(path.relative_to(TESTS)) for path in python_files(TESTS) if path.name.startswith("test_") and path.relative_to(TESTS).parts[0] not in LAYERS]
    assert misplaced == [], f"test modules outside {', '.join(LAYERS)}"
    assert sorted(path.name for path in TESTS.iterdir() if path.is_dir() and (path / "__init__.py").exists()) == sorted([*LAYERS, "benchmarks"])
