"""Issue 14: in Japanese, a Dogs conflict played through its fallout shows no English word in any
label, preview, message or history line (names and words the users typed aside): core says what
happened as events and refusals, the desktop words them."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterable
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, DogsStats
from talekeeper.core.model.common import evolve
from talekeeper.core.rules.dogs import Arena, ExperienceChoice, LongTermChoice
from talekeeper.core.storage import Library
from talekeeper.desktop import dogs as play
from talekeeper.desktop import i18n
from talekeeper.desktop.dogs.fallout_dialog import FalloutDialog
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from talekeeper.desktop.words.labels import select_member
from tests.desktop.dogs.conflicts import GOLDEN, drive, pick, roll, who
from tests.gui import open_window, type_faces

STAKES = "Hodge confesses in Clearwine"
SAID = "You were seen at the well"
WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b(?:DV|HQ|ST|FA|GM)-\d+\b")
ALLOWED = {"OK", "GM", "NPC"}  # the same in Japanese


def typed_words(characters: Iterable[Character]) -> set[str]:
    """Every word the users wrote: names, traits, relationships, belongings, stakes, narration."""
    texts = [STAKES, SAID, "Bitter about Clearwine", "Hodge's lies cut deep", "Learned to read a liar"]
    for c in characters:
        dogs = c.dogs
        texts += [c.name, dogs.black_armor.description, *(t.text for t in dogs.traits), *(r.subject for r in dogs.relationships),
                  *(b.name for b in dogs.belongings), *(e.text for e in dogs.next_conflict), *(e.reason for e in dogs.next_conflict)]
    return {w for text in texts for w in WORD.findall(text)}


def shown(widget: QWidget) -> list[str]:
    """Every text a person sees in the window: labels, buttons, titles, lists, tables, previews."""
    texts = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) and child is not widget:
            continue
        if isinstance(child, QLabel):
            texts.append(child.text())
        elif isinstance(child, QAbstractButton):
            texts += [child.text(), child.toolTip()]
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QListWidget):
            texts += [child.item(i).text() for i in range(child.count())]
        elif isinstance(child, QPlainTextEdit):
            texts.append(child.toPlainText())
        elif isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        elif isinstance(child, QTableWidget):
            texts += [child.horizontalHeaderItem(i).text() for i in range(child.columnCount()) if child.horizontalHeaderItem(i)]
    return [t for t in texts if t]


def english(texts: Iterable[str], allowed: set[str]) -> list[str]:
    """The texts that hold a word in English that nobody typed."""
    found = []
    for text in texts:
        words = set(WORD.findall(RULE_ID.sub("", text))) - allowed - ALLOWED
        if words:
            found.append(f"{text!r}: {sorted(words)}")
    return found


@pytest.fixture
def library(tmp_path: Path) -> Path:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    hodge = Character(name="Mayor Hodge")
    hodge = evolve(hodge, dogs=evolve(hodge.dogs, stats=DogsStats(acuity=2, heart=2, body=2, will=2)))
    Library(tmp_path).create(hodge)
    return tmp_path


def test_issue14_a_dogs_conflict_through_fallout_in_japanese_shows_no_english(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    assert i18n.install("ja") == "ja"
    try:
        play_through(qtbot, monkeypatch, library)
    finally:
        i18n.install("en")


def play_through(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window = open_window(qtbot, library)
    vasana_file, hodge_file = library / "vasana.tale.json", library / "Mayor-Hodge.tale.json"
    allowed = typed_words([window.runner.sheet(vasana_file), window.runner.sheet(hodge_file)])
    before = len(window.runner.sheet(vasana_file).history)
    seen: list[str] = []

    def set_up(dialog: ConflictSetupDialog) -> None:
        seen.extend(shown(dialog))  # before anything is typed: the hint, the empty dice
        qtbot.keyClicks(dialog.stakes, STAKES)
        dialog.people.starter.setCurrentIndex(dialog.people.starter.findText("Vasana"))
        dialog.entry.roll_button.click()
        seen.extend(shown(dialog))  # the opening roll's preview
        dialog.start_button.click()

    drive(monkeypatch, ConflictSetupDialog, set_up)
    roll(monkeypatch, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
    view = play.start_conflict(window.runner, [hodge_file, vasana_file])
    assert view is not None
    seen.extend(shown(view))
    pick(view, "Vasana", 6, 6)
    view.moves.narration.setText(SAID)
    view.moves.raise_button.click()
    pick(view, "Mayor Hodge", 5, 5, 2)
    seen.extend(shown(view))  # the see preview and its odds (DV-31)
    view.moves.see_button.click()
    select_member(view.bring.arena, Arena.FIGHTING)
    view.bring.escalate_button.click()
    seen.extend(shown(view))  # the dice to roll
    roll(monkeypatch, 4, 4, 3, 1)
    view.roll.entry.roll_button.click()
    view.roll.use_button.click()
    pick(view, "Mayor Hodge", 4, 4)
    view.moves.raise_button.click()
    pick(view, "Vasana", 4, 3, 1)
    view.moves.see_button.click()
    pick(view, "Vasana", 5, 2)
    view.moves.raise_button.click()
    view.moves.give_button.click()
    assert view.session.conflict.finished
    seen.extend(shown(view))  # the log, the end, the aftermath
    seen.append(window.statusBar().currentMessage())
    seen.append(window.menu_actions.undo.text())

    def fallout(dialog: FalloutDialog) -> None:
        seen.extend(shown(dialog))
        type_faces(dialog.entry, [1, 5, 4])
        long_term, experience = dialog.rows
        select_member(long_term.choice, LongTermChoice.NEW_D4_TRAIT)
        long_term.text.setText("Bitter about Clearwine")
        seen.extend(shown(dialog))  # the refusal: a reason is needed (DV-20)
        long_term.reason.setText("Hodge's lies cut deep")
        select_member(experience.choice, ExperienceChoice.STAT_PLUS_ONE)
        experience.reason.setText("Learned to read a liar")
        seen.extend(shown(dialog))  # the preview of every change
        dialog.apply_button.click()

    drive(monkeypatch, FalloutDialog, fallout)
    view.aftermath.buttons[who(view, "Vasana")].click()
    seen.extend(shown(view))
    seen.append(window.menu_actions.undo.text())
    editor = window.open_character(vasana_file)
    editor.tabs.setCurrentIndex(4)  # the History tab
    history = editor.history.table  # newest first: the entries this conflict wrote (older ones keep their old words)
    written = len(window.runner.sheet(vasana_file).history) - before
    assert written == 5
    seen += [history.model.index(row, column).data() or "" for row in range(written) for column in (1, 2, 3, 4)]
    assert any("経験" in text or "余波" in text for text in seen)  # the Japanese words are there
    assert english(seen, allowed) == []
