"""The HQ tables of `resources/rules/rules.md`, each one data structure named after its rule id: the
contests (HQ-3, HQ-9, HQ-13, HQ-16..HQ-19), then what a contest leaves behind (HQ-14, HQ-20),
healing (HQ-23..HQ-25) and magic (HQ-27). HQ-26, the improvement costs, is in `improvement.py`
with the purchases it prices.

The rules modules look values up here; no other module writes these numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from types import MappingProxyType
from typing import TypeVar

from talekeeper.core.model.enums import StateLevel, StateScale
from talekeeper.core.rules.heroquest.levels import Level, Result

C, S, F, B = Result.CRITICAL, Result.SUCCESS, Result.FAILURE, Result.FUMBLE
O = Level  # noqa: E741  (a one-letter name keeps the tables below aligned: O for Level, like C, S, F, B)


K = TypeVar("K")
V = TypeVar("V")


def _frozen(mapping: dict[K, V]) -> Mapping[K, V]:
    return MappingProxyType(mapping)


# --- HQ-3 standard modifiers ------------------------------------------------------------------

HQ3_IMPROVISED_DEFAULT = -5
"""HQ-3: the default improvisation modifier (seed 002); also an initiate's affinity use (HQ-27)."""

HQ3_IMPROVISED_RANGE = (-20, -1)
"""HQ-3: an improvised use is -1 to -20."""

HQ3_EXTRA_OPPONENT = -3
"""HQ-3: each extra attacker when defending, each extra defender when attacking."""

HQ2_TARGETS: Mapping[str, int] = _frozen({"common": 6, "special": 0})
"""HQ-2: target 6 for a common ability the character lacks, 0 for a special one."""

# --- Contest types: the ability test row (HQ-4 against no opposition) ---------------------------

ABILITY_TEST_OUTCOMES: Mapping[Result, Level] = _frozen(
    {C: O.COMPLETE_VICTORY, S: O.MINOR_VICTORY, F: O.MINOR_DEFEAT, B: O.COMPLETE_DEFEAT}
)
"""Contest types table, ability test: critical = complete victory ... fumble = complete defeat."""


# --- HQ-9 simple contest ----------------------------------------------------------------------


class CellRule(str, Enum):
    """How a contest table cell is read (HQ-9, HQ-17)."""

    FIXED = "fixed"
    """The level (HQ-9) or the loss (HQ-17) is in the cell."""
    TIE_BREAK = "tie_break"
    """The tie-break of HQ-9 decides; equal rolls are a tie."""
    NARRATOR = "narrator"
    """The narrator decides; the program suggests the tie-break."""
    BOTH = "both"
    """Both sides suffer what the cell says."""


@dataclass(frozen=True)
class HQ9Cell:
    rule: CellRule
    level: Level | None = None
    """The hero's level for FIXED and BOTH cells."""


HQ9_OUTCOMES: Mapping[tuple[Result, Result], HQ9Cell] = _frozen({
    (C, C): HQ9Cell(CellRule.NARRATOR),
    (C, S): HQ9Cell(CellRule.FIXED, O.MINOR_VICTORY),
    (C, F): HQ9Cell(CellRule.FIXED, O.MAJOR_VICTORY),
    (C, B): HQ9Cell(CellRule.FIXED, O.COMPLETE_VICTORY),
    (S, C): HQ9Cell(CellRule.FIXED, O.MINOR_DEFEAT),
    (S, S): HQ9Cell(CellRule.TIE_BREAK),
    (S, F): HQ9Cell(CellRule.FIXED, O.MINOR_VICTORY),
    (S, B): HQ9Cell(CellRule.FIXED, O.MAJOR_VICTORY),
    (F, C): HQ9Cell(CellRule.FIXED, O.MAJOR_DEFEAT),
    (F, S): HQ9Cell(CellRule.FIXED, O.MINOR_DEFEAT),
    (F, F): HQ9Cell(CellRule.BOTH, O.MARGINAL_DEFEAT),
    (F, B): HQ9Cell(CellRule.FIXED, O.MINOR_VICTORY),
    (B, C): HQ9Cell(CellRule.FIXED, O.COMPLETE_DEFEAT),
    (B, S): HQ9Cell(CellRule.FIXED, O.MAJOR_DEFEAT),
    (B, F): HQ9Cell(CellRule.FIXED, O.MINOR_DEFEAT),
    (B, B): HQ9Cell(CellRule.BOTH, O.COMPLETE_DEFEAT),
})
"""HQ-9: (hero's result, opposition's result) -> cell, after HQ-6..HQ-8."""

