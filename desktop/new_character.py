"""File > New Character: a name and a kind."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from talekeeper.core.model import CharacterKind
from talekeeper.desktop.words.labels import combo_member, fill_combo, select_member


class NewCharacterDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Character"))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Name"))
        self.name.setMaxLength(200)
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Kind"))
        fill_combo(self.kind, CharacterKind)
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&Kind"), self.kind)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setEnabled(False)
        self.name.textChanged.connect(lambda text: self._ok.setEnabled(bool(text.strip())))

    def result_value(self) -> tuple[str, CharacterKind]:
        return self.name.text().strip(), combo_member(self.kind, CharacterKind) or CharacterKind.PLAYER_CHARACTER

    @classmethod
    def ask(cls, parent: QWidget | None = None, kind: CharacterKind | None = None) -> tuple[str, CharacterKind] | None:
        """Open the dialog; return (name, kind), or None when cancelled."""
        dialog = cls(parent)
        if kind is not None:
            select_member(dialog.kind, kind)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.result_value()
