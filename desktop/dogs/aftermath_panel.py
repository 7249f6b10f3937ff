"""The end of a conflict in its window: who won, each character's fallout step (DV-16..DV-20),
and a treatment conflict for anyone left needing one (DV-19)."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from core.model.dogs import InjuryStage
from core.rules.dogs import Participant, record_conflict_end
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
        layout.addWidget(plain_label(text), 1)
        if button is not None:
            layout.addWidget(button)
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
