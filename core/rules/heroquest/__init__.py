"""HeroQuest / Hero Wars rules (`resources/rules/rules.md`, HQ-1..HQ-27).

Pure functions over numbers and frozen `Character` models: die values are inputs (C-2), and the
functions that change a sheet return it with one history entry of events (C-3). Every table is
in `tables.py`, named after its rule id (HQ-26's costs are in `improvement.py`). The actions the
window offers, in the one shape `action(table, inputs) -> Outcome`, are `core.operations.heroquest`.

- `levels`, `results`, `contest`, `augment`, `group`, `scoring`, `odds`: one roll and the contests
  it decides (HQ-4..HQ-10, HQ-13, HQ-16).
- `action_points`, `extended`: extended contests (HQ-17..HQ-19) and the running contest saved as a
  play file.
- `consequences`, `apply`, `effective`, `contestant`, `sheet`: what a contest leaves on a sheet and
  what a sheet rolls at (HQ-14, HQ-15, HQ-20, HQ-21).
- `healing`, `improvement`, `magic`: HQ-22..HQ-27.
"""

from typing import TYPE_CHECKING

from talekeeper.core.deprecated import old_name
from talekeeper.core.rating import Rating, RatingError
from talekeeper.core.rules.heroquest.action_points import (
    Exchange,
    FinalAction,
    Lending,
    WoundTrade,
    ap_defeat_level,
    exchange,
    final_action,
    final_action_test,
    lend_result,
    lending_resistance,
    starting_action_points,
    wound_trade,
)
from talekeeper.core.rules.heroquest.apply import Consequence, apply_consequence, plan_consequence
from talekeeper.core.rules.heroquest.augment import augment_resistance, augment_result
from talekeeper.core.rules.heroquest.consequences import (
    Wherewithal,
    consequence,
    halved,
    lingering_benefit,
    state_effect,
    wherewithal,
    with_state,
)
from talekeeper.core.rules.heroquest.contest import (
    ContestResult,
    ability_test,
    ability_test_result,
    simple_contest,
)
from talekeeper.core.rules.heroquest.contestant import NoAbility, contestant_rating
from talekeeper.core.rules.heroquest.effective import (
    Effective,
    Part,
    PartKind,
    Situation,
    effective_rating,
)
from talekeeper.core.rules.heroquest.errors import PlayError, SheetError
from talekeeper.core.rules.heroquest.events import Bump, ContestKind, Healing
from talekeeper.core.rules.heroquest.extended import ExtendedContest, Member
from talekeeper.core.rules.heroquest.extended_odds import ExtendedOdds, extended_odds
from talekeeper.core.rules.heroquest.group import (
    GroupResult,
    Pairing,
    group_boost_cost,
    group_boost_steps,
    group_consequence,
    group_contest,
    group_level,
    score_pairing,
)
from talekeeper.core.rules.heroquest.healing import (
    NaturalHealing,
    first_aid_penalty,
    major_healing_resistance,
    major_healing_result,
    natural_healing,
    rescue_resistance,
    rescue_result,
)
from talekeeper.core.rules.heroquest.improvement import (
    IMPROVEMENT_COSTS,
    ImprovementCost,
    Purchase,
    improvement_cost,
    make_permanent_cost,
)
from talekeeper.core.rules.heroquest.levels import Level, Result
from talekeeper.core.rules.heroquest.magic import (
    MysticBalance,
    emotion_spirit_bonus,
    fetish_capture,
    fetish_uses,
    mystic_balance,
    skill_spirit_rating,
    strike_loss,
)
from talekeeper.core.rules.heroquest.odds import (
    ability_test_hero_point_chance,
    ability_test_odds,
    contest_odds,
    group_odds,
    hero_point_chance,
)
from talekeeper.core.rules.heroquest.results import (
    Resolution,
    resolve,
    roll_result,
    tie_break_winner,
)
from talekeeper.core.rules.heroquest.scoring import Contestant, Scored, dice_count, score
from talekeeper.core.rules.heroquest.tables import FetishCapture, StateEffect

__all__ = [
    "IMPROVEMENT_COSTS",
    "Bump",
    "Consequence",
    "ContestKind",
    "ContestResult",
    "Contestant",
    "Effective",
    "Exchange",
    "ExtendedContest",
    "ExtendedOdds",
    "FetishCapture",
    "FinalAction",
    "GroupResult",
    "Healing",
    "ImprovementCost",
    "Lending",
    "Level",
    "Member",
    "MysticBalance",
    "NaturalHealing",
    "NoAbility",
    "Pairing",
    "Part",
    "PartKind",
    "PlayError",
    "Purchase",
    "Rating",
    "RatingError",
    "Resolution",
    "Result",
    "Scored",
    "SheetError",
    "Situation",
    "StateEffect",
    "Wherewithal",
    "WoundTrade",
    "ability_test",
    "ability_test_hero_point_chance",
    "ability_test_odds",
    "ability_test_result",
    "ap_defeat_level",
    "apply_consequence",
    "augment_resistance",
    "augment_result",
    "consequence",
    "contest_odds",
    "contestant_rating",
    "dice_count",
    "effective_rating",
    "emotion_spirit_bonus",
    "exchange",
    "extended_odds",
    "fetish_capture",
    "fetish_uses",
    "final_action",
    "final_action_test",
    "first_aid_penalty",
    "group_boost_cost",
    "group_boost_steps",
    "group_consequence",
    "group_contest",
    "group_level",
    "group_odds",
    "halved",
    "hero_point_chance",
    "improvement_cost",
    "lend_result",
    "lending_resistance",
    "lingering_benefit",
    "major_healing_resistance",
    "major_healing_result",
    "make_permanent_cost",
    "mystic_balance",
    "natural_healing",
    "plan_consequence",
    "rescue_resistance",
    "rescue_result",
    "resolve",
    "roll_result",
    "score",
    "score_pairing",
    "simple_contest",
    "skill_spirit_rating",
    "starting_action_points",
    "state_effect",
    "strike_loss",
    "tie_break_winner",
    "wherewithal",
    "with_state",
    "wound_trade",
]


if not TYPE_CHECKING:  # at run time only, so mypy still refuses a misspelt name read from this module

    def __getattr__(name: str) -> object:
        """`Outcome`, the HQ-9 levels' old name, still reads as `Level` with a DeprecationWarning."""
        return old_name(__name__, name)
