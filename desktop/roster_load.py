"""How the roster gets its entries at start-up, in three moves (no Qt here):

1. before the first paint, the top page of the summary index, each row checked against its sheet;
2. right after it, in steps of the window's warm-up, the whole folder: every sheet stat-ed and
   matched against the index, with the search texts;
3. then, a slice at a time, the sheets the index could not vouch for, read and summarized, after
   which the index is written again.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Generator
from pathlib import Path

from core.storage.index import Listing, SummaryIndex
from core.storage.summary import BrokenFile, CharacterSummary, sort_entries, summarize

FIRST_PAGE = 100
"""Rows read before the first paint: more than any screen shows at once."""


class RosterLoad:
    def __init__(self, library: Path) -> None:
        self.index = SummaryIndex(library)
        self._reading: Generator[None, None, Listing] | None = None
        self._taken: Listing | None = None
        self._read: list[CharacterSummary | BrokenFile] = []
        self.pending: list[Path] = []

    def first_page(self) -> list[CharacterSummary]:
        return self.index.first_page(FIRST_PAGE)

    @property
    def busy(self) -> bool:
        """Still listing: the folder not taken yet, or sheets still to read."""
        return self._taken is None or bool(self.pending)

    def read_folder(self) -> bool:
        """A step: look at the whole folder, a piece at a time; True while pieces remain."""
        if self._taken is not None:
            return False
        if self._reading is None:
            self._reading = self.index.read_listing(search=True)
        try:
            next(self._reading)
        except StopIteration as done:
            self._take(done.value)
            return False
        except Exception:  # noqa: BLE001  (a bug: reported, and the roster carries on without the index)
            sys.excepthook(*sys.exc_info())
            signatures = self.index.signatures()
            self._take(Listing([], sorted(self.index.library / name for name in signatures), signatures))
            return False
        return True

    def _take(self, listing: Listing) -> None:
        self._taken, self._reading = listing, None
        self.pending = list(listing.pending)

    def close(self) -> None:
        """The window is closing: let go of the index file being read."""
        if self._reading is not None:
            self._reading.close()
            self._reading = None

    def take_folder(self) -> list[CharacterSummary]:
        """The whole folder (read now what is not read yet): the summaries the index vouches for,
        with search texts, in roster order. The other sheets become `pending`."""
        while self.read_folder():
            pass
        assert self._taken is not None
        return list(self._taken.known)

    def read_some(self, budget_ms: float) -> list[CharacterSummary | BrokenFile] | None:
        """Summarize pending sheets for about `budget_ms`. Once none is left: write the index and
        return every entry in roster order; None while some remain."""
        started = time.perf_counter()
        while self.pending and (time.perf_counter() - started) * 1000 < budget_ms:
            self._read.append(summarize(self.pending.pop()))
        if self.pending or self._taken is None:
            return None
        entries = sort_entries([*self._taken.known, *self._read])
        self.index.write([e for e in entries if isinstance(e, CharacterSummary)], self._taken.signatures)
        return entries
