"""A tick list of a character's relationships, traits and belongings, to bring into an opening
roll (DV-3..DV-5, DV-7); relationships whose subject fits the conflict are marked as suggested."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from talekeeper.core.model import Character
from talekeeper.desktop.widgets import fmt, follow_current_item

ROLE = Qt.ItemDataRole.UserRole


class PicksList(QListWidget):
    """`toggled(item_id, ticked)` when the user ticks or unticks a line."""

    toggled = Signal(str, bool)

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(name)
        follow_current_item(self)
        self.itemChanged.connect(lambda item: self.toggled.emit(item.data(ROLE), item.checkState() == Qt.CheckState.Checked))

    def show_items(self, character: Character | None, picked: Collection[str], suggested: Collection[str] = ()) -> None:
        """One line per relationship, trait and belonging; `picked` ones ticked."""
        self.blockSignals(True)
        self.clear()
        if character is not None:
            dogs = character.dogs
            rows = [(r.id, fmt(self.tr("Relationship: %1 (%2)"), r.subject, r.dice)) for r in dogs.relationships]
            rows += [(t.id, fmt(self.tr("Trait: %1 (%2)"), t.text, t.dice)) for t in dogs.traits]
            rows += [(b.id, fmt(self.tr("Belonging: %1 (%2)"), b.name, b.dice)) for b in dogs.belongings]
            for item_id, text in rows:
                item = QListWidgetItem(text + (self.tr("  — fits (suggested)") if item_id in suggested else ""))
                item.setData(ROLE, item_id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if item_id in picked else Qt.CheckState.Unchecked)
                self.addItem(item)
        self.blockSignals(False)

    def ticked(self) -> set[str]:
        return {self.item(i).data(ROLE) for i in range(self.count()) if self.item(i).checkState() == Qt.CheckState.Checked}
