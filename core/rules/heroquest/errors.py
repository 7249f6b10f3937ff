"""The refusals of the HQ rules (`core.refusal`): codes start with `hq.`."""

from __future__ import annotations

from talekeeper.core.refusal import Refusal


class SheetError(Refusal):
    """A change the sheet cannot take (too few hero points, no uses left, unknown ability)."""

    family = "hq"


class PlayError(Refusal):
    """A step a contest cannot take as asked (a bid below 0, a member out of the contest...)."""

    family = "hq"
