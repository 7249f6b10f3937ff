"""A requirements checklist (ST-8, ST-20, ST-22): items the GM wrote, ticked when done; new items
can be written here. Items already done stay ticked."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from talekeeper.core.model import Requirement
from talekeeper.desktop.widgets import follow_current_item

NEW = Qt.ItemDataRole.UserRole + 1


class EntryLine(QLineEdit):
    """A line whose Enter adds what was typed, and nothing more: the dialog around it does not
    take the same Enter as its OK (which would apply the whole dialog at once)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class Checklist(QWidget):
    """Shows requirements; `new_texts()` are items written here, `done_keys()` the ticked ones
    (ids of items from the sheet, texts of new ones) — the inputs core's tending functions take."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, name: str = "") -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.items = QListWidget()
        follow_current_item(self.items)
        self.items.setAccessibleName(name or self.tr("Requirements"))
        self.items.itemChanged.connect(lambda _item: self.changed.emit())
        layout.addWidget(self.items)
        row = QHBoxLayout()
        self.text = EntryLine()
        self.text.setPlaceholderText(self.tr("a requirement the GM writes: Defy Danger +INT, 1 use of supplies…"))
        self.text.setAccessibleName(self.tr("New requirement"))
        self.text.returnPressed.connect(self.add_typed)
        self.add_button = QPushButton(self.tr("Add Re&quirement"))
        self.add_button.clicked.connect(self.add_typed)
        row.addWidget(self.text, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)

    def set_requirements(self, requirements: Sequence[Requirement]) -> None:
        self.items.blockSignals(True)
        self.items.clear()
        for requirement in requirements:
            item = QListWidgetItem(requirement.text)
            item.setData(Qt.ItemDataRole.UserRole, requirement.id)
            item.setData(NEW, False)
            flags = Qt.ItemFlag.ItemIsEnabled | (Qt.ItemFlag.NoItemFlags if requirement.done else Qt.ItemFlag.ItemIsUserCheckable)
            item.setFlags(flags)
            item.setCheckState(Qt.CheckState.Checked if requirement.done else Qt.CheckState.Unchecked)
            self.items.addItem(item)
        self.items.blockSignals(False)
        self.changed.emit()

    def add(self, text: str, *, done: bool = False) -> None:
        text = text.strip()
        if not text or text in self.all_texts():
            return
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, text)
        item.setData(NEW, True)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if done else Qt.CheckState.Unchecked)
        self.items.addItem(item)  # itemChanged does not fire for a new item: say it ourselves
        self.changed.emit()

    def add_typed(self) -> None:
        self.add(self.text.text())
        self.text.clear()

    def _rows(self) -> list[QListWidgetItem]:
        return [self.items.item(row) for row in range(self.items.count())]

    def all_texts(self) -> list[str]:
        return [item.text() for item in self._rows()]

    def new_texts(self) -> list[str]:
        return [item.text() for item in self._rows() if item.data(NEW)]

    def done_keys(self) -> list[str]:
        """Ticked items the sheet does not yet have as done."""
        return [
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in self._rows()
            if item.checkState() == Qt.CheckState.Checked and item.flags() & Qt.ItemFlag.ItemIsUserCheckable
        ]

    def tick(self, text: str) -> None:
        """Tick the item with this text (used after a move roll met it)."""
        for item in self._rows():
            if item.text() == text and item.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                item.setCheckState(Qt.CheckState.Checked)
