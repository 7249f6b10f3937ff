"""One contestant in a dialog: a library character and an ability (or no fitting ability, HQ-2),
the HQ-3 modifiers, augments (HQ-13), and the effective rating core computes (HQ-21)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLabel, QPushButton, QSpinBox, QWidget

from core.model import Character
from core.rules.heroquest.magic import mystic_balance
from core.rules.heroquest.contestant import IMPROVISED_DEFAULT, NoAbility, contestant_rating
from core.rules.heroquest.effective import Effective
from core.storage import CharacterSummary
from desktop.editor.base import fmt
from desktop.heroquest.words import effective_lines, effective_short
from desktop.labels import label
from desktop.widgets import plain_label, plain_tooltip

if TYPE_CHECKING:
    from desktop.heroquest.augment_dialog import Augment
    from desktop.main_window import MainWindow

_NONE = {"\x00common": NoAbility.COMMON, "\x00special": NoAbility.SPECIAL}


class Sheets:
    """The library's characters as the dialogs see them: open values (with unsaved edits) first."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.campaign = window.controller.campaign

    def entries(self) -> list[tuple[Path, str]]:
        found = [e for e in self.window.library.scan() if isinstance(e, CharacterSummary)]
        return [(e.path, self.character(e.path).name if e.path in self.window.workspace.documents else e.name) for e in found]

    def character(self, path: Path) -> Character:
        return self.window.workspace.open(path).character


