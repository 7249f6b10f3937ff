"""File > Revert To…: the kept versions of a character, newest first, each with what differs."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.diff import one_line
from core.model import Character
from core.storage import SheetFileError, load_character
from core.storage.backups import list_backups
from desktop.widgets import fmt


def versions(sheet: Path, current: Character) -> list[tuple[datetime, Character, str]]:
    """Every readable backup of `sheet`, with a one-line summary of how it differs from `current`."""
    found = []
    for moment, path in list_backups(sheet):
        try:
            character = load_character(path)
        except SheetFileError:
            continue
        found.append((moment, character, one_line(current, character)))
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
        self.list.setAccessibleName(self.tr("Kept versions"))
        for moment, _character, summary in self.found:
            item = QListWidgetItem(f"{moment.astimezone().strftime('%Y-%m-%d %H:%M:%S')}   {summary}")
            item.setToolTip(summary)
            self.list.addItem(item)
        if not self.found:
            self.list.addItem(self.tr("No versions are kept yet: they appear after the first save."))
            self.list.setEnabled(False)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Revert"))
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.found))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.list.setCurrentRow(0)
        layout.addWidget(buttons)
        self.resize(640, 360)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)

    def chosen(self) -> Character | None:
        row = self.list.currentRow()
        return self.found[row][1] if self.found and 0 <= row < len(self.found) else None

    @classmethod
    def choose(cls, sheet: Path, current: Character, parent: QWidget | None = None) -> Character | None:
        dialog = cls(sheet, current, parent)
        return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
