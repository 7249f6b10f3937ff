"""What the roster knows of the library folder, and how it learns it, a piece at a time (no Qt here).

At start-up, in three moves:
1. before the first paint, the top page of the summary index, each row checked against its sheet;
2. right after it, in steps of the window's warm-up, the whole folder: every sheet stat-ed and
   matched against the index, with the search texts;
3. then, a slice at a time, the sheets the index could not vouch for, each given a quick summary
   (`quick_summary`: from its parsed JSON, without validating the whole sheet), so that even a
   library without an index is listed within a couple of seconds.

Then, for as long as the window is open, a slice at a time:
- every sheet read quickly is loaded fully (`summarize`), which confirms its summary or lists it as
  a file that cannot be opened (a long sheet a slice at a time, `desktop.slices`);
- when the folder changes (a sync tool, another program), `look` stats it again, and only the
  sheets whose size or modification time changed are read again; gone files leave the roster;
- once the index is behind the folder, it is written again in pieces. It holds only summaries of
  sheets that loaded fully.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from talekeeper.core.storage.index import Listing, Signature, SummaryIndex
from talekeeper.core.storage.summary import BrokenFile, CharacterSummary, quick_summary, summarize, summarize_in_steps
from talekeeper.desktop.slices import collector_held, is_long

if TYPE_CHECKING:
    from talekeeper.core.storage.jsonio import Steps

FIRST_PAGE = 100
"""Rows read before the first paint: more than any screen shows at once."""

Entry = CharacterSummary | BrokenFile


class RosterLoad:
    def __init__(self, library: Path) -> None:
        self.index = SummaryIndex(library)
        self._reading: Generator[None, None, Listing] | None = None
        self._taken = False
        self.entries: dict[str, Entry] = {}
        """Every sheet of the folder as last read, by file name."""
        self._read_from: dict[str, Signature | None] = {}
        """The size and time each entry was read from (None: the file was gone by then)."""
        self._folder: dict[str, Signature] = {}
        """The last look at the folder."""
        self.pending: list[Path] = []
        """Sheets to read (a quick summary)."""
        self.unconfirmed: list[Path] = []
        """Sheets read quickly, to load fully."""
        self.index_behind = False
        self._writing: Iterator[None] | None = None
        self._looking: Iterator[dict[str, Signature]] | None = None
        self._seen: dict[str, Signature] = {}
        self._confirming: tuple[Path, Signature | None, Steps] | None = None
        """A long sheet being confirmed a slice at a time (it stays last in `unconfirmed` meanwhile)."""

    def first_page(self) -> list[CharacterSummary]:
        return self.index.first_page(FIRST_PAGE)

    @property
    def busy(self) -> bool:
        """Still listing: the folder not taken yet, or sheets still to read."""
        return not self._taken or bool(self.pending)

    @property
    def idle(self) -> bool:
        """Nothing left to do: every sheet read and confirmed, the index written."""
        return not (self.busy or self.unconfirmed or self.index_behind or self._writing)

    # -- start-up --------------------------------------------------------------------------------

    def read_folder(self) -> bool:
        """A step: look at the whole folder, a piece at a time; True while pieces remain."""
        if self._taken:
            return False
        if self._reading is None:
            self._reading = self.index.read_listing(search=True)
        try:
            next(self._reading)
        except StopIteration as done:
            self._take(done.value)
            return False
        except Exception:
            sys.excepthook(*sys.exc_info())
            signatures = self.index.signatures()
            self._take(Listing([], sorted(self.index.library / name for name in signatures), signatures))
            return False
        return True

    def _take(self, listing: Listing) -> None:
        self._taken, self._reading = True, None
        self._folder = listing.signatures
        for summary in listing.known:
            self.entries[summary.path.name] = summary
            self._read_from[summary.path.name] = listing.signatures[summary.path.name]
        self.pending = list(listing.pending)

    def take_folder(self) -> list[Entry]:
        """The whole folder (read now what is not read yet): the summaries the index vouches for,
        with search texts. The other sheets become `pending`."""
        while self.read_folder():
            pass
        return list(self.entries.values())

    def close(self) -> None:
        """The window is closing: let go of the index file being read, and bring the index up to
        date with what was read (the next start then reads only what changes meanwhile)."""
        if self._reading is not None:
            self._reading.close()
            self._reading = None
        self._stop_confirming()
        while self.write_index():
            pass

    # -- reading and confirming ------------------------------------------------------------------

    def read_some(self, budget_ms: float) -> list[Entry]:
        """Quick summaries of pending sheets for about `budget_ms`: the entries read. A sheet that
        does not look right at a glance is loaded fully at once (which says why)."""
        started = time.perf_counter()
        read: list[Entry] = []
        while self.pending and (time.perf_counter() - started) * 1000 < budget_ms:
            path = self.pending.pop()
            quick = quick_summary(path)
            if quick is None:
                entry = summarize(path)
            else:
                entry = quick
                self.unconfirmed.append(path)
            self._took(entry, self._folder.get(path.name))
            read.append(entry)
        return read

    def confirm_some(self, budget_ms: float) -> list[Entry]:
        """Load sheets read quickly, fully, for about `budget_ms`: the entries that turned out to
        differ from their quick summary (a file that cannot be opened, or one changed meanwhile)."""
        started, changed = time.perf_counter(), []
        while self.unconfirmed and (time.perf_counter() - started) * 1000 < budget_ms:
            path = self.unconfirmed[-1]
            if path.name not in self.entries:  # gone meanwhile
                self.unconfirmed.pop()
                self._stop_confirming()
                continue
            confirmed = self._confirm(path)
            if confirmed is None:
                continue  # a slice of a long sheet
            self.unconfirmed.pop()
            entry, signature = confirmed
            if entry != self.entries[path.name]:
                changed.append(entry)
            self._took(entry, signature)
        return changed

    def _confirm(self, path: Path) -> tuple[Entry, Signature | None] | None:
        """The sheet's entry loaded fully and the size and time it was read from; a long sheet a
        slice per call (None until its last)."""
        if self._confirming is None or self._confirming[0] != path:
            self._stop_confirming()
            signature = _signature(path)
            if not is_long(path):
                return summarize(path), signature
            self._confirming = (path, signature, collector_held(summarize_in_steps(path)))
        _, signature, steps = self._confirming
        try:
            next(steps)
            return None
        except StopIteration as done:
            self._confirming = None
            return done.value, signature

    def _stop_confirming(self) -> None:
        if self._confirming is not None:
            self._confirming[2].close()
            self._confirming = None

    def _took(self, entry: Entry, signature: Signature | None) -> None:
        self.entries[entry.path.name] = entry
        self._read_from[entry.path.name] = signature
        self.index_behind = True

    # -- changes ---------------------------------------------------------------------------------

    @property
    def looking(self) -> bool:
        return self._looking is not None

    def look(self) -> list[Path] | None:
        """A step of looking at the folder again (it is listed, then stat-ed a piece at a time):
        None while pieces remain. Then the sheets new or changed since they were read become
        `pending`, and the files that are gone are forgotten and returned."""
        if self._looking is None:
            self._looking, self._seen = self.index.signature_pieces(), {}
        piece = next(self._looking, None)
        if piece is not None:
            self._seen.update(piece)
            return None
        self._looking = None
        folder = self._folder = self._seen
        gone = [name for name in self.entries if name not in folder]
        for name in gone:
            del self.entries[name], self._read_from[name]
        queued = {path.name for path in self.pending}
        changed = [self.index.library / name for name, signature in folder.items() if name not in queued and self._read_from.get(name, ()) != signature]
        self.pending = [path for path in self.pending if path.name in folder] + changed
        self.unconfirmed = [path for path in self.unconfirmed if path.name in folder]
        if gone or changed:
            self.index_behind = True
        return [self.index.library / name for name in gone]

    def saved(self, summary: CharacterSummary) -> None:
        """The program saved this character (already loaded and checked): no need to read it."""
        self._took(summary, _signature(summary.path))

    def broken(self, path: Path, entry: BrokenFile) -> None:
        """Loading the sheet failed (when it was opened): list it so until it changes."""
        if path.name in self.entries:
            self._took(entry, self._read_from.get(path.name))

    # -- the index -------------------------------------------------------------------------------

    def write_index(self) -> bool:
        """A step: write the index again, a piece at a time, once it is behind what was read; True
        while pieces remain. Sheets not confirmed yet are left out (read again next time)."""
        if self._writing is None:
            if not self.index_behind:
                return False
            self.index_behind = False
            unconfirmed = {path.name for path in self.unconfirmed}
            signatures = {name: s for name, s in self._read_from.items() if s is not None and name not in unconfirmed}
            summaries = [e for name, e in self.entries.items() if isinstance(e, CharacterSummary) and name in signatures]
            self._writing = self.index.writing(summaries, signatures)
        try:
            next(self._writing)
        except StopIteration:
            self._writing = None
            return False
        return True


def _signature(path: Path) -> Signature | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_size, info.st_mtime_ns)
