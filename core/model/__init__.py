"""Pydantic models of a character sheet and of a library's campaign settings."""

from core.model.campaign import Campaign, TieBreak
from core.model.character import Character, CharacterKind
from core.model.dogs import (
    Belonging,
    BlackArmor,
    Dogs,
    DogsStat,
    DogsStats,
    NextConflictEffect,
    NextConflictKind,
    Relationship,
    RelationshipKind,
    Trait,
)
from core.model.harm import Debilities, Debility, Harm, HarmStats, HarmStatus, Requirement, Wound
from core.model.heroquest import (
    Ability,
    AbilityKind,
    Benefit,
    HeroQuest,
    Improvement,
    MysticAspect,
    State,
    StateLevel,
    StateScale,
)
from core.model.history import HistoryEntry, HistoryKind
from core.model.portrait import Portrait

__all__ = [
    "Ability", "AbilityKind", "Belonging", "Benefit", "BlackArmor", "Campaign", "Character",
    "CharacterKind", "Debilities", "Debility", "Dogs", "DogsStat", "DogsStats", "Harm", "HarmStats",
    "HarmStatus", "HeroQuest", "HistoryEntry", "HistoryKind", "Improvement", "MysticAspect",
    "NextConflictEffect", "NextConflictKind", "Portrait", "Relationship", "RelationshipKind",
    "Requirement", "State", "StateLevel", "StateScale", "TieBreak", "Trait", "Wound",
]
