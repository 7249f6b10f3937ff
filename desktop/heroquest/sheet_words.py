"""HQ values in the user's language: effective-rating parts (HQ-21), odds rows (HQ-10), and the
improvement rows of HQ-26. The words of events and refusals are `words.py`'s."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from talekeeper.core.rules.heroquest import Effective, Level, Part, PartKind
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.labels import label

CONTEXT = "HeroQuestWords"

OUTCOME_COLOURS: dict[Level, QColor] = {
    Level.COMPLETE_VICTORY: QColor("#1f7a1f"), Level.MAJOR_VICTORY: QColor("#2f8f2f"),
    Level.MINOR_VICTORY: QColor("#4fa64f"), Level.MARGINAL_VICTORY: QColor("#86c186"),
    Level.TIE: QColor("#9a9a9a"), Level.MARGINAL_DEFEAT: QColor("#e0a070"),
    Level.MINOR_DEFEAT: QColor("#d07a40"), Level.MAJOR_DEFEAT: QColor("#c04a2a"),
    Level.COMPLETE_DEFEAT: QColor("#a02020"),
}
"""Victories green, a tie grey, defeats orange to red: the odds chart reads at a glance."""


def odds_rows(odds: dict[Level, Fraction], *, only_possible: bool = False) -> list[tuple[str, Fraction, QColor]]:
    """Rows for the OddsChart, best level first (`only_possible`: leave out levels at 0)."""
    return [(label(level), chance, OUTCOME_COLOURS[level]) for level, chance in odds.items() if chance or not only_possible]


def part_text(part: Part) -> str:
    """One part of an effective rating, worded from its structured fields (HQ-21)."""
    if part.kind is PartKind.STATE and part.state is not None:
        state = part.state
        where = state.source or state.relates_to
        words = fmt(QCoreApplication.translate("HeroQuestWords", "%1 (%2)"), label(state.level), label(state.scale))
        return fmt(QCoreApplication.translate("HeroQuestWords", "%1: %2"), words, where) if where else words
    if part.kind is PartKind.BENEFIT:
        reason = part.benefit.reason if part.benefit is not None else ""
        return fmt(QCoreApplication.translate("HeroQuestWords", "Lingering benefit: %1"), reason) if reason else QCoreApplication.translate("HeroQuestWords", "Lingering benefit")
    name = part.ability.name if part.ability else ""
    worded: dict[PartKind, Callable[[], str]] = {
        PartKind.AUGMENT: lambda: QCoreApplication.translate("HeroQuestWords", "Augment"),
        PartKind.SKILL_SPIRIT: lambda: fmt(QCoreApplication.translate("HeroQuestWords", "Skill spirit's power on %1"), name),
        PartKind.INITIATE: lambda: fmt(QCoreApplication.translate("HeroQuestWords", "Initiate of %1: improvised use (HQ-27)"), name),
        PartKind.IMPROVISED: lambda: QCoreApplication.translate("HeroQuestWords", "Improvised use (HQ-3)"),
        PartKind.OUTNUMBERED: lambda: QCoreApplication.translate("HeroQuestWords", "%n extra opponent(s) (HQ-3)", None, part.count),
        PartKind.EMOTION_SPIRIT: lambda: fmt(QCoreApplication.translate("HeroQuestWords", "Emotion spirit %1 (HQ-27)"), name),
        PartKind.MODIFIER: lambda: part.text or QCoreApplication.translate("HeroQuestWords", "Other modifier"),
    }
    return worded[part.kind]() if part.kind in worded else part.text


def effective_lines(effective: Effective) -> list[str]:
    """`17W as written`, one signed line per part, `= 14W` (HQ-21)."""
    if effective.rolled_with is not None:
        lines = [fmt(QCoreApplication.translate("HeroQuestWords", "%1 of %2"), effective.base, effective.rolled_with.name)]
    else:
        lines = [fmt(QCoreApplication.translate("HeroQuestWords", "%1 as written"), effective.base)]
    lines += [f"{part.modifier:+d}  {part_text(part)}" for part in effective.parts]
    if effective.bumps:
        lines.append(QCoreApplication.translate("HeroQuestWords", "%n automatic bump(s) down (injured)", None, -effective.bumps))
    if not effective.can_act:
        lines.append(QCoreApplication.translate("HeroQuestWords", "Cannot act (dying or dead)"))
    elif effective.needs_wherewithal:
        lines.append(QCoreApplication.translate("HeroQuestWords", "Injured: each action needs a contest of wherewithal first (HQ-15)"))
    lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "= %1"), effective.rating))
    return lines


def effective_short(effective: Effective) -> str:
    """`14W (17W, -3)` on one line."""
    if not effective.parts and effective.rolled_with is None:
        return str(effective.rating)
    return fmt(QCoreApplication.translate("HeroQuestWords", "%1 (from %2, %3)"), effective.rating, effective.base, f"{effective.total_modifier:+d}")


# -- HQ-26 improvements --------------------------------------------------------------------------------------

ROWS = {
    "ability": QT_TRANSLATE_NOOP("ImproveDialog", "Raise an ability (+1 to +4)"),
    "affinity": QT_TRANSLATE_NOOP("ImproveDialog", "Raise an affinity or traditional knowledge (+1)"),
    "grimoire": QT_TRANSLATE_NOOP("ImproveDialog", "Raise a grimoire (+1)"),
    "learn_common_ability": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a common ability at 12"),
    "learn_affinity": QT_TRANSLATE_NOOP("ImproveDialog", "Learn an affinity, tradition or mystic power at 12"),
    "learn_grimoire": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a grimoire with one spell at 12"),
    "learn_feat": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a feat"),
    "learn_spell": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a spell or blessing"),
    "learn_technique": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a weapon or combat technique, or a subset of an ability"),
    "capture_spirit": QT_TRANSLATE_NOOP("ImproveDialog", "Capture a spirit in a fetish"),
    "integrate_spirit": QT_TRANSLATE_NOOP("ImproveDialog", "Integrate a spirit"),
    "gain_follower": QT_TRANSLATE_NOOP("ImproveDialog", "Gain a follower"),
    "replace_companion": QT_TRANSLATE_NOOP("ImproveDialog", "Replace a lost companion"),
    "lock_in_benefit": QT_TRANSLATE_NOOP("ImproveDialog", "Lock in a benefit"),
    "take_flaw": QT_TRANSLATE_NOOP("ImproveDialog", "Take a new flaw"),
    "lower_flaw": QT_TRANSLATE_NOOP("ImproveDialog", "Lower a flaw (by 1 or 2)"),
    "remove_flaw": QT_TRANSLATE_NOOP("ImproveDialog", "Remove a flaw at 12"),
}
"""The HQ-26 rows in words (translated where shown)."""


def row_text(item: str) -> str:
    """An HQ-26 row in words (an unknown row, from a newer file, as it is stored)."""
    row = ROWS.get(item)
    return QCoreApplication.translate("ImproveDialog", row) if row is not None else item


def item_text(item: str, steps: int | None = None, ability: str | None = None) -> str:
    """`Raise an ability (+1 to +4) +2: Sword`."""
    text = row_text(item)
    if steps:
        text += f" {steps:+d}"
    return fmt(QCoreApplication.translate("ImproveDialog", "%1: %2"), text, ability) if ability else text
