"""File > Revert To…: the kept versions of a character, newest first; for the one selected, what
putting it back would change, in the sheet's own words (section, field, item, now and then)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.model import Character
from talekeeper.core.storage import SheetFileError, load_character
from talekeeper.core.storage.backups import list_backups
from talekeeper.desktop.widgets import fmt, follow_current_item, plain_tooltip
from talekeeper.desktop.words.diff import Row, rows, summary


def versions(sheet: Path, current: Character) -> list[tuple[datetime, Character, list[Row]]]:
    """Every readable backup of `sheet`, with what putting it back would change on `current`."""
    found = []
    for moment, path in list_backups(sheet):
        try:
            character = load_character(path)
        except SheetFileError:
            continue
        found.append((moment, character, rows(current, character)))
    return found


class RevertDialog(QDialog):
    def __init__(self, sheet: Path, current: Character, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(fmt(self.tr("Revert %1 To…"), current.name))
        self.found = versions(sheet, current)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Versions kept when the character was saved, newest first. Choosing one replaces the sheet as an undoable step."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget()
        follow_current_item(self.list)
        self.list.setAccessibleName(self.tr("Kept versions"))
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        for moment, _character, found in self.found:
            item = QListWidgetItem(f"{moment.astimezone().strftime('%Y-%m-%d %H:%M:%S')}  ·  {summary(found)}")
            item.setToolTip(plain_tooltip(summary(found, most=len(found))))
            self.list.addItem(item)
        if not self.found:
            self.list.addItem(self.tr("No versions are kept yet: they appear after the first save."))
            self.list.setEnabled(False)
        self.details = QTreeWidget()
        follow_current_item(self.details)
        self.details.setAccessibleName(self.tr("What reverting to the selected version changes"))
        self.details.setHeaderLabels([self.tr("On the sheet"), self.tr("Now"), self.tr("In the kept version")])
        self.details.setRootIsDecorated(False)
        self.details.setWordWrap(False)
        self.details.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header = self.details.header()
        header.setStretchLastSection(False)
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.list)
        splitter.addWidget(self.details)
        splitter.setSizes([140, 320])
        layout.addWidget(splitter, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Revert"))
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.found))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.list.currentRowChanged.connect(self._show_details)
        self.list.setCurrentRow(0)
        layout.addWidget(buttons)
        self.resize(760, 540)

    def _show_details(self, row: int) -> None:
        """The selected version's differences, grouped under the sheet's sections."""
        self.details.clear()
        if not self.found or not 0 <= row < len(self.found):
            return
        heading = None
        for found in self.found[row][2]:
            if heading is None or heading.text(0) != found.section:
                heading = QTreeWidgetItem([found.section])
                font = heading.font(0)
                font.setBold(True)
                heading.setFont(0, font)
                self.details.addTopLevelItem(heading)
                heading.setFirstColumnSpanned(True)
            line = QTreeWidgetItem(heading, [found.what, found.now, found.kept])
            for column, text in enumerate((found.what, found.now, found.kept)):
                line.setToolTip(column, plain_tooltip(text))
        self.details.expandAll()

    def chosen(self) -> Character | None:
        row = self.list.currentRow()
        return self.found[row][1] if self.found and 0 <= row < len(self.found) else None

    @classmethod
    def choose(cls, sheet: Path, current: Character, parent: QWidget | None = None) -> Character | None:
        dialog = cls(sheet, current, parent)
        return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
