"""The end of a conflict in its window: who won, each character's fallout step (DV-16..DV-20),
a treatment conflict for anyone left needing one (DV-19), and for a loser who took no blow but
whose life was the stake, dying without fallout dice (DV-30) and their treatment."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from core.model.dogs import InjuryStage
from core.rules.dogs import ConflictError, Participant, note_life_lost, record_conflict_end, spend_follow_up_die
from desktop.dogs.fallout_dialog import FalloutDialog
from desktop.dogs.session import ConflictSession
from desktop.editor.base import fmt
from desktop.widgets import plain_label


class AftermathPanel(QGroupBox):
    """Shown when the conflict is over; one line per participant, with the step still to do."""

    def __init__(self, session: ConflictSession, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("After the conflict"), parent)
        self.session = session
        self._layout = QVBoxLayout(self)
        self.buttons: dict[str, QPushButton] = {}
        """Fallout buttons by participant id, and treatment buttons by character id."""
        self.dying_buttons: dict[str, QPushButton] = {}
        """DV-30: "their life was the stake" buttons by participant id."""
        self.kept_buttons: dict[str, QPushButton] = {}
        """DV-21: "give up the kept die" buttons by participant id."""
        self._rows: list[QWidget] = []
        self.hide()

    def show_conflict(self) -> None:
        conflict = self.session.conflict
        self.setVisible(conflict.finished)
        for row in self._rows:
            self._layout.removeWidget(row)
            row.hide()
            row.deleteLater()
        self._rows = []
        self.buttons = {}
        self.dying_buttons = {}
        self.kept_buttons = {}
        if not conflict.finished:
            return
        for p in conflict.participants:
            self._add_row(p)

    def _add_row(self, p: Participant) -> None:
        conflict = self.session.conflict
        path = self.session.path_of(p)
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        button: QPushButton | None = None
        if not p.fallout:
            text = fmt(self.tr("%1 took no blow."), p.name)
            lost = conflict.winner_side is not None and p.side != conflict.winner_side
            if lost and path is not None and conflict.treatment_of is None and self.session.character(path).dogs.injury is None:
                button = QPushButton(self.tr("Life Was the Stake: &Dying…"))
                button.setAccessibleName(fmt(self.tr("%1's life was the stake: dying, needs treatment"), p.name))
                button.setToolTip(self.tr("They lost a conflict over their life with no fallout dice: they are dying and need treatment against four dice for how they are dying plus the demonic influence (DV-30)"))
                button.clicked.connect(lambda _c=False, who=p: self._dying(who))
                self.dying_buttons[p.id] = button
        elif path is None:
            text = fmt(self.tr("%1 took blows (fallout %2); no sheet in the library to write it to."), p.name, p.fallout_dice)
        elif p.character_id in conflict.sheets_done:
            text = fmt(self.tr("%1: fallout written to the sheet."), p.name)
            injury = self.session.character(path).dogs.injury
            if injury is not None and injury.stage is InjuryStage.TREATMENT:
                text += " " + self.tr("Needs treatment.")
                button = QPushButton(fmt(self.tr("Start Treatment for %1…"), p.name))
                button.clicked.connect(lambda _c=False, where=path: self._treat(where))
                self.buttons[p.character_id or ""] = button
        else:
            text = fmt(self.tr("%1 took blows: fallout dice %2."), p.name, p.fallout_dice)
            button = QPushButton(fmt(self.tr("&Fallout for %1…"), p.name))
            button.clicked.connect(lambda _c=False, who=p: self._fallout(who))
            self.buttons[p.id] = button
        kept = p.follow_up_die
        if kept is not None and path is not None:  # DV-12 / DV-21
            text += " " + fmt(self.tr("Keeps a %1 on a d%2 for a follow-up conflict (offered when one starts)."), kept.value, kept.size)
            give_up = QPushButton(self.tr("&Give Up Kept Die"))
            give_up.setAccessibleName(fmt(self.tr("Give up the die %1 kept for a follow-up conflict"), p.name))
            give_up.setToolTip(self.tr("There will be no follow-up conflict: forget the kept die"))
            give_up.clicked.connect(lambda _c=False, who=p.id: self.session.act(lambda c: spend_follow_up_die(c, who)))
            self.kept_buttons[p.id] = give_up
        layout.addWidget(plain_label(text), 1)
        if button is not None:
            layout.addWidget(button)
        if kept is not None and path is not None:
            layout.addWidget(give_up)
        self._layout.addWidget(row)
        self._rows.append(row)

    def _fallout(self, participant: Participant) -> None:
        path = self.session.path_of(participant)
        if path is None:
            return
        conflict = self.session.conflict
        base = record_conflict_end(self.session.character(path), conflict, participant)
        result = FalloutDialog.ask(base, participant, conflict.stakes, self.window())
        if result is not None:
            self.session.apply_fallout(participant, result)

    def _treat(self, path) -> None:  # noqa: ANN001
        from desktop.dogs.treatment_dialog import start_treatment

        start_treatment(self.session.window, path)

    def _dying(self, participant: Participant) -> None:
        """DV-30: one undoable step puts the dying on the sheet, then the treatment starts."""
        path = self.session.path_of(participant)
        if path is None:
            return
        try:
            after = note_life_lost(self.session.character(path), self.session.conflict.stakes)
        except ConflictError as error:
            self.session.problem.emit(str(error))
            return
        self.session.window.workspace.apply(fmt(self.tr("%1 is dying"), after.name), {path: after})
        self.show_conflict()
        self._treat(path)
