"""What a contest leaves on one sheet, as core planned it (HQ-14, HQ-16, HQ-20), with the choices
the users make: keep or drop the state, what it relates to, where the benefit goes and why
(`core.operations.heroquest.Choice`). What the plan changes shows in the dialog's preview."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QWidget,
)

from talekeeper.core.model import Character
from talekeeper.core.operations.heroquest import Choice
from talekeeper.core.rules.heroquest import Consequence
from talekeeper.desktop.widgets import fmt, without_mnemonic
from talekeeper.desktop.words.labels import label


class ConsequenceBox(QGroupBox):
    """One character's consequence; `choice()` gives the users' choices for core."""

    changed = Signal()

    def __init__(self, character: Character, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(fmt(self.tr("Consequences for %1"), character.name))
        form = QFormLayout(self)
        self.state = QCheckBox()
        self.state.setChecked(True)
        self.state.setAccessibleName(fmt(self.tr("Add the state of adversity to %1"), character.name))
        self.relates_to = QLineEdit()
        self.relates_to.setAccessibleName(fmt(self.tr("What the state of %1 relates to"), character.name))
        self.relates_to.setPlaceholderText(self.tr("e.g. reputation in Boldhome (optional)"))
        self.physical = QCheckBox(self.tr("Physical"))
        self.physical.setChecked(True)
        self.physical.setAccessibleName(fmt(self.tr("The state of %1 is physical"), character.name))
        form.addRow(self.state)
        form.addRow(self.tr("Relates to"), self.relates_to)
        form.addRow("", self.physical)
        self.benefit = QCheckBox()
        self.benefit.setChecked(True)
        self.benefit.setAccessibleName(fmt(self.tr("Give %1 the lingering benefit"), character.name))
        self.benefit_ability = QComboBox()
        self.benefit_ability.setAccessibleName(fmt(self.tr("Ability the benefit of %1 goes on"), character.name))
        for ability in character.heroquest.abilities:
            self.benefit_ability.addItem(ability.name, ability.id)
        self.reason = QLineEdit()
        self.reason.setAccessibleName(fmt(self.tr("Reason for the benefit of %1"), character.name))
        self.reason.setPlaceholderText(self.tr("why it helps (HQ-14)"))
        form.addRow(self.benefit)
        form.addRow(self.tr("On ability"), self.benefit_ability)
        form.addRow(self.tr("Reason"), self.reason)
        self._rows = form
        self._ability_chosen = False
        for box in (self.state, self.benefit, self.physical):
            box.toggled.connect(lambda _: self.changed.emit())
        for line in (self.relates_to, self.reason):
            line.textChanged.connect(lambda _: self.changed.emit())
        self.benefit_ability.currentIndexChanged.connect(self._chosen)  # set_plan's own changes are blocked

    def _chosen(self, _index: int) -> None:
        self._ability_chosen = True
        self.changed.emit()

    def set_plan(self, plan: Consequence) -> None:
        """Show what core planned; the users' choices stay as they made them."""
        has_state, has_benefit = plan.state is not None, bool(plan.benefit)
        if plan.state is not None:
            self.state.setText(fmt(self.tr("Add state: %1 (%2)"), label(plan.state), label(plan.scale)))
            self.state.setAccessibleDescription(without_mnemonic(self.state.text()))
        if has_benefit:
            self.benefit.setText(fmt(self.tr("Lingering benefit +%1"), plan.benefit))
            self.benefit.setAccessibleDescription(without_mnemonic(self.benefit.text()))  # the +6 is heard too
            if plan.benefit_ability_id and not self._ability_chosen:
                self.benefit_ability.blockSignals(True)
                self.benefit_ability.setCurrentIndex(max(0, self.benefit_ability.findData(plan.benefit_ability_id)))
                self.benefit_ability.blockSignals(False)
        has_benefit = has_benefit and self.benefit_ability.count() > 0
        for widget, shown in ((self.state, has_state), (self.relates_to, has_state), (self.physical, has_state),
                              (self.benefit, has_benefit), (self.benefit_ability, has_benefit), (self.reason, has_benefit)):
            widget.setVisible(shown)
            caption = self._rows.labelForField(widget)
            if caption is not None:
                caption.setVisible(shown)
        self.setVisible(has_state or has_benefit)  # nothing to choose: the preview says what changes

    def choice(self) -> Choice:
        return Choice(state=self.state.isChecked(), relates_to=self.relates_to.text(), physical=self.physical.isChecked(),
                      benefit=self.benefit.isChecked(), benefit_ability_id=self.benefit_ability.currentData(),
                      reason=self.reason.text())
