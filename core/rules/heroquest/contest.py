"""Simple contests (HQ-9) and ability tests (contest types table), from rolls given as numbers."""

from __future__ import annotations

from dataclasses import dataclass

from talekeeper.core.model.campaign import TieBreak
from talekeeper.core.model.history import Event
from talekeeper.core.rating import Rating
from talekeeper.core.rules.heroquest.results import (
    Level,
    Result,
    as_rating,
    as_tie_break,
    resolve,
    roll_result,
    tie_break_winner,
)
from talekeeper.core.rules.heroquest.tables import (
    ABILITY_TEST_OUTCOMES,
    HQ9_OUTCOMES,
    HQ9_TIE_BREAK,
    CellRule,
)


@dataclass(frozen=True)
class ContestResult:
    """The outcome of one simple contest, from the hero's side.

    `level` is the hero's outcome level. In the narrator-decides cell (critical against critical)
    `narrator_decides` is true and `level` holds the tie-break suggestion. In the *both* cells
    (failure/failure, fumble/fumble) `both` is true: each side suffers `level`.
    """

    level: Level
    hero_result: Result
    opposition_result: Result
    hero_rolled: Result
    """The hero's result before masteries, HQ-7 and bumps."""
    opposition_rolled: Result
    hero_roll: int
    opposition_roll: int
    narrator_decides: bool
    both: bool
    rule: CellRule
    """How the HQ-9 cell was read: fixed, tie-break, narrator or both."""
    notes: tuple[Event, ...]
    """What changed the rolled results (masteries, HQ-7, bumps, hero point), as events."""

    @property
    def cell(self) -> tuple[Result, Result]:
        """The HQ-9 cell: (hero's result, opposition's result) after HQ-6..HQ-8."""
        return (self.hero_result, self.opposition_result)

    @property
    def opposition_level(self) -> Level:
        """The opposition's level: the same defeat in a *both* cell, otherwise the inverse."""
        return self.level if self.both else self.level.inverse


def cell_level(cell: tuple[Result, Result], hero_roll: int, opposition_roll: int,
               tie_break: TieBreak | str) -> tuple[Level, CellRule]:
    """HQ-9: the hero's level in a cell (tie-break and narrator cells use the rolls)."""
    entry = HQ9_OUTCOMES[cell]
    if entry.level is not None:
        return entry.level, entry.rule
    return HQ9_TIE_BREAK[tie_break_winner(hero_roll, opposition_roll, tie_break)], entry.rule


def simple_contest(
    hero: Rating | str,
    opposition: Rating | str,
    hero_roll: int,
    opposition_roll: int,
    *,
    tie_break: TieBreak | str = TieBreak.LOW,
    hero_point: bool = False,
    hero_bumps: int = 0,
    opposition_bumps: int = 0,
    names: tuple[str, str] = ("", ""),
) -> ContestResult:
    """HQ-9 simple contest of `hero` against `opposition` with the two d20 rolls given.

    Ratings may be `Rating`s or text (`17W2`, `0`). The results go through HQ-6 (masteries
    cancel, leftovers bump), HQ-7 (equal masteries, both failing -> both succeed), the signed
    extra bumps (e.g. -1 for an injured hero, HQ-20) and one hero point for the hero (HQ-8),
    then the HQ-9 table. `tie_break` is `"low"`/`"high"` or a `TieBreak` (C-4). `names` name the
    two sides in the notes.
    """
    hero_rating, opposition_rating = as_rating(hero), as_rating(opposition)
    tie = as_tie_break(tie_break)
    resolution = resolve(
        hero_rating, opposition_rating, hero_roll, opposition_roll,
        first_bumps=hero_bumps, second_bumps=opposition_bumps, first_hero_point=hero_point,
        names=names,
    )
    cell = (resolution.first, resolution.second)
    level, rule = cell_level(cell, hero_roll, opposition_roll, tie)
    return ContestResult(
        level=level,
        hero_result=resolution.first,
        opposition_result=resolution.second,
        hero_rolled=resolution.first_rolled,
        opposition_rolled=resolution.second_rolled,
        hero_roll=hero_roll,
        opposition_roll=opposition_roll,
        narrator_decides=rule is CellRule.NARRATOR,
        both=rule is CellRule.BOTH,
        rule=rule,
        notes=resolution.notes,
    )


def ability_test_result(rating: Rating | str, roll: int, *, bumps: int = 0, hero_point: bool = False) -> Result:
    """The result of an ability test: the roll against the base, bumped once per mastery (HQ-4,
    HQ-5; with no opponent a bump past critical is lost), by the signed `bumps`, and by a hero point."""
    target = as_rating(rating)
    result = roll_result(target.base, roll).bumped(target.masteries).bumped(bumps)
    return result.bumped(1) if hero_point else result


def ability_test(rating: Rating | str, roll: int, *, bumps: int = 0, hero_point: bool = False) -> Level:
    """Ability test (contest types table): critical = complete victory, success = minor victory,
    failure = minor defeat, fumble = complete defeat, after the rating's masteries bump the result."""
    return ABILITY_TEST_OUTCOMES[ability_test_result(rating, roll, bumps=bumps, hero_point=hero_point)]
