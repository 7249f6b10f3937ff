"""The places and values of a merge in the reader's words: a sheet's in its editor's captions and
item names (`desktop.words.diff`), the campaign settings' in their dialog's labels."""

from __future__ import annotations

import os
from enum import Enum
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication

from talekeeper.core.diff import Item, item_name
from talekeeper.core.merge import ABSENT, UNKNOWN, Merge, Path
from talekeeper.core.merge.plan import item_key
from talekeeper.core.model import Character, HistoryEntry
from talekeeper.desktop.translatable import QT_TRANSLATE_NOOP
from talekeeper.desktop.words.diff import caption, place, value_text
from talekeeper.desktop.words.labels import label
from talekeeper.desktop.words.wording import entry_headline

LONGEST = 60
"""Characters of a value shown in a row (the tooltip has it whole)."""
_C = "CampaignDialog"
CAMPAIGN_CAPTIONS = {
    "tie_break": (_C, "&Tie-break"), "consequence_scale": (_C, "&Consequences"), "default_resistance": (_C, "Default &resistance"),
    "prosperity": (_C, "&Prosperity"), "steading_lacking": (_C, "The steading is lacking (Prosperity counts 1 lower)"),
    "demonic_influence": (_C, "&Demonic influence"),
}
TIE_BREAKS = {"low": (_C, "The lower roll wins (Hero Wars)"), "high": (_C, "The higher roll wins (HeroQuest 2)")}
CAMPAIGN = QT_TRANSLATE_NOOP("MergeWords", "Campaign settings")


def short(text: str, *others: str) -> str:
    """A value cut to a row's width, on one line; where it begins like the `others` it is shown
    with (a long note with a sentence added), from a little before where they differ."""
    text = " ".join(text.split())
    if len(text) <= LONGEST:
        return text
    same = len(os.path.commonprefix([text, *(" ".join(other.split()) for other in others)])) if others else 0
    start = max(0, same - 10)
    return ("…" if start else "") + text[start : start + LONGEST - 1] + "…" * (start + LONGEST - 1 < len(text))


class Places:
    """Words for the places and values of one merge (of characters or of campaign settings)."""

    def __init__(self, merge: Merge[Any]) -> None:
        self.merge = merge
        self.versions = [v for v in (merge.ours, merge.theirs, merge.base) if v is not None]
        self.characters = tuple(v for v in self.versions if isinstance(v, Character))

    def what(self, path: Path) -> str:
        """`Harm › HP`, `HeroQuest › Abilities › Sword › Rating`, `Campaign settings › Prosperity`."""
        if not self.characters:
            return " › ".join([QCoreApplication.translate("MergeWords", CAMPAIGN), *(caption(CAMPAIGN_CAPTIONS[step]) if step in CAMPAIGN_CAPTIONS else step for step in path)])
        section, what = place(self._steps(path))
        return f"{section} › {what}" if what else section

    def value(self, path: Path, value: object, *, before: object = UNKNOWN) -> str:
        """A value as the editor shows it; an item that is not there says whether it was removed
        (it was there `before`) or never added."""
        if value is UNKNOWN:
            return QCoreApplication.translate("MergeWords", "(unknown)")
        if value is ABSENT:
            return QCoreApplication.translate("MergeWords", "(removed)") if before not in (ABSENT, UNKNOWN) else QCoreApplication.translate("MergeWords", "(not there)")
        if not self.characters:
            return self._campaign_value(path, value)
        if isinstance(value, HistoryEntry):
            return entry_headline(value, self.characters[0].name)
        return value_text(self._steps(path), value, self.characters)

    def order(self, path: Path) -> tuple[int, ...]:
        """Where `path` is on the sheet (fields in the model's order, items in mine's order and
        then theirs'), to list places as the editor shows them."""
        places: list[Any] = [v for v in (self.merge.ours, self.merge.theirs) if v is not None]
        where: list[int] = []
        for step in path:
            if any(isinstance(p, tuple) for p in places):
                keys = [item_key(item) for p in places if isinstance(p, tuple) for item in p]
                where.append(keys.index(step) if step in keys else len(keys))
                places = [item for p in places if isinstance(p, tuple) for item in p if item_key(item) == step]
            else:
                fields = list(type(places[0]).model_fields) if places and isinstance(places[0], BaseModel) else []
                where.append(fields.index(step) if step in fields else len(fields))
                places = [getattr(p, step) for p in places if isinstance(p, BaseModel) and step in type(p).model_fields]
        return tuple(where)

    def changed(self, path: Path, before: object, item: object) -> str:
        """What changed on an item since `before`, field by field: `Notes: longbow`."""
        if not isinstance(before, BaseModel) or type(before) is not type(item):
            return ""
        fields = [name for name in type(item).model_fields if getattr(before, name) != getattr(item, name)]
        return QCoreApplication.translate("MergeWords", "; ").join(
            f"{self.what((*path, name)).rpartition(' › ')[2]}: {self.value((*path, name), getattr(item, name))}" for name in fields
        )

    def _steps(self, path: Path) -> tuple[Any, ...]:
        """`path` as `core.diff` steps: item keys become `Item`s named as the editor names them."""
        places: list[Any] = list(self.versions)
        steps: list[Any] = []
        for step in path:
            if any(isinstance(p, tuple) for p in places):
                found = [item for p in places if isinstance(p, tuple) for item in p if item_key(item) == step]
                steps.append(Item(step, self._item_name(tuple(steps), found[0] if found else step)))
                places = found
            else:
                steps.append(step)
                places = [getattr(p, step) for p in places if isinstance(p, BaseModel) and step in type(p).model_fields]
        return tuple(steps)

    def _item_name(self, parent: tuple[Any, ...], item: object) -> str:
        if isinstance(item, HistoryEntry):
            return entry_headline(item, self.characters[0].name)
        if isinstance(item, BaseModel):
            return item_name(item)
        return value_text(parent, item, self.characters)  # a value in a set of values (a tag, an ability's id)

    def _campaign_value(self, path: Path, value: object) -> str:
        if path == ("tie_break",) and isinstance(value, Enum):
            return QCoreApplication.translate(*TIE_BREAKS[value.value])
        if isinstance(value, bool):
            return QCoreApplication.translate("RecordModel", "yes") if value else QCoreApplication.translate("RecordModel", "no")
        if isinstance(value, Enum):
            return label(value)
        return str(value) or "—"
