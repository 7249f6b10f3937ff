"""The moves of the acting participant: raise (DV-8), see (DV-9, with the DV-31 preview), give
(DV-12), out of dice (DV-10), help (DV-15). Dice are picked in the participant's hand; each move
is a core operation, previewed (without applying) to enable its button and say why not, then
run as one undo step.

DV-9 (issue 15): the kind of a raise follows the raiser's arena (`DV9_ARENA_BLOW`: fighting is
physical, weapons a deadly weapon); the user changes it deliberately for the raise at hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from talekeeper.core.operations import dogs as ops
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.rules.dogs import DV9_ARENA_BLOW, BlowKind, Conflict, own_dice_for_raise, whose_move
from talekeeper.desktop.dogs.conflict_session import ConflictSession
from talekeeper.desktop.dogs.see_preview import SeePreview
from talekeeper.desktop.widgets import fmt, plain_label
from talekeeper.desktop.words.labels import combo_member, fill_combo, select_member


def _labelled(form: QFormLayout, text: str, widget: QWidget) -> None:
    caption = QLabel(text)
    caption.setBuddy(widget)
    widget.setAccessibleName(text.replace("&", ""))
    form.addRow(caption, widget)


class MovesPanel(QWidget):
    """`acting` is the participant who moves; `picked()` the dice picked in their hand."""

    def __init__(self, session: ConflictSession, picked: Callable[[str], list[int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.picked = picked
        self._blow_for: tuple[str | None, int] | None = None
        """(raiser, log length) the kind of raise was set for: the user's choice lasts until then."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.acting = QComboBox()
        _labelled(form, self.tr("&Who acts"), self.acting)
        self.narration = QLineEdit()
        self.narration.setPlaceholderText(self.tr("What happens (said at the table)"))
        _labelled(form, self.tr("&Narration"), self.narration)
        layout.addLayout(form)

        raise_box = QGroupBox(self.tr("Raise: put forward two dice"))
        raise_form = QFormLayout(raise_box)
        self.blow = QComboBox()
        fill_combo(self.blow, BlowKind)
        self.blow.activated.connect(lambda _i: self.update_moves())
        _labelled(raise_form, self.tr("&Kind of raise"), self.blow)
        self.targets = QComboBox()
        _labelled(raise_form, self.tr("A&gainst"), self.targets)
        self.raise_info = plain_label(name=self.tr("The raise so far"))
        raise_form.addRow(self.raise_info)
        self.raise_button = QPushButton(self.tr("&Raise"))
        raise_form.addRow(self.raise_button)
        layout.addWidget(raise_box)

        see_box = QGroupBox(self.tr("See: put forward dice totalling the raise"))
        see_layout = QVBoxLayout(see_box)
        self.preview = SeePreview()
        see_layout.addWidget(self.preview)
        self.see_button = QPushButton(self.tr("&See"))
        see_layout.addWidget(self.see_button)
        layout.addWidget(see_box)

        other = QGroupBox(self.tr("Give, run out, help"))
        other_layout = QVBoxLayout(other)
        row = QHBoxLayout()
        self.give_button = QPushButton(self.tr("Gi&ve"))
        self.give_button.setToolTip(self.tr("Take no blow and lose the stakes (DV-12)"))
        self.out_button = QPushButton(self.tr("&Out of Dice"))
        self.out_button.setToolTip(self.tr("Cannot raise or see and nothing left to bring in: lose, taking no blow (DV-10)"))
        row.addWidget(self.give_button)
        row.addWidget(self.out_button)
        other_layout.addLayout(row)
        row = QHBoxLayout()
        self.ally = QComboBox()
        self.ally.setAccessibleName(self.tr("Ally to help"))
        self.help_button = QPushButton(self.tr("&Help Ally with the Picked Die"))
        row.addWidget(self.ally, 1)
        row.addWidget(self.help_button)
        other_layout.addLayout(row)
        layout.addWidget(other)

        self.raise_button.clicked.connect(lambda: self._do(ops.raise_dice, self._raising()))
        self.see_button.clicked.connect(lambda: self._do(ops.see, self._seeing()))
        self.give_button.clicked.connect(lambda: self._do(ops.give, self._giving()))
        self.out_button.clicked.connect(lambda: self._do(ops.run_out, self._giving()))
        self.help_button.clicked.connect(lambda: self._do(ops.help_ally, self._helping()))

    # -- the inputs of each move ---------------------------------------------------------------

    def acting_id(self) -> str | None:
        data = self.acting.currentData()
        return str(data) if data is not None else None

    def _words(self) -> str:
        return self.narration.text().strip()

    def _picked_now(self) -> tuple[int, ...]:
        who = self.acting_id()
        if who is None:
            return ()
        held = {d.id for d in self.session.conflict.participant(who).hand}
        return tuple(i for i in self.picked(who) if i in held)

    def _raising(self) -> ops.Raising:
        target = self.targets.currentData()
        return ops.Raising(self.acting_id() or "", self._picked_now(), combo_member(self.blow, BlowKind),
                           None if target is None else (target,), self._words())

    def _seeing(self) -> ops.Seeing:
        return ops.Seeing(self.acting_id() or "", self._picked_now(), self._words())

    def _giving(self) -> ops.Giving:
        return ops.Giving(self.acting_id() or "", self._words())

    def _helping(self) -> ops.Helping:
        return ops.Helping(self.acting_id() or "", self.ally.currentData() or "", self._picked_now(), self._words())

    # -- state ---------------------------------------------------------------------------------

    def show_conflict(self, conflict: Conflict) -> None:
        """Refill the choices; the acting participant follows whose move it is."""
        current = self.acting_id()
        due = whose_move(conflict)
        self.acting.blockSignals(True)
        self.acting.clear()
        for p in conflict.active():
            self.acting.addItem(fmt(self.tr("%1  (to move)"), p.name) if p.id in due else p.name, p.id)
        wanted = current if current in due or not due else due[0]
        index = self.acting.findData(wanted)
        self.acting.setCurrentIndex(max(0, index))
        self.acting.blockSignals(False)
        self.update_moves()

    def _follow_arena(self, conflict: Conflict, who: str) -> None:
        """DV-9: the kind of raise is the raiser's arena's, until the user chooses another for this raise."""
        key = (who, len(conflict.log))
        if self._blow_for != key:
            self._blow_for = key
            select_member(self.blow, DV9_ARENA_BLOW[conflict.participant(who).arena])

    def update_moves(self) -> None:
        conflict = self.session.conflict
        who = self.acting_id()
        active = who is not None and not conflict.finished
        self.narration.setEnabled(active)
        self.targets.clear()
        self.ally.clear()
        if not active:
            for widget in (self.raise_button, self.see_button, self.help_button, self.give_button, self.out_button):
                widget.setEnabled(False)
            self.raise_info.setText("")
            self.preview.clear()
            return
        assert who is not None
        me = conflict.participant(who)
        self._follow_arena(conflict, who)
        opponents = conflict.opponents(who)
        if len(opponents) > 1:
            self.targets.addItem(self.tr("Everyone on the other sides"), None)
        for o in opponents:
            self.targets.addItem(o.name, o.id)
        for ally in conflict.active():
            if ally.side == me.side and ally.id != who:
                self.ally.addItem(ally.name, ally.id)
        picked = self._picked_now()
        can_raise_now = conflict.current_raise is None and conflict.to_raise == who
        if can_raise_now:
            kept = me.kept.total if me.kept else 0
            helped = sum(d.value for d in conflict.help_for(who))
            total = sum(me.die(i).value for i in picked) + kept + helped
            info = fmt(self.tr("Pick %n die(s) from hand. Picked: %1, raise total %2.", None, own_dice_for_raise(conflict, who)), len(picked), total)
            if kept:
                info += " " + fmt(self.tr("The kept %1 joins."), kept)
            if helped:
                info += " " + fmt(self.tr("Help adds %1."), helped)
            self.raise_info.setText(info)
        else:
            self.raise_info.setText(self.tr("Not this participant's raise now."))
        self.raise_button.setEnabled(can_raise_now and self._allowed(ops.raise_dice, self._raising()))
        seeing = conflict.current_raise is not None and who in conflict.current_raise.waiting_for
        self.see_button.setEnabled(seeing and bool(picked) and self._allowed(ops.see, self._seeing()))
        self.preview.show_see(conflict, who, list(picked))
        self.give_button.setEnabled(self._allowed(ops.give, self._giving()))
        self.out_button.setEnabled(self._allowed(ops.run_out, self._giving()))
        self.help_button.setEnabled(self.ally.count() > 0 and bool(picked) and self._allowed(ops.help_ally, self._helping()))

    def _allowed(self, operation: Callable[[Table, Any], Outcome], inputs: object) -> bool:
        """Core would make this move now (previewed, nothing applied)."""
        return self.session.check(operation, inputs) is None

    # -- moves ---------------------------------------------------------------------------------

    def _do(self, operation: Callable[[Table, Any], Outcome], inputs: object) -> bool:
        if self.session.run(operation, inputs) is None:
            return False
        self.narration.clear()
        return True
