"""DV-8..DV-10: who wins one arena with the dice on the table, checked against a plain exhaustive
search written here (every subset of dice for a see, every pair for a raise, no pruning)."""

from __future__ import annotations

import itertools
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from talekeeper.core.rules.dogs import arena
from talekeeper.core.rules.dogs.arena import TOO_MANY_DICE, arena_outcome
from talekeeper.core.rules.dogs.errors import ConflictError


def _minus(hand: tuple[int, ...], used: tuple[int, ...]) -> tuple[int, ...]:
    rest = list(hand)
    for face in used:
        rest.remove(face)
    return tuple(sorted(rest))


@cache
def _brute(mine: tuple[int, ...], theirs: tuple[int, ...], raise_total: int | None, kept: int | None) -> bool:
    """True when the side to act (holding `mine`) wins with best play, by trying every move."""
    if raise_total is None:
        if kept is not None:
            options = [((kept, d), _minus(mine, (d,))) for d in set(mine)]
        else:
            options = [(pair, _minus(mine, pair)) for pair in set(itertools.combinations(mine, 2))]
        return any(not _brute(theirs, rest, sum(move), None) for move, rest in options)
    for size in range(1, len(mine) + 1):
        for used in set(itertools.combinations(mine, size)):
            if sum(used) >= raise_total and _brute(_minus(mine, used), theirs, None, used[0] if size == 1 else None):
                return True
    return False


def _legal_and_winning(mine: tuple[int, ...], theirs: tuple[int, ...], raise_total: int | None, kept: int | None,
                       move: tuple[int, ...]) -> bool:
    if raise_total is None:
        if kept is not None:
            assert move[0] == kept and len(move) == 2
            rest = _minus(mine, move[1:])
        else:
            assert len(move) == 2
            rest = _minus(mine, move)
        return not _brute(theirs, rest, sum(move), None)
    assert sum(move) >= raise_total
    return _brute(_minus(mine, move), theirs, None, move[0] if len(move) == 1 else None)


