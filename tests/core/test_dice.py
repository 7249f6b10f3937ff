"""C-1 dice expressions and C-2 dice sources."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from talekeeper.core.dice import DiceError, HandDice, RandomDice, parse_dice, parse_pool, roll


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("2d6", "2d6"),
        ("1d8+1d4", "1d8+1d4"),
        ("d8+3", "1d8+3"),
        ("d10+9", "1d10+9"),
        ("1d6+1d6", "2d6"),
        ("3+d8", "1d8+3"),
        ("1d4+1d8+1d4", "2d4+1d8"),
        (" 2D6 + 1 ", "2d6+1"),
        ("2d6-1", "2d6-1"),
        ("d20-1d4", "1d20-1d4"),
        ("7", "7"),
    ],
)
def test_c1_canonical_form(text: str, canonical: str) -> None:
    assert str(parse_dice(text)) == canonical


@pytest.mark.parametrize(
    ("text", "names"),
    [("2x6", "2x6"), ("0d6", "0d6"), ("1d7", "1d7"), ("d", "'d'"), ("", "empty"), ("2d6+", "sign"), ("2d6++1", "sign")],
)
def test_c1_bad_text_is_rejected_naming_the_part(text: str, names: str) -> None:
    with pytest.raises(DiceError, match=None) as caught:
        parse_dice(text)
    assert names in str(caught.value)


def test_c1_all_die_sizes_accepted() -> None:
    for size in (4, 6, 8, 10, 12, 20):
        assert parse_dice(f"d{size}").die_sizes() == (size,)


def test_c1_pool_refuses_constants() -> None:
    assert str(parse_pool("2d6+1d4")) == "2d6+1d4"
    with pytest.raises(DiceError, match="only dice"):
        parse_pool("2d6+1")


@given(st.lists(st.tuples(st.integers(1, 5), st.sampled_from([4, 6, 8, 10, 12, 20])), min_size=1, max_size=4), st.integers(-20, 20))
def test_c1_canonical_text_parses_to_itself(terms: list[tuple[int, int]], constant: int) -> None:
    text = "+".join(f"{n}d{s}" for n, s in terms) + (f"{constant:+d}" if constant else "")
    dice = parse_dice(text)
    assert parse_dice(str(dice)) == dice
    assert str(parse_dice(str(dice))) == str(dice)


def test_c2_random_dice_are_seedable() -> None:
    first = roll("4d6+1d20", RandomDice(seed=7))
    second = roll("4d6+1d20", RandomDice(seed=7))
    assert first == second
    assert all(1 <= value <= abs(size) for size, value in first.values)


def test_c2_hand_entered_values_are_used_in_order() -> None:
    result = roll("2d6+1d4+2", HandDice([6, 1, 3]))
    assert [v for _, v in result.values] == [6, 1, 3]
    assert result.total == 12


def test_c2_hand_entered_value_checked_against_die() -> None:
    with pytest.raises(DiceError, match="a d6 cannot show 7"):
        roll("1d6", HandDice([7]))
    with pytest.raises(DiceError, match="only 1 values were entered"):
        roll("2d6", HandDice([3]))
