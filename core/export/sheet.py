"""Every section of a character sheet as export blocks (identity; HQ abilities with effective
ratings (HQ-21), hero points, states, benefits, improvements; DV stats, traits, relationships,
belongings, black armor, next-conflict fallout (DV-17), injury (DV-19); ST HP, armor, damage,
stats, debilities with tending checklists (ST-20), wounds (ST-8), supplies and gear, status;
recent history). Pure: labels are `Word` ids, enums stay enums; the caller words both."""

from __future__ import annotations

from talekeeper.core.export.blocks import (
    Block,
    Cell,
    Checklist,
    Empty,
    Fields,
    Grid,
    Joined,
    Phrase,
    Section,
    Sheet,
    Text,
    Word,
    yes_no,
)
from talekeeper.core.model.character import Character
from talekeeper.core.model.dogs import DogsStat
from talekeeper.core.model.heroquest import Ability, AbilityKind, MysticAspect
from talekeeper.core.rules.heroquest import effective_rating

RECENT_HISTORY = 10
"""How many of the latest history entries an export shows."""

HQ, DV, ST = "family.heroquest", "family.dogs", "family.harm"


def _or_empty(*blocks: Block | None) -> tuple[Block, ...]:
    kept = tuple(b for b in blocks if b is not None)
    return kept or (Empty(),)


def _signed(number: int) -> str:
    return f"{number:+d}"


def identity(character: Character) -> Section:
    rows: list[tuple[Word, Cell]] = [(Word("name"), character.name), (Word("kind"), character.kind)]
    if character.player:
        rows.append((Word("player"), character.player))
    if character.concept:
        rows.append((Word("concept"), character.concept))
    if character.tags:
        rows.append((Word("tags"), ", ".join(character.tags)))
    notes = Text(character.notes) if character.notes.strip() else None
    return Section("identity", Word("section.identity"), (Fields(tuple(rows)), *([notes] if notes else [])))


def _ability_details(character: Character, ability: Ability) -> Joined:
    hq = character.heroquest
    parts: list[Cell] = []
    parent = hq.ability(ability.parent_id) if ability.parent_id else None
    if parent is not None:
        parts.append(Phrase("detail.linked", (parent.name,)))
    if ability.spirit_power is not None:
        parts.append(Phrase("detail.spirit_power", (str(ability.spirit_power),)))
    if ability.kind is AbilityKind.FETISH:
        parts.append(Phrase("detail.uses", (str(ability.uses_left), str(ability.uses_per_day))))
        if ability.captor:
            parts.append(Phrase("detail.captor", (ability.captor,)))
    if ability.initiate:
        parts.append(Word("detail.initiate"))
    if ability.mystic_aspect is not MysticAspect.NONE:
        parts.append(Word(f"aspect.{ability.mystic_aspect.value}"))
    if ability.notes.strip():
        parts.append(" ".join(ability.notes.split()))
    return Joined(tuple(parts))


def effective_cell(character: Character, ability: Ability) -> Cell:
    """HQ-21: the effective rating, with "cannot act" when a dying or dead state applies."""
    effective = effective_rating(character, ability.id)
    text = str(effective.rating)
    if not effective.can_act:
        return Phrase("effective.cannot_act", (text,))
    return text


def abilities(character: Character) -> Section:
    rows = []
    for ability in character.heroquest.abilities:
        details = _ability_details(character, ability)
        rows.append((ability.name, ability.kind, str(ability.rating), effective_cell(character, ability),
                     details))
    headers = (Word("col.ability"), Word("col.kind"), Word("col.rating"), Word("col.effective"), Word("col.details"))
    return Section("abilities", Word("section.abilities"), _or_empty(Grid(headers, tuple(rows)) if rows else None), HQ)


def hero_points(character: Character) -> Section:
    return Section("hero_points", Word("section.hero_points"),
                   (Fields(((Word("hero_points"), str(character.heroquest.hero_points)),)),), HQ)


