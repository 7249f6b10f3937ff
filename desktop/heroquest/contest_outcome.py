"""The contest dialog's last step: plan each involved sheet's consequence with core, word the
history, and build the new characters (one `apply_consequence` per sheet)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from core.model import Character
from core.rules.heroquest.apply import Consequence, apply_consequence, plan_consequence
from desktop.editor.base import fmt
from desktop.heroquest.picker import Participant
from desktop.heroquest.scoring import ContestKind
from desktop.labels import label



class ContestOutcome:
    """Mixed into ContestDialog: uses its inputs (`scored`, `boxes`, `heroes`, `dice` ...)."""

    def _plan(self, participant: Participant, hero_side: bool, number: int) -> Consequence:
        kind = self.contest_kind()
        level = self.scored.level if hero_side else self.scored.opposition_level
        if kind is ContestKind.GROUP:
            paid = self.boost_spins[number].value() if hero_side and number < len(self.boost_spins) else 0
        else:
            paid = 1 if hero_side and number == 0 and self.hero_point.isChecked() else 0
        return plan_consequence(participant.character(), level, scale=self.campaign.consequence_scale,
                                ability_id=participant.ability_id, group=kind is ContestKind.GROUP and hero_side,
                                hero_points=paid, source=self.about.text().strip(), date=self.date.text().strip())

    def _summary(self, participant: Participant, hero_side: bool) -> str:
        character = participant.character()
        kind = self.contest_kind()
        level = self.scored.level if hero_side else self.scored.opposition_level
        if kind is ContestKind.TEST:
            return fmt(QCoreApplication.translate("ContestDialog", "Ability test of %1 (%2): %3"), character.name, participant.ability_name(), label(level))
        opposition = self._opposition()
        other = opposition[0] if hero_side else self.heroes[0].character().name
        if kind is ContestKind.GROUP:
            return fmt(QCoreApplication.translate("ContestDialog", "Group contest of %1 against %2: %3"), character.name, other, label(level))
        return fmt(QCoreApplication.translate("ContestDialog", "Contest of %1 against %2: %3"), character.name, other, label(level))

    def _confirm(self) -> None:
        """Make the new characters with core; refusals (too few hero points…) are shown."""
        if self.scored is None:
            return
        dice = fmt(QCoreApplication.translate("ContestDialog", "%1 d20: %2"), self.dice.how(), ", ".join(str(v) for v in self.dice.values()))
        changes: dict[Path, Character] = {}
        try:
            for participant, hero_side in self.involved():
                box = self.boxes[participant.path]
                details = [f"augment {a.ability}: {a.modifier:+d} ({a.dice})" for a in participant.augments]
                changes[participant.path] = apply_consequence(
                    participant.character(), box.plan(), summary=self._summary(participant, hero_side),
                    dice=dice, details=[*self.scored.lines, *details])
        except ValueError as error:
            self.problem.setText(str(error))
            return
        self.changes = changes
        self.summary = self._summary(self.heroes[0], True)
        self.accept()
