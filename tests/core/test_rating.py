"""HQ-1 ratings and HQ-3 modifiers (the parts the sheet model stores)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from talekeeper.core.rules.heroquest import Rating, RatingError


@pytest.mark.parametrize(
    ("text", "base", "masteries", "canonical"),
    [
        ("17", 17, 0, "17"),
        ("18W", 18, 1, "18W"),
        ("8W2", 8, 2, "8W2"),
        ("17w2", 17, 2, "17W2"),
        ("38", 18, 1, "18W"),
        ("48", 8, 2, "8W2"),
        ("88", 8, 4, "8W4"),
        ("40", 20, 1, "20W"),
        ("41", 1, 2, "1W2"),
        ("20", 20, 0, "20"),
        ("1", 1, 0, "1"),
    ],
)
def test_hq1_parse(text: str, base: int, masteries: int, canonical: str) -> None:
    rating = Rating.parse(text)
    assert (rating.base, rating.masteries, str(rating)) == (base, masteries, canonical)
    assert rating.value == base + 20 * masteries


@pytest.mark.parametrize("text", ["abc", "0W", "21W", "-3", "", "W", "17W0", "0"])
def test_hq1_rejects_what_is_not_a_rating(text: str) -> None:
    with pytest.raises(RatingError):
        Rating.parse(text)


def test_hq2_zero_target_only_when_asked() -> None:
    assert Rating.parse("0", allow_zero=True).value == 0


def test_hq3_modifiers_apply_to_value_and_rewrite_the_rating() -> None:
    assert str(Rating.parse("17W") + 5) == "2W2"
    assert str(Rating.parse("3W") - 5) == "18"
    assert (Rating.parse("3") - 5).value == 0
    assert str(Rating.parse("3") - 5) == "0"


@given(st.integers(1, 2000))
def test_hq1_value_form_round_trips(value: int) -> None:
    rating = Rating.from_value(value)
    assert rating.value == value
    assert Rating.parse(str(rating)) == rating
    assert Rating.parse(str(value)) == rating
