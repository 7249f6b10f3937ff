"""The key sequences a window answers to as it is shown: its actions' shortcuts, its QShortcuts, the
menu bar's Alt+letter, and the access keys (Alt+letter) of its visible labels, buttons, group
boxes and tabs. A key listed twice is one Qt calls "ambiguous" (it then does nothing, or the
wrong thing)."""

from __future__ import annotations

import re
from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMainWindow, QMenu, QTabBar, QWidget

_KEY = re.compile(r"&([^&\s])")
_WINDOW_WIDE = (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut)


def access_key(text: str) -> str | None:
    """The letter after a single `&` (`Ma&ke Camp…` -> K, `野営する(&K)…` -> K), ignoring `&&`."""
    found = _KEY.search(text.replace("&&", ""))
    return found.group(1).upper() if found else None


def _alt(text: str) -> str | None:
    key = access_key(text)
    return f"Alt+{key}" if key else None


def bindings(window: QWidget) -> dict[str, list[str]]:
    """Every key sequence `window` answers to now -> what it does (one entry per binding)."""
    found: dict[str, list[str]] = defaultdict(list)
    if isinstance(window, QMainWindow):
        for title in window.menuBar().actions():
            if title.isVisible() and _alt(title.text()):
                found[_alt(title.text())].append(f"menu {title.text()}")
    for action in window.findChildren(QAction):
        if action.shortcutContext() in _WINDOW_WIDE and action.associatedObjects() and _owner(action) is window:
            for key in action.shortcuts():
                found[key.toString(QKeySequence.SequenceFormat.PortableText)].append(f"action {action.text()}")
    for shortcut in window.findChildren(QShortcut):
        if shortcut.isEnabled() and shortcut.parent().isVisible():
            for key in shortcut.keys():
                found[key.toString(QKeySequence.SequenceFormat.PortableText)].append(f"shortcut {shortcut.objectName() or key.toString()}")
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or isinstance(widget, QMenu) or widget.window() is not window:
            continue
        texts: list[str] = []
        if isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count()) if widget.isTabEnabled(i) and widget.isTabVisible(i)]
        for text in texts:
            if _alt(text):
                found[_alt(text)].append(f"{type(widget).__name__} {text}")
    return dict(found)


def _owner(action: QAction) -> QWidget | None:
    """The window an action's shortcut belongs to (through the menus it sits in)."""
    parent = action.parent()
    while parent is not None and (isinstance(parent, QMenu) or not isinstance(parent, QWidget)):
        parent = parent.parent()
    return parent.window() if isinstance(parent, QWidget) else None


def bound_twice(window: QWidget, where: str) -> list[str]:
    """`where: key -> [what, what]` for every key `window` answers to more than once."""
    return [f"{where}: {key} -> {whats}" for key, whats in bindings(window).items() if len(whats) > 1]
