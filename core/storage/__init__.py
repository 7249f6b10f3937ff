"""Files: the sheet format, migrations, atomic saving and the library folder.

Names load their module on first use (PEP 562), so listing a library needs no pydantic.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS: dict[str, str] = {
    "SheetFileError": "errors",
    "SHEET_SUFFIX": "summary", "BrokenFile": "summary", "CharacterSummary": "summary",
    "Library": "library",
    "Loaded": "files", "load_campaign": "files", "load_character": "files", "read_character": "files",
    "save_campaign": "files", "save_character": "files",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


if TYPE_CHECKING:  # pragma: no cover - for type checkers only
    from core.storage.errors import SheetFileError
    from core.storage.files import (
        Loaded, load_campaign, load_character, read_character, save_campaign, save_character,
    )
    from core.storage.library import Library
    from core.storage.summary import SHEET_SUFFIX, BrokenFile, CharacterSummary