class Participant(QWidget):
    """Character, ability, improvised use, other modifier, augments; `effective()` is core's."""

    changed = Signal()

    def __init__(self, sheets: Sheets, *, path: Path | None = None, ability_id: str | None = None,
                 title: str = "", augments: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheets = sheets
        self.augments: list[Augment] = []
        self.title = title or self.tr("Hero")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.who = QComboBox()
        self.who.setAccessibleName(fmt(self.tr("%1: character"), self.title))
        self._paths: dict[str, Path] = {}
        """Each item's path by the text Qt gives back, which loses bytes of a name that are not UTF-8."""
        for entry_path, name in sheets.entries():
            self.who.addItem(name, str(entry_path))
            self._paths[self.who.itemData(self.who.count() - 1)] = entry_path
        self.ability = QComboBox()
        self.ability.setAccessibleName(fmt(self.tr("%1: ability"), self.title))
        self.ability.setMinimumContentsLength(18)
        self.improvised = QCheckBox(self.tr("I&mprovised"))
        self.improvised.setAccessibleName(fmt(self.tr("%1: improvised use"), self.title))
        self.improvised_by = QSpinBox()
        self.improvised_by.setRange(-20, -1)
        self.improvised_by.setValue(IMPROVISED_DEFAULT)
        self.improvised_by.setAccessibleName(fmt(self.tr("%1: improvisation modifier"), self.title))
        self.modifier = QSpinBox()
        self.modifier.setRange(-100, 100)
        self.modifier.setPrefix(self.tr("mod "))
        self.modifier.setAccessibleName(fmt(self.tr("%1: other modifier"), self.title))
        self.modifier.setToolTip(self.tr("Other modifiers (HQ-3): -3 for each extra attacker or defender, situation…"))
        self.augment_button = QPushButton(self.tr("Au&gment…"))
        self.augment_button.setAccessibleName(fmt(self.tr("%1: add an augment"), self.title))
        self.augment_button.setVisible(augments)
        self.augment_button.clicked.connect(self._add_augment)
        self.effective_label = plain_label(name=fmt(self.tr("%1: effective rating"), self.title))
        who_caption, ability_caption = QLabel(self.tr("C&haracter")), QLabel(self.tr("A&bility"))
        who_caption.setBuddy(self.who)
        ability_caption.setBuddy(self.ability)
        grid.addWidget(who_caption, 0, 0)
        grid.addWidget(self.who, 0, 1)
        grid.addWidget(ability_caption, 0, 2)
        grid.addWidget(self.ability, 0, 3, 1, 2)
        grid.addWidget(self.improvised, 1, 0)
        grid.addWidget(self.improvised_by, 1, 1)
        grid.addWidget(self.modifier, 1, 2)
        grid.addWidget(self.augment_button, 1, 3)
        grid.addWidget(self.effective_label, 2, 0, 1, 5)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        if path is not None:
            self.who.setCurrentIndex(max(0, self.who.findData(str(path))))
        self._fill_abilities(ability_id)
        self.who.currentIndexChanged.connect(lambda _: (self._fill_abilities(None), self._changed()))
        self.ability.currentIndexChanged.connect(lambda _: self._changed())
        for box in (self.improvised_by, self.modifier):
            box.valueChanged.connect(lambda _: self._changed())
        self.improvised.toggled.connect(lambda _: self._changed())
        self._show()

    # -- what it holds ---------------------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        data = self.who.currentData()
        return self._paths.get(data, Path(data)) if data else None

    def character(self) -> Character | None:
        return self.sheets.character(self.path) if self.path is not None else None

    @property
    def ability_id(self) -> str | None:
        data = self.ability.currentData()
        return None if data is None or data in _NONE else data

    def ability_name(self) -> str:
        character, ability_id = self.character(), self.ability_id
        ability = character.heroquest.ability(ability_id) if character is not None and ability_id else None
        return ability.name if ability is not None else self.ability.currentText()

    def augment_total(self) -> int:
        return sum(a.modifier for a in self.augments)

    def modifiers(self) -> list[tuple[str, int]]:
        found = []
        if self.improvised.isChecked():
            found.append((self.tr("Improvised"), self.improvised_by.value()))
        if self.modifier.value():
            found.append((self.tr("Modifier"), self.modifier.value()))
        return found

    def effective(self) -> Effective:
        data = self.ability.currentData()
        return contestant_rating(
            self.character(), self.ability_id, no_ability=_NONE.get(data, NoAbility.COMMON),
            augment=self.augment_total(), modifiers=self.modifiers(),
        )

    def select_ability(self, ability_id: str) -> None:
        self.ability.setCurrentIndex(max(0, self.ability.findData(ability_id)))

    # -- showing -------------------------------------------------------------------------------

    def _fill_abilities(self, ability_id: str | None) -> None:
        self.ability.blockSignals(True)
        self.ability.clear()
        character = self.character()
        if character is not None:
            for ability in character.heroquest.abilities:
                self.ability.addItem(fmt(self.tr("%1 (%2, %3)"), ability.name, ability.rating, label(ability.kind)), ability.id)
        self.ability.addItem(self.tr("No fitting ability: common (6)"), "\x00common")
        self.ability.addItem(self.tr("No fitting ability: special (0)"), "\x00special")
        if ability_id is not None:
            self.ability.setCurrentIndex(max(0, self.ability.findData(ability_id)))
        self.ability.blockSignals(False)
        self.augments = []

    def _changed(self) -> None:
        self._show()
        self.changed.emit()

    def _show(self) -> None:
        effective = self.effective()
        text = fmt(self.tr("Effective rating: %1"), effective_short(effective))
        if self.augments:
            text += "   " + fmt(self.tr("augments %1"), f"{self.augment_total():+d}")
        character = self.character()
        balance = mystic_balance(character) if character is not None else None
        if balance is not None and not balance.balanced:  # HQ-27: the program warns
            text += "\n" + fmt(self.tr("Mystic balance: body, mind and virtue are %1 points apart (at most 10)."), balance.spread)
        self.effective_label.setText(text)
        self.effective_label.setToolTip(plain_tooltip("\n".join(effective_lines(effective))))

    def _add_augment(self) -> None:
        from desktop.heroquest.augment_dialog import AugmentDialog

        augment = AugmentDialog.ask(self.sheets, self.path, self)
        if augment is not None:
            self.augments.append(augment)
            self._changed()
