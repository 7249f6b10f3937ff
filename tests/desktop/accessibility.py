"""What a screen reader gets from a window: Qt's accessibility tree walked as Orca or NVDA walk it
(`QAccessible.queryAccessibleInterface`, `child(i)`, `role()`, `text(Name/Description/Value)`,
`state()`), and the problems a person listening would meet (issue 20).

`problems(widget)` lists them as readable lines; a test asserts the list is empty:
- a focus stop (or a control) without a name;
- a label whose visible text (or a number shown on a button, such as "+6") is neither in its name nor in its description (a label with an
  accessible name is read as that name only: Qt gives labels no text interface);
- markup in a name or a description (read out as "less than p style...");
- a radio button announced as a check box (auto-exclusive off, no exclusive group), or alone in
  its group;
- two controls (or two labels) with the same role and name among the things a person must tell
  apart (the same named group);
- an odds chart or an HP bar without its numbers as text;
- a list or table that, tabbed into, would be heard as the container, not its current row.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QButtonGroup, QLabel, QRadioButton, QWidget

Role = QAccessible.Role
MARKUP = re.compile(r"<\s*/?\s*[a-zA-Z][a-zA-Z0-9]*(\s[^<>]*)?/?\s*>|&(lt|gt|amp|nbsp|quot|#\d+);")
CONTROLS = {Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.EditableText, Role.SpinBox, Role.Slider,
            Role.Table, Role.List, Role.Tree, Role.PageTab, Role.ToolBar, Role.ScrollBar, Role.ButtonMenu, Role.ButtonDropDown}
GROUPS = {Role.Grouping, Role.Dialog, Role.Window, Role.PageTabList, Role.PropertyPage, Role.Table, Role.List, Role.Tree}
"""Where a screen reader says "entering X": names inside need only differ within one of these."""


@dataclass
class Node:
    iface: QAccessibleInterface
    role: Role
    name: str
    description: str
    value: str
    path: str
    group: str

    @property
    def labelled_by(self) -> str:
        """The labels a screen reader says before the control (Qt's "labelled by" relation: a
        label whose buddy it is, or its group box's title)."""
        return " ".join(text(other, QAccessible.Text.Name) for other, _ in self.iface.relations(QAccessible.RelationFlag.Label))

    @property
    def heard(self) -> str:
        """What is announced: the label, then the name (a combo box's name is its value on Linux)."""
        return " ".join(part for part in (self.labelled_by, self.name) if part)

    @property
    def focusable(self) -> bool:
        """A stop of the Tab key (a label selectable by mouse is "focusable" too, but no stop)."""
        owner = self.widget
        if owner is not None and QAccessible.queryAccessibleInterface(owner) == self.iface:
            return bool(owner.focusPolicy() & Qt.FocusPolicy.TabFocus) and owner.isEnabled()
        return bool(self.iface.state().focusable)

    @property
    def widget(self) -> QWidget | None:
        thing = self.iface.object()
        return thing if isinstance(thing, QWidget) else None


def text(iface: QAccessibleInterface, kind: QAccessible.Text) -> str:
    return iface.text(kind) or ""


def walk(widget: QWidget) -> Iterator[Node]:
    """Every visible node under `widget`, as an assistive technology walks them."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None and root.isValid(), widget
    yield from _walk(root, type(widget).__name__, "", 0)


def _walk(iface: QAccessibleInterface, path: str, group: str, depth: int) -> Iterator[Node]:
    if depth > 40 or iface.state().invisible:
        return
    name = text(iface, QAccessible.Text.Name)
    node = Node(iface, iface.role(), name, text(iface, QAccessible.Text.Description), text(iface, QAccessible.Text.Value), path, group)
    yield node
    inner = f"{group} › {name}" if node.role in GROUPS and name else group
    for index in range(min(iface.childCount(), 400)):  # a big table's cells: the first rows tell enough
        child = iface.child(index)
        if child is not None and child.isValid():
            yield from _walk(child, f"{path} / {child.role().name}:{text(child, QAccessible.Text.Name)[:30]!r}", inner, depth + 1)


def plain(shown: str) -> str:
    """A label's text as a person sees it (rich text rendered, the access key's & gone)."""
    if MARKUP.search(shown):
        shown = QTextDocumentFragment.fromHtml(shown).toPlainText()
    shown = re.sub(r"\(&\w\)", "", shown)
    return " ".join(re.sub(r"&(.)", r"\1", shown).split())


def problems(widget: QWidget) -> list[str]:
    nodes = list(walk(widget))
    found: list[str] = []
    for node in nodes:
        where = f"{node.path} [{node.role.name} {node.name!r} {type(node.iface.object()).__name__}]"
        owner = node.widget
        if (node.focusable or node.role in CONTROLS) and not node.name.strip() and node.role not in (Role.Cell, Role.ListItem, Role.TreeItem, Role.ScrollBar):
            found.append(f"no name: {where}")
        if node.role == Role.ComboBox and not node.labelled_by and owner is not None and owner.isVisible():
            found.append(f"a combo box heard by its value only (no label for it, no group title): {where}")
        for kind, said in (("name", node.name), ("description", node.description)):
            if MARKUP.search(said):
                found.append(f"markup in the {kind}: {where}: {said[:80]!r}")
        if isinstance(owner, QLabel) and node.role in (Role.StaticText, Role.StatusBar) and owner.isVisible() and QAccessible.queryAccessibleInterface(owner) == node.iface:
            shown = plain(owner.text())
            heard = " ".join(f"{node.name} {node.description}".split())
            if shown and not all(part.strip() in heard for part in shown.split("…")):  # (a value cut short: its parts)
                found.append(f"label text not heard: {where}: shows {shown[:80]!r}, says {heard[:80]!r}")
        if isinstance(owner, QAbstractButton) and owner.text() and QAccessible.queryAccessibleInterface(owner) == node.iface:
            shown = plain(owner.text())
            heard = " ".join(f"{node.name} {node.description}".split())
            numbers = re.findall(r"\d+", re.sub(r"\b[A-Z]{2}-\d+(\.\.[A-Z]{2}-\d+)?", "", shown))  # (not rule ids)
            if not all(number in heard for number in numbers):
                found.append(f"a number on a button not heard: {where}: shows {shown[:80]!r}, says {heard[:80]!r}")
        if isinstance(owner, QRadioButton) and QAccessible.queryAccessibleInterface(owner) == node.iface:
            found += _radio_problems(owner, where, node.role)
    found += _repeated_names(nodes)
    found += _pictures_without_text(widget)
    found += _views_silent_on_focus(widget)
    return found


def _views_silent_on_focus(widget: QWidget) -> list[str]:
    """Lists and tables that, tabbed into, tell the screen reader no current row (it would say
    "list" or "table" only): each is given the focus as Tab gives it, and what Qt is told is heard."""
    views = [view for view in widget.findChildren(QAbstractItemView)
             if view.isVisible() and view.isEnabled() and view.focusPolicy() & Qt.FocusPolicy.TabFocus
             and view.model() is not None and view.model().rowCount() > 0]
    if not views:
        return []
    window = widget.window()
    window.activateWindow()
    QApplication.processEvents()
    told: list[QObject] = []
    real = QAccessible.updateAccessibility

    def update(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Focus and event.child() >= 0:
            told.append(event.object())

    QAccessible.updateAccessibility = update  # type: ignore[method-assign]
    found = []
    try:
        for view in views:
            view.clearFocus()  # (from elsewhere, as Tab comes)
            told.clear()
            view.setFocus(Qt.FocusReason.TabFocusReason)
            QApplication.processEvents()
            if not view.hasFocus():
                found.append(f"could not give the focus to {type(view).__name__} {view.accessibleName()!r} (the window is not active)")
            elif view not in told:
                found.append(f"tabbing into {type(view).__name__} {view.accessibleName()!r} says the container, not its current row")
    finally:
        QAccessible.updateAccessibility = real  # type: ignore[method-assign]
    return found


def _radio_problems(button: QRadioButton, where: str, role: Role) -> list[str]:
    if role != Role.RadioButton:
        return [f"radio button announced as {role.name}: {where}"]
    group: QButtonGroup | None = button.group()
    if group is not None:
        return [] if group.exclusive() and len(group.buttons()) > 1 else [f"radio button in a group that is not one-of-many: {where}"]
    parent = button.parentWidget()
    mates = [b for b in parent.findChildren(QRadioButton) if b.parentWidget() is parent and b.autoExclusive()] if parent else []
    return [] if len(mates) > 1 else [f"radio button with no other choice beside it: {where}"]


def _repeated_names(nodes: list[Node]) -> list[str]:
    seen: dict[tuple[str, Role, str], Node] = {}
    found = []
    for node in nodes:
        if not node.name or node.role in (Role.Cell, Role.ListItem, Role.TreeItem, Role.RowHeader, Role.ColumnHeader, Role.Row, Role.ScrollBar, Role.Client, Role.Grouping, Role.Separator):
            continue
        if not (node.focusable or node.role in CONTROLS or isinstance(node.widget, QLabel)):
            continue
        if type(node.widget).__name__ == "DieButton":  # two d6 showing 4 from Heart are the same die to play
            continue
        key = (node.group, node.role, node.heard)
        if key in seen and seen[key].iface.object() is not node.iface.object():
            found.append(f"the same name twice: {node.group} [{node.role.name} {node.heard!r}] at {seen[key].path} and {node.path}")
        seen.setdefault(key, node)
    return found


def _pictures_without_text(widget: QWidget) -> list[str]:
    from talekeeper.desktop.odds_chart import OddsChart, percent
    from talekeeper.desktop.widgets import HpBar

    found = []
    for picture in [w for w in widget.findChildren(QWidget) if isinstance(w, (OddsChart, HpBar)) and w.isVisible()]:
        iface = QAccessible.queryAccessibleInterface(picture)
        said = text(iface, QAccessible.Text.Name) + " " + text(iface, QAccessible.Text.Description)
        numbers = [percent(chance) for _, chance, _ in picture.rows] if isinstance(picture, OddsChart) else [str(picture._hp), str(picture._max)] if picture._max > 0 or picture._hp > 0 else []
        missing = [number for number in numbers if number not in said]
        if missing or not said.strip():
            found.append(f"{type(picture).__name__} {said!r} lacks {missing}")
    return found
