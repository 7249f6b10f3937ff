"""HQ-26 improvement: pick what to buy, temporary or permanent, see what it costs and changes
(previewed with `core.operations.heroquest.improve`, the operation the action runs); or pay the
difference that makes a temporary improvement permanent before it ends (HQ-26 Decision,
`core.operations.heroquest.keep`). Capturing a spirit takes its uses from the spirit combat's
level (HQ-27)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from talekeeper.core.model import Ability, AbilityKind, Character, Improvement
from talekeeper.core.model.heroquest import PARENT_KIND
from talekeeper.core.operations import heroquest as ops
from talekeeper.core.operations.heroquest import Improve, Keep
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import IMPROVEMENT_COSTS, Level, Purchase, Rating
from talekeeper.core.rules.heroquest.improvement import (
    LEARNED_AT,
    LEARNS,
    NEEDS_ABILITY,
    improvement_event,
    keep_cost,
    temporary_improvements,
)
from talekeeper.core.rules.heroquest.magic import capture_levels
from talekeeper.desktop.fields import CheckedLineEdit, checker
from talekeeper.desktop.heroquest.sheet_words import row_text
from talekeeper.desktop.rules_dialog import RulesDialog, caption
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, plain_label
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import describe


def improve_or_keep(table: Table, inputs: Improve | Keep) -> Outcome:
    """The operation of the dialog's inputs: buy an improvement, or keep a temporary one."""
    return ops.keep(table, inputs) if isinstance(inputs, Keep) else ops.improve(table, inputs)


