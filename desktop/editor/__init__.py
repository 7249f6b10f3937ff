"""The character editor: a header (name, kind, HP) and one tab per part of the sheet."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from talekeeper.core.model import Ability, Campaign, Character
from talekeeper.core.rules.heroquest import effective_rating
from talekeeper.desktop.editor.base import Section
from talekeeper.desktop.editor.dogs import DogsSection
from talekeeper.desktop.editor.heroquest import HeroQuestSection
from talekeeper.desktop.editor.history import HistorySection
from talekeeper.desktop.editor.identity import IdentitySection
from talekeeper.desktop.editor.stonetop import HarmSection
from talekeeper.desktop.fields import MessageLabel
from talekeeper.desktop.widgets import ElidedLabel, HpBar, emphasised, plain_label, without_mnemonic
from talekeeper.desktop.words.labels import label

if TYPE_CHECKING:
    from talekeeper.desktop.commands import FieldChange
    from talekeeper.desktop.operations import Runner
    from talekeeper.desktop.workspace import Workspace

S = TypeVar("S", bound=Section)


class CharacterEditor(QWidget):
    """Edits one open character of the workspace; redraws whenever that character changes."""

    def __init__(self, workspace: Workspace, path: Path, campaign: Campaign, parent: QWidget | None = None, *, runner: Runner | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.runner = runner
        """Where the Harm tab's rules buttons (Take Damage…, Recover…) send their actions."""
        self.path = path
        self.campaign = campaign
        self.character: Character = workspace.character(path)
        layout = QVBoxLayout(self)
        header = QHBoxLayout()
        self.title = emphasised(ElidedLabel(), 1.5)  # the name takes the width; a very long one ends in "…"
        self.title.setAccessibleName(self.tr("Character name"))
        self.subtitle = plain_label()
        self.subtitle.setWordWrap(False)
        self.hp_bar = HpBar()
        self.hp_bar.setMaximumWidth(220)
        header.addWidget(self.title, 1)
        header.addWidget(self.subtitle)
        header.addSpacing(12)
        header.addWidget(self.hp_bar)
        layout.addLayout(header)
        self.problem = MessageLabel()
        layout.addWidget(self.problem)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Parts of the sheet"))
        self._sections: dict[int, Section] = {}
        self._scrolls: list[QScrollArea] = []
        for title in (self.tr("&Character"), self.tr("Hero&Quest"), self.tr("&Dogs"), self.tr("H&arm"), self.tr("Histor&y")):
            scroll = QScrollArea()
            self._scrolls.append(scroll)
            scroll.setAccessibleName(without_mnemonic(title))
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            self.tabs.addTab(scroll, title)
        self.tabs.currentChanged.connect(self._show_section)
        layout.addWidget(self.tabs, 1)
        workspace.changed.connect(self._changed)
        self.show_character(self.character)
        self._show_section(self.tabs.currentIndex())

    # -- sections, built when first shown or used (opening a big sheet builds one tab, not five) --

    _KINDS = (IdentitySection, HeroQuestSection, DogsSection, HarmSection, HistorySection)

    def _show_section(self, index: int) -> None:
        self._section(self._KINDS[index])

    def _section(self, kind: type[S]) -> S:
        index = self._KINDS.index(kind)
        section = self._sections.get(index)
        if not isinstance(section, kind):  # not built yet
            section = kind(self)
            section.show_character(self.character)
            self._sections[index] = section
            self._scrolls[index].setWidget(section)
        return section

    @property
    def sections(self) -> list[Section]:
        """The sections built so far, in tab order."""
        return [self._sections[i] for i in sorted(self._sections)]

    @property
    def identity(self) -> IdentitySection:
        return self._section(IdentitySection)

    @property
    def heroquest(self) -> HeroQuestSection:
        return self._section(HeroQuestSection)

    @property
    def dogs(self) -> DogsSection:
        return self._section(DogsSection)

    @property
    def harm(self) -> HarmSection:
        return self._section(HarmSection)

    @property
    def history(self) -> HistorySection:
        return self._section(HistorySection)

    def _changed(self, path: Path) -> None:
        if path == self.path and path in self.workspace.documents:
            self.show_character(self.workspace.character(path))

    def show_character(self, character: Character) -> None:
        self.character = character
        self.title.set_full_text(character.name)
        self.subtitle.setText(label(character.kind))
        self.hp_bar.set_hp(character.harm.hp, character.harm.max_hp)
        for section in self.sections:
            section.show_character(character)

    def apply(self, summary: str, character: Character, change: FieldChange | None = None) -> None:
        self.problem.say(None)
        self.workspace.apply(summary, {self.path: character}, change)

    def show_problem(self, message: str) -> None:
        self.problem.say(message)

    def set_campaign(self, campaign: Campaign) -> None:
        self.campaign = campaign

    # -- HQ-21 effective ratings -----------------------------------------------------------------

    def effective_text(self, ability: Ability) -> str:
        return str(effective_rating(self.character, ability.id).rating)

    def effective_tooltip(self, ability: Ability) -> str:
        from talekeeper.desktop.heroquest.sheet_words import effective_lines

        effective = effective_rating(self.character, ability.id)
        if not effective.parts and effective.rolled_with is None and not effective.bumps and effective.can_act:
            return self.tr("Nothing applies: the rating as written")
        return "\n".join(effective_lines(effective))


__all__ = ["CharacterEditor"]
