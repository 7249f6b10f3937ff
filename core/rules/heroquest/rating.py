"""HQ-1 ratings: `core.rating`, kept importable here for callers of the HeroQuest rules."""

from talekeeper.core.rating import MAX_BASE, MAX_MASTERIES, Rating, RatingError

__all__ = ["MAX_BASE", "MAX_MASTERIES", "Rating", "RatingError"]
