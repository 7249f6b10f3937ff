"""The moves of the acting participant: raise (DV-8), see (DV-9, with the DV-31 preview), give
(DV-12), out of dice (DV-10), help (DV-15). Dice are picked in the participant's hand; every
move is a core function, and a refusal says why."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from core.rules.dogs import BlowKind, Conflict, give, help_ally, own_dice_for_raise, raise_dice, run_out, see, whose_move
from desktop.dogs.see_preview import SeePreview
from desktop.dogs.session import ConflictSession
from desktop.editor.base import fmt
from desktop.labels import combo_member, fill_combo
from desktop.widgets import plain_label


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

        self.raise_button.clicked.connect(self._raise)
        self.see_button.clicked.connect(self._see)
        self.give_button.clicked.connect(lambda: self._do(lambda c, who, words: give(c, who, narration=words)))
        self.out_button.clicked.connect(lambda: self._do(lambda c, who, words: run_out(c, who, narration=words)))
        self.help_button.clicked.connect(self._help)

    # -- state ---------------------------------------------------------------------------------

    def acting_id(self) -> str | None:
        return self.acting.currentData()

    def show_conflict(self, conflict: Conflict) -> None:
        """Refill the choices; the acting participant follows whose move it is."""
        current = self.acting_id()
        due = whose_move(conflict)
        self.acting.blockSignals(True)
        self.acting.clear()
        for p in conflict.active():
            self.acting.addItem(p.name + (self.tr("  (to move)") if p.id in due else ""), p.id)
        wanted = current if current in due or not due else due[0]
        index = self.acting.findData(wanted)
        self.acting.setCurrentIndex(max(0, index))
        self.acting.blockSignals(False)
        self.update_moves()

    def update_moves(self) -> None:
        conflict = self.session.conflict
        who = self.acting_id()
        active = who is not None and not conflict.finished
        for widget in (self.give_button, self.out_button, self.narration):
            widget.setEnabled(active)
        self.targets.clear()
        self.ally.clear()
        if not active:
            for widget in (self.raise_button, self.see_button, self.help_button):
                widget.setEnabled(False)
            self.raise_info.setText("")
            self.preview.clear()
            return
        assert who is not None
        me = conflict.participant(who)
        can_raise_now = conflict.current_raise is None and conflict.to_raise == who
        opponents = conflict.opponents(who)
        if len(opponents) > 1:
            self.targets.addItem(self.tr("Everyone on the other sides"), None)
        for o in opponents:
            self.targets.addItem(o.name, o.id)
        for ally in conflict.active():
            if ally.side == me.side and ally.id != who:
                self.ally.addItem(ally.name, ally.id)
        held = {d.id for d in me.hand}
        picked = [i for i in self.picked(who) if i in held]
        need = own_dice_for_raise(conflict, who)
        kept = me.kept.total if me.kept else 0
        helped = sum(d.value for d in conflict.help_for(who))
        total = sum(me.die(i).value for i in picked) + kept + helped
        info = fmt(self.tr("Pick %1 dice from hand. Picked: %2, raise total %3."), need, len(picked), total)
        if kept:
            info += " " + fmt(self.tr("The kept %1 joins."), kept)
        if helped:
            info += " " + fmt(self.tr("Help adds %1."), helped)
        self.raise_info.setText(info if can_raise_now else self.tr("Not this participant's raise now."))
        self.raise_button.setEnabled(can_raise_now and len(picked) == need)
        seeing = conflict.current_raise is not None and who in conflict.current_raise.waiting_for
        self.see_button.setEnabled(seeing and bool(picked))
        self.preview.show_see(conflict, who, picked)
        self.help_button.setEnabled(self.ally.count() > 0 and len(picked) == 1)

    # -- moves ---------------------------------------------------------------------------------

    def _do(self, move: Callable[[Conflict, str, str], Conflict]) -> bool:
        who = self.acting_id()
        if who is None:
            return False
        words = self.narration.text().strip()
        if self.session.act(lambda c: move(c, who, words)):
            self.narration.clear()
            return True
        return False

    def _raise(self) -> None:
        who = self.acting_id() or ""
        dice = self.picked(who)
        blow = combo_member(self.blow, BlowKind) or BlowKind.NOT_PHYSICAL
        target = self.targets.currentData()
        targets = None if target is None else [target]
        self._do(lambda c, w, words: raise_dice(c, w, dice, blow=blow, targets=targets, narration=words))

    def _see(self) -> None:
        dice = self.picked(self.acting_id() or "")
        self._do(lambda c, w, words: see(c, w, dice, narration=words))

    def _help(self) -> None:
        dice = self.picked(self.acting_id() or "")
        ally = self.ally.currentData()
        if len(dice) == 1 and ally:
            self._do(lambda c, w, words: help_ally(c, w, ally, dice[0], narration=words))
