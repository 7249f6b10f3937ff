"""Preferences: the language (system, English, Japanese), applied at once without losing work."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget


class PreferencesDialog(QDialog):
    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        self.language.addItem(self.tr("Follow the system"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("日本語", "ja")
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        caption = QLabel(self.tr("&Language"))
        caption.setBuddy(self.language)
        form.addRow(caption, self.language)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    @classmethod
    def ask(cls, language: str, parent: QWidget | None = None) -> str | None:
        dialog = cls(language, parent)
        return dialog.language.currentData() if dialog.exec() == QDialog.DialogCode.Accepted else None
