"""GM actions on several characters at once, previewed per character before anything changes:
end of session (GM-2), downtime (GM-3, with HQ-25 healing and HQ-27 fetish uses), and NPC and
monster HP regain by the GM guideline (RULES.md 3, "Regaining HP")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QListWidget, QListWidgetItem, QSpinBox, QTreeWidget, QTreeWidgetItem, QWidget,
)

from core.model import Campaign, Character
from core.rules.harm import NpcRest, downtime, end_of_session, npc_regain, npc_regain_amount
from core.rules.heroquest.improve import keep_cost, temporary_improvements
from desktop.editor.base import fmt
from desktop.harm.base import RulesDialog, caption, new_entries
from desktop.heroquest.improve_dialog import improvement_text
from desktop.labels import fill_combo, label

Changes = tuple[Character, ...]
ROLE = Qt.ItemDataRole.UserRole


class BatchDialog(RulesDialog[Changes]):
    """Inputs at the top; below, one branch per character with every change core will make."""

    def __init__(self, title: str, characters: Sequence[Character], parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.characters = tuple(characters)
        self.lines: list[list[str]] = [[] for _ in self.characters]
        self.form = QFormLayout()
        self.body.addLayout(self.form)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setAccessibleName(self.tr("Changes for each character"))
        self.tree.setMinimumHeight(self.fontMetrics().height() * 12)

    def finish(self, ok_text: str) -> None:
        super().finish(ok_text)
        self.preview_caption.setBuddy(self.tree)
        self.outer.replaceWidget(self.preview, self.tree)
        self.preview.hide()

    def one(self, character: Character) -> tuple[Character, list[str]]:
        raise NotImplementedError

    def compute(self) -> Changes:
        self.tree.clear()
        if not self.characters:
            raise ValueError(self.tr("Select characters in the roster first."))
        results = [self.one(character) for character in self.characters]
        self.lines = [lines for _new, lines in results]
        return tuple(new for new, _lines in results)

    def describe(self, value: Changes) -> list[str]:
        self.tree.clear()
        for before, after, lines in zip(self.characters, value, self.lines, strict=True):
            top = QTreeWidgetItem([before.name if after != before else fmt(self.tr("%1 — nothing changes"), before.name)])
            shown = [line for entry in new_entries(before, after) for line in (entry.dice, *entry.details) if line] if after != before else lines
            for line in shown:
                top.addChild(QTreeWidgetItem([line]))
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        return []

class EndOfSessionDialog(BatchDialog):
    """GM-2: hurts clear, herowars injured counts an episode, hero points, temporary improvements
    end unless the difference is paid here (HQ-26), used next-conflict fallout clears."""

    def __init__(self, characters: Sequence[Character], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("End of Session"), characters, parent)
        self.hero_points = QSpinBox()
        self.hero_points.setRange(0, 99)
        self.hero_points.valueChanged.connect(self.refresh)
        self.form.addRow(caption(self.tr("&Hero points for each"), self.hero_points), self.hero_points)
        self.ending = QListWidget()
        self.ending.setMaximumHeight(self.fontMetrics().height() * 8)
        self.ending.setWordWrap(True)
        self.ending.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for character in self.characters:
            for improvement in temporary_improvements(character):
                item = QListWidgetItem()
                item.setData(ROLE, (character.id, improvement.id))
                if keep_cost(improvement) is not None:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(Qt.CheckState.Unchecked)
                self.ending.addItem(item)
        self.ending.itemChanged.connect(lambda _item: self.refresh())
        if self.ending.count():
            self.form.addRow(caption(self.tr("&Temporary improvements ending (tick to pay and keep)"), self.ending))
            self.form.addRow(self.ending)
        self.finish(self.tr("&End Session"))

    def _show_ending(self) -> None:
        """Each temporary improvement that ends now, what keeping it costs and the hero points its
        character will have (HQ-26, GM-2)."""
        by_id = {c.id: c for c in self.characters}
        self.ending.blockSignals(True)
        for row in range(self.ending.count()):
            item = self.ending.item(row)
            character_id, improvement_id = item.data(ROLE)
            character = by_id[character_id]
            improvement = next(i for i in character.heroquest.improvements if i.id == improvement_id)
            cost = keep_cost(improvement)
            what = fmt(self.tr("%1: %2 ends"), character.name, improvement_text(character, improvement))
            if cost is None:
                item.setText(fmt(self.tr("%1 (it cannot be made permanent)"), what))
            else:
                have = character.heroquest.hero_points + self.hero_points.value()
                item.setText(fmt(self.tr("%1 — keep it for %2 hero point(s); %3 will have %4"), what, cost, character.name, have))
        self.ending.blockSignals(False)

    def kept(self, character: Character) -> list[str]:
        """The ids of the character's temporary improvements ticked to keep."""
        items = (self.ending.item(row) for row in range(self.ending.count()))
        return [item.data(ROLE)[1] for item in items
                if item.data(ROLE)[0] == character.id and item.checkState() == Qt.CheckState.Checked]

    def one(self, character: Character) -> tuple[Character, list[str]]:
        return end_of_session(character, hero_points=self.hero_points.value(), keep=self.kept(character))

    def compute(self) -> Changes:
        self._show_ending()
        return super().compute()

    @classmethod
    def ask(cls, characters: Sequence[Character], parent: QWidget | None = None) -> Changes | None:
        return cls(characters, parent).run()


