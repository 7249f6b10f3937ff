"""The plain enumerations of a sheet, with no pydantic behind them, so the roster can show
summaries before any model is loaded. The model modules re-export them."""

from __future__ import annotations

from enum import Enum, IntEnum


class CharacterKind(str, Enum):
    """GM-1 kinds; the rules that differ by kind (debilities, Death's Door, HP regain) follow it."""

    PLAYER_CHARACTER = "player_character"
    FOLLOWER = "follower"
    NPC = "npc"
    MONSTER = "monster"

    @property
    def has_debilities(self) -> bool:
        """ST-7: NPCs and monsters never mark debilities (a follower may, as a temporary tag)."""
        return self in (CharacterKind.PLAYER_CHARACTER, CharacterKind.FOLLOWER)


class Debility(str, Enum):
    """ST-7 debilities [衰え] and the stats they give disadvantage on."""

    WEAKENED = "weakened"
    DAZED = "dazed"
    MISERABLE = "miserable"


class HarmStatus(str, Enum):
    FINE = "fine"
    OUT_OF_ACTION = "out_of_action"
    DEATHS_DOOR = "deaths_door"
    DEAD = "dead"


class StateScale(str, Enum):
    """C-4 `consequence_scale`: which table of HQ-20 a state comes from."""

    HEROQUEST = "heroquest"
    HEROWARS = "herowars"


class StateLevel(str, Enum):
    """HQ-20 states of adversity, mildest first."""

    DAZED = "dazed"
    HURT = "hurt"
    IMPAIRED = "impaired"
    INJURED = "injured"
    DYING = "dying"
    DEAD = "dead"


class InjuryStage(str, Enum):
    """DV-19: where an injury from fallout stands until it is settled."""

    BODY_ROLL = "body_roll"
    """12..15: the Body dice are still to be rolled against the fallout."""
    TREATMENT = "treatment"
    """16..19: the character needs treatment (a conflict whose stake is their life)."""
    DYING = "dying"
    """20: the character dies after a scene set up before death."""
    DEAD = "dead"
    """20: the character died."""


class Condition(IntEnum):
    """Ordered from fine to dead, so `max()` gives the worst."""

    FINE = 0
    DEBILITATED = 1
    HURT = 2
    IMPAIRED = 3
    INJURED = 4
    OUT_OF_ACTION = 5
    DYING = 6
    DEAD = 7
