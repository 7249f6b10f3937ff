"""Convalesce [静養する] (ST-22, GM-3), permanent injuries, and NPCs regaining HP."""

from __future__ import annotations

from collections.abc import Sequence

from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import CharacterKind, HarmStatus
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.model.stonetop import Debilities, Requirement
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import CONVALESCE_DAYS, NEGATIVE_REGAIN, NOT_NPC, NPC_AMOUNT_NEEDED, PLAN_EMPTY, RETIRED_ALREADY, ROLL_DEATHS_DOOR_FIRST
from talekeeper.core.rules.stonetop.log import (
    as_member,
    check_alive,
    check_player_side,
    record,
    regain_events,
    regain_status,
    with_harm,
)
from talekeeper.core.rules.stonetop.recover_move import find_wound, replace_wound
from talekeeper.core.rules.stonetop.tables import ST22_CONVALESCE, ST_NPC_REGAIN, NpcRest


def convalesce_changes(character: Character, *, days: int, healer: bool = False) -> tuple[Character, list[Event]]:
    """What a Convalesce does, without a history entry (shared with GM-3 downtime).
    ST-22 with GM-3's Decision: `days` >= 3 in safety -> HP to max and every debility cleared;
    `days` >= 21 under a healer -> every problematic wound that is not permanent heals (removed)."""
    check_alive(character, "convalesce")
    check_player_side(character, "Convalesce", "the GM says when they regain HP (npc_regain)")
    harm = character.harm
    if harm.status is HarmStatus.DEATHS_DOOR:
        raise RuleError(ROLL_DEATHS_DOOR_FIRST, name=character.name)
    if days < ST22_CONVALESCE.safety_days:
        raise RuleError(CONVALESCE_DAYS, least=ST22_CONVALESCE.safety_days)
    status = regain_status(character, harm.max_hp)
    events = regain_events(character, harm.max_hp, status)
    events += [event(ev.DEBILITY_GONE, debility=d) for d in harm.debilities.marked()]
    wounds = harm.wounds
    if healer and days >= ST22_CONVALESCE.healer_days:
        wounds = tuple(w for w in harm.wounds if w.permanent)
        events += [event(ev.WOUND_HEALED, wound=w.description) for w in harm.wounds if not w.permanent]
    events += [event(ev.WOUND_PERMANENT, wound=w.description) for w in harm.wounds if w.permanent]
    updated = with_harm(character, hp=harm.max_hp, status=status, debilities=Debilities(), wounds=wounds)
    return updated, events


def convalesce(character: Character, *, days: int, healer: bool = False) -> Character:
    """`character` after Convalescing `days` days (ST-22; see `convalesce_changes`). Refuses
    (RuleError) fewer than 3 days, NPCs and monsters, Death's Door, dead. Problematic wounds heal
    only after 21+ days with `healer`. Appends one DOWNTIME history entry."""
    updated, events = convalesce_changes(character, days=days, healer=healer)
    headline = event(ev.CONVALESCED, days=days, healer=healer)
    return record(updated, HistoryKind.DOWNTIME, [headline, *(events or [event(ev.NOTHING_TO_HEAL)])])


def retire(character: Character, *, reason: str = "") -> Character:
    """ST-22 permanent injury, first way: the character retires and becomes an NPC. NPCs never
    mark debilities (ST-7), so any marked ones are cleared. Appends one HARM history entry."""
    if character.kind in (CharacterKind.NPC, CharacterKind.MONSTER):
        raise RuleError(RETIRED_ALREADY, name=character.name, kind=character.kind)
    events = [event(ev.RETIRED), event(ev.KIND, before=character.kind, after=CharacterKind.NPC)]
    events += [event(ev.DEBILITY_NEVER, debility=d) for d in character.harm.debilities.marked()]
    if reason:
        events.append(event(ev.NOTE, text=reason))
    updated = evolve(character, kind=CharacterKind.NPC, harm=evolve(character.harm, debilities=Debilities()))
    return record(updated, HistoryKind.HARM, events)


def plan_for_permanent(
    character: Character, wound_id: str, requirements: Sequence[str], interim_effects: str
) -> Character:
    """ST-22 permanent injury, second way: the GM writes a plan as a checklist (`requirements`, in
    order) and its `interim_effects` (meanwhile ...). The wound is marked permanent; the plan
    replaces any earlier checklist. Tick items with `tend_wound(..., done=...)`: when all are done
    the interim effects end. Appends one HARM history entry."""
    check_alive(character, "make a plan")
    wound = find_wound(character, wound_id)
    items = tuple(Requirement(text=t.strip()) for t in requirements if t.strip())
    if not items:
        raise RuleError(PLAN_EMPTY)
    new = evolve(wound, permanent=True, requirements=items, interim_effects=interim_effects)
    wounds = replace_wound(character.harm.wounds, new)
    events = [event(ev.PLAN_MADE, wound=wound.description), *(event(ev.NEEDS, text=r.text) for r in items)]
    if interim_effects:
        events.append(event(ev.MEANWHILE, effects=interim_effects))
    updated = with_harm(character, wounds=wounds)
    return record(updated, HistoryKind.HARM, events)


def _as_rest(rest: NpcRest | str) -> NpcRest:
    return as_member(NpcRest, rest, "a rest")


def npc_regain_amount(max_hp: int, rest: NpcRest | str) -> int | None:
    """The guideline HP for an NPC's or monster's rest; None for a few minutes (the GM gives 3-5)."""
    row = ST_NPC_REGAIN[_as_rest(rest)]
    if row.fraction_of_max is None:
        return None
    numerator, denominator = row.fraction_of_max
    return -(-max_hp * numerator // denominator)  # rounded up, as ST-21's Decision


def regains_by_guideline(character: Character) -> bool:
    """An NPC or monster regains HP when the GM says, by the guideline (the rules reference, "Regaining HP");
    player characters and followers Recover, Make Camp or Convalesce instead."""
    return character.kind in (CharacterKind.NPC, CharacterKind.MONSTER)


def npc_regain(character: Character, rest: NpcRest | str, amount: int | None = None) -> Character:
    """An NPC or monster (not a follower) regains HP when the GM says (the ST guideline "Regaining HP" in the rules reference):
    "minutes" (a few minutes' rest and supplies) 3-5 HP, given by the caller as `amount`;
    "night" half max HP (rounded up); "days" all of it. An `amount` overrides the guideline (the
    fiction comes first). Capped at max. Appends one HARM history entry."""
    check_alive(character, "regain HP")
    if not regains_by_guideline(character):
        raise RuleError(NOT_NPC, name=character.name, kind=character.kind)
    rest = _as_rest(rest)
    row = ST_NPC_REGAIN[rest]
    if amount is None:
        amount = npc_regain_amount(character.harm.max_hp, rest)
        if amount is None:
            raise RuleError(NPC_AMOUNT_NEEDED, low=row.low, high=row.high)
    if amount < 0:
        raise RuleError(NEGATIVE_REGAIN)
    harm = character.harm
    hp = min(harm.max_hp, harm.hp + amount)
    status = regain_status(character, hp)
    events = [event(ev.NPC_REGAINED, gained=hp - harm.hp, rest=rest), *regain_events(character, hp, status)]
    updated = with_harm(character, hp=hp, status=status)
    return record(updated, HistoryKind.HARM, events)
