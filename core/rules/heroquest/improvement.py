"""HQ-26: what hero points buy between sessions and at what cost (temporary or permanent), buying
it, and what happens to a temporary improvement later (made permanent by paying the difference,
or ended at the end of a session, GM-2). Capturing a spirit in a fetish takes its uses from the
spirit combat's level (HQ-27). The buying functions return the character with one HQ history
entry (C-3); `end_improvements` is the end of session's part, whose events go in that step's own
entry.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from talekeeper.core.edits import without_ability
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.heroquest import Ability, AbilityKind, Improvement
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest import events as ev
from talekeeper.core.rules.heroquest.errors import SheetError
from talekeeper.core.rules.heroquest.events import (
    ALREADY_PERMANENT,
    CANNOT_KEEP,
    CHOOSE_ABILITY,
    FLAW_TOO_HIGH,
    IMPROVEMENT_STEPS,
    NAME_THE_ABILITY,
    NO_CAPTURE,
    NO_SUCH_IMPROVEMENT,
    NO_SUCH_IMPROVEMENT_BOUGHT,
    NOT_A_FLAW,
)
from talekeeper.core.rules.heroquest.levels import Level
from talekeeper.core.rules.heroquest.magic import fetish_capture, fetish_uses
from talekeeper.core.rules.heroquest.sheet import (
    change_rating,
    find_ability,
    spend_hero_points,
    with_hq,
)


@dataclass(frozen=True)
class ImprovementCost:
    """One row of the HQ-26 table. Rows with several costs are bought by steps (+1/+2/+3/+4);
    `None` marks a cost the table leaves out ("-")."""

    temporary: tuple[int | None, ...]
    permanent: tuple[int | None, ...]


_R = ImprovementCost
HQ26_IMPROVEMENT_COSTS: Mapping[str, ImprovementCost] = MappingProxyType({
    "ability": _R((1, 3, 6, 10), (2, 6, 12, 20)),
    "affinity": _R((3,), (6,)),
    "grimoire": _R((5,), (10,)),
    "learn_common_ability": _R((1,), (2,)),
    "learn_affinity": _R((3,), (6,)),
    "learn_grimoire": _R((5,), (10,)),
    "learn_feat": _R((1,), (2,)),
    "learn_spell": _R((2,), (4,)),
    "learn_technique": _R((1,), (2,)),
    "capture_spirit": _R((1,), (2,)),
    "integrate_spirit": _R((2,), (4,)),
    "gain_follower": _R((1,), (2,)),
    "replace_companion": _R((0,), (None,)),
    "lock_in_benefit": _R((1,), (None,)),
    "take_flaw": _R((0,), (None,)),
    "lower_flaw": _R((1, 3), (2, 6)),
    "remove_flaw": _R((1,), (2,)),
})
"""HQ-26 (seed 002 character improvement cost table), keyed by a stable snake_case key."""

IMPROVEMENT_COSTS = HQ26_IMPROVEMENT_COSTS


def improvement_cost(key: str, *, permanent: bool, steps: int = 1) -> int | None:
    """HQ-26: hero points for an improvement; None where the table has no such cost ("-").

    For the stepped rows (`ability` +1..+4, `lower_flaw` by 1..2) `steps` picks the column; for
    every other row it is how many of that improvement are bought (the cost times `steps`).
    Unknown key: ValueError (a bug); steps out of range: SheetError.
    """
    row = HQ26_IMPROVEMENT_COSTS.get(key)
    if row is None:
        raise ValueError(f"no improvement is called {key!r}")  # a bug: keys come from HQ26_IMPROVEMENT_COSTS
    costs = row.permanent if permanent else row.temporary
    if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
        raise SheetError(IMPROVEMENT_STEPS, item=key, most=len(costs))
    if len(costs) > 1:
        if steps > len(costs):
            raise SheetError(IMPROVEMENT_STEPS, item=key, most=len(costs))
        return costs[steps - 1]
    cost = costs[0]
    return None if cost is None else cost * steps


def make_permanent_cost(key: str, steps: int = 1) -> int | None:
    """HQ-26 Decision: the difference paid to keep a temporary improvement (None if it cannot be)."""
    permanent = improvement_cost(key, permanent=True, steps=steps)
    temporary = improvement_cost(key, permanent=False, steps=steps)
    return None if permanent is None or temporary is None else permanent - temporary


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
    captured_at: Level | None = None
    """Capture a spirit in a fetish: the level of the spirit combat won (HQ-27 gives the uses)."""


def purchase_cost(purchase: Purchase) -> int:
    """HQ-26: the hero points it costs; a row with no such cost ("-"): SheetError."""
    cost = improvement_cost(purchase.key, permanent=purchase.permanent, steps=purchase.steps)
    if cost is None:
        kind = "permanent" if purchase.permanent else "temporary"
        raise SheetError(NO_SUCH_IMPROVEMENT, item=purchase.key, permanent=purchase.permanent, kind=kind)
    return cost


def captured(character: Character, ability: Ability, level: Level) -> tuple[Ability, Event]:
    """HQ-27: the spirit captured in spirit combat won at `level`: a fetish with the capture's uses
    (its captor is `character`), or an integrated spirit at a complete victory; no capture at a tie
    or a defeat (SheetError)."""
    capture = fetish_capture(level)
    if capture is None:
        raise SheetError(NO_CAPTURE, level=level)
    if capture.integrated:
        spirit = evolve(ability, kind=AbilityKind.INTEGRATED_SPIRIT, uses_left=0, uses_per_day=0, captor="")
    else:
        spirit = evolve(ability, kind=AbilityKind.FETISH, uses_left=fetish_uses(capture, user_is_captor=True),
                        uses_per_day=capture.uses_per_day, captor=character.name)
    return spirit, event(ev.FETISH_CAPTURED, ability=spirit.name, level=level, uses=spirit.uses_left,
                         per_day=spirit.uses_per_day, integrated=capture.integrated)


def buy_improvement(character: Character, purchase: Purchase, *, summary: str = "") -> Character:
    """HQ-26: spend the hero points, make the change, list it among the sheet's improvements and
    write it to history. Refuses (SheetError) too few points, a missing ability, a flaw row on an
    ability that is not a flaw, or removing a flaw above 12."""
    cost = purchase_cost(purchase)
    new = spend_hero_points(character, cost)
    target = purchase.ability_id
    amount = purchase.steps
    removed: Ability | None = None
    changes = [event(ev.HERO_POINTS, before=character.heroquest.hero_points, after=new.heroquest.hero_points)]
    named = ""
    if purchase.key in NEEDS_ABILITY:
        if target is None:
            raise SheetError(CHOOSE_ABILITY)
        ability = find_ability(new, target)
        named = ability.name
        if purchase.key in ("lower_flaw", "remove_flaw") and ability.kind is not AbilityKind.FLAW:
            raise SheetError(NOT_A_FLAW, ability=ability.name)
        if purchase.key == "remove_flaw":
            if ability.rating.value > LEARNED_AT:
                raise SheetError(FLAW_TOO_HIGH, ability=ability.name, rating=str(ability.rating), most=LEARNED_AT)
            new = without_ability(new, target)
            target = None
            removed = None if purchase.permanent else ability  # put back if it ends (HQ-26)
            changes.append(event(ev.FLAW_REMOVED, flaw=ability.name))
        else:
            amount = RAISES[purchase.key] * purchase.steps
            new = change_rating(new, target, amount)
            changes.append(event(ev.RATING, ability=ability.name, before=str(ability.rating), after=str(find_ability(new, target).rating)))
    elif purchase.new_ability is not None:
        learned = purchase.new_ability
        if purchase.key in LEARNS and purchase.key not in ("learn_technique", "learn_feat", "learn_spell", "capture_spirit"):
            learned = evolve(learned, rating=Rating(LEARNED_AT))
        if purchase.key == "capture_spirit" and purchase.captured_at is not None:
            learned, capture = captured(character, learned, purchase.captured_at)
            changes.append(capture)
        new = with_hq(new, abilities=(*new.heroquest.abilities, learned))
        target, named = learned.id, learned.name
        changes.append(event(ev.LEARNED, ability=learned.name, rating=str(learned.rating)))
    elif purchase.key in LEARNS:
        raise SheetError(NAME_THE_ABILITY)
    record = Improvement(item=purchase.key, ability_id=target, amount=amount, permanent=purchase.permanent,
                         cost=cost, date=purchase.date, removed=removed)
    new = with_hq(new, improvements=(*new.heroquest.improvements, record))
    steps = purchase.steps if purchase.key in STEPPED else None
    head = event(ev.IMPROVED, item=purchase.key, permanent=purchase.permanent, cost=cost, steps=steps, ability=named or None)
    return new.recorded(summary, kind=HistoryKind.HEROQUEST, events=[head, *changes])


def _find_improvement(character: Character, improvement_id: str) -> Improvement:
    for improvement in character.heroquest.improvements:
        if improvement.id == improvement_id:
            return improvement
    raise SheetError(NO_SUCH_IMPROVEMENT_BOUGHT, name=character.name, improvement_id=improvement_id)


def keep_cost(improvement: Improvement) -> int | None:
    """HQ-26 Decision: the hero points that make a temporary improvement permanent (the permanent
    cost less the temporary one, for as many steps as were bought); None when it cannot be kept."""
    if improvement.permanent or improvement.item not in HQ26_IMPROVEMENT_COSTS:
        return None
    return make_permanent_cost(improvement.item, max(1, abs(improvement.amount)))


def improvement_event(character: Character, improvement: Improvement) -> Event:
    """An improvement bought, as an event: its row, the steps bought and the ability it is on
    (or the flaw it removed)."""
    ability = character.heroquest.ability(improvement.ability_id) if improvement.ability_id else improvement.removed
    steps = abs(improvement.amount) if improvement.item in STEPPED else None
    return event(ev.IMPROVEMENT, item=improvement.item, steps=steps, ability=ability.name if ability is not None else None)


def temporary_improvements(character: Character) -> tuple[Improvement, ...]:
    """HQ-26 / GM-2: the temporary improvements the next end of session ends."""
    return tuple(i for i in character.heroquest.improvements if not i.permanent)


def _keep(character: Character, improvement: Improvement) -> tuple[Character, list[Event]]:
    cost = keep_cost(improvement)
    if cost is None:
        raise SheetError(CANNOT_KEEP, item=improvement.item)
    new = spend_hero_points(character, cost)
    kept = evolve(improvement, permanent=True, cost=improvement.cost + cost, removed=None)
    new = with_hq(new, improvements=tuple(kept if i.id == improvement.id else i for i in new.heroquest.improvements))
    return new, [event(ev.IMPROVEMENT_KEPT, item=improvement.item, cost=cost)]


def _end(character: Character, improvement: Improvement) -> tuple[Character, list[Event]]:
    """Undo a temporary improvement: a raised or lowered rating goes back (never below 1), an
    ability it added (learned) goes, a removed flaw comes back; the record goes."""
    new = character
    lines = [event(ev.IMPROVEMENT_ENDED, item=improvement.item)]
    ability = new.heroquest.ability(improvement.ability_id) if improvement.ability_id else None
    if ability is not None and improvement.item in RAISES:
        new = change_rating(new, ability.id, max(-improvement.amount, 1 - ability.rating.value))
        lines.append(event(ev.RATING_BACK, ability=ability.name, before=str(ability.rating), after=str(find_ability(new, ability.id).rating)))
    elif ability is not None:  # the ability this improvement added (learned)
        new = without_ability(new, ability.id)
        lines.append(event(ev.ABILITY_REMOVED, ability=ability.name))
    elif improvement.removed is not None and new.heroquest.ability(improvement.removed.id) is None:
        new = with_hq(new, abilities=(*new.heroquest.abilities, evolve(improvement.removed, parent_id=None)))
        lines.append(event(ev.FLAW_BACK, flaw=improvement.removed.name, rating=str(improvement.removed.rating)))
    new = with_hq(new, improvements=tuple(i for i in new.heroquest.improvements if i.id != improvement.id))
    return new, lines


def make_permanent(character: Character, improvement_id: str, *, summary: str = "") -> Character:
    """HQ-26 Decision: pay the difference to keep a temporary improvement."""
    improvement = _find_improvement(character, improvement_id)
    if improvement.permanent:
        raise SheetError(ALREADY_PERMANENT)
    new, events = _keep(character, improvement)
    points = event(ev.HERO_POINTS, before=character.heroquest.hero_points, after=new.heroquest.hero_points)
    return new.recorded(summary, kind=HistoryKind.HEROQUEST, events=[*events, points])


def end_improvements(character: Character, keep: Collection[str] = ()) -> tuple[Character, list[Event]]:
    """HQ-26 Decision at an end of session (GM-2): every temporary improvement ends, except those
    whose ids are in `keep`: for them the difference is paid (SheetError when the hero points are
    short) and they become permanent. Returns the character and the events, no history entry
    (the end of session writes its own)."""
    new, lines = character, []
    for improvement in temporary_improvements(character):
        new, more = (_keep if improvement.id in keep else _end)(new, improvement)
        lines += more
    return new, lines
