"""HeroQuest / Hero Wars rules (RULES.md section 1)."""

from core.rules.heroquest.rating import Rating, RatingError

__all__ = ["Rating", "RatingError"]
