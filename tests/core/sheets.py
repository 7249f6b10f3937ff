"""Characters built in code for the core tests."""

from __future__ import annotations

from talekeeper.core.model import Ability, Benefit, Character, HeroQuest, State


def vasana() -> Character:
    """Vasana with Sword 17, Air Rune 1W and its feat Leap, hurt in Sword and Air, +3 to Air."""
    sword = Ability(name="Sword", rating="17")
    air = Ability(name="Air Rune", rating="1W", kind="affinity")
    leap = Ability(name="Leap", rating="1W", kind="feat", parent_id=air.id)
    hq = HeroQuest(
        abilities=(sword, air, leap),
        states=(State(level="hurt", ability_ids=(sword.id, air.id)),),
        benefits=(Benefit(bonus=3, ability_id=air.id),),
    )
    return Character(name="Vasana", heroquest=hq)
