"""Play > Resume Conflict: the conflicts kept in the library's play folder, to pick one and go on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from talekeeper.core.paths import printable
from talekeeper.core.rules.dogs import Conflict
from talekeeper.core.rules.dogs.aftermath import fallout_left, follow_up_kept
from talekeeper.core.storage import SheetFileError
from talekeeper.desktop.widgets import fmt, follow_current_item
from talekeeper.desktop.words.wording import refusal_text

ROLE = Qt.ItemDataRole.UserRole


class ResumeDialog(QDialog):
    def __init__(self, saved: list[tuple[Path, Conflict | SheetFileError]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resume a Conflict"))
        self.saved = saved
        layout = QVBoxLayout(self)
        caption = QLabel(self.tr("&Saved conflicts"))
        self.list = QListWidget()
        follow_current_item(self.list)
        self.list.setAccessibleName(self.tr("Saved conflicts"))
        caption.setBuddy(self.list)
        layout.addWidget(caption)
        layout.addWidget(self.list, 1)
        for index, (path, value) in enumerate(saved):
            if isinstance(value, SheetFileError):
                item = QListWidgetItem(fmt(self.tr("Cannot be opened: %1"), refusal_text(value, file=printable(path.name))))
                item.setToolTip(refusal_text(value))  # the whole path
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            else:
                names = ", ".join(p.name for p in value.participants)
                kept = follow_up_kept(value) and not fallout_left(value)
                over = self.tr("over, a die kept for a follow-up") if kept else self.tr("over, fallout still to do")
                state = over if value.finished else fmt(self.tr("round %1"), value.round) if value.rounds else self.tr("in play")
                item = QListWidgetItem(fmt(self.tr("%1 — %2 (%3)"), value.stakes, names, state))
            item.setData(ROLE, index)
            self.list.addItem(item)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.itemActivated.connect(lambda _item: self.accept())
        layout.addWidget(self.buttons)
        first = next((i for i, (_, v) in enumerate(saved) if isinstance(v, Conflict)), -1)
        self.list.setCurrentRow(first)
        self.resize(560, 360)

    def chosen(self) -> tuple[Path, Conflict] | None:
        item = self.list.currentItem()
        if item is None:
            return None
        path, value = self.saved[item.data(ROLE)]
        return (path, value) if isinstance(value, Conflict) else None

    @classmethod
    def choose(cls, saved: list[tuple[Path, Conflict | SheetFileError]], parent: QWidget | None = None) -> tuple[Path, Conflict] | None:
        """The saved conflict the user picks, or None."""
        dialog = cls(saved, parent)
        return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