class ImproveDialog(RulesDialog[Improve | Keep]):
    """What to buy (`Improve`) or to keep (`Keep`)."""

    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None, *, ability_id: str | None = None) -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("HeroQuest Improvement — %1"), character.name), sheets, path, improve_or_keep, parent)
        self.character: Character = character
        self.kept: Keep | None = None
        form = QFormLayout()
        self.item = QComboBox()
        for key in IMPROVEMENT_COSTS:
            self.item.addItem(row_text(key), key)
        self.permanent = QRadioButton(self.tr("&Permanent"))
        self.temporary = QRadioButton(self.tr("&Temporary (until the end of the next session)"))
        self.permanent.setChecked(True)
        self.steps = QSpinBox()
        self.steps.setPrefix("+")
        self.ability = QComboBox()
        for ability in character.heroquest.abilities:
            self.ability.addItem(fmt(self.tr("%1 (%2)"), ability.name, ability.rating), ability.id)
        if ability_id is not None:
            self.ability.setCurrentIndex(max(0, self.ability.findData(ability_id)))
        self.new_name = QLineEdit()
        self.new_kind = QComboBox()
        for kind in AbilityKind:
            self.new_kind.addItem(label(kind), kind.value)
        self.new_rating = CheckedLineEdit(checker(Rating.parse))
        self.new_rating.setText(str(LEARNED_AT))
        self.parent_ability = QComboBox()
        self.captured_at = QComboBox()
        for level in capture_levels():
            self.captured_at.addItem(label(level), level.value)
        self.date = QLineEdit(QDate.currentDate().toString(Qt.DateFormat.ISODate))
        self.cost = plain_label(name=self.tr("Cost"))
        form.addRow(caption(self.tr("&Improvement"), self.item), self.item)
        form.addRow(self.permanent)
        form.addRow(self.temporary)
        for text, widget in ((self.tr("How &much"), self.steps), (self.tr("A&bility"), self.ability), (self.tr("&New ability"), self.new_name),
                             (self.tr("&Kind"), self.new_kind), (self.tr("&Rating"), self.new_rating), (self.tr("Belongs &to"), self.parent_ability),
                             (self.tr("Spirit combat &won at"), self.captured_at), (self.tr("Dat&e"), self.date)):
            form.addRow(caption(text, widget), widget)
        form.addRow(self.cost)
        self.form = form
        self.body.addLayout(form)
        self.body.addWidget(self._keep_box())
        self.item.currentIndexChanged.connect(lambda _: self._item_changed())
        self.new_kind.currentIndexChanged.connect(lambda _: self._fill_parents())
        for signal in (self.steps.valueChanged, self.ability.currentIndexChanged, self.parent_ability.currentIndexChanged,
                       self.captured_at.currentIndexChanged, self.new_kind.currentIndexChanged):
            signal.connect(self.refresh)
        for line in (self.new_name, self.new_rating, self.date):
            line.textChanged.connect(self.refresh)
        self.permanent.toggled.connect(self.refresh)
        self._item_changed()
        self.finish(self.tr("&Spend Hero Points"))
        self.apply_button = self.ok_button

    # -- keeping a temporary improvement (HQ-26 Decision) --------------------------------------

    def _keep_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Keep a temporary improvement"))
        form = QFormLayout(box)
        self.keep_choice = QComboBox()
        for improvement in temporary_improvements(self.character):
            self.keep_choice.addItem(describe(improvement_event(self.character, improvement)), improvement.id)
        self.keep_cost = plain_label(name=self.tr("Cost of keeping it"))
        self.keep_button = QPushButton(self.tr("Make P&ermanent"))
        self.keep_button.setToolTip(self.tr("Pay the difference between the permanent and the temporary cost (HQ-26)"))
        self.keep_button.clicked.connect(self._keep)
        form.addRow(caption(self.tr("Temporar&y improvement"), self.keep_choice), self.keep_choice)
        form.addRow(self.keep_cost)
        form.addRow(self.keep_button)
        self.keep_choice.currentIndexChanged.connect(lambda _: self._show_keep())
        box.setVisible(self.keep_choice.count() > 0)
        self._show_keep()
        return box

    def _kept(self) -> Improvement | None:
        return next((i for i in self.character.heroquest.improvements if i.id == self.keep_choice.currentData()), None)

    def _show_keep(self) -> None:
        from talekeeper.desktop.words.wording import refusal_text

        improvement = self._kept()
        cost = keep_cost(improvement) if improvement is not None else None
        have = self.character.heroquest.hero_points
        allowed = False
        if improvement is None or cost is None:
            self.keep_cost.setText(self.tr("This improvement cannot be made permanent; it ends at the end of the next session."))
        else:
            try:  # the same operation the action runs decides whether it can be kept
                ops.keep(self.table, Keep(self.character.id, improvement.id))
                allowed = True
                problem = ""
            except Refusal as refusal:
                problem = " " + refusal_text(refusal)
            self.keep_cost.setText(fmt(self.tr("Keeping it costs %1; %2 has %3."), self.tr("%n hero point(s)", None, cost), self.character.name, have) + problem)
        self.keep_button.setEnabled(allowed)

    def _keep(self) -> None:
        improvement = self._kept()
        if improvement is not None and self.keep_button.isEnabled():
            self.kept = Keep(self.character.id, improvement.id)
            self.done(QDialog.DialogCode.Accepted)

    # -- buying --------------------------------------------------------------------------------

    def key(self) -> str:
        return str(self.item.currentData())

    def _show_row(self, widget: QWidget, shown: bool) -> None:
        widget.setVisible(shown)
        caption_ = self.form.labelForField(widget)
        if caption_ is not None:
            caption_.setVisible(shown)

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
        self._show_row(self.captured_at, key == "capture_spirit")
        if learns:
            self.new_kind.setCurrentIndex(self.new_kind.findData(LEARNS[key].value))
        self._fill_parents()
        self.refresh()

    def _fill_parents(self) -> None:
        kind = AbilityKind(self.new_kind.currentData())
        parents = PARENT_KIND.get(kind, ())
        self.parent_ability.blockSignals(True)
        self.parent_ability.clear()
        self.parent_ability.addItem(self.tr("(none)"), None)
        for ability in self.character.heroquest.abilities:
            if ability.kind in parents:
                self.parent_ability.addItem(ability.name, ability.id)
        self.parent_ability.blockSignals(False)
        self._show_row(self.parent_ability, self.key() in LEARNS and bool(parents))

    def inputs(self) -> Improve:
        key = self.key()
        new = None
        if key in LEARNS and self.new_name.text().strip():
            try:
                rating = Rating.parse(self.new_rating.text())
            except Refusal:
                rating = Rating(LEARNED_AT)
            new = Ability(name=self.new_name.text().strip(), rating=rating, kind=AbilityKind(self.new_kind.currentData()),
                          parent_id=self.parent_ability.currentData() if self.parent_ability.isVisibleTo(self) else None)
        captured = Level(self.captured_at.currentData()) if key == "capture_spirit" else None
        purchase = Purchase(key=key, permanent=self.permanent.isChecked(), steps=self.steps.value(),
                            ability_id=self.ability.currentData() if key in NEEDS_ABILITY else None,
                            new_ability=new, date=self.date.text().strip(), captured_at=captured)
        return Improve(self.character.id, purchase)

    def shown(self, outcome: object) -> None:
        from talekeeper.core.rules.heroquest.improvement import purchase_cost

        try:
            cost = purchase_cost(self.inputs().purchase)
        except Refusal:
            self.cost.setText("")
            return
        have = self.character.heroquest.hero_points
        self.cost.setText(fmt(self.tr("Costs %1; %2 has %3."), self.tr("%n hero point(s)", None, cost), self.character.name, have))

    def run(self) -> Improve | Keep | None:
        if self.exec() != QDialog.DialogCode.Accepted:
            return None
        return self.kept or self.value
