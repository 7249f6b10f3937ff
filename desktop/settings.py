"""The user's preferences (language, recent libraries), a small JSON file in the config folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from core import paths
from core.storage.atomic import atomic_write
from core.storage.errors import SheetFileError
from core.storage.jsonio import dump_json
from core.storage.raw import read_bytes

MAX_RECENT = 8
LANGUAGES = ("system", "en", "ja")


@dataclass
class Settings:
    language: str = "system"
    recent_libraries: list[str] = field(default_factory=list)

    @staticmethod
    def file() -> Path:
        return paths.config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """The saved settings; defaults when the file is missing or damaged (it holds nothing precious)."""
        try:
            raw = json.loads(read_bytes(cls.file()))
            language = raw.get("language", "system")
            recent = [str(p) for p in raw.get("recent_libraries", []) if isinstance(p, str)][:MAX_RECENT]
            return cls(language if language in LANGUAGES else "system", recent)
        except (SheetFileError, ValueError, AttributeError):
            return cls()

    def save(self) -> None:
        try:
            self.file().parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.file(), dump_json(asdict(self)))  # a library path that is not UTF-8 round-trips
        except OSError:
            pass  # preferences are a convenience; failing to keep them must not stop the program

    def remember_library(self, library: Path) -> None:
        text = str(Path(library).expanduser().resolve())
        self.recent_libraries = [text, *[p for p in self.recent_libraries if p != text]][:MAX_RECENT]
        self.save()
