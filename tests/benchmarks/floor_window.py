"""The least a window showing a roster can cost, for comparison with Talekeeper's start-up.

A main window with menu titles, a search box, a kind box and a list of the summary index's first
page, each row painted with its name and an HP bar; nothing else (no translations, settings, lock,
undo stack, editor, tooltips or marks), and not even the `Qt` namespace, whose enums PySide6
builds on first use. Run by the benchmark as `python floor_window.py LIBRARY`; prints startup_ms.
"""

import time

STARTED = time.perf_counter()

import sys
from pathlib import Path

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QObject, QRectF, QSize, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QListView, QMainWindow, QSplitter, QStyledItemDelegate, QVBoxLayout, QWidget

from talekeeper.core.storage.index import SummaryIndex

DISPLAY_ROLE, ENTRY_ROLE, TOP_LEFT = 0, 257, 0x21  # Qt.ItemDataRole.DisplayRole, UserRole + 1, AlignLeft | AlignTop


class Model(QAbstractListModel):
    def __init__(self, entries: list) -> None:
        super().__init__()
        self.entries = entries

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return len(self.entries)

    def data(self, index: QModelIndex, role: int = DISPLAY_ROLE) -> object:
        entry = self.entries[index.row()]
        return entry.name if role == DISPLAY_ROLE else entry if role == ENTRY_ROLE else None


class Delegate(QStyledItemDelegate):
    def sizeHint(self, option, index) -> QSize:
        return QSize(220, option.fontMetrics.height() * 2 + 12)

    def initStyleOption(self, option, index) -> None:
        super().initStyleOption(option, index)
        option.text = ""

    def paint(self, painter, option, index) -> None:
        super().paint(painter, option, index)
        entry = index.data(ENTRY_ROLE)
        rect = option.rect.adjusted(6, 4, -6, -4)
        painter.drawText(rect, TOP_LEFT, entry.name)
        painter.fillRect(QRectF(rect.right() - 90, rect.top(), 90 * entry.hp / max(1, entry.max_hp), 10), QColor("#3b8c3b"))


class Probe(QObject):
    painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            QTimer.singleShot(0, lambda: (print(f"startup_ms={(time.perf_counter() - STARTED) * 1000:.1f}", flush=True), app.quit()))
        return False


app = QApplication([])
window = QMainWindow()
window.resize(1200, 800)
for title in ("&File", "&Edit", "&Play", "&View"):
    window.menuBar().addMenu(title)
panel = QWidget()
layout = QVBoxLayout(panel)
kinds = QComboBox()
kinds.addItems(["All kinds", "Player character", "Follower", "NPC", "Monster"])
view = QListView()
model = Model(SummaryIndex(Path(sys.argv[1])).first_page(100))
view.setModel(model)
view.setItemDelegate(Delegate(view))
view.setUniformItemSizes(True)
for widget in (QLineEdit(), kinds, view):
    layout.addWidget(widget)
splitter = QSplitter()
splitter.addWidget(panel)
splitter.addWidget(QLabel("Choose a character in the list to open it."))
window.setCentralWidget(splitter)
window.statusBar().showMessage(sys.argv[1])
probe = Probe()
window.installEventFilter(probe)
window.show()
app.exec()
