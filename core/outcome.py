"""The one shape of a rules action: `operation(table, inputs) -> Outcome`.

An operation reads a `Table` (the sheets it may touch by character id, the campaign settings,
and the play state of a DV conflict or HQ extended contest where there is one), takes the user's
inputs and dice as a frozen value, and returns an `Outcome`: the characters it changed (each
with the history entry it wrote, C-3), the play state after it, and events that say what
happened in no language. Nothing is written anywhere: the desktop's runner applies an outcome
as one undo step, and a dialog previews one by running the same operation without applying it.
Refusals raise `core.refusal.Refusal`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from talekeeper.core.model.campaign import Campaign
from talekeeper.core.model.character import Character
from talekeeper.core.model.history import Event
from talekeeper.core.refusal import Refusal
from talekeeper.core.refusals import NO_SUCH_CHARACTER


@dataclass(frozen=True)
class Table:
    """What an operation may read: sheets by character id, campaign settings, the play state."""

    sheets: Mapping[str, Character] = field(default_factory=dict)
    campaign: Campaign = field(default_factory=Campaign)
    play: Any = None
    """The DV `Conflict` or HQ `ExtendedContest` the action belongs to, if any."""
    others: Mapping[str, Any] = field(default_factory=dict)
    """Other saved play states by id that the action may change (DV-21: a saved conflict holding
    a die kept for a follow-up, which a new conflict carries in)."""

    @classmethod
    def of(cls, characters: Iterable[Character], campaign: Campaign | None = None, play: Any = None) -> Table:
        return cls({c.id: c for c in characters}, campaign or Campaign(), play)

    def sheet(self, character_id: str) -> Character:
        """The sheet with this id; a refusal when the table does not hold it."""
        try:
            return self.sheets[character_id]
        except KeyError:
            raise Refusal(NO_SUCH_CHARACTER, id=character_id) from None


@dataclass(frozen=True)
class Outcome:
    """What a rules action did. `title` names it (the undo step, the status bar); `sheets` are
    the characters it changed; `play` the play state after it (None: no play state involved);
    `ended` says the play state is done with (its file can go); `notes` are things to tell the
    user that no sheet records (warnings, who paid for a meal); `remarks` the same about one
    character (by id), such as a reminder for a character the action did not change."""

    title: Event
    sheets: tuple[Character, ...] = ()
    play: Any = None
    ended: bool = False
    notes: tuple[Event, ...] = ()
    remarks: Mapping[str, tuple[Event, ...]] = field(default_factory=dict)
    others: tuple[Any, ...] = ()
    """Other play states (of `Table.others`) the action changed."""
    others_ended: tuple[str, ...] = ()
    """Ids of those now done with (their files can go)."""
    follow_ups: tuple[FollowUp, ...] = ()

    def sheet(self, character_id: str) -> Character | None:
        return next((c for c in self.sheets if c.id == character_id), None)


@dataclass(frozen=True)
class FollowUp:
    """A rules action the rules say comes next for one character, such as rolling Death's Door
    after a hit that put them there (ST-6): the operation to run next and for whom."""

    operation: Callable[[Table, Any], Outcome]
    character_id: str


def changed(table: Table, characters: Iterable[Character]) -> tuple[Character, ...]:
    """The characters that differ from the table's version (an unchanged one is left out)."""
    return tuple(c for c in characters if table.sheets.get(c.id) != c)
