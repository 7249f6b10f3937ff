"""Tending a debility with the GM's requirements kept on the sheet (ST-7, ST-20).

`tend_debility` (recover_move.py) clears a debility when the caller's requirements are met; this
module keeps the checklist on the sheet (`Harm.debility_treatments`) so a requirement the party
cannot meet now ("find a quiet place", "Make Camp") is still there at the next attempt, the same
way a problematic wound keeps its own checklist (`tend_wound`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from talekeeper.core.events import event
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import Debility
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.model.stonetop import DebilityTreatment, Requirement
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.debilities import as_debility
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import NO_SUCH_REQUIREMENT, NOT_MARKED
from talekeeper.core.rules.stonetop.log import (
    check_alive,
    check_player_side,
    record,
    spend_supplies,
    supplies_event,
    with_harm,
)


def debility_requirements(character: Character, which: Debility | str) -> tuple[Requirement, ...]:
    """The requirements the GM wrote for tending `which` (empty when none are kept)."""
    treatment = character.harm.treatment(as_debility(which))
    return treatment.requirements if treatment is not None else ()


def tend_debility_checklist(
    character: Character,
    which: Debility | str,
    *,
    requirements: Sequence[str] = (),
    done: Iterable[str] = (),
    supplies: int = 0,
    how: str = "",
) -> Character:
    """Tend marked debility `which` (ST-20): add the GM's new `requirements` (checklist items),
    tick the items in `done` (by id or text), spend `supplies`. When every item is done (or the
    GM wrote none: they call it done) the debility clears and its checklist goes; otherwise the
    checklist stays on the sheet. Refuses (RuleError): a debility not marked, NPCs and monsters
    (ST-7), an unknown item, not enough supplies, the dead. Appends one HARM history entry."""
    check_alive(character, "be tended")
    which = as_debility(which)
    check_player_side(character, "mark or clear debilities", "they never mark debilities (ST-7)")
    harm = character.harm
    if not getattr(harm.debilities, which.value):
        raise RuleError(NOT_MARKED, name=character.name, debility=which)
    left_supplies = spend_supplies(character, supplies)
    items, events = update_checklist(debility_requirements(character, which), requirements, done, f"tending {which.value}")
    if supplies:
        events.append(supplies_event(supplies, left_supplies))
    others = tuple(t for t in harm.debility_treatments if t.debility is not which)
    left = [r.text for r in items if not r.done]
    if left:
        events.append(event(ev.STILL_NEEDED, items=tuple(left)))
        treatments = (*others, DebilityTreatment(debility=which, requirements=tuple(items)))
        debilities = harm.debilities
    else:
        events.append(event(ev.DEBILITY_GONE, debility=which))
        treatments = others
        debilities = evolve(harm.debilities, **{which.value: False})
    if how:
        events.append(event(ev.HOW, text=how))
    updated = with_harm(character, debilities=debilities, debility_treatments=treatments, supplies=left_supplies)
    return record(updated, HistoryKind.HARM, [event(ev.DEBILITY_TENDED, debility=which, cleared=not left), *events])


def update_checklist(
    items: Iterable[Requirement], requirements: Iterable[str], done: Iterable[str], where: str
) -> tuple[list[Requirement], list[Event]]:
    """ST-20 checklists: add the GM's new requirement texts, tick the ones named in `done` (by id
    or text); return the list and its events. An unknown requirement is refused (RuleError;
    `where` names the checklist in its English text)."""
    items = list(items)
    known = {r.text for r in items}
    events: list[Event] = []
    for text in requirements:
        text = text.strip()
        if text and text not in known:
            items.append(Requirement(text=text))
            known.add(text)
            events.append(event(ev.NEEDS, text=text))
    for key in done:
        index = next((i for i, r in enumerate(items) if key in (r.id, r.text)), None)
        if index is None:
            raise RuleError(NO_SUCH_REQUIREMENT, text=key, where=where)
        if not items[index].done:
            items[index] = evolve(items[index], done=True)
            events.append(event(ev.DONE, text=items[index].text))
    return items, events
