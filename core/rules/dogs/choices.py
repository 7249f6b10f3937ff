"""What a participant may still bring into a conflict, the dice each move would roll (so a GUI
can take hand-entered values, C-2), and the relationships whose subject fits a conflict (DV-3).

Pure functions on a `Conflict` or `Participant`; nothing here rolls or changes anything.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from talekeeper.core.model.dogs import Arena, Belonging, Relationship, Trait
from talekeeper.core.rules.dogs.conflict import Conflict, Participant
from talekeeper.core.rules.dogs.errors import ConflictError
from talekeeper.core.rules.dogs.events import SAME_ARENA
from talekeeper.core.rules.dogs.tables import DV2_ARENA_STATS

# DV-3 suggestions: words this short, or this common, say nothing about who or what a subject is.
SHORTEST_WORD = 3
COMMON_WORDS = frozenset(
    {"the", "and", "for", "with", "from", "his", "her", "their", "them", "that", "this", "who", "whom", "not", "but",
     "him", "she", "they", "are", "was", "has", "have", "into", "out", "all", "any", "own", "make", "made", "get"}
)
# DV-3 suggestions (Decision): titles and forms of address name no one in particular ("Brother
# Jeremiah" is not "Brother Ezekiel"), so a subject fits by its other words, its names.
TITLES = frozenset(
    {"brother", "sister", "father", "mother", "elder", "steward", "mayor", "sheriff", "marshal", "judge", "deacon",
     "preacher", "reverend", "doctor", "mister", "mistress", "miss", "mrs", "madam", "sir", "lady", "lord", "uncle",
     "aunt", "cousin", "old", "young", "little", "big", "widow", "captain", "master"}
)


def escalation_dice(conflict: Conflict, participant_id: str, arena: Arena) -> tuple[int, ...]:
    """DV-11: the sizes `escalate` would roll (the new arena's stats not rolled yet, as d6s)."""
    p = conflict.participant(participant_id)
    arena = Arena(arena)
    if arena is p.arena:
        raise ConflictError(SAME_ARENA, name=p.name, arena=arena)
    sizes: list[int] = []
    for stat in DV2_ARENA_STATS[arena]:
        if stat not in p.stats_rolled:
            sizes += [6] * p.stats.dice(stat)
    return tuple(sizes)


def unused_traits(p: Participant) -> tuple[Trait, ...]:
    """DV-4 / DV-13: traits that have not joined this conflict yet."""
    return tuple(t for t in p.traits if t.id not in p.traits_used)


def unused_relationships(p: Participant) -> tuple[Relationship, ...]:
    """DV-3: relationships that have not joined this conflict yet."""
    return tuple(r for r in p.relationships if r.id not in p.relationships_used)


def unused_belongings(p: Participant) -> tuple[Belonging, ...]:
    """DV-5 / DV-13: belongings that have not joined this conflict yet."""
    return tuple(b for b in p.belongings if b.id not in p.belongings_used)


def has_dice_to_bring(conflict: Conflict, participant_id: str) -> bool:
    """DV-10: whether the participant could still escalate to an arena with new stats or bring in
    a trait, relationship or belonging (an off-sheet item is the table's call, not counted)."""
    p = conflict.participant(participant_id)
    if unused_traits(p) or unused_relationships(p) or unused_belongings(p):
        return True
    return any(arena is not p.arena and escalation_dice(conflict, participant_id, arena) for arena in Arena)


def _words(text: str) -> set[str]:
    found = re.findall(r"\w+", text.casefold())
    return {w for w in found if len(w) >= SHORTEST_WORD and w not in COMMON_WORDS and w not in TITLES and not w.isdigit()}


def relationship_fits(relationship: Relationship, texts: Iterable[str]) -> bool:
    """DV-3 suggestion: a name in the subject (a word of its own, not a title, a common word or
    the notes in brackets) appears in the texts: the stakes and the names of the other
    participants (the opponent, the person at stake, an ally who helps; the place, organisation,
    sin or demon at stake or opposing). The table decides; this only suggests."""
    subject = re.sub(r"\(.*?\)", " ", relationship.subject)
    wanted = _words(subject) or _words(relationship.subject)
    seen: set[str] = set()
    for text in texts:
        seen |= _words(text)
    return bool(wanted & seen)


def suggest_relationships(p: Participant, stakes: str, others: Sequence[Participant]) -> tuple[str, ...]:
    """DV-3: ids of the participant's relationships whose subject fits this conflict (see
    `relationship_fits`), in sheet order."""
    texts = [stakes, *(o.name for o in others if o.id != p.id)]
    return tuple(r.id for r in p.relationships if relationship_fits(r, texts))
