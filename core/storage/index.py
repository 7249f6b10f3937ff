"""The summary index: the roster's summaries of a library, cached in the platform cache folder.

It is never trusted over the files: an entry is used only while its file's size and modification
time are what they were when the summary was made, and the whole index can be deleted at any time
(it is rebuilt from the files). It holds no sheet, only what the roster shows and searches.

Two files per library, JSON lines, both rewritten whole (atomically) after the sheets changed:
- `<key>.rows.jsonl`: a header line, then one line per character in roster order: file name, size,
  modification time and the summary's fields. Being in roster order, its first lines are the top of
  the roster, so the first paint reads a page of them and stats only those sheets.
- `<key>.search.jsonl`: the same with the search texts (most of the bytes; nothing on screen needs
  them, so they are read after the first paint).
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from talekeeper.core import paths
from talekeeper.core.storage.atomic import atomic_write
from talekeeper.core.storage.jsonio import utf8_json
from talekeeper.core.storage.raw import open_regular
from talekeeper.core.storage.summary import SHEET_SUFFIX, CharacterSummary, sort_entries

INDEX_VERSION = 2
_HEADER = {"format": "talekeeper-summary-index", "version": INDEX_VERSION}
PIECE = 1000
"""Records read per piece of `read_listing` (about 5 ms of work)."""

Signature = tuple[int, int]
"""A sheet's size and modification time in nanoseconds."""


class Listing(NamedTuple):
    """A look at the folder: summaries the index vouches for (in roster order), sheets to read again.

    The summaries come without search texts (None) unless asked for (`listing(search=True)`).
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
        self.search_file = folder / f"{key}.search.jsonl"
        self._legacy = folder / f"{key}.json"  # version 1's single file, replaced by these two

    # -- reading -------------------------------------------------------------------------------

    @staticmethod
    def _lines(file: Path, limit: int | None = None) -> Iterator[list[list[Any]]]:
        """The file's records (the first `limit`) in pieces of `PIECE`, after its header; nothing if
        the file is missing or foreign. A broken record is left out (its sheet is read again), and
        so is a second record for the same file."""
        seen: set[str] = set()
        try:
            with open_regular(file) as stream:
                if _record(stream.readline(1024)) != _HEADER:
                    return
                lines = itertools.islice(stream, limit)
                while piece := list(itertools.islice(lines, PIECE)):
                    records = []
                    for line in piece:
                        record = _record(line)
                        if isinstance(record, list) and len(record) >= 3 and isinstance(record[0], str) and record[0] not in seen:
                            seen.add(record[0])
                            records.append(record)
                    yield records
        except OSError:
            return

    def _summary(self, row: list[Any], signature: Signature | None) -> CharacterSummary | None:
        """The row's summary if its sheet still has the signature the row was made from."""
        if not _matches(row, signature):
            return None
        try:
            return CharacterSummary.from_row(self.library / row[0], row, 3)
        except (KeyError, TypeError, ValueError):
            return None

    def first_page(self, count: int) -> list[CharacterSummary]:
        """The top `count` rows of the roster, each checked against its sheet (one stat each): enough
        to paint the window before the whole folder is looked at."""
        found = []
        for rows in self._lines(self.file, count):
            for row in filter(lambda row: _is_sheet_name(row[0]), rows):
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
        reading = self.read_listing(search=search)
        while True:
            try:
                next(reading)
            except StopIteration as done:
                listing: Listing = done.value
                return listing

    def read_listing(self, *, search: bool = False) -> Generator[None, None, Listing]:
        """`listing` a piece at a time: it yields after each piece of work (a few milliseconds
        each), so a window can do one per turn of its event loop; it returns the Listing."""
        signatures = self.signatures()
        yield
        known: list[CharacterSummary] = []
        for rows in self._lines(self.file):
            known += [s for row in rows if (s := self._summary(row, signatures.get(row[0]))) is not None]
            yield
        if not _in_roster_order(known):  # the index is written in order; anything else is re-sorted
            known = sort_entries(known)
        if search:
            texts: dict[str, str] = {}
            for piece in self._text_pieces(signatures):
                texts.update(piece)
                yield
            known = [s.with_search_text(texts[s.path.name]) for s in known if s.path.name in texts]
        vouched = {s.path.name for s in known}
        pending = sorted(self.library / name for name in signatures if name not in vouched)
        return Listing(known, pending, signatures)

    def signatures(self) -> dict[str, Signature]:
        """Size and modification time of every sheet in the folder, by file name."""
        signatures: dict[str, Signature] = {}
        for piece in self.signature_pieces():
            signatures.update(piece)
        return signatures

    def signature_pieces(self) -> Iterator[dict[str, Signature]]:
        """`signatures` a piece at a time: the folder is listed, then `PIECE` entries are stat-ed
        per piece (a few milliseconds each). Sheets are `*.tale.json`, and sync tools' copies of
        them, whatever their names (`vasana.tale.sync-conflict-….json`): see core.storage.copies."""
        try:
            scanned = list(os.scandir(self.library))
        except OSError:
            return
        for start in range(0, len(scanned), PIECE):
            piece: dict[str, Signature] = {}
            for item in scanned[start:start + PIECE]:  # names the folder itself gives (a row of the index must match one)
                if item.name.startswith(".") or not (item.name.endswith(SHEET_SUFFIX) or _is_sheet_copy(item.name)):
                    continue
                try:
                    if item.is_file():
                        info = item.stat()
                        piece[item.name] = (info.st_size, info.st_mtime_ns)
                except OSError:
                    continue
            yield piece

    def _text_pieces(self, signatures: dict[str, Signature]) -> Iterator[dict[str, str]]:
        for records in self._lines(self.search_file):
            yield {r[0]: r[3] for r in records if len(r) == 4 and _matches(r, signatures.get(r[0])) and isinstance(r[3], str)}

    # -- writing -------------------------------------------------------------------------------

    def write(self, summaries: list[CharacterSummary], signatures: dict[str, Signature]) -> None:
        """Keep summaries of sheets whose signature is known (broken files are not kept). Every
        summary must carry its search text."""
        for _ in self.writing(summaries, signatures):
            pass

    def writing(self, summaries: list[CharacterSummary], signatures: dict[str, Signature]) -> Iterator[None]:
        """`write` a piece at a time: it yields after each piece of work (a few milliseconds), so a
        window can do one per turn of its event loop."""
        kept = [s for s in sort_entries(summaries) if s.path.name in signatures]
        yield
        files: dict[Path, list[bytes]] = {self.search_file: [], self.file: []}
        for file, records in (
            (self.search_file, [[s.path.name, *signatures[s.path.name], s.search_text] for s in kept]),
            (self.file, [[s.path.name, *signatures[s.path.name], *s.to_row()] for s in kept]),
        ):
            for piece in _jsonl(records):
                files[file].append(piece)
                yield
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            for file, pieces in files.items():  # the search texts first: the rows say which are valid
                atomic_write(file, b"".join(pieces))
                yield
            self._legacy.unlink(missing_ok=True)
        except OSError:
            pass  # a cache: without it the next start reads the sheets again