HQ9_TIE_BREAK: Mapping[int, Level] = _frozen({1: O.MARGINAL_VICTORY, 0: O.TIE, -1: O.MARGINAL_DEFEAT})
"""HQ-9 tie-break cells: hero wins the tie-break (+1), equal rolls (0), opposition wins (-1)."""


# --- HQ-13 augments ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AugmentLadder:
    """Stated rows (asked amount, resistance), then each further `step` adds `resistance_step`."""

    rows: tuple[tuple[int, int], ...]
    step: int
    resistance_step: int


@dataclass(frozen=True)
class HQ13Table:
    bonus: AugmentLadder
    edge: AugmentLadder
    results: Mapping[Level, int]
    """Multiple of the bonus the target gets (negative: a penalty)."""


HQ13_AUGMENT = HQ13Table(
    bonus=AugmentLadder(rows=((1, 5), (2, 10), (3, 15)), step=1, resistance_step=5),
    edge=AugmentLadder(rows=((2, 5), (4, 10), (6, 15)), step=2, resistance_step=5),
    results=_frozen({
        O.COMPLETE_VICTORY: 2, O.MAJOR_VICTORY: 2, O.MINOR_VICTORY: 1, O.MARGINAL_VICTORY: 1, O.TIE: 0,
        O.MARGINAL_DEFEAT: -1, O.MINOR_DEFEAT: -1, O.MAJOR_DEFEAT: -2, O.COMPLETE_DEFEAT: -2,
    }),
)
"""HQ-13: augment resistance (bonus or edge) and results; narrator's call -> nothing."""


# --- HQ-16 group simple contest ---------------------------------------------------------------

HQ16_POINTS: Mapping[tuple[Result, Result], int] = _frozen({
    (C, C): 1, (C, S): 2, (C, F): 3, (C, B): 5,
    (S, C): 2, (S, S): 1, (S, F): 2, (S, B): 3,
    (F, C): 3, (F, S): 2, (F, F): 1, (F, B): 2,
    (B, C): 5, (B, S): 3, (B, F): 2, (B, B): 0,
})
"""HQ-16: resolution points the pairing's winner scores (diagonal: to the tie-break winner)."""


@dataclass(frozen=True)
class HQ16Row:
    at_least: int | None
    """Smallest heroes-minus-opposition difference of the row (None: anything lower)."""
    level: Level
    benefit: int
    states: Mapping[StateScale, StateLevel | None]


def _group_row(at_least: int | None, level: Level, benefit: int,
               heroquest: StateLevel | None, herowars: StateLevel | None) -> HQ16Row:
    return HQ16Row(at_least, level, benefit,
                   _frozen({StateScale.HEROQUEST: heroquest, StateScale.HEROWARS: herowars}))


_L = StateLevel
HQ16_LEVELS: tuple[HQ16Row, ...] = (
    _group_row(5, O.COMPLETE_VICTORY, 9, None, None),
    _group_row(3, O.MAJOR_VICTORY, 6, None, None),
    _group_row(2, O.MINOR_VICTORY, 3, None, None),
    _group_row(1, O.MARGINAL_VICTORY, 0, _L.HURT, _L.HURT),
    _group_row(0, O.TIE, 0, _L.HURT, _L.HURT),
    _group_row(-1, O.MARGINAL_DEFEAT, 0, _L.HURT, _L.HURT),
    _group_row(-2, O.MINOR_DEFEAT, 0, _L.IMPAIRED, _L.HURT),
    _group_row(-4, O.MAJOR_DEFEAT, 0, _L.INJURED, _L.INJURED),
    _group_row(None, O.COMPLETE_DEFEAT, 0, _L.DYING, _L.DYING),
)
"""HQ-16: difference -> level, benefit and the state on each scale, best row first."""

