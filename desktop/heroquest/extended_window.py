"""The extended contest window (HQ-17..HQ-19): sides and members with their action points, the
action panels, the log; at the end the defeat levels' consequences go to every sheet involved.

The contest is a play file: every step runs a `core.operations.heroquest_extended` operation
through the runner, which saves the file at once and pushes one undo step, so closing loses
nothing (Resume Extended Contest opens it again) and undoing a step, or the consequences, puts
the file back; the window redraws whenever its file changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
)

from talekeeper.core.operations import heroquest_extended as ops
from talekeeper.core.operations.heroquest_extended import log_events
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.paths import printable
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import ExtendedContest, Member
from talekeeper.core.rules.heroquest.extended import defeat_level, exchange_choices
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.play import play_path, read_play, saved_plays
from talekeeper.desktop import messages
from talekeeper.desktop.heroquest.consequence_box import ConsequenceBox
from talekeeper.desktop.heroquest.contest_odds_panel import ContestOddsPanel
from talekeeper.desktop.heroquest.extended_panels import (
    ExchangePanel,
    FinalPanel,
    LendPanel,
    WoundsPanel,
)
from talekeeper.desktop.heroquest.member_panel import AddMemberPanel
from talekeeper.desktop.rules_dialog import Preview
from talekeeper.desktop.widgets import fmt, follow_current_item, open_at, plain_label
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import describe, outcome_lines, refusal_text

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner

COLUMNS = 8


class ExtendedContestWindow(QDialog):
    """A non-modal window over one `ExtendedContest` play file."""

    def __init__(self, runner: Runner, contest: ExtendedContest, file: Path | None = None, path: Path | None = None,
                 ability_id: str | None = None) -> None:
        super().__init__(runner.parent_widget())
        self.runner = runner
        self.sheets = runner.sheets()
        self.contest = contest
        self.initial = contest
        """The contest before its first saved step (what undoing that step comes back to)."""
        self.file = file
        self.setWindowTitle(self.tr("Extended Contest"))
        layout = QHBoxLayout(self)
        left, right = QVBoxLayout(), QVBoxLayout()
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        top = QFormLayout()
        self.title = QLineEdit(contest.title)
        self.title.setAccessibleName(self.tr("Title of the contest"))
        self.title.setPlaceholderText(self.tr("e.g. duel at the ford"))
        self.title.editingFinished.connect(self._retitle)
        self.heroic = QCheckBox(self.tr("Hero&ic contest (defeat levels from the loser's starting points, HQ-18)"))
        self.heroic.setChecked(contest.heroic)
        self.heroic.clicked.connect(lambda on: self.step(ops.setup, ops.SetUp(heroic=on)))
        top.addRow(self.tr("Title"), self.title)
        top.addRow(self.heroic)
        left.addLayout(top)
        self.table = QTableWidget(0, COLUMNS)
        follow_current_item(self.table)
        self.table.setAccessibleName(self.tr("Contestants"))
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move between cells
        self.table.setHorizontalHeaderLabels([self.tr("Side"), self.tr("Name"), self.tr("Ability"), self.tr("Rating"),
                                              self.tr("Start"), self.tr("AP"), self.tr("Edge"), self.tr("Standing")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        left.addWidget(self.table, 1)
        self.turn = plain_label(name=self.tr("Whose turn"))
        left.addWidget(self.turn)
        self.odds_slot = QVBoxLayout()
        left.addLayout(self.odds_slot)
        self.log = QListWidget()
        follow_current_item(self.log)
        self.log.setAccessibleName(self.tr("Log of exchanges"))
        left.addWidget(plain_label(self.tr("Log")))
        left.addWidget(self.log, 1)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Actions"))
        self.add_panel = AddMemberPanel(self, path, ability_id)
        self.exchange_panel = ExchangePanel(self)
        self.wounds_panel = WoundsPanel(self)
        self.lend_panel = LendPanel(self)
        self.final_panel = FinalPanel(self)
        for panel, text in ((self.add_panel, self.tr("&Members")), (self.exchange_panel, self.tr("E&xchange")),
                            (self.wounds_panel, self.tr("&Wounds")), (self.lend_panel, self.tr("Le&nd")),
                            (self.final_panel, self.tr("&Final Action"))):
            self.tabs.addTab(panel, text)
        right.addWidget(self.tabs)
        self.odds = ContestOddsPanel(self.exchange_panel)
        self.odds_slot.addWidget(self.odds)
        self.finish_box = QGroupBox(self.tr("End of the contest (HQ-18)"))
        self.finish_layout = QVBoxLayout(self.finish_box)
        self.boxes: dict[str, ConsequenceBox] = {}
        self.end_preview = Preview()
        self.end_problem = plain_label(name=self.tr("Why the consequences cannot be applied"))
        self.apply_button = QPushButton(self.tr("&Apply Consequences"))
        self.apply_button.clicked.connect(self.finish)
        self.finish_layout.addWidget(self.end_preview)
        self.finish_layout.addWidget(self.end_problem)
        self.finish_layout.addWidget(self.apply_button)
        right.addWidget(self.finish_box)
        buttons = QHBoxLayout()
        self.kept_note = plain_label(self.tr("Every step is saved: close the window and resume the contest later."))
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        buttons.addWidget(self.kept_note, 1)
        buttons.addWidget(close)
        right.addLayout(buttons)
        for button in self.findChildren(QPushButton):  # Enter never rolls, resolves or applies here
            button.setAutoDefault(False)
            button.setDefault(False)
        runner.workspace.play_changed.connect(self._file_changed)
        open_at(self, 1150, 700)
        self._show()

    # -- what the panels read ----------------------------------------------------------------------

    def sheet_path(self, member: Member) -> Path | None:
        return self.runner.library.path / member.sheet if member.sheet else None

    def member_paths(self) -> list[Path]:
        return [p for m in self.contest.members if (p := self.sheet_path(m)) is not None and p.exists()]

    def member_sheets(self) -> dict[str, str]:
        """Each member's character id, by member id (members whose sheet can be read)."""
        found = {}
        for member in self.contest.members:
            path = self.sheet_path(member)
            try:
                if path is not None and path.exists():
                    found[member.id] = self.sheets.character(path).id
            except SheetFileError:
                continue
        return found

    def play_table(self) -> Table:
        """The members' sheets and the contest, for a step's preview."""
        return self.sheets.table(self.member_paths(), play=self.contest)

    # -- steps -------------------------------------------------------------------------------------

    def step(self, operation: Callable[[Table, Any], Outcome], inputs: Any, paths: Sequence[Path] = ()) -> bool:
        """Run one step through the runner: the play file is saved and one undo step pushed."""
        outcome = self.runner.run(operation, inputs, [*self.member_paths(), *paths], play=self.contest, play_file=self.file)
        if outcome is None:
            self._show()  # refused: the inputs show as they were
            return False
        if self.file is None:
            self.file = play_path(self.runner.library.path, outcome.play)
        self.contest = outcome.play
        self._show()
        return True

    def _retitle(self) -> None:
        if self.title.text().strip() != self.contest.title:
            self.step(ops.setup, ops.SetUp(title=self.title.text()))

    def _file_changed(self, path: Path) -> None:
        """The play file was written or removed (a step, an undo, a redo): show it as it is."""
        if self.file is None or Path(path) != self.file:
            return
        if not self.file.exists():
            self.contest = self.initial
        else:
            try:
                self.contest = read_play(self.file, ExtendedContest)
            except SheetFileError as error:
                self.runner.file_problem(error)
                return
        self._show()

    # -- showing -----------------------------------------------------------------------------------

    def _show(self) -> None:
        contest = self.contest
        if self.title.text().strip() != contest.title and not self.title.hasFocus():
            self.title.setText(contest.title)
        self.heroic.setChecked(contest.heroic)
        self.heroic.setEnabled(not contest.log and not contest.finished)
        self.table.setRowCount(len(contest.members))
        for row, member in enumerate(contest.members):
            level = defeat_level(contest, member)
            standing = label(level) if level is not None else self.tr("in the contest")
            if member.wounds:
                standing += fmt(self.tr(", %1"), self.tr("%n wound(s)", None, member.wounds))
            edge = f"{member.edge:+d}"
            if member.strike:  # HQ-27: the strike's rating goes to whoever wins an exchange
                edge += fmt(self.tr(", strike %1"), member.rating.value)
            values = ("AB"[member.side], member.name, member.ability, str(member.rating), str(member.start),
                      str(member.points), edge, standing)
            for column, text in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.log.clear()
        for number, entry in enumerate(log_events(contest), 1):
            self.log.addItem(fmt(self.tr("%1. %2"), number, describe(entry)))
        self.log.scrollToBottom()
        self.turn.setText(self._turn_text(contest))
        self.add_panel.setEnabled(not contest.finished)
        for panel in (self.exchange_panel, self.wounds_panel, self.lend_panel, self.final_panel):
            panel.set_contest(contest)
        self.odds.set_contest(contest)
        self._show_finish()

    def _turn_text(self, contest: ExtendedContest) -> str:
        beaten = contest.beaten_side
        if contest.finished:
            return self.tr("The consequences are applied; the contest is kept as a record.")
        if beaten is None:
            return fmt(self.tr("Side %1 acts (the sides take turns)."), "AB"[contest.acting_side])
        if exchange_choices(contest)[0]:
            return fmt(self.tr("Side %1 is beaten; a parting shot may still be made (HQ-18)."), "AB"[beaten])
        return fmt(self.tr("Side %1 is beaten."), "AB"[beaten])

    def end_inputs(self) -> ops.End:
        return ops.End(self.member_sheets(), {member_id: box.choice() for member_id, box in self.boxes.items()})

    def _show_finish(self) -> None:
        contest = self.contest
        self.finish_box.setVisible(contest.beaten_side is not None and not contest.finished)
        if not self.finish_box.isVisibleTo(self):
            return
        table = self.play_table()
        inputs = self.end_inputs()
        try:
            planned = ops.end_plans(table, inputs)
            outcome = ops.end(table, inputs)
        except Refusal as refusal:
            self.end_problem.setText(refusal_text(refusal))
            self.end_preview.show_lines([])
            self.apply_button.setEnabled(False)
            return
        for member_id in [m for m in self.boxes if m not in planned]:
            self.boxes.pop(member_id).deleteLater()
        for member_id, plan in planned.items():
            box = self.boxes.get(member_id)
            if box is None:
                box = self.boxes[member_id] = ConsequenceBox(table.sheet(inputs.sheets[member_id]))
                box.changed.connect(self._show_finish)
                self.finish_layout.insertWidget(self.finish_layout.count() - 3, box)
                box.show()
            box.set_plan(plan)
        self.end_problem.setText("")
        self.end_preview.show_lines(outcome_lines(table, outcome))
        self.apply_button.setEnabled(True)

    def finish(self) -> bool:
        """Apply every member's consequence and mark the contest finished, as one undo step."""
        return self.step(ops.end, self.end_inputs())

    # -- opening -----------------------------------------------------------------------------------

    @classmethod
    def start(cls, runner: Runner, path: Path | None = None, ability_id: str | None = None) -> ExtendedContestWindow:
        """A new contest on the campaign's tie-break and scale, shown non-modal (its file is made
        at its first step)."""
        campaign = runner.campaign
        contest = ExtendedContest(tie_break=campaign.tie_break, scale=campaign.consequence_scale)
        return cls._show_window(cls(runner, contest, None, path, ability_id))

    @classmethod
    def open_file(cls, runner: Runner, file: Path) -> ExtendedContestWindow | None:
        try:
            contest = read_play(file, ExtendedContest)
        except SheetFileError as error:
            runner.file_problem(error)
            return None
        return cls._show_window(cls(runner, contest, file))

    @classmethod
    def choose_saved(cls, runner: Runner) -> Path | None:
        """Ask which saved contest to resume (tests replace this); files that cannot be read are
        listed with why."""
        parent = runner.parent_widget()
        saved = [(p, c) for p, c in saved_plays(runner.library.path, ExtendedContest) if not isinstance(c, ExtendedContest) or not c.finished]
        if not saved:
            messages.information(parent, QCoreApplication.translate("ExtendedContestWindow", "Resume Extended Contest"), QCoreApplication.translate("ExtendedContestWindow", "No saved contest is waiting."))
            return None
        names = [fmt(QCoreApplication.translate("ExtendedContestWindow", "%1 (%2 members, %3 steps)"), c.title or p.name, len(c.members), len(c.log)) if isinstance(c, ExtendedContest)
                 else fmt(QCoreApplication.translate("ExtendedContestWindow", "Cannot be read: %1"), refusal_text(c, file=printable(p.name))) for p, c in saved]
        name, ok = QInputDialog.getItem(parent, QCoreApplication.translate("ExtendedContestWindow", "Resume Extended Contest"), QCoreApplication.translate("ExtendedContestWindow", "Contest:"), names, 0, False)
        return saved[names.index(name)][0] if ok else None

    @classmethod
    def resume(cls, runner: Runner) -> ExtendedContestWindow | None:
        file = cls.choose_saved(runner)
        return cls.open_file(runner, file) if file is not None else None

    @staticmethod
    def _show_window(shown: ExtendedContestWindow) -> ExtendedContestWindow:
        shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        shown.show()
        return shown

    def closeEvent(self, event: Any) -> None:
        try:
            self.runner.workspace.play_changed.disconnect(self._file_changed)
        except (RuntimeError, TypeError):
            pass
        super().closeEvent(event)


__all__ = ["ExtendedContestWindow"]
