"""HQ-26 improvement: pick what to buy, temporary or permanent, see the cost in hero points, and
apply it (spent, changed and recorded by `core.rules.heroquest.improve`); or pay the difference
that makes a temporary improvement permanent before it ends (HQ-26 Decision)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLineEdit, QPushButton, QRadioButton, QSpinBox,
    QVBoxLayout,
)

from core.model import Ability, AbilityKind, Character, Improvement
from core.model.heroquest import PARENT_KIND
from core.rules.heroquest import IMPROVEMENT_COSTS
from core.rules.heroquest.improve import (
    LEARNED_AT, LEARNS, NEEDS_ABILITY, STEPPED, Purchase, buy_improvement, keep_cost, make_permanent, purchase_cost,
    temporary_improvements,
)
from core.rules.heroquest.rating import Rating
from desktop.editor.base import fmt
from desktop.fields import CheckedLineEdit, checker
from desktop.labels import label
from desktop.widgets import plain_label

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

_T = "ImproveDialog"
ROWS = {
    "ability": QT_TRANSLATE_NOOP("ImproveDialog", "Raise an ability (+1 to +4)"),
    "affinity": QT_TRANSLATE_NOOP("ImproveDialog", "Raise an affinity or traditional knowledge (+1)"),
    "grimoire": QT_TRANSLATE_NOOP("ImproveDialog", "Raise a grimoire (+1)"),
    "learn_common_ability": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a common ability at 12"),
    "learn_affinity": QT_TRANSLATE_NOOP("ImproveDialog", "Learn an affinity, tradition or mystic power at 12"),
    "learn_grimoire": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a grimoire with one spell at 12"),
    "learn_feat": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a feat"),
    "learn_spell": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a spell or blessing"),
    "learn_technique": QT_TRANSLATE_NOOP("ImproveDialog", "Learn a weapon or combat technique, or a subset of an ability"),
    "capture_spirit": QT_TRANSLATE_NOOP("ImproveDialog", "Capture a spirit in a fetish"),
    "integrate_spirit": QT_TRANSLATE_NOOP("ImproveDialog", "Integrate a spirit"),
    "gain_follower": QT_TRANSLATE_NOOP("ImproveDialog", "Gain a follower"),
    "replace_companion": QT_TRANSLATE_NOOP("ImproveDialog", "Replace a lost companion"),
    "lock_in_benefit": QT_TRANSLATE_NOOP("ImproveDialog", "Lock in a benefit"),
    "take_flaw": QT_TRANSLATE_NOOP("ImproveDialog", "Take a new flaw"),
    "lower_flaw": QT_TRANSLATE_NOOP("ImproveDialog", "Lower a flaw (by 1 or 2)"),
    "remove_flaw": QT_TRANSLATE_NOOP("ImproveDialog", "Remove a flaw at 12"),
}
"""The HQ-26 rows in words (translated where shown)."""


def improvement_text(character: Character, improvement: Improvement) -> str:
    """An improvement bought, in words: its row, the steps and the ability (`Raise an ability (+1
    to +4) +2: Sword`)."""
    row = ROWS.get(improvement.item)
    text = QCoreApplication.translate(_T, row) if row is not None else improvement.item
    if improvement.item in STEPPED:
        text += f" {abs(improvement.amount):+d}"
    ability = character.heroquest.ability(improvement.ability_id) if improvement.ability_id else improvement.removed
    return fmt(QCoreApplication.translate("ImproveDialog", "%1: %2"), text, ability.name) if ability is not None else text


class ImproveDialog(QDialog):
    def __init__(self, window: MainWindow, path: Path, ability_id: str | None = None) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("HeroQuest Improvement"))
        self.character: Character = window.workspace.open(path).character
        self.result_character: Character | None = None
        self.summary = ""
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.item = QComboBox()
        self.item.setAccessibleName(self.tr("Improvement"))
        for key in IMPROVEMENT_COSTS:
            self.item.addItem(QCoreApplication.translate(_T, ROWS[key]), key)
        self.permanent = QRadioButton(self.tr("&Permanent"))
        self.temporary = QRadioButton(self.tr("&Temporary (until the end of the next session)"))
        self.permanent.setChecked(True)
        self.steps = QSpinBox()
        self.steps.setAccessibleName(self.tr("How much"))
        self.steps.setPrefix("+")
        self.ability = QComboBox()
        self.ability.setAccessibleName(self.tr("Ability improved"))
        for ability in self.character.heroquest.abilities:
            self.ability.addItem(fmt(self.tr("%1 (%2)"), ability.name, ability.rating), ability.id)
        if ability_id is not None:
            self.ability.setCurrentIndex(max(0, self.ability.findData(ability_id)))
        self.new_name = QLineEdit()
        self.new_name.setAccessibleName(self.tr("Name of the new ability"))
        self.new_kind = QComboBox()
        self.new_kind.setAccessibleName(self.tr("Kind of the new ability"))
        for kind in AbilityKind:
            self.new_kind.addItem(label(kind), kind.value)
        self.new_rating = CheckedLineEdit(checker(Rating.parse))
        self.new_rating.setAccessibleName(self.tr("Rating of the new ability"))
        self.new_rating.setText(str(LEARNED_AT))
        self.parent_ability = QComboBox()
        self.parent_ability.setAccessibleName(self.tr("Belongs to"))
        self.date = QLineEdit(QDate.currentDate().toString(Qt.DateFormat.ISODate))
        self.date.setAccessibleName(self.tr("Date"))
        self.cost = plain_label(name=self.tr("Cost"))
        self.problem = plain_label(name=self.tr("Problem"))
        self.problem.setStyleSheet("color: #b23a3a")
        form.addRow(self.tr("&Improvement"), self.item)
        form.addRow(self.permanent)
        form.addRow(self.temporary)
        form.addRow(self.tr("How &much"), self.steps)
        form.addRow(self.tr("A&bility"), self.ability)
        form.addRow(self.tr("&New ability"), self.new_name)
        form.addRow(self.tr("&Kind"), self.new_kind)
        form.addRow(self.tr("&Rating"), self.new_rating)
        form.addRow(self.tr("Belongs &to"), self.parent_ability)
        form.addRow(self.tr("Da&te"), self.date)
        form.addRow(self.cost)
        form.addRow(self.problem)
        self.form = form
        layout.addLayout(form)
        layout.addWidget(self._keep_box())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.addButton(self.tr("&Spend Hero Points"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setDefault(True)
        self.buttons.accepted.connect(self._confirm)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.item.currentIndexChanged.connect(lambda _: self._item_changed())
        self.new_kind.currentIndexChanged.connect(lambda _: self._fill_parents())
        for signal in (self.steps.valueChanged, self.ability.currentIndexChanged):
            signal.connect(lambda _: self._update())
        self.permanent.toggled.connect(lambda _: self._update())
        self._item_changed()

    def _keep_box(self) -> QGroupBox:
        """HQ-26 Decision: a temporary improvement kept by paying the difference."""
        box = QGroupBox(self.tr("Keep a temporary improvement"))
        form = QFormLayout(box)
        self.keep_choice = QComboBox()
        self.keep_choice.setAccessibleName(self.tr("Temporary improvement to keep"))
        for improvement in temporary_improvements(self.character):
            self.keep_choice.addItem(improvement_text(self.character, improvement), improvement.id)
        self.keep_cost = plain_label(name=self.tr("Cost of keeping it"))
        self.keep_button = QPushButton(self.tr("Make P&ermanent"))
        self.keep_button.setToolTip(self.tr("Pay the difference between the permanent and the temporary cost (HQ-26)"))
        self.keep_button.clicked.connect(self._keep)
        form.addRow(self.tr("Temporar&y improvement"), self.keep_choice)
        form.addRow(self.keep_cost)
        form.addRow(self.keep_button)
        self.keep_choice.currentIndexChanged.connect(lambda _: self._show_keep())
        box.setVisible(self.keep_choice.count() > 0)
        self._show_keep()
        return box

    def _kept(self) -> Improvement | None:
        return next((i for i in self.character.heroquest.improvements if i.id == self.keep_choice.currentData()), None)

    def _show_keep(self) -> None:
        improvement = self._kept()
        cost = keep_cost(improvement) if improvement is not None else None
        have = self.character.heroquest.hero_points
        if cost is None:
            self.keep_cost.setText(self.tr("This improvement cannot be made permanent; it ends at the end of the next session."))
        else:
            self.keep_cost.setText(fmt(self.tr("Keeping it costs %1 hero point(s); %2 has %3."), cost, self.character.name, have))
        self.keep_button.setEnabled(cost is not None and cost <= have)

    def _keep(self) -> None:
        improvement = self._kept()
        if improvement is None:
            return
        self.summary = fmt(self.tr("Improvement for %1 made permanent: %2"), self.character.name,
                           improvement_text(self.character, improvement))
        try:
            self.result_character = make_permanent(self.character, improvement.id, summary=self.summary)
        except ValueError as error:
            self.problem.setText(str(error))
            return
        self.accept()

    def key(self) -> str:
        return self.item.currentData()

    def _show_row(self, widget, shown: bool) -> None:  # noqa: ANN001
        widget.setVisible(shown)
        caption = self.form.labelForField(widget)
        if caption is not None:
            caption.setVisible(shown)

    def _item_changed(self) -> None:
        key = self.key()
        row = IMPROVEMENT_COSTS[key]
        stepped = len(row.temporary) > 1
        self.steps.setRange(1, len(row.temporary) if stepped else 1)
        self._show_row(self.steps, stepped)
        self._show_row(self.ability, key in NEEDS_ABILITY)
        learns = key in LEARNS
        for widget in (self.new_name, self.new_kind, self.new_rating):
            self._show_row(widget, learns)
        if learns:
            self.new_kind.setCurrentIndex(self.new_kind.findData(LEARNS[key].value))
        self._fill_parents()
        self._update()

    def _fill_parents(self) -> None:
        kind = AbilityKind(self.new_kind.currentData())
        parents = PARENT_KIND.get(kind, ())
        self.parent_ability.clear()
        self.parent_ability.addItem(self.tr("(none)"), None)
        for ability in self.character.heroquest.abilities:
            if ability.kind in parents:
                self.parent_ability.addItem(ability.name, ability.id)
        self._show_row(self.parent_ability, self.key() in LEARNS and bool(parents))

    def purchase(self) -> Purchase:
        key = self.key()
        new = None
        if key in LEARNS and self.new_name.text().strip():
            try:
                rating = Rating.parse(self.new_rating.text())
            except ValueError:
                rating = Rating(LEARNED_AT)
            new = Ability(name=self.new_name.text().strip(), rating=rating, kind=AbilityKind(self.new_kind.currentData()),
                          parent_id=self.parent_ability.currentData() if self.parent_ability.isVisibleTo(self) else None)
        return Purchase(key=key, permanent=self.permanent.isChecked(), steps=self.steps.value(),
                        ability_id=self.ability.currentData() if key in NEEDS_ABILITY else None,
                        new_ability=new, date=self.date.text().strip())

    def _update(self) -> None:
        self.problem.setText("")
        have = self.character.heroquest.hero_points
        try:
            cost = purchase_cost(self.purchase())
        except ValueError as error:
            self.cost.setText(str(error))
            self.apply_button.setEnabled(False)
            return
        self.cost.setText(fmt(self.tr("Costs %n hero point(s); %1 has %2.", "", cost), self.character.name, have))
        self.apply_button.setEnabled(cost <= have)

    def _confirm(self) -> None:
        purchase = self.purchase()
        self.summary = fmt(self.tr("Improvement for %1: %2"), self.character.name, self.item.currentText())
        try:
            self.result_character = buy_improvement(self.character, purchase, summary=self.summary)
        except ValueError as error:
            self.problem.setText(str(error))
            return
        self.accept()

    @classmethod
    def run(cls, window: MainWindow, path: Path, ability_id: str | None = None) -> bool:
        """Open it for the character at `path`; apply the improvement as one undo step."""
        dialog = cls(window, path, ability_id)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.result_character is None:
            return False
        window.workspace.apply(dialog.summary, {path: dialog.result_character})
        return True
