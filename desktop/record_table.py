"""An editable table of sheet items (abilities, traits, wounds ...), one column per field.

Each column says how to show an item and how to make a changed item from typed text (or a
choice); a refused value keeps the cell open with the reason shown under the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.refusal import Refusal
from talekeeper.desktop.fields import Check, CheckValidator, MessageLabel
from talekeeper.desktop.widgets import follow_current_item, plain_tooltip

_Index = QModelIndex | QPersistentModelIndex


@dataclass
class Column:
    header: str
    show: Callable[[Any], str]
    change: Callable[[Any, Any], Any] | None = None
    """(item, typed text or chosen value) -> new item; raise ValueError to refuse. None: read-only."""
    check: Check | None = None
    choices: Callable[[Any], Sequence[tuple[str, Any]]] | None = None
    """For a drop-down: (label, value) pairs offered for this item."""
    current: Callable[[Any], Any] | None = None
    """The current choice's value (for drop-downs)."""
    tooltip: Callable[[Any], str] | None = None
    checkbox: Callable[[Any], bool] | None = None
    summary: str = ""
    """History and undo text for a change in this column; %1 is the item's name."""
    stretch: bool = False


class RecordModel(QAbstractTableModel):
    edited = Signal(object, object, str, int)
    """(old item, new item, column summary, column number)"""
    refused = Signal(str, int, int, str)
    """(reason, row, column, typed text)"""

    def __init__(self, columns: Sequence[Column], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self.items: tuple[Any, ...] = ()

    def set_items(self, items: Sequence[Any]) -> bool:
        """Show `items`; True when the rows themselves changed (the model was reset)."""
        items = tuple(items)
        if len(items) == len(self.items) and [getattr(i, "id", None) for i in items] == [getattr(i, "id", None) for i in self.items]:
            self.items = items
            if items:
                self.dataChanged.emit(self.index(0, 0), self.index(len(items) - 1, len(self.columns) - 1))
            return False
        self.beginResetModel()
        self.items = items
        self.endResetModel()
        return True

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.items)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].header
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = self.columns[index.column()]
        if column.change is not None:
            flags |= Qt.ItemFlag.ItemIsUserCheckable if column.checkbox else Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        item = self.items[index.row()]
        column = self.columns[index.column()]
        if column.checkbox is not None:
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if column.checkbox(item) else Qt.CheckState.Unchecked
            if role == Qt.ItemDataRole.AccessibleTextRole:
                state = self.tr("yes") if column.checkbox(item) else self.tr("no")
                return column.header + ": " + state
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.AccessibleTextRole):
            return column.show(item)
        if role == Qt.ItemDataRole.ToolTipRole:
            text = column.tooltip(item) if column.tooltip else column.show(item)
            return plain_tooltip(text) if text else None
        return None

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        column = self.columns[index.column()]
        if column.change is None:
            return False
        item = self.items[index.row()]
        if role == Qt.ItemDataRole.CheckStateRole:
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        try:
            new = column.change(item, value)
        except (Refusal, ValidationError) as error:
            from talekeeper.core.edits import EditError
            from talekeeper.desktop.words.wording import refusal_text

            refusal = EditError.of(error) if isinstance(error, ValidationError) else error
            self.refused.emit(refusal_text(refusal), index.row(), index.column(), value if isinstance(value, str) else "")
            return False
        if new != item:
            self.edited.emit(item, new, column.summary, index.column())
        return True

    def shown(self, column: int, item: Any) -> str:
        """An item's value in a column as words (a checkbox: yes or no)."""
        found = self.columns[column]
        if found.checkbox is not None:
            return self.tr("yes") if found.checkbox(item) else self.tr("no")
        return found.show(item)


class RecordDelegate(QStyledItemDelegate):
    """Line edits that check as you type; drop-downs for columns with choices."""

    def __init__(self, table: RecordTable) -> None:
        super().__init__(table.view)
        self.table = table

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        column = self.table.model.columns[index.column()]
        item = self.table.model.items[index.row()]
        if column.choices is not None:
            combo = QComboBox(parent)
            combo.setAccessibleName(column.header)
            for text, value in column.choices(item):
                combo.addItem(text, value)
            return combo
        editor = QLineEdit(parent)
        editor.setAccessibleName(column.header)
        if column.check is not None:
            check = column.check
            editor.setValidator(CheckValidator(check, editor))
            editor.textEdited.connect(lambda text: self.table.message.say(check(text)))
        return editor

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        column = self.table.model.columns[index.column()]
        item = self.table.model.items[index.row()]
        if isinstance(editor, QComboBox) and column.current is not None:
            position = editor.findData(column.current(item))
            editor.setCurrentIndex(max(position, 0))
        elif isinstance(editor, QLineEdit):
            pending = self.table.pending_text.pop((index.row(), index.column()), None)
            editor.setText(pending if pending is not None else column.show(item))

    def setModelData(self, editor: QWidget, model: Any, index: _Index) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
            return
        assert isinstance(editor, QLineEdit)
        text = editor.text()
        column = self.table.model.columns[index.column()]
        problem = column.check(text) if column.check else None
        if problem is not None:
            self.table.refuse(problem, index.row(), index.column(), text)
            return
        if text != column.show(self.table.model.items[index.row()]):
            model.setData(index, text)


