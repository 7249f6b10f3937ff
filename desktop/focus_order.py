"""Tab follows what is on the screen: a window's focus chain in the order of its layouts (top to
bottom, left to right, a column at a time, as the layouts place the widgets), not in the order
the widgets happened to be made. Parts made later (an attacker added, the consequences shown after
a roll, the dice dealt in a conflict) take their place where they are shown."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QFormLayout, QGridLayout, QLayout, QScrollArea, QSplitter, QStackedWidget, QTabWidget, QWidget


def _in_layout(layout: QLayout) -> Iterator[QWidget]:
    indexes = list(range(layout.count()))
    if isinstance(layout, QGridLayout):
        indexes.sort(key=lambda i: tuple(layout.getItemPosition(i)[:2]))
    elif isinstance(layout, QFormLayout):
        indexes.sort(key=lambda i: (layout.getItemPosition(i)[0], layout.getItemPosition(i)[1].value))
    for index in indexes:
        item = layout.itemAt(index)
        if item is None:
            continue
        if item.widget() is not None:
            yield from _in_widget(item.widget())
        elif item.layout() is not None:
            yield from _in_layout(item.layout())


def _in_widget(widget: QWidget) -> Iterator[QWidget]:
    if widget.isWindow():
        return
    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        yield widget
    if isinstance(widget, QScrollArea):
        if widget.widget() is not None:
            yield from _in_widget(widget.widget())
    elif isinstance(widget, QTabWidget | QStackedWidget):
        if isinstance(widget, QTabWidget):
            yield widget.tabBar()
        for index in range(widget.count()):
            yield from _in_widget(widget.widget(index))
    elif isinstance(widget, QSplitter):
        for index in range(widget.count()):
            yield from _in_widget(widget.widget(index))
    elif not isinstance(widget, QAbstractScrollArea) and widget.layout() is not None:
        yield from _in_layout(widget.layout())


def tab_in_layout_order(window: QWidget) -> None:
    """Set `window`'s focus chain to its layouts' order (call again after adding parts)."""
    if window.layout() is None:
        return
    chain = list(dict.fromkeys(_in_layout(window.layout())))
    for before, after in zip(chain, chain[1:], strict=False):
        QWidget.setTabOrder(before, after)
