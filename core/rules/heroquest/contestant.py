"""What one contestant rolls at: an ability of a sheet (HQ-21 effective rating, HQ-27 kinds), no
fitting ability (HQ-2), or a bare rating (a resistance), with the standard modifiers of HQ-3."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from talekeeper.core.model.character import Character
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.consequences import state_effect
from talekeeper.core.rules.heroquest.effective import (
    Effective,
    Part,
    Situation,
    apply_states,
    effective_rating,
    finish,
    given_parts,
    situation_parts,
)
from talekeeper.core.rules.heroquest.results import as_rating
from talekeeper.core.rules.heroquest.tables import (
    HQ2_TARGETS,
    HQ3_EXTRA_OPPONENT,
    HQ3_IMPROVISED_DEFAULT,
    HQ3_IMPROVISED_RANGE,
)

__all__ = ["HQ2_TARGETS", "HQ3_EXTRA_OPPONENT", "IMPROVISED_DEFAULT", "IMPROVISED_RANGE", "NoAbility", "Situation", "contestant_rating"]


class NoAbility(str, Enum):
    """HQ-2: a character without a fitting ability."""

    COMMON = "common"
    SPECIAL = "special"


IMPROVISED_DEFAULT = HQ3_IMPROVISED_DEFAULT
"""HQ-3: the improvised-use modifier, -1..-20, default -5."""
IMPROVISED_RANGE = HQ3_IMPROVISED_RANGE


def contestant_rating(
    character: Character | None,
    ability_id: str | None,
    *,
    no_ability: NoAbility = NoAbility.COMMON,
    rating: Rating | str | None = None,
    augment: int = 0,
    modifiers: Iterable[tuple[str, int]] = (),
    situation: Situation | None = None,
) -> Effective:
    """The effective rating one side contests with.

    With a sheet and an ability: `effective_rating` (states, benefits, augment, the situation's
    HQ-3 modifiers, modifiers). With a sheet and no ability: the HQ-2 target, with the states
    that relate to every ability. With no sheet: `rating` (a resistance, HQ-13/HQ-15) with the
    augment and modifiers.
    """
    modifiers = tuple(modifiers)
    if character is not None and ability_id is not None:
        return effective_rating(character, ability_id, augment=augment, modifiers=modifiers, situation=situation)
    more: list[Part] = [*situation_parts(character.heroquest if character is not None else None, situation), *given_parts(modifiers)]
    if character is None:
        base = as_rating(rating if rating is not None else Rating(0))
        return finish(base, base.value, [], augment, more, 0, True, False)
    base = Rating(HQ2_TARGETS[NoAbility(no_ability).value])
    parts: list[Part] = []
    # only the states that relate to everything apply to an ability the sheet does not have;
    # HQ-21's order is `apply_states`' (the same as for an ability on the sheet)
    states = [s for s in character.heroquest.states if not s.ability_ids or state_effect(s.scale, s.level).all_abilities]
    value, bumps, can_act, wherewithal = apply_states(base.value, states, parts)
    return finish(base, value, parts, augment, more, bumps, can_act, wherewithal)
