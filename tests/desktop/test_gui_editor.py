"""The editor, driven as a person would: typing, undo and redo, saving, refusals, outside changes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QLineEdit, QMessageBox, QSpinBox, QTableView
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, CharacterKind
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import load_character, save_character
from talekeeper.desktop import messages
from talekeeper.desktop.campaign_dialog import CampaignDialog
from talekeeper.desktop.window.life import set_language, switch_library
from talekeeper.desktop.window.main_window import MainWindow
from tests.gui import listed_names, open_window, type_in_cell

GOLDEN = Path(__file__).parents[1] / "golden"


@pytest.fixture
def vasana_file(tmp_path: Path) -> Path:
    path = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", path)
    return path


def open_vasana(qtbot: QtBot, vasana_file: Path) -> MainWindow:
    window = open_window(qtbot, vasana_file.parent)
    window.open_character(vasana_file)
    return window


def test_type_a_rating_see_effective_undo_redo_save_reopen(qtbot: QtBot, vasana_file: Path) -> None:
    window = open_vasana(qtbot, vasana_file)
    editor = window.current_editor()
    editor.tabs.setCurrentWidget(editor.tabs.widget(1))
    view = editor.heroquest.abilities.view
    model = view.model()
    assert (model.index(0, 1).data(), model.index(0, 2).data()) == ("17W", "14W")  # hurt -3 (HQ-21)
    assert "-3" in model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)
    type_in_cell(qtbot, view, 0, 1, "18w2")
    assert (model.index(0, 1).data(), model.index(0, 2).data()) == ("18W2", "15W2")
    assert window.menu_actions.undo.text() == "Undo Change rating of Sword and Shield Fighting: 17W → 18W2"
    assert window.tabs.tabText(0).startswith("● ") and window.isWindowModified()
    window.menu_actions.undo.trigger()
    assert model.index(0, 1).data() == "17W" and not window.tabs.tabText(0).startswith("● ")
    window.menu_actions.redo.trigger()
    assert model.index(0, 1).data() == "18W2"
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not window.tabs.tabText(0).startswith("● ")
    saved = load_character(vasana_file)
    assert str(saved.heroquest.abilities[0].rating) == "18W2"
    assert saved.history[-1].summary == "Change rating of Sword and Shield Fighting: 17W → 18W2"
    window.close_tab(editor)
    reopened = window.open_character(vasana_file)
    assert reopened.heroquest.abilities.model.index(0, 1).data() == "18W2"


def test_bad_dice_show_the_reason_and_are_never_saved(qtbot: QtBot, vasana_file: Path) -> None:
    window = open_vasana(qtbot, vasana_file)
    editor = window.current_editor()
    editor.tabs.setCurrentIndex(2)
    field = editor.dogs.unassigned
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "2x6")
    assert field.message.isVisible() and "not a dice term" in field.message.text()
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.keyClick(field, Qt.Key.Key_Tab)
    qtbot.waitUntil(field.hasFocus)
    assert not window.workspace.dirty_paths()
    type_in_cell(qtbot, editor.dogs.traits.view, 0, 1, "1d7")
    assert "d7 is not a die size" in editor.dogs.traits.message.text()
    assert str(editor.character.dogs.traits[0].dice) == "2d6"
    window.save_all()
    assert vasana_file.read_bytes() == (GOLDEN / "character-v1.tale.json").read_bytes()


def test_spin_and_check_edits_are_one_step_each(qtbot: QtBot, vasana_file: Path) -> None:
    window = open_vasana(qtbot, vasana_file)
    harm = window.current_editor().harm
    harm.hp.setValue(5)
    harm.debilities[next(iter(harm.debilities))].click()
    assert window.workspace.undo_stack.count() == 2
    assert window.current_editor().character.harm.hp == 5
    assert window.current_editor().character.harm.debilities.weakened
    window.menu_actions.undo.trigger()
    window.menu_actions.undo.trigger()
    assert window.current_editor().character == load_character(vasana_file)


def test_new_abilities_states_and_benefits(qtbot: QtBot, vasana_file: Path) -> None:
    window = open_vasana(qtbot, vasana_file)
    hq = window.current_editor().heroquest
    hq.abilities.add_button.click()
    assert window.current_editor().character.heroquest.abilities[-1].name == "New ability"
    hq.abilities.view.selectRow(0)
    hq.abilities.remove_button.click()
    character = window.current_editor().character
    assert [a.name for a in character.heroquest.abilities][0] == "Air Rune (Orlanth)"
    assert character.heroquest.states[0].ability_ids == ()  # the link to the removed ability went with it
    window.menu_actions.undo.trigger()
    assert window.current_editor().character.heroquest.abilities[0].name == "Sword and Shield Fighting"


def test_delete_with_undo_and_duplicate(qtbot: QtBot, vasana_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_vasana(qtbot, vasana_file)
    window.menu_actions.delete.trigger()
    qtbot.waitUntil(lambda: listed_names(window) == [])
    assert not vasana_file.exists() and list((vasana_file.parent / ".trash").iterdir())
    window.menu_actions.undo.trigger()
    qtbot.waitUntil(lambda: listed_names(window) == ["Vasana"])
    assert vasana_file.exists()
    window.menu_actions.redo.trigger()
    assert not vasana_file.exists()
    window.menu_actions.undo.trigger()
    window.open_character(vasana_file)
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Bandit", True)))
    window.menu_actions.duplicate.trigger()
    qtbot.waitUntil(lambda: listed_names(window) == ["Bandit", "Vasana"])
    assert window.current_editor().character.name == "Bandit"


def test_closing_a_dirty_tab_asks(qtbot: QtBot, vasana_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_vasana(qtbot, vasana_file)
    window.current_editor().harm.hp.setValue(3)
    monkeypatch.setattr(messages, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    assert not window.close_tab(window.current_editor())
    assert window.tabs.count() == 1
    monkeypatch.setattr(messages, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.close_tab(window.current_editor())
    assert window.tabs.count() == 0 and load_character(vasana_file).harm.hp == 12


def test_outside_change_reloads_a_clean_tab_and_asks_for_a_dirty_one(qtbot: QtBot, vasana_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_vasana(qtbot, vasana_file)
    original = load_character(vasana_file)
    save_character(evolve(original, name="Vasana (synced)"), vasana_file)
    qtbot.waitUntil(lambda: window.current_editor().character.name == "Vasana (synced)", timeout=5000)
    window.current_editor().harm.hp.setValue(1)
    asked: list[str] = []
    monkeypatch.setattr(MainWindow, "ask", lambda self, box: asked.append(box.text()) or None)
    with qtbot.waitSignal(window.workspace.outside_change, timeout=5000):
        save_character(evolve(original, name="Vasana (other copy)"), vasana_file)
    assert asked and "changed by another program" in asked[0]
    assert window.current_editor().character.harm.hp == 1  # "keep mine": the edit stays
    monkeypatch.setattr(messages, "warning", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    assert not window.save()
    assert load_character(vasana_file).name == "Vasana (other copy)"
    monkeypatch.setattr(messages, "warning", lambda *a, **k: QMessageBox.StandardButton.Save)
    assert window.save()
    assert load_character(vasana_file).harm.hp == 1


def test_campaign_settings_are_saved_and_undoable(qtbot: QtBot, vasana_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_vasana(qtbot, vasana_file)
    campaign_file = vasana_file.parent / "campaign.json"
    monkeypatch.setattr(CampaignDialog, "edit", classmethod(lambda cls, campaign, parent=None: evolve(campaign, prosperity=3)))
    window.controller.edit_campaign(window)
    assert window.controller.library.load_campaign().prosperity == 3
    window.menu_actions.undo.trigger()
    assert window.controller.library.load_campaign().prosperity == 0 and campaign_file.exists()


def test_campaign_dialog_refuses_a_bad_resistance(qtbot: QtBot) -> None:
    from talekeeper.core.model import Campaign

    dialog = CampaignDialog(Campaign())
    qtbot.addWidget(dialog)
    dialog.resistance.selectAll()
    qtbot.keyClicks(dialog.resistance, "21W")
    dialog.buttons.accepted.emit()
    assert dialog.result() != dialog.DialogCode.Accepted and "runs from 1 to 20" in dialog.resistance.message.text()


def test_npcs_have_no_debilities_section(qtbot: QtBot, tmp_path: Path) -> None:
    from talekeeper.core.storage import Library

    path, _ = Library(tmp_path).create(Character(name="Orc", kind=CharacterKind.MONSTER))
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(path)
    editor.tabs.setCurrentIndex(3)
    assert not editor.harm.debility_row.isVisible()


def test_second_window_on_the_same_library_is_warned(qtbot: QtBot, vasana_file: Path) -> None:
    from talekeeper.core.storage import Library
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings

    open_vasana(qtbot, vasana_file)
    second = Controller(Library(vasana_file.parent), Settings())
    assert not second.acquire_lock(ask=False)


def test_second_window_asks_naming_the_process_that_holds_the_library(qtbot: QtBot, vasana_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The question names the process and machine holding the lock (QLockFile.getLockInfo gives
    three values: it once was unpacked as four, a traceback instead of the question)."""
    import os
    import socket

    from PySide6.QtWidgets import QMessageBox

    from talekeeper.core.storage import Library
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings

    open_vasana(qtbot, vasana_file)
    asked: list[str] = []
    monkeypatch.setattr(messages, "warning", lambda _parent, _title, text, *_args: asked.append(text) or QMessageBox.StandardButton.Cancel)
    second = Controller(Library(vasana_file.parent), Settings())
    assert not second.acquire_lock()
    assert len(asked) == 1 and f"process {os.getpid()} on {socket.gethostname()}" in asked[0]