HQ16_HERO_POINTS: Mapping[str, int] = _frozen({"participants_per_point": 3, "max_steps": 2})
"""HQ-16: ceil(n / 3) hero points per step, at most two steps."""


# --- HQ-17 extended contest -------------------------------------------------------------------


@dataclass(frozen=True)
class HQ17Cell:
    rule: CellRule
    loser: int = 0
    """Multiple of the stake the loser loses (BOTH: each side)."""
    winner: int = 0
    """Multiple of the stake the winner loses too (failure against fumble)."""
    taken: bool = False
    """The winner gains what the loser loses."""


_X = HQ17Cell
HQ17_EXCHANGES: Mapping[tuple[Result, Result], HQ17Cell] = _frozen({
    (C, C): _X(CellRule.NARRATOR),
    (C, S): _X(CellRule.FIXED, loser=1, taken=True),
    (C, F): _X(CellRule.FIXED, loser=2, taken=True),
    (C, B): _X(CellRule.FIXED, loser=3, taken=True),
    (S, C): _X(CellRule.FIXED, loser=1, taken=True),
    (S, S): _X(CellRule.TIE_BREAK, loser=1),
    (S, F): _X(CellRule.FIXED, loser=2),
    (S, B): _X(CellRule.FIXED, loser=3),
    (F, C): _X(CellRule.FIXED, loser=2, taken=True),
    (F, S): _X(CellRule.FIXED, loser=2),
    (F, F): _X(CellRule.BOTH, loser=1),
    (F, B): _X(CellRule.FIXED, loser=2, winner=1),
    (B, C): _X(CellRule.FIXED, loser=3, taken=True),
    (B, S): _X(CellRule.FIXED, loser=3),
    (B, F): _X(CellRule.FIXED, loser=2, winner=1),
    (B, B): _X(CellRule.BOTH, loser=2),
})
"""HQ-17: (acting side's result, other side's result) -> loss as a multiple of the stake."""

HQ17_POINTS_PER_WOUND = 7
"""HQ-17: each full 7 points lost or taken may be traded for one wound."""


# --- HQ-18 end of an extended contest ---------------------------------------------------------


@dataclass(frozen=True)
class HQ18Row:
    level: Level
    ordinary_at_least: int | None
    """Ordinary contest: the lowest final AP of the row (None: anything lower)."""
    heroic_factor: Fraction | None
    """Heroic contest: the bound is this multiple of the loser's starting points."""
    heroic_inclusive: bool
    """Heroic contest: AP equal to the bound belongs to this row."""


HQ18_DEFEAT: tuple[HQ18Row, ...] = (
    HQ18Row(O.MARGINAL_DEFEAT, -10, Fraction(-1, 2), True),  # 2 x AP >= -start (Decision: -start/2 is marginal)
    HQ18Row(O.MINOR_DEFEAT, -20, Fraction(-1), False),  # -start < AP
    HQ18Row(O.MAJOR_DEFEAT, -30, Fraction(-2), False),  # -2 x start < AP
    HQ18Row(O.COMPLETE_DEFEAT, None, None, False),
)
"""HQ-18: the loser's final action points -> defeat level, mildest row first."""


# --- HQ-19 group extended contest -------------------------------------------------------------

HQ19_LENDING: Mapping[Level, tuple[int, int]] = _frozen({
    O.COMPLETE_VICTORY: (1, 0), O.MAJOR_VICTORY: (1, 0),
    O.MINOR_VICTORY: (1, -1), O.MARGINAL_VICTORY: (1, -1),
    O.TIE: (0, 0),
    O.MARGINAL_DEFEAT: (0, -1), O.MINOR_DEFEAT: (0, -1),
    O.MAJOR_DEFEAT: (-1, -1), O.COMPLETE_DEFEAT: (-1, -1),
})
"""HQ-19 lending: level -> (target's, lender's) change as multiples of the points lent."""


