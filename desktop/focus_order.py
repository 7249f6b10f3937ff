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


def _place(layout: QLayout, index: int) -> tuple[int, int]:
    """Where the layout shows its item `index`: (row, column) in a grid, (row, role) in a form,
    else its place in the line."""
    if isinstance(layout, QGridLayout):
        return _grid_cell(layout, index)
    if isinstance(layout, QFormLayout):
        return _form_cell(layout, index)
    return index, 0


def _in_layout(layout: QLayout) -> Iterator[QWidget]:
    """The widgets of `layout` in the order it places them, nested layouts in their place. Read by
    `indexOf`, never `itemAt`: PySide keeps an item's wrapper as long as the layout's, Qt deletes
    the item with its widget, and a widget made later at the same address came back from
    `item.widget()` as that stale item."""
    owner = layout.parentWidget()
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    widgets: list[QWidget] = owner.findChildren(QWidget, options=direct) if owner is not None else []
    layouts: list[QLayout] = layout.findChildren(QLayout, options=direct)
    parts: dict[int, QWidget | QLayout] = {layout.indexOf(w): w for w in widgets} | {layout.indexOf(child): child for child in layouts}
    parts.pop(-1, None)  # not in this layout (a nested layout's, or none)
    for index in sorted(parts, key=lambda index: (*_place(layout, index), index)):
        part = parts[index]
        yield from _in_widget(part) if isinstance(part, QWidget) else _in_layout(part)


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
