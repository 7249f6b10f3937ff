"""The conflict window's advice on request (DV-8..DV-10): for the side to act, whether it can still
win this arena with the dice already on the table, and a raise or see that keeps the win, or, when
it cannot, its other ways out. Off by default and remembered (some tables will not want it); worked
out off the GUI thread (`desktop.background`)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QVBoxLayout, QWidget

from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import Conflict
from talekeeper.core.rules.dogs.arena import ArenaOutcome, ArenaPosition, arena_outcome, arena_position
from talekeeper.desktop.background import Background
from talekeeper.desktop.settings import Settings
from talekeeper.desktop.widgets import fmt, plain_label
from talekeeper.desktop.words.wording import refusal_text


class ArenaAdvice(QWidget):
    """A toggle, and under it the advice for the participant whose move it is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.background = Background(self)
        self.conflict: Conflict | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.toggle = QCheckBox(self.tr("Show who can win this arena with the dice on the table"))
        self.toggle.setChecked(Settings.load().arena_advice)
        self.toggle.toggled.connect(self._toggled)
        self.advice = plain_label()
        self.assumes = plain_label(self.tr(
            "Best play: both sides choose their best raise and see, one on one in this arena, with only the dice "
            "already rolled (no new dice, escalation, helpers or giving)."))
        for widget in (self.toggle, self.advice, self.assumes):
            layout.addWidget(widget)
        self._shown()

    def _toggled(self, on: bool) -> None:
        settings = Settings.load()
        settings.arena_advice = on
        settings.save()
        self._shown()
        if self.conflict is not None:
            self.show_conflict(self.conflict)

    def _shown(self) -> None:
        on = self.toggle.isChecked()
        self.advice.setVisible(on)
        self.assumes.setVisible(on)

    def show_conflict(self, conflict: Conflict) -> None:
        self.conflict = conflict
        if not self.toggle.isChecked() or conflict.finished:
            self.background.cancel()
            self.advice.setText("")
            return
        position = arena_position(conflict)
        if position is None:
            self.background.cancel()
            self.advice.setText(self.tr("Who can win is worked out one on one only: two participants, no help given or offered."))
            return
        name = conflict.participant(position.to_act_id).name
        self.advice.setText(fmt(self.tr("Working out whether %1 can win…"), name))

        def work() -> ArenaOutcome:
            return arena_outcome(position.to_act, position.other, raise_total=position.raise_total, kept=position.kept)

        self.background.run(work, lambda outcome, error: self._show(name, position, outcome, error))

    def _show(self, name: str, position: ArenaPosition, outcome: ArenaOutcome | None, error: BaseException | None) -> None:
        if error is not None or outcome is None:
            if not isinstance(error, Refusal):
                raise error or RuntimeError("no advice")  # a bug: the application's handler logs and shows it once
            self.advice.setText(refusal_text(error))
            return
        if not outcome.wins or outcome.move is None:
            self.advice.setText(fmt(self.tr("%1 cannot win this arena with the dice on the table: give now (no blow), escalate, "
                                            "or bring in dice."), name))
            return
        self.advice.setText(fmt(self.tr("With the dice on the table %1 wins this arena. %2"), name, self.move_text(position, outcome)))

    def move_text(self, position: ArenaPosition, outcome: ArenaOutcome) -> str:
        move = outcome.move or ()
        faces = " + ".join(str(face) for face in move)
        if position.raise_total is None:
            if position.kept is not None:
                return fmt(self.tr("Raise with the kept %1 and a %2 (total %3)."), move[0], move[1], sum(move))
            return fmt(self.tr("Raise %1 (total %2)."), faces, sum(move))
        if len(move) == 1:
            return fmt(self.tr("See with the %1: reverse the blow, and keep it for the next raise."), move[0])
        if len(move) == 2:
            return fmt(self.tr("See with %1: block or dodge, no fallout."), faces)
        return fmt(self.tr("See with %1: take the blow, noting %2 fallout dice, the fewest of any winning see."), faces, outcome.fallout_dice)
