"""Words for the enums core returns, in the user's language (core never holds UI text).

Keyed by the enum's class name and member name, so this module imports nothing from core: the
roster can word kinds and conditions before any model or rules module is loaded.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP

CONTEXT = "Labels"
E = TypeVar("E", bound=Enum)

_PAIRS: list[tuple[str, str, str]] = [
    ("CharacterKind", "PLAYER_CHARACTER", QT_TRANSLATE_NOOP("Labels", "Player character")),
    ("CharacterKind", "FOLLOWER", QT_TRANSLATE_NOOP("Labels", "Follower")),
    ("CharacterKind", "NPC", QT_TRANSLATE_NOOP("Labels", "NPC")),
    ("CharacterKind", "MONSTER", QT_TRANSLATE_NOOP("Labels", "Monster")),
    ("AbilityKind", "COMMON", QT_TRANSLATE_NOOP("Labels", "Common ability")),
    ("AbilityKind", "TALENT", QT_TRANSLATE_NOOP("Labels", "Talent")),
    ("AbilityKind", "AFFINITY", QT_TRANSLATE_NOOP("Labels", "Affinity")),
    ("AbilityKind", "FEAT", QT_TRANSLATE_NOOP("Labels", "Feat")),
    ("AbilityKind", "SPELL", QT_TRANSLATE_NOOP("Labels", "Spell")),
    ("AbilityKind", "GRIMOIRE", QT_TRANSLATE_NOOP("Labels", "Grimoire")),
    ("AbilityKind", "FETISH", QT_TRANSLATE_NOOP("Labels", "Fetish")),
    ("AbilityKind", "SKILL_SPIRIT", QT_TRANSLATE_NOOP("Labels", "Skill spirit")),
    ("AbilityKind", "EMOTION_SPIRIT", QT_TRANSLATE_NOOP("Labels", "Emotion spirit")),
    ("AbilityKind", "INTEGRATED_SPIRIT", QT_TRANSLATE_NOOP("Labels", "Integrated spirit")),
    ("AbilityKind", "MYSTIC_COUNTER", QT_TRANSLATE_NOOP("Labels", "Mystic counter")),
    ("AbilityKind", "MYSTIC_STRIKE", QT_TRANSLATE_NOOP("Labels", "Mystic strike")),
    ("AbilityKind", "RELATIONSHIP", QT_TRANSLATE_NOOP("Labels", "Relationship")),
    ("AbilityKind", "FLAW", QT_TRANSLATE_NOOP("Labels", "Flaw")),
    ("StateScale", "HEROQUEST", QT_TRANSLATE_NOOP("Labels", "HeroQuest")),
    ("StateScale", "HEROWARS", QT_TRANSLATE_NOOP("Labels", "Hero Wars")),
    ("MysticAspect", "NONE", QT_TRANSLATE_NOOP("Labels", "None")),
    ("MysticAspect", "BODY", QT_TRANSLATE_NOOP("Labels", "Body")),
    ("MysticAspect", "MIND", QT_TRANSLATE_NOOP("Labels", "Mind")),
    ("MysticAspect", "VIRTUE", QT_TRANSLATE_NOOP("Labels", "Virtue")),
    ("StateLevel", "DAZED", QT_TRANSLATE_NOOP("Labels", "Dazed")),
    ("StateLevel", "HURT", QT_TRANSLATE_NOOP("Labels", "Hurt")),
    ("StateLevel", "IMPAIRED", QT_TRANSLATE_NOOP("Labels", "Impaired")),
    ("StateLevel", "INJURED", QT_TRANSLATE_NOOP("Labels", "Injured")),
    ("StateLevel", "DYING", QT_TRANSLATE_NOOP("Labels", "Dying")),
    ("StateLevel", "DEAD", QT_TRANSLATE_NOOP("Labels", "Dead")),
    ("DogsStat", "ACUITY", QT_TRANSLATE_NOOP("Labels", "Acuity")),
    ("DogsStat", "BODY", QT_TRANSLATE_NOOP("Labels", "Body")),
    ("DogsStat", "HEART", QT_TRANSLATE_NOOP("Labels", "Heart")),
    ("DogsStat", "WILL", QT_TRANSLATE_NOOP("Labels", "Will")),
    ("RelationshipKind", "PERSON", QT_TRANSLATE_NOOP("Labels", "Person")),
    ("RelationshipKind", "ORGANISATION", QT_TRANSLATE_NOOP("Labels", "Organisation or class")),
    ("RelationshipKind", "PLACE", QT_TRANSLATE_NOOP("Labels", "Place")),
    ("RelationshipKind", "SIN", QT_TRANSLATE_NOOP("Labels", "Sin")),
    ("RelationshipKind", "DEMON", QT_TRANSLATE_NOOP("Labels", "Demon")),
    ("NextConflictKind", "STAT_MINUS_ONE", QT_TRANSLATE_NOOP("Labels", "Stat -1")),
    ("NextConflictKind", "TRAIT_D4", QT_TRANSLATE_NOOP("Labels", "1d4 trait")),
    ("NextConflictKind", "RELATIONSHIP_D4", QT_TRANSLATE_NOOP("Labels", "Relationship at d4")),
    ("NextConflictKind", "LEAVE_SCENE", QT_TRANSLATE_NOOP("Labels", "Leaves the scene")),
    ("Debility", "WEAKENED", QT_TRANSLATE_NOOP("Debilities", "Weakened")),
    ("Debility", "DAZED", QT_TRANSLATE_NOOP("Debilities", "Dazed")),
    ("Debility", "MISERABLE", QT_TRANSLATE_NOOP("Debilities", "Miserable")),
    ("HarmStatus", "FINE", QT_TRANSLATE_NOOP("Labels", "Fine")),
    ("HarmStatus", "OUT_OF_ACTION", QT_TRANSLATE_NOOP("Labels", "Out of action")),
    ("HarmStatus", "DEATHS_DOOR", QT_TRANSLATE_NOOP("Labels", "At Death's Door")),
    ("HarmStatus", "DEAD", QT_TRANSLATE_NOOP("Labels", "Dead")),
    ("Condition", "FINE", QT_TRANSLATE_NOOP("Labels", "Fine")),
    ("Condition", "DEBILITATED", QT_TRANSLATE_NOOP("Labels", "Debilitated")),
    ("Condition", "HURT", QT_TRANSLATE_NOOP("Labels", "Hurt")),
    ("Condition", "IMPAIRED", QT_TRANSLATE_NOOP("Labels", "Impaired")),
    ("Condition", "INJURED", QT_TRANSLATE_NOOP("Labels", "Injured")),
    ("Condition", "OUT_OF_ACTION", QT_TRANSLATE_NOOP("Labels", "Out of action")),
    ("Condition", "DYING", QT_TRANSLATE_NOOP("Labels", "Dying")),
    ("Condition", "DEAD", QT_TRANSLATE_NOOP("Labels", "Dead")),
    ("HistoryKind", "CREATED", QT_TRANSLATE_NOOP("Labels", "Created")),
    ("HistoryKind", "EDIT", QT_TRANSLATE_NOOP("Labels", "Edit")),
    ("HistoryKind", "HEROQUEST", QT_TRANSLATE_NOOP("Labels", "HeroQuest")),
    ("HistoryKind", "DOGS", QT_TRANSLATE_NOOP("Labels", "Dogs")),
    ("HistoryKind", "HARM", QT_TRANSLATE_NOOP("Labels", "Harm")),
    ("HistoryKind", "DOWNTIME", QT_TRANSLATE_NOOP("Labels", "Downtime")),
    ("HistoryKind", "SESSION", QT_TRANSLATE_NOOP("Labels", "End of session")),
    ("HistoryKind", "FILE", QT_TRANSLATE_NOOP("Labels", "File")),
    ("Level", "COMPLETE_VICTORY", QT_TRANSLATE_NOOP("Labels", "Complete victory")),
    ("Level", "MAJOR_VICTORY", QT_TRANSLATE_NOOP("Labels", "Major victory")),
    ("Level", "MINOR_VICTORY", QT_TRANSLATE_NOOP("Labels", "Minor victory")),
    ("Level", "MARGINAL_VICTORY", QT_TRANSLATE_NOOP("Labels", "Marginal victory")),
    ("Level", "TIE", QT_TRANSLATE_NOOP("Labels", "Tie")),
    ("Level", "MARGINAL_DEFEAT", QT_TRANSLATE_NOOP("Labels", "Marginal defeat")),
    ("Level", "MINOR_DEFEAT", QT_TRANSLATE_NOOP("Labels", "Minor defeat")),
    ("Level", "MAJOR_DEFEAT", QT_TRANSLATE_NOOP("Labels", "Major defeat")),
    ("Level", "COMPLETE_DEFEAT", QT_TRANSLATE_NOOP("Labels", "Complete defeat")),
    ("Result", "CRITICAL", QT_TRANSLATE_NOOP("Labels", "Critical")),
    ("Result", "SUCCESS", QT_TRANSLATE_NOOP("Labels", "Success")),
    ("Result", "FAILURE", QT_TRANSLATE_NOOP("Labels", "Failure")),
    ("Result", "FUMBLE", QT_TRANSLATE_NOOP("Labels", "Fumble")),
    ("Severity", "BRUISES", QT_TRANSLATE_NOOP("Labels", "Bruises, scrapes, light burns (d4)")),
    ("Severity", "NASTY_CUTS", QT_TRANSLATE_NOOP("Labels", "Nasty cuts, bruises, burns (d6)")),
    ("Severity", "BROKEN_BONES", QT_TRANSLATE_NOOP("Labels", "Broken bones, deep burns (d8)")),
    ("Severity", "DEATH", QT_TRANSLATE_NOOP("Labels", "Death or dismemberment (d10)")),
    ("DeathsDoor", "BACK_AT_1_HP", QT_TRANSLATE_NOOP("Labels", "10+: back at 1 HP, marked by the brush with death")),
    ("DeathsDoor", "OUT_OF_ACTION", QT_TRANSLATE_NOOP("Labels", "7-9: no longer dying, but out of action")),
    ("DeathsDoor", "CHOOSE_FATE", QT_TRANSLATE_NOOP("Labels", "6-: choose a fate")),
    ("FateChoice", "LAST_MOVE", QT_TRANSLATE_NOOP("Labels", "Make one last move as if you rolled 12+, then die")),
    ("FateChoice", "REFUSE_TO_GO", QT_TRANSLATE_NOOP("Labels", "Refuse to go: become a revenant or ghost")),
    ("FateChoice", "THING_BELOW", QT_TRANSLATE_NOOP("Labels", "Call on a Thing Below by name: become its thrall")),
    ("MoveOutcome", "FULL", QT_TRANSLATE_NOOP("Labels", "Full success (10+)")),
    ("MoveOutcome", "PARTIAL", QT_TRANSLATE_NOOP("Labels", "Partial success (7-9)")),
    ("MoveOutcome", "MISS", QT_TRANSLATE_NOOP("Labels", "Miss (6-)")),
    ("Stat", "STR", QT_TRANSLATE_NOOP("Labels", "+STR")),
    ("Stat", "DEX", QT_TRANSLATE_NOOP("Labels", "+DEX")),
    ("Stat", "CON", QT_TRANSLATE_NOOP("Labels", "+CON")),
    ("Stat", "INT", QT_TRANSLATE_NOOP("Labels", "+INT")),
    ("Stat", "WIS", QT_TRANSLATE_NOOP("Labels", "+WIS")),
    ("Stat", "CHA", QT_TRANSLATE_NOOP("Labels", "+CHA")),
    ("NpcRest", "MINUTES", QT_TRANSLATE_NOOP("Labels", "A few minutes' rest and supplies (3-5 HP)")),
    ("NpcRest", "NIGHT", QT_TRANSLATE_NOOP("Labels", "A night's rest (half max HP)")),
    ("NpcRest", "DAYS", QT_TRANSLATE_NOOP("Labels", "A few days' rest (all HP)")),
    ("Arena", "TALKING", QT_TRANSLATE_NOOP("Labels", "Talking")),
    ("Arena", "PHYSICAL", QT_TRANSLATE_NOOP("Labels", "Physical, not fighting")),
    ("Arena", "FIGHTING", QT_TRANSLATE_NOOP("Labels", "Fighting")),
    ("Arena", "WEAPONS", QT_TRANSLATE_NOOP("Labels", "Weapons")),
    ("BlowKind", "NOT_PHYSICAL", QT_TRANSLATE_NOOP("Labels", "Not physical (d4)")),
    ("BlowKind", "PHYSICAL", QT_TRANSLATE_NOOP("Labels", "Physical (d6)")),
    ("BlowKind", "SMALL_WEAPON", QT_TRANSLATE_NOOP("Labels", "Small weapon: knife, dagger (d8)")),
    ("BlowKind", "DEADLY_WEAPON", QT_TRANSLATE_NOOP("Labels", "Deadly weapon (d10)")),
    ("SeeKind", "REVERSE_THE_BLOW", QT_TRANSLATE_NOOP("Labels", "Reverse the blow")),
    ("SeeKind", "BLOCK_OR_DODGE", QT_TRANSLATE_NOOP("Labels", "Block or dodge")),
    ("SeeKind", "TAKE_THE_BLOW", QT_TRANSLATE_NOOP("Labels", "Take the blow")),
    ("FalloutBand", "SHORT_TERM", QT_TRANSLATE_NOOP("Labels", "Short-term (7 or less)")),
    ("FalloutBand", "LONG_TERM", QT_TRANSLATE_NOOP("Labels", "Long-term (8-11)")),
    ("FalloutBand", "INJURY", QT_TRANSLATE_NOOP("Labels", "Injury (12-15)")),
    ("FalloutBand", "TREATMENT", QT_TRANSLATE_NOOP("Labels", "Needs treatment (16-19)")),
    ("FalloutBand", "DEATH", QT_TRANSLATE_NOOP("Labels", "Death (20)")),
    ("LongTermChoice", "STAT_MINUS_ONE", QT_TRANSLATE_NOOP("Labels", "A stat -1")),
    ("LongTermChoice", "NEW_D4_TRAIT", QT_TRANSLATE_NOOP("Labels", "A new 1d4 trait")),
    ("LongTermChoice", "NEW_D4_RELATIONSHIP", QT_TRANSLATE_NOOP("Labels", "A new 1d4 relationship")),
    ("LongTermChoice", "ADD_DIE_TO_D4", QT_TRANSLATE_NOOP("Labels", "One more die on a d4 trait or relationship")),
    ("LongTermChoice", "REMOVE_DIE_FROM_D6_PLUS", QT_TRANSLATE_NOOP("Labels", "One die fewer on a d6+ trait or relationship")),
    ("LongTermChoice", "DICE_BECOME_D4", QT_TRANSLATE_NOOP("Labels", "A trait's or relationship's dice become d4")),
    ("LongTermChoice", "STRIKE_BELONGING", QT_TRANSLATE_NOOP("Labels", "Strike a belonging")),
    ("LongTermChoice", "REWRITE_BLACK_ARMOR", QT_TRANSLATE_NOOP("Labels", "Rewrite the black armor")),
    ("ExperienceChoice", "STAT_PLUS_ONE", QT_TRANSLATE_NOOP("Labels", "A stat +1")),
    ("ExperienceChoice", "NEW_D6_TRAIT", QT_TRANSLATE_NOOP("Labels", "A new 1d6 trait")),
    ("ExperienceChoice", "TRAIT_DIE_COUNT", QT_TRANSLATE_NOOP("Labels", "Add or remove a die on a trait")),
    ("ExperienceChoice", "TRAIT_DIE_SIZE", QT_TRANSLATE_NOOP("Labels", "Change a trait's die size")),
    ("ExperienceChoice", "NEW_D6_RELATIONSHIP", QT_TRANSLATE_NOOP("Labels", "A new 1d6 relationship")),
    ("ExperienceChoice", "RELATIONSHIP_DIE_COUNT", QT_TRANSLATE_NOOP("Labels", "Add or remove a die on a relationship")),
    ("ExperienceChoice", "RELATIONSHIP_DIE_SIZE", QT_TRANSLATE_NOOP("Labels", "Change a relationship's die size")),
    ("ExperienceChoice", "NEW_BELONGING", QT_TRANSLATE_NOOP("Labels", "A new belonging")),
    ("DeathChoice", "AT_ONCE", QT_TRANSLATE_NOOP("Labels", "Dies at once")),
    ("DeathChoice", "AFTER_A_SCENE", QT_TRANSLATE_NOOP("Labels", "Dies after a scene set up before death")),
    ("InjuryStage", "BODY_ROLL", QT_TRANSLATE_NOOP("Labels", "Injured: the Body roll is due")),
    ("InjuryStage", "TREATMENT", QT_TRANSLATE_NOOP("Labels", "Injured: needs treatment")),
    ("InjuryStage", "DYING", QT_TRANSLATE_NOOP("Labels", "Dying: dies after a scene")),
    ("InjuryStage", "DEAD", QT_TRANSLATE_NOOP("Labels", "Dead")),
]
# Keyed by (enum class, member name): str and int enums of different classes compare equal by value.
_TEXT = {(enum, member): text for enum, member, text in _PAIRS}
_CONTEXTS = {"Debility": "Debilities"}  # Stonetop's "Dazed" debility is not Hero Wars' "Dazed" state


def label(value: Enum) -> str:
    """The translated word for an enum value from core."""
    enum = type(value).__name__
    return QCoreApplication.translate(_CONTEXTS.get(enum, CONTEXT), _TEXT[(enum, value.name)])


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