def _jsonl(records: list[list[Any]]) -> Iterator[bytes]:
    """The header line, then the records as lines, `PIECE` at a time."""
    yield utf8_json(json.dumps(_HEADER) + "\n")
    for start in range(0, len(records), PIECE):
        yield utf8_json("".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in records[start:start + PIECE]))


def _matches(record: list[Any], signature: Signature | None) -> bool:
    """Whether an index record (file name, size, mtime, ...) was made from the sheet as it is."""
    return signature is not None and record[1] == signature[0] and record[2] == signature[1]


def _record(line: bytes) -> object:
    """One JSON value, or None where the line is not one (broken, too deep, not UTF-8...)."""
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        return None


def _in_roster_order(summaries: list[CharacterSummary]) -> bool:
    keys = [(s.name.casefold(), s.path.name) for s in summaries]
    return all(a <= b for a, b in itertools.pairwise(keys))


def _is_sheet_copy(name: str) -> bool:
    """A sync tool's copy of a sheet under another ending (its names are looked at only here, once
    the window is painted: the first page needs none of them)."""
    if not name.endswith(".json"):
        return False
    from talekeeper.core.storage.copies import is_sheet_copy_name

    return is_sheet_copy_name(name)


def _is_sheet_name(name: str) -> bool:
    """A name the first page may stat: a character file in the library folder itself (no folder
    separator, drive or stream colon, or NUL). The full listing needs no such check: it uses only
    rows whose name the folder listed."""
    return name.endswith(SHEET_SUFFIX) and not name.startswith(".") and not any(c in name for c in "/\\:\0")
