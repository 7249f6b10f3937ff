"""HQ-26: what hero points buy between sessions, and at what cost (temporary or permanent)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType


@dataclass(frozen=True)
class ImprovementCost:
    """One row of the HQ-26 table. Rows with several costs are bought by steps (+1/+2/+3/+4);
    `None` marks a cost the table leaves out ("-")."""

    label: str
    temporary: tuple[int | None, ...]
    permanent: tuple[int | None, ...]


_R = ImprovementCost
HQ26_IMPROVEMENT_COSTS: Mapping[str, ImprovementCost] = MappingProxyType({
    "ability": _R("ability +1 / +2 / +3 / +4", (1, 3, 6, 10), (2, 6, 12, 20)),
    "affinity": _R("affinity or traditional knowledge +1", (3,), (6,)),
    "grimoire": _R("grimoire +1", (5,), (10,)),
    "learn_common_ability": _R("learn a common ability at 12", (1,), (2,)),
    "learn_affinity": _R("learn an affinity, tradition or mystic power at 12", (3,), (6,)),
    "learn_grimoire": _R("learn a grimoire with one spell at 12", (5,), (10,)),
    "learn_feat": _R("learn a feat", (1,), (2,)),
    "learn_spell": _R("learn a spell or blessing", (2,), (4,)),
    "learn_technique": _R("learn a weapon or combat technique, or a subset of an ability at its rating", (1,), (2,)),
    "capture_spirit": _R("capture a spirit in a fetish", (1,), (2,)),
    "integrate_spirit": _R("integrate a spirit", (2,), (4,)),
    "gain_follower": _R("gain a follower (supporting character)", (1,), (2,)),
    "replace_companion": _R("replace a lost companion", (0,), (None,)),
    "lock_in_benefit": _R("lock in a benefit", (1,), (None,)),
    "take_flaw": _R("take a new flaw", (0,), (None,)),
    "lower_flaw": _R("lower a flaw by 1 / by 2", (1, 3), (2, 6)),
    "remove_flaw": _R("remove a flaw at 12", (1,), (2,)),
})
"""HQ-26 (seed 002 character improvement cost table), keyed by a stable snake_case key."""

IMPROVEMENT_COSTS = HQ26_IMPROVEMENT_COSTS


def improvement_cost(key: str, *, permanent: bool, steps: int = 1) -> int | None:
    """HQ-26: hero points for an improvement; None where the table has no such cost ("-").

    For the stepped rows (`ability` +1..+4, `lower_flaw` by 1..2) `steps` picks the column; for
    every other row it is how many of that improvement are bought (the cost times `steps`).
    Unknown key or steps out of range: ValueError.
    """
    row = HQ26_IMPROVEMENT_COSTS.get(key)
    if row is None:
        raise ValueError(f"no improvement is called {key!r}")
    costs = row.permanent if permanent else row.temporary
    if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
        raise ValueError(f"steps is a whole number of 1 or more, not {steps!r}")
    if len(costs) > 1:
        if steps > len(costs):
            raise ValueError(f"{row.label}: at most +{len(costs)} at once")
        return costs[steps - 1]
    cost = costs[0]
    return None if cost is None else cost * steps


def make_permanent_cost(key: str, steps: int = 1) -> int | None:
    """HQ-26 Decision: the difference paid to keep a temporary improvement (None if it cannot be)."""
    permanent = improvement_cost(key, permanent=True, steps=steps)
    temporary = improvement_cost(key, permanent=False, steps=steps)
    return None if permanent is None or temporary is None else permanent - temporary
