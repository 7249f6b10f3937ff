"""Small widgets and helpers shared by the views. Text that came from a file is always plain."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QFontMetrics, QKeySequence, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QLabel, QMenu, QSizePolicy, QWidget

Label = TypeVar("Label", bound=QLabel)


def fmt(template: str, *values: object) -> str:
    """Fill Qt-style %1, %2 placeholders (translations may reorder them)."""
    for number, value in enumerate(values, start=1):
        template = template.replace(f"%{number}", str(value))
    return template


def without_mnemonic(text: str) -> str:
    """A label's text for screen readers: `&Save` -> `Save`, `保存(&S)…` -> `保存…`."""
    text = re.sub(r"\(&\w\)", "", text)
    return re.sub(r"&(.)", r"\1", text)


OPENING_LIMIT = QSize(1366, 720)
"""The largest opening size of a window: a 1366x768 laptop screen less its panel and title bar."""


def open_at(window: QWidget, width: int, height: int) -> None:
    """Give `window` its opening size, within OPENING_LIMIT and the screen it opens on."""
    room = OPENING_LIMIT
    screen = window.screen()
    if screen is not None:
        room = room.boundedTo(screen.availableGeometry().size())
    window.resize(QSize(width, height).boundedTo(room).expandedTo(window.minimumSizeHint().boundedTo(room)))


def drop_access_keys(root: QWidget) -> None:
    """Take the access keys (Alt+letter) off every label, button and box inside `root`: for a
    second copy of a part whose first copy keeps them (a key must mean one thing in a window)."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox

    for widget in root.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton) and "&" in widget.text():
            widget.setText(without_mnemonic(widget.text()))
        elif isinstance(widget, QGroupBox) and "&" in widget.title():
            widget.setTitle(without_mnemonic(widget.title()))


def plain_label(text: str = "", *, parent: QWidget | None = None, name: str = "") -> QLabel:
    """A label that shows `text` literally (Qt would render HTML otherwise). With a `name` (what
    the text is, such as "Armor"), a screen reader hears both: "Armor: 2 (from the sheet)"."""
    widget = NamedLabel(name, parent) if name else QLabel(parent)
    widget.setTextFormat(Qt.TextFormat.PlainText)
    widget.setText(text)
    widget.setWordWrap(True)
    widget.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    return widget


def heard(name: str, text: str) -> str:
    """What a screen reader says for a label named `name` that shows `text`: both, once."""
    text = text.strip()
    if not text:
        return name
    if not name or name.casefold() in text.casefold():
        return text
    return fmt(QCoreApplication.translate("Accessible", "%1: %2"), name, text)


class NamedLabel(QLabel):
    """A label that shows a value and says what it is ("Armor", showing "2 (from the sheet)").

    A `QLabel` with an accessible name is read by a screen reader as that name only (Qt gives
    labels no text interface), so the name always carries the text shown as well."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self.setAccessibleName(name)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setAccessibleName(heard(self._name, text))

    def clear(self) -> None:
        super().clear()
        self.setAccessibleName(self._name)

    def set_name(self, name: str) -> None:
        """Say what the text is, from now on."""
        self._name = name
        self.setAccessibleName(heard(name, self.text()))


def name_combo(combo: QComboBox, name: str) -> None:
    """Name a combo box that has no caption beside it. On Linux Qt gives a combo box its current
    value as its name and says its label through the "labelled by" relation (a label whose buddy
    it is, beside it): named with `setAccessibleName` alone it is heard by its value only ("Broo
    raider combo box"). A hidden label, kept beside the combo box, carries the name."""
    combo.setAccessibleName(name)  # (what Windows and macOS read)
    _HiddenCaption(combo, name)


class _HiddenCaption(QObject):
    def __init__(self, widget: QWidget, name: str) -> None:
        super().__init__(widget)
        self.label = QLabel(name)
        self.label.setBuddy(widget)
        self.label.hide()
        self.label.destroyed.connect(self.deleteLater)
        widget.installEventFilter(self)
        self._follow(widget)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ParentChange and isinstance(watched, QWidget):
            self._follow(watched)
        return False

    def _follow(self, widget: QWidget) -> None:
        parent = widget.parentWidget()
        if parent is not None and self.label.parentWidget() is not parent:
            self.label.setParent(parent)
            self.label.hide()


def follow_current_item(view: QAbstractItemView) -> None:
    """Tabbing into `view` tells a screen reader its current row, not only "list" or "table": Qt
    announces an item when the current one changes while the view has focus, so a view entered
    with a current row already set (the roster, a sheet's table) was heard as the container."""
    view.installEventFilter(_CurrentItem(view))


class _CurrentItem(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QAbstractItemView):
            QTimer.singleShot(0, watched, lambda: announce_current_item(watched))  # after Qt's own focus-in
        return False


