"""Input fields that check what is typed, say why it is wrong, and commit one value per action."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QCheckBox, QLineEdit, QSizePolicy, QSpinBox, QWidget

from talekeeper.core.refusal import Refusal
from talekeeper.desktop.widgets import WARNING_STYLE, NamedLabel

Check = Callable[[str], str | None]
"""Returns why the text is not acceptable, or None when it is."""


class CheckValidator(QValidator):
    def __init__(self, check: Check, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = check

    def validate(self, text: str, pos: int) -> object:
        state = QValidator.State.Acceptable if self.check(text) is None else QValidator.State.Intermediate
        return state, text, pos


class MessageLabel(NamedLabel):
    """Where a field says why its input is refused, or what is still to do; a screen reader hears
    the message with what it is ("Input problem: ...", "Hint: ...")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Input problem"), parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setStyleSheet(WARNING_STYLE)
        self.hide()

    def say(self, message: str | None) -> None:
        self.setStyleSheet(WARNING_STYLE)
        self.set_name(self.tr("Input problem"))
        self.setText(message or "")
        self.setVisible(bool(message))

    def hint(self, message: str) -> None:
        """Say what is still to do, in the ordinary colour: nothing is wrong yet."""
        self.setStyleSheet("font-style: italic;")
        self.set_name(self.tr("Hint"))
        self.setText(message)
        self.setVisible(bool(message))


class CheckedLineEdit(QLineEdit):
    """A line edit whose text must pass `check`; while it does not, it keeps focus and says why.

    `committed(text)` fires once per finished edit with an acceptable, changed text. Escape puts
    the last committed text back.
    """

    committed = Signal(str)

    def __init__(self, check: Check | None = None, *, message: MessageLabel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._check = check or (lambda _text: None)
        self._committed_text = ""
        self.message = message or MessageLabel()
        self.setValidator(CheckValidator(self._check, self))
        self.textEdited.connect(self._show_problem)
        self.editingFinished.connect(self._finish)

    def set_value(self, text: str) -> None:
        """Show a value from the model (does not commit)."""
        self._committed_text = text
        if self.text() != text and not (self.hasFocus() and self.isModified()):
            self.setText(text)
        self.message.say(None)

    def problem(self) -> str | None:
        return self._check(self.text())

    def _show_problem(self, _text: str) -> None:
        self.message.say(self.problem())

    def _finish(self) -> None:
        if self.problem() is None and self.text() != self._committed_text:
            self._committed_text = self.text()
            self.setModified(False)
            self.committed.emit(self.text())

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        problem = self.problem()
        if problem is not None and self.isVisible() and self.isEnabled():
            self.message.say(problem)
            QTimer.singleShot(0, self, self.setFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.text() != self._committed_text:
            self.setText(self._committed_text)
            self.message.say(None)
            return
        super().keyPressEvent(event)


class CommitSpinBox(QSpinBox):
    """A number field that commits once per finished edit (Enter, Tab, arrows released)."""

    committed = Signal(int)

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(minimum, maximum)
        self.setKeyboardTracking(False)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._value = self.value()
        self.valueChanged.connect(self._maybe_commit)

    def set_value(self, value: int) -> None:
        """Show a value from the model (does not commit). The signals are unblocked again whatever
        happens (a value Qt cannot hold raises OverflowError)."""
        with QSignalBlocker(self):
            self.setValue(value)
        self._value = value

    def _maybe_commit(self, value: int) -> None:
        if value != self._value:
            self._value = value
            self.committed.emit(value)


class SignedSpinBox(CommitSpinBox):
    """A modifier such as a Stonetop stat: shown as `+2`, `0`, `-1`."""

    def textFromValue(self, value: int) -> str:
        return f"{value:+d}" if value else "0"


class CommitCheckBox(QCheckBox):
    committed = Signal(bool)

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.clicked.connect(lambda checked: self.committed.emit(bool(checked)))

    def set_value(self, value: bool) -> None:
        with QSignalBlocker(self):
            self.setChecked(value)


def checker(parse: Callable[[str], object], *, allow_empty: bool = False) -> Check:
    """A Check from a parse function of core that refuses (a `Refusal`) with a reason."""

    def check(text: str) -> str | None:
        if allow_empty and not text.strip():
            return None
        from talekeeper.desktop.words.wording import refusal_text

        try:
            parse(text)
        except Refusal as refusal:
            return refusal_text(refusal)
        return None

    return check


def not_empty(text: str) -> str | None:
    return None if text.strip() else QCoreApplication.translate("Fields", "This cannot be empty")
