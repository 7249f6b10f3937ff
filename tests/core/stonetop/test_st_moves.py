"""ST-7 debilities and ST-9 move rolls: marking, clearing, disadvantage, advantage, cancelling."""

from __future__ import annotations

import pytest

from talekeeper.core.model import Character, CharacterKind, Debilities, Debility, Harm, HarmStats, HistoryKind
from talekeeper.core.rules.stonetop import (
    MoveOutcome,
    RuleError,
    Stat,
    can_choose_debility,
    can_trigger_needing_debility,
    clear_debility,
    dice_needed,
    mark_debility,
    move_roll,
)
from talekeeper.core.rules.stonetop.events import EdgeReason
from tests.events import params


def pc(kind: CharacterKind = CharacterKind.PLAYER_CHARACTER, **harm: object) -> Character:
    return Character(name="Vahid", kind=kind, harm=Harm(hp=6, max_hp=16, **harm))


# ST-7 ----------------------------------------------------------------------------------------


def test_st7_mark_and_clear_with_history() -> None:
    marked = mark_debility(pc(), "dazed", reason="slammed into the cave wall")
    assert marked.harm.debilities.dazed and marked.harm.debilities.marked() == (Debility.DAZED,)
    entry = marked.history[-1]
    assert entry.kind is HistoryKind.HARM and params(entry, "harm.debility_marked") == {"debility": Debility.DAZED}
    assert params(entry, "harm.note") == {"text": "slammed into the cave wall"}
    cleared = clear_debility(marked, Debility.DAZED)
    assert not cleared.harm.debilities.dazed and len(cleared.history) == 2


def test_st7_marking_one_already_marked_has_no_further_effect() -> None:
    marked = mark_debility(pc(), Debility.WEAKENED)
    assert mark_debility(marked, Debility.WEAKENED) is marked
    assert clear_debility(pc(), Debility.MISERABLE).history == ()


@pytest.mark.parametrize("kind", [CharacterKind.NPC, CharacterKind.MONSTER])
def test_st7_npcs_and_monsters_never_mark_debilities(kind: CharacterKind) -> None:
    with pytest.raises(RuleError, match="never mark debilities"):
        mark_debility(pc(kind), Debility.WEAKENED)
    with pytest.raises(RuleError):
        clear_debility(pc(kind), Debility.WEAKENED)


def test_st7_a_follower_may_carry_a_debility() -> None:
    assert mark_debility(pc(CharacterKind.FOLLOWER), "miserable").harm.debilities.miserable


def test_st7_choices_and_triggers() -> None:
    weakened = pc(debilities=Debilities(weakened=True))
    assert not can_choose_debility(weakened, Debility.WEAKENED)
    assert can_choose_debility(weakened, Debility.DAZED)
    assert can_trigger_needing_debility(weakened)
    all_three = pc(debilities=Debilities(weakened=True, dazed=True, miserable=True))
    assert not can_trigger_needing_debility(all_three)
    assert not can_choose_debility(pc(CharacterKind.NPC), Debility.DAZED)
    with pytest.raises(RuleError, match="not a debility"):
        mark_debility(pc(), "tired")


# ST-9 ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rolls", "total", "result"),
    [([1, 2], 5, MoveOutcome.MISS), ([3, 3], 8, MoveOutcome.PARTIAL), ([4, 4], 10, MoveOutcome.FULL)],
)
def test_st9_two_d6_plus_stat_bands(rolls: list[int], total: int, result: MoveOutcome) -> None:
    character, move = move_roll(pc(stats=HarmStats(con=2)), "con", rolls)
    assert (move.total, move.outcome, move.modifier, move.kept) == (total, result, 2, tuple(rolls))
    assert character.history[-1].kind is HistoryKind.HARM and character.history[-1].dice


def test_st9_str_and_int_use_the_aliased_fields() -> None:
    sheet = pc(stats=HarmStats(str_=3, int_=-2))
    assert move_roll(sheet, Stat.STR, [1, 1])[1].total == 5
    assert move_roll(sheet, "+INT", [1, 1])[1].total == 0


def test_st7_st9_a_debility_gives_disadvantage_keep_worst_two() -> None:
    weakened = pc(debilities=Debilities(weakened=True), stats=HarmStats(dex=1))
    assert dice_needed(weakened, "dex") == 3
    _, move = move_roll(weakened, "dex", [6, 1, 5])
    assert move.disadvantage and move.kept == (1, 5) and move.total == 7
    assert EdgeReason.WEAKENED in move.reasons
    assert dice_needed(weakened, "wis") == 2  # weakened does not touch +WIS


def test_st9_advantage_next_roll_is_used_up_and_keeps_best_two() -> None:
    rested = pc(advantage_next_roll=True)
    character, move = move_roll(rested, "wis", [2, 6, 5])
    assert move.advantage and move.kept == (6, 5) and move.total == 11
    assert not character.harm.advantage_next_roll
    assert dice_needed(character, "wis") == 2


def test_st9_advantage_and_disadvantage_cancel() -> None:
    both = pc(advantage_next_roll=True, debilities=Debilities(dazed=True))
    assert dice_needed(both, "int") == 2
    character, move = move_roll(both, "int", [3, 4])
    assert move.edge == 0 and move.total == 7 and not character.harm.advantage_next_roll
    assert EdgeReason.CANCEL in move.reasons
    _, given = move_roll(pc(), "cha", [1, 2, 3], advantage=True)
    assert given.kept == (3, 2)
    _, both_given = move_roll(pc(), "cha", [1, 2], advantage=True, disadvantage=True)
    assert both_given.edge == 0


def test_st9_wrong_count_or_values_are_refused() -> None:
    with pytest.raises(RuleError, match="needs 2 dice"):
        move_roll(pc(), "str", [1, 2, 3])
    with pytest.raises(RuleError, match="needs 3 dice"):
        move_roll(pc(advantage_next_roll=True), "str", [1, 2])
    with pytest.raises(RuleError, match="d6 cannot show 7"):
        move_roll(pc(), "str", [7, 1])
    with pytest.raises(RuleError, match="not a stat"):
        move_roll(pc(), "luck", [1, 1])


def test_st7_npc_debilities_never_count() -> None:
    # An NPC sheet should never have one; if it does, it gives no disadvantage.
    npc = pc(CharacterKind.NPC, debilities=Debilities(weakened=True))
    assert dice_needed(npc, "str") == 2
