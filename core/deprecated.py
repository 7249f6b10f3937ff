"""Old public names kept for scripts for one release after a rename (issue 21: names that say which
game). Importing an old module, or reading an old name, warns with a `DeprecationWarning` naming
the new one and gives the new object itself (the same module, the same class), so a script's
`isinstance` checks and monkeypatches keep working.

Nothing in the repository uses an old name (`tests/project/test_deprecated_names.py` checks it); remove
an entry, and its alias file, one release after the rename.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import warnings
from typing import Any

MODULES: dict[str, str] = {
    "talekeeper.core.rules.harm": "talekeeper.core.rules.stonetop",
    "talekeeper.core.rules.harm.recovery": "talekeeper.core.rules.stonetop.recover_move",
    "talekeeper.core.rules.harm.session": "talekeeper.core.rules.stonetop.gm_session",
    "talekeeper.core.operations.harm": "talekeeper.core.operations.stonetop",
    "talekeeper.core.model.harm": "talekeeper.core.model.stonetop",
    "talekeeper.core.storage.conflict_names": "talekeeper.core.storage.sync_copies",
}
"""Old module -> new module."""

NAMES: dict[str, str] = {
    "talekeeper.core.rules.heroquest.Outcome": "talekeeper.core.rules.heroquest.Level",
    "talekeeper.core.rules.heroquest.levels.Outcome": "talekeeper.core.rules.heroquest.levels.Level",
    "talekeeper.core.operations.stonetop.HqFirstAid": "talekeeper.core.operations.heroquest.Heal",
    "talekeeper.core.operations.stonetop.HqMajorHealing": "talekeeper.core.operations.heroquest.Heal",
    "talekeeper.core.operations.stonetop.HqRescue": "talekeeper.core.operations.heroquest.Heal",
    "talekeeper.core.export.blocks.Table": "talekeeper.core.export.blocks.Grid",
    "talekeeper.core.operations.heroquest_extended.FinalAction": "talekeeper.core.operations.heroquest_extended.TryFinalAction",
    "talekeeper.core.operations.heroquest_extended.final_action": "talekeeper.core.operations.heroquest_extended.try_final_action",
}
"""Old `module.name` -> new `module.name`, for names read through a module's `__getattr__`."""


def warn(old: str, new: str) -> None:
    """Say that `old` is deprecated and what to use instead, pointing at the line that used it."""
    warnings.warn(f"{old} is deprecated; use {new} (the old name goes in a later release)", DeprecationWarning, stacklevel=4)


def alias_module(old: str, namespace: dict[str, Any]) -> None:
    """Called by the file at the old name as it is imported (`namespace` is its globals()).

    A module: the old name becomes the new module itself (monkeypatches reach it). A package: the
    old package takes the new one's names, and each module of the new package is reachable under
    the old package's name, renamed ones under their old names (`harm.recovery` is
    `stonetop.recover_move`), both by `import old.sub` and by `from old import sub`."""
    new = MODULES[old]
    warn(old, new)
    module = importlib.import_module(new)
    if not hasattr(module, "__path__"):
        sys.modules[old] = module
        return
    namespace.update((key, value) for key, value in vars(module).items() if not key.startswith("__"))
    namespace["__all__"] = list(getattr(module, "__all__", ()))
    old_of = {value: key for key, value in MODULES.items()}
    for info in pkgutil.iter_modules(module.__path__):
        old_sub = old_of.get(f"{new}.{info.name}", f"{old}.{info.name}")
        sys.modules[old_sub] = importlib.import_module(f"{new}.{info.name}")
        namespace.setdefault(old_sub.rpartition(".")[2], sys.modules[old_sub])  # a function named like its module wins, as in the new package


def old_name(module: str, name: str) -> object:
    """The new object for an old name read from `module` (its `__getattr__`), with the warning;
    AttributeError for any other name, as a module without `__getattr__` would raise."""
    new = NAMES.get(f"{module}.{name}")
    if new is None:
        raise AttributeError(f"module {module!r} has no attribute {name!r}")
    warn(f"{module}.{name}", new)
    new_module, _, new_name = new.rpartition(".")
    return getattr(importlib.import_module(new_module), new_name)