def test_every_control_has_an_accessible_name(qtbot: QtBot, vasana_file: Path) -> None:
    window = open_vasana(qtbot, vasana_file)
    nameless = [
        type(widget).__name__
        for kind in (QLineEdit, QSpinBox, QComboBox, QTableView)
        for widget in window.findChildren(kind)
        if not widget.accessibleName() and not isinstance(widget.parent(), (QSpinBox, QComboBox))
    ]
    assert nameless == []
    unlabeled = [w for w in window.findChildren(QAbstractButton) if not (w.text() or w.accessibleName()) and not isinstance(w, QCheckBox) and w.isVisible()]
    assert len(unlabeled) <= 2  # the tab bar's scroll arrows


def test_import_a_character_a_player_sends(qtbot: QtBot, tmp_path: Path) -> None:
    library = tmp_path / "library"
    library.mkdir()
    window = open_window(qtbot, library)
    window.controller.import_character(window, str(GOLDEN / "character-v1.tale.json"))
    assert listed_names(window) == ["Vasana"] and window.current_editor().character.name == "Vasana"
    assert window.menu_actions.undo.text() == "Undo Import character-v1.tale.json"
    window.menu_actions.undo.trigger()
    qtbot.waitUntil(lambda: listed_names(window) == [])
    assert window.tabs.count() == 0


