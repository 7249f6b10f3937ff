"""End of session (GM-2) and downtime (GM-3) for one character, previewable before applying.

Both return the new character and the change lines; the GUI may show the lines and then keep or
drop the new character. A character that nothing happens to comes back unchanged with no
history entry (its lines may still hold reminders, such as a permanent injury); otherwise one
SESSION / DOWNTIME history entry holds every line (C-3).
"""

from __future__ import annotations

from collections.abc import Collection

from core.model.campaign import Campaign
from core.model.character import Character, CharacterKind
from core.model.common import evolve
from core.model.harm import HarmStatus
from core.model.heroquest import Ability, State, StateLevel, StateScale
from core.model.history import HistoryKind
from core.rules.heroquest.improve import end_improvements
from core.rules.heroquest.sheet import SheetError, refill_fetishes as refill_hq_fetishes
from core.rules.harm.convalesce import convalesce_changes
from core.rules.harm.errors import RuleError
from core.rules.harm.log import hp_line, record, regain_status, status_line, with_harm
from core.rules.harm.tables import GM2_HEROWARS_INJURED_EPISODES, GM3_DOWNTIME, ST22_CONVALESCE


def _state_words(state: State) -> str:
    about = f" ({state.relates_to})" if state.relates_to else ""
    return f"{state.scale.value} {state.level.value}{about}"


def end_of_session(character: Character, *, hero_points: int = 0, keep: Collection[str] = ()) -> tuple[Character, list[str]]:
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
        raise RuleError("hero points awarded cannot be negative")
    lines: list[str] = []
    states: list[State] = []
    for state in character.heroquest.states:
        if state.level in (StateLevel.HURT, StateLevel.DAZED):
            lines.append(f"{_state_words(state)} cleared at the end of the session")
        elif state.level is StateLevel.INJURED and state.scale is StateScale.HEROWARS:
            rested = state.episodes_rested + 1
            if rested >= GM2_HEROWARS_INJURED_EPISODES:
                lines.append(f"{_state_words(state)} healed after {rested} episodes")
            else:
                states.append(evolve(state, episodes_rested=rested))
                lines.append(f"{_state_words(state)}: episode {rested} of {GM2_HEROWARS_INJURED_EPISODES} rested")
        else:
            states.append(state)
    points = character.heroquest.hero_points + hero_points
    if hero_points:
        lines.append(f"hero points {character.heroquest.hero_points} -> {points}")
    effects = tuple(e for e in character.dogs.next_conflict if not e.used)
    lines.extend(
        f"used next-conflict fallout cleared: {e.text or e.reason or e.kind.value}"
        for e in character.dogs.next_conflict
        if e.used
    )
    updated = evolve(
        character,
        heroquest=evolve(character.heroquest, states=tuple(states), hero_points=points),
        dogs=evolve(character.dogs, next_conflict=effects),
    )
    try:
        updated, improvement_lines = end_improvements(updated, keep)
    except SheetError as error:
        raise RuleError(str(error)) from None
    lines.extend(improvement_lines)
    if not lines:
        return character, []
    return record(updated, HistoryKind.SESSION, f"End of session for {character.name}", details=lines), lines


def _hq_downtime(character: Character, days: int, healer: bool) -> tuple[tuple[State, ...], list[str]]:
    """HQ-25 in `days` of rest: up to N hurts and N // 7 impaired heal at the same time, heroquest
    injured after 30 days, herowars dazed with any rest, herowars hurts all with a healer; dying
    never heals by itself."""
    hurts = days // GM3_DOWNTIME.days_per_hurt
    impaired = days // GM3_DOWNTIME.days_per_impaired
    kept: list[State] = []
    lines: list[str] = []
    for state in character.heroquest.states:
        heals = False
        if state.level is StateLevel.DAZED:
            heals = True
        elif state.level is StateLevel.HURT:
            if state.scale is StateScale.HEROWARS and healer:
                heals = True
            elif hurts > 0:
                hurts -= 1
                heals = True
        elif state.level is StateLevel.IMPAIRED and impaired > 0:
            impaired -= 1
            heals = True
        elif state.level is StateLevel.INJURED and state.scale is StateScale.HEROQUEST:
            heals = days >= GM3_DOWNTIME.heroquest_injured_days
        if heals:
            lines.append(f"{_state_words(state)} healed")
        else:
            kept.append(state)
    return tuple(kept), lines


def refill_fetishes(character: Character) -> tuple[tuple[Ability, ...], list[str]]:
    """HQ-27 in downtime: the abilities with fetish uses refilled (`core.rules.heroquest.sheet`'s
    rule), and a change line for each fetish refilled."""
    refilled, before = refill_hq_fetishes(character)
    lines = [f"fetish {a.name}: uses {a.uses_left} -> {a.uses_per_day} (HQ-27)" for a in before]
    return refilled.heroquest.abilities, lines


def downtime(
    character: Character, days: int, *, healer: bool = False, campaign: Campaign | None = None
) -> tuple[Character, list[str]]:
    """GM-3 for one character over `days` of rest in safety, with or without a healer:
    HQ-25 natural healing of HQ states; HQ-27 fetish uses refilled (`refill_fetishes`); ST-22 (Decision): 3+ days is a Convalesce (HP to max,
    debilities cleared) and 21+ days under a healer heals every problematic wound that can heal;
    an NPC or monster regains all HP after a few days (guideline). A character at Death's Door
    or dead gets nothing from the ST part (a line says why). `campaign` is accepted for callers
    that pass the library's settings; these rules read nothing from it (states carry their own
    scale). Appends one DOWNTIME history entry if anything changed."""
    del campaign  # nothing here depends on C-4 settings
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise RuleError("downtime is at least one whole day")
    if character.harm.status is HarmStatus.DEAD:
        return character, []
    states, lines = _hq_downtime(character, days, healer)
    abilities, fetish_lines = refill_fetishes(character)
    lines.extend(fetish_lines)
    updated = character
    if lines:
        updated = evolve(updated, heroquest=evolve(updated.heroquest, states=states, abilities=abilities))
    if days >= ST22_CONVALESCE.safety_days:
        harm = updated.harm
        if harm.status is HarmStatus.DEATHS_DOOR:
            lines.append("at Death's Door: roll it before resting heals anything (ST-6)")
        elif character.kind in (CharacterKind.NPC, CharacterKind.MONSTER):
            if harm.hp < harm.max_hp:
                status = regain_status(updated, harm.max_hp)
                lines.append(hp_line(harm.hp, harm.max_hp, harm.max_hp) + " (a few days' rest)")
                if status is not harm.status:
                    lines.append(status_line(harm.status, status))
                updated = with_harm(updated, hp=harm.max_hp, status=status)
        else:
            updated, st_lines = convalesce_changes(updated, days=days, healer=healer)
            lines.extend(st_lines)
    if updated == character:
        return character, lines
    care = " under a healer's care" if healer else ""
    summary = f"{character.name} rested {days} day{'s' if days != 1 else ''}{care}"
    return record(updated, HistoryKind.DOWNTIME, summary, details=lines), lines
