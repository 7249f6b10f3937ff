"""Recover [療養する] (ST-20) and tending debilities and problematic wounds (ST-7, ST-8, ST-20)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from talekeeper.core.events import event
from talekeeper.core.model.campaign import Campaign
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import Debility, HarmStatus
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.model.stonetop import Requirement, Wound
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.debilities import as_debility
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import DEBILITY_NEEDS_FIRST, NEGATIVE_HEALER_BONUS, NO_SUCH_WOUND, NOT_MARKED, RECOVERED_ALREADY, ROLL_DEATHS_DOOR_FIRST, WOUND_NEEDS_FIRST
from talekeeper.core.rules.stonetop.log import (
    check_alive,
    check_player_side,
    record,
    regain_events,
    regain_status,
    spend_supplies,
    supplies_event,
    with_harm,
)
from talekeeper.core.rules.stonetop.tables import ST20_RECOVER
from talekeeper.core.rules.stonetop.treatments import update_checklist


def recover_hp(campaign: Campaign, *, healer_bonus: int = 0) -> int:
    """HP one Recover regains (ST-20): 4 + Prosperity, Prosperity counting 1 lower while the
    steading is lacking (never below 0), plus a healer's bonus."""
    if healer_bonus < 0:
        raise RuleError(NEGATIVE_HEALER_BONUS)
    prosperity = campaign.prosperity - (ST20_RECOVER.lacking_penalty if campaign.steading_lacking else 0)
    return max(0, ST20_RECOVER.base_hp + prosperity) + healer_bonus


def find_wound(character: Character, wound_id: str) -> Wound:
    wound = next((w for w in character.harm.wounds if w.id == wound_id), None)
    if wound is None:
        raise RuleError(NO_SUCH_WOUND, name=character.name)
    return wound


def replace_wound(wounds: tuple[Wound, ...], new: Wound) -> tuple[Wound, ...]:
    return tuple(new if w.id == new.id else w for w in wounds)


def _outstanding(requirements: Iterable[Requirement]) -> list[str]:
    return [r.text for r in requirements if not r.done]


def recover(
    character: Character,
    campaign: Campaign,
    *,
    healer_bonus: int = 0,
    clear: Debility | str | None = None,
    stabilise: str | None = None,
    extra_supplies: int = 0,
    how: str = "",
) -> Character:
    """`character` after Recover (ST-20): spend 1 use of supplies (not provisions), regain
    4 + Prosperity HP (Prosperity 1 lower while the steading is lacking) + `healer_bonus`, capped
    at max HP; then not again until damaged (`recover_locked`). The same Recover may tend: `clear`
    a marked debility and/or `stabilise` a wound (by id) when the GM calls the tending done;
    `extra_supplies` are more uses the GM asked for. Refuses (RuleError): locked, not enough
    supplies, at Death's Door, dead, NPCs and monsters (`npc_regain`), a wound with unmet
    requirements (`tend_wound`). Out of action at 0 HP ends once HP is above 0 (help arrived).
    Appends one HARM history entry."""
    check_alive(character, "Recover")
    check_player_side(character, "Recover", "the GM says when they regain HP (npc_regain)")
    harm = character.harm
    if harm.status is HarmStatus.DEATHS_DOOR:
        raise RuleError(ROLL_DEATHS_DOOR_FIRST, name=character.name)
    if harm.recover_locked:
        raise RuleError(RECOVERED_ALREADY, name=character.name)
    supplies = spend_supplies(character, ST20_RECOVER.supplies + extra_supplies)
    gain = recover_hp(campaign, healer_bonus=healer_bonus)
    hp = min(harm.max_hp, harm.hp + gain)
    status = regain_status(character, hp)
    spent = harm.supplies - supplies
    events = [event(ev.RECOVERED, gained=hp - harm.hp), supplies_event(spent, supplies), gain_event(campaign, healer_bonus, gain)]
    events += regain_events(character, hp, status)
    debilities = harm.debilities
    if clear is not None:
        which = as_debility(clear)
        if not getattr(debilities, which.value):
            raise RuleError(NOT_MARKED, name=character.name, debility=which)
        debilities = evolve(debilities, **{which.value: False})
        events.append(event(ev.DEBILITY_GONE, debility=which))
    wounds = harm.wounds
    if stabilise is not None:
        wound = find_wound(character, stabilise)
        left = _outstanding(wound.requirements)
        if left:
            raise RuleError(WOUND_NEEDS_FIRST, wound=wound.description, items=tuple(left))
        wounds = replace_wound(wounds, evolve(wound, stabilised=True))
        events.append(event(ev.WOUND_STABILISED, wound=wound.description))
    events.append(event(ev.RECOVER_LOCKED))
    if how:
        events.append(event(ev.HOW, text=how))
    updated = with_harm(
        character,
        hp=hp,
        status=status,
        supplies=supplies,
        debilities=debilities,
        wounds=wounds,
        recover_locked=True,
    )
    return record(updated, HistoryKind.HARM, events)


