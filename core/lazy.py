"""Package names that load their module on first use (PEP 562), for fast start-up."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, exports: Mapping[str, str], namespace: dict[str, Any]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """`__getattr__` and `__dir__` for a package whose `exports` map names to submodules."""

    def __getattr__(name: str) -> Any:  # noqa: N807  (the module __getattr__ of PEP 562, returned for the package to bind)
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:  # noqa: N807  (the module __dir__ of PEP 562, likewise)
        return sorted(set(namespace) | set(exports))

    return __getattr__, __dir__
