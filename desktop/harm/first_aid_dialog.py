"""First aid (FA-1): one place to treat a character now. It shows what the character suffers in
all three families and offers only what applies: HQ first aid on hurts (HQ-22), major healing
(HQ-23), rescue from dying (HQ-24), ST tending of a debility or wound (ST-20) and Death's Door
with someone tending (ST-6). Every treatment made here is applied as one undoable step."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from core.model import Campaign, Character
from core.rules.harm import hq_first_aid, hq_major_healing, hq_rescue, suffering
from core.rules.heroquest import Rating, rescue_resistance
from desktop.editor.base import fmt
from desktop.fields import NotYet
from desktop.harm.base import CharacterHeader, RulesDialog, entry_lines
from desktop.harm.deaths_door_dialog import DeathsDoorDialog
from desktop.harm.hq_treatment import HqTreatment
from desktop.harm.recover_dialog import DEBILITY, WOUND, RecoverDialog
from desktop.labels import label
from desktop.widgets import without_mnemonic, plain_label


class FirstAidDialog(RulesDialog[Character]):
    def __init__(self, character: Character, campaign: Campaign, parent: QWidget | None = None) -> None:
        super().__init__(fmt(self.tr("First Aid — %1"), character.name), parent)
        self.character = character
        self.working = character
        self.campaign = campaign
        self.header = CharacterHeader(character)
        self.body.addWidget(self.header)
        self.suffers = plain_label(name=self.tr("What they suffer"))
        self.body.addWidget(self.suffers)
        self.log = plain_label(name=self.tr("Last treatment"))
        self.body.addWidget(self.log)
        self.container = QWidget()
        self.sections = QVBoxLayout(self.container)
        self.sections.setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(self.container)
        self.boxes: dict[str, QWidget] = {}
        self.rebuild()
        self.finish(self.tr("&Done"))

    # -- what applies --------------------------------------------------------------------------

    def suffering_lines(self) -> list[str]:
        now = suffering(self.working)
        harm = self.working.harm
        lines = [fmt(self.tr("HP %1 of %2 · %3"), harm.hp, harm.max_hp, label(harm.status))]
        states = [label(s.level) + (f" ({s.relates_to})" if s.relates_to else "") for s in self.working.heroquest.states]
        if states:
            lines.append(fmt(self.tr("HeroQuest: %1"), ", ".join(states)))
        if now.debilities:
            lines.append(fmt(self.tr("Debilities: %1"), ", ".join(label(d) for d in now.debilities)))
        if now.wounds:
            lines.append(fmt(self.tr("Wounds: %1"), ", ".join(w.description for w in now.wounds)))
        if now.dv_injury is not None:
            lines.append(fmt(self.tr("Dogs: %1 (fallout %2) — treated by a conflict for their life (DV-19)"), label(now.dv_injury.stage), now.dv_injury.fallout))
        if not now.anything:
            lines.append(self.tr("Nothing here needs treating."))
        return lines

    def rebuild(self) -> None:
        """Show only the treatments that apply to the character as they are now."""
        for box in self.boxes.values():
            self.sections.removeWidget(box)
            box.deleteLater()
        self.boxes = {}
        self.header.show_character(self.working)
        self.suffers.setText("\n".join(self.suffering_lines()))
        now = suffering(self.working)
        if now.hurts:
            note = self.tr("An ability test less the penalty of the hurts ticked; a success removes those (HQ-22).")
            self._add("hq22", HqTreatment(self.tr("First Aid on Hurts"), now.hurts, 1, self.first_aid, note, several=True))
        if now.major:
            self._add("hq23", HqTreatment(self.tr("Major Healing"), now.major, 2, self.major_healing, self.tr("The healer's d20, then the resistance's (HQ-23).")))
        if now.dying:
            against = rescue_resistance(self.campaign.default_resistance)
            self._add("hq24", HqTreatment(self.tr("Rescue from Dying"), now.dying, 2, self.rescue, fmt(self.tr("Against %1, at once (HQ-24)."), against)))
        if now.debilities or now.wounds:
            self._add("st20", self._button(self.tr("&Tend a Debility or Wound…"), self.tend))
        if now.deaths_door:
            self._add("st6", self._button(self.tr("Roll Death's Door with Someone T&ending…"), self.deaths_door))
        self.refresh()

    def _add(self, key: str, widget: QWidget) -> None:
        self.boxes[key] = widget
        self.sections.addWidget(widget)

    def _button(self, text: str, slot) -> QPushButton:  # noqa: ANN001
        button = QPushButton(text)
        button.setAccessibleName(without_mnemonic(text).rstrip("…"))
        button.clicked.connect(slot)
        return button

    def _treated(self, character: Character) -> str:
        self.working = character
        entry = character.history[-1]
        self.log.setText(entry.summary + "\n" + "\n".join("• " + d for d in entry.details))
        self.rebuild()
        return entry.summary

    # -- treatments (core decides) -------------------------------------------------------------

    def first_aid(self, state_ids: list[str], rating: Rating, rolls: list[int]) -> str:
        character, _outcome = hq_first_aid(self.working, rating, rolls[0], state_ids=state_ids)
        return self._treated(character)

    def major_healing(self, state_ids: list[str], rating: Rating, rolls: list[int]) -> str:
        character, _result = hq_major_healing(self.working, state_ids[0], rating, rolls[0], rolls[1], tie_break=self.campaign.tie_break)
        return self._treated(character)

    def rescue(self, state_ids: list[str], rating: Rating, rolls: list[int]) -> str:
        character, _result = hq_rescue(
            self.working, state_ids[0], rating, rolls[0], rolls[1], default_resistance=self.campaign.default_resistance, tie_break=self.campaign.tie_break
        )
        return self._treated(character)

    def tend(self) -> None:
        now = suffering(self.working)
        first = DEBILITY + now.debilities[0].value if now.debilities else WOUND + now.wounds[0].id
        after = RecoverDialog.ask(self.working, self.campaign, self, tend=first)
        if after is not None:
            self._treated(after)

    def deaths_door(self) -> None:
        after = DeathsDoorDialog.ask(self.working, self, tended=True)
        if after is not None:
            self._treated(after)

    # -- result --------------------------------------------------------------------------------

    def compute(self) -> Character:
        if self.working == self.character:
            raise NotYet(self.tr("Nothing treated yet: choose a treatment above."))
        return self.working

    def describe(self, value: Character) -> list[str]:
        return entry_lines(self.character, value)

    @classmethod
    def ask(cls, character: Character, campaign: Campaign, parent: QWidget | None = None) -> Character | None:
        return cls(character, campaign, parent).run()


__all__ = ["FirstAidDialog"]
