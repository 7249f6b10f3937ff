"""The HQ section of a sheet: abilities (HQ-1, HQ-27), hero points (HQ-26), states of adversity
(HQ-20), lingering benefits (HQ-14) and bought improvements (HQ-26)."""

from __future__ import annotations

from enum import Enum

from pydantic import Field, model_validator

from talekeeper.core.model.common import (
    Id,
    LongText,
    Model,
    ModelError,
    Name,
    RatingField,
    ShortText,
    id_field,
)
from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.model.refusals import DUPLICATE_ID, INITIATE_AFFINITY_ONLY, LEVEL_NOT_ON_SCALE, MISSING_LINK, NO_PARENT_KIND, USES_FETISH_ONLY, WRONG_PARENT

MAX_HERO_POINTS = 999
MAX_USES = 99
"""A fetish's uses left and uses a day."""
MAX_COUNT = 999
"""Episodes rested, an improvement's amount (either way) and its cost in hero points.

Bounds no game reaches, within what the window's number fields show (a file beyond one fails to
load, naming the field)."""


class AbilityKind(str, Enum):
    """HQ-27 kinds of ability."""

    COMMON = "common"
    TALENT = "talent"
    AFFINITY = "affinity"
    FEAT = "feat"
    SPELL = "spell"
    GRIMOIRE = "grimoire"
    FETISH = "fetish"
    SKILL_SPIRIT = "skill_spirit"
    EMOTION_SPIRIT = "emotion_spirit"
    INTEGRATED_SPIRIT = "integrated_spirit"
    MYSTIC_COUNTER = "mystic_counter"
    MYSTIC_STRIKE = "mystic_strike"
    RELATIONSHIP = "relationship"
    FLAW = "flaw"


PARENT_KIND: dict[AbilityKind, tuple[AbilityKind, ...]] = {
    AbilityKind.FEAT: (AbilityKind.AFFINITY,),
    AbilityKind.SPELL: (AbilityKind.GRIMOIRE,),
    AbilityKind.SKILL_SPIRIT: tuple(k for k in AbilityKind if k is not AbilityKind.SKILL_SPIRIT),
}
"""HQ-27 links: a feat rolls at its affinity, a spell with its grimoire, a skill spirit serves one skill."""


class MysticAspect(str, Enum):
    """Which of a mystic's three kept-in-balance abilities this is (HQ-27 mystic balance)."""

    NONE = "none"
    BODY = "body"
    MIND = "mind"
    VIRTUE = "virtue"


class Ability(Model):
    id: Id = id_field()
    name: Name
    rating: RatingField
    kind: AbilityKind = AbilityKind.COMMON
    notes: LongText = ""
    parent_id: Id | None = None
    """The feat's affinity, the spell's grimoire or the skill a skill spirit serves (HQ-27)."""
    mystic_aspect: MysticAspect = MysticAspect.NONE
    spirit_power: RatingField | None = None
    """A spirit's power (skill, emotion and fetish spirits)."""
    uses_left: int = Field(default=0, ge=0, le=MAX_USES)
    """Fetish uses left (HQ-27)."""
    uses_per_day: int = Field(default=0, ge=0, le=MAX_USES)
    """Fetish uses each day; 0 for a fetish of one use that does not come back."""
    captor: ShortText = ""
    """Who captured the fetish's spirit; anyone else gets one use."""
    initiate: bool = False
    """An affinity the character uses as an initiate: every roll with it, or with a feat under it,
    carries the improvisation modifier (HQ-27 Decision). Schema version 2."""

    @model_validator(mode="after")
    def _kind_fields(self) -> Ability:
        if self.parent_id is not None and self.kind not in PARENT_KIND:
            raise ModelError(NO_PARENT_KIND, kind=self.kind)
        if self.kind is not AbilityKind.FETISH and (self.uses_left or self.uses_per_day):
            raise ModelError(USES_FETISH_ONLY)
        if self.initiate and self.kind is not AbilityKind.AFFINITY:
            raise ModelError(INITIATE_AFFINITY_ONLY)
        return self


