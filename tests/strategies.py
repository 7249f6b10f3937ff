"""Hypothesis strategies that build valid characters and campaigns."""

from __future__ import annotations

from hypothesis import strategies as st

from talekeeper.core.dice import DIE_SIZES, Dice, Term
from talekeeper.core.model import (
    Ability,
    AbilityKind,
    Belonging,
    Benefit,
    Campaign,
    Character,
    CharacterKind,
    Debilities,
    Dogs,
    DogsStats,
    Harm,
    HarmStats,
    HarmStatus,
    HeroQuest,
    HistoryEntry,
    HistoryKind,
    Relationship,
    RelationshipKind,
    Requirement,
    State,
    StateLevel,
    StateScale,
    TieBreak,
    Trait,
    Wound,
)
from talekeeper.core.model.heroquest import SCALE_LEVELS
from talekeeper.core.rules.heroquest import Rating

text = st.text(max_size=30)
names = st.text(min_size=1, max_size=30)
ratings = st.builds(Rating, base=st.integers(1, 20), masteries=st.integers(0, 5))


@st.composite
def pools(draw: st.DrawFn, *, allow_empty: bool = False) -> Dice:
    sizes = draw(st.lists(st.sampled_from(DIE_SIZES), min_size=0 if allow_empty else 1, max_size=3, unique=True))
    return Dice(tuple(Term(draw(st.integers(1, 5)), size) for size in sizes))


@st.composite
def damage_dice(draw: st.DrawFn) -> Dice:
    dice = draw(pools(allow_empty=True))
    return Dice(dice.terms, draw(st.integers(-5, 10)) if dice.terms else 0)


@st.composite
def heroquest(draw: st.DrawFn) -> HeroQuest:
    abilities = draw(
        st.lists(
            st.builds(
                Ability,
                name=names,
                rating=ratings,
                kind=st.sampled_from([k for k in AbilityKind if k is not AbilityKind.FETISH]),
                notes=text,
            ),
            max_size=4,
        )
    )
    ids = [a.id for a in abilities]
    states = []
    for _ in range(draw(st.integers(0, 3))):
        scale = draw(st.sampled_from(list(StateScale)))
        states.append(
            State(
                scale=scale,
                level=draw(st.sampled_from(SCALE_LEVELS[scale])),
                ability_ids=tuple(draw(st.lists(st.sampled_from(ids), max_size=2, unique=True))) if ids else (),
                relates_to=draw(text),
                source=draw(text),
            )
        )
    benefits = [Benefit(bonus=draw(st.sampled_from([3, 6, 9])), ability_id=draw(st.sampled_from(ids)), reason=draw(text)) for _ in range(draw(st.integers(0, 2)))] if ids else []
    return HeroQuest(abilities=tuple(abilities), hero_points=draw(st.integers(0, 20)), states=tuple(states), benefits=tuple(benefits))


@st.composite
def dogs(draw: st.DrawFn) -> Dogs:
    stat = st.integers(0, 6)
    return Dogs(
        stats=DogsStats(acuity=draw(stat), body=draw(stat), heart=draw(stat), will=draw(stat)),
        traits=tuple(draw(st.lists(st.builds(Trait, text=names, dice=pools()), max_size=3))),
        relationships=tuple(
            draw(st.lists(st.builds(Relationship, subject=names, kind=st.sampled_from(list(RelationshipKind)), dice=pools()), max_size=3))
        ),
        unassigned_relationship_dice=draw(pools(allow_empty=True)),
        belongings=tuple(draw(st.lists(st.builds(Belonging, name=names, dice=pools()), max_size=3))),
        soul_sold=draw(st.booleans()),
    )


@st.composite
def harm(draw: st.DrawFn) -> Harm:
    max_hp = draw(st.integers(0, 30))
    modifier = st.integers(-3, 3)
    wounds = draw(
        st.lists(
            st.builds(
                Wound,
                description=names,
                stabilised=st.booleans(),
                permanent=st.booleans(),
                requirements=st.lists(st.builds(Requirement, text=names, done=st.booleans()), max_size=2).map(tuple),
                interim_effects=text,
            ),
            max_size=2,
        )
    )
    return Harm(
        hp=draw(st.integers(0, max_hp)),
        max_hp=max_hp,
        armor=draw(st.integers(0, 4)),
        damage=draw(damage_dice()),
        stats=HarmStats(str=draw(modifier), dex=draw(modifier), con=draw(modifier), int=draw(modifier), wis=draw(modifier), cha=draw(modifier)),
        debilities=Debilities(weakened=draw(st.booleans()), dazed=draw(st.booleans()), miserable=draw(st.booleans())),
        wounds=tuple(wounds),
        supplies=draw(st.integers(0, 10)),
        provisions=draw(st.integers(0, 10)),
        mess_kit=draw(st.booleans()),
        bedroll=draw(st.booleans()),
        recover_locked=draw(st.booleans()),
        status=draw(st.sampled_from(list(HarmStatus))),
        advantage_next_roll=draw(st.booleans()),
    )


characters = st.builds(
    Character,
    name=names,
    kind=st.sampled_from(list(CharacterKind)),
    player=text,
    concept=text,
    notes=st.text(max_size=200),
    tags=st.lists(text, max_size=3).map(tuple),
    heroquest=heroquest(),
    dogs=dogs(),
    harm=harm(),
    history=st.lists(st.builds(HistoryEntry, kind=st.sampled_from(list(HistoryKind)), summary=text, details=st.lists(text, max_size=2).map(tuple)), max_size=3).map(tuple),
)

campaigns = st.builds(
    Campaign,
    tie_break=st.sampled_from(list(TieBreak)),
    consequence_scale=st.sampled_from(list(StateScale)),
    default_resistance=ratings,
    prosperity=st.integers(-3, 5),
    steading_lacking=st.booleans(),
    demonic_influence=pools(allow_empty=True),
)

__all__ = ["StateLevel", "campaigns", "characters", "pools", "ratings"]