def gain_event(campaign: Campaign, healer_bonus: int, gain: int) -> Event:
    """ST-20's sum: 4 + Prosperity (1 lower while the steading is lacking) + a healer's bonus."""
    lacking = ST20_RECOVER.lacking_penalty if campaign.steading_lacking else None
    return event(ev.RECOVER_GAIN, base=ST20_RECOVER.base_hp, prosperity=campaign.prosperity, lacking=lacking, healer=healer_bonus or None, total=gain)


def tend_wound(
    character: Character,
    wound_id: str,
    *,
    requirements: Sequence[str] = (),
    done: Iterable[str] = (),
    supplies: int = 0,
    how: str = "",
) -> Character:
    """Tend a problematic wound (ST-8, ST-20): write the GM's `requirements` (new checklist items),
    tick the items in `done` (by id or text) and spend `supplies`. When every item is done (or the
    GM wrote none: they call it done) the wound is stabilised, not healed. For a permanent injury
    with a plan (`plan_for_permanent`) the finished plan also ends its interim effects.
    Appends one HARM history entry."""
    check_alive(character, "be tended")
    wound = find_wound(character, wound_id)
    left_supplies = spend_supplies(character, supplies)
    items, events = update_checklist(wound.requirements, requirements, done, wound.description)
    if supplies:
        events.append(supplies_event(supplies, left_supplies))
    changes: dict[str, object] = {"requirements": tuple(items)}
    left = _outstanding(items)
    if left:
        events.append(event(ev.STILL_NEEDED, items=tuple(left)))
    else:
        if not wound.stabilised:
            changes["stabilised"] = True
            events.append(event(ev.WOUND_STABILISED, wound=wound.description))
        if wound.permanent and wound.interim_effects:
            changes["interim_effects"] = ""
            events.append(event(ev.PLAN_DONE, effects=wound.interim_effects))
    if how:
        events.append(event(ev.HOW, text=how))
    new_wound = evolve(wound, **changes)
    updated = with_harm(character, wounds=replace_wound(character.harm.wounds, new_wound), supplies=left_supplies)
    return record(updated, HistoryKind.HARM, [event(ev.WOUND_TENDED, wound=wound.description), *events])


def tend_debility(
    character: Character,
    which: Debility | str,
    *,
    requirements: Sequence[Requirement] = (),
    supplies: int = 0,
    how: str = "",
) -> Character:
    """Tend a debility outside a Recover (ST-20): it clears when every requirement the GM wrote is
    done (or none were written). The sheet keeps no checklist for a debility, so the caller holds
    `requirements`; unmet ones are refused with RuleError naming them. Spends `supplies`.
    A debility not marked: unchanged. NPCs and monsters refuse. Appends one HARM history entry."""
    check_alive(character, "be tended")
    which = as_debility(which)
    check_player_side(character, "mark or clear debilities", "they never mark debilities (ST-7)")
    if not getattr(character.harm.debilities, which.value):
        return character
    left = _outstanding(requirements)
    if left:
        raise RuleError(DEBILITY_NEEDS_FIRST, debility=which, items=tuple(left))
    left_supplies = spend_supplies(character, supplies)
    events = [event(ev.DEBILITY_TENDED, debility=which, cleared=True)]
    events += [event(ev.DONE, text=r.text) for r in requirements]
    if supplies:
        events.append(supplies_event(supplies, left_supplies))
    if how:
        events.append(event(ev.HOW, text=how))
    debilities = evolve(character.harm.debilities, **{which.value: False})
    updated = with_harm(character, debilities=debilities, supplies=left_supplies)
    return record(updated, HistoryKind.HARM, events)
