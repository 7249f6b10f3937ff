"""Words for the enums core returns, in the user's language (core never holds UI text)."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox

from core.model import (
    AbilityKind,
    CharacterKind,
    Debility,
    DogsStat,
    HarmStatus,
    HistoryKind,
    NextConflictKind,
    RelationshipKind,
    StateLevel,
    StateScale,
)
from core.model.condition import Condition

CONTEXT = "Labels"
E = TypeVar("E", bound=Enum)

_PAIRS: list[tuple[Enum, str]] = [
    (CharacterKind.PLAYER_CHARACTER, QT_TRANSLATE_NOOP("Labels", "Player character")),
    (CharacterKind.FOLLOWER, QT_TRANSLATE_NOOP("Labels", "Follower")),
    (CharacterKind.NPC, QT_TRANSLATE_NOOP("Labels", "NPC")),
    (CharacterKind.MONSTER, QT_TRANSLATE_NOOP("Labels", "Monster")),
    (AbilityKind.COMMON, QT_TRANSLATE_NOOP("Labels", "Common ability")),
    (AbilityKind.TALENT, QT_TRANSLATE_NOOP("Labels", "Talent")),
    (AbilityKind.AFFINITY, QT_TRANSLATE_NOOP("Labels", "Affinity")),
    (AbilityKind.FEAT, QT_TRANSLATE_NOOP("Labels", "Feat")),
    (AbilityKind.SPELL, QT_TRANSLATE_NOOP("Labels", "Spell")),
    (AbilityKind.GRIMOIRE, QT_TRANSLATE_NOOP("Labels", "Grimoire")),
    (AbilityKind.FETISH, QT_TRANSLATE_NOOP("Labels", "Fetish")),
    (AbilityKind.SKILL_SPIRIT, QT_TRANSLATE_NOOP("Labels", "Skill spirit")),
    (AbilityKind.EMOTION_SPIRIT, QT_TRANSLATE_NOOP("Labels", "Emotion spirit")),
    (AbilityKind.INTEGRATED_SPIRIT, QT_TRANSLATE_NOOP("Labels", "Integrated spirit")),
    (AbilityKind.MYSTIC_COUNTER, QT_TRANSLATE_NOOP("Labels", "Mystic counter")),
    (AbilityKind.MYSTIC_STRIKE, QT_TRANSLATE_NOOP("Labels", "Mystic strike")),
    (AbilityKind.RELATIONSHIP, QT_TRANSLATE_NOOP("Labels", "Relationship")),
    (AbilityKind.FLAW, QT_TRANSLATE_NOOP("Labels", "Flaw")),
    (StateScale.HEROQUEST, QT_TRANSLATE_NOOP("Labels", "HeroQuest")),
    (StateScale.HEROWARS, QT_TRANSLATE_NOOP("Labels", "Hero Wars")),
    (StateLevel.DAZED, QT_TRANSLATE_NOOP("Labels", "Dazed")),
    (StateLevel.HURT, QT_TRANSLATE_NOOP("Labels", "Hurt")),
    (StateLevel.IMPAIRED, QT_TRANSLATE_NOOP("Labels", "Impaired")),
    (StateLevel.INJURED, QT_TRANSLATE_NOOP("Labels", "Injured")),
    (StateLevel.DYING, QT_TRANSLATE_NOOP("Labels", "Dying")),
    (StateLevel.DEAD, QT_TRANSLATE_NOOP("Labels", "Dead")),
    (DogsStat.ACUITY, QT_TRANSLATE_NOOP("Labels", "Acuity")),
    (DogsStat.BODY, QT_TRANSLATE_NOOP("Labels", "Body")),
    (DogsStat.HEART, QT_TRANSLATE_NOOP("Labels", "Heart")),
    (DogsStat.WILL, QT_TRANSLATE_NOOP("Labels", "Will")),
    (RelationshipKind.PERSON, QT_TRANSLATE_NOOP("Labels", "Person")),
    (RelationshipKind.ORGANISATION, QT_TRANSLATE_NOOP("Labels", "Organisation or class")),
    (RelationshipKind.PLACE, QT_TRANSLATE_NOOP("Labels", "Place")),
    (RelationshipKind.SIN, QT_TRANSLATE_NOOP("Labels", "Sin")),
    (RelationshipKind.DEMON, QT_TRANSLATE_NOOP("Labels", "Demon")),
    (NextConflictKind.STAT_MINUS_ONE, QT_TRANSLATE_NOOP("Labels", "Stat -1")),
    (NextConflictKind.TRAIT_D4, QT_TRANSLATE_NOOP("Labels", "1d4 trait")),
    (NextConflictKind.RELATIONSHIP_D4, QT_TRANSLATE_NOOP("Labels", "Relationship at d4")),
    (NextConflictKind.LEAVE_SCENE, QT_TRANSLATE_NOOP("Labels", "Leaves the scene")),
    (Debility.WEAKENED, QT_TRANSLATE_NOOP("Debilities", "Weakened")),
    (Debility.DAZED, QT_TRANSLATE_NOOP("Debilities", "Dazed")),
    (Debility.MISERABLE, QT_TRANSLATE_NOOP("Debilities", "Miserable")),
    (HarmStatus.FINE, QT_TRANSLATE_NOOP("Labels", "Fine")),
    (HarmStatus.OUT_OF_ACTION, QT_TRANSLATE_NOOP("Labels", "Out of action")),
    (HarmStatus.DEATHS_DOOR, QT_TRANSLATE_NOOP("Labels", "At Death's Door")),
    (HarmStatus.DEAD, QT_TRANSLATE_NOOP("Labels", "Dead")),
    (Condition.FINE, QT_TRANSLATE_NOOP("Labels", "Fine")),
    (Condition.DEBILITATED, QT_TRANSLATE_NOOP("Labels", "Debilitated")),
    (Condition.HURT, QT_TRANSLATE_NOOP("Labels", "Hurt")),
    (Condition.IMPAIRED, QT_TRANSLATE_NOOP("Labels", "Impaired")),
    (Condition.INJURED, QT_TRANSLATE_NOOP("Labels", "Injured")),
    (Condition.OUT_OF_ACTION, QT_TRANSLATE_NOOP("Labels", "Out of action")),
    (Condition.DYING, QT_TRANSLATE_NOOP("Labels", "Dying")),
    (Condition.DEAD, QT_TRANSLATE_NOOP("Labels", "Dead")),
    (HistoryKind.CREATED, QT_TRANSLATE_NOOP("Labels", "Created")),
    (HistoryKind.EDIT, QT_TRANSLATE_NOOP("Labels", "Edit")),
    (HistoryKind.HEROQUEST, QT_TRANSLATE_NOOP("Labels", "HeroQuest")),
    (HistoryKind.DOGS, QT_TRANSLATE_NOOP("Labels", "Dogs")),
    (HistoryKind.HARM, QT_TRANSLATE_NOOP("Labels", "Harm")),
    (HistoryKind.DOWNTIME, QT_TRANSLATE_NOOP("Labels", "Downtime")),
    (HistoryKind.SESSION, QT_TRANSLATE_NOOP("Labels", "End of session")),
    (HistoryKind.FILE, QT_TRANSLATE_NOOP("Labels", "File")),
]
# Keyed by (enum class, member name): str and int enums of different classes compare equal by value.
_TEXT = {(type(member), member.name): text for member, text in _PAIRS}
_CONTEXTS = {Debility: "Debilities"}  # Stonetop's "Dazed" debility is not Hero Wars' "Dazed" state


def label(value: Enum) -> str:
    """The translated word for an enum value from core."""
    key = (type(value), value.name)
    return QCoreApplication.translate(_CONTEXTS.get(type(value), CONTEXT), _TEXT[key])


def fill_combo(combo: QComboBox, members: Iterable[Enum], *, none_text: str | None = None) -> None:
    """Items for enum members, labelled in the user's language (data is the member's value)."""
    if none_text is not None:
        combo.addItem(none_text, None)
    for member in members:
        combo.addItem(label(member), member.value)


def combo_member(combo: QComboBox, enum: type[E]) -> E | None:
    """The selected member (Qt hands str-based enums back as plain strings)."""
    value = combo.currentData()
    return None if value is None else enum(value)


def select_member(combo: QComboBox, member: Enum | None) -> None:
    combo.setCurrentIndex(combo.findData(None if member is None else member.value))
