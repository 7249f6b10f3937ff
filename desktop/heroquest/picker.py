"""One contestant in a dialog: a library character and an ability (or no fitting ability, HQ-2),
the HQ-3 modifiers (improvised use, extra opponents, any other), an emotion spirit called on
(HQ-27), augments (HQ-13), and the effective rating core computes (HQ-21). `side()` is the core
input (`core.operations.heroquest.Side`); reading a sheet never opens it (`Sheets`).

HQ-13 augment (`AugmentDialog`, here since a contestant opens it and it holds a contestant): a
simple contest of an augmenting ability against the resistance the wanted bonus (or edge) sets;
its result gives a signed modifier for the contest it is made for. The dialog collects the inputs
(`core.operations.heroquest.Augment`) and previews them with the same operation; the contest
records the augment in history."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from talekeeper.core.model import AbilityKind, Character
from talekeeper.core.operations import heroquest as ops
from talekeeper.core.operations.heroquest import Augment, Side, augmented, rating_of
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import Effective, NoAbility, Rating, Situation, augment_resistance, contest_odds, mystic_balance
from talekeeper.core.rules.heroquest.contestant import IMPROVISED_DEFAULT, IMPROVISED_RANGE
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.heroquest.outcome_label import OutcomeLabel
from talekeeper.desktop.heroquest.sheet_words import effective_lines, effective_short, odds_rows
from talekeeper.desktop.odds_chart import OddsChart
from talekeeper.desktop.rules_dialog import RulesDialog, caption, dice_waiting
from talekeeper.desktop.widgets import fmt, heard, plain_label, set_tooltip, without_mnemonic
from talekeeper.desktop.words.labels import label

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner

_NONE = {"\x00common": NoAbility.COMMON, "\x00special": NoAbility.SPECIAL}


class Sheets:
    """The library's characters as the dialogs see them, read through the runner (an open
    document's value with its unsaved edits, else the file), never opened. The list of entries is
    the roster's listing (`Runner.characters`), taken once per dialog."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner
        self.campaign = runner.campaign
        self._entries: list[tuple[Path, str]] | None = None

    def entries(self) -> list[tuple[Path, str]]:
        if self._entries is None:
            open_now = self.runner.workspace.documents
            self._entries = [(e.path, open_now[e.path].character.name if e.path in open_now else e.name) for e in self.runner.characters()]
        return self._entries

    def character(self, path: Path) -> Character:
        return self.runner.sheet(path)

    def table(self, paths: list[Path], play: object = None) -> Table:
        """The sheets at `paths` (each once), the campaign, the play state."""
        return self.runner.table(list(dict.fromkeys(paths)), play=play)[0]

    def target(self, path: Path | None = None) -> Path | None:
        """The character an action is for: the one given, the open tab's, or the one selected."""
        if path is not None:
            return path
        host = self.runner.host
        current = host.current_path() if host is not None else None
        if current is not None:
            return current
        selected = host.selected_paths() if host is not None else []
        if len(selected) == 1:
            return selected[0]
        if host is not None:
            host.say(QCoreApplication.translate("HarmActions", "Open a character, or select one in the roster, first."))
        return None

    def readable(self, paths: list[Path]) -> list[Path]:
        """The paths whose sheets can be read (a file that cannot is reported once and left out)."""
        kept = []
        for path in paths:
            try:
                self.runner.sheet(path)
                kept.append(path)
            except SheetFileError as error:
                self.runner.file_problem(error)
        return kept


