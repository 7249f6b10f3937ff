"""DV conflicts in the one shape (issue 14): `operation(table, inputs) -> Outcome`, the conflict as
the play state; the end of a conflict on the sheets in the step that ends it; the fallout step
marking its end in the conflict; DV-21 kept dice claimed from the saved conflict that held them;
DV-9 the raise's kind following the arena; DV-15 one die of help; DV-30 a life at stake."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import DiceError, Faces
from talekeeper.core.model import Character, DogsStats
from talekeeper.core.model.common import evolve
from talekeeper.core.operations import dogs as ops
from talekeeper.core.outcome import Table
from talekeeper.core.rules.dogs import Arena, BlowKind, CarriedDie, ConflictError, Leaving, LongTermChoice, Result, SheetChange
from tests.events import kinds, params


def sheet(name: str, **stats: int) -> Character:
    base = Character(name=name)
    return evolve(base, dogs=evolve(base.dogs, stats=DogsStats(**{"acuity": 2, "heart": 2, "body": 2, "will": 2, **stats})))


ZEKE, MAYOR = sheet("Ezekiel"), sheet("Mayor")


def started(*, arena: Arena = Arena.TALKING, life: bool = False, faces: tuple[int, ...] = (6, 5, 4, 3, 2, 2, 1, 1)) -> tuple[Table, ops.StartConflict]:
    table = Table.of([ZEKE, MAYOR])
    ask = ops.StartConflict(
        "Confess", (ops.Joining("dogs", ZEKE.id), ops.Joining("town", MAYOR.id, life_at_stake=life)), arena=arena, faces=Faces(faces),
    )
    return table, ask


def opened(**options: object) -> tuple[Table, ops.Outcome]:
    table, ask = started(**options)
    outcome = ops.start_conflict(table, ask)
    return Table(table.sheets, table.campaign, outcome.play), outcome


def hand(table: Table, name: str) -> list[int]:
    return [d.id for d in next(p for p in table.play.participants if p.name == name).hand]


def who(table: Table, name: str) -> str:
    return next(p.id for p in table.play.participants if p.name == name)


def test_dv7_start_conflict_rolls_the_faces_given_and_names_the_step() -> None:
    table, ask = started()
    assert ops.opening_sizes(table, ask) == (6,) * 8
    outcome = ops.start_conflict(table, ask)
    assert outcome.title.kind == "dogs.title.open" and outcome.sheets == () and not outcome.ended
    assert [d.value for d in outcome.play.all_dice()] == [6, 5, 4, 3, 2, 2, 1, 1]
    with pytest.raises(DiceError) as refused:
        ops.start_conflict(table, evolve_faces(ask, (6, 5)))
    assert refused.value.code == "dice.count" and refused.value.params["need"] == 8


def evolve_faces(ask: ops.StartConflict, faces: tuple[int, ...]) -> ops.StartConflict:
    from dataclasses import replace

    return replace(ask, faces=Faces(faces))


def test_dv6_won_outright_the_end_is_on_the_sheet_and_no_file_is_needed() -> None:
    table = Table.of([ZEKE])
    outcome = ops.start_conflict(table, ops.StartConflict("Walk away", (ops.Joining("dogs", ZEKE.id),)))
    assert outcome.play.finished and outcome.ended
    (after,) = outcome.sheets
    assert params(after.history[-1], "dogs.conflict_ended")["result"] is Result.WON


def test_dv9_a_raise_is_of_the_arenas_kind_unless_chosen() -> None:
    table, _ = opened(arena=Arena.FIGHTING)
    zeke = who(table, "Ezekiel")
    outcome = ops.raise_dice(table, ops.Raising(zeke, tuple(hand(table, "Ezekiel")[:2])))
    assert outcome.play.current_raise.blow is BlowKind.PHYSICAL and outcome.title.kind == "dogs.title.raise"
    chosen = ops.raise_dice(table, ops.Raising(zeke, tuple(hand(table, "Ezekiel")[:2]), blow=BlowKind.SMALL_WEAPON))
    assert chosen.play.current_raise.fallout_die == 8
    table, _ = opened(arena=Arena.WEAPONS)
    assert ops.raise_dice(table, ops.Raising(zeke_of(table), tuple(hand(table, "Ezekiel")[:2]))).play.current_raise.blow is BlowKind.DEADLY_WEAPON


def zeke_of(table: Table) -> str:
    return who(table, "Ezekiel")


def test_dv12_the_give_that_ends_the_conflict_writes_the_end_on_the_sheets_in_the_same_step() -> None:
    table, _ = opened(faces=(3, 2, 2, 1, 6, 5, 4, 3))
    zeke, mayor = who(table, "Ezekiel"), who(table, "Mayor")
    table = Table(table.sheets, table.campaign, ops.raise_dice(table, ops.Raising(zeke, tuple(hand(table, "Ezekiel")[:2]))).play)
    # The mayor takes the blow with three dice (3d4 noted), then gives instead of raising, keeping his 3 (DV-12).
    table = Table(table.sheets, table.campaign, ops.see(table, ops.Seeing(mayor, tuple(hand(table, "Mayor")[:3]))).play)
    outcome = ops.give(table, ops.Giving(mayor))
    assert outcome.title.kind == "dogs.title.end" and outcome.play.finished
    assert [c.name for c in outcome.sheets] == ["Ezekiel"]  # the mayor's end comes with his fallout step
    assert outcome.play.sheets_done == (ZEKE.id,) and not outcome.ended
    table = Table({c.id: c for c in (*outcome.sheets, MAYOR)}, table.campaign, outcome.play)

    step = ops.Fallout(mayor, Faces((4, 4, 1), entered=True), (SheetChange(LongTermChoice.NEW_D4_TRAIT, "shamed", text="Shamed"),))
    with pytest.raises(ConflictError, match="experience"):  # a 1 shows: one experience result too (DV-20)
        ops.fallout(table, step)
    step = ops.Fallout(mayor, Faces((4, 4, 2), entered=True), (SheetChange(LongTermChoice.NEW_D4_TRAIT, "shamed", text="Shamed"),))
    after = ops.fallout(table, step)
    assert after.title.kind == "dogs.title.fallout" and not after.ended  # the kept die waits for a follow-up (DV-21)
    gone = ops.give_up_kept(Table({c.id: c for c in (*table.sheets.values(), after.sheets[0])}, table.campaign, after.play), ops.GivingUpKept(mayor))
    assert gone.ended and gone.sheets == ()  # everything is on the sheets: the file can go
    mayor_sheet = after.sheets[0]
    new = mayor_sheet.history[len(MAYOR.history):]
    assert [kinds(e)[0] for e in new] == ["dogs.conflict_ended", "dogs.fallout_rolled", "dogs.trait_added"]
    assert params(new[0], "dogs.conflict_ended") == {"stakes": "Confess", "result": Result.LOST, "left": Leaving.GAVE, "fallout": "3d4"}
    assert params(new[1], "dogs.fallout_rolled")["entered"] is True
    assert MAYOR.id in after.play.sheets_done
    with pytest.raises(ConflictError) as twice:
        ops.fallout(Table(table.sheets, table.campaign, after.play), step)
    assert twice.value.code == "dogs.fallout_done"


def test_dv15_help_is_one_die() -> None:
    grace = sheet("Grace")
    table = Table.of([ZEKE, MAYOR, grace])
    ask = ops.StartConflict("x", (ops.Joining("dogs", ZEKE.id), ops.Joining("dogs", grace.id), ops.Joining("town", MAYOR.id)),
                            faces=Faces((6, 5, 4, 3, 6, 5, 4, 3, 2, 2, 1, 1)))
    table = Table(table.sheets, table.campaign, ops.start_conflict(table, ask).play)
    helper, zeke = who(table, "Grace"), who(table, "Ezekiel")
    with pytest.raises(ConflictError) as refused:
        ops.help_ally(table, ops.Helping(helper, zeke, tuple(hand(table, "Grace")[:2])))
    assert refused.value.code == "dogs.help_dice" and refused.value.params == {"need": 1, "given": 2}
    outcome = ops.help_ally(table, ops.Helping(helper, zeke, tuple(hand(table, "Grace")[:1])))
    assert outcome.title.kind == "dogs.title.help" and len(outcome.play.help_offers) == 1


def test_dv21_a_kept_die_carried_in_is_spent_from_the_saved_conflict_that_held_it() -> None:
    table, _ = opened()
    zeke = who(table, "Ezekiel")
    old = ops.give(table, ops.Giving(zeke)).play  # Ezekiel gives instead of raising: keeps his 6 (DV-12)
    kept = old.participant(zeke).follow_up_die
    assert kept is not None and kept.value == 6
    table = Table.of([ZEKE, MAYOR])
    table = Table(table.sheets, table.campaign, None, {old.id: old})
    carried = CarriedDie(label=old.stakes, size=kept.size, value=kept.value, from_conflict=old.id)
    ask = ops.StartConflict("Confess again", (ops.Joining("dogs", ZEKE.id, carried=(carried,)), ops.Joining("town", MAYOR.id)),
                            faces=Faces((1,) * 8))
    outcome = ops.start_conflict(table, ask)
    assert [d.value for d in outcome.play.participant(outcome.play.participants[0].id).hand][-1] == 6
    (spent,) = outcome.others
    assert spent.id == old.id and spent.participant(zeke).follow_up_die is None
    assert outcome.others_ended == (old.id,)  # its end is on both sheets and nothing is kept any more: its file can go
    with pytest.raises(ConflictError) as gone:
        ops.start_conflict(Table(table.sheets, table.campaign, None, {old.id: spent}), ask)
    assert gone.value.code == "dogs.kept_die_gone"


def test_dv30_a_loser_is_dying_only_when_their_life_was_at_stake() -> None:
    for life in (False, True):
        table, _ = opened(life=life)
        zeke, mayor = who(table, "Ezekiel"), who(table, "Mayor")
        table = Table(table.sheets, table.campaign, ops.raise_dice(table, ops.Raising(zeke, tuple(hand(table, "Ezekiel")[:2]))).play)
        end = ops.give(table, ops.Giving(mayor))
        table = Table({c.id: c for c in (*end.sheets, *(s for s in table.sheets.values() if s.id not in {c.id for c in end.sheets}))},
                      table.campaign, end.play)
        if not life:
            with pytest.raises(ConflictError) as refused:
                ops.life_lost(table, ops.LifeLost(mayor))
            assert refused.value.code == "dogs.life_not_lost"
            continue
        outcome = ops.life_lost(table, ops.LifeLost(mayor))
        assert outcome.title.kind == "dogs.title.dying" and outcome.sheets[0].dogs.injury.fallout == 16


def test_words_too_long_for_the_file_are_refused_or_cut_never_a_bug() -> None:
    """A pydantic error escaping core would be a bug: long stakes are refused, long narration cut."""
    table, ask = started()
    from dataclasses import replace

    with pytest.raises(ConflictError) as refused:
        ops.start_conflict(table, replace(ask, stakes="x" * 501))
    assert refused.value.code == "dogs.stakes_too_long" and refused.value.params == {"most": 500}
    table, _ = opened()
    outcome = ops.give(table, ops.Giving(who(table, "Ezekiel"), "w" * 2000))
    assert len(outcome.play.log[-2].narration) == 500 and outcome.play.log[-2].narration.endswith("…")
