"""Issue 20 point 13 through the window: each kind of hand edit, made as a user makes it (typing
into the sheet's fields, ticking, choosing, adding and removing rows), reads in the History tab
in the interface's language, English or Japanese; older entries keep their words."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from talekeeper.core.storage import load_character
from talekeeper.core.storage.migrations import CHARACTER_FORMAT, CURRENT_VERSION
from talekeeper.desktop import i18n
from talekeeper.desktop.merge.dialog import MergeDialog
from talekeeper.desktop.window.main_window import MainWindow
from tests.desktop.japanese import english_words, shown_texts
from tests.desktop.merge.window import apply, choice, click_row
from tests.gui import drive, open_window, shot, type_field, type_in_cell

GOLDEN = Path(__file__).parents[1] / "golden"
TYPED = frozenset({"Vasana", "Sword and Shield Fighting", "Sprained ankle", "Broken arm", "Orlanthi warrior of the Colymar, daughter of Farnan", "Sartarite exile", "17W2", "New wound"})
"""What is on the sheet or typed (names and values the user wrote stay as written; a new wound's
name, given by an English window, is the sheet's text)."""


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


def open_vasana(qtbot: QtBot, tmp_path: Path, golden: str = "character-v1.tale.json") -> MainWindow:
    path = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / golden, path)
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    return window


def choose(qtbot: QtBot, combo: QComboBox, key: str | Qt.Key) -> None:
    """Pick an entry of a closed combo box from the keyboard, as a user does: by typing its first
    letters, or with a key such as End (the last entry)."""
    combo.setFocus()
    if isinstance(key, str):
        qtbot.keyClicks(combo, key)
        assert combo.currentText() == key
    else:
        qtbot.keyClick(combo, key)


def every_kind_of_hand_edit(qtbot: QtBot, window: MainWindow, language: str) -> None:
    """A text field, a number, a table cell, a tick, a choice, a row added (typed) and removed,
    and a change of kind that clears debilities (GM-1)."""
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(0)
    type_field(qtbot, editor.identity.concept, "Sartarite exile")
    editor.tabs.setCurrentIndex(3)
    harm = editor.harm
    type_field(qtbot, harm.hp.lineEdit(), "9")
    harm.debilities[next(iter(harm.debilities))].click()  # weakened
    editor.tabs.setCurrentIndex(1)
    type_in_cell(qtbot, editor.heroquest.abilities.view, 0, 1, "17W2")
    editor.tabs.setCurrentIndex(3)
    harm.wounds.add_button.click()
    editors = [w for w in harm.wounds.view.viewport().findChildren(QLineEdit) if w.isVisible()]
    editors[0].selectAll()
    qtbot.keyClicks(editors[0], "Broken arm")
    qtbot.keyClick(editors[0], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.character.harm.wounds[-1].description == "Broken arm")
    harm.wounds.view.selectRow(0)
    harm.wounds.remove_button.click()
    editor.tabs.setCurrentIndex(0)
    choose(qtbot, editor.identity.kind, "NPC")


def history_rows(window: MainWindow, count: int) -> list[tuple[str, str]]:
    """The newest `count` rows of the History tab, oldest first: (what, changes)."""
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(4)
    model = editor.history.table.model
    return [(model.index(row, 2).data(), model.index(row, 4).data()) for row in reversed(range(count))]


