"""The differences between two versions of a sheet (core.diff) in the sheet's own words: the
captions the editor shows for each section and field, item names, and values as the editor shows
them (labels, signs, names instead of ids)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication

from talekeeper.core.diff import Item, changes, item_name
from talekeeper.core.model import Character, State
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.widgets import without_mnemonic
from talekeeper.desktop.words.labels import label

Caption = tuple[str, str]
"""(translation context, source text) of a caption the editor already shows (so already translated)."""

SECTIONS: dict[str, Caption] = {
    "": ("CharacterEditor", "&Character"),
    "heroquest": ("CharacterEditor", "Hero&Quest"),
    "dogs": ("CharacterEditor", "&Dogs"),
    "harm": ("CharacterEditor", "H&arm"),
    "history": ("CharacterEditor", "Histor&y"),
}

_I, _H, _D, _S = "IdentitySection", "HeroQuestSection", "DogsSection", "HarmSection"
CAPTIONS: dict[tuple[str, ...], Caption] = {
    ("name",): (_I, "&Name"), ("kind",): (_I, "&Kind"), ("player",): (_I, "P&layer"), ("concept",): (_I, "C&oncept"),
    ("tags",): (_I, "&Tags"), ("notes",): (_I, "Note&s"), ("portrait",): (_I, "Portrait"),
    ("heroquest", "hero_points"): (_H, "Hero poi&nts"), ("heroquest", "abilities"): (_H, "Abilities"),
    ("heroquest", "abilities", "*", "name"): (_H, "Ability"), ("heroquest", "abilities", "*", "rating"): (_H, "Rating"),
    ("heroquest", "abilities", "*", "kind"): (_H, "Kind"), ("heroquest", "abilities", "*", "notes"): (_H, "Notes"),
    ("heroquest", "abilities", "*", "parent_id"): (_H, "Belongs to"), ("heroquest", "abilities", "*", "uses_left"): (_H, "Uses left"),
    ("heroquest", "abilities", "*", "uses_per_day"): (_H, "Uses a day"), ("heroquest", "abilities", "*", "mystic_aspect"): (_H, "Mystic aspect"),
    ("heroquest", "abilities", "*", "initiate"): (_H, "Initiate"),
    ("heroquest", "abilities", "*", "spirit_power"): ("DiffWords", QT_TRANSLATE_NOOP("DiffWords", "Spirit's power")),
    ("heroquest", "abilities", "*", "captor"): ("DiffWords", QT_TRANSLATE_NOOP("DiffWords", "Captor")),
    ("heroquest", "states", "*", "episodes_rested"): ("DiffWords", QT_TRANSLATE_NOOP("DiffWords", "Episodes rested")),
    ("heroquest", "states"): (_H, "States of adversity"), ("heroquest", "states", "*", "level"): (_H, "State"),
    ("heroquest", "states", "*", "scale"): (_H, "Scale"), ("heroquest", "states", "*", "relates_to"): (_H, "Relates to"),
    ("heroquest", "states", "*", "physical"): (_H, "Physical"), ("heroquest", "states", "*", "source"): (_H, "Source"),
    ("heroquest", "states", "*", "date"): (_H, "Date"), ("heroquest", "states", "*", "ability_ids"): (_H, "Abilities the state relates to"),
    ("heroquest", "improvements"): ("Export", "Improvements"), ("heroquest", "improvements", "*", "ability_id"): (_H, "Ability"),
    ("heroquest", "benefits"): (_H, "Lingering benefits"), ("heroquest", "benefits", "*", "bonus"): (_H, "Bonus"),
    ("heroquest", "benefits", "*", "ability_id"): (_H, "Ability"), ("heroquest", "benefits", "*", "reason"): (_H, "Reason"),
    ("heroquest", "benefits", "*", "source"): (_H, "Source"), ("heroquest", "benefits", "*", "date"): (_H, "Date"),
    ("dogs", "traits"): (_D, "Traits"), ("dogs", "traits", "*", "text"): (_D, "Trait"), ("dogs", "traits", "*", "dice"): (_D, "Dice"),
    ("dogs", "relationships"): (_D, "Relationships"), ("dogs", "relationships", "*", "subject"): (_D, "Relationship"),
    ("dogs", "relationships", "*", "kind"): (_D, "Kind"), ("dogs", "relationships", "*", "dice"): (_D, "Dice"),
    ("dogs", "unassigned_relationship_dice"): (_D, "&Unassigned relationship dice"),
    ("dogs", "belongings"): (_D, "Belongings"), ("dogs", "belongings", "*", "name"): (_D, "Belonging"),
    ("dogs", "belongings", "*", "dice"): (_D, "Dice"), ("dogs", "black_armor", "description"): (_D, "Black a&rmor"),
    ("dogs", "black_armor", "dice"): (_D, "Black armor d&ice"), ("dogs", "next_conflict"): (_D, "Next conflict only"),
    ("dogs", "next_conflict", "*", "kind"): (_D, "Effect"), ("dogs", "next_conflict", "*", "text"): (_D, "Text"),
    ("dogs", "next_conflict", "*", "reason"): (_D, "Reason"), ("dogs", "next_conflict", "*", "stat"): ("DiffWords", QT_TRANSLATE_NOOP("DiffWords", "Stat")),
    ("dogs", "next_conflict", "*", "relationship_id"): (_D, "Relationship"), ("dogs", "next_conflict", "*", "used"): (_D, "Used"),
    ("dogs", "soul_sold"): (_D, "Sold their soul to a demon"), ("dogs", "injury"): (_D, "Injury awaiting a step"),
    ("harm", "hp"): (_S, "HP"), ("harm", "max_hp"): (_S, "&Max HP"), ("harm", "armor"): (_S, "Arm&or"),
    ("harm", "supplies"): (_S, "&Supplies"), ("harm", "provisions"): (_S, "P&rovisions"), ("harm", "damage"): (_S, "Dama&ge"),
    ("harm", "status"): (_S, "S&tatus"), ("harm", "wounds"): (_S, "Problematic wounds"),
    ("harm", "wounds", "*", "description"): (_S, "Problematic wound"), ("harm", "wounds", "*", "stabilised"): (_S, "Stabilised"),
    ("harm", "wounds", "*", "permanent"): (_S, "Permanent"), ("harm", "wounds", "*", "interim_effects"): (_S, "Interim effects"),
    ("harm", "wounds", "*", "requirements"): (_S, "Treatment or plan of the selected wound"),
    ("harm", "wounds", "*", "requirements", "*", "text"): (_S, "Requirement"), ("harm", "wounds", "*", "requirements", "*", "done"): (_S, "Done"),
    ("harm", "mess_kit"): (_S, "Mess kit"), ("harm", "bedroll"): (_S, "Bedroll"),
    ("harm", "recover_locked"): (_S, "Recover used (until damaged again)"), ("harm", "advantage_next_roll"): (_S, "Advantage on next roll"),
}
HARM_STATS = {"str_": "STR", "dex": "DEX", "con": "CON", "int_": "INT", "wis": "WIS", "cha": "CHA"}


def caption(key: Caption) -> str:
    return without_mnemonic(QCoreApplication.translate(*key)).rstrip(":")


@dataclass(frozen=True)
class Row:
    """One difference as shown: the section, what (captions and item names), now, kept version."""

    section: str
    what: str
    now: str
    kept: str


def _key(path: tuple[Any, ...]) -> tuple[str, ...]:
    return tuple("*" if isinstance(step, Item) else step for step in path)


def _what(path: tuple[Any, ...], characters: tuple[Character, ...] = ()) -> str:
    words = []
    for number, step in enumerate(path):
        if isinstance(step, Item):
            state = _state(step.id, characters) if _key(path[:number]) == ("heroquest", "states") else None
            if state is not None:
                words.append(state_words(state, characters))
            elif step.name:  # an item with no name
                words.append(step.name)
            continue
        key = _key(path[: number + 1])
        if key == ("history",):
            words.append(QCoreApplication.translate("DiffWords", "Entries"))
        elif key in CAPTIONS:
            words.append(caption(CAPTIONS[key]))
        elif key[:2] in (("dogs", "stats"), ("harm", "debilities")) and number == 2:
            words.append(_enum_word(key))
        elif key[:2] == ("harm", "stats") and number == 2:
            words.append(HARM_STATS.get(step, step))
        elif number == len(path) - 1 and step not in SECTIONS:
            words.append(step.replace("_", " ").capitalize())
    return " › ".join(words)


def place(path: tuple[Any, ...], characters: tuple[Character, ...] = ()) -> tuple[str, str]:
    """A place on the sheet (a path of `core.diff` steps) in words: its section's caption, and the
    field's captions and item names (`Abilities › Sword › Rating`); a state of adversity is named
    by its level and what it relates to (found in `characters`), not by its id."""
    return caption(SECTIONS[path[0] if path and path[0] in SECTIONS else ""]), _what(path, characters)


def _state(state_id: str, characters: tuple[Character, ...]) -> State | None:
    return next((s for c in characters for s in c.heroquest.states if s.id == state_id), None)


def state_words(state: State, characters: tuple[Character, ...]) -> str:
    """`Hurt — reputation in Boldhome`, `Impaired — Sword, Ride Horse`, or the level alone."""
    about = state.relates_to or (_names(state.ability_ids, characters) if state.ability_ids else "")
    return label(state.level) + (f" — {about}" if about else "")


def _enum_word(key: tuple[str, ...]) -> str:
    from talekeeper.core.model import Debility, DogsStat

    enum = DogsStat if key[0] == "dogs" else Debility
    try:
        return label(enum(key[2]))
    except ValueError:  # not a stat or debility this program knows (a history event from a file)
        return key[2].replace("_", " ").capitalize()


def _names(ids: Any, characters: tuple[Character, ...]) -> str:
    found = {}
    for character in characters:
        found.update({a.id: a.name for a in character.heroquest.abilities})
        found.update({r.id: r.subject for r in character.dogs.relationships})
    if isinstance(ids, tuple):
        return ", ".join(str(found.get(i, i)) for i in ids)
    return str(found.get(ids, ids))


def value_text(path: tuple[Any, ...], value: Any, characters: tuple[Character, ...]) -> str:
    """A value as the editor shows it ("—" for nothing)."""
    key = _key(path)
    if value is None or value == () or value == "":
        return "—"
    if key == ("portrait",):
        return QCoreApplication.translate("DiffWords", "a portrait")
    if key[-1:] in (("ability_id",), ("parent_id",), ("relationship_id",), ("ability_ids",)):
        return _names(value, characters)
    if isinstance(value, bool):
        return QCoreApplication.translate("RecordModel", "yes") if value else QCoreApplication.translate("RecordModel", "no")
    if isinstance(value, Enum):
        return label(value)
    if key[:2] == ("harm", "stats") and isinstance(value, int):
        return f"{value:+d}" if value else "0"
    if key[:2] == ("dogs", "stats") and isinstance(value, int):
        return f"{value}d6"
    if isinstance(value, State):
        return state_words(value, characters)
    if isinstance(value, BaseModel):
        dice = getattr(value, "dice", None)
        return item_name(value) + (f" ({dice})" if dice else "")
    if isinstance(value, tuple):
        return ", ".join(value_text(path, v, characters) for v in value)
    return str(value)


def rows(now: Character, kept: Character) -> list[Row]:
    """What putting `kept` back would change on the sheet as it is `now`, in the sheet's order."""
    both = (now, kept)
    found = []
    for change in changes(now, kept):
        found.append(Row(*place(change.path, both), value_text(change.path, change.old, both), value_text(change.path, change.new, both)))
    return found


def summary(found: list[Row], most: int = 3) -> str:
    """A version's line in the list: how many differences and the first few."""
    if not found:
        return QCoreApplication.translate("DiffWords", "the same as now")
    comma = QCoreApplication.translate("DiffWords", ", ")
    names = comma.join(row.what for row in found[:most]) + (comma + "…" if len(found) > most else "")
    return QCoreApplication.translate("DiffWords", "%n difference(s): %1", "", len(found)).replace("%1", names)

