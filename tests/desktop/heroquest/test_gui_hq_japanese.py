"""Issues 14 and 15 in Japanese: a HeroQuest contest, an extended contest's exchange and the End
of Session with an HQ temporary improvement, run as a Japanese player would, show no English word
in any label, preview, message or history line (the names the users typed are Japanese here, so
any Latin word would be the program's). Rule ids (HQ-9), HP, AP and dice (d20, 14W) are not words."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Ability, Character, HeroQuest
from talekeeper.core.operations import heroquest as ops
from talekeeper.core.outcome import Table
from talekeeper.core.rules.heroquest import Purchase, Rating
from talekeeper.desktop import i18n
from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
from talekeeper.desktop.stonetop.gm_session_dialog import EndOfSessionDialog
from talekeeper.desktop.window.main_window import MainWindow
from talekeeper.desktop.words.wording import entry_details, entry_headline
from tests.gui import click_ok, drive, library_with, open_window, shot

LEFT = Qt.MouseButton.LeftButton
NOT_WORDS = {"HQ", "ST", "GM", "DV", "FA", "AP", "HP", "NPC", "OK", "W", "A", "B"}
"""Rule ids, action and hit points, a rating's mastery rune, the sides A and B: the same in both languages."""
_LATIN = re.compile(r"[A-Za-z]+")


def english(texts: Iterable[str]) -> list[str]:
    """The Latin words in `texts` that are not dice (d20), ratings (14W2) or the NOT_WORDS."""
    found = []
    for text in texts:
        for word in _LATIN.findall(re.sub(r"\(&\w\)|&", "", text)):  # access keys are letters in both languages
            if word in NOT_WORDS or re.fullmatch(r"d|W\d*", word):
                continue
            found.append(f"{word!r} in {text!r}")
    return found


def shown(widget: QWidget) -> list[str]:
    """Every text a widget shows: labels, buttons, group titles, every item of lists, combos and
    tables with their headers, tabs, previews and the window title."""
    texts = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) and child is not widget:
            continue
        if isinstance(child, QLabel):
            texts.append(child.text())
        elif isinstance(child, QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QPlainTextEdit):
            texts.append(child.toPlainText())
        elif isinstance(child, QTableWidget):
            texts += [child.horizontalHeaderItem(c).text() for c in range(child.columnCount()) if child.horizontalHeaderItem(c)]
            texts += [child.item(r, c).text() for r in range(child.rowCount()) for c in range(child.columnCount()) if child.item(r, c)]
        elif isinstance(child, QListWidget):
            texts += [child.item(r).text() for r in range(child.count())]
        elif isinstance(child, QTabWidget):
            texts += [child.tabText(i) for i in range(child.count())]
    return [t for t in texts if t]


def history_lines(window: MainWindow, path: Path) -> list[str]:
    character = window.workspace.sheet(path)
    lines = []
    for entry in character.history:
        lines.append(entry_headline(entry, character.name))
        lines += entry_details(entry, character.name)
    return lines


@pytest.fixture
def japanese() -> Iterable[None]:
    assert i18n.install("ja") == "ja"
    try:
        yield
    finally:
        i18n.install("en")


def test_japanese_hq_contest_extended_exchange_and_end_of_session_show_no_english(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    sword = Ability(name="剣", rating=Rating(17, 1))
    vasana = Character(name="ヴァサナ", heroquest=HeroQuest(abilities=(sword,), hero_points=4))
    vasana = ops.improve(Table.of([vasana]), ops.Improve(vasana.id, Purchase("ability", permanent=False, ability_id=sword.id))).sheets[0]
    harvar = Character(name="ハルヴァル", heroquest=HeroQuest(abilities=(Ability(name="斧", rating=Rating(15, 1)),), hero_points=1))
    paths = library_with(tmp_path, vasana, harvar)
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(paths[0])
    editor.heroquest.abilities.view.selectRow(0)
    seen: list[str] = []

    def contest(dialog: ContestDialog) -> None:
        dialog.heroes[0].extra.setValue(1)  # outnumbered: the effective rating lists its parts
        dialog.by_character.setChecked(True)
        dialog.opponent.who.setCurrentIndex(dialog.opponent.who.findData(str(paths[1])))
        seen.extend(shown(dialog))  # before the dice: the hint, the odds
        qtbot.keyClicks(dialog.dice.group(20).line, "3 17")
        seen.extend(shown(dialog))  # the result, the outcome, the consequences and the preview
        seen.append(re.sub(r"<[^>]+>", "", dialog.heroes[0].effective_label.toolTip()))  # each part of the effective rating (HQ-21)
        assert dialog.preview.text() and dialog.outcome_label.text()
        shot(dialog, "hq_contest_ja")
        click_ok(qtbot, dialog)

    drive(monkeypatch, ContestDialog, contest)
    qtbot.mouseClick(editor.heroquest.contest_button, LEFT)
    seen.append(window.statusBar().currentMessage())  # what the runner says it did
    seen += history_lines(window, paths[0]) + history_lines(window, paths[1])
    seen.append(window.menu_actions.undo.text())

    qtbot.mouseClick(editor.heroquest.extended_button, LEFT)
    (extended,) = window.findChildren(ExtendedContestWindow)
    extended.title.setText("浅瀬の決闘")  # QTest types Latin keys only: the user's Japanese goes in as text
    extended.title.editingFinished.emit()
    qtbot.mouseClick(extended.add_panel.to_a, LEFT)
    extended.add_panel.participant.who.setCurrentIndex(extended.add_panel.participant.who.findData(str(paths[1])))
    qtbot.mouseClick(extended.add_panel.to_b, LEFT)
    extended.tabs.setCurrentWidget(extended.exchange_panel)
    qtbot.keyClicks(extended.exchange_panel.dice.group(20).line, "3 18")
    seen.extend(shown(extended))  # the exchange previewed
    qtbot.mouseClick(extended.exchange_panel.resolve, LEFT)
    seen.extend(shown(extended))  # the log and the members after it
    seen.append(window.menu_actions.undo.text())
    shot(extended, "hq_extended_ja")
    extended.close()

    window.roster.selectAll()

    def session(dialog: EndOfSessionDialog) -> None:
        assert dialog.ending.count() == 1
        seen.extend(shown(dialog))
        shot(dialog, "hq_end_of_session_ja")
        click_ok(qtbot, dialog)

    drive(monkeypatch, EndOfSessionDialog, session)
    window.play_actions["session"].trigger()
    seen += history_lines(window, paths[0])
    assert len(seen) > 100
    assert english(seen) == []


def test_the_english_detector_finds_english() -> None:
    assert english(["ヴァサナの能力判定：Minor victory", "d20: 3, 17", "17W2 (HQ-9)", "HP 3 → 4"]) == ["'Minor' in 'ヴァサナの能力判定：Minor victory'",
                                                                                                 "'victory' in 'ヴァサナの能力判定：Minor victory'"]
