"""The extended contest window (HQ-17..HQ-19): sides and members with their action points, the
action panels, the log; save and close to resume later; at the end the defeat levels' consequences
go to every sheet involved as one undo step."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QFormLayout, QGroupBox, QHBoxLayout, QInputDialog, QLineEdit, QListWidget, QMessageBox,
    QPushButton, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
)

from core.model import Character
from core.model.common import evolve
from core.rules.heroquest.apply import apply_consequence, plan_consequence
from core.rules.heroquest.extended_play import (
    ExtendedContest, Member, defeat_level, exchange_choices, final_levels, lend, play_exchange, take_final_action,
    trade_wounds,
)
from core.storage import SheetFileError
from desktop.editor.base import fmt
from desktop.heroquest.consequence_box import ConsequenceBox
from desktop.heroquest.extended_panels import AddMemberPanel, ExchangePanel, FinalPanel, LendPanel, WoundsPanel
from desktop.heroquest.extended_store import load_contest, log_line, save_contest, saved_contests
from desktop.heroquest.picker import Sheets
from desktop.labels import label
from desktop.widgets import plain_label

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

COLUMNS = 8


class ExtendedContestWindow(QDialog):
    """A non-modal window over one `ExtendedContest` value; every step replaces the value."""

    def __init__(self, window: MainWindow, contest: ExtendedContest, path: Path | None = None,
                 ability_id: str | None = None) -> None:
        super().__init__(window)
        self.main = window
        self.sheets = Sheets(window)
        self.contest = contest
        self.saved_path: Path | None = None
        self.setWindowTitle(self.tr("Extended Contest"))
        layout = QHBoxLayout(self)
        left, right = QVBoxLayout(), QVBoxLayout()
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        top = QFormLayout()
        self.title = QLineEdit(contest.title)
        self.title.setAccessibleName(self.tr("Title of the contest"))
        self.title.setPlaceholderText(self.tr("e.g. duel at the ford"))
        self.title.editingFinished.connect(lambda: self._set(evolve(self.contest, title=self.title.text().strip())))
        self.heroic = QCheckBox(self.tr("&Heroic contest (defeat levels from the loser's starting points, HQ-18)"))
        self.heroic.setChecked(contest.heroic)
        self.heroic.toggled.connect(lambda on: self._set(evolve(self.contest, heroic=on)))
        top.addRow(self.tr("Title"), self.title)
        top.addRow(self.heroic)
        left.addLayout(top)
        self.table = QTableWidget(0, COLUMNS)
        self.table.setAccessibleName(self.tr("Contestants"))
        self.table.setHorizontalHeaderLabels([self.tr("Side"), self.tr("Name"), self.tr("Ability"), self.tr("Rating"),
                                              self.tr("Start"), self.tr("AP"), self.tr("Edge"), self.tr("Standing")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        left.addWidget(self.table, 1)
        self.turn = plain_label(name=self.tr("Whose turn"))
        left.addWidget(self.turn)
        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("Log of exchanges"))
        left.addWidget(plain_label(self.tr("Log")))
        left.addWidget(self.log, 1)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Actions"))
        self.add_panel = AddMemberPanel(self.sheets, self._add_member, path, ability_id)
        self.exchange_panel = ExchangePanel(self._exchange)
        self.wounds_panel = WoundsPanel(self._trade)
        self.lend_panel = LendPanel(self._lend)
        self.final_panel = FinalPanel(self._final)
        for panel, text in ((self.add_panel, self.tr("&Members")), (self.exchange_panel, self.tr("E&xchange")),
                            (self.wounds_panel, self.tr("&Wounds")), (self.lend_panel, self.tr("Le&nd")),
                            (self.final_panel, self.tr("&Final Action"))):
            self.tabs.addTab(panel, text)
        right.addWidget(self.tabs)
        self.problem = plain_label(name=self.tr("Problem"))
        self.problem.setStyleSheet("color: #b23a3a")
        right.addWidget(self.problem)
        self.finish_box = QGroupBox(self.tr("End of the contest (HQ-18)"))
        self.finish_layout = QVBoxLayout(self.finish_box)
        self.boxes: dict[str, tuple[Path, ConsequenceBox]] = {}
        self.apply_button = QPushButton(self.tr("&Apply Consequences"))
        self.apply_button.clicked.connect(self.finish)
        self.finish_layout.addWidget(self.apply_button)
        right.addWidget(self.finish_box)
        buttons = QHBoxLayout()
        self.save_button = QPushButton(self.tr("&Save and Close"))
        self.save_button.setToolTip(self.tr("Keep the contest in the library's play folder to resume it later"))
        self.save_button.clicked.connect(self.save_and_close)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        right.addLayout(buttons)
        self.resize(1150, 720)
        self._show()

    # -- steps ---------------------------------------------------------------------------------

    def _set(self, contest: ExtendedContest) -> None:
        self.contest = contest
        self.problem.setText("")
        self._show()

    def _step(self, make) -> bool:  # noqa: ANN001
        try:
            self._set(make())
        except ValueError as error:
            self.problem.setText(str(error))
            return False
        return True

    def _add_member(self, member: Member) -> None:
        if member.sheet and any(m.sheet == member.sheet for m in self.contest.members):
            self.problem.setText(self.tr("That character is already in the contest."))
            return
        self._set(evolve(self.contest, members=(*self.contest.members, member)))

    def _exchange(self, actor_id: str, other_id: str, actor_roll: int, other_roll: int, bid: int, **options: object) -> None:
        self._step(lambda: play_exchange(self.contest, actor_id, other_id, actor_roll, other_roll, bid, **options)[0])

    def _trade(self, member_id: str, wounds: int, roll: int) -> None:
        self._step(lambda: trade_wounds(self.contest, member_id, wounds, roll))

    def _lend(self, lender_id: str, target_id: str, points: int, lender_roll: int, resistance_roll: int) -> None:
        self._step(lambda: lend(self.contest, lender_id, target_id, points, lender_roll, resistance_roll))

    def _final(self, member_id: str, rating: str, roll: int) -> None:
        self._step(lambda: take_final_action(self.contest, member_id, rating, roll)[0])

    # -- showing -------------------------------------------------------------------------------

    def _show(self) -> None:
        contest = self.contest
        self.heroic.setEnabled(not contest.log)
        self.table.setRowCount(len(contest.members))
        for row, member in enumerate(contest.members):
            level = defeat_level(contest, member)
            standing = label(level) if level is not None else self.tr("in the contest")
            if member.wounds:
                standing += self.tr(", %n wound(s)", "", member.wounds)
            edge = f"{member.edge:+d}"
            if member.strike:  # HQ-27: the strike's rating goes to whoever wins an exchange
                edge += fmt(self.tr(", strike %1"), member.rating.value)
            values = ("AB"[member.side], member.name, member.ability, str(member.rating), str(member.start),
                      str(member.points), edge, standing)
            for column, text in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.log.clear()
        for number, entry in enumerate(contest.log, 1):
            self.log.addItem(log_line(contest, number, entry))
        self.log.scrollToBottom()
        beaten = contest.beaten_side
        if beaten is None:
            self.turn.setText(fmt(self.tr("Side %1 acts (the sides take turns)."), "AB"[contest.acting_side]))
        elif exchange_choices(contest)[0]:
            self.turn.setText(fmt(self.tr("Side %1 is beaten; a parting shot may still be made (HQ-18)."), "AB"[beaten]))
        else:
            self.turn.setText(fmt(self.tr("Side %1 is beaten."), "AB"[beaten]))
        for panel in (self.exchange_panel, self.wounds_panel, self.lend_panel, self.final_panel):
            panel.set_contest(contest)
        self._show_finish()

    def sheet_path(self, member: Member) -> Path | None:
        return self.main.library.path / member.sheet if member.sheet else None

    def _show_finish(self) -> None:
        levels = final_levels(self.contest)
        self.finish_box.setVisible(bool(levels) and not self.contest.finished)
        if not levels:
            return
        for member in self.contest.members:
            path = self.sheet_path(member)
            if path is None or not path.exists():
                continue
            character = self.sheets.character(path)
            plan = plan_consequence(character, levels[member.id], scale=self.contest.scale, ability_id=member.ability_id,
                                    hero_points=member.hero_points, source=self.contest.title)
            plan = plan.edited(wounds=member.wounds, ability_points=member.ability_points if member.ability_id else 0)
            if member.id not in self.boxes:
                box = ConsequenceBox(character)
                self.boxes[member.id] = (path, box)
                self.finish_layout.insertWidget(self.finish_layout.count() - 1, box)
            self.boxes[member.id][1].set_plan(plan)

    # -- saving and finishing ------------------------------------------------------------------

    def save(self) -> bool:
        try:
            self.saved_path = save_contest(self.main.library, self.contest)
        except (SheetFileError, OSError) as error:
            self.problem.setText(str(error))
            return False
        return True

    def save_and_close(self) -> None:
        if self.save():
            self.close()

    def finish(self) -> bool:
        """Apply every member's consequence as one undo step; mark a saved contest finished."""
        changes: dict[Path, Character] = {}
        summary = fmt(self.tr("Extended contest %1"), self.contest.title or self.tr("(untitled)"))
        lines = [log_line(self.contest, n, e) for n, e in enumerate(self.contest.log, 1)]
        try:
            for path, box in self.boxes.values():
                plan = box.plan()
                changes[path] = apply_consequence(
                    self.sheets.character(path), plan,
                    summary=fmt(self.tr("%1: %2"), summary, label(plan.level)), details=lines[-20:])
        except ValueError as error:
            self.problem.setText(str(error))
            return False
        if changes:
            self.main.workspace.apply(summary, changes)
        self.contest = evolve(self.contest, finished=True)
        if self.saved_path is not None:
            self.save()
        self._show()
        return True

    # -- opening -------------------------------------------------------------------------------

    @classmethod
    def start(cls, window: MainWindow, path: Path | None = None, ability_id: str | None = None) -> ExtendedContestWindow:
        """A new contest on the campaign's tie-break and scale, shown non-modal."""
        campaign = window.controller.campaign
        contest = ExtendedContest(tie_break=campaign.tie_break, scale=campaign.consequence_scale)
        return cls._show_window(cls(window, contest, path, ability_id))

    @classmethod
    def open_file(cls, window: MainWindow, file: Path) -> ExtendedContestWindow | None:
        try:
            contest = load_contest(file)
        except (SheetFileError, ValueError, OSError) as error:
            QMessageBox.warning(window, QCoreApplication.translate("ExtendedContestWindow", "Resume Extended Contest"), str(error))
            return None
        shown = cls(window, contest)
        shown.saved_path = file
        return cls._show_window(shown)

    @classmethod
    def choose_saved(cls, window: MainWindow) -> Path | None:
        """Ask which saved contest to resume (tests replace this)."""
        saved = saved_contests(window.library)
        if not saved:
            QMessageBox.information(window, QCoreApplication.translate("ExtendedContestWindow", "Resume Extended Contest"), QCoreApplication.translate("ExtendedContestWindow", "No saved contest is waiting."))
            return None
        names = [fmt(QCoreApplication.translate("ExtendedContestWindow", "%1 (%2 members, %3 steps)"), c.title or p.name, len(c.members), len(c.log)) for p, c in saved]
        name, ok = QInputDialog.getItem(window, QCoreApplication.translate("ExtendedContestWindow", "Resume Extended Contest"), QCoreApplication.translate("ExtendedContestWindow", "Contest:"), names, 0, False)
        return saved[names.index(name)][0] if ok else None

    @classmethod
    def resume(cls, window: MainWindow) -> ExtendedContestWindow | None:
        file = cls.choose_saved(window)
        return cls.open_file(window, file) if file is not None else None

    @staticmethod
    def _show_window(shown: ExtendedContestWindow) -> ExtendedContestWindow:
        shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        shown.show()
        return shown


__all__ = ["ExtendedContestWindow"]