def states(character: Character) -> Section:
    hq = character.heroquest
    rows = []
    for state in hq.states:
        names = [a.name for a in (hq.ability(i) for i in state.ability_ids) if a is not None]
        relates = ", ".join([*names, *([state.relates_to] if state.relates_to else [])])
        rows.append((state.level, state.scale, relates or Word("all_abilities"),
                     Word("physical") if state.physical else Word("not_physical"), state.source, state.date))
    headers = (Word("col.state"), Word("col.scale"), Word("col.relates_to"), Word("col.nature"),
               Word("col.source"), Word("col.date"))
    return Section("states", Word("section.states"), _or_empty(Grid(headers, tuple(rows)) if rows else None), HQ)


def benefits(character: Character) -> Section:
    hq = character.heroquest
    rows = []
    for benefit in hq.benefits:
        ability = hq.ability(benefit.ability_id)
        rows.append((_signed(benefit.bonus), ability.name if ability else "", benefit.reason, benefit.source, benefit.date))
    headers = (Word("col.bonus"), Word("col.ability"), Word("col.reason"), Word("col.source"), Word("col.date"))
    return Section("benefits", Word("section.benefits"), _or_empty(Grid(headers, tuple(rows)) if rows else None), HQ)


def improvements(character: Character) -> Section:
    hq = character.heroquest
    rows = []
    for item in hq.improvements:
        ability = hq.ability(item.ability_id) if item.ability_id else None
        rows.append((item.item, ability.name if ability else "", _signed(item.amount) if item.amount else "",
                     Word("permanent") if item.permanent else Word("temporary"), str(item.cost), item.date))
    headers = (Word("col.improvement"), Word("col.ability"), Word("col.amount"), Word("col.duration"),
               Word("col.cost"), Word("col.date"))
    return Section("improvements", Word("section.improvements"),
                   _or_empty(Grid(headers, tuple(rows)) if rows else None), HQ)


def dogs_stats(character: Character) -> Section:
    stats = character.dogs.stats
    rows = tuple((Word(f"stat.{s.value}"), Phrase("dice.d6", (str(stats.dice(s)),))) for s in DogsStat)
    return Section("dogs_stats", Word("section.dogs_stats"), (Fields(rows),), DV)


def traits(character: Character) -> Section:
    rows = tuple((t.text, str(t.dice)) for t in character.dogs.traits)
    table = Grid((Word("col.trait"), Word("col.dice")), rows) if rows else None
    return Section("traits", Word("section.traits"), _or_empty(table), DV)


def relationships(character: Character) -> Section:
    dogs = character.dogs
    rows = tuple((r.subject, r.kind, str(r.dice)) for r in dogs.relationships)
    table = Grid((Word("col.relationship"), Word("col.kind"), Word("col.dice")), rows) if rows else None
    extra = None
    if str(dogs.unassigned_relationship_dice):
        extra = Fields(((Word("unassigned_dice"), str(dogs.unassigned_relationship_dice)),))
    return Section("relationships", Word("section.relationships"), _or_empty(table, extra), DV)


def belongings(character: Character) -> Section:
    rows = tuple((b.name, str(b.dice)) for b in character.dogs.belongings)
    table = Grid((Word("col.belonging"), Word("col.dice")), rows) if rows else None
    return Section("belongings", Word("section.belongings"), _or_empty(table), DV)


def black_armor(character: Character) -> Section:
    armor = character.dogs.black_armor
    if not armor.description and not str(armor.dice):
        return Section("black_armor", Word("section.black_armor"), (Empty(),), DV)
    rows = ((Word("description"), armor.description), (Word("col.dice"), str(armor.dice)))
    return Section("black_armor", Word("section.black_armor"), (Fields(rows),), DV)


def next_conflict(character: Character) -> Section:
    """DV-17 fallout that lasts for the next conflict only."""
    dogs = character.dogs
    rows = []
    for effect in dogs.next_conflict:
        what: Cell = effect.text
        if effect.stat is not None:
            what = Word(f"stat.{effect.stat.value}")
        elif effect.relationship_id is not None:
            what = next((r.subject for r in dogs.relationships if r.id == effect.relationship_id), "")
        rows.append((effect.kind, what, effect.reason, Word("used") if effect.used else Word("pending")))
    headers = (Word("col.effect"), Word("col.on"), Word("col.reason"), Word("col.status"))
    return Section("next_conflict", Word("section.next_conflict"),
                   _or_empty(Grid(headers, tuple(rows)) if rows else None), DV)


