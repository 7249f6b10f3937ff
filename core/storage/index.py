"""The summary index: the roster's summaries of a library, cached in the platform cache folder.

It is never trusted over the files: an entry is used only while its file's size and modification
time are what they were when the summary was made, and the whole index can be deleted at any time
(it is rebuilt from the files). It holds no sheet, only what the roster shows.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from core import paths
from core.storage.atomic import atomic_write
from core.storage.summary import SHEET_SUFFIX, CharacterSummary

INDEX_VERSION = 1


@dataclass(frozen=True)
class Listing:
    """A quick look at the folder: summaries the index vouches for, and sheets to read again."""

    known: list[CharacterSummary]
    pending: list[Path]
    signatures: dict[str, tuple[int, int]]


class SummaryIndex:
    def __init__(self, library: Path) -> None:
        self.library = Path(library)
        self.file = paths.cache_dir() / "index" / f"{paths.library_key(self.library)}.json"

    def _read(self) -> dict[str, dict]:
        try:
            raw = json.loads(self.file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(raw, dict) or raw.get("version") != INDEX_VERSION or not isinstance(raw.get("entries"), dict):
            return {}
        return raw["entries"]

    def listing(self) -> Listing:
        """Stat every sheet; take summaries from the index where size and time still match."""
        entries = self._read()
        known: list[CharacterSummary] = []
        pending: list[Path] = []
        signatures: dict[str, tuple[int, int]] = {}
        try:
            scanned = list(os.scandir(self.library))
        except OSError:
            return Listing([], [], {})
        for item in scanned:
            if not item.name.endswith(SHEET_SUFFIX) or item.name.startswith("."):
                continue
            try:
                if not item.is_file():
                    continue
                info = item.stat()
            except OSError:
                continue
            signature = (info.st_size, info.st_mtime_ns)
            signatures[item.name] = signature
            cached = entries.get(item.name)
            path = self.library / item.name
            try:
                if cached and tuple(cached["signature"]) == signature:
                    known.append(CharacterSummary.from_json(path, cached["summary"]))
                    continue
            except (KeyError, TypeError, ValueError):
                pass
            pending.append(path)
        return Listing(known, sorted(pending), signatures)

    def write(self, summaries: list[CharacterSummary], signatures: dict[str, tuple[int, int]]) -> None:
        """Keep summaries of sheets whose signature is known (broken files are not kept)."""
        entries = {
            s.path.name: {"signature": list(signatures[s.path.name]), "summary": s.to_json()}
            for s in summaries
            if s.path.name in signatures
        }
        body = json.dumps({"version": INDEX_VERSION, "entries": entries}, ensure_ascii=False, separators=(",", ":"))
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.file, body.encode("utf-8"))
        except OSError:
            pass  # a cache: without it the next start reads the sheets again