@dataclass(frozen=True)
class FinalActionRow:
    acts: bool
    with_penalty: bool
    worsen: int
    """Steps the member's defeat level worsens."""


HQ19_FINAL_ACTION: Mapping[Result, FinalActionRow] = _frozen({
    C: FinalActionRow(acts=True, with_penalty=False, worsen=0),
    S: FinalActionRow(acts=True, with_penalty=True, worsen=0),
    F: FinalActionRow(acts=False, with_penalty=False, worsen=0),
    B: FinalActionRow(acts=False, with_penalty=False, worsen=1),
})
"""HQ-19 final action: the ability test's result -> what the member may do."""


# --- HQ-14 lingering benefits -----------------------------------------------------------------

HQ14_BENEFITS: Mapping[Level, int] = _frozen(
    {O.COMPLETE_VICTORY: 9, O.MAJOR_VICTORY: 6, O.MINOR_VICTORY: 3, O.MARGINAL_VICTORY: 0}
)
"""HQ-14: lingering benefit of a victory level (other levels give none)."""


# --- HQ-20 states of adversity ----------------------------------------------------------------

HQ20_STATES: Mapping[StateScale, Mapping[Level, StateLevel]] = _frozen({
    StateScale.HEROQUEST: _frozen({
        O.MARGINAL_DEFEAT: _L.HURT, O.MINOR_DEFEAT: _L.IMPAIRED,
        O.MAJOR_DEFEAT: _L.INJURED, O.COMPLETE_DEFEAT: _L.DYING,
    }),
    StateScale.HEROWARS: _frozen({
        O.MARGINAL_DEFEAT: _L.DAZED, O.MINOR_DEFEAT: _L.HURT,
        O.MAJOR_DEFEAT: _L.INJURED, O.COMPLETE_DEFEAT: _L.DYING,
    }),
})
"""HQ-20: defeat level -> state on each scale; a victory or tie leaves the character healthy."""


@dataclass(frozen=True)
class StateEffect:
    """What one state does to the abilities it relates to (HQ-20, HQ-21)."""

    modifier: int = 0
    halves: bool = False
    """Herowars injured: half the rating value, rounded down."""
    bump_down: bool = False
    """Heroquest injured: an automatic bump down after winning a contest of wherewithal (HQ-15)."""
    wherewithal: bool = False
    """Each action needs a contest of wherewithal first (HQ-15)."""
    can_act: bool = True
    all_abilities: bool = False
    """Applies to every ability whatever it relates to (herowars hurt: -1 to all actions)."""


HQ20_EFFECTS: Mapping[tuple[StateScale, StateLevel], StateEffect] = _frozen({
    (StateScale.HEROQUEST, _L.HURT): StateEffect(modifier=-3),
    (StateScale.HEROQUEST, _L.IMPAIRED): StateEffect(modifier=-6),
    (StateScale.HEROQUEST, _L.INJURED): StateEffect(bump_down=True, wherewithal=True),
    (StateScale.HEROQUEST, _L.DYING): StateEffect(can_act=False),
    (StateScale.HEROQUEST, _L.DEAD): StateEffect(can_act=False),
    (StateScale.HEROWARS, _L.DAZED): StateEffect(),
    (StateScale.HEROWARS, _L.HURT): StateEffect(modifier=-1, all_abilities=True),
    (StateScale.HEROWARS, _L.INJURED): StateEffect(halves=True),
    (StateScale.HEROWARS, _L.DYING): StateEffect(can_act=False),
    (StateScale.HEROWARS, _L.DEAD): StateEffect(can_act=False),
})
"""HQ-20: the effect of each state on its scale."""

