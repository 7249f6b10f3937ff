"""HQ results in the user's language: effective-rating parts, table cells, consequences."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from core.model import Character
from core.rules.heroquest import Outcome, Result
from core.rules.heroquest.apply import Consequence
from core.rules.heroquest.effective import Effective, Part, PartKind
from desktop.editor.base import fmt
from desktop.labels import label
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.wording import Words, fill

CONTEXT = "HeroQuestWords"

OUTCOME_COLOURS: dict[Outcome, QColor] = {
    Outcome.COMPLETE_VICTORY: QColor("#1f7a1f"), Outcome.MAJOR_VICTORY: QColor("#2f8f2f"),
    Outcome.MINOR_VICTORY: QColor("#4fa64f"), Outcome.MARGINAL_VICTORY: QColor("#86c186"),
    Outcome.TIE: QColor("#9a9a9a"), Outcome.MARGINAL_DEFEAT: QColor("#e0a070"),
    Outcome.MINOR_DEFEAT: QColor("#d07a40"), Outcome.MAJOR_DEFEAT: QColor("#c04a2a"),
    Outcome.COMPLETE_DEFEAT: QColor("#a02020"),
}
"""Victories green, a tie grey, defeats orange to red: the odds chart reads at a glance."""



def odds_rows(odds: dict[Outcome, Fraction], *, only_possible: bool = False) -> list[tuple[str, Fraction, QColor]]:
    """Rows for the OddsChart, best level first (`only_possible`: leave out levels at 0)."""
    return [(label(level), chance, OUTCOME_COLOURS[level]) for level, chance in odds.items()
            if chance or not only_possible]


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
    if part.kind is PartKind.AUGMENT:
        return QCoreApplication.translate("HeroQuestWords", "Augment")
    if part.kind is PartKind.SKILL_SPIRIT:
        return fmt(QCoreApplication.translate("HeroQuestWords", "Skill spirit's power on %1"), part.ability.name if part.ability else "")
    if part.kind is PartKind.INITIATE:
        return fmt(QCoreApplication.translate("HeroQuestWords", "Initiate of %1: improvised use (HQ-27)"), part.ability.name if part.ability else "")
    return part.text


def effective_lines(effective: Effective) -> list[str]:
    """`17W as written`, one signed line per part, `= 14W` (HQ-21)."""
    if effective.rolled_with is not None:
        lines = [fmt(QCoreApplication.translate("HeroQuestWords", "%1 of %2"), effective.base, effective.rolled_with.name)]
    else:
        lines = [fmt(QCoreApplication.translate("HeroQuestWords", "%1 as written"), effective.base)]
    lines += [f"{part.modifier:+d}  {part_text(part)}" for part in effective.parts]
    if effective.bumps:
        lines.append(QCoreApplication.translate("HeroQuestWords", "%n automatic bump(s) (injured)", "", effective.bumps))
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


def cell_text(own: Result, other: Result) -> str:
    """The table cell: `Success against failure`."""
    return fmt(QCoreApplication.translate("HeroQuestWords", "%1 against %2"), label(own), label(other).lower())


def result_line(name: str, roll: int, rolled: Result, result: Result) -> str:
    """`Vasana rolled 7: success` or `… 1: critical, bumped to …`."""
    if rolled is result:
        return fmt(QCoreApplication.translate("HeroQuestWords", "%1 rolled %2: %3"), name, roll, label(result).lower())
    return fmt(QCoreApplication.translate("HeroQuestWords", "%1 rolled %2: %3, bumped to %4"), name, roll, label(rolled).lower(), label(result).lower())


def consequence_lines(character: Character, plan: Consequence) -> list[str]:
    """What applying `plan` will change on `character`, one line each."""
    lines = [fmt(QCoreApplication.translate("HeroQuestWords", "Outcome: %1"), label(plan.level))]
    if plan.hero_points:
        lines.append(QCoreApplication.translate("HeroQuestWords", "Spends %n hero point(s)", "", plan.hero_points))
    if plan.uses_fetish and plan.ability_id:
        lines.append(QCoreApplication.translate("HeroQuestWords", "The fetish loses one use"))
    if plan.ends_benefits:
        lines.append(QCoreApplication.translate("HeroQuestWords", "Lingering benefits on the ability used end (contest lost)"))
    if plan.ability_points:
        lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "Strike: %1 ability points"), plan.ability_points))
    if plan.wounds:
        lines.append(QCoreApplication.translate("HeroQuestWords", "%n wound(s) taken: hurt", "", plan.wounds))
    if plan.state is not None:
        lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "State of adversity: %1 (%2)"), label(plan.state), label(plan.scale)))
    if plan.benefit and plan.benefit_ability_id:
        ability = character.heroquest.ability(plan.benefit_ability_id)
        lines.append(fmt(QCoreApplication.translate("HeroQuestWords", "Lingering benefit +%1 on %2"), plan.benefit, ability.name if ability else ""))
    if len(lines) == 1:
        lines.append(QCoreApplication.translate("HeroQuestWords", "No change to the sheet"))
    return lines


# -- Events and refusals of the HQ rules (desktop.wording) -------------------------------------------

_EV = "HeroQuestEvents"


def _item(p: dict[str, object]) -> str:
    """An HQ-26 improvement row in words."""
    from desktop.heroquest.improve_dialog import ROWS  # the rows' words live with the dialog that offers them

    row = ROWS.get(str(p.get("item")))
    return QCoreApplication.translate("ImproveDialog", row) if row is not None else str(p.get("item"))


def _with_item(template: str) -> Callable[[dict[str, Any]], str]:
    return lambda p: fill(QCoreApplication.translate("HeroQuestEvents", template), {**p, "item": _item(p)})


EVENTS = Words(_EV, {
    "hq.improvement_kept": _with_item(QT_TRANSLATE_NOOP("HeroQuestEvents", "{item}: made permanent, {cost} hero points paid")),
    "hq.improvement_ended": _with_item(QT_TRANSLATE_NOOP("HeroQuestEvents", "temporary improvement ended: {item}")),
    "hq.rating_back": QT_TRANSLATE_NOOP("HeroQuestEvents", "{ability} {before} → {after}"),
    "hq.ability_removed": QT_TRANSLATE_NOOP("HeroQuestEvents", "{ability} removed"),
    "hq.flaw_back": QT_TRANSLATE_NOOP("HeroQuestEvents", "flaw {flaw} back at {rating}"),
})

REFUSALS = Words("HeroQuestRefusals", {
    "hq.pick_hurts": QT_TRANSLATE_NOOP("HeroQuestRefusals", "Pick the hurts to treat (HQ-22)."),
})
