"""The summary index: the roster's summaries of a library, cached in the platform cache folder.

It is never trusted over the files: an entry is used only while its file's size and modification
time are what they were when the summary was made, and the whole index can be deleted at any time
(it is rebuilt from the files). It holds no sheet, only what the roster shows and searches.

Two files per library, both rewritten whole (atomically) after the sheets changed:
- `<key>.rows.jsonl`: a header line, then one line per character in roster order: file name, size,
  modification time and the summary's fields. Being in roster order, its first lines are the top of
  the roster, so the first paint reads a page of them and stats only those sheets.
- `<key>.search.json`: the search texts (most of the bytes; nothing on screen needs them).
"""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path
from typing import NamedTuple

from core import paths
from core.storage.atomic import atomic_write
from core.storage.summary import SHEET_SUFFIX, CharacterSummary, sort_entries

INDEX_VERSION = 2
_HEADER = {"format": "talekeeper-summary-index", "version": INDEX_VERSION}

Signature = tuple[int, int]
"""A sheet's size and modification time in nanoseconds."""


class Listing(NamedTuple):
    """A look at the folder: summaries the index vouches for (in roster order), sheets to read again.

    The summaries come without search texts (None) unless asked for: see `SummaryIndex.search_texts`.
    """

    known: list[CharacterSummary]
    pending: list[Path]
    signatures: dict[str, Signature]


class SummaryIndex:
    def __init__(self, library: Path) -> None:
        self.library = Path(library)
        folder = paths.cache_dir() / "index"
        key = paths.library_key(self.library)
        self.file = folder / f"{key}.rows.jsonl"
        self.search_file = folder / f"{key}.search.json"

    # -- reading -------------------------------------------------------------------------------

    def _rows(self, limit: int | None = None) -> list[list]:
        """The index's rows (the first `limit` of them), or none if the file is missing or foreign."""
        try:
            with self.file.open("rb") as stream:
                if json.loads(stream.readline() or b"null") != _HEADER:
                    return []
                lines = itertools.islice(stream, limit)
                rows = [json.loads(line) for line in lines]
        except (OSError, ValueError):
            return []
        return [row for row in rows if isinstance(row, list) and len(row) > 3 and _is_sheet_name(row[0])]

    def _summary(self, row: list, signature: Signature | None) -> CharacterSummary | None:
        """The row's summary if its sheet still has the signature the row was made from."""
        if signature is None or row[1] != signature[0] or row[2] != signature[1]:
            return None
        try:
            return CharacterSummary.from_row(self.library / row[0], row, 3)
        except (IndexError, KeyError, TypeError, ValueError):
            return None

    def first_page(self, count: int) -> list[CharacterSummary]:
        """The top `count` rows of the roster, each checked against its sheet (one stat each): enough
        to paint the window before the whole folder is looked at."""
        found = []
        for row in self._rows(count):
            try:
                info = os.stat(self.library / row[0])
            except OSError:
                continue
            summary = self._summary(row, (info.st_size, info.st_mtime_ns))
            if summary is not None:
                found.append(summary)
        return found

    def listing(self, *, search: bool = False) -> Listing:
        """Stat every sheet; take summaries from the index where size and time still match."""
        signatures: dict[str, Signature] = {}
        try:
            scanned = list(os.scandir(self.library))
        except OSError:
            return Listing([], [], {})
        for item in scanned:
            if not _is_sheet_name(item.name):
                continue
            try:
                if item.is_file():
                    info = item.stat()
                    signatures[item.name] = (info.st_size, info.st_mtime_ns)
            except OSError:
                continue
        known = [s for row in self._rows() if (s := self._summary(row, signatures.get(row[0]))) is not None]
        if search:
            texts = self.search_texts(signatures)
            known = [s.with_search_text(texts[s.path.name]) for s in known if s.path.name in texts]
        vouched = {s.path.name for s in known}
        pending = sorted(self.library / name for name in signatures if name not in vouched)
        return Listing(known, pending, signatures)

    def search_texts(self, signatures: dict[str, Signature]) -> dict[str, str]:
        """The search texts of sheets whose signature still matches (file name -> text)."""
        try:
            raw = json.loads(self.search_file.read_bytes())
        except (OSError, ValueError):
            return {}
        if not isinstance(raw, dict) or {k: raw.get(k) for k in _HEADER} != _HEADER or not isinstance(raw.get("texts"), dict):
            return {}
        texts = {}
        for name, entry in raw["texts"].items():
            signature = signatures.get(name)
            if signature and isinstance(entry, list) and len(entry) == 3 and entry[0] == signature[0] and entry[1] == signature[1] and isinstance(entry[2], str):
                texts[name] = entry[2]
        return texts

    # -- writing -------------------------------------------------------------------------------

    def write(self, summaries: list[CharacterSummary], signatures: dict[str, Signature]) -> None:
        """Keep summaries of sheets whose signature is known (broken files are not kept). Every
        summary must carry its search text."""
        kept = [s for s in sort_entries(summaries) if s.path.name in signatures]  # type: ignore[arg-type]
        texts = {s.path.name: [*signatures[s.path.name], s.search_text] for s in kept}
        lines = [json.dumps(_HEADER)] + [json.dumps([s.path.name, *signatures[s.path.name], *s.to_row()], ensure_ascii=False, separators=(",", ":")) for s in kept]
        search = json.dumps({**_HEADER, "texts": texts}, ensure_ascii=False, separators=(",", ":"))
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.search_file, search.encode("utf-8"))
            atomic_write(self.file, ("\n".join(lines) + "\n").encode("utf-8"))
        except OSError:
            pass  # a cache: without it the next start reads the sheets again


def _is_sheet_name(name: object) -> bool:
    """A character file's name in the library folder itself (an index row can name nothing else)."""
    return isinstance(name, str) and name.endswith(SHEET_SUFFIX) and not name.startswith(".") and "/" not in name and "\\" not in name and "\0" not in name
