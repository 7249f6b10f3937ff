"""What a contest leaves on each sheet: plan it from the outcome level (HQ-14, HQ-16, HQ-20),
let the users adjust it, then apply it as one history entry per character (C-3).

`plan_consequence` decides the rules (which state on the campaign's scale, which benefit, whether
the benefits of the ability used end); `apply_consequence` only carries a (possibly edited) plan
out. Group simple contests take their states and benefits from the HQ-16 table (`group=True`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from core.model.character import Character
from core.model.heroquest import AbilityKind, StateLevel, StateScale
from core.model.history import HistoryKind
from core.rules.heroquest.consequences import consequence, lingering_benefit
from core.rules.heroquest.group import group_consequence, group_row
from core.rules.heroquest.results import Outcome
from core.rules.heroquest.sheet import (
    add_benefit,
    add_state,
    benefits_on,
    change_rating,
    end_benefits,
    find_ability,
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

    level: Outcome
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
        return replace(self, **changes)  # type: ignore[arg-type]


def plan_consequence(
    character: Character,
    level: Outcome,
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


def apply_consequence(character: Character, plan: Consequence, *, summary: str, dice: str = "",
                      details: Iterable[str] = ()) -> Character:
    """Carry out `plan` on `character` and write one HQ history entry (`summary` is in the user's
    language; the change lines are added to `details`). Raises SheetError (a ValueError) when
    the sheet cannot take it (too few hero points, no fetish uses left)."""
    lines = list(details)
    new = character
    if plan.hero_points:
        new = spend_hero_points(new, plan.hero_points)
        lines.append(f"hero points {character.heroquest.hero_points} -> {new.heroquest.hero_points}")
    if plan.uses_fetish and plan.ability_id:
        new = use_fetish(new, plan.ability_id)
        fetish = new.heroquest.ability(plan.ability_id)
        lines.append(f"fetish {fetish.name if fetish else ''}: {fetish.uses_left if fetish else 0} uses left")
    if plan.ends_benefits:
        for benefit in benefits_on(new, plan.ability_id):
            lines.append(f"lingering benefit +{benefit.bonus} ends ({benefit.reason or 'contest lost'})")
        new = end_benefits(new, plan.ability_id)
    ability = new.heroquest.ability(plan.ability_id) if plan.ability_points and plan.ability_id else None
    if ability is not None:
        # HQ-27 Decision: a strike loss stops at 1, the lowest rating (HQ-1), rather than refusing
        new = change_rating(new, ability.id, max(plan.ability_points, 1 - ability.rating.value))
        lines.append(f"{ability.name} {plan.ability_points:+d} -> {find_ability(new, ability.id).rating}")
    for _ in range(plan.wounds):
        new = add_state(new, StateLevel.HURT, scale=plan.scale, ability_ids=plan.state_ability_ids,
                        relates_to=plan.relates_to, physical=plan.physical, source=plan.source, date=plan.date)
        lines.append(f"wound taken: hurt ({plan.scale.value})")
    if plan.state is not None:
        new = add_state(new, plan.state, scale=plan.scale, ability_ids=plan.state_ability_ids,
                        relates_to=plan.relates_to, physical=plan.physical, source=plan.source, date=plan.date)
        lines.append(f"state of adversity: {plan.state.value} ({plan.scale.value})")
    if plan.benefit and plan.benefit_ability_id:
        new = add_benefit(new, plan.benefit_ability_id, plan.benefit, reason=plan.reason,
                          source=plan.source, date=plan.date)
        ability = new.heroquest.ability(plan.benefit_ability_id)
        lines.append(f"lingering benefit +{plan.benefit} on {ability.name if ability else ''}")
    lines.insert(0, f"outcome: {plan.level.value.replace('_', ' ')}")
    return new.recorded(summary, kind=HistoryKind.HEROQUEST, dice=dice, details=lines)
