"""What a contest leaves on each sheet: plan it from the outcome level (HQ-14, HQ-16, HQ-20),
let the users adjust it, then apply it as one history entry per character (C-3).

`plan_consequence` decides the rules (which state on the campaign's scale, which benefit, whether
the benefits of the ability used end); `apply_consequence` only carries a (possibly edited) plan
out. Group simple contests take their states and benefits from the HQ-16 table (`group=True`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.model.heroquest import AbilityKind
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rules.heroquest import events as ev
from talekeeper.core.rules.heroquest.consequences import consequence, lingering_benefit
from talekeeper.core.rules.heroquest.group import group_consequence, group_row
from talekeeper.core.rules.heroquest.results import Level
from talekeeper.core.rules.heroquest.sheet import (
    add_benefit,
    add_state,
    benefits_on,
    change_rating,
    end_benefits,
    spend_hero_points,
    use_fetish,
)


@dataclass(frozen=True)
class Consequence:
    """What one contest leaves on one sheet.

    `level` is this character's own level. `state` (None: healthy) goes on `scale` relating to
    `state_ability_ids` and `relates_to`; `benefit` (0: none) goes on `benefit_ability_id` with
    `reason`; `ends_benefits` ends the lingering benefits on `ability_id` (HQ-14). `hero_points`
    are spent, `wounds` hurts are added (HQ-17 wound trade), `ability_points` are added to the
    rating of `ability_id` (negative: HQ-27 strike loss), and a fetish used loses one use.
    """

    level: Level
    scale: StateScale = StateScale.HEROQUEST
    ability_id: str | None = None
    state: StateLevel | None = None
    state_ability_ids: tuple[str, ...] = ()
    relates_to: str = ""
    physical: bool = True
    benefit: int = 0
    benefit_ability_id: str | None = None
    reason: str = ""
    ends_benefits: bool = False
    hero_points: int = 0
    wounds: int = 0
    ability_points: int = 0
    uses_fetish: bool = False
    source: str = ""
    date: str = ""

    def edited(self, **changes: object) -> Consequence:
        """The same plan with the users' choices (benefit ability, reason, no state ...)."""
        return replace(self, **changes)  # type: ignore[arg-type]  # the field names are checked by `replace` at run time


def plan_consequence(
    character: Character,
    level: Level,
    *,
    scale: StateScale | str = StateScale.HEROQUEST,
    ability_id: str | None = None,
    group: bool = False,
    hero_points: int = 0,
    source: str = "",
    date: str = "",
) -> Consequence:
    """The consequence of `level` (this character's own level) for `character`.

    A defeat gives the HQ-20 state on `scale` and ends the lingering benefits on the ability used
    (HQ-14); a victory gives the HQ-14 benefit on the ability used (the users may move it).
    With `group=True` the HQ-16 table gives both instead: a marginal victory or a tie still hurts.
    A fetish used loses one use (HQ-27).
    """
    scale = StateScale(scale)
    state = group_consequence(level, scale) if group else consequence(level, scale)
    benefit = group_row(level).benefit if group else lingering_benefit(level)
    ability = character.heroquest.ability(ability_id) if ability_id else None
    known = ability.id if ability is not None else None
    return Consequence(
        level=level, scale=scale, ability_id=known, state=state,
        state_ability_ids=(known,) if known else (),
        benefit=benefit, benefit_ability_id=known, ends_benefits=level.is_defeat and bool(benefits_on(character, known)),
        hero_points=hero_points, uses_fetish=ability is not None and ability.kind is AbilityKind.FETISH,
        source=source, date=date,
    )


def consequence_events(before: Character, after: Character, plan: Consequence) -> list[Event]:
    """What carrying out `plan` changed, as events (the order `apply_consequence` makes them)."""
    found: list[Event] = []
    if plan.hero_points:
        found.append(event(ev.HERO_POINTS, before=before.heroquest.hero_points, after=after.heroquest.hero_points))
    fetish = after.heroquest.ability(plan.ability_id) if plan.uses_fetish and plan.ability_id else None
    if fetish is not None:
        found.append(event(ev.FETISH_USED, ability=fetish.name, left=fetish.uses_left))
    if plan.ends_benefits:
        found += [event(ev.BENEFIT_ENDED, bonus=b.bonus, reason=b.reason or None) for b in benefits_on(before, plan.ability_id)]
    struck = after.heroquest.ability(plan.ability_id) if plan.ability_points and plan.ability_id else None
    if struck is not None:
        found.append(event(ev.ABILITY_POINTS, ability=struck.name, points=plan.ability_points, rating=str(struck.rating)))
    found += [event(ev.WOUND, scale=plan.scale)] * plan.wounds
    if plan.state is not None:
        found.append(event(ev.STATE_ADDED, level=plan.state, scale=plan.scale, relates_to=plan.relates_to or None))
    gained = after.heroquest.ability(plan.benefit_ability_id) if plan.benefit and plan.benefit_ability_id else None
    if gained is not None:
        found.append(event(ev.BENEFIT_GAINED, bonus=plan.benefit, ability=gained.name, reason=plan.reason or None))
    return found


def apply_consequence(character: Character, plan: Consequence, *, summary: str = "", dice: str = "",
                      details: Iterable[str] = (), head: Iterable[Event] = ()) -> Character:
    """Carry out `plan` on `character` and write one HQ history entry: the events `head` (what
    happened and how the dice fell; an `hq.consequence` of the plan's level when none are given),
    then what changed. `summary` and `details` are stored as given (for callers outside the
    program; the window words the events). Raises SheetError (a Refusal) when the sheet cannot
    take it (too few hero points, no fetish uses left)."""
    new = character
    if plan.hero_points:
        new = spend_hero_points(new, plan.hero_points)
    if plan.uses_fetish and plan.ability_id:
        new = use_fetish(new, plan.ability_id)
    if plan.ends_benefits:
        new = end_benefits(new, plan.ability_id)
    ability = new.heroquest.ability(plan.ability_id) if plan.ability_points and plan.ability_id else None
    if ability is not None:
        # HQ-27 Decision: a strike loss stops at 1, the lowest rating (HQ-1), rather than refusing
        new = change_rating(new, ability.id, max(plan.ability_points, 1 - ability.rating.value))
    for _ in range(plan.wounds):
        new = add_state(new, StateLevel.HURT, scale=plan.scale, ability_ids=plan.state_ability_ids,
                        relates_to=plan.relates_to, physical=plan.physical, source=plan.source, date=plan.date)
    if plan.state is not None:
        new = add_state(new, plan.state, scale=plan.scale, ability_ids=plan.state_ability_ids,
                        relates_to=plan.relates_to, physical=plan.physical, source=plan.source, date=plan.date)
    if plan.benefit and plan.benefit_ability_id:
        new = add_benefit(new, plan.benefit_ability_id, plan.benefit, reason=plan.reason,
                          source=plan.source, date=plan.date)
    first = list(head) or [event(ev.CONSEQUENCE, level=plan.level)]
    return new.recorded(summary, kind=HistoryKind.HEROQUEST, dice=dice, details=details,
                        events=[*first, *consequence_events(character, new, plan)])
