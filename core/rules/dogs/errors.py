"""The one error the DV rules raise."""

from __future__ import annotations


class ConflictError(ValueError):
    """A DV action cannot be done as asked; the message says why, in words a player understands."""
