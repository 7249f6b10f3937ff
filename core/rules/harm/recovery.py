"""Recover [療養する] (ST-20) and tending debilities and problematic wounds (ST-7, ST-8, ST-20)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.model.campaign import Campaign
from core.model.character import Character
from core.model.common import evolve
from core.model.harm import Debility, HarmStatus, Requirement, Wound
from core.model.history import HistoryKind
from core.rules.harm.debilities import as_debility
from core.rules.harm.errors import RuleError
from core.rules.harm.log import (
    check_alive,
    check_player_side,
    hp_line,
    record,
    regain_status,
    spend_supplies,
    status_line,
    supplies_line,
    with_harm,
)
from core.rules.harm.tables import ST20_RECOVER
from core.rules.harm.treatments import update_checklist


def recover_hp(campaign: Campaign, *, healer_bonus: int = 0) -> int:
    """HP one Recover regains (ST-20): 4 + Prosperity, Prosperity counting 1 lower while the
    steading is lacking (never below 0), plus a healer's bonus."""
    if healer_bonus < 0:
        raise RuleError("a healer's bonus cannot be negative")
    prosperity = campaign.prosperity - (ST20_RECOVER.lacking_penalty if campaign.steading_lacking else 0)
    return max(0, ST20_RECOVER.base_hp + prosperity) + healer_bonus


def find_wound(character: Character, wound_id: str) -> Wound:
    wound = next((w for w in character.harm.wounds if w.id == wound_id), None)
    if wound is None:
        raise RuleError(f"{character.name} has no such problematic wound")
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
        raise RuleError(f"{character.name} is at Death's Door: roll it first (tending gives advantage, ST-6)")
    if harm.recover_locked:
        raise RuleError(f"{character.name} has Recovered already: not again until they take damage (ST-20)")
    supplies = spend_supplies(character, ST20_RECOVER.supplies + extra_supplies)
    gain = recover_hp(campaign, healer_bonus=healer_bonus)
    hp = min(harm.max_hp, harm.hp + gain)
    status = regain_status(character, hp)
    spent = harm.supplies - supplies
    details = [
        supplies_line(spent, supplies),
        _gain_words(campaign, healer_bonus, gain),
        hp_line(harm.hp, hp, harm.max_hp),
    ]
    if status is not harm.status:
        details.append(status_line(harm.status, status))
    debilities = harm.debilities
    if clear is not None:
        which = as_debility(clear)
        if not getattr(debilities, which.value):
            raise RuleError(f"{character.name} is not {which.value}: there is nothing to tend")
        debilities = evolve(debilities, **{which.value: False})
        details.append(f"{which.value} cleared by tending it")
    wounds = harm.wounds
    if stabilise is not None:
        wound = find_wound(character, stabilise)
        left = _outstanding(wound.requirements)
        if left:
            raise RuleError(f"'{wound.description}' needs first: {'; '.join(left)}")
        wounds = replace_wound(wounds, evolve(wound, stabilised=True))
        details.append(f"'{wound.description}' stabilised (not healed, ST-8)")
    details.append("cannot Recover again until damaged")
    if how:
        details.append(how)
    updated = with_harm(
        character,
        hp=hp,
        status=status,
        supplies=supplies,
        debilities=debilities,
        wounds=wounds,
        recover_locked=True,
    )
    return record(updated, HistoryKind.HARM, f"{character.name} Recovered: +{hp - harm.hp} HP", details=details)


def _gain_words(campaign: Campaign, healer_bonus: int, gain: int) -> str:
    words = f"regain {ST20_RECOVER.base_hp} + Prosperity {campaign.prosperity}"
    if campaign.steading_lacking:
        words += f" (counts {ST20_RECOVER.lacking_penalty} lower: the steading is lacking)"
    if healer_bonus:
        words += f" + healer {healer_bonus}"
    return f"{words} = {gain} HP"


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
    items, details = update_checklist(wound.requirements, requirements, done, f"'{wound.description}'")
    if supplies:
        details.append(supplies_line(supplies, left_supplies))
    changes: dict[str, object] = {"requirements": tuple(items)}
    left = _outstanding(items)
    if left:
        details.append(f"still needed: {'; '.join(left)}")
    else:
        if not wound.stabilised:
            changes["stabilised"] = True
            details.append("stabilised (not healed, ST-8)")
        if wound.permanent and wound.interim_effects:
            changes["interim_effects"] = ""
            details.append(f"the plan is done: no more '{wound.interim_effects}'")
    if how:
        details.append(how)
    new_wound = evolve(wound, **changes)
    updated = with_harm(character, wounds=replace_wound(character.harm.wounds, new_wound), supplies=left_supplies)
    return record(updated, HistoryKind.HARM, f"{character.name}'s '{wound.description}' tended", details=details)


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
        raise RuleError(f"{which.value} clears when these are done: {'; '.join(left)}")
    left_supplies = spend_supplies(character, supplies)
    details = [f"{which.value} cleared by tending it (ST-20)"]
    details.extend(f"done: {r.text}" for r in requirements)
    if supplies:
        details.append(supplies_line(supplies, left_supplies))
    if how:
        details.append(how)
    debilities = evolve(character.harm.debilities, **{which.value: False})
    updated = with_harm(character, debilities=debilities, supplies=left_supplies)
    return record(updated, HistoryKind.HARM, f"{character.name}'s {which.value} tended", details=details)
