"""DV-19 / DV-30: starting the treatment conflict whose stake is an injured character's life: pick
the healer and what they bring, what the injured character brings (fitting relationships, traits
and belongings, DV-19), then the opening roll with the right pools (the healer's Acuity and the
patient's Body against the fallout dice again plus the demonic influence). A dying character with
no fallout dice noted (their life was the stake) is treated against DV-30's four dice for the
cause plus the influence."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.dice import DiceError, HandDice
from core.model import Character
from core.rules.dogs import (
    DV30_DYING_POOLS,
    Conflict,
    ConflictError,
    DyingCause,
    open_treatment,
    opening_pool,
    participant_from_character,
    settle_treatment,
    suggest_relationships,
    treatment_setup,
)
from core.rules.dogs.treating import TreatmentSetup
from desktop.dice_entry import DiceEntry
from desktop.dogs.picks import PicksList
from desktop.dogs.roll_panel import scrolled
from desktop.editor.base import fmt
from desktop.fields import MessageLabel
from desktop.widgets import plain_label

if TYPE_CHECKING:
    from desktop.main_window import MainWindow
NOBODY = "nobody"

# DV-30: how a character without fallout dice is dying (the narrator's four dice for each).
CAUSES = {
    DyingCause.DEADLY_WEAPON: QT_TRANSLATE_NOOP("TreatmentDialog", "Deadly weapons"),
    DyingCause.CUT_STAB_HANGING_CLUBBING: QT_TRANSLATE_NOOP("TreatmentDialog", "Cuts, stabs, hanging, clubbing"),
    DyingCause.STRANGLING_TRAMPLING_FALLING_DROWNING: QT_TRANSLATE_NOOP("TreatmentDialog", "Strangling, trampling, falling, drowning"),
}


class TreatmentDialog(QDialog):
    """`conflict` is the opened treatment conflict; `nobody` is True when no one can treat."""

    def __init__(self, patient: Character, healers: list[Character], influence: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.patient, self.healers, self.influence = patient, healers, influence
        self.conflict: Conflict | None = None
        self.nobody = False
        self._touched = False
        injury = patient.dogs.injury
        self.no_fallout = injury is not None and not injury.dice
        """DV-30: no fallout dice noted (their life was the stake): the narrator rolls for the cause."""
        self.setWindowTitle(fmt(self.tr("Treatment for %1"), patient.name))
        layout = QVBoxLayout(self)
        if self.no_fallout:
            intro = fmt(
                self.tr("%1 is dying with no fallout dice noted (their life was the stake). The healer rolls Acuity and %1's Body (%2d6) against four dice for how they are dying plus the demonic influence (%3)."),
                patient.name, patient.dogs.stats.body, influence or self.tr("none"),
            )
        else:
            intro = fmt(
                self.tr("%1 needs treatment (fallout %2, dice %3). At stake: their life. The healer rolls Acuity and %1's Body (%4d6) against the fallout dice again plus the demonic influence (%5)."),
                patient.name, injury.fallout if injury else "?", injury.dice if injury else "", patient.dogs.stats.body, influence or self.tr("none"),
            )
        layout.addWidget(plain_label(intro))
        self.cause = QComboBox()
        self.cause.setAccessibleName(self.tr("How the character is dying"))
        for cause, text in CAUSES.items():
            self.cause.addItem(fmt(self.tr("%1 (%2)"), QCoreApplication.translate("TreatmentDialog", text), DV30_DYING_POOLS[cause]), cause.value)
        cause_caption = QLabel(self.tr("How they are &dying"))
        cause_caption.setBuddy(self.cause)
        layout.addWidget(cause_caption)
        layout.addWidget(self.cause)
        cause_caption.setVisible(self.no_fallout)
        self.cause.setVisible(self.no_fallout)
        caption = QLabel(self.tr("&Healer"))
        self.healer = QComboBox()
        self.healer.setAccessibleName(self.tr("Healer"))
        caption.setBuddy(self.healer)
        for healer in healers:
            self.healer.addItem(healer.name, healer.id)
        layout.addWidget(caption)
        layout.addWidget(self.healer)
        caption = QLabel(self.tr("&What the healer brings (fitting relationships are ticked)"))
        self.picks = PicksList(self.tr("The healer's relationships, traits and belongings"))
        caption.setBuddy(self.picks)
        layout.addWidget(caption)
        layout.addWidget(self.picks, 1)
        caption = QLabel(fmt(self.tr("What %1 &brings (fitting relationships are ticked)"), patient.name))
        self.patient_picks = PicksList(self.tr("The injured character's relationships, traits and belongings"))
        caption.setBuddy(self.patient_picks)
        layout.addWidget(caption)
        layout.addWidget(self.patient_picks, 1)
        self.entry = DiceEntry(name=self.tr("Opening roll of the treatment"))
        self.entry.changed.connect(lambda: setattr(self, "_touched", True))
        self.pools = plain_label(name=self.tr("What each side rolls"))
        layout.addWidget(self.pools)
        layout.addWidget(scrolled(self.entry))
        self.problem = MessageLabel()
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(self.tr("S&tart Treatment"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.nobody_button = QPushButton(self.tr("&Nobody Can Treat Them"))
        self.nobody_button.setToolTip(self.tr("With no one to treat the character the fallout becomes 20: they die"))
        self.buttons.addButton(self.nobody_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.nobody_button.clicked.connect(self._nobody)
        self.buttons.accepted.connect(self._start)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.healer.currentIndexChanged.connect(lambda _i: self._healer_changed())
        self.picks.toggled.connect(lambda _id, _on: self._refresh_dice())
        self.patient_picks.toggled.connect(lambda _id, _on: self._refresh_dice())
        self.cause.currentIndexChanged.connect(lambda _i: self._refresh_dice())
        self._healer_changed()
        self.start_button.setEnabled(bool(healers))
        self.resize(600, 680)

    def _chosen_healer(self) -> Character | None:
        return next((h for h in self.healers if h.id == self.healer.currentData()), None)

    def _healer_changed(self) -> None:
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
        self._refresh_dice()

    def setup(self) -> TreatmentSetup | None:
        healer = self._chosen_healer()
        if healer is None:
            return None
        ticked = self.picks.ticked()
        dogs = healer.dogs
        brought = self.patient_picks.ticked()
        own = self.patient.dogs
        cause = DyingCause(self.cause.currentData()) if self.no_fallout else None
        return treatment_setup(
            self.patient,
            healer,
            influence=self.influence,
            relationships=tuple(r.id for r in dogs.relationships if r.id in ticked),
            traits=tuple(t.id for t in dogs.traits if t.id in ticked),
            belongings=tuple(b.id for b in dogs.belongings if b.id in ticked),
            patient_relationships=tuple(r.id for r in own.relationships if r.id in brought),
            patient_traits=tuple(t.id for t in own.traits if t.id in brought),
            patient_belongings=tuple(b.id for b in own.belongings if b.id in brought),
            dying=cause,
            stakes=fmt(self.tr("%1's life"), self.patient.name),
            narrator_name=self.tr("Narrator"),
        )

    def _refresh_dice(self) -> None:
        try:
            setup = self.setup()
        except ConflictError as error:
            self.problem.say(str(error))
            return
        self.entry.set_dice(setup.dice() if setup else ())
        self._touched = False
        if setup is not None:
            lines = [fmt(self.tr("%1 rolls %2"), p.name, opening_pool(p, setup.openings[p.id]) or "—") for p in setup.participants]
            self.pools.setText("\n".join(lines))

    def _start(self) -> None:
        try:
            setup = self.setup()
            if setup is None:
                return
            if not self._touched:
                self.entry.roll()
            self.conflict = open_treatment(setup, HandDice(self.entry.values()))
        except (ConflictError, DiceError) as error:
            self.problem.say(str(error))
            return
        self.accept()

    def _nobody(self) -> None:
        self.nobody = True
        self.accept()

    @classmethod
    def ask(cls, patient: Character, healers: list[Character], influence: str, parent: QWidget | None = None) -> Conflict | str | None:
        """The opened treatment conflict, `NOBODY` when no one can treat, or None (cancelled)."""
        dialog = cls(patient, healers, influence, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return NOBODY if dialog.nobody else dialog.conflict


def start_treatment(window: MainWindow, path: Path) -> None:
    """DV-19: treat the injured character of `path`, or settle that nobody can (death)."""
    from desktop.dogs import library_characters, open_conflict_window

    patient = window.workspace.open(path).character
    healers = [c for p, c in library_characters(window) if p != path]
    answer = TreatmentDialog.ask(patient, healers, str(window.controller.campaign.demonic_influence), window)
    if answer == NOBODY:
        try:
            after = settle_treatment(patient, None)
        except ConflictError as error:
            QMessageBox.warning(window, QCoreApplication.translate("TreatmentDialog", "Treatment"), str(error))
            return
        window.workspace.apply(fmt(QCoreApplication.translate("TreatmentDialog", "Nobody treats %1"), patient.name), {path: after})
    elif isinstance(answer, Conflict):
        open_conflict_window(window, answer)