def test_history_view_filters_by_kind(qtbot: QtBot, vasana_file: Path) -> None:
    from talekeeper.core.model import HistoryKind
    from talekeeper.desktop.words.labels import select_member

    window = open_vasana(qtbot, vasana_file)
    history = window.current_editor().history
    window.current_editor().tabs.setCurrentIndex(4)
    assert history.table.model.rowCount() == 2
    assert history.table.model.index(0, 2).data() == "Lost a duel with Harvar: hurt"  # newest first
    select_member(history.kind, HistoryKind.CREATED)
    assert history.table.model.rowCount() == 1
    window.current_editor().harm.hp.setValue(2)
    select_member(history.kind, HistoryKind.EDIT)
    assert [history.table.model.index(r, 2).data() for r in range(history.table.model.rowCount())] == ["HP: 12 → 2"]  # worded from its event (issue 20)


def test_several_characters_change_in_one_undo_step(qtbot: QtBot, vasana_file: Path) -> None:
    from talekeeper.core.storage import Library

    other, _ = Library(vasana_file.parent).create(Character(name="Harvar", kind=CharacterKind.NPC))
    window = open_vasana(qtbot, vasana_file)
    workspace = window.workspace
    changes = {path: evolve(workspace.open(path).character, notes="after the battle") for path in (vasana_file, other)}
    workspace.apply("Battle aftermath", changes)
    assert sorted(p.name for p in workspace.dirty_paths()) == ["Harvar.tale.json", "vasana.tale.json"]
    assert load_character(vasana_file).notes != "after the battle"  # nothing written behind the user's back
    window.menu_actions.undo.trigger()
    assert workspace.dirty_paths() == []


def test_switching_language_keeps_unsaved_work(qtbot: QtBot, vasana_file: Path) -> None:
    window = open_vasana(qtbot, vasana_file)
    window.current_editor().harm.hp.setValue(7)
    controller = window.controller
    set_language(controller, "ja")
    try:
        new = controller.window
        qtbot.addWidget(new)
        assert new is not window and new.current_editor().character.harm.hp == 7
        assert new.workspace.dirty_paths() == [vasana_file]
        assert new.menuBar().actions()[0].text() != "&File"
        new.menu_actions.undo.trigger()
        assert new.current_editor().character.harm.hp == 12
    finally:
        set_language(controller, "en")
        qtbot.addWidget(controller.window)
        controller.replacing_window = True


