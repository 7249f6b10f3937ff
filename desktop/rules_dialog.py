"""What the rules dialogs of all three families share: a header for the character, a preview of
what core computed, the reason when core refuses, and one way to open a dialog and get the inputs
it collected.

A rules dialog collects inputs only. On every change it builds them (`inputs()`), runs the same
core operation the runner will run (`core.operations`) on a snapshot of the sheets, and shows
what it would change in words; OK is enabled only when the operation accepts the inputs.

The one contract of every rules dialog of the three families:

- it is made as `Dialog(sheets, path_or_paths, parent=None, **options)`: `sheets` is the one
  sheet source (`desktop.sheets.Sheets`, from `Runner.sheets()`), the paths are the sheets it
  reads; the base reads `self.table = sheets.table(paths)`;
- a dialog that lets the user pick who takes part (another hero, a healer, an augmenter, the
  people of a conflict) calls `self.take_part(paths)` as it builds its inputs: the table is read
  again from the same source. `self.paths` is always the paths of the sheets the last preview
  read (with `self.play` and `self.others`, what else it read);
- `Dialog.ask(sheets, path_or_paths, parent=None, **options)` returns the inputs, or None when
  cancelled: never a tuple;
- an action opens it with `Runner.ask_and_run(Dialog, paths, **options)`, which runs
  `dialog.operation` on the inputs over `dialog.paths`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from talekeeper.core.model import Character
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.desktop.fields import MessageLabel
from talekeeper.desktop.focus_order import tab_in_layout_order
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import HpBar, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label

T = TypeVar("T")
log = logging.getLogger(__name__)


class Waiting(Exception):
    """The inputs are not complete yet (dice still to roll or type): no result, no preview, no OK.
    The message (already in words) says what is missing."""


class CharacterHeader(QWidget):
    """Name, kind and status in words, and HP as a bar."""

    def __init__(self, character: Character, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.name = plain_label(name=self.tr("Character"))
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.name.setWordWrap(False)
        self.detail = plain_label(name=self.tr("Kind and status"))
        self.bar = HpBar()
        self.bar.setMaximumWidth(180)
        layout.addWidget(self.name)
        layout.addWidget(self.detail, 1)
        layout.addWidget(self.bar)
        self.show_character(character)

    def show_character(self, character: Character) -> None:
        self.name.setText(character.name)
        self.detail.setText(f"{label(character.kind)} · {label(character.harm.status)}")
        self.bar.set_hp(character.harm.hp, character.harm.max_hp)


class Preview(QPlainTextEdit):
    """What will change, read-only and scrollable (plain text: names come from files)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMinimumHeight(self.fontMetrics().height() * 6)
        self.setAccessibleName(self.tr("What will change"))

    def show_lines(self, lines: Sequence[str]) -> None:
        self.setPlainText("\n".join(lines))

    def text(self) -> str:
        return self.toPlainText()


