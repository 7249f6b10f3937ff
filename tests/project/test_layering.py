"""Layering (issues 14 and 21): the model sits below the rules, and neither core/ nor desktop/ has
an import circle at any granularity: among the files, and among the children (sub-packages and
modules) of every package. Every import counts (at the top, inside functions, under
TYPE_CHECKING), absolute or relative, with or without the installed `talekeeper.` prefix. A
package's __init__ importing its own modules is how it exports them, not an arrow."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOPS = ("core", "desktop")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """Every name an import in `path` brings in, as `module` or `module.name` (absolute and
    relative; `talekeeper.` dropped, since core/ and desktop/ are installed as talekeeper.core and
    talekeeper.desktop)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {name.removeprefix("talekeeper.") for name in found}


def _files(top: str) -> dict[str, Path]:
    return {_module_name(p): p for p in (ROOT / top).rglob("*.py")}


def file_graph(top: str) -> dict[str, set[str]]:
    """Module -> the modules of `top` it imports (`from a.b import c` names a.b.c when c is a
    module, else a.b)."""
    files = _files(top)
    edges: dict[str, set[str]] = {}
    for name, path in files.items():
        targets = set()
        for imported in _imports(path):
            while imported and imported not in files:
                imported = imported.rpartition(".")[0]
            if imported and imported != name and not (path.name == "__init__.py" and imported.startswith(name + ".")):
                targets.add(imported)
        edges[name] = targets
    return edges


def children_graph(files: dict[str, set[str]], package: str) -> dict[str, set[str]]:
    """The file graph seen from `package`: each of its children (a sub-package with all it holds,
    or a module) is one node."""

    def child(module: str) -> str | None:
        if not module.startswith(package + "."):
            return None
        return f"{package}.{module[len(package) + 1:].split('.')[0]}"

    edges: dict[str, set[str]] = {}
    for module, targets in files.items():
        source = child(module)
        if source is None:
            continue
        found = edges.setdefault(source, set())
        found.update(t for t in map(child, targets) if t is not None and t != source)
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def _packages(top: str) -> list[str]:
    return sorted(_module_name(p) for p in (ROOT / top).rglob("__init__.py"))


def test_no_module_of_core_model_imports_core_rules() -> None:
    offenders = [p.name for p in (ROOT / "core" / "model").glob("*.py") if any(i.startswith("core.rules") for i in _imports(p))]
    assert offenders == []


def test_storage_imports_nothing_above_it() -> None:
    """Issue 21: storage is the bottom of the files' side; the library check and the play files'
    rules models sit above it."""
    above = ("core.merge", "core.rules", "core.operations", "core.edits", "core.check", "core.export")
    offenders = {name: sorted(t for t in targets if t.startswith(above)) for name, targets in file_graph("core").items() if name.startswith("core.storage")}
    assert {name: targets for name, targets in offenders.items() if targets} == {}


@pytest.mark.parametrize("top", TOPS)
def test_no_import_circle_among_files(top: str) -> None:
    assert circles(file_graph(top)) == []


@pytest.mark.parametrize("top", TOPS)
def test_no_import_circle_among_the_children_of_any_package(top: str) -> None:
    files = file_graph(top)
    found = {package: circles(children_graph(files, package)) for package in _packages(top)}
    assert {package: found_here for package, found_here in found.items() if found_here} == {}


def _graph_of(sources: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, graph: Callable[[str], dict[str, set[str]]]) -> dict[str, set[str]]:
    for name, text in sources.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)  # the functions read ROOT when called
    return graph("pkg")


def test_the_check_sees_imports_in_functions_under_type_checking_relative_and_prefixed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The circles the issue found hid behind function-level and TYPE_CHECKING imports and the
    installed prefix: each kind of import is an arrow, and a package's face re-exporting its own
    modules is not."""
    sources = {
        "pkg/__init__.py": "from talekeeper.pkg.low import thing\n",
        "pkg/low.py": "def f():\n    from talekeeper.pkg.high import other\n",
        "pkg/high.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .low import thing\n",
        "pkg/sub/__init__.py": "",
        "pkg/sub/a.py": "from ..high import x\n",
        "pkg/b.py": "import talekeeper.pkg.sub.a\n",
    }
    files = _graph_of(sources, tmp_path, monkeypatch, file_graph)
    assert files == {"pkg": set(), "pkg.low": {"pkg.high"}, "pkg.high": {"pkg.low"}, "pkg.sub": set(), "pkg.sub.a": {"pkg.high"}, "pkg.b": {"pkg.sub.a"}}
    assert circles(files) == [["pkg.high", "pkg.low"]]
    assert children_graph(files, "pkg")["pkg.b"] == {"pkg.sub"}
