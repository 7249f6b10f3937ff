"""The one path of a rules action in the window: run a core operation, apply its outcome.

`Runner.run(operation, inputs, paths)` reads the sheets at `paths` through the workspace's
read-only view (reading never opens a document), runs `operation(table, inputs)` from
`core.operations`, and applies the outcome as ONE undo step holding the before and after of every
sheet and play file it touched. The new history entries get their summary in the interface's
language (for readers outside the program); the title event names the undo step. Only a
`Refusal` is shown as a reason (worded by `desktop.words.wording`); anything else is a bug: logged and
reported once by `desktop.errors`, with nothing changed.

Feature packages (desktop/stonetop, desktop/heroquest, desktop/dogs) depend on this narrow interface
(`Runner` and its `Host`), never on the main window.

The one dialog contract: an action gets its sheets from `Runner.sheets()` (`desktop.sheets.Sheets`:
the roster, a character by path, the table, id -> path, the one policy for unreadable sheets), and
`Runner.ask_and_run(DialogClass, paths, **options)` opens a rules dialog on them, then runs
`dialog.operation` on the inputs it returns over `dialog.paths` (the sheets its last preview read).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from talekeeper.core.refusal import Refusal
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.desktop import errors, messages
from talekeeper.desktop.commands import PlayStep, SheetStep
from talekeeper.desktop.sheets import Host, Sheets

if TYPE_CHECKING:  # the model (pydantic) loads after the first paint: these are types only here
    from talekeeper.core.model import Campaign, Character
    from talekeeper.core.outcome import Outcome, Table
    from talekeeper.core.storage.library import Library
    from talekeeper.core.storage.summary import CharacterSummary
    from talekeeper.desktop.workspace import Workspace

Inputs = TypeVar("Inputs")
Operation = Callable[["Table", Inputs], "Outcome"]


class Asking(Protocol[Inputs]):
    """A rules dialog as the runner sees it (`desktop.rules_dialog.RulesDialog`)."""

    paths: list[Path]
    play: Any
    others: Mapping[Path, Any]

    def operation(self, table: Table, inputs: Inputs, /) -> Outcome: ...

    def run(self) -> Inputs | None: ...


class Runner(QObject):
    applied = Signal(object)
    """An outcome was applied (after its undo step was pushed)."""

    def __init__(self, workspace: Workspace, campaign: Callable[[], Campaign], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self._campaign = campaign
        self.host: Host | None = None

    # -- what actions read -------------------------------------------------------------------------

    @property
    def library(self) -> Library:
        return self.workspace.library

    @property
    def campaign(self) -> Campaign:
        return self._campaign()

    def parent_widget(self) -> QWidget | None:
        return self.host.dialog_parent() if self.host is not None else None

    def sheet(self, path: Path) -> Character:
        """A character as the program has it now, without opening it (SheetFileError)."""
        return self.workspace.sheet(path)

    def readable_sheet(self, path: Path | None) -> Character | None:
        """`sheet(path)`, or None when there is no path or its file cannot be read."""
        if path is None:
            return None
        try:
            return self.sheet(path)
        except SheetFileError:
            return None

    def sheets(self) -> Sheets:
        """A new sheet source for one action or window (`desktop.sheets.Sheets`)."""
        return Sheets(self)

    def characters(self) -> list[CharacterSummary]:
        """The library's characters as the roster lists them (no sheet is read), each once (a
        conflicting copy is not a second character): the window's listing when it has one, else
        the library's."""
        from talekeeper.core.storage.summary import CharacterSummary

        listed = getattr(self.host, "listed_characters", None)
        return [entry for entry in (listed() if listed is not None else self.library.scan()) if isinstance(entry, CharacterSummary)]

    def table(self, paths: Iterable[Path], play: Any = None, others: Mapping[Path, Any] | None = None) -> tuple[Table, dict[str, Path]]:
        """The sheets at `paths` by id (and where each is), the campaign, the play state, and other
        saved play states (by their files) the action may change."""
        sheets = self.sheets()
        table = sheets.table(paths, play, others)
        return table, {character_id: sheets.where(character_id) for character_id in table.sheets}

    # -- running -----------------------------------------------------------------------------------

    def run(self, operation: Operation[Inputs], inputs: Inputs, paths: Iterable[Path], *, play: Any = None, play_file: Path | None = None,
            others: Mapping[Path, Any] | None = None) -> Outcome | None:
        """Run and apply; None when refused or failed (the user has been told, nothing changed).
        `others` are other saved play states by file that the action may change (`Table.others`)."""
        try:
            table, where = self.table(paths, play, others)
            outcome = operation(table, inputs)
        except Refusal as refusal:
            self.refused(refusal)
            return None
        except SheetFileError as error:
            self.file_problem(error)
            return None
        except Exception as error:  # a bug: logged and shown once, data as it was
            what = QCoreApplication.translate("Runner", "running a rules action (%1)").replace("%1", getattr(operation, "__name__", ""))
            errors.report_bug(self.parent_widget(), what, error)
            return None
        files = {state.id: Path(file) for file, state in (others or {}).items()}
        return self.apply(outcome, where, play_file=play_file, other_files=files)

    def apply(self, outcome: Outcome, where: dict[str, Path], *, play_file: Path | None = None,
              other_files: Mapping[str, Path] | None = None) -> Outcome | None:
        """Apply an outcome as one undo step; None (and nothing changed) when a play file cannot
        be written."""
        from talekeeper.core.storage.play import play_bytes, play_path, read_play_bytes
        from talekeeper.desktop.words.wording import describe

        writes: list[tuple[Path, bytes | None]] = []
        if outcome.play is not None or outcome.ended:
            writes.append((play_file or play_path(self.library.path, outcome.play), None if outcome.ended else play_bytes(outcome.play)))
        for state in outcome.others:
            file = (other_files or {}).get(state.id) or play_path(self.library.path, state)
            writes.append((file, None if state.id in outcome.others_ended else play_bytes(state)))
        plays: list[PlayStep] = []
        try:
            for file, after in writes:
                before = read_play_bytes(file)
                self.workspace.write_play(file, after)
                plays.append(PlayStep(file, before, after))
        except SheetFileError as error:
            for step in reversed(plays):  # put back the files already written: nothing changed
                try:
                    self.workspace.write_play(step.path, step.before)
                except SheetFileError:
                    pass  # the disk refuses even that: the first problem is the one to tell
            self.file_problem(error)
            return None
        steps = []
        for character in outcome.sheets:
            document = self.workspace.open(where[character.id])
            steps.append(SheetStep(document.path, document.token, document.character, worded(document.character, character)))
        text = describe(outcome.title)
        self.workspace.push(text, steps, plays)
        if self.host is not None:
            self.host.say(text)
        self.applied.emit(outcome)
        return outcome

    def ask_and_run(self, dialog: Callable[..., Asking[Any]], paths: Path | Sequence[Path], *, sheets: Sheets | None = None,
                    **options: Any) -> Outcome | None:
        """Open `dialog(sheets, paths, parent, **options)` (a rules dialog class) and run its
        operation on the inputs it collected over the sheets its last preview read; None when
        cancelled, refused or failed. `sheets` defaults to a new source."""
        opened = dialog(sheets if sheets is not None else self.sheets(), paths, self.parent_widget(), **options)
        inputs = opened.run()
        if inputs is None:
            return None
        return self.run(opened.operation, inputs, opened.paths, play=opened.play, others=opened.others or None)

    # -- telling the user --------------------------------------------------------------------------

    def refused(self, refusal: Refusal) -> None:
        from talekeeper.desktop.words.wording import refusal_text

        messages.information(self.parent_widget(), "Talekeeper", refusal_text(refusal))

    def file_problem(self, error: SheetFileError) -> None:
        from talekeeper.desktop.words.wording import refusal_text

        messages.warning(self.parent_widget(), "Talekeeper", refusal_text(error))


def worded(before: Character, after: Character) -> Character:
    """`after` with the summary of each history entry the action wrote filled in, in the
    interface's language (events stay the truth; the summary is for readers outside the program)."""
    from talekeeper.core.model.common import evolve
    from talekeeper.desktop.words.wording import entry_headline

    known = {entry.id for entry in before.history}
    if all(entry.id in known or entry.summary or not entry.events for entry in after.history):
        return after
    history = tuple(
        entry if entry.id in known or entry.summary or not entry.events else evolve(entry, summary=entry_headline(entry, after.name)[:500])
        for entry in after.history
    )
    return evolve(after, history=history)
