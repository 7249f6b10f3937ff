"""What every section of the character editor shares: the current character and one way to commit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from core.edits import add_item, remove_item, set_field
from core.refusal import Refusal
from core.model import Character
from desktop.fields import CheckedLineEdit, MessageLabel
from desktop.widgets import fmt, without_mnemonic
from desktop.wording import refusal_text

__all__ = ["Section", "fmt"]

if TYPE_CHECKING:
    from desktop.editor import CharacterEditor


class Section(QWidget):
    """A part of the sheet. `show_character` redraws it; edits go through `commit`."""

    def __init__(self, editor: CharacterEditor) -> None:
        super().__init__()
        self.editor = editor

    @property
    def character(self) -> Character:
        return self.editor.character

    def show_character(self, character: Character) -> None:
        raise NotImplementedError

    def commit(self, summary: str, make: Callable[[Character], Character]) -> bool:
        """Apply an edit made by core; a refusal is shown in words, nothing changes."""
        try:
            new = make(self.character)
        except Refusal as refusal:
            self.editor.show_problem(refusal_text(refusal))
            return False
        self.editor.apply(summary, new)
        return True

    def set(self, path: Sequence[str], value: Any, summary: str) -> bool:
        return self.commit(summary, lambda c: set_field(c, path, value, summary))

    def add(self, path: Sequence[str], item: Any, summary: str) -> bool:
        return self.commit(summary, lambda c: add_item(c, path, item, summary))

    def remove(self, path: Sequence[str], item_id: str, summary: str) -> bool:
        return self.commit(summary, lambda c: remove_item(c, path, item_id, summary))

    def text_field(
        self, form: QFormLayout, label: str, path: Sequence[str], summary: str, *, check: Callable[[str], str | None] | None = None
    ) -> CheckedLineEdit:
        """A line edit in `form` bound to the text field at `path`."""
        message = MessageLabel()
        field = CheckedLineEdit(check, message=message)
        field.setAccessibleName(without_mnemonic(label))
        field.committed.connect(lambda text: self.set(path, text, summary))
        caption = QLabel(label)
        caption.setBuddy(field)
        form.addRow(caption, field)
        form.addRow("", message)
        return field

