"""One-line summaries of what differs between two versions of a sheet."""

from __future__ import annotations

from core.diff import differences, one_line
from core.model import Ability, Character, HeroQuest
from core.model.common import evolve


def test_differences_name_the_changed_fields() -> None:
    sword = Ability(name="Sword", rating="17")
    old = Character(name="Vasana", heroquest=HeroQuest(abilities=(sword,)))
    new = evolve(old, harm=evolve(old.harm, max_hp=10, hp=5), heroquest=HeroQuest(abilities=(evolve(sword, rating="18W"),)))
    new = new.recorded("edit")
    assert differences(old, new) == [
        "harm.hp: 0 -> 5",
        "harm.max_hp: 0 -> 10",
        "heroquest.abilities[Sword].rating: 17 -> 18W",
        "history: +1 entries",
    ]
    assert one_line(old, new, most=2) == "harm.hp: 0 -> 5; harm.max_hp: 0 -> 10; and 2 more"
    assert one_line(old, old) == "no differences"
