"""Edits to a sheet by hand: pure functions that return a new, validated character.

A place in a sheet is a path: attribute names, and item ids inside lists of items, such as
`("heroquest", "abilities", "<ability id>", "rating")`. Every edit appends one history entry
(C-3) holding its events (`core.edit_events`: each place changed, with the values before and
after), which the desktop words in the reader's language, and the summary the caller gives (the
GUI passes it in the user's language, for readers outside the program).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from talekeeper.core.edit_events import debilities_cleared, edit_events, merged
from talekeeper.core.model import (
    Ability,
    AbilityKind,
    Benefit,
    Character,
    CharacterKind,
    Debilities,
    State,
    StateLevel,
    StateScale,
)
from talekeeper.core.model.common import Model, clip, evolve
from talekeeper.core.model.heroquest import PARENT_KIND, SCALE_LEVELS
from talekeeper.core.refusal import Refusal, RefusalCode
from talekeeper.core.refusals import EDIT_EMPTY, EDIT_NO_SUCH_ITEM, EDIT_TOO_LARGE, EDIT_TOO_LONG, EDIT_TOO_MANY, EDIT_TOO_SMALL, NO_SUCH_FIELD, NOT_ACCEPTED

Path = Sequence[str]


class EditError(Refusal):
    """An edit that would make the sheet invalid; the code and parameters say why, `field` where
    (`heroquest.abilities.0.rating`)."""

    CONTEXT = {"field": str}

    @classmethod
    def of(cls, error: ValidationError) -> EditError:
        """The first problem pydantic found, as a refusal with a code the desktop words: the
        model's own refusal where there is one, else the kind of limit broken."""
        first = error.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"])
        context = first.get("ctx", {})
        cause = context.get("error")
        if isinstance(cause, Refusal):
            return cls.like(cause, field=where)
        declared, params = _LIMITS.get(first["type"], (NOT_ACCEPTED, ()))
        return cls(declared, field=where, **{name: context.get(key) for name, key in params})

    def english(self) -> str:
        field = self.params.get("field")
        return f"{field}: {super().english()}" if field else super().english()


_LIMITS: dict[str, tuple[RefusalCode, tuple[tuple[str, str], ...]]] = {
    "less_than_equal": (EDIT_TOO_LARGE, (("most", "le"),)),
    "less_than": (EDIT_TOO_LARGE, (("most", "lt"),)),
    "greater_than_equal": (EDIT_TOO_SMALL, (("least", "ge"),)),
    "greater_than": (EDIT_TOO_SMALL, (("least", "gt"),)),
    "string_too_long": (EDIT_TOO_LONG, (("most", "max_length"),)),
    "too_long": (EDIT_TOO_MANY, (("most", "max_length"),)),
    "string_too_short": (EDIT_EMPTY, ()),
    "missing": (EDIT_EMPTY, ()),
}
"""pydantic's error types -> (refusal code, (parameter, pydantic context key) ...)."""


def get(value: Any, path: Path) -> Any:
    """The value at `path` (item ids step into lists of items)."""
    for step in path:
        value = value[_index(value, step)] if isinstance(value, tuple) else getattr(value, step)
    return value


def _index(items: tuple[Any, ...], item_id: str) -> int:
    for index, item in enumerate(items):
        if getattr(item, "id", None) == item_id:
            return index
    raise EditError(EDIT_NO_SUCH_ITEM, id=item_id)


def _replace(value: Any, path: Path, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, tuple):
        index = _index(value, head)
        return (*value[:index], _replace(value[index], rest, new), *value[index + 1 :])
    if not isinstance(value, Model) or head not in type(value).model_fields:
        raise EditError(NO_SUCH_FIELD, field=head)
    return evolve(value, **{head: _replace(getattr(value, head), rest, new)})


def _apply(character: Character, path: Path, new: Any, summary: str, lead: Path) -> Character:
    try:
        changed: Character = _replace(character, path, new)
    except ValidationError as error:
        raise EditError.of(error) from None
    return changed.recorded(summary, events=edit_events(character, changed, lead))


def set_field(character: Character, path: Path, value: Any, summary: str, *, lead: Path | None = None) -> Character:
    """Set one field; the value is validated as if read from a file (`"17w2"` becomes `17W2`).
    `lead`: the place the user edited, when `path` is larger (its event comes first)."""
    return _apply(character, path, value, summary, path if lead is None else lead)


def add_item(character: Character, path: Path, item: BaseModel, summary: str) -> Character:
    """Append an item to the list at `path`."""
    return _apply(character, path, (*get(character, path), item), summary, path)


