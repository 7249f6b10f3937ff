"""HQ-26: buying an improvement with hero points, temporary or permanent, and what happens to a
temporary one later (made permanent by paying the difference, or ended, GM-2). Pure functions
returning the character with one HQ history entry (C-3); `end_improvements` is the end of
session's part, whose lines go in that step's own history entry."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from core.model.character import Character
from core.model.common import evolve
from core.model.heroquest import Ability, AbilityKind, Improvement
from core.model.history import HistoryKind
from core.rules.heroquest.improvement import HQ26_IMPROVEMENT_COSTS, improvement_cost, make_permanent_cost
from core.rules.heroquest.rating import Rating
from core.rules.heroquest.sheet import SheetError, change_rating, find_ability, spend_hero_points, with_hq

RAISES = {"ability": 1, "affinity": 1, "grimoire": 1, "lower_flaw": -1}
"""Rows that change an existing ability's rating: points per step (a flaw is lowered)."""
NEEDS_ABILITY = (*RAISES, "remove_flaw")
LEARNS = {
    "learn_common_ability": AbilityKind.COMMON, "learn_affinity": AbilityKind.AFFINITY,
    "learn_grimoire": AbilityKind.GRIMOIRE, "learn_feat": AbilityKind.FEAT, "learn_spell": AbilityKind.SPELL,
    "learn_technique": AbilityKind.COMMON, "capture_spirit": AbilityKind.FETISH,
    "integrate_spirit": AbilityKind.INTEGRATED_SPIRIT, "take_flaw": AbilityKind.FLAW,
}
"""Rows that add a new ability to the sheet, and the kind it usually has."""
LEARNED_AT = 12
"""HQ-26: learned abilities (and a flaw removed) are at 12."""
STEPPED = ("ability", "lower_flaw")


@dataclass(frozen=True)
class Purchase:
    """What the users chose in the improvement dialog."""

    key: str
    permanent: bool
    steps: int = 1
    ability_id: str | None = None
    """The ability raised, lowered or removed (rows in `NEEDS_ABILITY`)."""
    new_ability: Ability | None = None
    """The ability learned (rows in `LEARNS`; optional for the others)."""
    date: str = ""


def purchase_cost(purchase: Purchase) -> int:
    """HQ-26: the hero points it costs; a row with no such cost ("-"): SheetError."""
    cost = improvement_cost(purchase.key, permanent=purchase.permanent, steps=purchase.steps)
    if cost is None:
        kind = "permanent" if purchase.permanent else "temporary"
        raise SheetError(f"{HQ26_IMPROVEMENT_COSTS[purchase.key].label}: there is no {kind} improvement")
    return cost


def buy_improvement(character: Character, purchase: Purchase, *, summary: str) -> Character:
    """HQ-26: spend the hero points, make the change, list it among the sheet's improvements and
    write it to history. Refuses (SheetError) too few points, a missing ability, a flaw row on an
    ability that is not a flaw, or removing a flaw above 12."""
    cost = purchase_cost(purchase)
    new = spend_hero_points(character, cost)
    lines = [f"{HQ26_IMPROVEMENT_COSTS[purchase.key].label}: {'permanent' if purchase.permanent else 'temporary'}",
             f"hero points {character.heroquest.hero_points} -> {new.heroquest.hero_points}"]
    target = purchase.ability_id
    amount = purchase.steps
    removed: Ability | None = None
    if purchase.key in NEEDS_ABILITY:
        if target is None:
            raise SheetError("choose the ability to improve")
        ability = find_ability(new, target)
        if purchase.key in ("lower_flaw", "remove_flaw") and ability.kind is not AbilityKind.FLAW:
            raise SheetError(f"{ability.name} is not a flaw")
        if purchase.key == "remove_flaw":
            if ability.rating.value > LEARNED_AT:
                raise SheetError(f"a flaw is removed at {LEARNED_AT}; {ability.name} is {ability.rating}")
            new = _remove_ability(new, target)
            target = None
            removed = None if purchase.permanent else ability  # put back if it ends (HQ-26)
            lines.append(f"flaw {ability.name} removed")
        else:
            amount = RAISES[purchase.key] * purchase.steps
            new = change_rating(new, target, amount)
            lines.append(f"{ability.name} {ability.rating} -> {find_ability(new, target).rating}")
    elif purchase.new_ability is not None:
        learned = purchase.new_ability
        if purchase.key in LEARNS and purchase.key not in ("learn_technique", "learn_feat", "learn_spell", "capture_spirit"):
            learned = evolve(learned, rating=Rating(LEARNED_AT))
        new = with_hq(new, abilities=(*new.heroquest.abilities, learned))
        target = learned.id
        lines.append(f"learned {learned.name} at {learned.rating}")
    elif purchase.key in LEARNS:
        raise SheetError("name the ability learned")
    record = Improvement(item=purchase.key, ability_id=target, amount=amount, permanent=purchase.permanent,
                         cost=cost, date=purchase.date, removed=removed)
    new = with_hq(new, improvements=(*new.heroquest.improvements, record))
    return new.recorded(summary, kind=HistoryKind.HEROQUEST, details=lines)


