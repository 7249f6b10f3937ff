"""What differs between two versions of a sheet, as paths and values (worded by the desktop)."""

from __future__ import annotations

from talekeeper.core.diff import Change, Item, changes
from talekeeper.core.model import Ability, Character, HeroQuest, Trait, Wound
from talekeeper.core.model.common import evolve


def test_changes_name_fields_and_items_by_path() -> None:
    sword = Ability(name="Sword", rating="17")
    old = Character(name="Vasana", heroquest=HeroQuest(abilities=(sword,)))
    new = evolve(old, harm=evolve(old.harm, max_hp=10, hp=5), heroquest=HeroQuest(abilities=(evolve(sword, rating="18W"),)))
    new = new.recorded("edit")
    found = changes(old, new)
    assert [(c.path, str(c.old), str(c.new)) for c in found] == [
        (("heroquest", "abilities", Item(sword.id, "Sword"), "rating"), "17", "18W"),
        (("harm", "hp"), "0", "5"),
        (("harm", "max_hp"), "0", "10"),
        (("history",), "0", "1"),
    ]
    assert changes(old, old) == []


def test_items_added_and_removed_carry_the_whole_item() -> None:
    ankle = Wound(description="Sprained ankle")
    steady = Trait(text="Steady hand", dice="2d6")
    old = Character(name="Harek", harm=Character(name="x").harm.model_copy(update={"wounds": (ankle,)}))
    new = evolve(old, harm=evolve(old.harm, wounds=()), dogs=evolve(old.dogs, traits=(steady,)))
    assert changes(old, new) == [
        Change(("dogs", "traits", Item(steady.id, "Steady hand")), None, steady),
        Change(("harm", "wounds", Item(ankle.id, "Sprained ankle")), ankle, None),
    ]