class DowntimeDialog(BatchDialog):
    """GM-3: days of rest in safety, with or without a healer."""

    def __init__(self, characters: Sequence[Character], campaign: Campaign, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Downtime"), characters, parent)
        self.campaign = campaign
        self.days = QSpinBox()
        self.days.setRange(1, 3650)
        self.days.setValue(7)
        self.days.setSuffix(self.tr(" days"))
        self.healer = QCheckBox(self.tr("Under a &healer's care"))
        self.healer.setAccessibleName(self.tr("Under a healer's care"))
        self.days.valueChanged.connect(self.refresh)
        self.healer.toggled.connect(self.refresh)
        self.form.addRow(caption(self.tr("&Rest in safety"), self.days), self.days)
        self.form.addRow("", self.healer)
        self.finish(self.tr("&Apply Downtime"))

    def one(self, character: Character) -> tuple[Character, list[str]]:
        return downtime(character, self.days.value(), healer=self.healer.isChecked(), campaign=self.campaign)

    @classmethod
    def ask(cls, characters: Sequence[Character], campaign: Campaign, parent: QWidget | None = None) -> Changes | None:
        return cls(characters, campaign, parent).run()


class NpcRegainDialog(BatchDialog):
    """NPCs and monsters regain HP when the GM says; the guideline by how long they rested."""

    def __init__(self, characters: Sequence[Character], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("NPCs Regain HP"), characters, parent)
        self.rest = QComboBox()
        fill_combo(self.rest, NpcRest)
        self.rest.setCurrentIndex(self.rest.findData(NpcRest.NIGHT.value))
        self.amount = QSpinBox()
        self.amount.setRange(0, 999)
        self.amount.setValue(4)
        self.guideline = QCheckBox(self.tr("Use the &guideline"))
        self.guideline.setAccessibleName(self.tr("Use the guideline"))
        self.guideline.setChecked(True)
        self.form.addRow(caption(self.tr("&Rest"), self.rest), self.rest)
        self.form.addRow("", self.guideline)
        self.form.addRow(caption(self.tr("HP &each (the GM's word)"), self.amount), self.amount)
        for signal in (self.rest.currentIndexChanged, self.amount.valueChanged, self.guideline.toggled):
            signal.connect(self.refresh)
        self.finish(self.tr("&Regain HP"))

    def one(self, character: Character) -> tuple[Character, list[str]]:
        rest = NpcRest(self.rest.currentData())
        fixed = npc_regain_amount(character.harm.max_hp, rest) is None
        use_guideline = self.guideline.isChecked() and not fixed
        self.amount.setEnabled(not use_guideline)
        return npc_regain(character, rest, None if use_guideline else self.amount.value()), []

    def compute(self) -> Changes:
        self.guideline.setText(fmt(self.tr("Use the &guideline: %1"), label(NpcRest(self.rest.currentData()))))
        return super().compute()

    @classmethod
    def ask(cls, characters: Sequence[Character], parent: QWidget | None = None) -> Changes | None:
        return cls(characters, parent).run()
