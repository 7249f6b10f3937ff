"""What a merge reports: the sides, the places where they differ, the conflicts and the clean changes.

A place in a merged model is a `Path`: field names, and item keys inside tuples of items (an item's
`id`, as in `core.edits`), such as `("heroquest", "abilities", "<ability id>", "rating")`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from talekeeper.core.refusal import Refusal

Path = tuple[str, ...]


class Side(str, Enum):
    """One of the two descendants: `OURS` (the version at hand, git's %A) or `THEIRS` (%B)."""

    OURS = "ours"
    THEIRS = "theirs"


class Missing(Enum):
    """Values that stand for no value: `ABSENT` (the item is not in that version) and `UNKNOWN`
    (no common ancestor is known for this place)."""

    ABSENT = "absent"
    UNKNOWN = "unknown"


ABSENT = Missing.ABSENT
UNKNOWN = Missing.UNKNOWN


class ConflictKind(str, Enum):
    """Why a place needs a person's choice."""

    CHANGED = "changed"
    """Both sides changed it, differently."""
    REMOVED = "removed"
    """One side removed the item, the other changed it."""
    INVALID = "invalid"
    """Each side's change merges cleanly alone, but together they break a rule of the sheet (an
    hp above the new max_hp, a benefit on an ability the other side removed...)."""
    NO_ANCESTOR = "no_ancestor"
    """No common version is known (a two-way comparison, or an item both sides added under one id)."""


@dataclass(frozen=True)
class Conflict:
    """A place where a person chooses `Side.OURS` or `Side.THEIRS`.

    `base`, `ours` and `theirs` are the values there (a model, a tuple or a plain value); an item
    that a version does not hold is `ABSENT`, and `base` is `UNKNOWN` without an ancestor. For an
    item conflict (one side has the item, the other not) `side_keeping(True)` is the side that keeps
    it. `reason` says, for an `INVALID` conflict, which rule the combination would break.
    """

    path: Path
    kind: ConflictKind
    base: object
    ours: object
    theirs: object
    reason: str = ""

    @property
    def is_item(self) -> bool:
        """True when the choice is whether an item stays (keep or remove), not between two values."""
        return self.ours is ABSENT or self.theirs is ABSENT

    def side_keeping(self, keep: bool) -> Side:
        """For an item conflict: the side whose choice keeps the item (`keep`) or removes it."""
        if not self.is_item:
            raise ValueError(f"{'.'.join(self.path)}: both sides hold a value; choose ours or theirs")  # a bug: asked only of an item conflict
        has_ours = self.ours is not ABSENT
        return Side.OURS if has_ours == keep else Side.THEIRS


@dataclass(frozen=True)
class Change:
    """A place that merged by itself: the value `side` gave it (`ABSENT`: the item was removed)."""

    path: Path
    side: Side
    base: object
    value: object


class MergeError(Refusal):
    """Two versions that cannot be merged at all (for example two different characters)."""


class MergeChoiceError(Refusal):
    """Choices that would make an invalid result; `path` is the part of the model that broke. Its
    code and parameters are those of the rule broken (`cause`: the model's own refusal, or the
    limit a value passes), so the desktop words it as it words the same refusal in an edit."""

    CONTEXT = {"field": str}  # an edit's refusal names its field

    def __init__(self, path: Path, message: str, cause: Refusal) -> None:
        self.path = path
        self.message = message
        self.cause = cause
        super().__init__(cause.declared, **cause.params)

    def english(self) -> str:
        return f"{format_path(self.path) or '(the whole sheet)'}: {self.message}"


def format_path(path: Path) -> str:
    """`heroquest.abilities.<id>.rating`: the steps joined with dots, for messages and logs."""
    return ".".join(path)

