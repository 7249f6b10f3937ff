"""The one error the ST rules raise."""

from __future__ import annotations

from talekeeper.core.refusal import Refusal


class RuleError(Refusal):
    """A rules action cannot be done as asked (an ST refusal: see `core.refusal`); another
    family's refusal met by an ST action is raised again as one (`RuleError.like`)."""
