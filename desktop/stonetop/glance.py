"""At a glance (issue 6): small marks for the roster that say who is hurt without opening sheets —
debilities (ST-7), the worst HQ state (HQ-20), open problematic wounds (ST-8), a DV injury or
pending treatment (DV-19), and out of action, Death's Door or dead (ST-5, ST-6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen

from talekeeper.core.model import Debility, HarmStatus, StateLevel
from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.storage import CharacterSummary
from talekeeper.desktop.widgets import WARNING_RED, fmt
from talekeeper.desktop.words.labels import label

AMBER = QColor("#c49a1a")
RED = QColor(WARNING_RED)
DARK_RED = QColor("#7a1010")
GREY = QColor("#6b6b6b")
BLACK = QColor("#202020")
WHITE = QColor("#ffffff")

_STATE_COLOURS = {
    StateLevel.DAZED: AMBER,
    StateLevel.HURT: AMBER,
    StateLevel.IMPAIRED: QColor("#d06a1a"),
    StateLevel.INJURED: RED,
    StateLevel.DYING: DARK_RED,
    StateLevel.DEAD: BLACK,
}
_STATUS_COLOURS = {HarmStatus.OUT_OF_ACTION: GREY, HarmStatus.DEATHS_DOOR: DARK_RED, HarmStatus.DEAD: BLACK}



@dataclass(frozen=True)
class Mark:
    """One mark: its short text on the badge, its colour, and the words for tooltips and readers."""

    short: str
    colour: QColor
    words: str
    round: bool = False
    gash: bool = False


def marks(entry: CharacterSummary) -> list[Mark]:
    """The marks for one roster entry, most serious first."""
    found: list[Mark] = []
    if entry.harm_status in _STATUS_COLOURS:
        short = {HarmStatus.OUT_OF_ACTION: QCoreApplication.translate("Glance", "Out"), HarmStatus.DEATHS_DOOR: QCoreApplication.translate("Glance", "Death's Door"), HarmStatus.DEAD: QCoreApplication.translate("Glance", "Dead")}[entry.harm_status]
        found.append(Mark(short, _STATUS_COLOURS[entry.harm_status], label(entry.harm_status)))
    if entry.dv_injury is not None:
        short = {InjuryStage.BODY_ROLL: QCoreApplication.translate("Glance", "DV: Body"), InjuryStage.TREATMENT: QCoreApplication.translate("Glance", "DV: treat"), InjuryStage.DYING: QCoreApplication.translate("Glance", "DV: dying"), InjuryStage.DEAD: QCoreApplication.translate("Glance", "DV: dead")}[entry.dv_injury]
        found.append(Mark(short, DARK_RED if entry.dv_injury is not InjuryStage.BODY_ROLL else RED, label(entry.dv_injury)))
    if entry.worst_state is not None:
        found.append(Mark(label(entry.worst_state), _STATE_COLOURS[entry.worst_state], fmt(QCoreApplication.translate("Glance", "HeroQuest: %1"), label(entry.worst_state))))
    if entry.open_wounds:
        found.append(Mark(str(entry.open_wounds), RED, fmt(QCoreApplication.translate("Glance", "Problematic wounds not stabilised: %1"), entry.open_wounds), gash=True))
    letters = {Debility.WEAKENED: QCoreApplication.translate("Glance", "W"), Debility.DAZED: QCoreApplication.translate("Glance", "D"), Debility.MISERABLE: QCoreApplication.translate("Glance", "M")}
    found.extend(Mark(letters[d], AMBER, label(d), round=True) for d in entry.debilities)
    return found


def paint_marks(painter: QPainter, rect: QRectF, entry: CharacterSummary, metrics: QFontMetrics, first: Sequence[Mark] = ()) -> float:
    """Paint the marks right-aligned in `rect` (`first`, then the entry's), as many as fit;
    returns the width used."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    height = rect.height()
    x = rect.right()
    for mark in [*first, *marks(entry)]:
        text_width = metrics.horizontalAdvance(mark.short)
        width = height if mark.round else text_width + 8 + (height * 0.6 if mark.gash else 0)
        if x - width < rect.left():
            break
        badge = QRectF(x - width, rect.top(), width, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mark.colour)
        if mark.round:
            painter.drawEllipse(badge)
        else:
            painter.drawRoundedRect(badge, height / 3, height / 3)
        painter.setPen(WHITE)
        text_rect = badge
        if mark.gash:
            pen = QPen(WHITE, max(1.5, height / 8))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            left = badge.left() + 4
            painter.drawLine(QPointF(left, badge.bottom() - 3), QPointF(left + height * 0.5, badge.top() + 3))
            text_rect = badge.adjusted(height * 0.6, 0, 0, 0)
            painter.setPen(WHITE)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, mark.short)
        x -= width + 3
    painter.restore()
    return rect.right() - x
