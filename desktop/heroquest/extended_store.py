"""Saved extended contests in the library's `play/` folder (`*.contest.json`, CONTEST_FORMAT),
and the words of their log in the user's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pathlib import Path

from core.rules.heroquest.extended_play import ExtendedContest, LogEntry, LogKind
from core.storage.errors import SheetFileError
from core.storage.files import load_model, save_model
from core.storage.library import Library, file_stem
from core.storage.migrations import CONTEST_FORMAT
from desktop.editor.base import fmt
from desktop.heroquest.words import cell_text
from desktop.labels import label

SUFFIX = ".contest.json"


def contest_path(library: Library, contest: ExtendedContest) -> Path:
    """Where a contest is saved: `play/<title>-<id>.contest.json`."""
    return library.play_path / f"{file_stem(contest.title or 'contest')}-{contest.id[:8]}{SUFFIX}"


def save_contest(library: Library, contest: ExtendedContest) -> Path:
    """Save (atomically) into the play folder, making it if needed; SheetFileError on failure."""
    library.play_path.mkdir(parents=True, exist_ok=True)
    path = contest_path(library, contest)
    save_model(contest, path, CONTEST_FORMAT)
    return path


def load_contest(path: Path) -> ExtendedContest:
    return load_model(path, CONTEST_FORMAT, ExtendedContest)


def saved_contests(library: Library) -> list[tuple[Path, ExtendedContest]]:
    """Unfinished saved contests, newest file first; unreadable files are skipped."""
    found: list[tuple[Path, ExtendedContest]] = []
    if not library.play_path.is_dir():
        return found
    paths = sorted(library.play_path.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in paths:
        try:
            contest = load_contest(path)
        except (OSError, ValueError, SheetFileError):  # damaged, or not a regular file
            continue
        if not contest.finished:
            found.append((path, contest))
    return found


def log_line(contest: ExtendedContest, number: int, entry: LogEntry) -> str:
    """One log entry in words, such as `3. Vasana bids 5 against Harvar: …`."""
    names = {m.id: m.name for m in contest.members}
    actor, other = names.get(entry.actor_id, "?"), names.get(entry.other_id or "", "?")
    if entry.kind is LogKind.EXCHANGE:
        cell = cell_text(entry.actor_result, entry.other_result) if entry.actor_result and entry.other_result else ""
        changes = fmt(QCoreApplication.translate("HeroQuestWords", "%1 %2, %3 %4"), actor, f"{entry.actor_change:+d}", other, f"{entry.other_change:+d}")
        rolls = fmt(QCoreApplication.translate("HeroQuestWords", "rolls %1, %2"), entry.rolls[0], entry.rolls[1])
        text = fmt(QCoreApplication.translate("HeroQuestWords", "%1 bids %2 against %3 (%4): %5; %6"), actor, entry.bid, other, rolls, cell, changes)
        if entry.narrator:
            text += " " + QCoreApplication.translate("HeroQuestWords", "(the narrator decided)")
        if entry.parting_shot:
            text += " " + QCoreApplication.translate("HeroQuestWords", "(parting shot)")
    elif entry.kind is LogKind.LEND:
        level = label(entry.level) if entry.level else QCoreApplication.translate("HeroQuestWords", "the narrator's call: nothing")
        changes = fmt(QCoreApplication.translate("HeroQuestWords", "%1 %2, %3 %4"), actor, f"{entry.actor_change:+d}", other, f"{entry.other_change:+d}")
        rolls = fmt(QCoreApplication.translate("HeroQuestWords", "rolls %1, %2"), entry.rolls[0], entry.rolls[1])
        text = fmt(QCoreApplication.translate("HeroQuestWords", "%1 lends %2 points to %3 (%4): %5; %6"), actor, entry.bid, other, rolls, level, changes)
    elif entry.kind is LogKind.WOUNDS:
        text = fmt(QCoreApplication.translate("HeroQuestWords", "%1 takes %n wound(s) instead of points (test %2: %3); %4 points back", "", entry.wounds), actor,
                   entry.rolls[0], label(entry.level) if entry.level else "", entry.actor_change)
    else:
        acts = QCoreApplication.translate("HeroQuestWords", "acts") if entry.acts else QCoreApplication.translate("HeroQuestWords", "cannot act")
        text = fmt(QCoreApplication.translate("HeroQuestWords", "%1 tries a final action (roll %2): %3, now %4"), actor, entry.rolls[0], acts,
                   label(entry.level) if entry.level else "")
    return f"{number}. {text}"