HQ20_WHEREWITHAL: Mapping[Level, tuple[bool, bool]] = _frozen({
    O.COMPLETE_VICTORY: (True, False), O.MAJOR_VICTORY: (True, False),
    O.MINOR_VICTORY: (True, True), O.MARGINAL_VICTORY: (True, True),
    O.TIE: (False, False), O.MARGINAL_DEFEAT: (False, False), O.MINOR_DEFEAT: (False, False),
    O.MAJOR_DEFEAT: (False, False), O.COMPLETE_DEFEAT: (False, False),
})
"""HQ-20 injured: contest of wherewithal level -> (may act, with the automatic bump down)."""


# --- HQ-23..HQ-25 healing ---------------------------------------------------------------------

HQ23_MAJOR_HEALING: Mapping[StateLevel, int] = _frozen(
    {_L.HURT: 14, _L.IMPAIRED: 14, _L.INJURED: 14, _L.DYING: 20}
)
"""HQ-23 Decision: default resistance of major healing per state (editable in the dialog)."""

HQ24_RESCUE_EXTRA = 6
"""HQ-24 Decision: a hard contest is `default_resistance` + 6."""

HQ24_RESCUE: Mapping[Level, StateLevel] = _frozen({
    O.COMPLETE_VICTORY: _L.IMPAIRED, O.MAJOR_VICTORY: _L.INJURED, O.MINOR_VICTORY: _L.INJURED,
    O.MARGINAL_VICTORY: _L.INJURED, O.TIE: _L.DEAD, O.MARGINAL_DEFEAT: _L.DEAD,
    O.MINOR_DEFEAT: _L.DEAD, O.MAJOR_DEFEAT: _L.DEAD, O.COMPLETE_DEFEAT: _L.DEAD,
})
"""HQ-24: rescue contest level -> the dying character's new state."""


@dataclass(frozen=True)
class RestRow:
    days: int
    per_state: bool
    """True: each state needs its own `days` (one hurt a day); False: all heal after `days`."""


HQ25_NATURAL_HEALING: Mapping[tuple[StateScale, StateLevel], RestRow] = _frozen({
    (StateScale.HEROQUEST, _L.HURT): RestRow(1, True),
    (StateScale.HEROQUEST, _L.IMPAIRED): RestRow(7, True),
    (StateScale.HEROQUEST, _L.INJURED): RestRow(30, False),
    (StateScale.HEROWARS, _L.DAZED): RestRow(1, False),
    (StateScale.HEROWARS, _L.HURT): RestRow(1, True),
})
"""HQ-25 Decision: N days of rest heal N hurts, N // 7 impaired, heroquest injured after 30 days."""


# --- HQ-27 magic ------------------------------------------------------------------------------

HQ27_MYSTIC_BALANCE = 10
"""HQ-27 Decision: highest minus lowest of body, mind and virtue is at most this."""

HQ27_STRIKE_LOSS: Mapping[Level, int] = _frozen(
    {O.MARGINAL_DEFEAT: -1, O.MINOR_DEFEAT: -2, O.MAJOR_DEFEAT: -4, O.COMPLETE_DEFEAT: -8}
)
"""HQ-27: ability points a strike user loses for losing an exchange at each defeat level."""


@dataclass(frozen=True)
class FetishCapture:
    uses_left: int
    uses_per_day: int
    integrated: bool = False
    """The spirit becomes a talent instead of a fetish."""


HQ27_FETISH_CAPTURE: Mapping[Level, FetishCapture] = _frozen({
    O.MARGINAL_VICTORY: FetishCapture(uses_left=1, uses_per_day=0),
    O.MINOR_VICTORY: FetishCapture(uses_left=1, uses_per_day=1),
    O.MAJOR_VICTORY: FetishCapture(uses_left=3, uses_per_day=3),
    O.COMPLETE_VICTORY: FetishCapture(uses_left=0, uses_per_day=0, integrated=True),
})
"""HQ-27: spirit combat victory -> the fetish's uses (complete victory: integrated)."""

HQ27_NON_CAPTOR_USES = 1
"""HQ-27: a fetish used by someone other than its captor has one use."""

HQ27_EMOTION_SPIRIT_DIVISOR = 10
"""HQ-27: an emotion spirit gives one tenth of its power."""
