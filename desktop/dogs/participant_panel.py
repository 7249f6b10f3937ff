"""One participant of a conflict: name, side, arena, what they must do, and their dice in hand
drawn as dice to pick; the kept reverse-the-blow die, help waiting for them, and fallout noted."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from talekeeper.core.rules.dogs import Conflict, HeldDie, Participant, whose_move
from talekeeper.desktop.dogs.dice_faces import HandView
from talekeeper.desktop.dogs.log_words import die_source, side_text
from talekeeper.desktop.widgets import fmt, plain_label
from talekeeper.desktop.words.labels import label


class ParticipantPanel(QFrame):
    """Shows one participant; `picked_changed(participant_id)` when their dice are picked."""

    picked_changed = Signal(str)

    def __init__(self, participant: Participant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.participant_id = participant.id
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        top = QHBoxLayout()
        self.title = plain_label(name=self.tr("Participant"))
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.title, 1)
        top.addWidget(self.status)
        layout.addLayout(top)
        row = QHBoxLayout()
        self.hand = HandView(name=fmt(self.tr("Dice in %1's hand"), participant.name))
        self.hand.picked_changed.connect(lambda: self.picked_changed.emit(self.participant_id))
        self.extra = HandView(name=fmt(self.tr("%1's kept and help dice"), participant.name))
        self.extra_caption = QLabel(self.tr("Kept / help:"))
        row.addWidget(self.hand, 1)
        row.addWidget(self.extra_caption)
        row.addWidget(self.extra)
        layout.addLayout(row)
        self.notes = plain_label(name=fmt(self.tr("%1's notes"), participant.name))
        layout.addWidget(self.notes)

    def set_acting(self, acting: bool) -> None:
        """Outline the panel of the participant who acts now."""
        self.setStyleSheet("ParticipantPanel { border: 2px solid palette(highlight); }" if acting else "")

    def show_participant(self, conflict: Conflict, acting: bool) -> None:
        p = conflict.participant(self.participant_id)
        self.title.setText(fmt(self.tr("%1 — %2 — %3"), p.name, side_text(p.side), label(p.arena)))
        waiting = self.participant_id in whose_move(conflict)
        if p.gave:
            status = self.tr("gave")
        elif p.out:
            status = self.tr("out of dice")
        elif conflict.finished:
            status = self.tr("won") if p.side == conflict.winner_side else self.tr("lost")
        elif waiting:
            status = self.tr("to see") if conflict.current_raise else self.tr("to raise")
        else:
            status = ""
        self.status.setText(status)
        self.set_acting(acting)
        self.hand.set_dice(p.hand, lambda d: die_source(p, d), pickable=p.active and not conflict.finished)
        extra: list[HeldDie] = [*(p.kept.dice if p.kept else ()), *conflict.help_for(p.id)]
        self.extra.set_dice(extra, lambda d: die_source(p, d), pickable=False)
        self.extra.setVisible(bool(extra))
        self.extra_caption.setVisible(bool(extra))
        notes = []
        if p.kept:
            notes.append(fmt(self.tr("Kept from reversing the blow: %1 (joins the next raise)"), p.kept.total))
        if p.raise_with_one:
            notes.append(self.tr("Helped an ally: the next raise is made with one die"))
        if p.fallout:
            notes.append(fmt(self.tr("Fallout noted: %1"), p.fallout_dice))
        if p.follow_up_die:
            notes.append(fmt(self.tr("Keeps a %1 (d%2) for a follow-up conflict"), p.follow_up_die.value, p.follow_up_die.size))
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
