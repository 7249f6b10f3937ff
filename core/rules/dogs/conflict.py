"""The saved state of one DV conflict: a frozen model a GUI can show, save as JSON and resume.

Actions (`core.rules.dogs.actions`, `.opening`, `.bringing`) take a `Conflict` and return a new
one; nothing here rolls dice. Schema 3 (issue 14): the log holds facts, never words. Dice in a conflict have small whole-number ids, unique within it,
so a GUI can name the dice a player puts forward.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import Field, StringConstraints, model_validator

from talekeeper.core.dice import DIE_SIZES, Dice, parse_pool
from talekeeper.core.model.common import Id, Model, ModelError, Name, PoolField, ShortText, id_field
from talekeeper.core.model.dogs import Arena, Belonging, DogsStat, DogsStats, Relationship, Trait
from talekeeper.core.model.refusals import DIE_FACE, DUPLICATE_ID, NEXT_DIE_ID, NO_PARTICIPANT, NOT_DIE_SIZE, RAISE_FALLOUT_DIE, RAISE_TOTAL
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import NO_SUCH_DIE, NO_SUCH_PARTICIPANT
from talekeeper.core.rules.dogs.tables import DV9_FALLOUT_DIE, BlowKind, SeeKind
from talekeeper.core.storage.migrations import CONFLICT_FORMAT
from talekeeper.core.storage.play import CONFLICT_SUFFIX, register_play

STAKES_LONGEST = 500
Stakes = Annotated[str, StringConstraints(min_length=1, max_length=STAKES_LONGEST, strip_whitespace=True)]


class DieSource(str, Enum):
    """Where a die in hand came from."""

    STAT = "stat"
    RELATIONSHIP = "relationship"
    TRAIT = "trait"
    BELONGING = "belonging"
    ITEM = "item"
    """DV-5: an item not on the sheet (1d6 or 1d4)."""
    EXTRA = "extra"
    """Other dice rolled into the conflict (DV-30 pools, the narrator's fallout dice)."""
    CARRIED = "carried"
    """DV-21: a value kept by giving in an earlier conflict (DV-12), added after the opening roll;
    `ref` is that conflict's stakes, when known."""
    DEMON = "demon"
    """DV-30: demonic influence called on through a demon relationship (`ref`: its id)."""
    NPC_FALLOUT = "npc_fallout"
    """DV-21: an NPC's fallout die the GM handed over, added after the opening roll. Schema 3."""
    PATIENT_STAT = "patient_stat"
    """DV-19: the injured character's stat (`ref`: the stat), rolled on the healer's side. Schema 3."""
    PATIENT_ITEM = "patient_item"
    """DV-19: the injured character's fitting relationship, trait or belonging (`ref`: its subject,
    text or name), rolled on the healer's side. Schema 3."""
    FALLOUT = "fallout"
    """DV-19: the narrator rolls the injury's fallout dice again. Schema 3."""
    DYING = "dying"
    """DV-30: the narrator's four dice for how a character without fallout dice is dying (`ref`:
    the `DyingCause`). Schema 3."""
    INFLUENCE = "influence"
    """DV-30: the demonic influence dice on the narrator's side. Schema 3."""


class HeldDie(Model):
    """One rolled die lying open: its id in the conflict, size, value and where it came from."""

    id: int = Field(ge=1)
    size: int
    value: int
    source: DieSource
    ref: ShortText = ""
    """The stat's name, trait/relationship/belonging id, item name, or what the source says."""

    @model_validator(mode="after")
    def _face(self) -> HeldDie:
        if self.size not in DIE_SIZES:
            raise ModelError(NOT_DIE_SIZE, size=self.size)
        if not 1 <= self.value <= self.size:
            raise ModelError(DIE_FACE, size=self.size, value=self.value)
        return self


def dice_total(dice: tuple[HeldDie, ...]) -> int:
    return sum(die.value for die in dice)


class KeptReverse(Model):
    """DV-9 / DV-15: what a reverse the blow keeps for the next raise.

    Plain: the one die of the see. Helped: the see's dice (own and help) as one total.
    """

    dice: tuple[HeldDie, ...] = Field(min_length=1)
    helped: bool = False

    @property
    def total(self) -> int:
        return dice_total(self.dice)


class FalloutNote(Model):
    """DV-9: fallout dice noted by a taken blow (count dice of the raise's size)."""

    count: int = Field(ge=1)
    size: int
    raiser_id: Id
    blow: BlowKind

    @property
    def dice(self) -> Dice:
        return parse_pool(f"{self.count}d{self.size}")


class Participant(Model):
    """One character in a conflict: a copy of the sheet's DV dice, the dice in hand and what has
    joined (each stat, trait, relationship, belonging and item joins once, DV-4, DV-5, DV-11)."""

    id: Id = id_field()
    name: Name
    character_id: Id | None = None
    """The library character this participant plays, if any."""
    side: Name
    stats: DogsStats = DogsStats()
    traits: tuple[Trait, ...] = ()
    relationships: tuple[Relationship, ...] = ()
    belongings: tuple[Belonging, ...] = ()
    unassigned_relationship_dice: PoolField = Dice()
    next_conflict_effects: tuple[Id, ...] = ()
    """DV-17: the sheet's next-conflict-only effects applied to this participant's dice."""
    arena: Arena = Arena.TALKING
    arenas: tuple[Arena, ...] = ()
    """Every arena the participant has rolled in, in order (DV-7, DV-11)."""
    hand: tuple[HeldDie, ...] = ()
    stats_rolled: tuple[DogsStat, ...] = ()
    relationships_used: tuple[Id, ...] = ()
    traits_used: tuple[Id, ...] = ()
    belongings_used: tuple[Id, ...] = ()
    items_used: tuple[Name, ...] = ()
    demon_called: bool = False
    """DV-30: called on a demon relationship (the character sold their soul)."""
    life_at_stake: bool = False
    """DV-30: the users said at the start that this participant's life is at stake: losing the
    conflict without fallout dice noted means dying, in need of treatment. Schema 3."""
    kept: KeptReverse | None = None
    raise_with_one: bool = False
    """DV-15: this participant helped, so their next raise is made with one die."""
    helped_ally: Id | None = None
    """DV-15: the ally helped since this participant's last turn (no other ally until then)."""
    fallout: tuple[FalloutNote, ...] = ()
    gave: bool = False
    out: bool = False
    """DV-10: ran out of dice and lost."""
    follow_up_die: HeldDie | None = None
    """DV-12 / DV-21: the highest die kept by giving instead of raising."""

    @property
    def active(self) -> bool:
        return not (self.gave or self.out)

    @property
    def fallout_dice(self) -> Dice:
        """Every noted fallout die, to roll together after the conflict (DV-16)."""
        total = Dice()
        for note in self.fallout:
            total = total + note.dice
        return total

    def die(self, die_id: int) -> HeldDie:
        for die in self.hand:
            if die.id == die_id:
                return die
        raise ConflictError(NO_SUCH_DIE, name=self.name, die=die_id)


class Raise(Model):
    """DV-8: the raise on the table: who, the dice put forward, the total, the fallout die."""

    raiser_id: Id
    dice: tuple[HeldDie, ...]
    """The raiser's own dice from hand."""
    kept: KeptReverse | None = None
    """DV-9 / DV-15: the reverse-the-blow die or total joining this raise."""
    help: tuple[HeldDie, ...] = ()
    """DV-15: dice allies gave to this raise."""
    total: int
    blow: BlowKind
    fallout_die: int
    targets: tuple[Id, ...] = Field(min_length=1)
    """DV-14: everyone this raise affects; each must see it (or give)."""
    answered: tuple[Id, ...] = ()

    @model_validator(mode="after")
    def _sums(self) -> Raise:
        expected = dice_total(self.dice) + dice_total(self.help) + (self.kept.total if self.kept else 0)
        if self.total != expected:
            raise ModelError(RAISE_TOTAL, expected=expected, total=self.total)
        if self.fallout_die != DV9_FALLOUT_DIE[self.blow]:
            raise ModelError(RAISE_FALLOUT_DIE, blow=self.blow, size=DV9_FALLOUT_DIE[self.blow])
        return self

    @property
    def waiting_for(self) -> tuple[Id, ...]:
        return tuple(target for target in self.targets if target not in self.answered)


class HelpOffer(Model):
    """DV-15: a die a helper gave to an ally's next raise or see."""

    helper_id: Id
    ally_id: Id
    die: HeldDie


class LogKind(str, Enum):
    OPEN = "open"
    WON_UNOPPOSED = "won_unopposed"
    ROLL = "roll"
    ESCALATE = "escalate"
    NEW_RELATIONSHIP = "new_relationship"
    ORDER = "order"
    ORDER_CHOSEN = "order_chosen"
    """DV-14 Decision: the users put tied participants in order. Schema 3."""
    RAISE = "raise"
    SEE = "see"
    HELP = "help"
    GIVE = "give"
    OUT = "out"
    FINISH = "finish"


class LogEntry(Model):
    """One action in the conflict as structured facts, which the desktop words in the reader's
    language (no words here: schema 3)."""

    kind: LogKind
    participant_id: Id | None = None
    dice: tuple[HeldDie, ...] = ()
    """The dice rolled (ROLL, ESCALATE), put forward (RAISE, SEE, HELP), or kept by giving
    instead of raising for a follow-up conflict (GIVE, DV-12)."""
    total: int | None = None
    arena: Arena | None = None
    see_kind: SeeKind | None = None
    blow: BlowKind | None = None
    """RAISE: the kind of raise, which decides the fallout die (DV-9). Schema 3."""
    fallout: PoolField = Dice()
    targets: tuple[Id, ...] = ()
    round: int | None = Field(default=None, ge=1)
    """ORDER, ORDER_CHOSEN: the round (DV-14). Schema 3."""
    order: tuple[Id, ...] = ()
    """ORDER, ORDER_CHOSEN: the raising order (DV-14). Schema 3."""
    ref: ShortText = ""
    """NEW_RELATIONSHIP: the new relationship's id (DV-3). Schema 3."""
    old_note: ShortText = ""
    """What a schema 2 (or older) file said of the entry in English, kept and shown as it is where
    the facts above do not say it."""
    narration: ShortText = ""
    """What the player said happened (DV-8: every raise and see is narrated)."""


class Conflict(Model):
    """The whole state of one conflict (DV-6..DV-15); save with `model_dump_json`, resume with
    `Conflict.model_validate_json`."""

    id: Id = id_field()
    stakes: Stakes
    setting: ShortText = ""
    """Where and when it takes place (DV-21: a retry of the same stakes needs another). Schema
    version 2."""
    participants: tuple[Participant, ...] = Field(min_length=1)
    started_by: Id
    rounds: bool = False
    """DV-14 rounds (more than two participants); otherwise DV-10 one on one."""
    round: int = Field(default=1, ge=1)
    order: tuple[Id, ...] = ()
    """This round's raising order (DV-14), or the two participants, starter first (DV-10)."""
    ties: tuple[tuple[Id, ...], ...] = ()
    """DV-14 Decision: groups still tied after the higher single die; the users may reorder them."""
    raised_this_round: tuple[Id, ...] = ()
    to_raise: Id | None = None
    """Whose raise it is, when no raise is on the table."""
    current_raise: Raise | None = None
    help_offers: tuple[HelpOffer, ...] = ()
    next_die_id: int = Field(default=1, ge=1)
    log: tuple[LogEntry, ...] = ()
    finished: bool = False
    winner_side: Name | None = None
    treatment_of: Id | None = None
    """DV-19: the library character whose life is the stake of this treatment conflict."""
    sheets_done: tuple[Id, ...] = ()
    """Library characters (ids) whose end of this conflict (outcome, next-conflict effects,
    fallout, a settled treatment) has been written to their sheets, so a resumed conflict does
    not offer it twice."""

    @model_validator(mode="after")
    def _links(self) -> Conflict:
        ids = [p.id for p in self.participants]
        if len(set(ids)) != len(ids):
            raise ModelError(DUPLICATE_ID)
        known = set(ids)
        named = [self.started_by, *self.order, *self.raised_this_round]
        named += [self.to_raise] if self.to_raise else []
        if self.current_raise:
            named += [self.current_raise.raiser_id, *self.current_raise.targets]
        named += [x for offer in self.help_offers for x in (offer.helper_id, offer.ally_id)]
        for name in named:
            if name not in known:
                raise ModelError(NO_PARTICIPANT, id=name)
        die_ids = [die.id for die in self.all_dice()]
        if len(set(die_ids)) != len(die_ids):
            raise ModelError(DUPLICATE_ID)
        if die_ids and max(die_ids) >= self.next_die_id:
            raise ModelError(NEXT_DIE_ID)
        return self

    def all_dice(self) -> list[HeldDie]:
        """Every die still in play: in hand, kept, offered as help, on the table."""
        dice: list[HeldDie] = []
        for p in self.participants:
            dice += p.hand
            dice += p.kept.dice if p.kept else ()
            dice += (p.follow_up_die,) if p.follow_up_die else ()
        dice += [offer.die for offer in self.help_offers]
        if self.current_raise:
            kept = self.current_raise.kept
            dice += [*self.current_raise.dice, *self.current_raise.help, *(kept.dice if kept else ())]
        return dice

    def participant(self, participant_id: str) -> Participant:
        for p in self.participants:
            if p.id == participant_id:
                return p
        raise ConflictError(NO_SUCH_PARTICIPANT, id=participant_id)

    def active(self) -> tuple[Participant, ...]:
        return tuple(p for p in self.participants if p.active)

    def opponents(self, participant_id: str) -> tuple[Participant, ...]:
        """The active participants on other sides."""
        side = self.participant(participant_id).side
        return tuple(p for p in self.active() if p.side != side)

    def help_for(self, participant_id: str) -> tuple[HeldDie, ...]:
        """DV-15: the dice allies have given to this participant's next raise or see."""
        return tuple(o.die for o in self.help_offers if o.ally_id == participant_id)


register_play(Conflict, CONFLICT_FORMAT, CONFLICT_SUFFIX, "stakes")
