"""Move rolls (ST-9): 2d6 + stat, advantage and disadvantage, debilities (ST-7), bands.

Die values are inputs (C-2): the program or a person rolls them; they are checked here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from talekeeper.core.dice import DiceError, check_die_value
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.enums import Debility
from talekeeper.core.model.history import HistoryKind
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import DICE_COUNT, NOT_A_STAT, EdgeReason
from talekeeper.core.rules.stonetop.log import check_alive, record, with_harm
from talekeeper.core.rules.stonetop.tables import (
    ST7_DEBILITY_STATS,
    ST9_DIE,
    ST9_KEPT,
    ST9_MOVE_BANDS,
    ST9_WITH_EDGE,
    MoveOutcome,
    Stat,
    band,
)


def as_stat(stat: Stat | str) -> Stat:
    """A stat from its name ("str", "+STR", Stat.STR)."""
    if isinstance(stat, Stat):
        return stat
    try:
        return Stat(str(stat).strip().lstrip("+").lower())
    except ValueError:
        names = ", ".join(s.label for s in Stat)
        raise RuleError(NOT_A_STAT, text=str(stat), choices=names) from None


def dice_for(edge: int) -> int:
    """How many d6 a roll needs: 2, or 3 with advantage or disadvantage (ST-9)."""
    return ST9_KEPT if edge == 0 else ST9_WITH_EDGE


def keep(rolls: Sequence[int], edge: int) -> tuple[int, ...]:
    """The dice that count (ST-9): all of 2; with advantage (`edge` > 0) the best two of 3, with
    disadvantage (`edge` < 0) the worst two. Refuses a wrong count or a value a d6 cannot show."""
    needed = dice_for(edge)
    values = tuple(rolls)
    if len(values) != needed:
        why = {0: "", 1: " (advantage)", -1: " (disadvantage)"}[max(-1, min(1, edge))]
        raise RuleError(DICE_COUNT, need=needed, given=len(values), why=why)
    for value in values:
        try:
            check_die_value(value, ST9_DIE)
        except DiceError as error:
            raise RuleError.like(error) from None
    ordered = sorted(values, reverse=edge > 0)
    return tuple(ordered[:ST9_KEPT])


def outcome(total: int) -> MoveOutcome:
    """ST-9 bands: 10+ full success, 7-9 partial, 6- miss."""
    return band(total, ST9_MOVE_BANDS)


_DEBILITY_REASON = {Debility.WEAKENED: EdgeReason.WEAKENED, Debility.DAZED: EdgeReason.DAZED, Debility.MISERABLE: EdgeReason.MISERABLE}


def debility_reasons(character: Character, stat: Stat) -> tuple[EdgeReason, ...]:
    """The marked debilities that give disadvantage on `stat` (ST-7). NPCs and monsters never mark
    debilities, so none count for them; a follower's count as its temporary tags."""
    if not character.kind.has_debilities:
        return ()
    return tuple(
        _DEBILITY_REASON[debility]
        for debility in character.harm.debilities.marked()
        if stat in ST7_DEBILITY_STATS[debility]
    )


def roll_edge(
    character: Character, stat: Stat | str, *, advantage: bool = False, disadvantage: bool = False
) -> tuple[int, tuple[EdgeReason, ...]]:
    """+1 (advantage), 0 or -1 (disadvantage) for a move roll, with the reasons (ST-9: they cancel).
    Advantage: `advantage` (the move or help says so) or the sheet's `advantage_next_roll` (ST-21).
    Disadvantage: `disadvantage`, or a marked debility whose stats include `stat` (ST-7)."""
    stat = as_stat(stat)
    reasons: list[EdgeReason] = []
    if advantage:
        reasons.append(EdgeReason.ADVANTAGE)
    if character.harm.advantage_next_roll:
        reasons.append(EdgeReason.GOOD_REST)
    has_advantage = bool(reasons)
    dis_reasons = list(debility_reasons(character, stat))
    if disadvantage:
        dis_reasons.insert(0, EdgeReason.DISADVANTAGE)
    reasons.extend(dis_reasons)
    edge = int(has_advantage) - int(bool(dis_reasons))
    if has_advantage and dis_reasons:
        reasons.append(EdgeReason.CANCEL)
    return edge, tuple(reasons)


def dice_needed(
    character: Character, stat: Stat | str, *, advantage: bool = False, disadvantage: bool = False
) -> int:
    """How many d6 `move_roll` needs for this character and stat: 2 or 3."""
    return dice_for(roll_edge(character, stat, advantage=advantage, disadvantage=disadvantage)[0])


@dataclass(frozen=True)
class MoveResult:
    """One move roll (ST-9): the dice, what was kept, why, the total and the outcome."""

    stat: Stat | None
    """None for a roll with no stat (Death's Door, ST-6)."""
    modifier: int
    rolls: tuple[int, ...]
    kept: tuple[int, ...]
    edge: int
    """+1 advantage, -1 disadvantage, 0 neither (or both, cancelled)."""
    reasons: tuple[EdgeReason, ...]
    total: int
    outcome: MoveOutcome

    @property
    def advantage(self) -> bool:
        return self.edge > 0

    @property
    def disadvantage(self) -> bool:
        return self.edge < 0

    @property
    def dice_text(self) -> str:
        """The roll as a formula with no words: `3d6: 2, 5, 6 → 5 + 6 + 1 = 12` (the kept dice
        show which two counted)."""
        head = "2d6" if self.edge == 0 else "3d6"
        shown = ", ".join(str(v) for v in self.rolls)
        parts = " + ".join(str(v) for v in self.kept)
        if self.modifier:
            parts += f" {'+' if self.modifier > 0 else '-'} {abs(self.modifier)}"
        return f"{head}: {shown} → {parts} = {self.total}"


def resolve(rolls: Sequence[int], edge: int, modifier: int, stat: Stat | None, reasons: tuple[EdgeReason, ...]) -> MoveResult:
    """A move roll's result from its dice (no character involved)."""
    kept = keep(rolls, edge)
    total = sum(kept) + modifier
    return MoveResult(stat, modifier, tuple(rolls), kept, edge, reasons, total, outcome(total))


def move_roll(
    character: Character,
    stat: Stat | str,
    rolls: Sequence[int],
    *,
    advantage: bool = False,
    disadvantage: bool = False,
    move: str = "",
    entered: bool | None = None,
) -> tuple[Character, MoveResult]:
    """Roll a move +`stat` for `character` (ST-9): 2d6 + stat; 10+ full success, 7-9 partial,
    6- miss. `rolls` are the d6 values: 2, or 3 when there is (net) advantage or disadvantage
    (see `dice_needed`); a wrong count raises RuleError. A sheet's `advantage_next_roll` gives
    advantage and is used up by this roll. `entered` says a person typed the dice. Appends one
    HARM history entry."""
    check_alive(character, "roll a move")
    stat = as_stat(stat)
    edge, reasons = roll_edge(character, stat, advantage=advantage, disadvantage=disadvantage)
    modifier = getattr(character.harm.stats, stat.field)
    result = resolve(rolls, edge, modifier, stat, reasons)
    events = [event(ev.MOVE, move=move or None, stat=stat, total=result.total, outcome=result.outcome, entered=entered)]
    events += [event(ev.EDGE, reason=reason) for reason in reasons]
    updated = character
    if character.harm.advantage_next_roll:
        updated = with_harm(character, advantage_next_roll=False)
        events.append(event(ev.GOOD_REST_USED))
    return record(updated, HistoryKind.HARM, events, dice=result.dice_text), result
