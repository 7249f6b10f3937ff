"""DV-6 / DV-7 / DV-21: setting up and opening a conflict as one operation: the stakes, who takes
part on which side (library characters by their sheets, an opposition by its dice), what each
brings to the opening roll, dice carried in from an earlier conflict (a die kept by giving is
spent from the saved conflict that held it, in the same step), and the opening roll's faces."""

from __future__ import annotations

from dataclasses import dataclass, field

from talekeeper.core.dice import Faces
from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import clip, evolve
from talekeeper.core.operations.dogs.play import check_faces, done_with, end_on_sheets
from talekeeper.core.outcome import Outcome, Table, changed
from talekeeper.core.rules import dogs as dv
from talekeeper.core.rules.dogs import events as ev
from talekeeper.core.rules.dogs.events import KEPT_DIE_GONE, NOBODY_TAKES_PART, OPPOSITION_DICE_NEEDED, OPPOSITION_NAME_NEEDED, SIDE_NEEDED, STARTER_NOT_IN
from talekeeper.core.rules.dogs.pools import Pool, pool


@dataclass(frozen=True)
class Joining:
    """One participant of a new conflict: a library character (`character_id`: the table holds
    its sheet) or an opposition by its `name` and `dice`; what they bring to the opening roll
    (ids of relationships, traits, belongings, DV-3..DV-5); dice carried in (DV-21); and whether
    the users say their life is at stake (DV-30: losing without fallout dice means dying)."""

    side: str
    character_id: str | None = None
    name: str = ""
    dice: str = ""
    relationships: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    belongings: tuple[str, ...] = ()
    carried: tuple[dv.CarriedDie, ...] = ()
    life_at_stake: bool = False


@dataclass(frozen=True)
class StartConflict:
    """DV-6 / DV-7: the conflict as set up, and the faces of its opening roll (`opening_sizes`
    says which dice, in order). `starter` is the index in `joining` of who starts (DV-10)."""

    stakes: str
    joining: tuple[Joining, ...]
    arena: dv.Arena = dv.Arena.TALKING
    setting: str = ""
    starter: int = 0
    faces: Faces = field(default_factory=lambda: Faces(()))
    narration: str = ""


def planned(table: Table, ask: StartConflict) -> tuple[list[dv.Participant], dict[str, dv.Opening]]:
    """The participants and what each brings to the opening roll (DV-7), as set up."""
    people: list[dv.Participant] = []
    openings: dict[str, dv.Opening] = {}
    for joining in ask.joining:
        side = joining.side.strip()
        if not side:
            raise dv.ConflictError(SIDE_NEEDED)
        if joining.character_id is not None:
            sheet = table.sheet(joining.character_id)
            p = dv.participant_from_character(sheet, side=clip(side, 200), arena=ask.arena)
            opening = dv.Opening(relationships=joining.relationships, traits=joining.traits, belongings=joining.belongings, carried=joining.carried)
        else:
            if not joining.name.strip():
                raise dv.ConflictError(OPPOSITION_NAME_NEEDED)
            dice = pool(joining.dice, Pool.EXTRA)
            if not dice:
                raise dv.ConflictError(OPPOSITION_DICE_NEEDED, name=joining.name)
            p = dv.Participant(name=clip(joining.name.strip(), 200), side=clip(side, 200), arena=ask.arena)
            opening = dv.Opening(stats=(), extra=(dv.ExtraPool(label=p.name, dice=dice),), carried=joining.carried)
        people.append(evolve(p, life_at_stake=joining.life_at_stake))
        openings[p.id] = opening
    return people, openings


def opening_sizes(table: Table, ask: StartConflict) -> tuple[int, ...]:
    """C-2 / DV-7: the size of every die the opening roll rolls, in order (none with one side)."""
    people, openings = planned(table, ask)
    return dv.opening_dice(people, openings)


def _claims(table: Table, ask: StartConflict) -> dict[str, dv.Conflict]:
    """DV-21: each die kept by giving that the new conflict carries in is spent from the saved
    conflict that holds it (`table.others`); those conflicts as they are after."""
    claimed: dict[str, dv.Conflict] = {}
    for joining in ask.joining:
        for carried in joining.carried:
            if carried.from_conflict is None:
                continue
            old = claimed.get(carried.from_conflict) or table.others.get(carried.from_conflict)
            holder = None
            if isinstance(old, dv.Conflict):
                holder = next((p for p in old.participants if p.character_id == joining.character_id and p.follow_up_die is not None
                               and (p.follow_up_die.size, p.follow_up_die.value) == (carried.size, carried.value)), None)
            if old is None or holder is None:
                raise dv.ConflictError(KEPT_DIE_GONE, size=carried.size, value=carried.value)
            claimed[carried.from_conflict] = dv.spend_follow_up_die(old, holder.id)
    return claimed


def start_conflict(table: Table, ask: StartConflict) -> Outcome:
    """Open the conflict; with one side only it is won at once (DV-6) and its end is on the sheets."""
    people, openings = planned(table, ask)
    if not people:
        raise dv.ConflictError(NOBODY_TAKES_PART)
    if not 0 <= ask.starter < len(people):
        raise dv.ConflictError(STARTER_NOT_IN)
    check_faces(dv.opening_dice(people, openings), ask.faces)
    conflict = dv.open_conflict(ask.stakes, people, started_by=people[ask.starter].id, dice=ask.faces.source(), openings=openings,
                                narration=ask.narration, setting=ask.setting)
    sheets: list[Character] = []
    if conflict.finished:  # DV-6: nobody opposes
        conflict, sheets = end_on_sheets(Table(table.sheets, table.campaign, conflict), conflict)
    claimed = _claims(table, ask)
    return Outcome(
        event(ev.OPEN_TITLE, stakes=clip(conflict.stakes)),
        changed(table, sheets),
        play=conflict,
        ended=done_with(table, conflict),
        others=tuple(claimed.values()),
        others_ended=tuple(i for i, old in claimed.items() if done_with(table, old)),
    )
