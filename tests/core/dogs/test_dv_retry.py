"""DV-21 follow-up conflicts: the sheet keeps a record of each conflict, and trying the same stakes
again is checked against it: the people, the setting and the arena must all differ."""

from __future__ import annotations

from talekeeper.core.dice import HandDice
from talekeeper.core.model import Character, DogsStats
from talekeeper.core.model.common import evolve
from talekeeper.core.model.dogs import Arena, ConflictPerson
from talekeeper.core.rules.dogs import BlowKind, escalate, give, open_conflict, participant_from_character, raise_dice, record_conflict_end
from talekeeper.core.rules.dogs.retry import Same, retries, same_stakes

STAKES = "Hodge confesses"


def sheet(name: str) -> Character:
    base = Character(name=name)
    return evolve(base, dogs=evolve(base.dogs, stats=DogsStats(acuity=2, heart=2, body=2, will=2)))


VASANA, HODGE = sheet("Vasana"), sheet("Mayor Hodge")


def earlier_conflict() -> Character:
    """Vasana talks to Hodge at his house, escalates to fighting, and Hodge gives."""
    a = participant_from_character(VASANA, side="dogs")
    b = participant_from_character(HODGE, side="town")
    conflict = open_conflict(STAKES, [a, b], started_by=a.id, dice=HandDice([6, 5, 4, 3, 2, 2, 2, 2]),
                             setting="Clearwine, the mayor's house, by night")
    conflict = escalate(conflict, a.id, Arena.FIGHTING, HandDice([1, 1, 1, 1]))
    conflict = raise_dice(conflict, a.id, [d.id for d in conflict.participant(a.id).hand[:2]], blow=BlowKind.NOT_PHYSICAL)
    conflict = give(conflict, b.id)
    return record_conflict_end(VASANA, conflict, conflict.participant(a.id))


def test_dv21_the_end_of_a_conflict_keeps_its_record_on_the_sheet() -> None:
    vasana = earlier_conflict()
    (record,) = vasana.dogs.conflicts
    assert (record.stakes, record.setting) == (STAKES, "Clearwine, the mayor's house, by night")
    assert record.arenas == (Arena.TALKING, Arena.FIGHTING)
    assert [(p.name, p.character_id) for p in record.people] == [("Vasana", VASANA.id), ("Mayor Hodge", HODGE.id)]


def test_dv21_same_stakes_ignore_case_spacing_and_closing_punctuation() -> None:
    assert same_stakes("Hodge  confesses.", "hodge confesses")
    assert same_stakes("ホッジが告白する。", "ホッジが告白する")
    assert not same_stakes("Hodge confesses", "Hodge leaves town") and not same_stakes("", "")


def test_dv21_a_retry_warns_unless_people_setting_and_arena_all_differ() -> None:
    records = earlier_conflict().dogs.conflicts
    same_people = (ConflictPerson(name="Vasana", character_id=VASANA.id), ConflictPerson(name="Mayor Hodge", character_id=HODGE.id))
    (retry,) = retries(records, "hodge confesses.", same_people, "Clearwine, the mayor's house, by night", Arena.TALKING)
    assert retry.same == (Same.PEOPLE, Same.SETTING, Same.ARENA) and retry.earlier == records[0]
    (retry,) = retries(records, STAKES, same_people, "", Arena.WEAPONS)  # no setting written: not shown to differ
    assert retry.same == (Same.PEOPLE, Same.SETTING)
    (retry,) = retries(records, STAKES, same_people, "the road to Bridge Creek, at dawn", Arena.FIGHTING)
    assert retry.same == (Same.PEOPLE, Same.ARENA)  # fighting: the earlier conflict escalated to it
    companions = (*same_people, ConflictPerson(name="Brother Amos"))
    (retry,) = retries(records, STAKES, companions, "the road to Bridge Creek, at dawn", Arena.WEAPONS)
    assert retry.same == ()  # with companions, elsewhere, with guns: a follow-up the rule allows
    assert retries(records, "Hodge leaves town", same_people, "", Arena.TALKING) == ()
    typed_in = (ConflictPerson(name="Vasana", character_id=VASANA.id), ConflictPerson(name="mayor hodge"))
    (retry,) = retries(records, STAKES, typed_in, "", Arena.TALKING)  # Hodge typed in by name is Hodge
    assert Same.PEOPLE in retry.same
    (retry,) = retries(records, STAKES, same_people[:1], "", Arena.TALKING)  # Hodge is not there: other people
    assert Same.PEOPLE not in retry.same
