"""Words for a conflict: where a die came from, and each log entry as a line a player reads.

Core logs structured facts (kind, who, dice, total, arena, see kind, fallout); these turn them
into the user's language. Names and narration come from files and are shown as plain text.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from core.model import DogsStat
from core.rules.dogs import Conflict, DieSource, HeldDie, LogEntry, LogKind, Participant
from desktop.editor.base import fmt
from desktop.labels import label
from desktop.wording import Words



def die_source(participant: Participant, die: HeldDie) -> str:
    """Where a die in hand came from: a stat, the trait's text, the relationship's subject..."""
    if die.source is DieSource.STAT:
        try:
            return label(DogsStat(die.ref))
        except ValueError:
            return die.ref
    for items, text in (
        (participant.traits, lambda t: t.text),
        (participant.relationships, lambda r: r.subject),
        (participant.belongings, lambda b: b.name),
    ):
        for item in items:
            if item.id == die.ref:
                return text(item)
    if die.source is DieSource.CARRIED:
        return fmt(QCoreApplication.translate("DogsConflict", "kept from before: %1"), die.ref)
    if die.source is DieSource.DEMON:
        return QCoreApplication.translate("DogsConflict", "demonic influence")
    return die.ref


def dice_text(dice: Sequence[HeldDie]) -> str:
    """`5 (d6), 4 (d8)`."""
    return ", ".join(fmt(QCoreApplication.translate("DogsConflict", "%1 (d%2)"), d.value, d.size) for d in dice)


def _name(conflict: Conflict, participant_id: str | None) -> str:
    if participant_id is None:
        return ""
    try:
        return conflict.participant(participant_id).name
    except ValueError:
        return "?"


def _demon_subject(conflict: Conflict, entry: LogEntry) -> str:
    """The subject of the demon relationship a DV-30 roll called on."""
    ref = next(d.ref for d in entry.dice if d.source is DieSource.DEMON)
    for p in conflict.participants:
        for relationship in p.relationships:
            if relationship.id == ref:
                return relationship.subject
    return QCoreApplication.translate("DogsConflict", "a demon")


def log_line(conflict: Conflict, entry: LogEntry) -> str:
    """One log entry as a sentence, with the narration after it."""
    who = _name(conflict, entry.participant_id)
    targets = ", ".join(_name(conflict, t) for t in entry.targets)
    kind = entry.kind
    if kind is LogKind.OPEN:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 starts the conflict. At stake: %2"), who, conflict.stakes)
    elif kind is LogKind.WON_UNOPPOSED:
        text = QCoreApplication.translate("DogsConflict", "Nobody opposes: the stakes are won outright.")
    elif kind is LogKind.ROLL and any(d.source is DieSource.DEMON for d in entry.dice):  # DV-30
        demon = _demon_subject(conflict, entry)
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 calls on %2 and sells their soul, rolling the demonic influence %3 = %4"), who, demon, dice_text(entry.dice), entry.total or 0)
    elif kind is LogKind.ROLL:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 rolls %2 = %3"), who, dice_text(entry.dice), entry.total or 0)
        if entry.arena is not None:
            text += fmt(QCoreApplication.translate("DogsConflict", " (%1)"), label(entry.arena))
    elif kind is LogKind.ESCALATE:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 escalates to %2, rolling %3"), who, label(entry.arena), dice_text(entry.dice) or QCoreApplication.translate("DogsConflict", "no new dice"))
    elif kind is LogKind.RAISE:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 raises %2 with %3 against %4"), who, entry.total or 0, dice_text(entry.dice), targets)
    elif kind is LogKind.SEE:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 sees with %2 = %3: %4"), who, dice_text(entry.dice), entry.total or 0, label(entry.see_kind))
        if entry.fallout:
            text += fmt(QCoreApplication.translate("DogsConflict", ", noting %1 fallout"), entry.fallout)
    elif kind is LogKind.HELP:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 helps %2 with %3"), who, targets, dice_text(entry.dice))
    elif kind is LogKind.GIVE:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 gives"), who)
        kept = conflict.participant(entry.participant_id).follow_up_die if entry.participant_id else None
        if kept is not None:  # DV-12 / DV-21: giving instead of raising keeps the highest die
            text += fmt(QCoreApplication.translate("DogsConflict", ", keeping a %1 on a d%2 for a follow-up conflict"), kept.value, kept.size)
    elif kind is LogKind.OUT:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 is out of dice and loses"), who)
    elif kind is LogKind.FINISH:
        text = fmt(QCoreApplication.translate("DogsConflict", "The conflict is over: %1 wins the stakes"), conflict.winner_side) if conflict.winner_side else QCoreApplication.translate("DogsConflict", "The conflict is over: nobody wins")
    else:  # ORDER, NEW_RELATIONSHIP: the note names who and what
        text = entry.note
    if entry.narration:
        text += " — " + entry.narration
    return text


# -- Events and refusals of the DV rules (desktop.wording) -------------------------------------------

EVENTS = Words("DogsEvents", {})
REFUSALS = Words("DogsRefusals", {})
