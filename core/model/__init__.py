"""Pydantic models of a character sheet and of a library's campaign settings.

Names load their module on first use (PEP 562): the plain enums in `core.model.enums` can be used
(by the roster, at start-up) without loading pydantic and building every model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from talekeeper.core.lazy import lazy_exports

_EXPORTS: dict[str, str] = {
    "Campaign": "campaign", "TieBreak": "campaign",
    "Character": "character",
    "Belonging": "dogs", "BlackArmor": "dogs", "Dogs": "dogs", "DogsStat": "dogs", "DogsStats": "dogs",
    "Injury": "dogs", "NextConflictEffect": "dogs", "NextConflictKind": "dogs", "Relationship": "dogs",
    "RelationshipKind": "dogs", "Trait": "dogs",
    "Debilities": "stonetop", "Harm": "stonetop", "HarmStats": "stonetop", "Requirement": "stonetop", "Wound": "stonetop",
    "Ability": "heroquest", "AbilityKind": "heroquest", "Benefit": "heroquest", "HeroQuest": "heroquest",
    "Improvement": "heroquest", "MysticAspect": "heroquest", "State": "heroquest",
    "Event": "history", "HistoryEntry": "history", "HistoryKind": "history",
    "Portrait": "portrait",
    "CharacterKind": "enums", "Condition": "enums", "Debility": "enums", "HarmStatus": "enums",
    "InjuryStage": "enums", "StateLevel": "enums", "StateScale": "enums",
}

__all__ = [
    "Ability",
    "AbilityKind",
    "Belonging",
    "Benefit",
    "BlackArmor",
    "Campaign",
    "Character",
    "CharacterKind",
    "Condition",
    "Debilities",
    "Debility",
    "Dogs",
    "DogsStat",
    "DogsStats",
    "Event",
    "Harm",
    "HarmStats",
    "HarmStatus",
    "HeroQuest",
    "HistoryEntry",
    "HistoryKind",
    "Improvement",
    "Injury",
    "InjuryStage",
    "MysticAspect",
    "NextConflictEffect",
    "NextConflictKind",
    "Portrait",
    "Relationship",
    "RelationshipKind",
    "Requirement",
    "State",
    "StateLevel",
    "StateScale",
    "TieBreak",
    "Trait",
    "Wound",
]


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())


if TYPE_CHECKING:  # pragma: no cover - for type checkers only
    from talekeeper.core.model.campaign import Campaign, TieBreak
    from talekeeper.core.model.character import Character
    from talekeeper.core.model.dogs import (
        Belonging,
        BlackArmor,
        Dogs,
        DogsStat,
        DogsStats,
        Injury,
        NextConflictEffect,
        NextConflictKind,
        Relationship,
        RelationshipKind,
        Trait,
    )
    from talekeeper.core.model.enums import (
        CharacterKind,
        Condition,
        Debility,
        HarmStatus,
        InjuryStage,
        StateLevel,
        StateScale,
    )
    from talekeeper.core.model.heroquest import (
        Ability,
        AbilityKind,
        Benefit,
        HeroQuest,
        Improvement,
        MysticAspect,
        State,
    )
    from talekeeper.core.model.history import Event, HistoryEntry, HistoryKind
    from talekeeper.core.model.portrait import Portrait
    from talekeeper.core.model.stonetop import Debilities, Harm, HarmStats, Requirement, Wound
