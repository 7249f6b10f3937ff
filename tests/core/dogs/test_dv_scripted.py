"""A whole DV conflict between two saved characters, played with hand-entered dice, then fallout
applied to the sheets and saved again (DV-7..DV-12, DV-16..DV-18, DV-20)."""

from __future__ import annotations

from pathlib import Path

from talekeeper.core.dice import HandDice
from talekeeper.core.model import (
    Belonging,
    Character,
    CharacterKind,
    Dogs,
    DogsStat,
    DogsStats,
    HistoryKind,
    NextConflictKind,
    Relationship,
    RelationshipKind,
    Trait,
)
from talekeeper.core.rules.dogs import (
    Arena,
    BlowKind,
    Conflict,
    FalloutBand,
    Opening,
    SeeKind,
    apply_short_term,
    assess_fallout,
    band_odds,
    change_trait_dice_count,
    escalate,
    fallout_if_seen,
    fallout_odds,
    give,
    mark_next_conflict_done,
    new_d4_trait,
    open_conflict,
    participant_from_character,
    raise_dice,
    raise_stat,
    roll_fallout,
    see,
)
from talekeeper.core.storage import load_character, save_character
from tests.events import params


def characters() -> tuple[Character, Character]:
    ezekiel = Character(
        name="Brother Ezekiel",
        dogs=Dogs(
            stats=DogsStats(acuity=3, body=2, heart=3, will=2),
            traits=(Trait(text="I know the Book of Life", dice="1d8"),),
            relationships=(Relationship(subject="Jonah", kind=RelationshipKind.PERSON, dice="1d6"),),
            belongings=(Belonging(name="Coat", dice="2d6"),),
        ),
    )
    jonah = Character(
        name="Jonah",
        kind=CharacterKind.NPC,
        dogs=Dogs(
            stats=DogsStats(acuity=2, body=2, heart=3, will=3),
            traits=(Trait(text="Silver tongue", dice="2d6"),),
        ),
    )
    return ezekiel, jonah


def pick(conflict: Conflict, pid: str, *wanted: int) -> list[int]:
    hand = list(conflict.participant(pid).hand)
    chosen: list[int] = []
    for value in wanted:
        chosen.append(next(d.id for d in hand if d.value == value and d.id not in chosen))
    return chosen


def hand(conflict: Conflict, pid: str) -> list[int]:
    return [d.value for d in conflict.participant(pid).hand]


