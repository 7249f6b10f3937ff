"""The tables of RULES.md section 1 about what a contest leaves behind: lingering benefits
(HQ-14), states of adversity (HQ-20), healing (HQ-23..HQ-25) and magic (HQ-27), each one data
structure named after its rule id. The contest tables are in `tables.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from core.model.heroquest import StateLevel, StateScale
from core.rules.heroquest.results import Outcome

O = Outcome
_L = StateLevel


def _frozen(mapping: dict) -> Mapping:  # type: ignore[type-arg]
    return MappingProxyType(mapping)


# --- HQ-14 lingering benefits -----------------------------------------------------------------

HQ14_BENEFITS: Mapping[Outcome, int] = _frozen(
    {O.COMPLETE_VICTORY: 9, O.MAJOR_VICTORY: 6, O.MINOR_VICTORY: 3, O.MARGINAL_VICTORY: 0}
)
"""HQ-14: lingering benefit of a victory level (other levels give none)."""


# --- HQ-20 states of adversity ----------------------------------------------------------------

HQ20_STATES: Mapping[StateScale, Mapping[Outcome, StateLevel]] = _frozen({
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

HQ20_WHEREWITHAL: Mapping[Outcome, tuple[bool, bool]] = _frozen({
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

HQ24_RESCUE: Mapping[Outcome, StateLevel] = _frozen({
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

HQ27_STRIKE_LOSS: Mapping[Outcome, int] = _frozen(
    {O.MARGINAL_DEFEAT: -1, O.MINOR_DEFEAT: -2, O.MAJOR_DEFEAT: -4, O.COMPLETE_DEFEAT: -8}
)
"""HQ-27: ability points a strike user loses for losing an exchange at each defeat level."""


@dataclass(frozen=True)
class FetishCapture:
    uses_left: int
    uses_per_day: int
    integrated: bool = False
    """The spirit becomes a talent instead of a fetish."""


HQ27_FETISH_CAPTURE: Mapping[Outcome, FetishCapture] = _frozen({
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
