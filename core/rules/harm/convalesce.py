"""Convalesce [静養する] (ST-22, GM-3), permanent injuries, and NPCs regaining HP."""

from __future__ import annotations

from collections.abc import Sequence

from core.model.character import Character, CharacterKind
from core.model.common import evolve
from core.model.harm import Debilities, HarmStatus, Requirement
from core.model.history import HistoryKind
from core.rules.harm.errors import RuleError
from core.rules.harm.log import (
    as_member,
    check_alive,
    check_player_side,
    hp_line,
    kind_words,
    record,
    regain_status,
    status_line,
    with_harm,
)
from core.rules.harm.recovery import find_wound, replace_wound
from core.rules.harm.tables import ST22_CONVALESCE, ST_NPC_REGAIN, NpcRest


def convalesce_changes(character: Character, *, days: int, healer: bool = False) -> tuple[Character, list[str]]:
    """What a Convalesce does, without a history entry (shared with GM-3 downtime).
    ST-22 with GM-3's Decision: `days` >= 3 in safety -> HP to max and every debility cleared;
    `days` >= 21 under a healer -> every problematic wound that is not permanent heals (removed)."""
    check_alive(character, "convalesce")
    check_player_side(character, "Convalesce", "the GM says when they regain HP (npc_regain)")
    harm = character.harm
    if harm.status is HarmStatus.DEATHS_DOOR:
        raise RuleError(f"{character.name} is at Death's Door: roll it first (ST-6)")
    if days < ST22_CONVALESCE.safety_days:
        raise RuleError(f"Convalesce needs a few days' rest in safety: {ST22_CONVALESCE.safety_days} or more (ST-22)")
    lines: list[str] = []
    status = regain_status(character, harm.max_hp)
    if harm.hp != harm.max_hp:
        lines.append(hp_line(harm.hp, harm.max_hp, harm.max_hp))
    if status is not harm.status:
        lines.append(status_line(harm.status, status))
    for debility in harm.debilities.marked():
        lines.append(f"{debility.value} cleared")
    wounds = harm.wounds
    if healer and days >= ST22_CONVALESCE.healer_days:
        wounds = tuple(w for w in harm.wounds if w.permanent)
        lines.extend(f"'{w.description}' healed" for w in harm.wounds if not w.permanent)
    lines.extend(
        f"'{w.description}' is permanent: retire, or make a plan (ST-22)" for w in harm.wounds if w.permanent
    )
    updated = with_harm(character, hp=harm.max_hp, status=status, debilities=Debilities(), wounds=wounds)
    return updated, lines


def convalesce(character: Character, *, days: int, healer: bool = False) -> Character:
    """`character` after Convalescing `days` days (ST-22; see `convalesce_changes`). Refuses
    (RuleError) fewer than 3 days, NPCs and monsters, Death's Door, dead. Problematic wounds heal
    only after 21+ days with `healer`. Appends one DOWNTIME history entry."""
    updated, lines = convalesce_changes(character, days=days, healer=healer)
    care = " under a healer's care" if healer else ""
    summary = f"{character.name} Convalesced {days} days{care}"
    return record(updated, HistoryKind.DOWNTIME, summary, details=lines or ["nothing to heal"])


def retire(character: Character, *, reason: str = "") -> Character:
    """ST-22 permanent injury, first way: the character retires and becomes an NPC. NPCs never
    mark debilities (ST-7), so any marked ones are cleared. Appends one HARM history entry."""
    if character.kind in (CharacterKind.NPC, CharacterKind.MONSTER):
        raise RuleError(f"{character.name} is {kind_words(character.kind)} already")
    lines = [f"kind {character.kind.value.replace('_', ' ')} -> npc"]
    lines.extend(f"{d.value} cleared: NPCs never mark debilities" for d in character.harm.debilities.marked())
    if reason:
        lines.append(reason)
    updated = evolve(character, kind=CharacterKind.NPC, harm=evolve(character.harm, debilities=Debilities()))
    return record(updated, HistoryKind.HARM, f"{character.name} retired and is now an NPC", details=lines)


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
        raise RuleError("a plan needs at least one requirement (ST-22)")
    new = evolve(wound, permanent=True, requirements=items, interim_effects=interim_effects)
    wounds = replace_wound(character.harm.wounds, new)
    lines = [f"needs: {r.text}" for r in items]
    if interim_effects:
        lines.append(f"meanwhile: {interim_effects}")
    updated = with_harm(character, wounds=wounds)
    return record(updated, HistoryKind.HARM, f"{character.name} made a plan for '{wound.description}'", details=lines)


def _as_rest(rest: NpcRest | str) -> NpcRest:
    return as_member(NpcRest, rest, "a rest")


def npc_regain_amount(max_hp: int, rest: NpcRest | str) -> int | None:
    """The guideline HP for an NPC's or monster's rest; None for a few minutes (the GM gives 3-5)."""
    row = ST_NPC_REGAIN[_as_rest(rest)]
    if row.fraction_of_max is None:
        return None
    numerator, denominator = row.fraction_of_max
    return -(-max_hp * numerator // denominator)  # rounded up, as ST-21's Decision


def npc_regain(character: Character, rest: NpcRest | str, amount: int | None = None) -> Character:
    """An NPC or monster (not a follower) regains HP when the GM says (RULES.md 3, guideline):
    "minutes" (a few minutes' rest and supplies) 3-5 HP, given by the caller as `amount`;
    "night" half max HP (rounded up); "days" all of it. An `amount` overrides the guideline (the
    fiction comes first). Capped at max. Appends one HARM history entry."""
    check_alive(character, "regain HP")
    if character.kind not in (CharacterKind.NPC, CharacterKind.MONSTER):
        raise RuleError(
            f"{character.name} is {kind_words(character.kind)}: they regain HP by Recover, Make Camp or Convalesce"
        )
    rest = _as_rest(rest)
    row = ST_NPC_REGAIN[rest]
    if amount is None:
        amount = npc_regain_amount(character.harm.max_hp, rest)
        if amount is None:
            raise RuleError(f"how many HP for {row.text}? The guideline is {row.low}-{row.high}")
    if amount < 0:
        raise RuleError("HP regained cannot be negative")
    harm = character.harm
    hp = min(harm.max_hp, harm.hp + amount)
    status = regain_status(character, hp)
    lines = [hp_line(harm.hp, hp, harm.max_hp)]
    if status is not harm.status:
        lines.append(status_line(harm.status, status))
    updated = with_harm(character, hp=hp, status=status)
    summary = f"{character.name} regained {hp - harm.hp} HP after {row.text}"
    return record(updated, HistoryKind.HARM, summary, details=lines)
