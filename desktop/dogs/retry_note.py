"""DV-21: the setup's warning when the same stakes are tried again without other people, another
setting and another arena than an earlier conflict (a warning, not a refusal: the table decides).
The earlier conflicts are those the participants' sheets record (`core.rules.dogs.retry`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from talekeeper.core.model import Character
from talekeeper.core.model.dogs import Arena
from talekeeper.core.rules.dogs import Participant
from talekeeper.core.rules.dogs.retry import Same, people_of, retries
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.labels import label


class RetryNote(QLabel):
    """Hidden unless the conflict being set up retries earlier stakes without changing all three."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setStyleSheet("color: #9a5b00;")
        self.setAccessibleName(self.tr("Follow-up conflict warning"))
        self.hide()

    def check(self, characters: Sequence[Character], stakes: str, people: Sequence[Participant], setting: str,
              arena: Arena) -> None:
        records = [record for character in characters for record in character.dogs.conflicts]
        clash = next((r for r in retries(records, stakes, people_of(people), setting, arena) if r.same), None)
        if clash is None:
            self.hide()
            return
        words = {
            Same.PEOPLE: self.tr("the same people"),
            Same.SETTING: self.tr("the same setting") if setting.strip() else self.tr("no setting written"),
            Same.ARENA: fmt(self.tr("an arena it was fought in (%1)"), label(arena)),
        }
        self.setText(fmt(
            self.tr("These stakes were tried before (%1). To try them again the people, the setting and the arena "
                    "must all differ (DV-21); this conflict has %2. The table decides."),
            clash.earlier.setting or self.tr("no setting written"), ", ".join(words[same] for same in clash.same)))
        self.show()
