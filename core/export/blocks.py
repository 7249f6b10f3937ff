"""The building blocks of an exported sheet, free of any wording and of any output format.

A `Cell` is one of: plain `str` (text from the file, shown as is and escaped by the renderer),
`Word` (an id the caller turns into a label in the user's language), an `Enum` member (the
caller words it too), a `Joined` list of cells or a `Phrase` (a worded template with `%1`.. placeholders filled by cells).
Renderers call `text_of(cell, words)` to get plain text, then escape it for their format.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from talekeeper.core.deprecated import old_name


class Word(str):
    """A label id (`"section.identity"`), worded by the caller's `words`."""


@dataclass(frozen=True)
class Phrase:
    """A worded template (id `key`, with `%1`, `%2`.. placeholders) and the cells that fill it."""

    key: str
    args: tuple[Cell, ...] = ()


@dataclass(frozen=True)
class Joined:
    """Several cells shown one after another, separated by `sep`."""

    parts: tuple[Cell, ...]
    sep: str = "; "


Cell = str | Word | Enum | Phrase | Joined
Words = Callable[[Word | Enum], str]
"""Turns a label id or a core enum member into text in the user's language."""


def text_of(cell: Cell, words: Words) -> str:
    """The plain text of a cell in the user's language (not escaped)."""
    if isinstance(cell, Phrase):
        text = words(Word(cell.key))
        # Fill from the highest number down so %1 does not eat the start of %10.
        for index in range(len(cell.args), 0, -1):
            text = text.replace(f"%{index}", text_of(cell.args[index - 1], words))
        return text
    if isinstance(cell, Joined):
        return cell.sep.join(text_of(part, words) for part in cell.parts)
    if isinstance(cell, (Word, Enum)):
        return words(cell)
    return str(cell)


def yes_no(flag: bool) -> Word:
    return Word("yes") if flag else Word("no")


@dataclass(frozen=True)
class Fields:
    """Label/value pairs ("HP: 12 / 18")."""

    rows: tuple[tuple[Word, Cell], ...]


@dataclass(frozen=True)
class Grid:
    """Rows under worded column headers."""

    headers: tuple[Word, ...]
    rows: tuple[tuple[Cell, ...], ...]


@dataclass(frozen=True)
class Checklist:
    """A titled list of items, each done or not (a wound's treatment, a debility's tending)."""

    title: Cell
    items: tuple[tuple[bool, Cell], ...]
    notes: tuple[Cell, ...] = ()


@dataclass(frozen=True)
class Text:
    """Free text from the file (notes), kept line by line."""

    text: str


@dataclass(frozen=True)
class Empty:
    """Nothing of this kind on the sheet (worded as `Word("none")`)."""


Block = Fields | Grid | Checklist | Text | Empty


@dataclass(frozen=True)
class Section:
    """One part of the sheet under a worded heading, in a rule family (`family` is a Word or "")."""

    key: str
    title: Word
    blocks: tuple[Block, ...]
    family: str = ""


@dataclass(frozen=True)
class Sheet:
    """A whole character for export: its name and its sections in order."""

    name: str
    sections: tuple[Section, ...] = field(default_factory=tuple)


if not TYPE_CHECKING:  # at run time only, so mypy still refuses a misspelt name read from this module

    def __getattr__(name: str) -> object:
        """`Table`, a printed table's old name (the operations' `Table` is the sheets at hand), still
        reads as `Grid` with a DeprecationWarning."""
        return old_name(__name__, name)
