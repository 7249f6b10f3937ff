"""The end of a conflict in its window: who won, each character's fallout step (DV-16..DV-20),
a treatment conflict for anyone left needing one (DV-19), a die kept for a follow-up (DV-21), and
for a loser whose life the users said was at stake and who took no blow, dying without fallout
dice (DV-30) and their treatment. Core says who is dying (`lost_life`); each step is one undo step."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from talekeeper.core.model.enums import InjuryStage
from talekeeper.core.operations import dogs as ops
from talekeeper.core.rules.dogs import Participant, lost_life
from talekeeper.desktop.dogs.conflict_session import ConflictSession
from talekeeper.desktop.dogs.fallout_dialog import FalloutDialog
from talekeeper.desktop.widgets import fmt, plain_label


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
        self.buttons, self.dying_buttons, self.kept_buttons = {}, {}, {}
        if not conflict.finished:
            return
        for p in conflict.participants:
            self._add_row(*self._row(p))

    def _add_row(self, *widgets: QWidget) -> None:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        for number, widget in enumerate(widgets):
            layout.addWidget(widget, 1 if number == 0 else 0)
        self._layout.addWidget(row)
        self._rows.append(row)

    def _row(self, p: Participant) -> list[QWidget]:
        conflict = self.session.conflict
        sheet = self.session.sheet(p.character_id)
        buttons: list[QWidget] = []
        if not p.fallout:
            text = fmt(self.tr("%1 took no blow."), p.name)
            if sheet is not None and lost_life(conflict, p) and sheet.dogs.injury is None:
                button = QPushButton(self.tr("Life Was the Stake: &Dying…"))
                button.setAccessibleName(fmt(self.tr("%1's life was the stake: dying, needs treatment"), p.name))
                button.setToolTip(self.tr("They lost a conflict over their life with no fallout dice: they are dying and need treatment against four dice for how they are dying plus the demonic influence (DV-30)"))
                button.clicked.connect(lambda _c=False, who=p: self._dying(who))
                self.dying_buttons[p.id] = button
                buttons.append(button)
        elif sheet is None:
            text = fmt(self.tr("%1 took blows (fallout %2); no sheet in the library to write it to."), p.name, p.fallout_dice)
        elif p.character_id in conflict.sheets_done or self.session.gone:  # no file: everything is on the sheets
            text = fmt(self.tr("%1: fallout written to the sheet."), p.name)
            if sheet.dogs.injury is not None and sheet.dogs.injury.stage is InjuryStage.TREATMENT:
                text += " " + self.tr("Needs treatment.")
                button = QPushButton(fmt(self.tr("Start Treatment for %1…"), p.name))
                button.clicked.connect(lambda _c=False, who=p.character_id: self._treat(who))
                self.buttons[p.character_id or ""] = button
                buttons.append(button)
        else:
            text = fmt(self.tr("%1 took blows: fallout dice %2."), p.name, p.fallout_dice)
            button = QPushButton(fmt(self.tr("&Fallout for %1…"), p.name))
            button.clicked.connect(lambda _c=False, who=p: self._fallout(who))
            self.buttons[p.id] = button
            buttons.append(button)
        kept = p.follow_up_die
        if kept is not None and sheet is not None:  # DV-12 / DV-21
            text += " " + fmt(self.tr("Keeps a %1 on a d%2 for a follow-up conflict (offered when one starts)."), kept.value, kept.size)
            give_up = QPushButton(self.tr("&Give Up Kept Die"))
            give_up.setAccessibleName(fmt(self.tr("Give up the die %1 kept for a follow-up conflict"), p.name))
            give_up.setToolTip(self.tr("There will be no follow-up conflict: forget the kept die"))
            give_up.clicked.connect(lambda _c=False, who=p.id: self.session.run(ops.give_up_kept, ops.GivingUpKept(who)))
            self.kept_buttons[p.id] = give_up
            buttons.append(give_up)
        return [plain_label(text), *buttons]

    def _fallout(self, participant: Participant) -> None:
        self.session.ask_and_run(FalloutDialog, self.window(), participant=participant)

    def _treat(self, character_id: str | None) -> None:
        from talekeeper.desktop.dogs.treatment_dialog import start_treatment

        path = self.session.path_of(character_id)
        if path is not None:
            start_treatment(self.session.runner, path)

    def _dying(self, participant: Participant) -> None:
        """DV-30: one undoable step puts the dying on the sheet, then the treatment starts."""
        if self.session.run(ops.life_lost, ops.LifeLost(participant.id)) is not None:
            self.show_conflict()
            self._treat(participant.character_id)