class Participant(QWidget):
    """Character, ability, HQ-3 modifiers, an emotion spirit, augments; `side()` for core."""

    changed = Signal()

    def __init__(self, sheets: Sheets, *, path: Path | None = None, ability_id: str | None = None,
                 title: str = "", augments: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheets = sheets
        self.augments: list[tuple[Augment, Path]] = []
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
        self.improvised = QCheckBox(self.tr("Impro&vised"))
        self.improvised.setAccessibleName(fmt(self.tr("%1: improvised use"), self.title))
        self.improvised_by = QSpinBox()
        self.improvised_by.setRange(*IMPROVISED_RANGE)
        self.improvised_by.setValue(IMPROVISED_DEFAULT)
        self.improvised_by.setAccessibleName(fmt(self.tr("%1: improvisation modifier"), self.title))
        self.extra = QSpinBox()
        self.extra.setRange(0, 20)
        self.extra.setPrefix(self.tr("outnumbered by "))
        self.extra.setAccessibleName(fmt(self.tr("%1: extra opponents"), self.title))
        self.extra.setToolTip(self.tr("HQ-3: each extra attacker when defending, or each extra defender when attacking, is -3"))
        self.spirit = QComboBox()
        self.spirit.setAccessibleName(fmt(self.tr("%1: emotion spirit"), self.title))
        self.spirit.setToolTip(self.tr("HQ-27: an emotion spirit adds a tenth of its power to the actions its emotion drives"))
        self.modifier = QSpinBox()
        self.modifier.setRange(-100, 100)
        self.modifier.setPrefix(self.tr("mod "))
        self.modifier.setAccessibleName(fmt(self.tr("%1: other modifier"), self.title))
        self.modifier.setToolTip(self.tr("Any other modifier the narrator gives (HQ-3)"))
        self.augment_button = QPushButton(self.tr("Au&gment…"))
        self.augment_button.setAccessibleName(fmt(self.tr("%1: add an augment"), self.title))
        self.augment_button.setAutoDefault(False)
        self.augment_button.setVisible(augments)
        self.augment_button.clicked.connect(self._add_augment)
        self.effective_label = plain_label(name=fmt(self.tr("%1: effective rating"), self.title))
        who_caption, ability_caption = QLabel(self.tr("C&haracter")), QLabel(self.tr("Abi&lity"))
        who_caption.setBuddy(self.who)
        ability_caption.setBuddy(self.ability)
        for shown in (who_caption, ability_caption):  # heard before each combo box: whose (Hero 2: Ability)
            shown.setAccessibleName(heard(self.title, without_mnemonic(shown.text())))
        grid.addWidget(who_caption, 0, 0)
        grid.addWidget(self.who, 0, 1)
        grid.addWidget(ability_caption, 0, 2)
        grid.addWidget(self.ability, 0, 3, 1, 2)
        grid.addWidget(self.improvised, 1, 0)
        grid.addWidget(self.improvised_by, 1, 1)
        grid.addWidget(self.extra, 1, 2)
        grid.addWidget(self.modifier, 1, 3)
        grid.addWidget(self.augment_button, 1, 4)
        grid.addWidget(self.spirit, 2, 0, 1, 5)
        grid.addWidget(self.effective_label, 3, 0, 1, 5)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        if path is not None:
            self.who.setCurrentIndex(max(0, self.who.findData(str(path))))
        self._fill_abilities(ability_id)
        self.who.currentIndexChanged.connect(lambda _: (self._fill_abilities(None), self._changed()))
        for combo in (self.ability, self.spirit):
            combo.currentIndexChanged.connect(lambda _: self._changed())
        for box in (self.improvised_by, self.modifier, self.extra):
            box.valueChanged.connect(lambda _: self._changed())
        self.improvised.toggled.connect(lambda _: self._changed())
        self._show()

    # -- what it holds ---------------------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        data = self.who.currentData()
        return self._paths.get(data, Path(data)) if data else None

    def character(self) -> Character | None:
        return self.sheets.runner.readable_sheet(self.path)

    @property
    def ability_id(self) -> str | None:
        data = self.ability.currentData()
        return None if data is None or data in _NONE else data

    def paths(self) -> list[Path]:
        """The sheets this side reads: its character's and its augmenters'."""
        return [p for p in (self.path, *(where for _, where in self.augments)) if p is not None]

    def side(self) -> Side:
        character = self.character()
        situation = Situation(
            improvised=self.improvised_by.value() if self.improvised.isChecked() else 0, extra_opponents=self.extra.value(),
            emotion_spirit_id=self.spirit.currentData(), other=self.modifier.value(),
        )
        return Side(character.id if character is not None else None, self.ability_id,
                    _NONE.get(self.ability.currentData(), NoAbility.COMMON), situation=situation,
                    augments=tuple(a for a, _ in self.augments))

    def effective(self) -> Effective | None:
        """Core's effective rating (HQ-21), or None when the sheet cannot be read."""
        try:
            return rating_of(self.sheets.table(self.paths()), self.side())
        except (Refusal, SheetFileError):
            return None

    # -- showing -------------------------------------------------------------------------------

    def _fill_abilities(self, ability_id: str | None) -> None:
        for combo in (self.ability, self.spirit):
            combo.blockSignals(True)
            combo.clear()
        character = self.character()
        self.spirit.addItem(self.tr("No emotion spirit"), None)
        if character is not None:
            for ability in character.heroquest.abilities:
                self.ability.addItem(fmt(self.tr("%1 (%2, %3)"), ability.name, ability.rating, label(ability.kind)), ability.id)
                if ability.kind is AbilityKind.EMOTION_SPIRIT:
                    self.spirit.addItem(fmt(self.tr("Emotion spirit: %1"), ability.name), ability.id)
        self.ability.addItem(self.tr("No fitting ability: common (6)"), "\x00common")
        self.ability.addItem(self.tr("No fitting ability: special (0)"), "\x00special")
        if ability_id is not None:
            self.ability.setCurrentIndex(max(0, self.ability.findData(ability_id)))
        self.spirit.setVisible(self.spirit.count() > 1)
        for combo in (self.ability, self.spirit):
            combo.blockSignals(False)
        self.augments = []

    def _changed(self) -> None:
        self._show()
        self.changed.emit()

    def _show(self) -> None:
        effective = self.effective()
        if effective is None:
            self.effective_label.setText(self.tr("This character cannot be read."))
            return
        text = fmt(self.tr("Effective rating: %1"), effective_short(effective))
        if self.augments:
            table = self.sheets.table(self.paths())
            total = sum(augmented(table, a).modifier for a, _ in self.augments)
            text += "   " + fmt(self.tr("augments %1"), f"{total:+d}")
        character = self.character()
        balance = mystic_balance(character) if character is not None else None
        if balance is not None and not balance.balanced:  # HQ-27: the program warns
            text += "\n" + fmt(self.tr("Mystic balance: body, mind and virtue are %1 points apart (at most %2)."), balance.spread, balance.most)
        self.effective_label.setText(text)
        set_tooltip(self.effective_label, "\n".join(effective_lines(effective)))

    def _add_augment(self) -> None:
        made = AugmentDialog.ask(self.sheets, self.path, self)
        if made is not None:
            self.augments.append(made)
            self._changed()


class AugmentDialog(RulesDialog[Augment]):
    """Pick the augmenting ability and the bonus, see the odds, roll, read the modifier."""

    def __init__(self, sheets: Sheets, path: Path | None, parent: QWidget | None = None, *, edge: bool = False) -> None:
        super().__init__(self.tr("Edge from an Augment") if edge else self.tr("Augment"), sheets.table([path] if path else []), ops.augment, parent)
        self.sheets = sheets
        self.edge = edge
        self.augmenter = Participant(sheets, path=path, title=self.tr("Augmenting ability"), augments=False)
        self.body.addWidget(self.augmenter)
        form = QFormLayout()
        self.asked = QSpinBox()
        self.asked.setRange(2 if edge else 1, 40 if edge else 20)
        self.asked.setSingleStep(2 if edge else 1)
        form.addRow(caption(self.tr("&Edge asked") if edge else self.tr("Bo&nus asked"), self.asked), self.asked)
        self.resistance = plain_label(name=self.tr("Resistance"))
        form.addRow(QLabel(self.tr("Resistance")), self.resistance)
        self.body.addLayout(form)
        self.odds = OddsChart(name=self.tr("Odds of the augment"))
        self.body.addWidget(self.odds)
        self.dice = DiceEntry(name=self.tr("Augment dice: augmenter, then resistance"))
        self.dice.set_dice((20, 20))
        self.body.addWidget(QLabel(self.tr("Dice: augmenting ability, then resistance")))
        self.body.addWidget(self.dice)
        self.outcome_label = OutcomeLabel(self.tr("Augment result"))
        self.body.addWidget(self.outcome_label)
        self.asked.valueChanged.connect(self.refresh)
        self.augmenter.changed.connect(self.refresh)
        self.dice.changed.connect(self.refresh)
        self.finish(self.tr("&Use This Augment"))

    def _asked(self) -> int:
        value = self.asked.value()
        return value - value % 2 if self.edge else value

    def inputs(self) -> Augment:
        self.table = self.sheets.table(self.augmenter.paths())
        effective = self.augmenter.effective()
        try:
            resistance = Rating.from_value(augment_resistance(self._asked(), edge=self.edge))
        except Refusal:
            resistance = None
        self.resistance.setText(str(resistance) if resistance is not None else "")
        if effective is not None and resistance is not None:
            self.odds.set_rows(odds_rows(contest_odds(effective.rating, resistance, tie_break=self.table.campaign.tie_break,
                                                      hero_bumps=effective.bumps)))
        faces = self.dice.faces()
        if faces is None:
            raise dice_waiting()
        return Augment(self.augmenter.side(), self._asked(), faces, edge=self.edge)

    def shown(self, outcome: Outcome | None) -> None:
        if outcome is None or self.value is None:
            self.outcome_label.show_outcome(None, "")
            return
        made = augmented(self.table, self.value)
        level = label(made.level) if made.level is not None else self.tr("The narrator's call: no effect (HQ-13)")
        self.outcome_label.show_outcome(made.level, fmt(self.tr("%1: %2"), level, f"{made.modifier:+d}"))

    @classmethod
    def ask(cls, sheets: Sheets, path: Path | None, parent: QWidget | None = None, *, edge: bool = False) -> tuple[Augment, Path] | None:
        """The augment made and the augmenter's sheet, or None when cancelled."""
        dialog = cls(sheets, path, parent, edge=edge)
        made = dialog.run()
        return (made, dialog.augmenter.path) if made is not None and dialog.augmenter.path is not None else None
