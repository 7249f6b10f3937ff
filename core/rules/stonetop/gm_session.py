"""End of session (GM-2) and downtime (GM-3) for one character, previewable before applying.

Both return the new character and the events of what changed; the GUI may show them and then
keep or drop the new character. A character that nothing happens to comes back unchanged with no
history entry (its events may still hold reminders, such as a permanent injury); otherwise one
SESSION / DOWNTIME history entry holds every event (C-3).
"""

from __future__ import annotations

from collections.abc import Collection

from talekeeper.core.events import event
from talekeeper.core.model.campaign import Campaign
from talekeeper.core.model.character import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.model.enums import CharacterKind, HarmStatus, StateLevel, StateScale
from talekeeper.core.model.heroquest import Ability, State
from talekeeper.core.model.history import Event, HistoryKind
from talekeeper.core.rules.heroquest.errors import SheetError
from talekeeper.core.rules.heroquest.healing import natural_healing
from talekeeper.core.rules.heroquest.improvement import end_improvements
from talekeeper.core.rules.heroquest.sheet import refill_fetishes as refill_hq_fetishes
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.core.rules.stonetop.convalesce import convalesce_changes
from talekeeper.core.rules.stonetop.errors import RuleError
from talekeeper.core.rules.stonetop.events import DOWNTIME_DAYS, SESSION_NEGATIVE_HERO_POINTS
from talekeeper.core.rules.stonetop.log import record, regain_events, regain_status, with_harm
from talekeeper.core.rules.stonetop.tables import GM2_HEROWARS_INJURED_EPISODES, ST22_CONVALESCE


def _state_event(kind: str, state: State, **more: int) -> Event:
    return event(kind, scale=state.scale, level=state.level, relates_to=state.relates_to or None, **more)


def hero_points_after(character: Character, awarded: int) -> int:
    """GM-2 / HQ-26: the hero points `character` has once `awarded` are added at the end of the
    session, before any temporary improvement is paid for to keep it."""
    return character.heroquest.hero_points + awarded


def end_of_session(character: Character, *, hero_points: int = 0, keep: Collection[str] = ()) -> tuple[Character, list[Event]]:
    """GM-2 for one character: hurts clear (HQ-25 heroquest; the end of an episode on the herowars
    scale, where dazed is long gone too), each herowars injured counts one rested episode and heals
    at the third, `hero_points` are awarded (HQ-26), temporary improvements end (HQ-26: the rating
    goes back, a learned ability goes) except those in `keep`, whose difference is paid to make
    them permanent (refused, RuleError, when the hero points are short), and used "next conflict
    only" fallout is cleared (DV-17). Appends one SESSION history entry if anything changed.

    **Decision** (HQ-26 "until the end of the next session"): hero points buy improvements between
    sessions, so the session after a purchase is the next one played, and the first end of session
    the character goes through after the purchase ends it; no count of session ends is kept. The
    points awarded here may pay the difference (they are added first)."""
    if hero_points < 0:
        raise RuleError(SESSION_NEGATIVE_HERO_POINTS)
    events: list[Event] = []
    states: list[State] = []
    for state in character.heroquest.states:
        if state.level in (StateLevel.HURT, StateLevel.DAZED):
            events.append(_state_event(ev.STATE_CLEARED, state))
        elif state.level is StateLevel.INJURED and state.scale is StateScale.HEROWARS:
            rested = state.episodes_rested + 1
            if rested >= GM2_HEROWARS_INJURED_EPISODES:
                events.append(_state_event(ev.INJURED_HEALED, state, rested=rested))
            else:
                states.append(evolve(state, episodes_rested=rested))
                events.append(_state_event(ev.INJURED_RESTED, state, rested=rested, needed=GM2_HEROWARS_INJURED_EPISODES))
        else:
            states.append(state)
    points = hero_points_after(character, hero_points)
    if hero_points:
        events.append(event(ev.HERO_POINTS, before=character.heroquest.hero_points, after=points))
    effects = tuple(e for e in character.dogs.next_conflict if not e.used)
    events += [
        event(ev.NEXT_CONFLICT_CLEARED, text=e.text or e.reason or e.kind.value)
        for e in character.dogs.next_conflict
        if e.used
    ]
    updated = evolve(
        character,
        heroquest=evolve(character.heroquest, states=tuple(states), hero_points=points),
        dogs=evolve(character.dogs, next_conflict=effects),
    )
    try:
        updated, improvement_events = end_improvements(updated, keep)
    except SheetError as error:
        raise RuleError.like(error) from None
    events += improvement_events
    if not events:
        return character, []
    return record(updated, HistoryKind.SESSION, [event(ev.SESSION_ENDED), *events]), events


def _hq_downtime(character: Character, days: int, healer: bool) -> tuple[tuple[State, ...], list[Event]]:
    """HQ-25 in `days` of rest (`natural_healing`): up to N hurts and N // 7 impaired heal at the
    same time, heroquest injured after 30 days, herowars dazed with any rest, herowars hurts all
    with a healer; dying never heals by itself."""
    rested = natural_healing(character.heroquest.states, days, healer=healer)
    return rested.remaining, [_state_event(ev.STATE_HEALED, state) for state in rested.healed]


def refill_fetishes(character: Character) -> tuple[tuple[Ability, ...], list[Event]]:
    """HQ-27 in downtime: the abilities with fetish uses refilled (`core.rules.heroquest.sheet`'s
    rule), and an event for each fetish refilled."""
    refilled, before = refill_hq_fetishes(character)
    events = [event(ev.FETISH_REFILLED, name=a.name, before=a.uses_left, after=a.uses_per_day) for a in before]
    return refilled.heroquest.abilities, events


def downtime(
    character: Character, days: int, *, healer: bool = False, campaign: Campaign | None = None
) -> tuple[Character, list[Event]]:
    """GM-3 for one character over `days` of rest in safety, with or without a healer:
    HQ-25 natural healing of HQ states; HQ-27 fetish uses refilled (`refill_fetishes`); ST-22 (Decision): 3+ days is a Convalesce (HP to max,
    debilities cleared) and 21+ days under a healer heals every problematic wound that can heal;
    an NPC or monster regains all HP after a few days (guideline). A character at Death's Door
    or dead gets nothing from the ST part (an event says why). `campaign` is accepted for callers
    that pass the library's settings; these rules read nothing from it (states carry their own
    scale). Appends one DOWNTIME history entry if anything changed."""
    del campaign  # nothing here depends on C-4 settings
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise RuleError(DOWNTIME_DAYS)
    if character.harm.status is HarmStatus.DEAD:
        return character, []
    states, events = _hq_downtime(character, days, healer)
    abilities, fetish_events = refill_fetishes(character)
    events += fetish_events
    updated = character
    if events:
        updated = evolve(updated, heroquest=evolve(updated.heroquest, states=states, abilities=abilities))
    if days >= ST22_CONVALESCE.safety_days:
        harm = updated.harm
        if harm.status is HarmStatus.DEATHS_DOOR:
            events.append(event(ev.REST_BLOCKED))
        elif character.kind in (CharacterKind.NPC, CharacterKind.MONSTER):
            if harm.hp < harm.max_hp:
                status = regain_status(updated, harm.max_hp)
                events += [event(ev.NPC_RESTED), *regain_events(updated, harm.max_hp, status)]
                updated = with_harm(updated, hp=harm.max_hp, status=status)
        else:
            updated, st_events = convalesce_changes(updated, days=days, healer=healer)
            events += st_events
    if updated == character:
        return character, events
    return record(updated, HistoryKind.DOWNTIME, [event(ev.RESTED, days=days, healer=healer), *events]), events
