"""Files: the sheet format, migrations, atomic saving and the library folder."""

from core.storage.errors import SheetFileError
from core.storage.files import (
    SHEET_SUFFIX,
    Loaded,
    load_campaign,
    load_character,
    read_character,
    save_campaign,
    save_character,
)
from core.storage.library import BrokenFile, CharacterSummary, Library

__all__ = [
    "SHEET_SUFFIX", "BrokenFile", "CharacterSummary", "Library", "Loaded", "SheetFileError",
    "load_campaign", "load_character", "read_character", "save_campaign", "save_character",
]
