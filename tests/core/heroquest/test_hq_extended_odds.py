"""HQ-17/HQ-18: exact odds of an extended contest's final outcome, checked against a direct solve of
the whole chain written here (every state at once, dense, with pivoting), and by its properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from talekeeper.core.rules.heroquest import Level, PlayError, ap_defeat_level, exchange, extended_odds
from talekeeper.core.rules.heroquest.group_extended_odds import group_extended_odds

ENDS = [*Level, "both"]


def _direct(a_rating: str, b_rating: str, a_points: int, b_points: int, a_bid: int, b_bid: int, acting: str,
            tie_break: str, heroic: bool, a_bumps: int = 0, b_bumps: int = 0) -> dict[object, float]:
    """Every state reachable from the start, one linear system for all of them: x = P x + ends."""
    def step(side: str) -> dict[tuple[int, int], float]:
        actor, other, bid = (a_rating, b_rating, a_bid) if side == "a" else (b_rating, a_rating, b_bid)
        bumps = (a_bumps, b_bumps) if side == "a" else (b_bumps, a_bumps)
        moves: dict[tuple[int, int], float] = {}
        for r1 in range(1, 21):
            for r2 in range(1, 21):
                x = exchange(actor, other, r1, r2, bid, tie_break=tie_break, actor_bumps=bumps[0], other_bumps=bumps[1])
                key = (x.actor_change, x.other_change) if side == "a" else (x.other_change, x.actor_change)
                moves[key] = moves.get(key, 0.0) + 1 / 400
        return moves

    moves = {"a": step("a"), "b": step("b")}

    def end(a: int, b: int) -> object:
        if a <= 0 and b <= 0:
            return "both"
        if b <= 0:
            return ap_defeat_level(b, b_points, heroic=heroic).inverse
        return ap_defeat_level(a, a_points, heroic=heroic)

    start = (a_points, b_points, acting)
    states, todo = [start], [start]
    while todo:
        a, b, side = todo.pop()
        for (da, db) in moves[side]:
            nxt = (a + da, b + db, "b" if side == "a" else "a")
            if nxt[0] > 0 and nxt[1] > 0 and nxt not in states:
                states.append(nxt)
                todo.append(nxt)
    index = {s: i for i, s in enumerate(states)}
    n, k = len(states), len(ENDS)
    matrix = [[0.0] * n + [0.0] * k for _ in range(n)]
    for (a, b, side), i in index.items():
        matrix[i][i] += 1.0
        for (da, db), p in moves[side].items():
            nxt = (a + da, b + db, "b" if side == "a" else "a")
            if nxt in index:
                matrix[i][index[nxt]] -= p
            else:
                matrix[i][n + ENDS.index(end(nxt[0], nxt[1]))] += p
    for col in range(n):  # Gauss-Jordan with partial pivoting
        pivot = max(range(col, n), key=lambda r: abs(matrix[r][col]))
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        lead = matrix[col][col]
        matrix[col] = [v / lead for v in matrix[col]]
        for r in range(n):
            if r != col and matrix[r][col]:
                f = matrix[r][col]
                matrix[r] = [v - f * w for v, w in zip(matrix[r], matrix[col], strict=True)]
    return {e: matrix[index[start]][n + j] for j, e in enumerate(ENDS)}


CASES = [
    # a, b, a_points, b_points, a_bid, b_bid, acting, tie_break, heroic
    ("12", "14", 7, 6, 2, 3, "a", "low", False),
    ("12", "14", 7, 6, 2, 3, "b", "high", True),
    ("5W", "17", 9, 5, 3, 1, "a", "low", False),
    ("10W2", "10W", 6, 8, 1, 2, "b", "low", True),
    ("1", "20", 5, 5, 2, 2, "a", "high", False),
    ("17", "17", 8, 8, 0, 3, "a", "low", False),
    ("6", "3", 4, 9, 4, 1, "a", "low", True),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}v{c[1]}-{c[2]}v{c[3]}-bids{c[4]}/{c[5]}-{c[6]}-{c[7]}-{'heroic' if c[8] else 'ordinary'}" for c in CASES])
def test_hq17_hq18_extended_odds_match_a_direct_solve_of_the_whole_chain(case: tuple) -> None:
    a, b, pa, pb, bid_a, bid_b, acting, tie, heroic = case
    odds = extended_odds(a, b, pa, pb, a_bid=bid_a, b_bid=bid_b, acting=acting, tie_break=tie, heroic=heroic)
    expected = _direct(a, b, pa, pb, bid_a, bid_b, acting, tie, heroic)
    for level in Level:
        assert odds.levels[level] == pytest.approx(expected[level], abs=1e-9), level
    assert odds.both_out == pytest.approx(expected["both"], abs=1e-9)
    assert sum(odds.levels.values()) + odds.both_out == pytest.approx(1.0, abs=1e-12)
    assert odds.levels[Level.TIE] == 0.0


def test_hq17_hq20_an_injured_sides_bump_down_counts_in_every_exchange() -> None:
    odds = extended_odds("14", "14", 9, 9, a_bid=3, b_bid=3, a_bumps=-1)
    expected = _direct("14", "14", 9, 9, 3, 3, "a", "low", False, a_bumps=-1)
    for level in Level:
        assert odds.levels[level] == pytest.approx(expected[level], abs=1e-9)
    assert odds.a_wins < 0.2 < extended_odds("14", "14", 9, 9, a_bid=3, b_bid=3).a_wins


def test_hq18_a_side_already_out_has_lost_at_once() -> None:
    odds = extended_odds("17", "12", -12, 30, a_bid=5, b_bid=5)
    assert odds.levels[Level.MINOR_DEFEAT] == 1.0
    both = extended_odds("17", "12", 0, -3, a_bid=5, b_bid=5)
    assert both.both_out == 1.0


def test_hq18_heroic_levels_use_the_given_starting_points() -> None:
    # Every loss is 40 or more: from 1 point A ends at -39 or below. With a start of 100 that is
    # a marginal or minor heroic defeat; with the default start (the points given, 1) it is
    # complete whatever happens.
    big = extended_odds("10", "20W", 1, 60, a_bid=40, b_bid=40, heroic=True, a_start=100)
    small = extended_odds("10", "20W", 1, 60, a_bid=40, b_bid=40, heroic=True)
    assert big.levels[Level.MARGINAL_DEFEAT] + big.levels[Level.MINOR_DEFEAT] > 0.9
    assert small.b_wins == pytest.approx(small.levels[Level.COMPLETE_DEFEAT], abs=1e-12)
    assert small.levels[Level.COMPLETE_DEFEAT] > 0.5


def test_hq17_extended_odds_mirror_when_the_sides_swap() -> None:
    one = extended_odds("15", "8W", 23, 31, a_bid=6, b_bid=4, acting="a", tie_break="high")
    other = extended_odds("8W", "15", 31, 23, a_bid=4, b_bid=6, acting="b", tie_break="high")
    for level in Level:
        assert one.levels[level] == pytest.approx(other.levels[level.inverse], abs=1e-12)
    assert one.both_out == pytest.approx(other.both_out, abs=1e-12)


@settings(max_examples=25, deadline=None)
@given(a=st.integers(1, 30), b=st.integers(1, 30), more=st.integers(1, 10), bid_a=st.integers(1, 8), bid_b=st.integers(1, 8),
       rating_a=st.sampled_from(["6", "14", "19", "3W"]), rating_b=st.sampled_from(["9", "17", "1W"]))
def test_hq17_more_points_never_lower_the_chance_to_win(a: int, b: int, more: int, bid_a: int, bid_b: int, rating_a: str, rating_b: str) -> None:
    fewer = extended_odds(rating_a, rating_b, a, b, a_bid=bid_a, b_bid=bid_b)
    richer = extended_odds(rating_a, rating_b, a + more, b, a_bid=bid_a, b_bid=bid_b)
    assert richer.a_wins >= fewer.a_wins - 1e-12
    assert richer.b_wins <= fewer.b_wins + 1e-12


def test_hq17_extended_odds_refuse_what_cannot_be_played() -> None:
    with pytest.raises(PlayError) as caught:
        extended_odds("17", "17", 10, 10, a_bid=0, b_bid=0)
    assert caught.value.code == "hq.no_stakes"
    with pytest.raises(PlayError) as caught:
        extended_odds("17", "17", 10, 10, a_bid=-1, b_bid=3)
    assert caught.value.code == "hq.negative_bid"
    with pytest.raises(PlayError) as caught:
        extended_odds("17", "17", 10, 10, a_bid=2, b_bid=3, acting="c")
    assert caught.value.code == "hq.acting_side"


def test_hq17_extended_odds_of_a_long_contest_stay_exact() -> None:
    # 40 against 40 with small bids: thousands of states, and points taken back and forth.
    odds = extended_odds("17", "17", 40, 40, a_bid=1, b_bid=1)
    assert sum(odds.levels.values()) + odds.both_out == pytest.approx(1.0, abs=1e-12)
    assert odds.a_wins == pytest.approx(odds.b_wins, abs=0.01)  # the first bid is the only difference


# --- a group extended contest (HQ-19): estimated, with its margin -----------------------------------


def test_hq19_group_odds_of_one_against_one_agree_with_the_exact_odds_within_the_margin() -> None:
    exact = extended_odds("15", "12", 20, 25, a_bid=4, b_bid=5, acting="b")
    estimate = group_extended_odds([("15", 20)], [("12", 25)], a_bid=4, b_bid=5, acting="b", runs=4000, seed=3)
    assert estimate.runs == 4000 and estimate.margin == pytest.approx(1.96 * (0.25 / 4000) ** 0.5)
    assert abs(estimate.a_wins - exact.a_wins) <= estimate.margin
    assert abs(estimate.b_wins - exact.b_wins) <= estimate.margin
    assert estimate.a_wins + estimate.b_wins + estimate.both_out == pytest.approx(1.0)


def test_hq19_group_odds_are_repeatable_and_count_every_member() -> None:
    one = group_extended_odds([("15", 20), ("12", 10)], [("17", 30)], a_bid=5, b_bid=6, seed=9, runs=500)
    assert one == group_extended_odds([("15", 20), ("12", 10)], [("17", 30)], a_bid=5, b_bid=6, seed=9, runs=500)
    alone = group_extended_odds([("15", 20)], [("17", 30)], a_bid=5, b_bid=6, seed=9, runs=500)
    assert one.a_wins > alone.a_wins  # a second member on side A helps it
    out = group_extended_odds([("15", 20), ("12", -4)], [("17", 30)], a_bid=5, b_bid=6, seed=9, runs=500)
    assert out == alone  # a member already out counts for nothing


def test_hq19_group_odds_refuse_a_side_with_nobody() -> None:
    with pytest.raises(PlayError) as caught:
        group_extended_odds([], [("17", 30)], a_bid=5, b_bid=6)
    assert caught.value.code == "hq.no_heroes"
