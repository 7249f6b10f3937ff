"""Issue 14 layering: the model sits below the rules, and neither core/ nor desktop/ has an import
circle. Every import counts (at the top, inside functions, under TYPE_CHECKING). In desktop/ each
sub-package counts as one node, each top-level module as one; in core/ every module is a node
(a package's __init__ re-exporting its own modules is not a circle)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """Every module named by an import in `path` (absolute and relative)."""
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
    return {name.removeprefix("talekeeper.") for name in found}  # installed as talekeeper.core, talekeeper.desktop


def graph(top: str, node_of: callable) -> dict[str, set[str]]:
    files = {_module_name(p): p for p in (ROOT / top).rglob("*.py")}
    edges: dict[str, set[str]] = {}
    for name, path in files.items():
        source = node_of(name)
        targets = {node_of(imported) for imported in _imports(path) if imported in files}
        edges.setdefault(source, set()).update(t for t in targets if t != source)
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
        for target in edges.get(node, ()):
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

    for node in list(edges):
        if node not in index:
            visit(node)
    return found


def desktop_node(name: str) -> str:
    """desktop/ sub-packages are one node each; top-level modules are their own."""
    parts = name.split(".")
    if len(parts) > 2 and (ROOT / parts[0] / parts[1]).is_dir():
        return ".".join(parts[:2])
    return name


def core_node(name: str) -> str:
    return name


def _package_inits(edges: dict[str, set[str]]) -> dict[str, set[str]]:
    """A package's __init__ importing its own modules is how it exports them, not a dependency
    of theirs on it: drop the edges from a package to its children."""
    return {node: {t for t in targets if not t.startswith(node + ".")} for node, targets in edges.items()}


def test_no_module_of_core_model_imports_core_rules() -> None:
    offenders = [p.name for p in (ROOT / "core" / "model").glob("*.py") if any(i.startswith("talekeeper.core.rules") for i in _imports(p))]
    assert offenders == []


def test_no_import_circle_in_core() -> None:
    assert circles(_package_inits(graph("core", core_node))) == []


def test_no_import_circle_in_desktop() -> None:
    assert circles(graph("desktop", desktop_node)) == []
