"""After a crash: for each character with journaled edits, restore, compare or discard. Never silent."""

from __future__ import annotations

import difflib

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.paths import printable
from talekeeper.core.storage import SheetFileError
from talekeeper.core.storage.files import character_bytes
from talekeeper.core.storage.journal import JournalEntry
from talekeeper.core.storage.raw import fingerprint, read_bytes
from talekeeper.desktop.widgets import ElidedLabel, emphasised, fmt, plain_label
from talekeeper.desktop.words.wording import refusal_text

RESTORE = "restore"
DISCARD = "discard"


def describe_disk(entry: JournalEntry) -> str:
    """How the file on disk relates to the journal entry, in words for the dialog."""
    if not entry.path.exists():
        return QCoreApplication.translate("Fields", "The file is gone; restoring writes it again when you save.")
    try:
        current = fingerprint(read_bytes(entry.path))
    except SheetFileError as error:
        return refusal_text(error)
    if current != entry.base_fingerprint:
        return QCoreApplication.translate("Fields", "The file was changed since these edits were made; compare before restoring.")
    return ""


def diff_text(entry: JournalEntry) -> str:
    """A unified diff from the file on disk to the journaled character."""
    try:
        disk = read_bytes(entry.path).decode("utf-8", "replace")
    except SheetFileError:
        disk = ""
    journal = character_bytes(entry.character).decode("utf-8")
    lines = difflib.unified_diff(disk.splitlines(), journal.splitlines(), "on disk", "unsaved edits", lineterm="", n=2)
    return "\n".join(lines) or QCoreApplication.translate("Fields", "No differences.")


class CompareDialog(QDialog):
    def __init__(self, entry: JournalEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(fmt(self.tr("Compare %1"), entry.character.name))
        layout = QVBoxLayout(self)
        text = QPlainTextEdit(diff_text(entry))
        text.setReadOnly(True)
        text.setAccessibleName(self.tr("Differences between the file and the unsaved edits"))
        text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(700, 500)


class RecoveryDialog(QDialog):
    """One row per journaled character, each with Restore, Compare and Discard; Restore All."""

    def __init__(self, entries: list[JournalEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Recover unsaved changes"))
        self.setMinimumWidth(640)
        self.entries = entries
        self.decisions: dict[int, str] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr("Talekeeper did not close normally. These characters had changes that were not saved. Nothing is restored unless you choose it.")))
        grid = QGridLayout()
        grid.setColumnStretch(0, 1)
        grid.setVerticalSpacing(2)
        self.status: list[QLabel] = []
        line = 0
        for row, entry in enumerate(entries):
            name = ElidedLabel()  # one line each: a long name or file name ends in … (whole in the tooltip)
            name.setFont(emphasised(QLabel(), 1.0).font())
            name.set_full_text(entry.character.name)
            when = entry.written.astimezone().strftime("%Y-%m-%d %H:%M")
            where = ElidedLabel()
            where.set_full_text(fmt(self.tr("%1, edited %2"), printable(entry.path.name), when))
            where.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            grid.addWidget(name, line, 0)
            grid.addWidget(where, line + 1, 0)
            status = QLabel()
            self.status.append(status)
            grid.addWidget(status, line, 1, 2, 1)
            for column, (caption, slot) in enumerate(
                ((self.tr("Restore"), lambda _=False, r=row: self._decide(r, RESTORE)),
                 (self.tr("Compare…"), lambda _=False, e=entry: CompareDialog(e, self).exec()),
                 (self.tr("Discard"), lambda _=False, r=row: self._decide(r, DISCARD))),
                start=2,
            ):
                button = QPushButton(caption)
                button.setAccessibleName(f"{caption.rstrip('…')} {entry.character.name}")
                button.clicked.connect(slot)
                grid.addWidget(button, line, column, 2, 1)
            line += 2
            note = describe_disk(entry)
            if note:
                grid.addWidget(plain_label(note), line, 0, 1, 5)
                line += 1
            grid.setRowMinimumHeight(line, 8)
            line += 1
        layout.addLayout(grid)
        layout.addStretch(1)
        layout.addWidget(plain_label(self.tr("Characters you decide nothing about are offered again next time.")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.restore_all = buttons.addButton(self.tr("Restore &All"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_all.clicked.connect(self._restore_all)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _restore_all(self) -> None:
        for row in range(len(self.entries)):
            self._decide(row, RESTORE)

    def _decide(self, row: int, decision: str) -> None:
        self.decisions[row] = decision
        self.status[row].setText(self.tr("will be restored") if decision == RESTORE else self.tr("will be discarded"))

    @classmethod
    def decide(cls, entries: list[JournalEntry], parent: QWidget | None = None) -> list[tuple[JournalEntry, str]]:
        """Show the dialog; return the entries the user decided about, with the decision."""
        dialog = cls(entries, parent)
        dialog.exec()
        return [(entries[row], decision) for row, decision in sorted(dialog.decisions.items())]
