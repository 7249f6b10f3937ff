"""What the roster shows of a character: a small value made from the sheet, kept in the index.

This module loads no pydantic: the roster can show summaries before any sheet is read, and
`quick_summary` makes one from a sheet's parsed JSON without validating the whole sheet.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from talekeeper.core.model.condition import condition_of
from talekeeper.core.model.enums import (
    CharacterKind,
    Condition,
    Debility,
    HarmStatus,
    InjuryStage,
    StateLevel,
)
from talekeeper.core.storage.errors import SheetFileError

if TYPE_CHECKING:
    from talekeeper.core.model import Character
    from talekeeper.core.storage.copies import SheetCopy
    from talekeeper.core.storage.jsonio import Steps

SHEET_SUFFIX = ".tale.json"
_LEVELS = list(StateLevel)  # mildest first (HQ-20), so the worst is the one latest in this list
E = TypeVar("E", bound=Enum)


def _by_value(enum: type[E]) -> dict[Any, E]:
    return {member.value: member for member in enum}


_KIND, _CONDITION, _DEBILITY = _by_value(CharacterKind), _by_value(Condition), _by_value(Debility)
_STATUS, _INJURY, _LEVEL = _by_value(HarmStatus), _by_value(InjuryStage), _by_value(StateLevel)
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
    while the index has not read it yet: see `SummaryIndex.listing`)."""
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
    copies: tuple[SheetCopy, ...] = ()
    """Other files holding this character (a sync tool's conflict copies, a copy made by hand),
    as `Library.scan` lists them (`core.storage.copies`); never kept in the index."""

    @classmethod
    def of(cls, character: Character, path: Path) -> CharacterSummary:
        harm, dogs, heroquest = character.harm, character.dogs, character.heroquest
        return cls._made(
            path, character.id, character.name, character.kind, harm.hp, harm.max_hp, harm.status,
            words=[
                character.name, character.concept, *character.tags, *(a.name for a in heroquest.abilities),
                *(t.text for t in dogs.traits), *(r.subject for r in dogs.relationships), *(b.name for b in dogs.belongings),
            ],
            marked=harm.debilities.marked(),
            state_levels=[s.level for s in heroquest.states],
            open_wounds=sum(1 for w in harm.wounds if not w.stabilised),
            injury=dogs.injury.stage if dogs.injury is not None else None,
        )

    @classmethod
    def _made(
        cls, path: Path, id_: str, name: str, kind: CharacterKind, hp: int, max_hp: int, status: HarmStatus, *,
        words: Iterable[str], marked: tuple[Debility, ...], state_levels: list[StateLevel], open_wounds: int, injury: InjuryStage | None,
    ) -> CharacterSummary:
        """The summary from the parts of a sheet it shows (from a Character, or from parsed JSON)."""
        return cls(
            path=path,
            id=id_,
            name=name,
            kind=kind,
            hp=hp,
            max_hp=max_hp,
            condition=condition_of(status, state_levels, debilitated=bool(marked), open_wound=open_wounds > 0, injury=injury),
            search_text="\n".join(words).casefold(),
            harm_status=status,
            debilities=marked if kind.has_debilities else (),
            worst_state=max(state_levels, key=_LEVELS.index, default=None),
            open_wounds=open_wounds,
            dv_injury=injury,
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
        converted; any mismatch raises ValueError (or KeyError for an unknown enum value): not a
        refusal, the index's reader takes it as a row to make again from the sheet."""
        if len(row) != start + 11:
            raise ValueError("index row of the wrong length")
        id_, name, kind, hp, max_hp, condition, status, debilities, state, wounds, injury = row[start:]
        if not (isinstance(id_, str) and isinstance(name, str) and isinstance(debilities, list)):
            raise ValueError("index row with a field of the wrong type")
        return cls(
            path, id_, name, _KIND[kind], _whole(hp), _whole(max_hp), _CONDITION[condition], None,
            _STATUS[status], tuple(_DEBILITY[d] for d in debilities),
            _LEVEL[state] if state else None, _whole(wounds), _INJURY[injury] if injury else None,
        )


def _whole(value: object) -> int:
    if type(value) is not int:  # not a bool, a float, a string or an infinity
        raise ValueError(f"index row with {value!r} for a whole number")
    return value


def _text(value: object) -> str:
    if type(value) is not str:
        raise ValueError(f"{value!r} where a text belongs")
    return value


def _flag(value: object) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{value!r} where true or false belongs")
    return value


class BrokenFile(NamedTuple):
    """A file in the library that failed to load; it is listed, never written to."""

    path: Path
    error: SheetFileError


def roster_key(entry: CharacterSummary | BrokenFile) -> tuple[str, str]:
    """Roster order: by name (case-folded), broken files last, then by file name."""
    return (entry.name.casefold() if isinstance(entry, CharacterSummary) else "\uffff", entry.path.name)


Entry = TypeVar("Entry", CharacterSummary, BrokenFile, CharacterSummary | BrokenFile)


def held(entry: CharacterSummary | BrokenFile) -> tuple[str, str | None]:
    """A listed file's name and the character it holds (None for a file that cannot be opened):
    what `core.storage.copies.CopyIndex` groups files by."""
    return entry.path.name, entry.id if isinstance(entry, CharacterSummary) else None


def sort_entries(entries: Iterable[Entry]) -> list[Entry]:
    """Roster order (see `roster_key`)."""
    return sorted(entries, key=roster_key)


def outside_target(path: Path) -> Path | None:
    """Where a sheet that is a symlink to a file outside its library folder points (None for any
    other sheet). Saving such a sheet changes that file (a player's own, say)."""
    if not os.path.islink(path):
        return None
    target = Path(os.path.realpath(path))
    return None if target.is_relative_to(os.path.realpath(path.parent)) else target


def summarize(path: Path) -> CharacterSummary | BrokenFile:
    """Read and validate one sheet and make its summary (or say why it cannot be loaded)."""
    from talekeeper.core.storage.jsonio import finish

    return finish(summarize_in_steps(path))  # type: ignore[no-any-return]  # `Steps` ends in Any; these steps end in a summary or a BrokenFile


def summarize_in_steps(path: Path) -> Steps:
    """`summarize` in slices of a few milliseconds (`read_character_in_steps`)."""
    from talekeeper.core.storage.files import read_character_in_steps

    try:
        loaded = yield from read_character_in_steps(path)
    except SheetFileError as error:
        return BrokenFile(path, error)
    return CharacterSummary.of(loaded.character, path)


def quick_summary(path: Path) -> CharacterSummary | None:
    """A first look at one sheet: its summary from the parsed JSON, without validating the whole
    sheet (about a third of the time `summarize` takes). None when the sheet does not look right
    at this glance; `summarize` then says why. A quick summary may show a sheet that would fail to
    load: it is listed only until `summarize` has confirmed it."""
    import json  # here: the first paint needs no sheet read

    from talekeeper.core.storage.migrations import CHARACTER_FORMAT, MigrationError, migrate
    from talekeeper.core.storage.raw import read_bytes

    try:
        raw = migrate(json.loads(read_bytes(path)), CHARACTER_FORMAT).data
        harm, dogs, heroquest = raw.get("harm", {}), raw.get("dogs", {}), raw.get("heroquest", {})
        debilities = harm.get("debilities", {})
        injury = dogs.get("injury")
        name = _text(raw["name"])
        return CharacterSummary._made(
            path, _text(raw["id"]), name, _KIND[raw.get("kind", CharacterKind.PLAYER_CHARACTER.value)],
            _whole(harm.get("hp", 0)), _whole(harm.get("max_hp", 0)), _STATUS[harm.get("status", HarmStatus.FINE.value)],
            words=[
                name, raw.get("concept", ""), *raw.get("tags", ()), *(a["name"] for a in heroquest.get("abilities", ())),
                *(t["text"] for t in dogs.get("traits", ())), *(r["subject"] for r in dogs.get("relationships", ())),
                *(b["name"] for b in dogs.get("belongings", ())),
            ],
            marked=tuple(d for d in Debility if _flag(debilities.get(d.value, False))),
            state_levels=[_LEVEL[state["level"]] for state in heroquest.get("states", ())],
            open_wounds=sum(1 for wound in harm.get("wounds", ()) if not _flag(wound.get("stabilised", False))),
            injury=None if injury is None else _INJURY[injury["stage"]],
        )
    except (SheetFileError, MigrationError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None
