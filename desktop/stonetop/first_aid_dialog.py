"""First aid (FA-1): one place to treat a character now. It shows what the character suffers in
all three families and offers only what applies: HQ first aid on hurts (HQ-22), major healing
(HQ-23), rescue from dying (HQ-24), ST tending of a debility or wound (ST-20) and Death's Door
with someone tending (ST-6). Each treatment is collected by its own family's dialog (HeroQuest
Healing, Recover, Death's Door) on the character as treated so far; every treatment made here is
applied as one undoable step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from talekeeper.core.operations import stonetop as ops
from talekeeper.core.operations.stonetop import FirstAid, Treatment
from talekeeper.core.rules.heroquest import Healing
from talekeeper.core.rules.stonetop import suffering
from talekeeper.desktop.heroquest.healing_dialog import HealingDialog
from talekeeper.desktop.rules_dialog import CharacterHeader, RulesDialog, Waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.stonetop.deaths_door_dialog import DeathsDoorDialog
from talekeeper.desktop.stonetop.recover_dialog import DEBILITY, WOUND, RecoverDialog
from talekeeper.desktop.widgets import fmt, open_at, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import entry_lines


class FirstAidDialog(RulesDialog[FirstAid]):
    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None) -> None:
        character = sheets.character(path)
        super().__init__(fmt(self.tr("First Aid — %1"), character.name), sheets, path, ops.first_aid, parent)
        # `paths`: the sheets the treatments read, the patient's, then each healer's
        self.character = character
        self.working = character
        """The character after the treatments so far (what the next one treats)."""
        self.treatments: list[Treatment] = []
        self.campaign = self.table.campaign
        self.header = CharacterHeader(character)
        self.body.addWidget(self.header)
        self.suffers = plain_label(name=self.tr("What they suffer"))
        self.body.addWidget(self.suffers)
        self.log = plain_label(name=self.tr("Last treatment"))
        self.body.addWidget(self.log)
        self.container = QWidget()
        self.sections = QVBoxLayout(self.container)
        self.sections.setContentsMargins(0, 0, 0, 0)
        self.sections.addStretch(1)  # the treatments stay together at the top
        scroll = QScrollArea()  # every treatment that applies, one under another: scrolls on a short screen
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setAccessibleName(self.tr("Treatments that apply"))
        scroll.setWidget(self.container)
        self.body.addWidget(scroll, 1)
        self.boxes: dict[str, QWidget] = {}
        self.rebuild()
        self.finish(self.tr("&Done"))
        open_at(self, 560, self.sizeHint().height() - scroll.sizeHint().height() + self.container.sizeHint().height())

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
            self._add("hq22", self._button(self.tr("First Aid on &Hurts…"), lambda: self.heal(Healing.FIRST_AID)))
        if now.major:
            self._add("hq23", self._button(self.tr("&Major Healing…"), lambda: self.heal(Healing.MAJOR_HEALING)))
        if now.dying:
            self._add("hq24", self._button(self.tr("&Rescue from Dying…"), lambda: self.heal(Healing.RESCUE)))
        if now.debilities or now.wounds:
            self._add("st20", self._button(self.tr("&Tend a Debility or Wound…"), self.tend))
        if now.deaths_door:
            self._add("st6", self._button(self.tr("Roll Death's Door with Someone T&ending…"), self.deaths_door))
        self.refresh()

    def _add(self, key: str, widget: QWidget) -> None:
        self.boxes[key] = widget
        self.sections.insertWidget(self.sections.count() - 1, widget)

    def _button(self, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleName(without_mnemonic(text).rstrip("…"))
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _treated(self, treatment: Treatment) -> None:
        """Add a treatment (core checks it against the character as treated so far)."""
        after = ops.treat(self.table, self.working, treatment)
        before, self.working = self.working, after
        self.treatments.append(treatment)
        self.log.setText("\n".join(entry_lines(before, after)))
        self.rebuild()

    def _working(self) -> Sheets:
        """The sheets as treated so far (what the next treatment's dialog reads)."""
        return self.sheets.with_values({self.paths[0]: self.working})

    # -- treatments (core decides) -------------------------------------------------------------

    def heal(self, action: Healing) -> None:
        """HQ-22..HQ-24 as HeroQuest Healing makes them (the same dialog, the same input), on the
        character as treated so far; the healer's sheet is read from then on."""
        treatment = HealingDialog.ask(self._working(), self.paths[0], self, action=action)
        if treatment is None:
            return
        healer = self.sheets.path_of(treatment.healer.character_id)  # none for a healer not in the library
        self.take_part([*self.paths, *([healer] if healer is not None else [])])
        self._treated(treatment)

    def tend(self) -> None:
        now = suffering(self.working)
        first = DEBILITY + now.debilities[0].value if now.debilities else WOUND + now.wounds[0].id
        treatment = RecoverDialog.ask(self._working(), self.paths[0], self, tend=first)
        if treatment is not None:
            self._treated(treatment)

    def deaths_door(self) -> None:
        treatment = DeathsDoorDialog.ask(self._working(), self.paths[0], self, tended=True)
        if treatment is not None:
            self._treated(treatment)

    # -- result --------------------------------------------------------------------------------

    def inputs(self) -> FirstAid:
        if not self.treatments:
            raise Waiting(self.tr("Nothing treated yet: choose a treatment above."))
        return FirstAid(self.character.id, tuple(self.treatments))


__all__ = ["FirstAidDialog"]
