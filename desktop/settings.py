"""The user's preferences (language, recent libraries), a small JSON file in the config folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from talekeeper.core import paths
from talekeeper.core.storage.atomic import atomic_write
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.jsonio import dump_json
from talekeeper.core.storage.raw import read_bytes

MAX_RECENT = 8
LANGUAGES = ("system", "en", "ja")


@dataclass
class Settings:
    language: str = "system"
    recent_libraries: list[str] = field(default_factory=list)
    open_tabs: dict[str, dict[str, object]] = field(default_factory=dict)
    """Per library (its resolved path): the character files open in tabs when it was last closed,
    `{"files": [...], "current": name}`."""
    arena_advice: bool = False
    """Dogs conflict window: show who can win the arena with the dice on the table (issue 22)."""

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
            tabs = raw.get("open_tabs", {})
            tabs = {k: v for k, v in tabs.items() if isinstance(k, str) and isinstance(v, dict)} if isinstance(tabs, dict) else {}
            advice = raw.get("arena_advice", False) is True
            return cls(language if language in LANGUAGES else "system", recent, tabs, advice)
        except (SheetFileError, ValueError, AttributeError):
            return cls()

    def save(self) -> None:
        try:
            self.file().parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.file(), dump_json(asdict(self)))  # a library path that is not UTF-8 round-trips
        except OSError:
            pass  # preferences are a convenience; failing to keep them must not stop the program

    def remember_library(self, library: Path) -> None:
        """Put `library` first in the recent libraries; the file is written only when that changes
        them (reopening the last library writes nothing: two fsyncs before the first paint)."""
        text = str(Path(library).expanduser().resolve())
        recent = [text, *[p for p in self.recent_libraries if p != text]][:MAX_RECENT]
        if recent != self.recent_libraries or not self.file().is_file():
            self.recent_libraries = recent
            self.save()

    def remember_tabs(self, library: Path, files: list[str], current: str | None) -> None:
        key = str(Path(library).expanduser().resolve())
        self.open_tabs.pop(key, None)
        self.open_tabs[key] = {"files": files, "current": current}  # newest last: the oldest libraries go first
        for old in list(self.open_tabs)[: -MAX_RECENT]:
            del self.open_tabs[old]
        self.save()

    def tabs_of(self, library: Path) -> tuple[list[str], str | None]:
        """The file names open in tabs when `library` was last closed, and the current one (names
        only: a file is looked for in the library itself, never elsewhere)."""
        found = self.open_tabs.get(str(Path(library).expanduser().resolve()), {})
        files = found.get("files", [])
        names = [f for f in files if isinstance(f, str) and f == Path(f).name] if isinstance(files, list) else []
        current = found.get("current")
        return names, current if isinstance(current, str) and current in names else None