SCALE_LEVELS: dict[StateScale, tuple[StateLevel, ...]] = {
    StateScale.HEROQUEST: (
        StateLevel.HURT,
        StateLevel.IMPAIRED,
        StateLevel.INJURED,
        StateLevel.DYING,
        StateLevel.DEAD,
    ),
    StateScale.HEROWARS: (
        StateLevel.DAZED,
        StateLevel.HURT,
        StateLevel.INJURED,
        StateLevel.DYING,
        StateLevel.DEAD,
    ),
}


class State(Model):
    """A state of adversity [被害状態] (HQ-20): level on its scale, what it relates to, where from."""

    id: Id = id_field()
    scale: StateScale = StateScale.HEROQUEST
    level: StateLevel
    ability_ids: tuple[Id, ...] = ()
    """The abilities it relates to (empty: all of them, or only the text below)."""
    relates_to: ShortText = ""
    """What it relates to in words ("reputation in Boldhome")."""
    physical: bool = True
    source: ShortText = ""
    date: ShortText = ""
    episodes_rested: int = Field(default=0, ge=0, le=MAX_COUNT)
    """Herowars injured: end-of-session steps rested so far (GM-2)."""

    @model_validator(mode="after")
    def _level_on_scale(self) -> State:
        if self.level not in SCALE_LEVELS[self.scale]:
            raise ModelError(LEVEL_NOT_ON_SCALE, level=self.level, scale=self.scale)
        return self


class Benefit(Model):
    """A lingering benefit [継続利益] (HQ-14) on one ability."""

    id: Id = id_field()
    bonus: int = Field(ge=1, le=100)
    ability_id: Id
    reason: ShortText = ""
    source: ShortText = ""
    date: ShortText = ""


class Improvement(Model):
    """An improvement bought with hero points (HQ-26); temporary ones end at the next session's end."""

    id: Id = id_field()
    item: ShortText
    ability_id: Id | None = None
    amount: int = Field(default=0, ge=-MAX_COUNT, le=MAX_COUNT)
    """Points the rating moved (a flaw lowered: negative), or how many were bought."""
    permanent: bool = True
    cost: int = Field(default=0, ge=0, le=MAX_COUNT)
    date: ShortText = ""
    removed: Ability | None = None
    """The flaw a temporary removal took off the sheet, put back when it ends (HQ-26). Schema
    version 2."""


class HeroQuest(Model):
    abilities: tuple[Ability, ...] = ()
    hero_points: int = Field(default=0, ge=0, le=MAX_HERO_POINTS)
    states: tuple[State, ...] = ()
    benefits: tuple[Benefit, ...] = ()
    improvements: tuple[Improvement, ...] = ()

    @model_validator(mode="after")
    def _links(self) -> HeroQuest:
        kinds = {ability.id: ability.kind for ability in self.abilities}
        if len(kinds) != len(self.abilities):
            raise ModelError(DUPLICATE_ID)
        for ability in self.abilities:
            if ability.parent_id is None:
                continue
            parent = kinds.get(ability.parent_id)
            if parent is None:
                raise ModelError(MISSING_LINK, what="ability", id=ability.parent_id)
            if parent not in PARENT_KIND[ability.kind]:
                raise ModelError(WRONG_PARENT, kind=ability.kind, parent=parent)
        for state in self.states:
            for ability_id in state.ability_ids:
                if ability_id not in kinds:
                    raise ModelError(MISSING_LINK, what="ability", id=ability_id)
        for benefit in self.benefits:
            if benefit.ability_id not in kinds:
                raise ModelError(MISSING_LINK, what="ability", id=benefit.ability_id)
        for improvement in self.improvements:
            if improvement.ability_id is not None and improvement.ability_id not in kinds:
                raise ModelError(MISSING_LINK, what="ability", id=improvement.ability_id)
        return self

    def ability(self, ability_id: str) -> Ability | None:
        return next((a for a in self.abilities if a.id == ability_id), None)
