"""Pydantic models of a character sheet and of a library's campaign settings.

Names load their module on first use (PEP 562): the plain enums in `core.model.enums` can be used
(by the roster, at start-up) without loading pydantic and building every model.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS: dict[str, str] = {
    "Campaign": "campaign", "TieBreak": "campaign",
    "Character": "character",
    "Belonging": "dogs", "BlackArmor": "dogs", "Dogs": "dogs", "DogsStat": "dogs", "DogsStats": "dogs",
    "Injury": "dogs", "NextConflictEffect": "dogs", "NextConflictKind": "dogs", "Relationship": "dogs",
    "RelationshipKind": "dogs", "Trait": "dogs",
    "Debilities": "harm", "Harm": "harm", "HarmStats": "harm", "Requirement": "harm", "Wound": "harm",
    "Ability": "heroquest", "AbilityKind": "heroquest", "Benefit": "heroquest", "HeroQuest": "heroquest",
    "Improvement": "heroquest", "MysticAspect": "heroquest", "State": "heroquest",
    "HistoryEntry": "history", "HistoryKind": "history",
    "Portrait": "portrait",
    "CharacterKind": "enums", "Condition": "enums", "Debility": "enums", "HarmStatus": "enums",
    "InjuryStage": "enums", "StateLevel": "enums", "StateScale": "enums",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


if TYPE_CHECKING:  # pragma: no cover - for type checkers only
    from core.model.campaign import Campaign, TieBreak
    from core.model.character import Character
    from core.model.dogs import (
        Belonging, BlackArmor, Dogs, DogsStat, DogsStats, Injury, NextConflictEffect, NextConflictKind,
        Relationship, RelationshipKind, Trait,
    )
    from core.model.enums import CharacterKind, Condition, Debility, HarmStatus, InjuryStage, StateLevel, StateScale
    from core.model.harm import Debilities, Harm, HarmStats, Requirement, Wound
    from core.model.heroquest import Ability, AbilityKind, Benefit, HeroQuest, Improvement, MysticAspect, State
    from core.model.history import HistoryEntry, HistoryKind
    from core.model.portrait import Portrait
