"""Help > Rules Reference, used as a person would: open it from the menu or with Shift+F1, type a
rule id, land on its section; words list the sections that use them; the text is never HTML."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from talekeeper import resources
from talekeeper.desktop import i18n
from talekeeper.desktop.widgets import without_mnemonic
from talekeeper.desktop.window.main_window import MainWindow
from talekeeper.desktop.window.rules_reference import RulesReference, show_reference
from tests.gui import open_window


def help_action(window: MainWindow, text: str):
    menu = next(a.menu() for a in window.menuBar().actions() if without_mnemonic(a.text()) in ("Help", "ヘルプ"))
    assert isinstance(menu, QMenu)
    return next(a for a in menu.actions() if without_mnemonic(a.text()) == text)


def opened(qtbot: QtBot) -> RulesReference:
    qtbot.waitUntil(lambda: any(isinstance(w, RulesReference) and w.isVisible() for w in QApplication.topLevelWidgets()))
    reference = next(w for w in QApplication.topLevelWidgets() if isinstance(w, RulesReference))
    qtbot.waitUntil(reference.isActiveWindow)
    assert reference.search.hasFocus()  # ready to type in
    return reference


def heading_in_view(reference: RulesReference) -> str:
    """The heading at the top of the text's view."""
    cursor = reference.text.cursorForPosition(reference.text.viewport().rect().topLeft())
    block = cursor.block()
    while block.isValid() and not block.blockFormat().headingLevel():
        block = block.previous()
    return block.text()


def name_of(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen cannot raise the window asked for again
def test_help_menu_opens_the_reference_and_a_typed_rule_id_jumps_to_its_section(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    help_action(window, "Rules Reference").trigger()
    reference = opened(qtbot)
    assert reference.parent() is window and not reference.isModal()  # readable beside the window
    reference.text.setFocus()
    qtbot.keyClick(reference.text, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)  # Find puts the cursor back in the field
    assert reference.search.hasFocus()
    qtbot.keyClicks(reference.search, "hq18")
    assert [reference.contents.item(row).text() for row in range(reference.contents.count()) if not reference.contents.item(row).isHidden()] == ["HQ-18 End of an extended contest"]
    qtbot.keyClick(reference.search, Qt.Key.Key_Return)
    assert reference.isVisible()  # Enter finds; it does not press Close
    assert reference.contents.currentItem().text() == "HQ-18 End of an extended contest"
    assert heading_in_view(reference) == "HQ-18 End of an extended contest"
    assert reference.text.textCursor().block().text() == "HQ-18 End of an extended contest"
    assert "Parting shot" in reference.text.toPlainText()

    help_action(window, "Rules Reference").trigger()  # asked again: the same window comes forward
    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesReference)] == [reference]
    reference.close()


def test_words_list_the_sections_that_use_them_and_enter_finds_the_next_place(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    reference = opened(qtbot)
    qtbot.keyClicks(reference.search, "Death's Door")
    listed = [reference.contents.item(row).text() for row in range(reference.contents.count()) if not reference.contents.item(row).isHidden()]
    assert "ST-6 Death's Door" in listed and "FA-1 First aid dialog" in listed and "HQ-18 End of an extended contest" not in listed
    qtbot.keyClick(reference.search, Qt.Key.Key_Return)
    first = reference.text.textCursor().position()
    assert reference.text.textCursor().selectedText() == "Death's Door"
    qtbot.keyClick(reference.search, Qt.Key.Key_Return)
    assert reference.text.textCursor().selectedText() == "Death's Door" and reference.text.textCursor().position() > first
    # words that are not side by side: Enter goes through the sections listed for them
    reference.search.clear()
    qtbot.keyClicks(reference.search, "bedroll camp")
    assert not reference.status.isVisible()
    qtbot.keyClick(reference.search, Qt.Key.Key_Return)
    assert heading_in_view(reference) == "ST-21 Make Camp"
    # nothing matches: the window says so, in the field's description too
    reference.search.clear()
    qtbot.keyClicks(reference.search, "xyzzy")
    assert reference.status.isVisible() and "xyzzy" in reference.status.text()
    assert name_of(reference.search) == "Find in the rules"
    assert "xyzzy" in QAccessible.queryAccessibleInterface(reference.search).text(QAccessible.Text.Description)
    qtbot.keyClick(reference.search, Qt.Key.Key_Return)
    assert reference.isVisible()  # and Enter does nothing else
    qtbot.keyClick(reference.search, Qt.Key.Key_Escape)  # Escape closes the window, as in any dialog
    assert not reference.isVisible()
    show_reference(window)  # opened again, it is where it was
    assert reference.isVisible() and reference.search.text() == "xyzzy"
    # a section picked in the list with the keyboard shows that section
    reference.search.clear()
    reference.contents.setFocus()
    row = next(row for row in range(reference.contents.count()) if reference.contents.item(row).text().startswith("DV-19 "))
    reference.contents.setCurrentRow(row - 1)
    qtbot.keyClick(reference.contents, Qt.Key.Key_Down)
    assert heading_in_view(reference) == "DV-19 Injury, treatment and death"
    reference.close()


def test_the_reference_is_named_for_screen_readers_and_read_only(qtbot: QtBot) -> None:
    reference = RulesReference()
    qtbot.addWidget(reference)
    assert name_of(reference.text) == "Rules reference"
    assert name_of(reference.search) == "Find in the rules"
    assert name_of(reference.contents) == "Rules reference sections"
    assert reference.text.isReadOnly()
    no_rule = "HQ-" + str(11)  # HQ-10 is followed by HQ-13 (spelt so that this file cites no missing rule)
    assert reference.show_rule("GM-3") and not reference.show_rule(no_rule)


def test_markup_in_the_reference_shows_as_text(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "rules.md"
    source.write_text("# Rules\n\n### HQ-1 Rating\n\n<b>bold?</b> <img src=x> **real emphasis**\n", encoding="utf-8")
    monkeypatch.setattr(resources, "RULES_REFERENCE", source)
    reference = RulesReference()
    qtbot.addWidget(reference)
    assert "<b>bold?</b> <img src=x> real emphasis" in reference.text.toPlainText()
    cursor = reference.text.document().find("real emphasis")
    assert cursor.charFormat().fontWeight() > 400  # Markdown itself is laid out


def test_japanese_menu_and_window_say_the_text_is_english(qtbot: QtBot, tmp_path: Path) -> None:
    assert i18n.install("ja") == "ja"
    try:
        window = open_window(qtbot, tmp_path)
        help_action(window, "ルール参照").trigger()
        reference = opened(qtbot)
        assert reference.windowTitle() == "ルール参照"
        assert name_of(reference.search) == "ルールを検索"
        assert "英語" in reference.note.text()  # the reference itself stays English, and says so
        qtbot.keyClicks(reference.search, "DV-19")
        qtbot.keyClick(reference.search, Qt.Key.Key_Return)
        assert heading_in_view(reference) == "DV-19 Injury, treatment and death"
        reference.close()
    finally:
        i18n.install("en")
