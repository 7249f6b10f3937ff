"""What every section of the character editor shares: the current character and one way to commit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from talekeeper.core.edits import add_item, get, remove_item, set_field
from talekeeper.core.model import Character
from talekeeper.core.refusal import Refusal
from talekeeper.desktop.commands import FieldChange
from talekeeper.desktop.fields import CheckedLineEdit, MessageLabel
from talekeeper.desktop.widgets import without_mnemonic
from talekeeper.desktop.words.wording import refusal_text

__all__ = ["Section"]

if TYPE_CHECKING:
    from talekeeper.desktop.editor import CharacterEditor
    from talekeeper.desktop.record_table import RecordTable


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

    def commit(self, summary: str, make: Callable[[Character], Character], change: FieldChange | None = None) -> bool:
        """Apply an edit made by core; a refusal is shown in words, nothing changes."""
        try:
            new = make(self.character)
        except Refusal as refusal:
            self.editor.show_problem(refusal_text(refusal))
            return False
        self.editor.apply(summary, new, change)
        return True

    def set(self, path: Sequence[str], value: Any, summary: str) -> bool:
        return self.commit(summary, lambda c: set_field(c, path, value, summary))

    def change(self, path: Sequence[str], value: Any, summary: str, old: str, new: str | None = None, *, key: Sequence[str] = ()) -> bool:
        """Set one field, named `summary: old → new` in the history and Edit > Undo (`new` None:
        the value as the sheet keeps it, `d10` as `1d10`); quick further edits of the same field
        (`key`, the path by default) merge into this one step. The history words it from core's
        events (the place at `key` first), in the reader's language."""
        if new is None:
            try:
                new = str(get(set_field(self.character, path, value, summary), path))
            except Refusal:
                new = str(value)  # refused: commit says why
        change = FieldChange((str(self.editor.path), *(key or path)), summary, old, new)
        return self.commit(change.text(), lambda c: set_field(c, path, value, change.text(), lead=key or path), change)

    def change_item(self, table: RecordTable, path: Sequence[str], old: Any, new: Any, summary: str, column: int) -> bool:
        """A table cell's edit: the item at `path` + its id becomes `new`."""
        shown = table.model.shown
        return self.change((*path, old.id), new, summary, shown(column, old), shown(column, new), key=(*path, old.id, str(column)))

    def change_number(self, path: Sequence[str], value: int, summary: str, shown: Callable[[int], str] = str) -> bool:
        """A number field's edit (a spin box: each arrow click merges into one step)."""
        return self.change(path, value, summary, shown(get(self.character, path)), shown(value))

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
        field.committed.connect(lambda text: self.change(path, text, summary, str(get(self.character, path))))
        caption = QLabel(label)
        caption.setBuddy(field)
        form.addRow(caption, field)
        form.addRow("", message)
        return field

