"""Tab follows what is on the screen: a window's focus chain in the order of its layouts (top to
bottom, left to right, a column at a time, as the layouts place the widgets), not in the order
the widgets happened to be made. Parts made later (an attacker added, the consequences shown after
a roll, the dice dealt in a conflict) take their place where they are shown."""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QFormLayout, QGridLayout, QLayout, QScrollArea, QSplitter, QStackedWidget, QTabWidget, QWidget


def _grid_cell(layout: QGridLayout, index: int) -> tuple[int, int]:
    """The row and column of item `index` (PySide6 declares getItemPosition's tuple as `object`)."""
    row, column, _, _ = cast(tuple[int, int, int, int], layout.getItemPosition(index))
    return row, column


def _form_cell(layout: QFormLayout, index: int) -> tuple[int, int]:
    """The row and role of item `index` (PySide6 declares getItemPosition's tuple as `object`)."""
    row, role = cast(tuple[int, QFormLayout.ItemRole], layout.getItemPosition(index))
    return row, role.value


def _in_layout(layout: QLayout) -> Iterator[QWidget]:
    indexes = list(range(layout.count()))
    if isinstance(layout, QGridLayout):
        grid = layout
        indexes.sort(key=lambda i: _grid_cell(grid, i))
    elif isinstance(layout, QFormLayout):
        form = layout
        indexes.sort(key=lambda i: _form_cell(form, i))
    for index in indexes:
        item = layout.itemAt(index)
        if item is None:
            continue
        if (widget := item.widget()) is not None:
            yield from _in_widget(widget)
        elif (inner := item.layout()) is not None:
            yield from _in_layout(inner)


def _in_widget(widget: QWidget) -> Iterator[QWidget]:
    if widget.isWindow():
        return
    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        yield widget
    if isinstance(widget, QScrollArea):
        if (inner := widget.widget()) is not None:
            yield from _in_widget(inner)
    elif isinstance(widget, QTabWidget | QStackedWidget | QSplitter):
        if isinstance(widget, QTabWidget):
            yield widget.tabBar()
        for index in range(widget.count()):
            if (page := widget.widget(index)) is not None:
                yield from _in_widget(page)
    elif not isinstance(widget, QAbstractScrollArea) and (layout := widget.layout()) is not None:
        yield from _in_layout(layout)


def tab_in_layout_order(window: QWidget) -> None:
    """Set `window`'s focus chain to its layouts' order (call again after adding parts)."""
    if (layout := window.layout()) is None:
        return
    chain = list(dict.fromkeys(_in_layout(layout)))
    for before, after in zip(chain, chain[1:], strict=False):
        QWidget.setTabOrder(before, after)