@pytest.fixture(autouse=True)
def _no_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Correctness, not speed: a loaded test machine must not turn an answer into "too many dice"
    (the limit has its own test, and the speed its benchmark)."""
    monkeypatch.setattr(arena, "ARENA_TIME_LIMIT", 600.0)


hands = st.lists(st.integers(1, 6), min_size=0, max_size=5).map(lambda h: tuple(sorted(h)))


@settings(max_examples=300, deadline=None)
@given(mine=hands, theirs=hands, raise_total=st.one_of(st.none(), st.integers(2, 14)), kept=st.one_of(st.none(), st.integers(1, 6)))
def test_dv8_dv10_arena_outcome_matches_an_exhaustive_search(mine, theirs, raise_total, kept) -> None:
    if raise_total is not None:
        kept = None
    outcome = arena_outcome(mine, theirs, raise_total=raise_total, kept=kept)
    assert outcome.wins == _brute(mine, theirs, raise_total, kept)
    if outcome.wins:
        assert outcome.move is not None
        assert _legal_and_winning(mine, theirs, raise_total, kept, outcome.move)
    else:
        assert outcome.move is None


def test_dv10_a_side_that_cannot_raise_or_see_loses() -> None:
    assert arena_outcome([6], [1, 1]) == arena.ArenaOutcome(False, None)  # one die cannot raise
    assert arena_outcome([1, 1, 1], [6, 6], raise_total=12).wins is False  # 3 cannot see 12
    assert arena_outcome([], [1]).wins is False


def test_dv8_a_raise_the_other_side_cannot_see_wins_at_once() -> None:
    outcome = arena_outcome([6, 6, 1], [2, 3])
    assert outcome.wins and outcome.move == (6, 6)


def test_dv9_a_reverse_keeps_the_die_for_the_next_raise() -> None:
    # Seeing 6 with the single 6 keeps it; the raise that follows is the kept 6 with one more die.
    outcome = arena_outcome([6, 5], [1, 1, 1], raise_total=6)
    assert outcome.wins
    assert outcome.move == (6,)
    after = arena_outcome([5], [1, 1, 1], kept=6)
    assert after.wins and after.move == (6, 5)


def test_dv9_among_winning_sees_the_fewest_fallout_dice_are_taken() -> None:
    # 9 can be seen by 4+5 (a block, no fallout) or by 2+3+4 (three fallout dice): both win here.
    outcome = arena_outcome([2, 3, 4, 5, 6, 6], [1, 1], raise_total=9)
    assert outcome.wins
    assert len(outcome.move) <= 2 and outcome.fallout_dice == 0
    forced = arena_outcome([2, 3, 4, 6, 6], [1, 1], raise_total=9)
    assert forced.wins and sum(forced.move) >= 9


def test_dv8_swapping_who_acts_in_a_symmetric_arena() -> None:
    # With the same dice on both sides, whoever raises first wins exactly when the search says
    # the other side cannot answer: the two views agree.
    hand = (1, 3, 4, 6)
    first = arena_outcome(hand, hand)
    assert first.wins == _brute(hand, hand, None, None)


def test_dv10_arena_outcome_refuses_what_is_not_dice() -> None:
    with pytest.raises(ConflictError) as caught:
        arena_outcome([0, 3], [2])
    assert caught.value.code == "dogs.bad_face"
    with pytest.raises(ConflictError) as caught:
        arena_outcome([3, 3], [2], raise_total=1)
    assert caught.value.code == "dogs.bad_raise"
    with pytest.raises(ConflictError) as caught:
        arena_outcome([3, 3], [2], raise_total=5, kept=3)
    assert caught.value.code == "dogs.kept_in_see"


def test_dv10_an_arena_too_large_to_work_out_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(arena, "ARENA_TIME_LIMIT", 0.0)
    with pytest.raises(ConflictError) as caught:
        arena_outcome([1, 2, 3, 4, 5, 6] * 2, [6, 5, 4, 3, 2, 1] * 2)
    assert caught.value.code == TOO_MANY_DICE


def test_dv8_twelve_dice_a_side_are_worked_out() -> None:
    outcome = arena_outcome([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6], [1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6])
    assert isinstance(outcome.wins, bool)
    if outcome.wins:
        assert outcome.move is not None and len(outcome.move) == 2


@settings(max_examples=200, deadline=None)
@given(mine=hands, theirs=hands, extra=st.integers(1, 6), raise_total=st.one_of(st.none(), st.integers(2, 14)))
def test_dv8_dv10_a_die_more_never_hurts_its_holder(mine, theirs, extra, raise_total) -> None:
    # Nobody is forced to use a die, so a die more can only add moves for its holder.
    before = arena_outcome(mine, theirs, raise_total=raise_total).wins
    assert arena_outcome((*mine, extra), theirs, raise_total=raise_total).wins >= before
    assert arena_outcome(mine, (*theirs, extra), raise_total=raise_total).wins <= before


@settings(max_examples=200, deadline=None)
@given(mine=hands, theirs=hands)
def test_dv10_the_two_views_of_one_raise_agree(mine, theirs) -> None:
    # A raise wins exactly when the other side, seeing it, cannot win: the same position seen
    # from both sides.
    outcome = arena_outcome(mine, theirs)
    if outcome.wins:
        rest = list(mine)
        for face in outcome.move:
            rest.remove(face)
        assert not arena_outcome(theirs, rest, raise_total=sum(outcome.move)).wins
    else:
        for i, j in itertools.combinations(range(len(mine)), 2):
            rest = [f for k, f in enumerate(mine) if k not in (i, j)]
            assert sum(theirs) >= mine[i] + mine[j]  # else this raise would win
            assert arena_outcome(theirs, rest, raise_total=mine[i] + mine[j]).wins


def test_dv14_arena_position_leaves_out_what_the_model_cannot_play() -> None:
    from talekeeper.core.rules.dogs.arena import arena_position
    from talekeeper.core.rules.dogs.conflict import Conflict, DieSource, HeldDie, KeptReverse, Participant

    def die(i: int, value: int) -> HeldDie:
        return HeldDie(id=i, size=6, value=value, source=next(iter(DieSource)))

    me = Participant(name="Vasana", side="A", hand=(die(1, 1), die(2, 5)))
    them = Participant(name="Hodge", side="B", hand=(die(3, 1), die(4, 4), die(5, 4)))
    one_on_one = Conflict(stakes="x", participants=(me, them), to_raise=me.id, started_by=me.id, next_die_id=10)
    position = arena_position(one_on_one)
    assert position is not None and position.to_act == (1, 5) and position.other == (1, 4, 4)
    assert arena_position(one_on_one.model_copy(update={"rounds": True})) is None  # DV-14: turns by rounds
    kept = them.model_copy(update={"kept": KeptReverse(dice=(die(6, 4),))})
    assert arena_position(one_on_one.model_copy(update={"participants": (me, kept)})) is None
