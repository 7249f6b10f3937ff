"""What a contest leaves on one sheet, as core planned it (HQ-14, HQ-16, HQ-20), with the choices
the users make: keep or drop the state, what it relates to, where the benefit goes and why."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLineEdit, QWidget

from core.model import Character
from core.rules.heroquest.apply import Consequence
from desktop.editor.base import fmt
from desktop.heroquest.words import consequence_lines
from desktop.labels import label
from desktop.widgets import plain_label


class ConsequenceBox(QGroupBox):
    """One character's consequence; `plan()` gives the plan with the users' choices applied."""

    def __init__(self, character: Character, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character = character
        self._plan: Consequence | None = None
        self.setTitle(fmt(self.tr("Consequences for %1"), character.name))
        form = QFormLayout(self)
        self.summary = plain_label(name=fmt(self.tr("Consequences for %1"), character.name))
        form.addRow(self.summary)
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
        for widget in (self.state, self.benefit, self.physical):
            widget.toggled.connect(lambda _: self._show_summary())
        self.benefit_ability.currentIndexChanged.connect(lambda _: self._show_summary())
        self._ability_chosen = False
        self.benefit_ability.activated.connect(lambda _: setattr(self, "_ability_chosen", True))

    def set_plan(self, plan: Consequence) -> None:
        """Show a new plan; the users' choices of benefit ability and texts are kept."""
        self._plan = plan
        has_state, has_benefit = plan.state is not None, bool(plan.benefit)
        if has_state:
            self.state.setText(fmt(self.tr("Add state: %1 (%2)"), label(plan.state), label(plan.scale)))
        if has_benefit:
            self.benefit.setText(fmt(self.tr("Lingering benefit +%1"), plan.benefit))
            if plan.benefit_ability_id and not self._ability_chosen:
                self.benefit_ability.setCurrentIndex(max(0, self.benefit_ability.findData(plan.benefit_ability_id)))
        has_benefit = has_benefit and self.benefit_ability.count() > 0
        for widget, shown in ((self.state, has_state), (self.relates_to, has_state), (self.physical, has_state),
                              (self.benefit, has_benefit), (self.benefit_ability, has_benefit), (self.reason, has_benefit)):
            widget.setVisible(shown)
            caption = self._rows.labelForField(widget)
            if caption is not None:
                caption.setVisible(shown)
        self._show_summary()

    def plan(self) -> Consequence | None:
        if self._plan is None:
            return None
        plan = self._plan
        state = plan.state if self.state.isChecked() else None
        benefit = plan.benefit if self.benefit.isChecked() and self.benefit_ability.count() else 0
        return plan.edited(
            state=state, relates_to=self.relates_to.text().strip(), physical=self.physical.isChecked(),
            benefit=benefit, benefit_ability_id=self.benefit_ability.currentData() if benefit else None,
            reason=self.reason.text().strip(),
        )

    def _show_summary(self) -> None:
        plan = self.plan()
        if plan is not None:
            self.summary.setText("\n".join(consequence_lines(self.character, plan)))
