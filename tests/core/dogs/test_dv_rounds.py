"""DV-14 several opponents (raising order, rounds) and DV-15 helping, with hand-entered dice."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import HandDice
from talekeeper.core.model import DogsStats
from talekeeper.core.rules.dogs import (
    BlowKind,
    Conflict,
    ConflictError,
    OffSheetItem,
    Participant,
    SeeKind,
    bring_in,
    give,
    help_ally,
    open_conflict,
    raise_dice,
    raising_order,
    run_out,
    see,
    set_raising_order,
    whose_move,
)


def test_dv14_raising_order_by_two_highest() -> None:
    order = raising_order({"a": [3, 3, 1], "b": [6, 1], "c": [5, 4, 4, 1]})
    assert order == (("c",), ("b",), ("a",))  # 9, 7, 6


def test_dv14_ties_go_to_the_higher_single_die_then_the_users() -> None:
    # b 6+2 and c 5+3 both make 8: b's 6 beats c's 5 (Decision); a and d tie fully.
    order = raising_order({"a": [4, 4], "b": [6, 2, 1], "c": [5, 3], "d": [4, 4, 2]})
    assert order == (("b",), ("c",), ("a", "d"))
    assert raising_order({"x": [], "y": [1]}) == (("y",), ("x",))


def people() -> tuple[Participant, Participant, Participant]:
    p1 = Participant(name="Ezekiel", side="dogs", stats=DogsStats(acuity=2, heart=1))
    p2 = Participant(name="Ruth", side="dogs", stats=DogsStats(acuity=1, heart=2))
    s = Participant(name="Sorcerer", side="town", stats=DogsStats(acuity=3, heart=3))
    return p1, p2, s


# Opening (talking): Ezekiel 6 5 | 1; Ruth 4 | 3 3; Sorcerer 6 2 4 | 1 1 3.
ROLLS = [6, 5, 1, 4, 3, 3, 6, 2, 4, 1, 1, 3]


def pick(conflict: Conflict, who: Participant, *wanted: int) -> list[int]:
    hand = list(conflict.participant(who.id).hand)
    chosen: list[int] = []
    for value in wanted:
        chosen.append(next(d.id for d in hand if d.value == value and d.id not in chosen))
    return chosen


def opened() -> tuple[Conflict, Participant, Participant, Participant]:
    p1, p2, s = people()
    conflict = open_conflict("Save the child", [p1, p2, s], started_by=s.id, dice=HandDice(ROLLS))
    return conflict, p1, p2, s


def test_dv14_opening_order_from_the_opening_dice() -> None:
    conflict, p1, p2, s = opened()
    assert conflict.rounds
    assert conflict.order == (p1.id, s.id, p2.id)  # 11, 10 (6 4), 7 (4 3)
    assert whose_move(conflict) == (p1.id,)


def test_dv14_everyone_the_raise_affects_must_see_and_rounds_reorder() -> None:
    conflict, p1, p2, s = opened()
    conflict = raise_dice(conflict, p1.id, pick(conflict, p1, 6, 5), blow=BlowKind.NOT_PHYSICAL)
    assert conflict.current_raise is not None and conflict.current_raise.targets == (s.id,)
    conflict = see(conflict, s.id, pick(conflict, s, 6, 4, 1))  # 11 with three dice: 3d4 noted
    assert str(conflict.participant(s.id).fallout_dice) == "3d4"
    assert conflict.to_raise == s.id  # next in the order
    conflict = raise_dice(conflict, s.id, pick(conflict, s, 2, 1), blow=BlowKind.NOT_PHYSICAL)
    assert set(whose_move(conflict)) == {p1.id, p2.id}

    # DV-15: Ruth gives Ezekiel a 3; his 1 + her 3 is a one-die see: a helped reverse the blow.
    conflict = help_ally(conflict, p2.id, p1.id, pick(conflict, p2, 3)[0], narration="She shouts a warning")
    with pytest.raises(ConflictError, match="already helped"):
        help_ally(conflict, p2.id, p1.id, pick(conflict, p2, 3)[0])
    conflict = Conflict.model_validate_json(conflict.model_dump_json())  # saved with help on offer
    assert conflict.help_for(p1.id)[0].value == 3
    conflict = see(conflict, p1.id, pick(conflict, p1, 1))
    kept = conflict.participant(p1.id).kept
    assert conflict.log[-1].see_kind is SeeKind.REVERSE_THE_BLOW
    assert kept is not None and kept.helped and kept.total == 4
    assert whose_move(conflict) == (p2.id,)  # Ruth must still see
    conflict = see(conflict, p2.id, pick(conflict, p2, 4))
    assert conflict.to_raise == p2.id

    # Ruth helped, so she raises with one die: her kept reverse-the-blow die is that die.
    with pytest.raises(ConflictError, match="one die"):
        raise_dice(conflict, p2.id, pick(conflict, p2, 3), blow=BlowKind.PHYSICAL)
    conflict = raise_dice(conflict, p2.id, [], blow=BlowKind.PHYSICAL)
    assert conflict.current_raise is not None and conflict.current_raise.total == 4
    conflict = bring_in(conflict, s.id, HandDice([6]), item=OffSheetItem(name="Candle"))
    conflict = see(conflict, s.id, pick(conflict, s, 6))

    # Round 2: the order is decided again from the dice in hand: Ruth 3, Sorcerer 3 tie, Ezekiel none.
    assert conflict.round == 2
    assert conflict.order == (p2.id, s.id, p1.id)
    assert conflict.ties == ((p2.id, s.id),)
    with pytest.raises(ConflictError, match="not tied"):
        set_raising_order(conflict, [p1.id, s.id, p2.id])
    conflict = set_raising_order(conflict, [s.id, p2.id, p1.id])
    assert conflict.to_raise == s.id
    conflict = raise_dice(conflict, s.id, pick(conflict, s, 3), blow=BlowKind.NOT_PHYSICAL)  # 6 kept + 3
    assert conflict.current_raise is not None and conflict.current_raise.total == 9


def test_dv15_helped_reverse_total_starts_the_next_raise() -> None:
    p1 = Participant(name="Ezekiel", side="dogs", stats=DogsStats(acuity=2, heart=1))
    p2 = Participant(name="Ruth", side="dogs", stats=DogsStats(acuity=1, heart=1))
    s = Participant(name="Sorcerer", side="town", stats=DogsStats(acuity=2, heart=2))
    # Ezekiel 1 1 2; Ruth 5 2; Sorcerer 6 6 2 2 -> order Sorcerer (12), Ruth (7), Ezekiel (3)
    conflict = open_conflict("x", [p1, p2, s], started_by=p1.id, dice=HandDice([1, 1, 2, 5, 2, 6, 6, 2, 2]))
    assert conflict.order == (s.id, p2.id, p1.id)
    conflict = raise_dice(conflict, s.id, pick(conflict, s, 2, 2), targets=[p1.id], blow=BlowKind.DEADLY_WEAPON)
    assert whose_move(conflict) == (p1.id,)
    conflict = help_ally(conflict, p2.id, p1.id, pick(conflict, p2, 5)[0])
    conflict = see(conflict, p1.id, pick(conflict, p1, 1))  # 1 + 5 = 6 >= 4
    assert conflict.participant(p1.id).kept.total == 6
    conflict = raise_dice(conflict, p2.id, pick(conflict, p2, 2), blow=BlowKind.PHYSICAL)  # helper: one die
    assert conflict.current_raise is not None and conflict.current_raise.total == 2
    conflict = see(conflict, s.id, pick(conflict, s, 6))
    # Ezekiel's raise: the kept total 6 plus one die from hand.
    with pytest.raises(ConflictError, match="kept reverse-the-blow die or total"):
        raise_dice(conflict, p1.id, pick(conflict, p1, 1, 2), blow=BlowKind.PHYSICAL)
    conflict = raise_dice(conflict, p1.id, pick(conflict, p1, 2), blow=BlowKind.PHYSICAL)
    assert conflict.current_raise is not None and conflict.current_raise.total == 8


def test_dv15_taken_blow_with_help_notes_only_own_dice() -> None:
    p1 = Participant(name="Ezekiel", side="dogs", stats=DogsStats(acuity=3, heart=1))
    p2 = Participant(name="Ruth", side="dogs", stats=DogsStats(acuity=1, heart=1))
    s = Participant(name="Sorcerer", side="town", stats=DogsStats(acuity=2))
    conflict = open_conflict("x", [p1, p2, s], started_by=p1.id, dice=HandDice([3, 3, 3, 1, 2, 2, 6, 6]))
    assert conflict.to_raise == s.id  # 12 beats 6 and 4
    conflict = raise_dice(conflict, s.id, pick(conflict, s, 6, 6), targets=[p1.id], blow=BlowKind.SMALL_WEAPON)
    conflict = help_ally(conflict, p2.id, p1.id, pick(conflict, p2, 2)[0])
    conflict = see(conflict, p1.id, pick(conflict, p1, 3, 3, 3, 1))  # 10 own + 2 help = 12
    assert conflict.log[-1].see_kind is SeeKind.TAKE_THE_BLOW
    assert str(conflict.participant(p1.id).fallout_dice) == "4d8"  # not 5d8


def test_dv15_helper_must_be_an_ally() -> None:
    conflict, p1, p2, s = opened()
    with pytest.raises(ConflictError, match="same side"):
        help_ally(conflict, s.id, p1.id, pick(conflict, s, 6)[0])
    with pytest.raises(ConflictError, match="themself"):
        help_ally(conflict, p1.id, p1.id, pick(conflict, p1, 6)[0])


def test_dv14_a_side_out_of_the_conflict_loses() -> None:
    conflict, p1, p2, s = opened()
    conflict = give(conflict, p1.id)  # Ezekiel gives on his turn to raise: Ruth fights on
    assert not conflict.finished and conflict.to_raise == s.id
    assert conflict.participant(p1.id).follow_up_die.value == 6
    conflict = raise_dice(conflict, s.id, pick(conflict, s, 6, 4), blow=BlowKind.NOT_PHYSICAL)
    assert conflict.current_raise is not None and conflict.current_raise.targets == (p2.id,)
    with pytest.raises(ConflictError, match="can still see"):
        run_out(conflict, p2.id)
    conflict = see(conflict, p2.id, pick(conflict, p2, 4, 3, 3))
    assert conflict.to_raise == p2.id and conflict.participant(p2.id).hand == ()
    conflict = run_out(conflict, p2.id)
    assert conflict.finished and conflict.winner_side == "town"
    assert str(conflict.participant(p2.id).fallout_dice) == "3d4"
