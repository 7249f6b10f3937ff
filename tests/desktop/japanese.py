"""What a reader of the Japanese interface gets: the texts a window shows, and English words left in them."""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from talekeeper.desktop.window.main_window import MainWindow

ENGLISH = re.compile(r"[A-Za-z]{3,}")
"""A run of three or more ASCII letters: a word left in English."""

NOT_ENGLISH = frozenset({"NPC", "STR", "DEX", "CON", "INT", "WIS", "CHA", "NdS", "PNG", "JPEG", "JSON", "UTF", "Talekeeper", "git"})
"""Runs that stay as they are in Japanese: the kind NPC, the Stonetop stat names, dice notation,
file formats and the programs' names (Talekeeper, git). Shorter ones (HP, GM, ST-20, d6, 17W) are no run of three."""


def english_words(text: str, *, allowed: frozenset[str] = frozenset()) -> list[str]:
    """The English words in `text`, apart from NOT_ENGLISH and `allowed` (names typed, ...)."""
    for word in sorted(allowed, key=len, reverse=True):
        text = text.replace(word, " ")
    return [run for run in ENGLISH.findall(text) if run not in NOT_ENGLISH]


NAMES = frozenset({"Aranel", "Brennen"})
"""What the user typed in English: the characters' names."""


def model_texts(model: QAbstractItemModel, parent: QModelIndex = QModelIndex()) -> Iterator[str]:
    """Every header, cell and tooltip of an item view's model, children included."""
    columns = 0
    while model.index(0, columns, parent).isValid():  # (a list widget's model hides columnCount)
        columns += 1
    if not parent.isValid():
        for column in range(columns):
            yield str(model.headerData(column, Qt.Orientation.Horizontal) or "")
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                yield str(index.data(role) or "")
            if model.rowCount(index):
                yield from model_texts(model, index)


def shown_texts(root: QWidget) -> list[str]:
    """What a person (or a screen reader) gets from `root` and its visible widgets (rich text,
    such as a tooltip, as it reads)."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        texts += [widget.accessibleName(), widget.accessibleDescription(), widget.toolTip()]
        if isinstance(widget, (QLabel, QAbstractButton, QAbstractSpinBox)):
            texts.append(widget.text())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        if isinstance(widget, QPlainTextEdit):
            texts.append(widget.toPlainText())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts += model_texts(widget.model())
    return [QTextDocumentFragment.fromHtml(text).toPlainText() if text.lstrip().startswith("<") else text for text in texts if text]


class Seen:
    """Everything shown along the way, by where it was shown."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.texts: list[tuple[str, str]] = []

    def look(self, where: str, widget: QWidget) -> None:
        self.texts += [(where, text) for text in shown_texts(widget)]

    def undo_text(self) -> None:
        self.texts.append(("undo", self.window.menu_actions.undo.text()))

    def english(self) -> list[tuple[str, str]]:
        return [(where, text) for where, text in self.texts if english_words(text, allowed=NAMES)]
