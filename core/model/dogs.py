"""The DV section of a sheet: stats (DV-1), traits (DV-4), relationships (DV-3), belongings (DV-5),
the black armor, next-conflict-only fallout (DV-17) and the conflicts taken part in (DV-21)."""

from __future__ import annotations

from enum import Enum

from pydantic import Field, model_validator

from talekeeper.core.dice import Dice
from talekeeper.core.model.common import (
    Id,
    Model,
    ModelError,
    Name,
    PoolField,
    RequiredPoolField,
    ShortText,
    id_field,
)
from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.model.refusals import EFFECT_RELATIONSHIP, EFFECT_STAT, MISSING_LINK


class DogsStat(str, Enum):
    """DV-1 stats [能力]; each is a number of d6."""

    ACUITY = "acuity"
    BODY = "body"
    HEART = "heart"
    WILL = "will"


StatDice = Field(default=0, ge=0, le=30)


class DogsStats(Model):
    acuity: int = StatDice
    body: int = StatDice
    heart: int = StatDice
    will: int = StatDice

    def dice(self, stat: DogsStat) -> int:
        return int(getattr(self, stat.value))


class RelationshipKind(str, Enum):
    """DV-3 kinds of relationship [縁故], which decide when the dice roll."""

    PERSON = "person"
    ORGANISATION = "organisation"
    PLACE = "place"
    SIN = "sin"
    DEMON = "demon"


class Trait(Model):
    id: Id = id_field()
    text: Name
    dice: RequiredPoolField


class Relationship(Model):
    id: Id = id_field()
    subject: Name
    kind: RelationshipKind = RelationshipKind.PERSON
    dice: RequiredPoolField


class Belonging(Model):
    id: Id = id_field()
    name: Name
    dice: RequiredPoolField


class BlackArmor(Model):
    """The black armor [黒き鎧]: its description and dice (DV-18 may rewrite and lower them)."""

    description: ShortText = ""
    dice: PoolField = Dice()


class NextConflictKind(str, Enum):
    """DV-17 short-term fallout, which lasts for the character's next conflict only."""

    STAT_MINUS_ONE = "stat_minus_one"
    TRAIT_D4 = "trait_d4"
    RELATIONSHIP_D4 = "relationship_d4"
    LEAVE_SCENE = "leave_scene"


class NextConflictEffect(Model):
    id: Id = id_field()
    kind: NextConflictKind
    stat: DogsStat | None = None
    relationship_id: Id | None = None
    text: ShortText = ""
    """The 1d4 trait's text, or how the character leaves the scene."""
    reason: ShortText = ""
    used: bool = False
    """Set when the next conflict has ended; the end-of-session action clears used effects (GM-2)."""

    @model_validator(mode="after")
    def _target(self) -> NextConflictEffect:
        if (self.kind is NextConflictKind.STAT_MINUS_ONE) != (self.stat is not None):
            raise ModelError(EFFECT_STAT)
        if (self.kind is NextConflictKind.RELATIONSHIP_D4) != (self.relationship_id is not None):
            raise ModelError(EFFECT_RELATIONSHIP)
        return self


class Arena(str, Enum):
    """DV-2 arenas [争いの領域]."""

    TALKING = "talking"
    PHYSICAL = "physical"
    """Physical, not fighting [戦闘以外の肉体行動]."""
    FIGHTING = "fighting"
    WEAPONS = "weapons"


class ConflictPerson(Model):
    """Someone who took part in a conflict: a library character (by id) or an opposition by name."""

    name: Name
    character_id: Id | None = None


class ConflictRecord(Model):
    """DV-21: a conflict the character took part in, as the sheet keeps it, so that trying the same
    stakes again can be checked against it. Schema version 2."""

    conflict_id: Id
    stakes: ShortText
    setting: ShortText = ""
    """Where and when it took place, as the users wrote it."""
    arenas: tuple[Arena, ...] = ()
    """Every arena it was fought in (DV-2, DV-11)."""
    people: tuple[ConflictPerson, ...] = ()


class Injury(Model):
    """DV-19: an injury from fallout awaiting the Body roll or treatment (or a death)."""

    fallout: int = Field(ge=0, le=200)
    """The fallout total (12..15 for the Body roll, 16..19 for treatment, 20 death)."""
    dice: PoolField = Dice()
    """The noted fallout dice, rolled again by the narrator in a treatment conflict (DV-19)."""
    stage: InjuryStage
    stakes: ShortText = ""
    """The stakes of the conflict the injury came from."""


class Dogs(Model):
    stats: DogsStats = DogsStats()
    traits: tuple[Trait, ...] = ()
    relationships: tuple[Relationship, ...] = ()
    unassigned_relationship_dice: PoolField = Dice()
    belongings: tuple[Belonging, ...] = ()
    black_armor: BlackArmor = BlackArmor()
    next_conflict: tuple[NextConflictEffect, ...] = ()
    soul_sold: bool = False
    """The character called on a demon relationship and sold their soul (DV-30)."""
    injury: Injury | None = None
    """DV-19: an injury awaiting the Body roll or treatment, or the character's death."""
    conflicts: tuple[ConflictRecord, ...] = ()
    """DV-21: the conflicts the character took part in, oldest first."""

    @model_validator(mode="after")
    def _links(self) -> Dogs:
        relationship_ids = {r.id for r in self.relationships}
        for effect in self.next_conflict:
            if effect.relationship_id is not None and effect.relationship_id not in relationship_ids:
                raise ModelError(MISSING_LINK, what="relationship", id=effect.relationship_id)
        return self
