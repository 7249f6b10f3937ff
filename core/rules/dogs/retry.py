"""DV-21 follow-up conflicts: trying the same stakes again needs other people, another setting and
another arena than the earlier conflict. The check warns; the table decides.

**Decision** (how "the earlier conflict" is known): every library character keeps a record of
each conflict it took part in (`Dogs.conflicts`: stakes, setting, arenas, people), written with
the end of the conflict on its sheet (`conflict_record`). The saved conflicts of the play folder
are not the record: a conflict's file goes once its end is on every sheet. The prose history is
not read either. So the earlier conflicts of a new one are those on its participants' sheets.

**Decision** (what "the same" and "differ" mean):
- the same stakes: the same words, ignoring case, spacing and a closing full stop, question or
  exclamation mark;
- the people differ when the participants are not the same people (someone joined or left; the
  seed's example starts the retry "with companions"); two are the same person when they play the
  same library character or have the same name (ignoring case), so an opposition typed in by
  name matches the library character of that name;
- the setting differs when its words differ; a setting not written counts as the same, since
  nothing shows it differs;
- the arena differs when the new conflict opens in an arena the earlier one was never fought in
  (the seed: not "talking only" again).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from talekeeper.core.model.common import clip
from talekeeper.core.model.dogs import Arena, ConflictPerson, ConflictRecord
from talekeeper.core.rules.dogs.conflict import Conflict, Participant
from talekeeper.core.rules.dogs.opening import CarriedDie

_CLOSING = ".!?。！？"


class Same(str, Enum):
    """What a retry of the same stakes has not changed (DV-21)."""

    PEOPLE = "people"
    SETTING = "setting"
    ARENA = "arena"


@dataclass(frozen=True)
class Retry:
    """An earlier conflict with the same stakes, and what the new one shares with it (empty: a
    follow-up the rule allows)."""

    earlier: ConflictRecord
    same: tuple[Same, ...]


def _words(text: str) -> str:
    return " ".join(text.casefold().split()).rstrip(_CLOSING).strip()


def same_stakes(first: str, second: str) -> bool:
    """DV-21 (Decision above): the same stakes, ignoring case, spacing and closing punctuation."""
    return bool(_words(first)) and _words(first) == _words(second)


def people_of(participants: Iterable[Participant]) -> tuple[ConflictPerson, ...]:
    """Who takes part, as a record keeps them."""
    return tuple(ConflictPerson(name=p.name, character_id=p.character_id) for p in participants)


def _same_person(first: ConflictPerson, second: ConflictPerson) -> bool:
    same_sheet = first.character_id is not None and first.character_id == second.character_id
    return same_sheet or _words(first.name) == _words(second.name)


def same_people(earlier: Iterable[ConflictPerson], now: Iterable[ConflictPerson]) -> bool:
    """DV-21 (Decision above): everyone now was there before, one for one, and nobody else."""
    left = list(earlier)
    for person in now:
        match = next((other for other in left if _same_person(person, other)), None)
        if match is None:
            return False
        left.remove(match)
    return not left


def conflict_record(conflict: Conflict) -> ConflictRecord:
    """DV-21: what a sheet keeps of a conflict its character took part in."""
    arenas = tuple(dict.fromkeys(arena for p in conflict.participants for arena in p.arenas))
    return ConflictRecord(conflict_id=conflict.id, stakes=clip(conflict.stakes), setting=conflict.setting,
                          arenas=arenas, people=people_of(conflict.participants))


def retries(records: Iterable[ConflictRecord], stakes: str, people: Iterable[ConflictPerson], setting: str,
            arena: Arena) -> tuple[Retry, ...]:
    """DV-21: each earlier conflict in `records` with the same stakes (once each), with what the
    new conflict (its `people`, `setting` and opening `arena`) does not change."""
    people = tuple(people)
    found: dict[str, Retry] = {}
    for record in records:
        if record.conflict_id in found or not same_stakes(record.stakes, stakes):
            continue
        same = []
        if same_people(record.people, people):
            same.append(Same.PEOPLE)
        if not _words(setting) or _words(setting) == _words(record.setting):
            same.append(Same.SETTING)
        if arena in record.arenas:
            same.append(Same.ARENA)
        found[record.conflict_id] = Retry(record, tuple(same))
    return tuple(found.values())


def kept_for_follow_up(conflicts: Iterable[Conflict]) -> tuple[tuple[str, CarriedDie], ...]:
    """DV-12 / DV-21: every die kept by giving instead of raising that a finished conflict still
    holds for a library character: (the character's id, the die as a follow-up conflict carries
    it in, naming the conflict that holds it, which spends it then)."""
    found: list[tuple[str, CarriedDie]] = []
    for conflict in conflicts:
        if not conflict.finished:
            continue
        for p in conflict.participants:
            die = p.follow_up_die
            if die is not None and p.character_id is not None:
                found.append((p.character_id, CarriedDie(label=clip(conflict.stakes), size=die.size, value=die.value, from_conflict=conflict.id)))
    return tuple(found)
