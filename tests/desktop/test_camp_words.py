"""Make Camp's words (issue 20): sentences with correct plurals in English and Japanese, not
"Food: 1 of 1 uses needed" and the fragment "a mess kit: one use feeds 4"."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from talekeeper.core.events import event
from talekeeper.core.rules.stonetop import events as ev
from talekeeper.desktop import i18n
from talekeeper.desktop.words.wording import describe

ENGLISH = [
    (event(ev.FOOD, eaten=1, needed=1), "Food for the party: 1 use."),
    (event(ev.FOOD, eaten=3, needed=3), "Food for the party: 3 uses."),
    (event(ev.FOOD, eaten=1, needed=2), "Food for the party: 1 of the 2 uses needed."),
    (event(ev.MESS_KIT, feeds=4), "A mess kit: one use of food feeds 4 people."),
]
JAPANESE = [
    (event(ev.FOOD, eaten=1, needed=1), "パーティの食料：1回分。"),
    (event(ev.FOOD, eaten=1, needed=2), "パーティの食料：必要な2回分のうち1回分。"),
    (event(ev.MESS_KIT, feeds=4), "食器セット：食料1回分で4人が食べられる。"),
]


@pytest.mark.parametrize(("language", "cases"), [("en", ENGLISH), ("ja", JAPANESE)])
def test_make_camp_food_lines_are_sentences_with_plurals(qapp: QApplication, language: str, cases: list) -> None:
    assert i18n.install(language) == language
    try:
        assert [describe(e) for e, _ in cases] == [words for _, words in cases]
    finally:
        i18n.install("en")
