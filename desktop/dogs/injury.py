"""DV-19 from the sheet: an injury waiting on the character's Dogs tab is settled here: the Body
roll at 12-15, treatment at 16-19 (`treatment_dialog`), death after the scene at 20."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QVBoxLayout, QWidget

from core.model import Character
from core.rules.dogs import ConflictError, die_after_scene, settle_body_roll
from desktop.dice_entry import DiceEntry
from desktop.editor.base import fmt
from desktop.widgets import plain_label

if TYPE_CHECKING:
    from desktop.main_window import MainWindow



class BodyRollDialog(QDialog):
    """Roll or type the Body dice; `values()` after OK."""

    def __init__(self, character: Character, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        injury = character.dogs.injury
        self.setWindowTitle(fmt(self.tr("Body Roll for %1"), character.name))
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(fmt(
            self.tr("The three highest of %1's %2 Body dice against the fallout of %3: at least that, and they recover without help; otherwise the fallout becomes 16 and they need treatment."),
            character.name, character.dogs.stats.body, injury.fallout if injury else "?",
        )))
        self.entry = DiceEntry(name=self.tr("Body dice"))
        self.entry.set_dice([6] * character.dogs.stats.body)
        self._touched = False
        self.entry.changed.connect(lambda: setattr(self, "_touched", True))
        layout.addWidget(self.entry)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _accept(self) -> None:
        if self.entry.sizes and not self._touched:
            self.entry.roll()
        self.accept()

    def values(self) -> list[int]:
        return self.entry.values()

    @classmethod
    def ask(cls, character: Character, parent: QWidget | None = None) -> list[int] | None:
        dialog = cls(character, parent)
        return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None


def _apply(window: MainWindow, path: Path, text: str, make) -> None:  # noqa: ANN001
    character = window.workspace.open(path).character
    try:
        after = make(character)
    except ConflictError as error:
        QMessageBox.warning(window, QCoreApplication.translate("DogsInjury", "Injury"), str(error))
        return
    window.workspace.apply(fmt(text, character.name), {path: after})


def roll_body(window: MainWindow, path: Path) -> None:
    """DV-19 12..15: the Body roll, as one undoable step."""
    values = BodyRollDialog.ask(window.workspace.open(path).character, window)
    if values is not None:
        _apply(window, path, QCoreApplication.translate("DogsInjury", "Body roll for %1"), lambda c: settle_body_roll(c, values))


def mark_dead(window: MainWindow, path: Path) -> None:
    """DV-19 at 20: the scene before death is over; the character dies."""
    _apply(window, path, QCoreApplication.translate("DogsInjury", "%1 dies"), die_after_scene)
