"""Dice joining after the opening roll: escalate (DV-11: only stats not rolled yet), bring in a
trait, relationship or belonging (each once, DV-3..DV-5, DV-13) or an item not on the sheet,
a new relationship from unassigned dice (DV-3: on the sheet too, in the same step), and calling
on a demon relationship (DV-30: the demonic influence dice join like a trait; the sheet records
the sold soul with the end of the conflict). The dice are rolled or typed in first (C-2); core
says which dice each move rolls and refuses what cannot be done."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from talekeeper.core.dice import Faces
from talekeeper.core.model import RelationshipKind
from talekeeper.core.operations import dogs as ops
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import DV5_OFF_SHEET_ITEM_DICE, Arena, Conflict, escalation_dice, unused_belongings, unused_relationships, unused_traits
from talekeeper.desktop.dogs.conflict_session import ConflictSession
from talekeeper.desktop.dogs.roll_panel import RollPanel
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.labels import combo_member, fill_combo, label


class BringPanel(QGroupBox):
    """Acts for the participant `acting()` names; the narration comes from `narration`."""

    def __init__(self, session: ConflictSession, roll: RollPanel, acting: Callable[[], str | None], narration: QLineEdit, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Escalate or bring in dice"), parent)
        self.session, self.roll, self.acting, self.narration = session, roll, acting, narration
        layout = QVBoxLayout(self)
        self.arena = QComboBox()
        self.arena.setAccessibleName(self.tr("Arena to escalate to"))
        fill_combo(self.arena, Arena)
        self.escalate_button = QPushButton(self.tr("&Escalate"))
        self.escalate_button.clicked.connect(self._escalate)
        self._row(layout, self.arena, self.escalate_button)
        self.item = QComboBox()
        self.item.setAccessibleName(self.tr("Trait, relationship or belonging to bring in"))
        self.bring_button = QPushButton(self.tr("&Bring In"))
        self.bring_button.clicked.connect(self._bring)
        self._row(layout, self.item, self.bring_button)
        self.off_sheet = QLineEdit()
        self.off_sheet.setAccessibleName(self.tr("Item not on the sheet"))
        self.off_sheet.setPlaceholderText(self.tr("Item not on the sheet"))
        self.off_sheet_dice = QComboBox()
        self.off_sheet_dice.setAccessibleName(self.tr("Dice of the item"))
        for text in DV5_OFF_SHEET_ITEM_DICE:
            self.off_sheet_dice.addItem(text, text)
        self.item_button = QPushButton(self.tr("Bring In &Item"))
        self.item_button.clicked.connect(self._bring_item)
        self._row(layout, self.off_sheet, self.off_sheet_dice, self.item_button)
        self.subject = QLineEdit()
        self.subject.setAccessibleName(self.tr("Subject of the new relationship"))
        self.subject.setPlaceholderText(self.tr("New relationship from unassigned dice"))
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Kind of relationship"))
        fill_combo(self.kind, RelationshipKind)
        self.dice = QLineEdit()
        self.dice.setAccessibleName(self.tr("Dice of the new relationship"))
        self.dice.setPlaceholderText(self.tr("e.g. 1d6"))
        self.dice.setMaximumWidth(80)
        self.fits = QCheckBox(self.tr("Fi&ts this conflict"))
        self.fits.setChecked(True)
        self.relationship_button = QPushButton(self.tr("Write Re&lationship"))
        self.relationship_button.clicked.connect(self._relationship)
        self._row(layout, self.subject, self.kind, self.dice)
        self._row(layout, self.fits, self.relationship_button)
        self.demon = QComboBox()
        self.demon.setAccessibleName(self.tr("Demon relationship to call on"))
        self.demon_button = QPushButton(self.tr("Call on &Demon (Sell Soul)"))
        self.demon_button.setAccessibleName(self.tr("Call on the demon relationship: the demonic influence dice join and the character sells their soul"))
        self.demon_button.clicked.connect(self._call_on_demon)
        self._row(layout, self.demon, self.demon_button)

    @staticmethod
    def _row(layout: QVBoxLayout, *widgets: QWidget) -> None:
        row = QHBoxLayout()
        for number, widget in enumerate(widgets):
            row.addWidget(widget, 1 if number == 0 else 0)
        layout.addLayout(row)

    def show_conflict(self, conflict: Conflict) -> None:
        who = self.acting()
        active = who is not None and not conflict.finished and not self.roll.pending
        self.item.clear()
        has_unassigned = False
        if who is not None:
            p = conflict.participant(who)
            for trait in unused_traits(p):
                self.item.addItem(fmt(self.tr("Trait: %1 (%2)"), trait.text, trait.dice), ("trait_id", trait.id))
            for relationship in unused_relationships(p):
                self.item.addItem(fmt(self.tr("Relationship: %1 (%2)"), relationship.subject, relationship.dice), ("relationship_id", relationship.id))
            for belonging in unused_belongings(p):
                self.item.addItem(fmt(self.tr("Belonging: %1 (%2)"), belonging.name, belonging.dice), ("belonging_id", belonging.id))
            self.relationship_button.setToolTip(fmt(self.tr("Unassigned relationship dice: %1"), p.unassigned_relationship_dice or self.tr("none")))
            has_unassigned = bool(p.unassigned_relationship_dice)
        for widget in (self.arena, self.escalate_button, self.off_sheet, self.off_sheet_dice, self.item_button):
            widget.setEnabled(active)
        self.bring_button.setEnabled(active and self.item.count() > 0)
        self.item.setEnabled(active and self.item.count() > 0)
        for part in (self.subject, self.kind, self.dice, self.fits, self.relationship_button):
            part.setEnabled(active and has_unassigned)
        self._show_demons(conflict, who, active)

    def _influence(self) -> str:
        return str(self.session.runner.campaign.demonic_influence)

    def _show_demons(self, conflict: Conflict, who: str | None, active: bool) -> None:
        """DV-30: only a participant with a demon relationship may call on it, once per conflict."""
        self.demon.clear()
        p = conflict.participant(who) if who is not None else None
        demons = [r for r in p.relationships if r.kind is RelationshipKind.DEMON] if p is not None else []
        influence = self._influence()
        for relationship in demons:
            self.demon.addItem(fmt(self.tr("%1 (rolls the demonic influence: %2)"), relationship.subject, influence or self.tr("none set")), relationship.id)
        for widget in (self.demon, self.demon_button):
            widget.setVisible(bool(demons))
        usable = active and bool(demons) and p is not None and not p.demon_called and bool(influence)
        self.demon.setEnabled(usable)
        self.demon_button.setEnabled(usable)
        if p is not None and p.demon_called:
            tip = self.tr("Already called on a demon in this conflict")
        elif not influence:
            tip = self.tr("The GM has set no demonic influence dice (campaign settings)")
        else:
            tip = fmt(self.tr("Rolls the demonic influence, %1, like a trait; the sheet records the sold soul"), influence)
        self.demon_button.setToolTip(tip)

    # -- moves ---------------------------------------------------------------------------------

    def _ask(self, caption: str, sizes: tuple[int, ...], inputs: Any, operation: Callable[[Table, Any], Outcome]) -> None:
        """Roll or type `sizes`, then make the move with those faces (`inputs` with `faces` set)."""

        def then(faces: Faces) -> bool:
            done = self.session.run(operation, replace(inputs, faces=faces)) is not None
            if done:
                self.narration.clear()
            return done

        self.roll.ask(caption, sizes, then)
        self.session.changed.emit()  # the other moves wait until the dice are in

    def _sizes(self, find: Callable[[], tuple[int, ...]]) -> tuple[int, ...] | None:
        """The dice a move rolls, as core says; None (and why, in the window) when it is refused."""
        from talekeeper.desktop.words.wording import refusal_text

        try:
            return tuple(find())
        except Refusal as refusal:
            self.session.problem.emit(refusal_text(refusal))
            return None

    def _escalate(self) -> None:
        who, arena = self.acting(), combo_member(self.arena, Arena) or Arena.TALKING
        if who is None:
            return
        sizes = self._sizes(lambda: escalation_dice(self.session.conflict, who, arena))
        if sizes is not None:
            name = self.session.conflict.participant(who).name
            inputs = ops.Escalating(who, arena, Faces(()), self.narration.text().strip())
            self._ask(fmt(self.tr("%1 escalates to %2: roll the new stats"), name, label(arena)), sizes, inputs, ops.escalate)

    def _bring(self) -> None:
        who, data = self.acting(), self.item.currentData()
        if who is None or not data:
            return
        key, item_id = data
        inputs = ops.BringingIn(who, Faces(()), narration=self.narration.text().strip(), **{key: item_id})
        sizes = self._sizes(lambda: ops.brought_dice(self.session.conflict, inputs))
        if sizes is not None:
            name = self.session.conflict.participant(who).name
            self._ask(fmt(self.tr("%1 brings in %2"), name, self.item.currentText()), sizes, inputs, ops.bring_in)

    def _bring_item(self) -> None:
        who = self.acting()
        if who is None:
            return
        inputs = ops.BringingIn(who, Faces(()), item=self.off_sheet.text().strip(), item_dice=self.off_sheet_dice.currentData() or "",
                                narration=self.narration.text().strip())
        sizes = self._sizes(lambda: ops.brought_dice(self.session.conflict, inputs))
        if sizes is not None:
            self.off_sheet.clear()
            self._ask(fmt(self.tr("Bring in %1 (%2)"), inputs.item, inputs.item_dice), sizes, inputs, ops.bring_in)

    def _relationship(self) -> None:
        who = self.acting()
        if who is None:
            return
        inputs = ops.NewRelationship(who, self.subject.text().strip(), self.dice.text().strip(), combo_member(self.kind, RelationshipKind) or RelationshipKind.PERSON,
                                     self.fits.isChecked(), narration=self.narration.text().strip())
        relationship = self._sizes(lambda: ops.relationship_of(inputs).dice.die_sizes())
        if relationship is None:
            return
        self.subject.clear()
        self.dice.clear()
        self._ask(fmt(self.tr("New relationship with %1"), inputs.subject), relationship if inputs.fits else (), inputs, ops.new_relationship)

    def _call_on_demon(self) -> None:
        who, relationship_id = self.acting(), self.demon.currentData()
        if who is None or not relationship_id:
            return
        sizes = self._sizes(lambda: ops.demon_dice(self.session.table()))
        if sizes is None:
            return
        p = self.session.conflict.participant(who)
        subject = next((r.subject for r in p.relationships if r.id == relationship_id), "")
        inputs = ops.CallingOnDemon(who, relationship_id, Faces(()), self.narration.text().strip())
        caption = fmt(self.tr("%1 calls on %2 and sells their soul: roll the demonic influence (%3)"), p.name, subject, self._influence())
        self._ask(caption, sizes, inputs, ops.call_on_demon)
