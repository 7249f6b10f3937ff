"""The one error the ST rules raise."""

from __future__ import annotations

from talekeeper.core.refusal import Refusal


class RuleError(Refusal):
    """A rules action cannot be done as asked (an ST refusal: see `core.refusal`)."""

    @classmethod
    def of(cls, error: Refusal) -> RuleError:
        """The same refusal (code and parameters) as an ST one, for callers that catch RuleError."""
        return cls(str(error), code=error.code, **error.params)
