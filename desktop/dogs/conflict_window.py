"""The conflict window: the stakes, everyone's dice as dice to pick, the raise on the table, the
moves of whoever acts, a log of who did what, and at the end the fallout step (DV-6..DV-20).

Every move is one undo step (the window has Undo and Redo too: the library window's stack); the
window redraws from the conflict's play file, so undoing a move shows at once. Closing keeps the
conflict in the library's play folder to resume later (Play > Resume Conflict).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.operations import dogs as ops
from talekeeper.core.rules.dogs import Conflict, whose_move
from talekeeper.desktop.dogs.aftermath_panel import AftermathPanel
from talekeeper.desktop.dogs.arena_advice import ArenaAdvice
from talekeeper.desktop.dogs.bring_panel import BringPanel
from talekeeper.desktop.dogs.conflict_session import ConflictSession
from talekeeper.desktop.dogs.log_words import dice_text, log_line, winners
from talekeeper.desktop.dogs.moves import MovesPanel
from talekeeper.desktop.dogs.participant_panel import ParticipantPanel
from talekeeper.desktop.dogs.roll_panel import RollPanel
from talekeeper.desktop.fields import MessageLabel
from talekeeper.desktop.focus_order import tab_in_layout_order
from talekeeper.desktop.widgets import emphasised, fmt, follow_current_item, open_at, plain_label, redo_keys
from talekeeper.desktop.words.labels import label


class ConflictWindow(QMainWindow):
    """A window of its own over the library window; `session.conflict` is the state. (A main
    window, so screen readers are told it is a window, not a nameless panel.)"""

    def __init__(self, session: ConflictSession, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session = session
        session.setParent(self)
        self.setWindowTitle(fmt(self.tr("Conflict: %1"), session.conflict.stakes))
        self.setAccessibleName(self.tr("Conflict"))
        body = QWidget()
        self.setCentralWidget(body)
        outer = QVBoxLayout(body)
        self.stakes = emphasised(plain_label(), 1.25)  # "At stake: ...", heard as shown
        self.turn = plain_label(name=self.tr("Whose move it is"))
        outer.addWidget(self.stakes)
        outer.addWidget(self.turn)
        splitter = QSplitter()
        outer.addWidget(splitter, 1)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.people = QWidget()
        self.people_layout = QVBoxLayout(self.people)
        self.panels: dict[str, ParticipantPanel] = {}
        for p in session.conflict.participants:
            panel = ParticipantPanel(p)
            panel.picked_changed.connect(self._picked)
            self.panels[p.id] = panel
            self.people_layout.addWidget(panel)
        self.people_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Participants"))
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.people)
        left_layout.addWidget(scroll, 3)
        self.table = plain_label(name=self.tr("The raise on the table"))
        left_layout.addWidget(self.table)
        self.advice = ArenaAdvice()
        left_layout.addWidget(self.advice)
        self.log = QListWidget()
        follow_current_item(self.log)
        self.log.setAccessibleName(self.tr("Log of the conflict"))
        self.log.setWordWrap(True)
        left_layout.addWidget(self.log, 2)
        splitter.addWidget(left)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        self.order = QComboBox()
        self.order.setAccessibleName(self.tr("Who raises first among the tied"))
        self.order.activated.connect(self._choose_first)
        right_layout.addWidget(self.order)
        self.roll = RollPanel()
        self.roll.closed.connect(self.refresh)
        right_layout.addWidget(self.roll)
        self.moves = MovesPanel(session, self.picked)
        self.moves.acting.currentIndexChanged.connect(lambda _i: self._acting_changed())
        right_layout.addWidget(self.moves)
        self.bring = BringPanel(session, self.roll, self.moves.acting_id, self.moves.narration)
        right_layout.addWidget(self.bring)
        self.aftermath = AftermathPanel(session)
        right_layout.addWidget(self.aftermath)
        right_layout.addStretch(1)
        right_scroll = QScrollArea()
        right_scroll.setAccessibleName(self.tr("Moves"))
        right_scroll.setWidgetResizable(True)
        right_scroll.setWidget(right)
        splitter.addWidget(right_scroll)
        splitter.setSizes([560, 440])

        self.problem = MessageLabel()
        outer.addWidget(self.problem)
        outer.addLayout(self._buttons())
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)

        session.changed.connect(self.refresh)
        session.problem.connect(self.problem.say)
        open_at(self, 1100, 700)
        self.refresh()

    def _buttons(self) -> QHBoxLayout:
        """Undo and Redo of the library window's stack (every move is one step), and Close."""
        stack = self.session.runner.workspace.undo_stack
        self.undo_action = stack.createUndoAction(self, QCoreApplication.translate("Menus", "Undo"))  # as the Edit menu says it
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.redo_action = stack.createRedoAction(self, QCoreApplication.translate("Menus", "Redo"))
        self.redo_action.setShortcuts(redo_keys())
        buttons = QHBoxLayout()
        made = []
        for action in (self.undo_action, self.redo_action):
            self.addAction(action)
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
            made.append(button)
        self.undo_button, self.redo_button = made
        buttons.addStretch(1)
        self.close_button = QPushButton(self.tr("&Close (Resume Later)"))
        self.close_button.setAccessibleName(self.tr("Close the conflict window; the conflict is kept to resume later"))
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.close_button)
        return buttons

    # -- showing -------------------------------------------------------------------------------

    def picked(self, participant_id: str) -> list[int]:
        panel = self.panels.get(participant_id)
        return panel.hand.picked() if panel else []

    def refresh(self) -> None:
        conflict = self.session.conflict
        self.problem.say(None)
        self.stakes.setText(fmt(self.tr("At stake: %1"), conflict.stakes))
        self.turn.setText(self._turn_text(conflict))
        for panel in self.panels.values():
            panel.show_participant(conflict, False)  # hands first: picks of spent dice go
        self.moves.show_conflict(conflict)
        acting = self.moves.acting_id()
        for pid, panel in self.panels.items():
            panel.set_acting(pid == acting)
        self._show_table(conflict)
        self.advice.show_conflict(conflict)
        self.log.clear()
        for entry in conflict.log:
            self.log.addItem(log_line(conflict, entry))
        self.log.scrollToBottom()
        self._show_order(conflict)
        self.bring.show_conflict(conflict)
        undone = self.session.gone and not conflict.finished
        self.moves.setEnabled(not self.roll.pending and not undone)
        self.bring.setEnabled(not undone)
        self.aftermath.show_conflict()
        for widget in (self.moves, self.bring):
            widget.setVisible(not conflict.finished)
        tab_in_layout_order(self)  # the dice dealt take their place in Tab's order

    def _show_table(self, conflict: Conflict) -> None:
        table = conflict.current_raise
        if table is None:
            self.table.setText("")
            return
        raiser = conflict.participant(table.raiser_id).name
        against = ", ".join(conflict.participant(t).name for t in table.waiting_for)
        dice = [*(table.kept.dice if table.kept else ()), *table.dice, *table.help]
        self.table.setText(fmt(self.tr("On the table: %1 raises %2 (%3; %4), to be seen by %5"), raiser, table.total, dice_text(dice), label(table.blow), against))

    def _turn_text(self, conflict: Conflict) -> str:
        if self.session.gone and not conflict.finished:
            return self.tr("The start of this conflict was undone: Redo brings it back.")
        if conflict.finished:
            names = winners(conflict)
            return fmt(self.tr("Over: the stakes go to %1."), names) if names else self.tr("Over: nobody wins.")
        names = ", ".join(conflict.participant(w).name for w in whose_move(conflict))
        text = fmt(self.tr("%1 to see the raise."), names) if conflict.current_raise else fmt(self.tr("%1 to raise."), names)
        if conflict.rounds:
            order = ", ".join(conflict.participant(w).name for w in conflict.order)
            text = fmt(self.tr("Round %1 (order: %2). %3"), conflict.round, order, text)
        return text

    def _show_order(self, conflict: Conflict) -> None:
        """DV-14 Decision: tied participants are put in order by the users."""
        tie = conflict.ties[0] if conflict.ties and not conflict.raised_this_round and not conflict.current_raise else ()
        self.order.clear()
        self.order.setVisible(bool(tie))
        if tie:
            self.order.addItem(self.tr("Tied for the raising order: who raises first?"), None)
            for who in tie:
                self.order.addItem(conflict.participant(who).name, who)

    def _choose_first(self, _index: int) -> None:
        first = self.order.currentData()
        if first:
            self.session.run(ops.choose_order, ops.ChoosingOrder(first))

    def _picked(self, participant_id: str) -> None:
        """A die clicked in a hand: "Who acts" follows to its holder when that participant is due
        to move; the dice of one who is not (a raiser whose raise waits to be seen) stay unpicked."""
        conflict = self.session.conflict
        if participant_id != self.moves.acting_id() and self.picked(participant_id):
            due = whose_move(conflict)
            if participant_id not in due:
                self.panels[participant_id].hand.clear()
                names = ", ".join(conflict.participant(w).name for w in due)
                self.problem.say(fmt(self.tr("%1 has no move now: %2 acts."), conflict.participant(participant_id).name, names))
                return
            index = self.moves.acting.findData(participant_id)
            if index >= 0:
                self.moves.acting.setCurrentIndex(index)
                return
        self.moves.update_moves()

    def _acting_changed(self) -> None:
        acting = self.moves.acting_id()
        for pid, panel in self.panels.items():
            if pid != acting:
                panel.hand.clear()
            panel.set_acting(pid == acting)
        self.moves.update_moves()
        self.bring.show_conflict(self.session.conflict)

    # -- closing -------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.disconnect_all()  # the play file is written after every move: nothing to save
        event.accept()
