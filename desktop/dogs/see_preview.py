"""DV-9 / DV-31 before a see is confirmed: what the picked dice would make of it (reverse the
blow, block or dodge, take the blow), the fallout it would note, and the exact chance of each
fallout band and of experience for every fallout die the character would then hold."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget

from talekeeper.core.rules.dogs import (
    Conflict,
    ConflictError,
    FalloutBand,
    band_odds,
    experience_odds,
    fallout_dice_from_see,
    fallout_if_seen,
    fallout_odds,
    see_kind,
)
from talekeeper.desktop.odds_chart import OddsChart
from talekeeper.desktop.widgets import WARNING_RED, fmt, plain_label
from talekeeper.desktop.words.labels import label

BAND_COLOURS = {
    FalloutBand.SHORT_TERM: QColor("#6a9f4b"),
    FalloutBand.LONG_TERM: QColor("#c49a1a"),
    FalloutBand.INJURY: QColor("#d9771e"),
    FalloutBand.TREATMENT: QColor(WARNING_RED),
    FalloutBand.DEATH: QColor("#444444"),
}
EXPERIENCE_COLOUR = QColor("#3a6fb2")


class SeePreview(QWidget):
    """Redrawn with `show_see(conflict, participant_id, die_ids)`; `text()` for tests and readers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = plain_label(name=self.tr("What this see would do"))
        self.odds_caption = plain_label()
        self.chart = OddsChart(name=self.tr("Fallout odds after this see"))
        layout.addWidget(self.summary)
        layout.addWidget(self.odds_caption)
        layout.addWidget(self.chart)

    def text(self) -> str:
        return "\n".join(x for x in (self.summary.text(), self.odds_caption.text(), self.chart.accessibleDescription()) if x)

    def clear(self, message: str = "") -> None:
        self.summary.setText(message)
        self.odds_caption.setText("")
        self.chart.set_rows([])
        self.chart.hide()

    def show_see(self, conflict: Conflict, participant_id: str, die_ids: Sequence[int]) -> None:
        table = conflict.current_raise
        if table is None or participant_id not in table.waiting_for:
            self.clear()
            return
        if not die_ids:
            self.clear(fmt(self.tr("Pick dice totalling at least %1 to see the raise."), table.total))
            return
        p = conflict.participant(participant_id)
        try:
            chosen = [p.die(i) for i in die_ids]
        except ConflictError:
            self.clear()
            return
        helpers = len(conflict.help_for(participant_id))
        total = sum(d.value for d in chosen) + sum(d.value for d in conflict.help_for(participant_id))
        kind = see_kind(len(chosen) + helpers, helper_dice=helpers)
        noted = fallout_dice_from_see(len(chosen) + helpers, table.fallout_die, helper_dice=helpers)
        reach = self.tr("reaches the raise") if total >= table.total else fmt(self.tr("is %1 short of the raise"), table.total - total)
        lines = [fmt(self.tr("%n die(s) = %1, which %2 of %3.", None, len(chosen) + helpers), total, reach, table.total)]
        lines.append(fmt(self.tr("This see would be: %1."), label(kind)))
        lines.append(fmt(self.tr("Fallout noted: %1."), noted) if noted else self.tr("No fallout noted."))
        self.summary.setText("\n".join(lines))
        held = fallout_if_seen(conflict, participant_id, die_ids)
        odds = fallout_odds(held)
        if not odds:
            self.odds_caption.setText(self.tr("No fallout dice would be held: no fallout after the conflict."))
            self.chart.set_rows([])
            self.chart.hide()
            return
        self.odds_caption.setText(fmt(self.tr("Fallout after the conflict with %1 (exact odds):"), held))
        rows = [(label(band), chance, BAND_COLOURS[band]) for band, chance in band_odds(odds).items()]
        rows.append((self.tr("Experience (a 1 shows)"), experience_odds(odds), EXPERIENCE_COLOUR))
        self.chart.set_rows(rows)
        self.chart.show()
