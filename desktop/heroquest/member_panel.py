"""The Members panel of the extended contest window: a library character with an ability, or a
named opponent with a rating and no sheet, joins either side with a starting action point
modifier, a standing edge and edges asked for by augment (HQ-13, HQ-17, HQ-27)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from talekeeper.core.operations import heroquest_extended as ops
from talekeeper.core.operations.heroquest import Augment, Side, augmented
from talekeeper.core.refusal import Refusal
from talekeeper.core.rules.heroquest import Rating
from talekeeper.desktop.fields import CheckedLineEdit, checker
from talekeeper.desktop.heroquest.extended_panels import Host, spin
from talekeeper.desktop.heroquest.picker import Participant
from talekeeper.desktop.widgets import fmt, plain_label


class AddMemberPanel(QWidget):
    """A library character with an ability, or a named opponent with a rating, to either side."""

    def __init__(self, host: Host, path: Any = None, ability_id: str | None = None) -> None:
        super().__init__()
        self.host = host
        self.edge_augments: list[Augment] = []
        layout = QVBoxLayout(self)
        self.participant = Participant(host.sheets, path=path, ability_id=ability_id, title=self.tr("New member"))
        layout.addWidget(self.participant)
        form = QFormLayout()
        self.no_sheet = QCheckBox(self.tr("An opponent without a shee&t"))
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Opponent's name"))
        self.rating = CheckedLineEdit(checker(Rating.parse))
        self.rating.setText(str(host.sheets.campaign.default_resistance))
        self.rating.setAccessibleName(self.tr("Opponent's rating"))
        self.ap_modifier = spin(-100, 100, self.tr("Starting action point modifier"))
        self.edge = spin(-50, 50, self.tr("Edge or handicap"))
        self.strike = QCheckBox(self.tr("Uses a mystic &strike (HQ-27)"))
        self.strike.setToolTip(self.tr("Its rating is an edge for whoever wins an exchange; losing one costs it ability points"))
        form.addRow(self.no_sheet)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Rating"), self.rating)
        form.addRow("", self.strike)
        form.addRow(self.tr("AP modifier"), self.ap_modifier)
        edge_row = QHBoxLayout()
        edge_row.addWidget(self.edge, 1)
        self.edge_augment = QPushButton(self.tr("Augment for an e&dge…"))
        self.edge_augment.setToolTip(self.tr("HQ-13: the same augment roll may ask for an edge instead of a bonus"))
        self.edge_augment.clicked.connect(self._augment_edge)
        edge_row.addWidget(self.edge_augment)
        self.edge_note = plain_label(name=self.tr("Edges from augments"))
        form.addRow(self.tr("Edge (+) / handicap (-)"), edge_row)
        form.addRow(self.edge_note)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        self.to_a = QPushButton(self.tr("Add to side &A"))
        self.to_b = QPushButton(self.tr("Add to side &B"))
        self.to_a.clicked.connect(lambda: self._add(0))
        self.to_b.clicked.connect(lambda: self._add(1))
        buttons.addWidget(self.to_a)
        buttons.addWidget(self.to_b)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.no_sheet.toggled.connect(self._sheetless)
        self._sheetless(False)

    def _augment_edge(self) -> None:
        from talekeeper.desktop.heroquest.picker import AugmentDialog

        made = AugmentDialog.ask(self.host.sheets, self.participant.path or [], self, edge=True)
        if made is not None:
            self.edge_augments.append(made)
            table = self.host.sheets.table(self._augmenters())
            total = sum(augmented(table, a).modifier for a in self.edge_augments)
            self.edge_note.setText(fmt(self.tr("Edge from augments: %1"), f"{total:+d}"))

    def _augmenters(self) -> list[Path]:
        """The sheets of the edge augments' augmenters."""
        return self.host.sheets.paths_of(a.augmenter.character_id for a in self.edge_augments)

    def _sheetless(self, on: bool) -> None:
        self.participant.setEnabled(not on)
        self.name.setEnabled(on)
        self.rating.setEnabled(on)
        self.strike.setEnabled(on)  # a sheet's ability says itself whether it is a strike

    def _add(self, side: int) -> None:
        augments = tuple(self.edge_augments)
        paths = self._augmenters()
        if self.no_sheet.isChecked():
            try:
                rating = Rating.parse(self.rating.text())
            except Refusal:
                return
            join = ops.Join(side, Side(rating=rating), name=self.name.text().strip() or self.tr("Opponent"),
                            ap_modifier=self.ap_modifier.value(), edge=self.edge.value(), edge_augments=augments, strike=self.strike.isChecked())
        else:
            path = self.participant.path
            if path is None:
                return
            join = ops.Join(side, self.participant.side(), sheet=path.name, ap_modifier=self.ap_modifier.value(), edge=self.edge.value(),
                            edge_augments=augments)
            paths += self.participant.paths()
        if self.host.step(ops.join, join, paths):
            self.edge_augments = []
            self.edge_note.setText("")
