"""The one refusal the DV rules raise."""

from __future__ import annotations

from talekeeper.core.refusal import Refusal


class ConflictError(Refusal):
    """A DV action cannot be done as asked (a DV refusal, code `dogs.*`: see `core.refusal`)."""

    family = "dogs"
