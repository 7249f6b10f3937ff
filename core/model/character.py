"""The character sheet: identity, the three rule families' sections and the history."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import Field

from talekeeper.core.model.common import (
    Id,
    LongText,
    Model,
    Name,
    ShortText,
    clip,
    evolve,
    id_field,
)
from talekeeper.core.model.dogs import Dogs
from talekeeper.core.model.enums import CharacterKind
from talekeeper.core.model.heroquest import HeroQuest
from talekeeper.core.model.history import Event, HistoryEntry, HistoryKind
from talekeeper.core.model.portrait import Portrait
from talekeeper.core.model.stonetop import Harm

Tag = ShortText


class Character(Model):
    """A whole sheet. `Character(name="Vasana")` is a valid, empty player character."""

    id: Id = id_field()
    name: Name
    kind: CharacterKind = CharacterKind.PLAYER_CHARACTER
    player: ShortText = ""
    concept: ShortText = ""
    notes: LongText = ""
    tags: tuple[Tag, ...] = Field(default=(), max_length=100)
    portrait: Portrait | None = None
    heroquest: HeroQuest = HeroQuest()
    dogs: Dogs = Dogs()
    harm: Harm = Harm()
    history: tuple[HistoryEntry, ...] = ()

    def recorded(
        self,
        summary: str = "",
        *,
        kind: HistoryKind = HistoryKind.EDIT,
        dice: str = "",
        details: Iterable[str] = (),
        events: Iterable[Event] = (),
    ) -> Character:
        """This character with one more history entry (C-3): when, what kind, what, dice, changes.
        Rules actions give `events` and no summary (the desktop words them in the reader's
        language and fills the summary in for readers outside the program)."""
        entry = HistoryEntry(kind=kind, summary=clip(summary), dice=clip(dice), details=tuple(details), events=tuple(events))
        return evolve(self, history=(*self.history, entry))
