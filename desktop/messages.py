"""Message boxes whose text is shown as it is, never as HTML.

`QMessageBox.warning()` and its siblings show their text as rich text when Qt guesses it might
be (`Qt::AutoText`): a character or file name such as ``<b>Goblin</b>`` from a table-mate's
library was then drawn in bold, or an ``<img>`` tag loaded a picture. Names and paths come from
files, so every message box of the program is made here, with plain text (the informative text
follows the same format). `information()`, `warning()`, `critical()` and `question()` take the
arguments of Qt's static functions and give back the button pressed; a box with buttons of its
own is made with `box()` and shown by the window's `ask()`.

Call them through the module (``messages.warning(...)``), so that tests can replace them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

Button = QMessageBox.StandardButton
Icon = QMessageBox.Icon
Role = QMessageBox.ButtonRole


def box(parent: QWidget | None, icon: Icon, title: str, text: str, buttons: Button = Button.NoButton,
        default: Button = Button.NoButton, informative: str = "") -> QMessageBox:
    """A message box showing `text` (and `informative`, under it) as plain text; not shown yet.
    Without `buttons` it gets an OK button when shown, unless buttons are added to it."""
    made = QMessageBox(icon, title, "", buttons, parent)
    made.setTextFormat(Qt.TextFormat.PlainText)  # before the text, so it is never guessed to be HTML
    made.setText(text)
    if informative:
        made.setInformativeText(informative)
    if default != Button.NoButton:
        made.setDefaultButton(default)
    return made


def run(made: QMessageBox) -> Button:
    """Show the box, wait for it to be closed, and give the standard button pressed; Cancel when
    it was closed without one (as Qt's static functions do). Tests replace this."""
    made.exec()
    clicked = made.clickedButton()
    return made.standardButton(clicked) if clicked is not None else Button.Cancel


def information(parent: QWidget | None, title: str, text: str, buttons: Button = Button.Ok, default: Button = Button.NoButton) -> Button:
    return run(box(parent, Icon.Information, title, text, buttons, default))


def warning(parent: QWidget | None, title: str, text: str, buttons: Button = Button.Ok, default: Button = Button.NoButton) -> Button:
    return run(box(parent, Icon.Warning, title, text, buttons, default))


def critical(parent: QWidget | None, title: str, text: str, buttons: Button = Button.Ok, default: Button = Button.NoButton) -> Button:
    return run(box(parent, Icon.Critical, title, text, buttons, default))


def question(parent: QWidget | None, title: str, text: str, buttons: Button = Button.Yes | Button.No,
             default: Button = Button.NoButton) -> Button:
    return run(box(parent, Icon.Question, title, text, buttons, default))
