"""HeroQuest / Hero Wars rules (RULES.md section 1).

`Rating` and `RatingError` load at once; every other name loads its module on first use
(PEP 562). This keeps `core.model`, which imports `rating`, free of an import cycle with the
rules modules, which import the model's enums.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.lazy import lazy_exports

from core.rating import Rating, RatingError

_EXPORTS: dict[str, str] = {
    # results.py: HQ-4..HQ-8
    "Result": "results", "Outcome": "results", "roll_result": "results", "tie_break_winner": "results",
    "resolve": "results", "Resolution": "results",
    # contest.py: HQ-9, ability tests
    "simple_contest": "contest", "ContestResult": "contest", "ability_test": "contest",
    "ability_test_result": "contest",
    # odds.py: HQ-10
    "contest_odds": "odds", "hero_point_chance": "odds",
    # augment.py: HQ-13
    "augment_resistance": "augment", "augment_result": "augment",
    # group.py: HQ-16
    "group_contest": "group", "GroupResult": "group", "Pairing": "group", "score_pairing": "group",
    "group_level": "group", "group_consequence": "group", "group_boost_cost": "group",
    "group_boost_steps": "group",
    # extended.py: HQ-17..HQ-19
    "starting_action_points": "extended", "exchange": "extended", "Exchange": "extended",
    "ap_defeat_level": "extended", "wound_trade": "extended", "WoundTrade": "extended",
    "lend_result": "extended", "Lending": "extended", "lending_resistance": "extended",
    "final_action": "extended", "final_action_test": "extended", "FinalAction": "extended",
    # consequences.py: HQ-14, HQ-15, HQ-20
    "consequence": "consequences", "state_effect": "consequences", "lingering_benefit": "consequences",
    "with_state": "consequences", "halved": "consequences", "wherewithal": "consequences",
    "Wherewithal": "consequences",
    # effective.py: HQ-21
    "effective_rating": "effective", "Effective": "effective",
    # healing.py: HQ-22..HQ-25
    "first_aid_penalty": "healing", "major_healing_resistance": "healing",
    "major_healing_result": "healing", "rescue_resistance": "healing", "rescue_result": "healing",
    "natural_healing": "healing", "NaturalHealing": "healing",
    # improvement.py: HQ-26
    "IMPROVEMENT_COSTS": "improvement", "improvement_cost": "improvement",
    "make_permanent_cost": "improvement", "ImprovementCost": "improvement",
    # magic.py: HQ-27
    "mystic_balance": "magic", "MysticBalance": "magic", "strike_loss": "magic", "fetish_capture": "magic",
    "fetish_uses": "magic", "feat_rating": "magic", "skill_spirit_rating": "magic",
    "emotion_spirit_bonus": "magic",
    # state_tables.py
    "StateEffect": "state_tables", "FetishCapture": "state_tables",
}

__all__ = ["Rating", "RatingError", *_EXPORTS]


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())


if TYPE_CHECKING:  # pragma: no cover - for type checkers only
    from core.rules.heroquest.augment import augment_resistance, augment_result
    from core.rules.heroquest.consequences import (
        Wherewithal,
        consequence,
        halved,
        lingering_benefit,
        state_effect,
        wherewithal,
        with_state,
    )
    from core.rules.heroquest.contest import ContestResult, ability_test, ability_test_result, simple_contest
    from core.rules.heroquest.effective import Effective, effective_rating
    from core.rules.heroquest.extended import (
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
    from core.rules.heroquest.group import (
        GroupResult,
        Pairing,
        group_boost_cost,
        group_boost_steps,
        group_consequence,
        group_contest,
        group_level,
        score_pairing,
    )
    from core.rules.heroquest.healing import (
        NaturalHealing,
        first_aid_penalty,
        major_healing_resistance,
        major_healing_result,
        natural_healing,
        rescue_resistance,
        rescue_result,
    )
    from core.rules.heroquest.improvement import (
        IMPROVEMENT_COSTS,
        ImprovementCost,
        improvement_cost,
        make_permanent_cost,
    )
    from core.rules.heroquest.magic import (
        MysticBalance,
        emotion_spirit_bonus,
        feat_rating,
        fetish_capture,
        fetish_uses,
        mystic_balance,
        skill_spirit_rating,
        strike_loss,
    )
    from core.rules.heroquest.odds import contest_odds, hero_point_chance
    from core.rules.heroquest.results import (
        Outcome,
        Resolution,
        Result,
        resolve,
        roll_result,
        tie_break_winner,
    )
    from core.rules.heroquest.state_tables import FetishCapture, StateEffect
