"""What the harm dialogs share: a header for the character, a preview of what core computed,
the reason when core refuses, and one way to open a dialog and get its result."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from core.model import Character, HistoryEntry
from desktop.fields import MessageLabel, NotYet
from desktop.labels import label
from desktop.widgets import without_mnemonic, HpBar, plain_label

T = TypeVar("T")


def new_entries(before: Character, after: Character) -> tuple[HistoryEntry, ...]:
    """The history entries core appended to `after` (C-3): what a preview shows."""
    known = {entry.id for entry in before.history}
    return tuple(entry for entry in after.history if entry.id not in known)


def entry_lines(before: Character, after: Character) -> list[str]:
    """Each new history entry as its summary, its dice and its change lines, for a preview."""
    lines: list[str] = []
    for entry in new_entries(before, after):
        lines.append(entry.summary)
        if entry.dice:
            lines.append("    " + entry.dice)
        lines.extend("    • " + detail for detail in entry.details)
    return lines


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
    """A dialog that collects inputs, asks core for the result on every change and previews it.

    Subclasses build their inputs into `self.body`, call `finish()` once, connect their inputs to
    `refresh`, and implement `compute()` (core calls only; a `ValueError` such as core's
    `RuleError` is shown as the reason and the OK button is disabled) and `describe(value)`.
    `value` holds the last result; `ask()` opens the dialog and returns it, or None when cancelled.
    """

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(480)
        self.value: T | None = None
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
        self.refresh()

    def compute(self) -> T:
        raise NotImplementedError

    def describe(self, value: T) -> list[str]:
        raise NotImplementedError

    def refresh(self, *_args: Any) -> None:
        if self._refreshing:
            return
        self._refreshing = True
        try:
            try:
                self.value = self.compute()
            except ValueError as error:
                self.value = None
                (self.problem.hint if isinstance(error, NotYet) else self.problem.say)(str(error))
                self.preview.show_lines([])
            else:
                self.problem.say(None)
                self.preview.show_lines(self.describe(self.value))
            self.ok_button.setEnabled(self.value is not None)
        finally:
            self._refreshing = False

    def _accept(self) -> None:
        self.refresh()
        if self.value is not None:
            self.accept()

    def run(self) -> T | None:
        """Show the dialog modally; the result, or None when cancelled (tests replace `exec`)."""
        return self.value if self.exec() == QDialog.DialogCode.Accepted else None


def caption(text: str, buddy: QWidget) -> QLabel:
    """A label with a mnemonic for `buddy`, which also gets `text` as its accessible name."""
    widget = QLabel(text)
    widget.setBuddy(buddy)
    if not buddy.accessibleName():
        buddy.setAccessibleName(without_mnemonic(text))
    return widget
