"""The one error the ST rules raise."""

from __future__ import annotations


class RuleError(ValueError):
    """A rules action cannot be done as asked; the message says why, in words a player understands."""
