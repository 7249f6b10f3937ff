"""Death's Door [死の淵] (ST-6): the roll and what each result does to the sheet."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import CharacterKind, HarmStatus
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import FATE_NEEDED, FATE_ONLY_ON_MISS, FOLLOWER_NOT_AT_ZERO, GM_DECIDES_FATE, NO_MAX_HP, NOT_AT_DEATHS_DOOR, EdgeReason
from talekeeper.core.rules.stonetop.log import (
    as_member,
    check_alive,
    hp_event,
    record,
    status_event,
    with_harm,
)
from talekeeper.core.rules.stonetop.moves import MoveResult, resolve
from talekeeper.core.rules.stonetop.tables import (
    ST6_BACK_AT_HP,
    ST6_DEATHS_DOOR,
    ST6_FATES,
    DeathsDoor,
    FateChoice,
    band,
)


def deaths_door(total: int) -> DeathsDoor:
    """ST-6 bands: 10+ back at 1 HP, 7-9 out of action but no longer dying, 6- choose a fate."""
    return band(total, ST6_DEATHS_DOOR)


@dataclass(frozen=True)
class DeathsDoorRoll:
    """A Death's Door roll: the 2d6 (3 if tended) and its result."""

    roll: MoveResult
    result: DeathsDoor

    @property
    def total(self) -> int:
        return self.roll.total

    @property
    def dice_text(self) -> str:
        return self.roll.dice_text


def deaths_door_roll(rolls: Sequence[int], *, tended: bool = False) -> DeathsDoorRoll:
    """Roll Death's Door (ST-6): 2d6 with no modifier, and debilities never apply. Someone tending
    the dying character gives advantage (3 dice, keep the best two: `tended=True`)."""
    reasons = (EdgeReason.TENDED,) if tended else ()
    result = resolve(rolls, 1 if tended else 0, 0, None, reasons)
    return DeathsDoorRoll(result, deaths_door(result.total))


def apply_deaths_door(
    character: Character,
    result: DeathsDoor | DeathsDoorRoll,
    *,
    fate: FateChoice | str | None = None,
    note: str = "",
    tag: str = "",
    entered: bool | None = None,
) -> Character:
    """`character` after a Death's Door result (ST-6).

    - 10+: back at 1 HP, status fine; `note` is how the brush with death marked them.
    - 7-9: no longer dying, but out of action (HP stays 0).
    - 6-: `fate` is needed: last move -> dead after one last move as if 12+; refuse to go -> dead,
      tagged revenant or ghost; a Thing Below -> its thrall (tagged), no longer dying but out of action.
    Player characters at Death's Door, and followers at 0 HP whose GM has them roll it (ST-5).
    `tag` is the fate's tag in the user's words (the table's text when empty); `entered` says a
    person typed the dice. Appends one HARM history entry (with the dice when `result` is a
    `DeathsDoorRoll`)."""
    check_alive(character, "roll Death's Door")
    harm = character.harm
    if character.kind in (CharacterKind.NPC, CharacterKind.MONSTER):
        raise RuleError(GM_DECIDES_FATE, name=character.name)
    if character.kind is CharacterKind.PLAYER_CHARACTER and harm.status is not HarmStatus.DEATHS_DOOR:
        raise RuleError(NOT_AT_DEATHS_DOOR, name=character.name)
    if character.kind is CharacterKind.FOLLOWER and harm.hp != 0:
        raise RuleError(FOLLOWER_NOT_AT_ZERO, name=character.name)
    dice = ""
    total: int | None = None
    if isinstance(result, DeathsDoorRoll):
        dice, total = result.dice_text, result.total
        result = result.result
    chosen = _fate(fate) if fate is not None else None
    if chosen is not None and result is not DeathsDoor.CHOOSE_FATE:
        raise RuleError(FATE_ONLY_ON_MISS)
    changes: list[Event] = []
    tags = character.tags
    if result is DeathsDoor.BACK_AT_1_HP:
        if harm.max_hp < ST6_BACK_AT_HP:
            raise RuleError(NO_MAX_HP, name=character.name)
        hp, status = ST6_BACK_AT_HP, HarmStatus.FINE
        if note:
            changes.append(event(ev.MARKED_BY_DEATH, note=note))
    elif result is DeathsDoor.OUT_OF_ACTION:
        hp, status = harm.hp, HarmStatus.OUT_OF_ACTION
    else:
        if chosen is None:
            raise RuleError(FATE_NEEDED)
        row = ST6_FATES[chosen]
        hp = harm.hp
        status = HarmStatus.DEAD if row.dies else HarmStatus.OUT_OF_ACTION
        written = (tag.strip() or row.tag) if row.tag else ""
        if written and written not in tags:
            tags = (*tags, written)
            changes.append(event(ev.TAG_ADDED, tag=written))
        if note:
            changes.append(event(ev.NOTE, text=note))
    events = [event(ev.DEATHS_DOOR, result=result, fate=chosen, total=total, entered=entered)]
    if hp != harm.hp:
        events.append(hp_event(harm.hp, hp, harm.max_hp))
    events.append(status_event(harm.status, status))
    updated = with_harm(character, hp=hp, status=status)
    if tags != character.tags:
        updated = evolve(updated, tags=tags)
    return record(updated, HistoryKind.HARM, [*events, *changes], dice=dice)


def _fate(fate: FateChoice | str) -> FateChoice:
    return as_member(FateChoice, fate, "a fate")
