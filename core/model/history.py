"""C-3: every roll or rules action that changes a character is written to its history."""

from __future__ import annotations

from enum import Enum

from pydantic import AwareDatetime, Field

from core.model.common import Id, LongText, Model, ShortText, id_field, utc_now


class HistoryKind(str, Enum):
    CREATED = "created"
    EDIT = "edit"
    HEROQUEST = "heroquest"
    DOGS = "dogs"
    HARM = "harm"
    DOWNTIME = "downtime"
    SESSION = "session"
    FILE = "file"


class HistoryEntry(Model):
    """One step in a character's story: when, what kind, a summary, the dice and what changed."""

    id: Id = id_field()
    time: AwareDatetime = Field(default_factory=utc_now)
    kind: HistoryKind = HistoryKind.EDIT
    summary: ShortText
    dice: ShortText = ""
    details: tuple[LongText, ...] = ()
