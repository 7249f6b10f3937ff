"""DV-19 / DV-30: starting the treatment conflict whose stake is an injured character's life: pick
the healer and what they bring, what the injured character brings (fitting relationships, traits
and belongings, DV-19), then the opening roll with the right pools (the healer's Acuity and the
patient's Body against the fallout dice again plus the demonic influence). A dying character with
no fallout dice noted (their life was the stake) is treated against DV-30's four dice for the
cause plus the influence. The dialog collects a `core.operations.dogs.StartTreatment` (or
`NobodyTreats`) and previews the opening roll; the runner applies it as one undo step."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel, QPushButton, QWidget

from talekeeper.core.dice import Faces
from talekeeper.core.model import Character
from talekeeper.core.operations import dogs as ops
from talekeeper.core.outcome import Outcome, Table
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.dogs import DV30_DYING_POOLS, Conflict, DyingCause, opening_pool, participant_from_character, suggest_relationships
from talekeeper.core.storage.play import play_path
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.dogs.log_words import log_line
from talekeeper.desktop.dogs.picks import PicksList
from talekeeper.desktop.dogs.words import word
from talekeeper.desktop.rules_dialog import RulesDialog, dice_waiting
from talekeeper.desktop.sheets import Sheets
from talekeeper.desktop.widgets import fmt, open_at, plain_label

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner

Treatment = ops.StartTreatment | ops.NobodyTreats


def _treatment(table: Table, ask: Treatment) -> Outcome:
    """The operation the dialog's answer runs: the treatment conflict, or nobody treats."""
    return ops.nobody_treats(table, ask) if isinstance(ask, ops.NobodyTreats) else ops.start_treatment(table, ask)