def _remove_ability(character: Character, ability_id: str) -> Character:
    """Remove an ability and every link to it (as the sheet editor does)."""
    hq = character.heroquest
    abilities = tuple(evolve(a, parent_id=None) if a.parent_id == ability_id else a
                      for a in hq.abilities if a.id != ability_id)
    states = tuple(evolve(s, ability_ids=tuple(i for i in s.ability_ids if i != ability_id)) for s in hq.states)
    benefits = tuple(b for b in hq.benefits if b.ability_id != ability_id)
    improvements = tuple(evolve(i, ability_id=None) if i.ability_id == ability_id else i for i in hq.improvements)
    return with_hq(character, abilities=abilities, states=states, benefits=benefits, improvements=improvements)


def _find_improvement(character: Character, improvement_id: str) -> Improvement:
    for improvement in character.heroquest.improvements:
        if improvement.id == improvement_id:
            return improvement
    raise SheetError(f"{character.name} has no improvement with id {improvement_id}")


def keep_cost(improvement: Improvement) -> int | None:
    """HQ-26 Decision: the hero points that make a temporary improvement permanent (the permanent
    cost less the temporary one, for as many steps as were bought); None when it cannot be kept."""
    if improvement.permanent or improvement.item not in HQ26_IMPROVEMENT_COSTS:
        return None
    return make_permanent_cost(improvement.item, max(1, abs(improvement.amount)))


def temporary_improvements(character: Character) -> tuple[Improvement, ...]:
    """HQ-26 / GM-2: the temporary improvements the next end of session ends."""
    return tuple(i for i in character.heroquest.improvements if not i.permanent)


def _keep(character: Character, improvement: Improvement) -> tuple[Character, list[str]]:
    cost = keep_cost(improvement)
    if cost is None:
        raise SheetError(f"{_label(improvement)}: it cannot be made permanent")
    new = spend_hero_points(character, cost)
    kept = evolve(improvement, permanent=True, cost=improvement.cost + cost, removed=None)
    new = with_hq(new, improvements=tuple(kept if i.id == improvement.id else i for i in new.heroquest.improvements))
    return new, [f"{_label(improvement)}: made permanent, {cost} hero points paid"]


def _end(character: Character, improvement: Improvement) -> tuple[Character, list[str]]:
    """Undo a temporary improvement: a raised or lowered rating goes back (never below 1), an
    ability it added (learned) goes, a removed flaw comes back; the record goes."""
    new = character
    lines = [f"temporary improvement ended: {_label(improvement)}"]
    ability = new.heroquest.ability(improvement.ability_id) if improvement.ability_id else None
    if ability is not None and improvement.item in RAISES:
        new = change_rating(new, ability.id, max(-improvement.amount, 1 - ability.rating.value))
        lines.append(f"{ability.name} {ability.rating} -> {find_ability(new, ability.id).rating}")
    elif ability is not None:  # the ability this improvement added (learned)
        new = _remove_ability(new, ability.id)
        lines.append(f"{ability.name} removed")
    elif improvement.removed is not None and new.heroquest.ability(improvement.removed.id) is None:
        new = with_hq(new, abilities=(*new.heroquest.abilities, evolve(improvement.removed, parent_id=None)))
        lines.append(f"flaw {improvement.removed.name} back at {improvement.removed.rating}")
    new = with_hq(new, improvements=tuple(i for i in new.heroquest.improvements if i.id != improvement.id))
    return new, lines


def _label(improvement: Improvement) -> str:
    row = HQ26_IMPROVEMENT_COSTS.get(improvement.item)
    return row.label if row is not None else improvement.item


def make_permanent(character: Character, improvement_id: str, *, summary: str) -> Character:
    """HQ-26 Decision: pay the difference to keep a temporary improvement."""
    improvement = _find_improvement(character, improvement_id)
    if improvement.permanent:
        raise SheetError("that improvement is already permanent")
    new, lines = _keep(character, improvement)
    return new.recorded(summary, kind=HistoryKind.HEROQUEST, details=lines)


def end_improvements(character: Character, keep: Collection[str] = ()) -> tuple[Character, list[str]]:
    """HQ-26 Decision at an end of session (GM-2): every temporary improvement ends, except those
    whose ids are in `keep`: for them the difference is paid (SheetError when the hero points are
    short) and they become permanent. Returns the character and the change lines, no history entry
    (the end of session writes its own)."""
    new, lines = character, []
    for improvement in temporary_improvements(character):
        new, more = (_keep if improvement.id in keep else _end)(new, improvement)
        lines += more
    return new, lines
