"""HQ-13 augments: the resistance for a wanted bonus or edge, and what the contest gives."""

from __future__ import annotations

from talekeeper.core.rules.heroquest.contest import ContestResult
from talekeeper.core.rules.heroquest.errors import PlayError
from talekeeper.core.rules.heroquest.events import AUGMENT_ASKED
from talekeeper.core.rules.heroquest.results import Level
from talekeeper.core.rules.heroquest.tables import HQ13_AUGMENT, AugmentLadder


def augment_resistance(bonus: int, *, edge: bool = False) -> int:
    """HQ-13: the resistance (a rating value) for a wanted bonus, or with `edge=True` an edge.

    Bonus +1 -> 5, +2 -> 10, +3 -> 15, each further +1 -> +5; edge +2 -> 5, +4 -> 10, +6 -> 15,
    each further +2 -> +5. A bonus below 1, or an edge that is not a positive even number,
    raises PlayError.
    """
    ladder = HQ13_AUGMENT.edge if edge else HQ13_AUGMENT.bonus
    return _ladder_resistance(ladder, bonus, "edge" if edge else "bonus")


def _ladder_resistance(ladder: AugmentLadder, amount: int, what: str) -> int:
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < ladder.step or amount % ladder.step:
        raise PlayError(AUGMENT_ASKED, step=ladder.step, edge=what == "edge")
    for asked, resistance in ladder.rows:
        if asked == amount:
            return resistance
    last_asked, last_resistance = ladder.rows[-1]
    return last_resistance + (amount - last_asked) // ladder.step * ladder.resistance_step


def augment_result(bonus: int, level: Level | ContestResult | None) -> int:
    """HQ-13: the signed modifier an augment contest gives for the `bonus` (or edge) asked.

    Complete or major victory -> double; minor or marginal victory -> the bonus; tie or the
    narrator's call (`None`, or a `ContestResult` in the narrator cell) -> 0; marginal or minor
    defeat -> the bonus as a penalty; major or complete defeat -> double the bonus as a penalty.
    """
    if isinstance(bonus, bool) or not isinstance(bonus, int) or bonus < 0:
        raise PlayError(AUGMENT_ASKED, step=1, edge=False)
    if isinstance(level, ContestResult):
        level = None if level.narrator_decides else level.level
    if level is None:
        return 0
    return HQ13_AUGMENT.results[level] * bonus
