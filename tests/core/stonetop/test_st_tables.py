"""ST tables as data: every entry walked against `resources/rules/rules.md`, ST (ST-2, ST-6, ST-7, ST-9, ...)."""

from __future__ import annotations

import pytest

from talekeeper.core.dice import parse_dice
from talekeeper.core.model import Debility
from talekeeper.core.rules.heroquest.tables import HQ25_NATURAL_HEALING
from talekeeper.core.rules.stonetop import (
    ST2_SEVERITY,
    ST6_DEATHS_DOOR,
    ST6_FATES,
    ST7_DEBILITY_STATS,
    ST9_MOVE_BANDS,
    ST20_RECOVER,
    ST21_CAMP,
    ST22_CONVALESCE,
    ST_NPC_REGAIN,
    DeathsDoor,
    FateChoice,
    MoveOutcome,
    NpcRest,
    Severity,
    Stat,
    deaths_door,
)
from talekeeper.core.rules.stonetop.moves import outcome


def test_st2_severity_table_every_entry() -> None:
    expected = {
        Severity.BRUISES: "1d4",
        Severity.NASTY_CUTS: "1d6",
        Severity.BROKEN_BONES: "1d8",
        Severity.DEATH: "1d10",
    }
    assert {k: row.dice for k, row in ST2_SEVERITY.items()} == expected
    for row in ST2_SEVERITY.values():
        assert str(parse_dice(row.dice)) == row.dice and row.harm
    assert "dismemberment" in ST2_SEVERITY[Severity.DEATH].harm


@pytest.mark.parametrize(
    ("total", "result"),
    [(2, DeathsDoor.CHOOSE_FATE), (6, DeathsDoor.CHOOSE_FATE), (7, DeathsDoor.OUT_OF_ACTION),
     (9, DeathsDoor.OUT_OF_ACTION), (10, DeathsDoor.BACK_AT_1_HP), (12, DeathsDoor.BACK_AT_1_HP)],
)
def test_st6_deaths_door_bands(total: int, result: DeathsDoor) -> None:
    assert deaths_door(total) is result


def test_st6_tables_cover_every_result_and_fate() -> None:
    assert {result for _, result in ST6_DEATHS_DOOR} == set(DeathsDoor)
    assert set(ST6_FATES) == set(FateChoice)
    assert ST6_FATES[FateChoice.LAST_MOVE].dies and ST6_FATES[FateChoice.REFUSE_TO_GO].dies
    assert not ST6_FATES[FateChoice.THING_BELOW].dies
    assert "12+" in ST6_FATES[FateChoice.LAST_MOVE].text


def test_st7_debility_stats_every_entry() -> None:
    assert ST7_DEBILITY_STATS == {
        Debility.WEAKENED: (Stat.STR, Stat.DEX),
        Debility.DAZED: (Stat.INT, Stat.WIS),
        Debility.MISERABLE: (Stat.CON, Stat.CHA),
    }
    covered = [stat for stats in ST7_DEBILITY_STATS.values() for stat in stats]
    assert sorted(covered) == sorted(Stat)  # each stat belongs to exactly one debility


@pytest.mark.parametrize(
    ("total", "result"),
    [(-1, MoveOutcome.MISS), (6, MoveOutcome.MISS), (7, MoveOutcome.PARTIAL), (9, MoveOutcome.PARTIAL),
     (10, MoveOutcome.FULL), (15, MoveOutcome.FULL)],
)
def test_st9_move_bands(total: int, result: MoveOutcome) -> None:
    assert outcome(total) is result
    assert {r for _, r in ST9_MOVE_BANDS} == set(MoveOutcome)


def test_st9_stat_fields_match_the_sheet() -> None:
    assert [s.field for s in Stat] == ["str_", "dex", "con", "int_", "wis", "cha"]
    assert Stat.STR.label == "+STR"


def test_st20_st21_st22_gm3_numbers() -> None:
    assert (ST20_RECOVER.base_hp, ST20_RECOVER.supplies, ST20_RECOVER.lacking_penalty) == (4, 1, 1)
    assert (ST21_CAMP.food_per_person, ST21_CAMP.mess_kit_feeds, ST21_CAMP.bedroll_die) == (1, 4, 6)
    assert (ST22_CONVALESCE.safety_days, ST22_CONVALESCE.healer_days) == (3, 21)
    rest = {(scale.value, level.value): (row.days, row.per_state) for (scale, level), row in HQ25_NATURAL_HEALING.items()}
    assert rest == {("heroquest", "hurt"): (1, True), ("heroquest", "impaired"): (7, True), ("heroquest", "injured"): (30, False),
                    ("herowars", "dazed"): (1, False), ("herowars", "hurt"): (1, True)}  # GM-3 runs HQ-25's table


def test_npc_regain_guideline_every_entry() -> None:
    assert set(ST_NPC_REGAIN) == set(NpcRest)
    minutes = ST_NPC_REGAIN[NpcRest.MINUTES]
    assert (minutes.low, minutes.high, minutes.fraction_of_max) == (3, 5, None)
    assert ST_NPC_REGAIN[NpcRest.NIGHT].fraction_of_max == (1, 2)
    assert ST_NPC_REGAIN[NpcRest.DAYS].fraction_of_max == (1, 1)
