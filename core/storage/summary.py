"""What the roster shows of a character: a small value made from the sheet, kept in the index.

This module loads no pydantic: the roster can show summaries before any sheet is read.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.model.enums import CharacterKind, Condition, Debility, HarmStatus, InjuryStage, StateLevel
from core.storage.errors import SheetFileError

if TYPE_CHECKING:
    from core.model import Character

SHEET_SUFFIX = ".tale.json"
_LEVELS = list(StateLevel)  # mildest first (HQ-20), so the worst is the one latest in this list
_BY_VALUE = {enum: {m.value: m for m in enum} for enum in (CharacterKind, Condition, Debility, HarmStatus, InjuryStage, StateLevel)}
"""Enum members by value: a dict look-up is several times faster than calling the enum (5,000 rows)."""


@dataclass(frozen=True)
class CharacterSummary:
    """What the roster needs of a character, without keeping the whole sheet in memory."""

    path: Path
    id: str
    name: str
    kind: CharacterKind
    hp: int
    max_hp: int
    condition: Condition
    search_text: str
    """Lower-case names of the character, abilities, traits, relationships and belongings."""
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

    def to_json(self) -> dict[str, Any]:
        """The summary as index data (the path is the index's key, so it is left out)."""
        return {
            "id": self.id, "name": self.name, "kind": self.kind.value, "hp": self.hp, "max_hp": self.max_hp,
            "condition": self.condition.value, "search_text": self.search_text, "harm_status": self.harm_status.value,
            "debilities": [d.value for d in self.debilities],
            "worst_state": self.worst_state.value if self.worst_state else None,
            "open_wounds": self.open_wounds, "dv_injury": self.dv_injury.value if self.dv_injury else None,
        }

    @classmethod
    def from_json(cls, path: Path, data: dict[str, Any]) -> CharacterSummary:
        """Read index data back; any mismatch raises (KeyError, ValueError, TypeError)."""
        by = _BY_VALUE
        return cls(
            path, str(data["id"]), str(data["name"]), by[CharacterKind][data["kind"]], int(data["hp"]),
            int(data["max_hp"]), by[Condition][data["condition"]], str(data["search_text"]),
            by[HarmStatus][data["harm_status"]], tuple(by[Debility][d] for d in data["debilities"]),
            by[StateLevel][data["worst_state"]] if data["worst_state"] else None, int(data["open_wounds"]),
            by[InjuryStage][data["dv_injury"]] if data["dv_injury"] else None,
        )


@dataclass(frozen=True)
class BrokenFile:
    """A file in the library that failed to load; it is listed, never written to."""

    path: Path
    error: SheetFileError


def summarize(path: Path) -> CharacterSummary | BrokenFile:
    """Read one sheet and make its summary (or say why it cannot be read)."""
    from core.storage.files import read_character

    try:
        return CharacterSummary.of(read_character(path).character, path)
    except SheetFileError as error:
        return BrokenFile(path, error)