class TreatmentDialog(RulesDialog[Treatment]):
    """The healers are listed by name (the roster's listing); a healer's sheet is read when chosen."""

    def __init__(self, sheets: Sheets, path: Path, parent: QWidget | None = None) -> None:
        patient = sheets.character(path)
        super().__init__(fmt(self.tr("Treatment for %1"), patient.name), sheets, path, _treatment, parent)
        self.path, self.patient = path, patient
        self.healers = [(where, name) for where, name in sheets.entries() if where != path]
        injury = patient.dogs.injury
        influence = str(self.table.campaign.demonic_influence) or self.tr("none")
        self.no_fallout = injury is not None and not injury.dice
        """DV-30: no fallout dice noted (their life was the stake): the narrator rolls for the cause."""
        if self.no_fallout:
            intro = fmt(self.tr("%1 is dying with no fallout dice noted (their life was the stake). The healer rolls Acuity and %1's Body (%2d6) against four dice for how they are dying plus the demonic influence (%3)."),
                        patient.name, patient.dogs.stats.body, influence)
        else:
            intro = fmt(self.tr("%1 needs treatment (fallout %2, dice %3). At stake: their life. The healer rolls Acuity and %1's Body (%4d6) against the fallout dice again plus the demonic influence (%5)."),
                        patient.name, injury.fallout if injury else "—", injury.dice if injury else "", patient.dogs.stats.body, influence)
        self.body.addWidget(plain_label(intro))
        self.cause = QComboBox()
        self.cause.setAccessibleName(self.tr("How the character is dying"))
        for cause in DyingCause:
            self.cause.addItem(fmt(self.tr("%1 (%2)"), word(cause), DV30_DYING_POOLS[cause]), cause.value)
        self._captioned(self.tr("How they are &dying"), self.cause).setVisible(self.no_fallout)
        self.cause.setVisible(self.no_fallout)
        self.healer = QComboBox()
        self.healer.setAccessibleName(self.tr("Healer"))
        for number, (_path, name) in enumerate(self.healers):
            self.healer.addItem(name, number)  # an index: Qt text would lose bytes of a file name that are not UTF-8
        self._captioned(self.tr("&Healer"), self.healer)
        self.picks = PicksList(self.tr("The healer's relationships, traits and belongings"))
        self._captioned(self.tr("&What the healer brings (fitting relationships are ticked)"), self.picks)
        self.patient_picks = PicksList(self.tr("The injured character's relationships, traits and belongings"))
        self._captioned(fmt(self.tr("What %1 &brings (fitting relationships are ticked)"), patient.name), self.patient_picks)
        self.pools = plain_label(name=self.tr("What each side rolls"))
        self.body.addWidget(self.pools)
        self.entry = DiceEntry(name=self.tr("Opening roll of the treatment"))
        self.entry.changed.connect(self.refresh)
        self.body.addWidget(self.entry)
        self.start_button = self.ok_button
        self.nobody_button = QPushButton(self.tr("&Nobody Can Treat Them"))
        self.nobody_button.setToolTip(self.tr("With no one to treat the character the fallout becomes 20: they die"))
        self.buttons.addButton(self.nobody_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.nobody_button.clicked.connect(self._nobody)
        self.healer.currentIndexChanged.connect(lambda _i: self._healer_changed())
        self.picks.toggled.connect(lambda _id, _on: self.refresh())
        self.patient_picks.toggled.connect(lambda _id, _on: self.refresh())
        self.cause.currentIndexChanged.connect(self.refresh)
        self._healer_changed()
        self.finish(self.tr("S&tart Treatment"))
        open_at(self, 620, 700)

    def _captioned(self, text: str, widget: QWidget) -> QLabel:
        caption = QLabel(text)
        caption.setBuddy(widget)
        self.body.addWidget(caption)
        self.body.addWidget(widget, 1 if isinstance(widget, PicksList) else 0)
        return caption

    def _chosen_healer(self) -> Character | None:
        """The healer's sheet, read now (None: nobody chosen, or the file cannot be read)."""
        return self.sheets.readable_sheet(self.healer_path())

    def healer_path(self) -> Path | None:
        number = self.healer.currentData()
        return None if number is None else self.healers[number][0]

    def _healer_changed(self) -> None:
        chosen = self.healer_path()
        self.take_part([self.path, *self.sheets.readable([chosen] if chosen is not None else [])])  # one that cannot be read is reported
        healer = self._chosen_healer()
        fits: set[str] = set()
        if healer is not None:
            me = participant_from_character(healer, side="healer")
            fits = set(suggest_relationships(me, self.patient.name, []))  # DV-3: the person at stake
        self.picks.show_items(healer, fits, fits)
        ticked = self.patient_picks.ticked() if self.patient_picks.count() else None
        me = participant_from_character(self.patient, side="healer")
        others = [participant_from_character(healer, side="healer")] if healer is not None else []
        suggested = set(suggest_relationships(me, "", others))  # DV-3: the person who arrives to help
        self.patient_picks.show_items(self.patient, suggested if ticked is None else ticked | suggested, suggested)
        self.refresh()

    def _ask(self, faces: Faces) -> ops.StartTreatment:
        healer = self._chosen_healer()
        ticked, brought = self.picks.ticked(), self.patient_picks.ticked()
        dogs, own = (healer.dogs if healer else self.patient.dogs), self.patient.dogs
        return ops.StartTreatment(
            self.patient.id, healer.id if healer else "", faces, fmt(self.tr("%1's life"), self.patient.name), self.tr("Narrator"),
            relationships=tuple(r.id for r in dogs.relationships if r.id in ticked) if healer else (),
            traits=tuple(t.id for t in dogs.traits if t.id in ticked) if healer else (),
            belongings=tuple(b.id for b in dogs.belongings if b.id in ticked) if healer else (),
            patient_relationships=tuple(r.id for r in own.relationships if r.id in brought),
            patient_traits=tuple(t.id for t in own.traits if t.id in brought),
            patient_belongings=tuple(b.id for b in own.belongings if b.id in brought),
            dying=DyingCause(self.cause.currentData()) if self.no_fallout else None,
        )

    def inputs(self) -> Treatment:
        ask = self._ask(Faces(()))
        try:
            sizes = ops.treatment_sizes(self.table, ask)
        except Refusal:
            self.entry.set_dice(())
            self.pools.setText("")
            raise
        self.entry.set_dice(sizes)
        setup = ops.treatment_setup_of(self.table, ask)
        self.pools.setText("\n".join(fmt(self.tr("%1 rolls %2"), p.name, opening_pool(p, setup.openings[p.id]) or "—") for p in setup.participants))
        faces = self.entry.faces()
        if faces is None:
            raise dice_waiting()
        return self._ask(faces)

    def describe(self, outcome: Outcome) -> list[str]:
        conflict = outcome.play
        lines = [log_line(conflict, entry) for entry in conflict.log] if isinstance(conflict, Conflict) else []
        return lines + super().describe(outcome)

    def _nobody(self) -> None:
        self.take_part(self.path)  # nobody treats: only the patient's sheet is read
        self.value = ops.NobodyTreats(self.patient.id)
        self.accept()


def start_treatment(runner: Runner, path: Path) -> None:
    """DV-19: treat the injured character of `path` (one undo step opens the treatment conflict
    in its window), or settle that nobody can (death)."""
    from talekeeper.desktop.dogs import open_conflict_window

    sheets = runner.sheets()
    if not sheets.readable([path]):
        return
    outcome = runner.ask_and_run(TreatmentDialog, path, sheets=sheets)
    if outcome is not None and isinstance(outcome.play, Conflict):
        open_conflict_window(runner, outcome.play, play_path(runner.library.path, outcome.play))
