"""Merging versions of a sheet or of the campaign settings (issue 16: play as a table).

`merge_characters(base, ours, theirs)` and `merge_campaigns(...)` give a `Merge`: the merged
model, the clean `changes` and the `conflicts` to choose, resolved with `Merge.resolve`.
"""

from __future__ import annotations

from talekeeper.core.merge.merge import Merge, merge, merge_campaigns, merge_characters
from talekeeper.core.merge.outcome import (
    ABSENT,
    UNKNOWN,
    Change,
    Conflict,
    ConflictKind,
    MergeChoiceError,
    MergeError,
    Path,
    Side,
    format_path,
)

__all__ = [
    "ABSENT", "UNKNOWN", "Change", "Conflict", "ConflictKind", "Merge", "MergeChoiceError", "MergeError", "Path",
    "Side", "format_path", "merge", "merge_campaigns", "merge_characters",
]
