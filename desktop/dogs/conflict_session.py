"""One conflict being played in a window: the conflict as its play file has it, where that file
is, and which library files its participants' sheets are.

Moves are core operations (`core.operations.dogs`) run by the runner: one undo step each, the
play file written with the sheets the move changed. The session follows the play file
(`workspace.play_changed`) and the runner's outcomes, so an undo or redo of a move shows in the
window. Nothing here decides a rule or writes a file. The session reads sheets through one sheet
source for its life (`desktop.sheets.Sheets`, from the runner): where each participant's file is,
the table of each move, and the one policy for a sheet that cannot be read (reported once, left
out); reading never opens a document.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from talekeeper.core.model import Character
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import Conflict
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.play import read_play

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner
    from talekeeper.desktop.rules_dialog import RulesDialog

Inputs = TypeVar("Inputs")
log = logging.getLogger(__name__)


class ConflictSession(QObject):
    changed = Signal()
    """The conflict (or whether its file is there) changed: redraw."""
    problem = Signal(str)
    """A move was refused: why, in words."""

    def __init__(self, runner: Runner, conflict: Conflict, file: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.conflict = conflict
        self.file = Path(file)
        self.gone = not self.file.exists()
        """The play file is not there: everything is on the sheets (a finished conflict), or the
        step that opened the conflict was undone."""
        self.sheets = runner.sheets()
        runner.workspace.play_changed.connect(self._play_changed)
        runner.workspace.changed.connect(self._sheet_changed)
        runner.workspace.files_changed.connect(self._relist)
        runner.applied.connect(self._applied)

    # -- following the play file ---------------------------------------------------------------

    def _play_changed(self, path: Path) -> None:
        if Path(path) != self.file:
            return
        self.gone = not self.file.exists()
        if not self.gone:
            try:
                self.conflict = read_play(self.file, Conflict)
            except SheetFileError as error:
                from talekeeper.desktop.words.wording import refusal_text

                self.problem.emit(refusal_text(error))
        self.changed.emit()

    def _applied(self, outcome: Outcome) -> None:
        if isinstance(outcome.play, Conflict) and outcome.play.id == self.conflict.id:
            self.conflict = outcome.play
            self.changed.emit()

    def _sheet_changed(self, path: Path) -> None:
        """A participant's sheet changed (an undo of a fallout, a treatment settled): redraw."""
        if Path(path) in self.sheet_paths():
            self.changed.emit()

    def _relist(self) -> None:
        """Files came or went in the library: where each character is, again (no sheet read)."""
        self.sheets.relist()

    def disconnect_all(self) -> None:
        self.runner.workspace.play_changed.disconnect(self._play_changed)
        self.runner.workspace.changed.disconnect(self._sheet_changed)
        self.runner.workspace.files_changed.disconnect(self._relist)
        self.runner.applied.disconnect(self._applied)

    # -- sheets --------------------------------------------------------------------------------

    def path_of(self, character_id: str | None) -> Path | None:
        """Where the library character with this id is (None: not in the library)."""
        return self.sheets.path_of(character_id)

    def sheet(self, character_id: str | None) -> Character | None:
        """The character as the program has it now (None: no readable sheet)."""
        return self.sheets.readable_sheet(self.path_of(character_id))

    def sheet_paths(self) -> list[Path]:
        """The files of the participants who play library characters, and of a treatment's patient."""
        ids = [p.character_id for p in self.conflict.participants] + [self.conflict.treatment_of]
        return [path for path in dict.fromkeys(self.path_of(i) for i in ids) if path is not None]

    def readable_paths(self) -> list[Path]:
        """`sheet_paths` whose sheets can be read (a participant whose file cannot is reported once
        and has no sheet)."""
        return self.sheets.readable(self.sheet_paths())

    def table(self) -> Table:
        """What the operations read: the sheets, the campaign, the conflict (no document opened)."""
        return self.sheets.table(self.readable_paths(), play=self.conflict)

    # -- moves ---------------------------------------------------------------------------------

    def check(self, operation: Callable[[Table, Inputs], Outcome], inputs: Inputs) -> str | None:
        """Why core would refuse this move now, in words (None: it would be made). Nothing is applied."""
        from talekeeper.desktop.words.wording import refusal_text

        try:
            operation(self.table(), inputs)
        except Refusal as refusal:
            return refusal_text(refusal)
        except Exception:  # a bug in a preview: logged; the window stays usable
            log.exception("a conflict move could not be previewed")
            return QCoreApplication.translate("ConflictSession", "This cannot be done now (an unexpected error; see the log).")
        return None

    def run(self, operation: Callable[[Table, Inputs], Outcome], inputs: Inputs) -> Outcome | None:
        """Make one move as one undo step; a refusal is said in the window and nothing changes."""
        if self.gone and not self.conflict.finished:
            return None
        refused = self.check(operation, inputs)
        if refused is not None:
            self.problem.emit(refused)
            return None
        return self.runner.run(operation, inputs, self.readable_paths(), play=self.conflict, play_file=self.file)

    def ask_and_run(self, dialog: Callable[..., RulesDialog[Inputs]], parent: QWidget | None = None, **options: Any) -> Outcome | None:
        """Open a rules dialog on this conflict (its sheets, through the session's source, and the
        conflict as the play state) and make the move it collects; None when cancelled or refused."""
        opened = dialog(self.sheets, self.readable_paths(), parent, play=self.conflict, **options)
        inputs = opened.run()
        return self.run(opened.operation, inputs) if inputs is not None else None
