"""Walking a window's focus chain with the Tab key, as a keyboard user does, and checking it
against what is on the screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot


def where(widget: QWidget, window: QWidget) -> QRect:
    """A widget's rectangle in its window's coordinates, as laid out: inside a scroll area, where
    it is on the unscrolled page (Tab scrolls the page, which must not change the order seen)."""
    point, at = QPoint(0, 0), widget
    while at is not window and at.parentWidget() is not None:
        area = at.parentWidget().parentWidget()
        scrolled = isinstance(area, QScrollArea) and area.widget() is at
        point += QPoint(0, 0) if scrolled else at.pos()
        at = at.parentWidget()
    return QRect(point, widget.size())


def name(widget: QWidget | None) -> str:
    if widget is None:
        return "nothing"
    text = getattr(widget, "text", None)
    shown = text() if callable(text) and isinstance(text(), str) else ""
    return f"{type(widget).__name__}({widget.accessibleName() or shown or widget.objectName()})"


def tab_chain(qtbot: QtBot, window: QWidget, limit: int = 150) -> list[QWidget]:
    """The widgets Tab visits from the one focused when the window opens, until focus comes back
    to a widget seen before (the chain's end) or leaves the window; at most `limit` presses."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    chain: list[QWidget] = []
    focused = QApplication.focusWidget()
    while focused is not None and focused not in chain and len(chain) < limit:
        chain.append(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        if focused is not None and focused.window() is not window:
            break
    if focused is not None and focused is not chain[0] if chain else False:
        chain.append(focused)  # where the chain went back to (a trap shows here)
    return chain


def traps(chain: list[QWidget]) -> list[str]:
    """Tables that Tab does not leave: the chain stops on (or returns to) a table it had not finished."""
    problems = []
    if chain and chain[-1] in chain[:-1] and chain[-1] is not chain[0]:
        problems.append(f"Tab goes round inside {name(chain[-1])}")
    for widget in chain:
        if isinstance(widget, QAbstractItemView) and widget.tabKeyNavigation():
            problems.append(f"Tab moves between the cells of {name(widget)} instead of leaving it")
    return problems


def out_of_order(chain: list[QWidget], window: QWidget) -> list[str]:
    """Widgets that Tab reaches after one that is below them in the same column, or to their
    right in the same row: against the reading order (top to bottom, left to right, a column at a
    time). The chain's return to its start is not counted."""
    chain = chain[:-1] if len(chain) > 1 and chain[-1] is chain[0] else chain
    problems = []
    for j, after in enumerate(chain):
        b = where(after, window)
        for before in chain[:j]:
            a = where(before, window)
            same_column = b.left() < a.right() and b.right() > a.left()
            same_row = b.top() < a.bottom() and b.bottom() > a.top()
            if (same_column and not same_row and b.bottom() <= a.top()) or (same_row and not same_column and b.right() <= a.left()):
                problems.append(f"{name(after)} at {b.x()},{b.y()} comes after {name(before)} at {a.x()},{a.y()}")
                break
    return problems