def test_dv_full_scripted_conflict(tmp_path: Path) -> None:
    ezekiel, jonah = characters()
    save_character(ezekiel, tmp_path / "ezekiel.tale.json")
    save_character(jonah, tmp_path / "jonah.tale.json")
    ezekiel = load_character(tmp_path / "ezekiel.tale.json")
    jonah = load_character(tmp_path / "jonah.tale.json")

    e = participant_from_character(ezekiel, side="dogs", arena=Arena.TALKING)
    j = participant_from_character(jonah, side="town", arena=Arena.TALKING)
    openings = {
        e.id: Opening(relationships=(ezekiel.dogs.relationships[0].id,)),  # Jonah is the opponent
        j.id: Opening(traits=(jonah.dogs.traits[0].id,)),
    }
    # DV-7: Ezekiel Acuity 5 3 2, Heart 4 4 1, Jonah 1d6 6; Jonah Acuity 6 2, Heart 5 3 1, Silver tongue 4 3.
    rolls = [5, 3, 2, 4, 4, 1, 6] + [6, 2, 5, 3, 1, 4, 3]
    c = open_conflict("Jonah leaves town tonight", [e, j], started_by=e.id, dice=HandDice(rolls), openings=openings)
    assert hand(c, e.id) == [5, 3, 2, 4, 4, 1, 6]
    assert hand(c, j.id) == [6, 2, 5, 3, 1, 4, 3]
    assert c.participant(e.id).character_id == ezekiel.id

    # DV-8 / DV-9: 11 raised, blocked with two dice.
    c = raise_dice(c, e.id, pick(c, e.id, 6, 5), blow=BlowKind.NOT_PHYSICAL, narration="Your sin is known")
    c = see(c, j.id, pick(c, j.id, 6, 5), narration="Who told you that?")
    assert c.log[-1].see_kind is SeeKind.BLOCK_OR_DODGE and c.to_raise == j.id

    # A weak raise of 4, reversed with one die: Ezekiel keeps his 4.
    c = raise_dice(c, j.id, pick(c, j.id, 3, 1), blow=BlowKind.NOT_PHYSICAL)
    c = see(c, e.id, pick(c, e.id, 4))
    assert c.log[-1].see_kind is SeeKind.REVERSE_THE_BLOW
    assert c.participant(e.id).kept.total == 4

    # The kept 4 and one more die: 8. Jonah takes the blow with three dice: 3d4.
    c = raise_dice(c, e.id, pick(c, e.id, 4), blow=BlowKind.NOT_PHYSICAL)
    assert c.current_raise is not None and c.current_raise.total == 8
    assert str(fallout_if_seen(c, j.id, pick(c, j.id, 2, 4, 3))) == "3d4"
    c = see(c, j.id, pick(c, j.id, 2, 4, 3))
    assert str(c.participant(j.id).fallout_dice) == "3d4" and hand(c, j.id) == []

    # Saved mid-conflict and resumed.
    c = Conflict.model_validate_json(c.model_dump_json())

    # DV-11: Jonah, out of dice, escalates to fighting: Body 6 5, Will 6 2 1 (Heart already rolled).
    c = escalate(c, j.id, Arena.FIGHTING, HandDice([6, 5, 6, 2, 1]), narration="He swings a chair leg")
    assert hand(c, j.id) == [6, 5, 6, 2, 1]
    c = raise_dice(c, j.id, pick(c, j.id, 6, 6), blow=BlowKind.PHYSICAL)

    # Ezekiel follows (Body 3 2, Will 5 1) and takes the blow with four dice: 4d6.
    c = escalate(c, e.id, Arena.FIGHTING, HandDice([3, 2, 5, 1]))
    odds = band_odds(fallout_odds(fallout_if_seen(c, e.id, pick(c, e.id, 5, 3, 2, 2))))
    assert odds[FalloutBand.DEATH] == 0 and sum(odds.values()) == 1
    c = see(c, e.id, pick(c, e.id, 5, 3, 2, 2))
    assert str(c.participant(e.id).fallout_dice) == "4d6"
    assert hand(c, e.id) == [1, 3, 1]

    # A raise of 4; Jonah reverses with his 5, then raises 5 + 2 = 7.
    c = raise_dice(c, e.id, pick(c, e.id, 3, 1), blow=BlowKind.PHYSICAL)
    c = see(c, j.id, pick(c, j.id, 5))
    c = raise_dice(c, j.id, pick(c, j.id, 2), blow=BlowKind.PHYSICAL)
    assert c.current_raise is not None and c.current_raise.total == 7

    # DV-12: Ezekiel cannot see 7 with a 1, and gives: no blow, the stakes lost.
    c = give(c, e.id, narration="Fine. Stay.")
    assert c.finished and c.winner_side == "town"
    assert str(c.participant(e.id).fallout_dice) == "4d6"

    # DV-16: fallout. Ezekiel 4d6 shows 6 5 1 2 = 11: long-term, and a 1 gives experience.
    rolls_e = roll_fallout(c.participant(e.id).fallout_dice, HandDice([6, 5, 1, 2]))
    report_e = assess_fallout(rolls_e)
    assert (report_e.total, report_e.band, report_e.experience) == (11, FalloutBand.LONG_TERM, True)
    ezekiel = mark_next_conflict_done(ezekiel, c.participant(e.id).next_conflict_effects)
    ezekiel = new_d4_trait(ezekiel, "Cracked rib", reason="Jonah's chair leg caught me")
    trait_id = ezekiel.dogs.traits[0].id
    ezekiel = change_trait_dice_count(ezekiel, trait_id, +1, reason="I learned which verses bite")

    # Jonah 3d4 shows 2 3 1 = 5: short-term, with experience.
    report_j = assess_fallout(roll_fallout(c.participant(j.id).fallout_dice, HandDice([2, 3, 1])))
    assert (report_j.total, report_j.band, report_j.experience) == (5, FalloutBand.SHORT_TERM, True)
    jonah = apply_short_term(jonah, NextConflictKind.STAT_MINUS_ONE, stat=DogsStat.HEART, reason="Shaken by the Dog")
    jonah = raise_stat(jonah, DogsStat.WILL, reason="He stood his ground")

    save_character(ezekiel, tmp_path / "ezekiel.tale.json")
    save_character(jonah, tmp_path / "jonah.tale.json")
    ezekiel = load_character(tmp_path / "ezekiel.tale.json")
    jonah = load_character(tmp_path / "jonah.tale.json")
    assert str(ezekiel.dogs.traits[0].dice) == "2d8"
    assert (ezekiel.dogs.traits[-1].text, str(ezekiel.dogs.traits[-1].dice)) == ("Cracked rib", "1d4")
    dv_entries = [h for h in ezekiel.history if h.kind is HistoryKind.DOGS]
    assert [params(h, "dogs.reason") for h in dv_entries] == [  # the reasons saved with the sheet (DV-20)
        {"text": "Jonah's chair leg caught me"},
        {"text": "I learned which verses bite"},
    ]
    assert jonah.dogs.stats.will == 4
    assert jonah.dogs.next_conflict[0].stat is DogsStat.HEART and not jonah.dogs.next_conflict[0].used

    # Jonah's next conflict rolls Heart 2d6, and ends his short-term effect.
    nxt = participant_from_character(jonah, side="town")
    assert nxt.stats.heart == 2 and nxt.next_conflict_effects == (jonah.dogs.next_conflict[0].id,)
    jonah = mark_next_conflict_done(jonah, nxt.next_conflict_effects)
    assert jonah.dogs.next_conflict[0].used
