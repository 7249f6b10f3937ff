"""The character's history (C-3), newest first, filtered by kind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLabel, QVBoxLayout

from talekeeper.core.events import typed
from talekeeper.core.model import Character, HistoryEntry, HistoryKind
from talekeeper.desktop.editor.base import Section
from talekeeper.desktop.record_table import Column, RecordTable
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.labels import combo_member, fill_combo, label
from talekeeper.desktop.words.wording import entry_details, entry_headline

if TYPE_CHECKING:
    from talekeeper.desktop.editor import CharacterEditor


class HistorySection(Section):
    CHANGES = 4
    """The column of each entry's changes."""

    def __init__(self, editor: CharacterEditor) -> None:
        super().__init__(editor)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Show history of kind"))
        fill_combo(self.kind, HistoryKind, none_text=self.tr("Everything"))
        self.kind.currentIndexChanged.connect(lambda _: self.show_character(self.character))
        caption = QLabel(self.tr("&Show"))
        caption.setBuddy(self.kind)
        row.addWidget(caption)
        row.addWidget(self.kind)
        row.addStretch(1)
        layout.addLayout(row)
        self.table = RecordTable(
            [
                Column(self.tr("When"), lambda e: e.time.astimezone().strftime("%Y-%m-%d %H:%M")),
                Column(self.tr("Kind"), lambda e: label(e.kind)),
                Column(self.tr("What"), lambda e: entry_headline(e, self.character.name), stretch=True),
                Column(self.tr("Dice"), self._dice),
                Column(self.tr("Changes"), lambda e: self.tr("; ").join(entry_details(e, self.character.name)),
                       tooltip=lambda e: "\n".join(entry_details(e, self.character.name)), stretch=True),
            ],
            name=self.tr("History"),
        )
        self.table.add_button.hide()
        self.table.remove_button.hide()
        layout.addWidget(self.table)
        self._stale = True

    def _dice(self, entry: HistoryEntry) -> str:
        """The dice, and whether they were rolled by the program or typed from the table."""
        entered = typed(entry.events[0]).get("entered") if entry.events else None
        if not entry.dice or entered is None:
            return entry.dice
        return fmt(self.tr("%1 (entered)") if entered else self.tr("%1 (rolled)"), entry.dice)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.show_character(self.character)

    def show_character(self, character: Character) -> None:
        """Redrawn only while on screen: a long history is not rebuilt on every edit elsewhere."""
        self._stale = not self.isVisible()
        if self._stale:
            return
        kind = combo_member(self.kind, HistoryKind)
        entries = [e for e in reversed(character.history) if kind is None or e.kind is kind]
        self.table.set_items(entries)
        # "Changes" shares the room with "What" only when an entry shown has changes to list
        listed = any(entry_details(e, character.name) for e in entries)
        mode = QHeaderView.ResizeMode.Stretch if listed else QHeaderView.ResizeMode.ResizeToContents
        self.table.view.horizontalHeader().setSectionResizeMode(self.CHANGES, mode)
