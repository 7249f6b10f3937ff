"""C-3: every roll or rules action that changes a character is written to its history."""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import AwareDatetime, Field, StrictBool, StrictInt, StringConstraints

from talekeeper.core.model.common import Id, LongText, Model, ShortText, id_field, utc_now


class HistoryKind(str, Enum):
    CREATED = "created"
    EDIT = "edit"
    HEROQUEST = "heroquest"
    DOGS = "dogs"
    HARM = "harm"
    DOWNTIME = "downtime"
    SESSION = "session"
    FILE = "file"


EventKind = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$", max_length=80)]
EventValue = StrictBool | StrictInt | ShortText | None | tuple[StrictInt | ShortText, ...]
"""What an event's parameter may hold: a flag, a whole number, a short text (a name, an enum's
value), nothing, or a list of whole numbers and texts (die faces, names)."""


class Event(Model):
    """What happened, as a kind and its parameters, with no words: the desktop words it in the
    reader's language (`core.events` lists every kind and its parameters)."""

    kind: EventKind
    params: dict[Annotated[str, StringConstraints(max_length=40)], EventValue] = Field(default_factory=dict, max_length=40)


class HistoryEntry(Model):
    """One step in a character's story: when, what kind, a summary, the dice and what changed.

    Entries written by a rules action carry `events` (the first says what happened, the others
    what changed); the program shows them in the reader's language. `summary` and `details`
    are the same in the words of the language in use when the entry was written (older files
    have only those), for readers outside the program."""

    id: Id = id_field()
    time: AwareDatetime = Field(default_factory=utc_now)
    kind: HistoryKind = HistoryKind.EDIT
    summary: ShortText
    dice: ShortText = ""
    details: tuple[LongText, ...] = ()
    events: tuple[Event, ...] = Field(default=(), max_length=200)