def test_quitting_with_unsaved_changes_asks(qtbot: QtBot, vasana_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_vasana(qtbot, vasana_file)
    window.controller.replacing_window = False
    window.current_editor().harm.hp.setValue(2)
    window.workspace.write_journal()
    assert window.model.index(window.model.row_of(vasana_file), 0).data(Qt.ItemDataRole.AccessibleTextRole).endswith("2 of 18 HP")
    questions: list[str] = []
    monkeypatch.setattr(messages, "question", lambda *a, **k: questions.append(a[2]) or QMessageBox.StandardButton.Cancel)
    assert not window.close() and window.isVisible()
    assert "Vasana" in questions[0]
    monkeypatch.setattr(messages, "question", lambda *a, **k: QMessageBox.StandardButton.Save)
    assert window.close()
    assert load_character(vasana_file).harm.hp == 2
    assert list(window.workspace.journal.folder.iterdir()) == []  # no entry, and this copy's owner lock is gone


def test_revert_to_a_kept_version_is_undoable(qtbot: QtBot, vasana_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.desktop.revert_dialog import RevertDialog, versions

    window = open_vasana(qtbot, vasana_file)
    window.current_editor().harm.hp.setValue(5)
    assert window.save()
    window.current_editor().harm.hp.setValue(1)
    assert window.save()
    kept = versions(vasana_file, window.current_editor().character)
    assert [c.harm.hp for _, c, _ in kept] == [5, 12]  # newest first: the versions each save replaced
    assert (kept[0][2][0].what, kept[0][2][0].now, kept[0][2][0].kept) == ("HP", "1", "5")
    dialog = RevertDialog(vasana_file, window.current_editor().character)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 2 and "2 differences: HP, Entries" in dialog.list.item(0).text()
    monkeypatch.setattr(RevertDialog, "choose", classmethod(lambda cls, sheet, current, parent=None: kept[1][1]))
    window.menu_actions.revert_to.trigger()
    assert window.current_editor().character.harm.hp == 12 and window.workspace.dirty_paths() == [vasana_file]
    window.menu_actions.undo.trigger()
    assert window.current_editor().character.harm.hp == 1


def test_open_another_library_and_the_recent_list(qtbot: QtBot, vasana_file: Path, tmp_path: Path) -> None:
    from talekeeper.desktop.window import life

    other = tmp_path / "other library"
    other.mkdir()
    window = open_vasana(qtbot, vasana_file)
    settings = window.controller.settings
    settings.remember_library(vasana_file.parent)
    switch_library(window, str(other))
    new = life._controllers[-1].window
    qtbot.addWidget(new)
    new.controller.replacing_window = True
    assert new is not window and new.library.path == other and not window.isVisible()
    assert settings.recent_libraries[:2] == [str(other.resolve()), str(vasana_file.parent.resolve())]
    recent_menu = next(a.menu() for a in new.menuBar().actions()[0].menu().actions() if a.menu() is not None)  # File > Recent Libraries
    recent_menu.aboutToShow.emit()
    recent = [a.text() for a in recent_menu.actions()]
    assert recent[:2] == settings.recent_libraries[:2]


def test_history_gives_what_the_room_when_no_entry_lists_changes(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 20: at 900 px the History tab squeezed "What" while an empty "Changes" column kept
    half the width; it takes the room back when an entry shown has changes to list."""
    from talekeeper.core.model import Character, HistoryEntry, HistoryKind
    from talekeeper.core.storage import Library

    CHANGES = 4  # noqa: N806  (the History table's last column)
    long = "Lost a duel with Harvar at the ford of the Black Eel, in front of the whole clan: hurt"
    plain = Character(name="Vasana", history=(HistoryEntry(kind=HistoryKind.SESSION, summary=long),))
    path, _ = Library(tmp_path).create(plain)
    window = open_window(qtbot, tmp_path)
    window.resize(900, 700)
    editor = window.open_character(path)
    editor.tabs.setCurrentIndex(4)
    history = editor.history
    view = history.table.view
    qtbot.waitUntil(lambda: view.columnWidth(2) > 0)
    what, changes = view.columnWidth(2), view.columnWidth(CHANGES)
    assert what > 3 * changes, (what, changes)
    assert changes <= view.horizontalHeader().sectionSizeHint(CHANGES) + 4  # only its caption's width
    assert sum(view.columnWidth(c) for c in range(5)) >= view.viewport().width() - 4  # What takes the rest
    window.workspace.apply("note", {path: Character.model_validate({**plain.model_dump(), "history": (
        *plain.history, HistoryEntry(kind=HistoryKind.HARM, summary="Took 3 damage", details=("HP 12 → 9", "armor 1")))})})
    qtbot.waitUntil(lambda: history.table.model.rowCount() == 2)
    assert abs(view.columnWidth(2) - view.columnWidth(CHANGES)) <= 2  # now they share the room