def remove_item(character: Character, path: Path, item_id: str, summary: str) -> Character:
    """Remove an item; links to it go too (a benefit on a removed ability, a state's link to it)."""
    items = get(character, path)
    kept = tuple(item for item in items if item.id != item_id)
    if len(kept) == len(items):
        raise EditError(EDIT_NO_SUCH_ITEM, id=item_id)
    try:
        key = (path[0], path[1]) if len(path) == 2 else None
        cascade = _CASCADES.get(key) if key is not None else None
        changed: Character = cascade(character, kept, item_id) if cascade is not None else _replace(character, path, kept)
    except ValidationError as error:
        raise EditError.of(error) from None
    return changed.recorded(summary, events=edit_events(character, changed, (*path, item_id)))


def _remove_ability(character: Character, abilities: tuple[Any, ...], ability_id: str) -> Character:
    hq = character.heroquest
    abilities = tuple(evolve(a, parent_id=None) if a.parent_id == ability_id else a for a in abilities)
    states = tuple(evolve(s, ability_ids=tuple(i for i in s.ability_ids if i != ability_id)) for s in hq.states)
    benefits = tuple(b for b in hq.benefits if b.ability_id != ability_id)
    improvements = tuple(evolve(i, ability_id=None) if i.ability_id == ability_id else i for i in hq.improvements)
    new_hq = evolve(hq, abilities=abilities, states=states, benefits=benefits, improvements=improvements)
    return evolve(character, heroquest=new_hq)


def _remove_relationship(character: Character, relationships: tuple[Any, ...], relationship_id: str) -> Character:
    dogs = character.dogs
    effects = tuple(e for e in dogs.next_conflict if e.relationship_id != relationship_id)
    return evolve(character, dogs=evolve(dogs, relationships=relationships, next_conflict=effects))


def without_ability(character: Character, ability_id: str) -> Character:
    """The character without one ability and every link to it (no history entry)."""
    abilities = tuple(a for a in character.heroquest.abilities if a.id != ability_id)
    return _remove_ability(character, abilities, ability_id)


_CASCADES = {
    ("heroquest", "abilities"): _remove_ability,
    ("dogs", "relationships"): _remove_relationship,
}


def change_kind(character: Character, kind: CharacterKind, summary: str) -> Character:
    """GM-1: the kind decides which rules apply; NPCs and monsters never keep debilities (ST-7)."""
    kind = CharacterKind(kind)
    changed = evolve(character, kind=kind)
    events = edit_events(character, changed)
    marked = character.harm.debilities.marked()
    if not kind.has_debilities and marked:
        changed = evolve(changed, harm=evolve(character.harm, debilities=Debilities()))
        events.append(debilities_cleared(marked))
    return changed.recorded(summary, events=events)


def squash_history(before: Character, after: Character, summary: str) -> Character:
    """`after` with the history entries added since `before` made into one, named `summary`
    (quick edits of one field, such as typing a name in two goes, are one step of the story)."""
    added = after.history[len(before.history) :]
    if len(added) < 2 or after.history[: len(before.history)] != before.history:
        return after
    events = merged(e for entry in added for e in entry.events)
    one = evolve(added[-1], summary=clip(summary), details=tuple(d for entry in added for d in entry.details), events=tuple(events))
    return evolve(after, history=(*before.history, one))


# -- HQ fields whose change decides others (HQ-1, HQ-14, HQ-20, HQ-27) ---------------------------------


def change_ability_kind(ability: Ability, kind: AbilityKind | str) -> Ability:
    """HQ-27: an ability of another kind keeps only what that kind has: a link to an affinity,
    grimoire or served skill (feats, spells, skill spirits), fetish uses, the initiate mark (an
    affinity's)."""
    kind = AbilityKind(kind)
    changes: dict[str, object] = {"kind": kind}
    if kind not in PARENT_KIND:
        changes["parent_id"] = None
    if kind is not AbilityKind.FETISH:
        changes.update(uses_left=0, uses_per_day=0)
    if kind is not AbilityKind.AFFINITY:
        changes["initiate"] = False
    return evolve(ability, **changes)


def change_state_scale(state: State, scale: StateScale | str) -> State:
    """HQ-20: a state moved to the other scale keeps its level where that scale has it, else it
    becomes hurt (dazed exists only on the herowars scale, impaired only on the heroquest one)."""
    scale = StateScale(scale)
    level = state.level if state.level in SCALE_LEVELS[scale] else StateLevel.HURT
    return evolve(state, scale=scale, level=level)


def benefit_bonus(text: str) -> int:
    """A lingering benefit's bonus typed as `3` or `+3`, within the model's limits (HQ-14)."""
    digits = text.strip().removeprefix("+")
    if not digits.isdigit():
        raise EditError(NOT_ACCEPTED, field="bonus")
    try:
        Benefit(bonus=int(digits), ability_id="0" * 32)
    except ValidationError as error:
        raise EditError.of(error) from None
    return int(digits)
