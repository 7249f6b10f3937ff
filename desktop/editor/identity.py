"""Identity: name, kind, player, concept, tags, notes and portrait."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QPixmap, QShowEvent
from PySide6.QtWidgets import QComboBox, QFileDialog, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout

from talekeeper.core.edits import change_kind
from talekeeper.core.model import Character, CharacterKind, Portrait
from talekeeper.core.refusal import Refusal
from talekeeper.desktop import portrait_view
from talekeeper.desktop.editor.base import Section
from talekeeper.desktop.widgets import NamedLabel, fmt
from talekeeper.desktop.words.labels import combo_member, fill_combo, select_member
from talekeeper.desktop.words.wording import refusal_text

if TYPE_CHECKING:
    from talekeeper.desktop.editor import CharacterEditor

PORTRAIT_SIDE = portrait_view.PORTRAIT_SIDE


def _name_problem(text: str) -> str | None:
    if not text.strip():
        return QCoreApplication.translate("Fields", "A character needs a name")
    return None


def _length(limit: int) -> Callable[[str], str | None]:
    return lambda text: None if len(text) <= limit else fmt(QCoreApplication.translate("Fields", "At most %1 characters"), limit)


class NotesEdit(QPlainTextEdit):
    """Multi-line notes, committed when focus leaves (one undo step per visit)."""

    committed = Signal(str)

    def set_value(self, text: str) -> None:
        if self.toPlainText() != text and not self.hasFocus():
            self.setPlainText(text)
        self._value = text

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if self.toPlainText() != getattr(self, "_value", ""):
            self._value = self.toPlainText()
            self.committed.emit(self._value)


class IdentitySection(Section):
    def __init__(self, editor: CharacterEditor) -> None:
        super().__init__(editor)
        grid = QGridLayout(self)
        form = QFormLayout()
        grid.addLayout(form, 0, 0)
        self.name = self.text_field(form, self.tr("&Name"), ("name",), self.tr("Rename"), check=lambda t: _name_problem(t) or _length(200)(t))
        self.name.committed.disconnect()
        self.name.committed.connect(lambda text: self.change(("name",), text.strip(), self.tr("Rename"), self.character.name, text.strip()))
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Kind"))
        fill_combo(self.kind, CharacterKind)
        self.kind.activated.connect(self._kind_chosen)
        kind_label = QLabel(self.tr("&Kind"))
        kind_label.setBuddy(self.kind)
        form.addRow(kind_label, self.kind)
        self.player = self.text_field(form, self.tr("P&layer"), ("player",), self.tr("Change player"), check=_length(500))
        self.concept = self.text_field(form, self.tr("C&oncept"), ("concept",), self.tr("Change concept"), check=_length(500))
        self.tags = self.text_field(form, self.tr("&Tags"), ("tags",), self.tr("Change tags"), check=_length(5000))
        self.tags.committed.disconnect()
        self.tags.committed.connect(self._tags_committed)
        self.tags.setPlaceholderText(self.tr("comma, separated"))
        self.notes = NotesEdit()
        self.notes.setAccessibleName(self.tr("Notes"))
        self.notes.setTabChangesFocus(True)
        self.notes.committed.connect(lambda text: self.change(("notes",), text, self.tr("Change notes"), self.character.notes, text))
        notes_label = QLabel(self.tr("Note&s"))
        notes_label.setBuddy(self.notes)
        form.addRow(notes_label, self.notes)
        side = QVBoxLayout()
        self._portrait_shown: Portrait | None = None
        self._portrait_pending = True
        self.portrait = NamedLabel(self.tr("Portrait"))  # "Portrait: No portrait" when there is none
        self.portrait.setFixedSize(PORTRAIT_SIDE // 2, PORTRAIT_SIDE // 2)
        self.portrait.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.portrait.setWordWrap(True)
        self.portrait.setFrameShape(QLabel.Shape.StyledPanel)
        buttons = QHBoxLayout()
        self.choose = QPushButton(self.tr("Choose portra&it…"))
        self.choose.clicked.connect(self.choose_portrait)
        self.clear = QPushButton(self.tr("Remove portrait"))
        self.clear.clicked.connect(lambda: self.set(("portrait",), None, self.tr("Remove portrait")))
        buttons.addWidget(self.choose)
        buttons.addWidget(self.clear)
        side.addWidget(self.portrait)
        side.addLayout(buttons)
        side.addStretch(1)
        grid.addLayout(side, 0, 1)
        grid.setColumnStretch(0, 1)

    def show_character(self, character: Character) -> None:
        self.name.set_value(character.name)
        select_member(self.kind, character.kind)
        self.player.set_value(character.player)
        self.concept.set_value(character.concept)
        self.tags.set_value(", ".join(character.tags))
        self.notes.set_value(character.notes)
        if character.portrait != self._portrait_shown:
            self._portrait_pending = True
            if self.isVisible():
                self._show_portrait()
        self.clear.setEnabled(character.portrait is not None)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._portrait_pending:
            self._show_portrait()

    def _show_portrait(self) -> None:
        """Decode the portrait now that it is on screen (once per portrait; see portrait_view)."""
        portrait = self.character.portrait
        self._portrait_pending, self._portrait_shown = False, portrait
        ratio = self.devicePixelRatioF()
        image = portrait_view.portrait_image(portrait, round(self.portrait.width() * ratio)) if portrait is not None else None
        if image is not None:
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(ratio)
            self.portrait.setPixmap(pixmap)
            self.portrait.set_name(self.tr("Portrait"))  # (the picture took the text's place)
        else:
            self.portrait.clear()
            self.portrait.setText(self.tr("No portrait") if portrait is None else self.tr("Portrait cannot be shown"))

    def _tags_committed(self, text: str) -> None:
        tags = tuple(t.strip() for t in re.split("[,、，]", text) if t.strip())
        self.change(("tags",), tags, self.tr("Change tags"), ", ".join(self.character.tags), ", ".join(tags))

    def _kind_chosen(self, _index: int) -> None:
        kind = combo_member(self.kind, CharacterKind)
        if kind is not None and kind is not self.character.kind:
            from talekeeper.desktop.words.labels import label

            summary = fmt(self.tr("Change kind to %1"), label(kind))
            self.commit(summary, lambda c: change_kind(c, kind, summary))

    def choose_portrait(self, path: str | None = None) -> None:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose Portrait"), "", self.tr("Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp)"))
        if not path:
            return
        try:
            portrait = Portrait.from_bytes(portrait_view.scaled_png(path))
        except Refusal as refusal:
            self.editor.show_problem(refusal_text(refusal))
            return
        self.set(("portrait",), portrait, self.tr("Choose portrait"))
