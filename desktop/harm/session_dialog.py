"""GM actions on several characters at once, previewed per character before anything changes:
end of session (GM-2), downtime (GM-3, with HQ-25 healing and HQ-27 fetish uses), and NPC and
monster HP regain by the GM guideline (RULES.md 3, "Regaining HP")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QTreeWidget, QTreeWidgetItem, QWidget

from core.model import Campaign, Character
from core.rules.harm import NpcRest, downtime, end_of_session, npc_regain, npc_regain_amount
from desktop.editor.base import fmt
from desktop.harm.base import RulesDialog, caption, new_entries
from desktop.labels import fill_combo, label

Changes = tuple[Character, ...]


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
    end, used next-conflict fallout clears."""

    def __init__(self, characters: Sequence[Character], parent: QWidget | None = None) -> None:
        super().__init__(self.tr("End of Session"), characters, parent)
        self.hero_points = QSpinBox()
        self.hero_points.setRange(0, 99)
        self.hero_points.valueChanged.connect(self.refresh)
        self.form.addRow(caption(self.tr("&Hero points for each"), self.hero_points), self.hero_points)
        self.finish(self.tr("&End Session"))

    def one(self, character: Character) -> tuple[Character, list[str]]:
        return end_of_session(character, hero_points=self.hero_points.value())

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
