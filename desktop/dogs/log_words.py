"""A conflict in words: where a die came from, the sides, the winners, and each log entry as a
line a player reads.

Core logs structured facts (kind, who, dice, total, arena, kind of raise and see, fallout, the
raising order); these turn them into the user's language. An entry from an older file whose
facts do not say what happened shows its old note as it is. Names, stakes and narration come
from files and are shown as plain text.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from talekeeper.core.model import DogsStat
from talekeeper.core.rules.dogs import HEALER_SIDE, NARRATOR_SIDE, Conflict, DieSource, DyingCause, HeldDie, LogEntry, LogKind, Participant
from talekeeper.desktop.dogs.words import word
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.labels import label


def side_text(side: str) -> str:
    """A side's name: the users' words, or a treatment's two sides in the user's language."""
    if side == HEALER_SIDE:
        return QCoreApplication.translate("DogsConflict", "the healer's side")
    if side == NARRATOR_SIDE:
        return QCoreApplication.translate("DogsConflict", "the narrator's side")
    return side


def winners(conflict: Conflict) -> str:
    """The names of those on the side that won, or "" when nobody did."""
    if conflict.winner_side is None:
        return ""
    return ", ".join(p.name for p in conflict.participants if p.side == conflict.winner_side)


def _item_text(participant: Participant, ref: str) -> str | None:
    found = [t.text for t in participant.traits if t.id == ref] + [r.subject for r in participant.relationships if r.id == ref]
    found += [b.name for b in participant.belongings if b.id == ref]
    return found[0] if found else None


def die_source(participant: Participant, die: HeldDie) -> str:
    """Where a die in hand came from: a stat, the trait's text, the relationship's subject..."""
    source, ref = die.source, die.ref
    if source is DieSource.STAT:
        return label(DogsStat(ref)) if ref in {s.value for s in DogsStat} else ref
    if source in (DieSource.TRAIT, DieSource.RELATIONSHIP, DieSource.BELONGING):
        return _item_text(participant, ref) or ref
    if source is DieSource.CARRIED:
        return fmt(QCoreApplication.translate("DogsConflict", "kept by giving in “%1”"), ref) if ref else QCoreApplication.translate("DogsConflict", "kept by giving in an earlier conflict")
    if source is DieSource.NPC_FALLOUT:
        return QCoreApplication.translate("DogsConflict", "an NPC's fallout die")
    if source in (DieSource.DEMON, DieSource.INFLUENCE):
        return QCoreApplication.translate("DogsConflict", "demonic influence")
    if source is DieSource.PATIENT_STAT:
        return fmt(QCoreApplication.translate("DogsConflict", "the patient's %1"), label(DogsStat(ref)) if ref in {s.value for s in DogsStat} else ref)
    if source is DieSource.PATIENT_ITEM:
        return fmt(QCoreApplication.translate("DogsConflict", "the patient's %1"), ref)
    if source is DieSource.FALLOUT:
        return QCoreApplication.translate("DogsConflict", "the fallout dice again")
    if source is DieSource.DYING:
        return fmt(QCoreApplication.translate("DogsConflict", "dying: %1"), word(DyingCause(ref))) if ref in {c.value for c in DyingCause} else ref
    return ref  # an item not on the sheet, an opposition's dice: the users' words


def dice_text(dice: Sequence[HeldDie]) -> str:
    """`5 (d6), 4 (d8)`."""
    return ", ".join(fmt(QCoreApplication.translate("DogsConflict", "%1 (d%2)"), d.value, d.size) for d in dice)


def _name(conflict: Conflict, participant_id: str | None) -> str:
    if participant_id is None:
        return ""
    found = next((p for p in conflict.participants if p.id == participant_id), None)
    return found.name if found is not None else "?"


def _names(conflict: Conflict, ids: Sequence[str]) -> str:
    return ", ".join(_name(conflict, i) for i in ids)


def _roll(conflict: Conflict, entry: LogEntry, who: str) -> str:
    total = entry.total or 0
    if entry.arena is not None:  # the opening roll (DV-7)
        return fmt(QCoreApplication.translate("DogsConflict", "%1 rolls %2 = %3 (%4)"), who, dice_text(entry.dice), total, label(entry.arena))
    first = entry.dice[0] if entry.dice else None
    p = next((x for x in conflict.participants if x.id == entry.participant_id), None)
    if first is not None and first.source is DieSource.DEMON and p is not None:  # DV-30
        demon = _item_text(p, first.ref) or QCoreApplication.translate("DogsConflict", "a demon")
        return fmt(QCoreApplication.translate("DogsConflict", "%1 calls on %2 and sells their soul, rolling the demonic influence %3 = %4"), who, demon, dice_text(entry.dice), total)
    if first is not None and p is not None:
        return fmt(QCoreApplication.translate("DogsConflict", "%1 brings in %2: %3 = %4"), who, die_source(p, first), dice_text(entry.dice), total)
    return fmt(QCoreApplication.translate("DogsConflict", "%1 rolls %2 = %3"), who, dice_text(entry.dice), total)


def _new_relationship(conflict: Conflict, entry: LogEntry, who: str) -> str | None:
    p = next((x for x in conflict.participants if x.id == entry.participant_id), None)
    found = next((r for r in p.relationships if r.id == entry.ref), None) if p is not None and entry.ref else None
    if found is None:
        return None
    return fmt(QCoreApplication.translate("DogsConflict", "%1 writes a relationship with %2 (%3) from unassigned dice"), who, found.subject, found.dice)


def _line(conflict: Conflict, entry: LogEntry) -> str | None:
    """The entry in words, or None when its facts do not say (an older file's entry)."""
    who = _name(conflict, entry.participant_id)
    kind, total = entry.kind, entry.total or 0
    if kind is LogKind.OPEN:
        return fmt(QCoreApplication.translate("DogsConflict", "%1 starts the conflict. At stake: %2"), who, conflict.stakes)
    if kind is LogKind.WON_UNOPPOSED:
        return QCoreApplication.translate("DogsConflict", "Nobody opposes: the stakes are won outright.")
    if kind is LogKind.ROLL:
        return _roll(conflict, entry, who)
    if kind is LogKind.ESCALATE:
        return fmt(QCoreApplication.translate("DogsConflict", "%1 escalates to %2, rolling %3"), who, label(entry.arena), dice_text(entry.dice) or QCoreApplication.translate("DogsConflict", "no new dice")) if entry.arena else None
    if kind is LogKind.RAISE:
        text = fmt(QCoreApplication.translate("DogsConflict", "%1 raises %2 with %3 against %4"), who, total, dice_text(entry.dice), _names(conflict, entry.targets))
        return text + (fmt(QCoreApplication.translate("DogsConflict", " (%1)"), label(entry.blow)) if entry.blow is not None else "")
    if kind is LogKind.SEE:
        seen = fmt(QCoreApplication.translate("DogsConflict", "%1 sees with %2 = %3: %4"), who, dice_text(entry.dice), total, label(entry.see_kind)) if entry.see_kind else None
        return seen + fmt(QCoreApplication.translate("DogsConflict", ", noting %1 fallout"), entry.fallout) if seen and entry.fallout else seen
    if kind is LogKind.HELP:
        return fmt(QCoreApplication.translate("DogsConflict", "%1 helps %2 with %3"), who, _names(conflict, entry.targets), dice_text(entry.dice))
    if kind is LogKind.GIVE:
        if entry.dice:  # DV-12 / DV-21: giving instead of raising keeps the highest die
            return fmt(QCoreApplication.translate("DogsConflict", "%1 gives, keeping a %2 on a d%3 for a follow-up conflict"), who, entry.dice[0].value, entry.dice[0].size)
        return None if entry.old_note else fmt(QCoreApplication.translate("DogsConflict", "%1 gives"), who)
    if kind is LogKind.OUT:
        return fmt(QCoreApplication.translate("DogsConflict", "%1 is out of dice and loses"), who)
    if kind is LogKind.FINISH:
        names = winners(conflict)
        return fmt(QCoreApplication.translate("DogsConflict", "The conflict is over: the stakes go to %1"), names) if names else QCoreApplication.translate("DogsConflict", "The conflict is over: nobody wins")
    if kind in (LogKind.ORDER, LogKind.ORDER_CHOSEN) and entry.order:
        template = QCoreApplication.translate("DogsConflict", "Round %1 raising order: %2") if kind is LogKind.ORDER else QCoreApplication.translate("DogsConflict", "Round %1 raising order, as the users chose: %2")
        return fmt(template, entry.round or conflict.round, _names(conflict, entry.order))
    if kind is LogKind.NEW_RELATIONSHIP:
        return _new_relationship(conflict, entry, who)
    return None


def log_line(conflict: Conflict, entry: LogEntry) -> str:
    """One log entry as a sentence, with the narration after it."""
    text = _line(conflict, entry)
    if text is None:
        text = entry.old_note or "…"
    if entry.narration:
        text += " — " + entry.narration
    return text