class RecordTable(QWidget):
    """The table, an Add and a Remove button, and the message line."""

    def __init__(self, columns: Sequence[Column], *, name: str, add_text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RecordModel(columns, self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setAccessibleName(name)
        follow_current_item(self.view)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.setTabKeyNavigation(False)
        self.view.verticalHeader().setVisible(False)
        delegate = RecordDelegate(self)
        self.view.setItemDelegate(delegate)
        delegate.closeEditor.connect(self._editor_closed)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setResizeContentsPrecision(40)  # size columns from the first rows, not all of a long list
        for number, column in enumerate(columns):
            if column.stretch:
                header.setSectionResizeMode(number, QHeaderView.ResizeMode.Stretch)
        self.message = MessageLabel()
        self.pending_text: dict[tuple[int, int], str] = {}
        self.model.refused.connect(self.refuse)
        self.add_button = QPushButton(add_text or self.tr("Add"))
        self.add_button.setAccessibleName(f"{add_text or self.tr('Add')} ({name})")
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setAccessibleName(f"{self.tr('Remove')} ({name})")
        self.remove_button.setEnabled(False)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self.remove_button.setEnabled(self.current_item() is not None))
        self.model.modelReset.connect(lambda: self.remove_button.setEnabled(self.current_item() is not None))
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

    def set_items(self, items: Sequence[Any]) -> None:
        if tuple(items) == self.model.items:
            return
        selected = self.current_item()
        before = self.model.items
        reset = self.model.set_items(items)
        if selected is not None:
            self.select_id(getattr(selected, "id", None))
        if not self.pending_text:
            self.message.say(None)
        if reset:  # widths follow the contents when rows come and go
            self.view.resizeColumnsToContents()
            self._fit_height()
        else:  # and when an edit makes a value wider than its column (`1d8+1d4` no longer shows as `1…`)
            self._widen_for([row for row, (old, new) in enumerate(zip(before, items, strict=False)) if old != new])

    def _widen_for(self, rows: Sequence[int]) -> None:
        header = self.view.horizontalHeader()
        for column in range(self.model.columnCount()):
            if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch:
                continue
            needed = max((self.view.sizeHintForIndex(self.model.index(row, column)).width() for row in rows), default=0)
            needed += 2 if needed else 0  # the grid line and rounding, as resizeColumnToContents allows
            if needed > self.view.columnWidth(column):
                self.view.setColumnWidth(column, needed)

    def _fit_height(self, most_rows: int = 12) -> None:
        """Tall enough for its rows (up to `most_rows`), so the sheet scrolls, not each table."""
        rows = min(max(self.model.rowCount(), 1), most_rows)
        row_height = self.view.verticalHeader().defaultSectionSize()
        frame = 2 * self.view.frameWidth()
        self.view.setMinimumHeight(self.view.horizontalHeader().sizeHint().height() + rows * row_height + frame + row_height // 2)

    def current_item(self) -> Any | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.model.items):
            return None
        return self.model.items[rows[0].row()]

    def select_id(self, item_id: str | None) -> None:
        for row, item in enumerate(self.model.items):
            if getattr(item, "id", None) == item_id:
                self.view.selectRow(row)
                return

    def _editor_closed(self, _editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        """Escape puts the old value back: the reason it was refused goes too."""
        if hint == QAbstractItemDelegate.EndEditHint.RevertModelCache:
            self.pending_text.clear()
            self.message.say(None)

    def refuse(self, reason: str, row: int, column: int, text: str) -> None:
        """Say why, and reopen the cell with what was typed, so nothing typed is lost."""
        self.message.say(reason)
        if text:
            self.pending_text[(row, column)] = text
        index = self.model.index(row, column)

        def reopen() -> None:
            self.view.setCurrentIndex(index)
            self.view.edit(index)
        QTimer.singleShot(0, self.view, reopen)
