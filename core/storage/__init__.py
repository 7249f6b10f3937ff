"""Files: the sheet format, migrations, atomic saving and the library folder.

Names load their module on first use (PEP 562), so listing a library needs no pydantic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from talekeeper.core.lazy import lazy_exports

_EXPORTS: dict[str, str] = {
    "SheetFileError": "errors",
    "SHEET_SUFFIX": "summary", "BrokenFile": "summary", "CharacterSummary": "summary",
    "Library": "library",
    "Loaded": "files", "load_campaign": "files", "load_character": "files", "read_character": "files",
    "save_campaign": "files", "save_character": "files",
}

__all__ = [
    "SHEET_SUFFIX",
    "BrokenFile",
    "CharacterSummary",
    "Library",
    "Loaded",
    "SheetFileError",
    "load_campaign",
    "load_character",
    "read_character",
    "save_campaign",
    "save_character",
]


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())


if TYPE_CHECKING:  # pragma: no cover - for type checkers only
    from talekeeper.core.storage.errors import SheetFileError
    from talekeeper.core.storage.files import (
        Loaded,
        load_campaign,
        load_character,
        read_character,
        save_campaign,
        save_character,
    )
    from talekeeper.core.storage.library import Library
    from talekeeper.core.storage.summary import SHEET_SUFFIX, BrokenFile, CharacterSummary
