"""What the roster shows of a character: a small value made from the sheet, kept in the index.

This module loads no pydantic: the roster can show summaries before any sheet is read.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from core.model.enums import CharacterKind, Condition, Debility, HarmStatus, InjuryStage, StateLevel
from core.storage.errors import SheetFileError

if TYPE_CHECKING:
    from core.model import Character

SHEET_SUFFIX = ".tale.json"
_LEVELS = list(StateLevel)  # mildest first (HQ-20), so the worst is the one latest in this list
_BY_VALUE = {enum: {m.value: m for m in enum} for enum in (CharacterKind, Condition, Debility, HarmStatus, InjuryStage, StateLevel)}
"""Enum members by value: a dict look-up is several times faster than calling the enum (5,000 rows)."""


class CharacterSummary(NamedTuple):
    """What the roster needs of a character, without keeping the whole sheet in memory.

    A named tuple rather than a dataclass: the roster of a big library makes thousands at start-up,
    and a tuple is made several times faster."""

    path: Path
    id: str
    name: str
    kind: CharacterKind
    hp: int
    max_hp: int
    condition: Condition
    search_text: str | None
    """Lower-case names of the character, abilities, traits, relationships and belongings (None
    while the index has not read it yet: see `SummaryIndex.search_texts`)."""
    harm_status: HarmStatus = HarmStatus.FINE
    """ST-5, ST-6: fine, out of action, at Death's Door or dead."""
    debilities: tuple[Debility, ...] = ()
    """ST-7: the marked debilities."""
    worst_state: StateLevel | None = None
    """HQ-20: the worst state of adversity (None: healthy)."""
    open_wounds: int = 0
    """ST-8: problematic wounds not yet stabilised."""
    dv_injury: InjuryStage | None = None
    """DV-19: an injury awaiting the Body roll or treatment, or dying."""

    @classmethod
    def of(cls, character: Character, path: Path) -> CharacterSummary:
        from core.model.condition import worst_condition

        words = [character.name, character.concept, *character.tags]
        words += [a.name for a in character.heroquest.abilities]
        words += [t.text for t in character.dogs.traits]
        words += [r.subject for r in character.dogs.relationships]
        words += [b.name for b in character.dogs.belongings]
        return cls(
            path=path,
            id=character.id,
            name=character.name,
            kind=character.kind,
            hp=character.harm.hp,
            max_hp=character.harm.max_hp,
            condition=worst_condition(character),
            search_text="\n".join(words).casefold(),
            harm_status=character.harm.status,
            debilities=character.harm.debilities.marked() if character.kind.has_debilities else (),
            worst_state=max((s.level for s in character.heroquest.states), key=_LEVELS.index, default=None),
            open_wounds=sum(1 for w in character.harm.wounds if not w.stabilised),
            dv_injury=character.dogs.injury.stage if character.dogs.injury is not None else None,
        )

    def with_search_text(self, text: str) -> CharacterSummary:
        return self._replace(search_text=text)

    def to_row(self) -> list[Any]:
        """The summary as an index row, without the path (the index's key) and the search text
        (kept apart, as it is most of the bytes and the first paint does not need it)."""
        return [
            self.id, self.name, self.kind.value, self.hp, self.max_hp, self.condition.value, self.harm_status.value,
            [d.value for d in self.debilities], self.worst_state.value if self.worst_state else None,
            self.open_wounds, self.dv_injury.value if self.dv_injury else None,
        ]

    @classmethod
    def from_row(cls, path: Path, row: list[Any], start: int = 0) -> CharacterSummary:
        """Read an index row (from `start`) back, without its search text. Types are checked, not
        converted; any mismatch raises ValueError (or KeyError for an unknown enum value)."""
        by = _BY_VALUE
        if len(row) != start + 11:
            raise ValueError("index row of the wrong length")
        id_, name, kind, hp, max_hp, condition, status, debilities, state, wounds, injury = row[start:]
        if not (isinstance(id_, str) and isinstance(name, str) and isinstance(debilities, list)):
            raise ValueError("index row with a field of the wrong type")
        return cls(
            path, id_, name, by[CharacterKind][kind], _whole(hp), _whole(max_hp), by[Condition][condition], None,
            by[HarmStatus][status], tuple(by[Debility][d] for d in debilities),
            by[StateLevel][state] if state else None, _whole(wounds), by[InjuryStage][injury] if injury else None,
        )


def _whole(value: object) -> int:
    if type(value) is not int:  # not a bool, a float, a string or an infinity
        raise ValueError(f"index row with {value!r} for a whole number")
    return value


class BrokenFile(NamedTuple):
    """A file in the library that failed to load; it is listed, never written to."""

    path: Path
    error: SheetFileError


def sort_entries(entries: list[CharacterSummary | BrokenFile]) -> list[CharacterSummary | BrokenFile]:
    """Roster order: by name (case-folded), broken files last, then by file name."""
    return sorted(entries, key=lambda e: (e.name.casefold() if isinstance(e, CharacterSummary) else "\uffff", e.path.name))


def outside_target(path: Path) -> Path | None:
    """Where a sheet that is a symlink to a file outside its library folder points (None for any
    other sheet). Saving such a sheet changes that file (a player's own, say)."""
    if not os.path.islink(path):
        return None
    target = Path(os.path.realpath(path))
    return None if target.is_relative_to(os.path.realpath(path.parent)) else target


def summarize(path: Path) -> CharacterSummary | BrokenFile:
    """Read one sheet and make its summary (or say why it cannot be read)."""
    from core.storage.files import read_character

    try:
        return CharacterSummary.of(read_character(path).character, path)
    except SheetFileError as error:
        return BrokenFile(path, error)