class RulesDialog(QDialog, Generic[T]):
    """A dialog that collects the inputs `T` of one core operation and previews its outcome.

    Subclasses take `(sheets, path_or_paths, parent=None, *, options)`, pass the title, the
    sheets, the paths and their operation here, build their inputs into `self.body`, call
    `finish()` once, connect their inputs to `refresh`, and implement `inputs()` (raise `Waiting`
    while something is missing). `outcome` holds the last preview; `describe(outcome)` gives its
    lines (all the new history entries in words, unless overridden)."""

    def __init__(self, title: str, sheets: Sheets, paths: Path | Sequence[Path], operation: Callable[[Table, T], Outcome],
                 parent: QWidget | None = None, *, play: Any = None, others: Mapping[Path, Any] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(480)
        self.sheets = sheets
        self.paths: list[Path] = []
        self.play: Any = None
        self.others: Mapping[Path, Any] = {}
        self.table: Table = self.take_part(paths, play=play, others=others)
        self.operation = operation
        self.value: T | None = None
        self.outcome: Outcome | None = None
        self.outer = QVBoxLayout(self)
        self.body = QVBoxLayout()
        self.outer.addLayout(self.body)
        self.preview_caption = QLabel(self.tr("What will change:"))
        self.preview = Preview()
        self.preview_caption.setBuddy(self.preview)
        self.problem = MessageLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.ok_button.setAutoDefault(True)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self._refreshing = False

    def finish(self, ok_text: str) -> None:
        """Add the preview, the problem line and the buttons below the inputs."""
        self.ok_button.setText(ok_text)
        self.ok_button.setAccessibleName(without_mnemonic(ok_text))
        self.outer.addWidget(self.preview_caption)
        self.outer.addWidget(self.preview, 1)
        self.outer.addWidget(self.problem)
        self.outer.addWidget(self.buttons)
        for button in self.findChildren(QPushButton):  # Enter applies; it never presses another button
            if button is not self.ok_button:
                button.setAutoDefault(False)
                button.setDefault(False)
        self.refresh()

    def take_part(self, paths: Path | Sequence[Path], *, play: Any = None, others: Mapping[Path, Any] | None = None) -> Table:
        """Read the table again from the same source: the sheets at `paths` (each once), the play
        state and other saved play states. From now on the preview and the action read these."""
        found = [paths] if isinstance(paths, Path) else list(dict.fromkeys(paths))
        self.table = self.sheets.table(found, play, others)
        self.paths, self.play, self.others = found, play, dict(others or {})
        return self.table

    def inputs(self) -> T:
        raise NotImplementedError

    def describe(self, outcome: Outcome) -> list[str]:
        from talekeeper.desktop.words.wording import outcome_lines

        return outcome_lines(self.table, outcome)

    def shown(self, outcome: Outcome | None) -> None:
        """Called after every refresh with the preview (None: no result yet); subclasses show
        parts of it beside their inputs."""

    def refresh(self, *_args: Any) -> None:
        if self._refreshing:
            return
        self._refreshing = True
        try:
            self.value, self.outcome = None, None
            waiting = problem = ""
            try:
                value = self.inputs()
                self.outcome = self.operation(self.table, value)
                self.value = value
            except Waiting as missing:
                waiting = str(missing)
            except Refusal as refusal:
                from talekeeper.desktop.words.wording import refusal_text

                problem = refusal_text(refusal)
            except Exception:  # a bug in a preview: logged; the dialog stays usable
                log.exception("preview failed")
                problem = self.tr("This cannot be previewed (an unexpected error; see the log).")
            if waiting:
                self.problem.hint(waiting)  # nothing is wrong yet: said in the ordinary colour
            else:
                self.problem.say(problem or None)
            self.preview.show_lines(self.describe(self.outcome) if self.outcome is not None else [])
            self.ok_button.setEnabled(self.outcome is not None)
            self.shown(self.outcome)
            tab_in_layout_order(self)  # parts shown or made by this change take their place in Tab's order
        finally:
            self._refreshing = False

    def showEvent(self, event: Any) -> None:
        tab_in_layout_order(self)  # parts a subclass placed after the last refresh, too
        super().showEvent(event)

    def _accept(self) -> None:
        self.refresh()
        if self.value is not None:
            self.accept()

    def run(self) -> T | None:
        """Show the dialog modally; the inputs, or None when cancelled (tests replace `exec`)."""
        return self.value if self.exec() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(cls, sheets: Sheets, paths: Path | Sequence[Path], parent: QWidget | None = None, **options: Any) -> T | None:
        """Open the dialog on the sheets at `paths`: the inputs, or None when cancelled."""
        opened: Callable[..., RulesDialog[T]] = cls
        return opened(sheets, paths, parent, **options).run()


def caption(text: str, buddy: QWidget) -> QLabel:
    """A label with a mnemonic for `buddy`, which also gets `text` as its accessible name."""
    widget = QLabel(text)
    widget.setBuddy(buddy)
    if not buddy.accessibleName():
        buddy.setAccessibleName(without_mnemonic(text))
    editor = buddy.lineEdit() if isinstance(buddy, QComboBox) else None
    if editor is not None and not editor.accessibleName():  # where an editable combo box's text is typed
        editor.setAccessibleName(without_mnemonic(text))
    return widget


def dice_waiting() -> Waiting:
    """The dice are not all rolled or typed yet."""
    return Waiting(QCoreApplication.translate("RulesDialog", "Roll the dice, or type the faces you rolled."))
