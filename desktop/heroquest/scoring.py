"""Score the contest dialog's inputs with core: one `Scored` value the dialog shows and applies.

This module only calls core (HQ-9 simple contest, ability test, HQ-16 group contest, HQ-8 and
HQ-16 hero points) and words what came back; it decides no rule itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from enum import Enum

from core.model.campaign import TieBreak
from core.rules.heroquest import Outcome, ability_test, contest_odds, hero_point_chance, ability_test_result, group_boost_steps, group_contest, simple_contest
from core.rules.heroquest.effective import Effective
from core.rules.heroquest.more_odds import ability_test_hero_point_chance, ability_test_odds, group_odds
from core.rules.heroquest.results import roll_result
from desktop.editor.base import fmt
from desktop.heroquest.words import cell_text, result_line
from desktop.labels import label


class ContestKind(str, Enum):
    TEST = "test"
    SIMPLE = "simple"
    GROUP = "group"


@dataclass
class Scored:
    """The hero side's level, the opposition's, the narrator cell, and lines naming the cell."""

    level: Outcome
    opposition_level: Outcome
    narrator: bool = False
    lines: list[str] = field(default_factory=list)


def dice_count(kind: ContestKind, heroes: int) -> int:
    """d20s to roll: one for a test, two for a contest, two per hero for a group (HQ-16)."""
    return {ContestKind.TEST: 1, ContestKind.SIMPLE: 2}.get(kind, 2 * heroes)


def score(
    kind: ContestKind,
    heroes: Sequence[tuple[str, Effective]],
    opposition: tuple[str, Effective] | None,
    rolls: Sequence[int],
    *,
    tie_break: TieBreak,
    hero_point: bool = False,
    narrator_level: Outcome | None = None,
    paid: int = 0,
) -> Scored:
    """Score the rolls. `narrator_level` is the users' pick in the narrator cell (None: the
    tie-break suggestion); `paid` is the hero points paid to raise a group result (HQ-16)."""
    if kind is ContestKind.TEST:
        name, hero = heroes[0]
        rolled = roll_result(hero.rating.base, rolls[0])
        result = ability_test_result(hero.rating, rolls[0], bumps=hero.bumps, hero_point=hero_point)
        level = ability_test(hero.rating, rolls[0], bumps=hero.bumps, hero_point=hero_point)
        lines = [result_line(name, rolls[0], rolled, result),
                 fmt(QCoreApplication.translate("HeroQuestWords", "Ability test, %1 → %2"), label(result).lower(), label(level))]
        return Scored(level, level.inverse, lines=lines)
    assert opposition is not None
    opposition_name, against = opposition
    if kind is ContestKind.SIMPLE:
        name, hero = heroes[0]
        result = simple_contest(hero.rating, against.rating, rolls[0], rolls[1], tie_break=tie_break,
                                hero_point=hero_point, hero_bumps=hero.bumps, opposition_bumps=against.bumps)
        lines = [result_line(name, rolls[0], result.hero_rolled, result.hero_result),
                 result_line(opposition_name, rolls[1], result.opposition_rolled, result.opposition_result)]
        cell = cell_text(result.hero_result, result.opposition_result)
        if result.narrator_decides:
            level = narrator_level or result.level
            lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "HQ-9 cell: %1 → the narrator decides (the tie-break suggests %2)"), cell, label(result.level)))
            return Scored(level, level.inverse, narrator=True, lines=lines)
        lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "HQ-9 cell: %1 → %2"), cell, label(result.level)))
        if result.both:
            lines.append(QCoreApplication.translate("HeroQuestWords", "Both sides suffer this defeat."))
        return Scored(result.level, result.opposition_level, lines=lines)
    pairs = [(effective.rating, rolls[2 * i]) for i, (_, effective) in enumerate(heroes)]
    group = group_contest(pairs, against.rating, [rolls[2 * i + 1] for i in range(len(heroes))], tie_break=tie_break)
    lines = []
    for (name, _), pairing in zip(heroes, group.pairings, strict=True):
        lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "%1 rolled %2, %3 rolled %4: %5 → %6 to %7"), name, pairing.hero_roll, opposition_name,
                         pairing.opposition_roll, cell_text(pairing.hero_result, pairing.opposition_result),
                         pairing.hero_points, pairing.opposition_points))
    lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "Resolution points %1 to %2 (HQ-16): %3"), group.heroes_resolution_points,
                     group.opposition_resolution_points, label(group.level)))
    steps = group_boost_steps(len(heroes), paid)
    level = group.level.bumped(steps)
    if steps:
        lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "Hero points raise it %n step(s): %1", "", steps), label(level)))
    return Scored(level, level.inverse, lines=lines)


def odds_for(kind: ContestKind, heroes: Sequence[Effective], opposition: tuple[str, Effective] | None,
             tie_break: TieBreak) -> tuple[dict[Outcome, Fraction], Fraction | None] | None:
    """HQ-10: the exact odds of each level and the chance one hero point raises it (None for a
    group contest, whose hero points come after the total); None without an opposition."""
    hero = heroes[0]
    if kind is ContestKind.TEST:
        return (ability_test_odds(hero.rating, bumps=hero.bumps),
                ability_test_hero_point_chance(hero.rating, bumps=hero.bumps))
    if opposition is None:
        return None
    against = opposition[1]
    if kind is ContestKind.GROUP:
        return group_odds([h.rating for h in heroes], against.rating, tie_break=tie_break), None
    bumps = {"hero_bumps": hero.bumps, "opposition_bumps": against.bumps}
    return (contest_odds(hero.rating, against.rating, tie_break=tie_break, **bumps),
            hero_point_chance(hero.rating, against.rating, tie_break=tie_break, **bumps))
