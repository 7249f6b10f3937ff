"""DV-16..DV-20 and DV-30: fallout totals, bands, Body roll, treatment, experience, pools."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import HandDice
from talekeeper.core.rules.dogs import (
    ConflictError,
    DyingCause,
    FalloutBand,
    after_body_roll,
    after_treatment,
    assess_fallout,
    body_recovers,
    dying_pool,
    fallout_band,
    fallout_total,
    gains_experience,
    no_opponent_pool,
    roll_fallout,
    treatment_pools,
)


def test_dv16_two_highest_added_seed_example() -> None:
    # 3d4 from talking and 4d6 from fighting showing 1 1 3 4 5 5 6 = 11
    rolls = roll_fallout("3d4+4d6", HandDice([1, 1, 3, 4, 5, 5, 6]))
    assert rolls == (1, 1, 3, 4, 5, 5, 6)
    assert fallout_total(rolls) == 11
    assert fallout_band(11) is FalloutBand.LONG_TERM


@pytest.mark.parametrize(("rolls", "total"), [((), 0), ((3,), 3), ((2, 9), 11), ((10, 1, 10, 4), 20)])
def test_dv16_totals(rolls: tuple[int, ...], total: int) -> None:
    assert fallout_total(rolls) == total


def test_dv16_roll_fallout_checks_hand_values() -> None:
    with pytest.raises(Exception, match="d4 cannot show 5"):
        roll_fallout("2d4", HandDice([5, 1]))


def test_dv17_short_term_report() -> None:
    report = assess_fallout([1, 3, 4])
    assert (report.total, report.band, report.short_term_results, report.long_term_results) == (
        7,
        FalloutBand.SHORT_TERM,
        1,
        0,
    )
    assert report.experience


def test_dv18_long_term_report() -> None:
    report = assess_fallout([4, 4, 2])
    assert (report.total, report.band, report.short_term_results, report.long_term_results) == (
        8,
        FalloutBand.LONG_TERM,
        0,
        1,
    )
    assert not report.experience
    assert not (report.body_roll_needed or report.treatment_needed or report.dies)


def test_dv19_injury_report_chooses_a_second_long_term_result() -> None:
    report = assess_fallout([6, 6, 2])
    assert report.band is FalloutBand.INJURY
    assert report.long_term_results == 2
    assert report.body_roll_needed


def test_dv19_treatment_and_death_reports() -> None:
    assert assess_fallout([8, 8]).treatment_needed
    dead = assess_fallout([10, 10, 1])
    assert dead.dies and dead.experience and dead.long_term_results == 2


def test_dv16_no_fallout_dice_no_fallout() -> None:
    with pytest.raises(ConflictError, match="no fallout"):
        assess_fallout([])


@pytest.mark.parametrize(
    ("body", "fallout", "recovers"),
    [
        ((6, 5, 1, 1), 12, True),  # 6+5+1
        ((6, 4, 1, 1), 12, False),
        ((6, 6, 3, 6), 15, True),  # three highest: 6+6+6
        ((5, 5, 4), 15, False),
        ((6, 6), 12, True),  # Decision: fewer than three dice add all
        ((6,), 12, False),
        ((), 12, False),
    ],
)
def test_dv19_body_recovers_three_highest(body: tuple[int, ...], fallout: int, recovers: bool) -> None:
    assert body_recovers(body, fallout) is recovers


def test_dv19_failed_body_roll_becomes_16() -> None:
    assert after_body_roll(13, [6, 6, 1]) == 13
    assert after_body_roll(13, [4, 4, 4]) == 16
    with pytest.raises(ConflictError, match="12 to 15"):
        after_body_roll(16, [6, 6, 6])


def test_dv19_treatment_lost_or_missing_becomes_20() -> None:
    assert after_treatment(17, True) == 17
    assert after_treatment(17, False) == 20
    assert after_treatment(17, None) == 20  # Decision: nobody to treat them
    with pytest.raises(ConflictError, match="16 to 19"):
        after_treatment(12, True)
    assert fallout_band(after_treatment(18, False)) is FalloutBand.DEATH


def test_dv20_experience_from_any_one() -> None:
    assert gains_experience([1, 1, 1])
    assert gains_experience([8, 1])
    assert not gains_experience([2, 2, 6])


def test_dv19_treatment_pools_from_fallout_and_influence() -> None:
    pools = treatment_pools(
        patient_body=3,
        healer_acuity=4,
        fallout="3d4+4d6",
        influence="2d6",
        healer_extras=["1d8", "2d6"],
        patient_extras=["1d4"],
    )
    assert str(pools.patient) == "3d6+1d4"
    assert str(pools.healer) == "6d6+1d8"
    assert str(pools.narrator) == "3d4+6d6"


def test_dv30_dying_without_fallout_pools() -> None:
    pools = treatment_pools(patient_body=2, healer_acuity=2, dying=DyingCause.DEADLY_WEAPON, influence="1d10")
    assert str(pools.narrator) == "5d10"
    assert str(dying_pool(DyingCause.CUT_STAB_HANGING_CLUBBING)) == "4d8"
    assert str(dying_pool(DyingCause.STRANGLING_TRAMPLING_FALLING_DROWNING, "2d8")) == "4d6+2d8"


def test_dv30_treatment_needs_fallout_or_cause_not_both() -> None:
    with pytest.raises(ConflictError, match="either"):
        treatment_pools(patient_body=2, healer_acuity=2)
    with pytest.raises(ConflictError, match="either"):
        treatment_pools(patient_body=2, healer_acuity=2, fallout="2d6", dying=DyingCause.DEADLY_WEAPON)
    with pytest.raises(ConflictError, match="influence"):
        treatment_pools(patient_body=2, healer_acuity=2, fallout="2d6", influence="2d6+1")


def test_dv30_no_definite_opponent_pool() -> None:
    assert str(no_opponent_pool()) == "4d6"
    assert str(no_opponent_pool("3d8")) == "4d6+3d8"
    assert str(no_opponent_pool("2d6")) == "6d6"


def test_dv19_treatment_conflict_opens_with_body_acuity_and_the_narrator_pool() -> None:
    from talekeeper.core.model import DogsStat, DogsStats
    from talekeeper.core.rules.dogs import ExtraPool, Opening, Participant, open_conflict

    pools = treatment_pools(patient_body=2, healer_acuity=3, fallout="4d6+3d4", influence="1d8")
    patient = Participant(name="Ezekiel", side="life", stats=DogsStats(body=2, acuity=4))
    healer = Participant(name="Sister Ruth", side="life", stats=DogsStats(acuity=3, body=1))
    narrator = Participant(name="Fallout", side="death")
    openings = {
        patient.id: Opening(stats=(DogsStat.BODY,)),
        healer.id: Opening(stats=(DogsStat.ACUITY,)),
        narrator.id: Opening(stats=(), extra=(ExtraPool(label="fallout and influence", dice=str(pools.narrator)),)),
    }
    rolls = [3, 4] + [6, 5, 2] + [1, 2, 3, 4, 1, 2, 3, 8]
    conflict = open_conflict(
        "Ezekiel lives", [patient, healer, narrator], started_by=healer.id, dice=HandDice(rolls), openings=openings
    )
    assert [d.value for d in conflict.participant(patient.id).hand] == [3, 4]
    assert [d.value for d in conflict.participant(healer.id).hand] == [6, 5, 2]
    assert [d.size for d in conflict.participant(narrator.id).hand] == [6, 6, 6, 6, 4, 4, 4, 8]