def announce_current_item(view: QAbstractItemView) -> None:
    """Send the accessibility focus to the current item of `view` (the first row if none)."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent  # here: building their types takes about 2 ms, not wanted before the first paint

    model = view.model()
    if not view.hasFocus() or model is None or model.rowCount() == 0:
        return
    if not view.currentIndex().isValid():
        view.selectionModel().setCurrentIndex(model.index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
    iface = QAccessible.queryAccessibleInterface(view)
    cell = iface.focusChild() if iface is not None else None  # (a view's focus child is its current item)
    child = iface.indexOfChild(cell) if cell is not None and cell.isValid() else -1
    if child < 0:
        return
    event = QAccessibleEvent(view, QAccessible.Event.Focus)
    event.setChild(child)
    QAccessible.updateAccessibility(event)


def emphasised(widget: Label, scale: float = 1.3) -> Label:
    """A label that stands out (a result to read at a glance): bold and larger."""
    font = widget.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    widget.setFont(font)
    return widget


def menu_action(menu: QMenu, text: str, slot: Callable[[], object], shortcut: str | None = None) -> QAction:
    """A menu entry that calls `slot` (the Play menu's entries of every family)."""
    action = QAction(text, menu)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


def redo_keys() -> list[QKeySequence]:
    """Ctrl+Shift+Z and Ctrl+Y, then the platform's own Redo keys, each once: X11's Redo is
    Ctrl+Shift+Z (a key listed twice is "ambiguous" and does nothing) and lacks Ctrl+Y."""
    keys: list[QKeySequence] = []
    for key in (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y"), *QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)):
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


def plain_tooltip(text: str) -> str:
    """Tooltips guess rich text; escape so `<b>` from a file shows as `<b>`. For a widget use
    `set_tooltip`: a widget's tooltip is also its accessible description, markup and all."""
    if not text:
        return ""
    import html  # here: its entity tables are not needed before the first paint

    return "<p style='white-space:pre-wrap'>" + html.escape(text) + "</p>"


def set_tooltip(widget: QWidget, text: str) -> None:
    """Show `text` literally as `widget`'s tooltip (wrapped, spaces kept); a screen reader gets
    the same plain text as the description (Qt would read the tooltip's markup out)."""
    widget.setToolTip(plain_tooltip(text))
    widget.setAccessibleDescription(text)


def literal(text: str) -> str:
    """`text` as it is, for a place that guesses rich text and gives no way to say "plain" (a tab's
    tooltip, also read by screen readers as the tab's description): a `<` or `&` that would start
    markup gets an invisible word joiner after it, so `<b>` from a file still shows as `<b>`."""
    from PySide6.QtGui import Qt as GuiQt  # (mightBeRichText lives in QtGui's Qt namespace)

    if not GuiQt.mightBeRichText(text):
        return text
    return text.replace("&", "&\u2060").replace("<", "<\u2060")


WARNING_RED = "#b23a3a"
"""The colour of what is wrong or dangerous: a refused input, low HP, a debility, a warning."""
WARNING_STYLE = f"color: {WARNING_RED};"

HP_COLOURS = {"high": QColor("#3b8c3b"), "mid": QColor("#c49a1a"), "low": QColor(WARNING_RED)}


def hp_colour(hp: int, max_hp: int) -> QColor:
    fraction = hp / max_hp if max_hp else 0.0
    return HP_COLOURS["high"] if fraction > 0.5 else HP_COLOURS["mid"] if fraction > 0.25 else HP_COLOURS["low"]


def paint_hp_bar(painter: QPainter, rect: QRectF, hp: int, max_hp: int, palette: QPalette) -> None:
    """An HP bar: filled share in green, amber or red, with `hp/max` written on it; a sheet
    without HP (max 0, such as a new character) gets a quiet "no HP set" instead of a bar."""
    painter.save()
    if max_hp <= 0 and hp <= 0:
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        text = QFontMetrics(painter.font()).elidedText(no_hp_text(), Qt.TextElideMode.ElideRight, int(rect.width()))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()
        return
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(palette.color(QPalette.ColorRole.Mid))
    painter.setBrush(palette.color(QPalette.ColorRole.Base))
    painter.drawRoundedRect(rect, 3, 3)
    if max_hp > 0 and hp > 0:
        filled = QRectF(rect)
        filled.setWidth(rect.width() * min(hp, max_hp) / max_hp)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(hp_colour(hp, max_hp))
        painter.drawRoundedRect(filled.adjusted(1, 1, -1, -1), 2, 2)
    painter.setPen(palette.color(QPalette.ColorRole.Text))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{hp}/{max_hp}")
    painter.restore()


def no_hp_text() -> str:
    return QCoreApplication.translate("HpBar", "no HP set")


class HpBar(QWidget):
    """HP as a bar (ST-1), for people who would rather look than read."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hp = 0
        self._max = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Hit points"))

    def set_hp(self, hp: int, max_hp: int) -> None:
        self._hp, self._max = hp, max_hp
        self.setAccessibleDescription(fmt(self.tr("%1 of %2 HP"), hp, max_hp) if max_hp > 0 or hp > 0 else no_hp_text())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(160, self.fontMetrics().height() + 8)

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        paint_hp_bar(painter, QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), self._hp, self._max, self.palette())
        painter.end()


class ElidedLabel(QLabel):
    """One line of plain text that gives way to its neighbours by ending in "…" rather than
    wrapping; the whole text is in the tooltip and the accessible description."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._full = ""

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setAccessibleDescription(text)
        self._elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("M…"), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.contentsRect().width())
        self.setText(shown)
        self.setToolTip(plain_tooltip(self._full) if shown != self._full else "")