def test_each_kind_of_hand_edit_reads_in_the_interface_s_language(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = open_vasana(qtbot, tmp_path)
    every_kind_of_hand_edit(qtbot, window, language)
    rows = history_rows(window, 8)
    shot(window, f"{language}_history_of_hand_edits")
    if language == "en":
        assert rows == [
            ("Concept: Orlanthi warrior of the Colymar, daught… → Sartarite exile", ""),
            ("HP: 12 → 9", ""),
            ("Weakened: no → yes", ""),
            ("Abilities › Sword and Shield Fighting › Rating: 17W → 17W2", ""),
            ("Added to Problematic wounds: New wound", ""),
            ("Problematic wounds › Broken arm › Problematic wound: New wound → Broken arm", ""),
            ("Removed from Problematic wounds: Sprained ankle", ""),
            ("Kind: Player character → NPC", "Debilities cleared (NPCs and monsters have none): Weakened, Dazed"),
        ]
    else:
        assert rows[1] == ("HP：12 → 9", "")
        assert rows[7] == ("種類：プレイヤーキャラクター → NPC", "衰えを解除（NPCと怪物は衰えを持たない）：衰弱、朦朧")
        assert [row for row in rows if english(" ".join(row))] == []


def english(text: str) -> list[str]:
    """English words in `text` apart from those the user typed (or their start, cut short)."""
    typed = {word for text in TYPED for word in english_words(text)}
    return [word for word in english_words(text) if not any(known.startswith(word) for known in typed)]


def test_hand_edits_keep_their_events_through_a_save_and_a_reopening(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_vasana(qtbot, tmp_path)
    every_kind_of_hand_edit(qtbot, window, "en")
    shown = history_rows(window, 8)
    window.save()
    saved = load_character(tmp_path / "vasana.tale.json")
    assert saved.history == window.current_editor().character.history and saved.history[-1].events
    assert json.loads((tmp_path / "vasana.tale.json").read_bytes())["schema_version"] == CURRENT_VERSION[CHARACTER_FORMAT]
    window.close_tab(window.current_editor())
    window.open_character(tmp_path / "vasana.tale.json")
    assert history_rows(window, 8) == shown


def test_older_entries_keep_their_words_in_japanese_and_through_a_save(qtbot: QtBot, tmp_path: Path) -> None:
    """A version 4 file: its hand edits were stored as English sentences; they read as written
    (their words are all there is), and a new edit reads in Japanese."""
    assert i18n.install("ja") == "ja"
    try:
        window = open_vasana(qtbot, tmp_path, "character-v4-hand-edits.tale.json")
        editor = window.current_editor()
        editor.tabs.setCurrentIndex(3)
        type_field(qtbot, editor.harm.hp.lineEdit(), "7")
        rows = history_rows(window, 9)
        shot(window, "ja_history_of_older_hand_edits")
    finally:
        i18n.install("en")
    assert rows == [
        ("Created Harvar", ""),
        ("Change concept: Orlanthi warrior → Sartarite exile", ""),
        ("Set HP: 12 → 9", ""),
        ("Change rating of Sword and Shield Fighting: 17W → 17W2", ""),
        ("Add problematic wound", ""),
        ("Remove wound Broken arm", ""),
        ("Change kind: Player character → NPC", "Debilities cleared: weakened, dazed"),
        ("Duplicated from Harvar", ""),
        ("HP：9 → 7", ""),
    ]
    window.save()
    golden = json.loads((GOLDEN / "character-v4-hand-edits.tale.json").read_bytes())
    saved = json.loads((tmp_path / "vasana.tale.json").read_bytes())
    assert saved["history"][:-1] == golden["history"] and saved["schema_version"] == CURRENT_VERSION[CHARACTER_FORMAT]


def test_the_merge_window_shows_the_other_copy_s_hand_edits_in_japanese(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ana edited her copy in an English window; the Japanese merge window words her history."""
    library = tmp_path / "lib"
    path, copy = diverged_by_hand(library)
    assert i18n.install("ja") == "ja"
    try:
        window = open_window(qtbot, library)
        seen: list[str] = []

        def merge(dialog: MergeDialog) -> None:
            seen.extend(shown_texts(dialog))
            shot(dialog, "ja_merge_window_hand_edits")
            qtbot.mouseClick(choice(dialog, ("concept",)).theirs, Qt.MouseButton.LeftButton)
            apply(qtbot, dialog)

        drive(monkeypatch, MergeDialog, merge)
        click_row(qtbot, window)
    finally:
        i18n.install("en")
    assert {"HP：8 → 6", "厄介な傷に追加：Cut", "コンセプト：（空） → Sword-dancer"} <= set(seen)
    typed = TYPED | {"Sword-dancer", "Wandering blade", "Cut", "Ana", copy.name, path.name, "Syncthing", "ABCDEFG"}
    left = [text for text in seen if [w for w in english(text) if not any(w in t for t in typed)]]
    assert left == []


def diverged_by_hand(library: Path) -> tuple[Path, Path]:
    """Vasana saved once; here the concept typed, there (Ana's copy) another concept, HP and a
    wound, each a hand edit with its English summary."""
    from talekeeper.core.edits import add_item, set_field
    from talekeeper.core.model import Character, Harm, Wound
    from talekeeper.core.model.common import new_id
    from talekeeper.core.storage import Library
    from talekeeper.core.storage.files import Revision, read_character, save_character
    from tests.merge_scenes import copy_name

    folder = Library(library)
    path, _ = folder.create(Character(name="Vasana", player="Ana", harm=Harm(hp=8, max_hp=10)))
    base = read_character(path)
    assert base.revision is not None
    theirs = set_field(base.character, ("concept",), "Sword-dancer", "Change concept: (empty) → Sword-dancer")
    theirs = set_field(theirs, ("harm", "hp"), 6, "Set HP: 8 → 6")
    theirs = add_item(theirs, ("harm", "wounds"), Wound(description="Cut"), "Add problematic wound")
    copy = library / copy_name(path)
    save_character(theirs, copy, revision=Revision(new_id(), base.revision.id))
    ours = set_field(base.character, ("concept",), "Wandering blade", "コンセプトを変更：（空） → Wandering blade")
    folder.save(ours, path, expected=base.fingerprint, revision=Revision(new_id(), base.revision.id))
    return path, copy


def test_edits_made_in_english_read_in_japanese_once_the_interface_is_japanese(qtbot: QtBot, tmp_path: Path) -> None:
    """The bug of issue 20 point 13: the words were fixed in the language of the edit."""
    from talekeeper.desktop.window.life import set_language

    window = open_vasana(qtbot, tmp_path)
    every_kind_of_hand_edit(qtbot, window, "en")
    controller = window.controller
    set_language(controller, "ja")
    try:
        japanese = controller.window
        qtbot.addWidget(japanese)
        rows = history_rows(japanese, 8)
    finally:
        set_language(controller, "en")
        qtbot.addWidget(controller.window)
        controller.replacing_window = True
    assert rows[1] == ("HP：12 → 9", "")
    assert [row for row in rows if english(" ".join(row))] == []


def test_new_duplicated_and_imported_characters_read_in_japanese(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File events: made in an English window, read in a Japanese one."""
    from PySide6.QtWidgets import QInputDialog

    from talekeeper.core.model import CharacterKind
    from talekeeper.desktop.new_character import NewCharacterDialog
    from talekeeper.desktop.window.life import set_language

    library = tmp_path / "lib"
    library.mkdir()
    window = open_window(qtbot, library)
    monkeypatch.setattr(NewCharacterDialog, "ask", classmethod(lambda cls, parent=None, kind=None: ("Yana", CharacterKind.FOLLOWER)))
    window.menu_actions.new.trigger()
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Bandit", True)))
    window.menu_actions.duplicate.trigger()
    window.controller.import_character(window, str(GOLDEN / "character-v1.tale.json"))
    controller = window.controller
    set_language(controller, "ja")
    try:
        japanese = controller.window
        qtbot.addWidget(japanese)
        headlines = {}
        for name in ("Yana", "Bandit", "Vasana"):
            japanese.open_character(next(library.glob(f"{name}*.tale.json")))
            headlines[name] = history_rows(japanese, 1)[0][0]
    finally:
        set_language(controller, "en")
        qtbot.addWidget(controller.window)
        controller.replacing_window = True
    assert headlines == {"Yana": "Yana を作成", "Bandit": "「Yana」から複製", "Vasana": "「character-v1.tale.json」からインポート"}


def test_a_field_typed_in_two_goes_is_one_entry_from_the_first_value_to_the_last(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_vasana(qtbot, tmp_path)
    editor = window.current_editor()
    type_field(qtbot, editor.identity.player, "Aki-")
    type_field(qtbot, editor.identity.player, "Aki-chan")
    assert history_rows(window, 1) == [("Player: Aki → Aki-chan", "")]
    type_field(qtbot, editor.identity.player, "Aki")  # typed back as it was: no step at all
    assert len(editor.character.history) == 2 and window.workspace.undo_stack.count() == 0


def more_kinds_of_hand_edit(qtbot: QtBot, window: MainWindow, portrait: Path) -> None:
    """Tags, a portrait chosen and removed, a status chosen, an ability's details (a choice and a
    tick), a state's links, a table's dice, and a requirement added to a wound."""
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(0)
    identity = editor.identity
    type_field(qtbot, identity.tags, "colymar, warrior, exile")
    identity.choose_portrait(str(portrait))
    identity.clear.click()
    editor.tabs.setCurrentIndex(3)
    choose(qtbot, editor.harm.status, Qt.Key.Key_End)
    editor.tabs.setCurrentIndex(1)
    hq = editor.heroquest
    hq.abilities.view.selectRow(1)  # Air Rune (Orlanth), an affinity
    choose(qtbot, hq.aspect, Qt.Key.Key_End)
    qtbot.mouseClick(hq.initiate, Qt.MouseButton.LeftButton, pos=hq.initiate.rect().topLeft() + QPoint(8, hq.initiate.height() // 2))
    hq.states.view.selectRow(0)
    hq.state_links.item(1).setCheckState(Qt.CheckState.Checked)  # as a click on its box does
    editor.tabs.setCurrentIndex(2)
    type_in_cell(qtbot, editor.dogs.traits.view, 0, 1, "2d8")
    editor.tabs.setCurrentIndex(3)
    editor.harm.wounds.view.selectRow(0)
    editor.harm.requirements.add_button.click()


def test_more_kinds_of_hand_edit_read_in_the_interface_s_language(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    image = QImage(40, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("steelblue"))
    portrait = tmp_path / "face.png"
    assert image.save(str(portrait))
    window = open_vasana(qtbot, tmp_path)
    more_kinds_of_hand_edit(qtbot, window, portrait)
    rows = history_rows(window, 9)
    shot(window, f"{language}_history_of_more_hand_edits")
    if language == "en":
        assert rows == [
            ("Tags: colymar, warrior → colymar, warrior, exile", ""),
            ("Portrait chosen", ""),
            ("Portrait removed", ""),
            ("Status: Fine → Dead", ""),
            ("Abilities › Air Rune (Orlanth) › Mystic aspect: None → Virtue", ""),
            ("Abilities › Air Rune (Orlanth) › Initiate: no → yes", ""),
            ("States of adversity › Abilities the state relates to: Sword and Shield Fighting → Sword and Shield Fighting, Air Rune (Or…", ""),
            ("Traits › Quick with a blade › Dice: 2d6 → 2d8", ""),
            ("Added to Problematic wounds › Sprained ankle › Treatment or plan of the selected wound: New requirement", ""),
        ]
    else:
        typed = TYPED | {"colymar", "warrior", "exile", "Air Rune (Orlanth)", "Quick with a blade", "New requirement"}
        assert [row for row in rows if [w for w in english(" ".join(row)) if not any(w in t for t in typed)]] == []