def injury(character: Character) -> Section:
    """DV-19 injury awaiting the Body roll or treatment, and a sold soul (DV-30)."""
    dogs = character.dogs
    rows: list[tuple[Word, Cell]] = []
    if dogs.injury is not None:
        rows += [(Word("stage"), dogs.injury.stage), (Word("fallout"), str(dogs.injury.fallout))]
        if str(dogs.injury.dice):
            rows.append((Word("fallout_dice"), str(dogs.injury.dice)))
        if dogs.injury.stakes:
            rows.append((Word("stakes"), dogs.injury.stakes))
    if dogs.soul_sold:
        rows.append((Word("soul_sold"), yes_no(True)))
    return Section("injury", Word("section.injury"), _or_empty(Fields(tuple(rows)) if rows else None), DV)


def harm(character: Character) -> Section:
    h = character.harm
    rows: list[tuple[Word, Cell]] = [
        (Word("hp"), Phrase("of", (str(h.hp), str(h.max_hp)))),
        (Word("armor"), str(h.armor)),
        (Word("damage"), str(h.damage) or "—"),
        (Word("status"), h.status),
    ]
    if h.recover_locked:
        rows.append((Word("recover_locked"), yes_no(True)))
    if h.advantage_next_roll:
        rows.append((Word("advantage_next_roll"), yes_no(True)))
    return Section("harm", Word("section.harm"), (Fields(tuple(rows)),), ST)


def harm_stats(character: Character) -> Section:
    s = character.harm.stats
    values = (("str", s.str_), ("dex", s.dex), ("con", s.con), ("int", s.int_), ("wis", s.wis), ("cha", s.cha))
    return Section("harm_stats", Word("section.harm_stats"),
                   (Fields(tuple((Word(f"harm_stat.{k}"), _signed(v)) for k, v in values)),), ST)


def debilities(character: Character) -> Section:
    """ST-7 marked debilities, each with the GM's tending checklist when one is written (ST-20)."""
    h = character.harm
    blocks: list[Block] = []
    for debility in h.debilities.marked():
        treatment = h.treatment(debility)
        items = tuple((r.done, r.text) for r in treatment.requirements) if treatment else ()
        blocks.append(Checklist(debility, items))
    return Section("debilities", Word("section.debilities"), _or_empty(*blocks), ST)


def wounds(character: Character) -> Section:
    """ST-8 problematic wounds with their treatment checklists."""
    blocks: list[Block] = []
    for wound in character.harm.wounds:
        notes: list[Cell] = []
        if wound.stabilised:
            notes.append(Word("stabilised"))
        if wound.permanent:
            notes.append(Word("permanent_injury"))
        if wound.interim_effects.strip():
            notes.append(Phrase("interim", (" ".join(wound.interim_effects.split()),)))
        blocks.append(Checklist(wound.description, tuple((r.done, r.text) for r in wound.requirements), tuple(notes)))
    return Section("wounds", Word("section.wounds"), _or_empty(*blocks), ST)


def supplies(character: Character) -> Section:
    h = character.harm
    rows = ((Word("supplies"), str(h.supplies)), (Word("provisions"), str(h.provisions)),
            (Word("mess_kit"), yes_no(h.mess_kit)), (Word("bedroll"), yes_no(h.bedroll)))
    return Section("supplies", Word("section.supplies"), (Fields(rows),), ST)


def history(character: Character, limit: int = RECENT_HISTORY) -> Section:
    rows = []
    for entry in reversed(character.history[-limit:]):
        what = entry.summary if not entry.details else f"{entry.summary} ({'; '.join(entry.details)})"
        rows.append((entry.time.strftime("%Y-%m-%d %H:%M"), entry.kind, what, entry.dice))
    headers = (Word("col.when"), Word("col.kind"), Word("col.what"), Word("col.dice"))
    return Section("history", Word("section.history"), _or_empty(Grid(headers, tuple(rows)) if rows else None))


SECTIONS = (identity, abilities, hero_points, states, benefits, improvements, dogs_stats, traits, relationships,
            belongings, black_armor, next_conflict, injury, harm, harm_stats, debilities, wounds, supplies, history)


def character_sheet(character: Character) -> Sheet:
    """Every section of `character`'s sheet, in the order of the editor's tabs."""
    return Sheet(character.name, tuple(build(character) for build in SECTIONS))
