"""Accessibility as a tested property (issue 20): Qt's accessibility tree, walked as a screen reader
walks it (`tests.desktop.accessibility`), of the main window with each part of a sheet open (HeroQuest,
Dogs, Harm...), of every dialog the Play menu opens, of the merge window and of a Dogs conflict in
play. Each must have no problem: every focus stop named, every label's text heard, no markup read
out, one-of-many choices as radio buttons, no two things named alike where they must be told
apart, the odds chart and HP bars as text."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.core.model import Character, CharacterKind, DogsStats, Harm, HarmStatus
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library, load_character
from talekeeper.desktop import dogs as play
from talekeeper.desktop import i18n
from talekeeper.desktop.dice_entry import DiceEntry
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from talekeeper.desktop.merge.dialog import MergeDialog
from talekeeper.desktop.window.main_window import MainWindow
from talekeeper.desktop.window.play import fill_play_menu
from tests.desktop.accessibility import problems
from tests.gui import drive, open_window
from tests.merge_scenes import diverged

GOLDEN = Path(__file__).parents[1] / "golden"


@pytest.fixture(autouse=True)
def screen_reader() -> Iterator[None]:
    """As with a screen reader running: Qt keeps its accessibility objects up to date (it skips
    that work while no assistive technology listens)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The interface language (accessible names and descriptions are translated too)."""
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """Vasana (every family filled in), Harvar (wounded), a Broo raider NPC and Orlmarth, out of action."""
    shutil.copy(GOLDEN / "character-v4.tale.json", tmp_path / "vasana.tale.json")
    folder = Library(tmp_path)
    folder.create(Character(name="Harvar", harm=Harm(hp=5, max_hp=18, provisions=2, mess_kit=True, bedroll=True)))
    broo = Character(name="Broo raider", kind=CharacterKind.NPC, harm=Harm(hp=6, max_hp=8))
    folder.create(evolve(broo, dogs=evolve(broo.dogs, stats=DogsStats(acuity=2, heart=2, body=3, will=2))))
    folder.create(Character(name="Orlmarth", harm=Harm(hp=0, max_hp=12, status=HarmStatus.OUT_OF_ACTION)))
    return tmp_path


def test_the_main_window_with_each_part_of_a_sheet_open(qtbot: QtBot, library: Path, language: str) -> None:
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    window.search.setText("a")  # the search field's clear button shows
    for index in range(editor.tabs.count()):
        editor.tabs.setCurrentIndex(index)
        assert problems(window) == [], editor.tabs.tabText(index)


def test_every_dialog_of_the_play_menu(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """Each Play menu entry with the whole roster selected and Vasana's sword chosen; the dialog
    (or window) it opens is walked as it first shows."""
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)
    window.roster_panel.view.selectAll()
    found: dict[str, list[str]] = {}

    def walk_and_close(dialog: QDialog) -> int:
        """Walk the dialog as it opens, then again with every die rolled (results, previews)."""
        dialog.show()
        found[type(dialog).__name__] = problems(dialog)
        monkeypatch.setattr(talekeeper.desktop.dice_entry, "dice_source", HandDice([4] * 40))
        for entry in dialog.findChildren(DiceEntry):
            if entry.isVisible() and entry.roll_button.isVisible() and entry.roll_button.isEnabled():
                entry.roll_button.click()
        found[type(dialog).__name__ + " rolled"] = problems(dialog)
        dialog.hide()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QDialog, "exec", walk_and_close)
    fill_play_menu(window)
    for name, action in window.play_actions.items():
        if name in ("hq_resume", "dogs_resume"):  # nothing saved to resume (the conflict window: below)
            continue
        before = set(QApplication.topLevelWidgets())
        action.trigger()
        for opened in set(QApplication.topLevelWidgets()) - before:
            if opened.isVisible():
                found[type(opened).__name__] = problems(opened)
                opened.close()
    assert {"ContestDialog", "ExtendedContestWindow", "HealingDialog", "ImproveDialog", "ConflictSetupDialog", "TakeDamageDialog",
            "DeathsDoorDialog", "MoveRollDialog", "RecoverDialog", "MakeCampDialog", "ConvalesceDialog", "FirstAidDialog",
            "EndOfSessionDialog", "DowntimeDialog", "NpcRegainDialog"} <= set(found)
    assert {name: said for name, said in found.items() if said} == {}


def test_make_camp_says_who_chooses_and_why_someone_is_left_out(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.desktop.stonetop import actions
    from talekeeper.desktop.stonetop.camp_dialog import MakeCampDialog

    window = open_window(qtbot, library)
    window.roster_panel.view.selectAll()
    heard: list[str] = []
    dialog_rows: list[str] = []

    def look(dialog: MakeCampDialog) -> None:
        dialog_rows.append(dialog.rows[0].character.name)
        choice = QAccessible.queryAccessibleInterface(dialog.rows[0].choice)
        heard.extend(label.text(QAccessible.Text.Name) for label, _ in choice.relations(QAccessible.RelationFlag.Label))
        heard.extend(QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name) for w in dialog.findChildren(QWidget) if w.isVisible())

    drive(monkeypatch, MakeCampDialog, look)
    actions.make_camp(window.runner)
    assert heard[0] == dialog_rows[0]  # whose "Regain half max HP (+9)"
    assert any(text.startswith("Not in the camp:") and "Broo raider" in text for text in heard)  # an NPC: why not


def test_the_merge_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _copy = diverged(tmp_path / "lib")
    window = open_window(qtbot, tmp_path / "lib")
    found: list[str] = []
    roles: list[QAccessible.Role] = []

    def look(dialog: MergeDialog) -> None:
        found.extend(problems(dialog))
        roles.extend(QAccessible.queryAccessibleInterface(b).role() for c in dialog.choices for b in (c.mine, c.theirs))
        dialog.reject()

    drive(monkeypatch, MergeDialog, look)
    window.conflicts.resolve(path)
    assert roles and set(roles) == {QAccessible.Role.RadioButton}  # "keep mine" or "take theirs": one of two
    assert found == []


def conflict_in_play(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> tuple[MainWindow, play.ConflictWindow]:
    """Vasana against the Broo raider over "the herd", after Vasana's first raise."""
    window = open_window(qtbot, library)

    def setup(dialog: ConflictSetupDialog) -> None:
        dialog.stakes.setText("Do the broos take the herd?")
        dialog.people.starter.setCurrentIndex(dialog.people.starter.findText("Vasana"))
        dialog.entry.roll_button.click()
        dialog.start_button.click()

    drive(monkeypatch, ConflictSetupDialog, setup)
    monkeypatch.setattr(talekeeper.desktop.dice_entry, "dice_source", HandDice([6, 6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1, 6, 5, 4]))
    view = play.start_conflict(window.runner, [library / "vasana.tale.json", library / "Broo-raider.tale.json"])
    assert view is not None
    vasana = next(p.id for p in view.session.conflict.participants if p.name == "Vasana")
    for button in sorted(view.panels[vasana].hand.buttons, key=lambda b: -b.die.value)[:2]:
        button.click()
    view.moves.raise_button.click()
    assert view.session.conflict.current_raise is not None
    return window, view


def test_the_dogs_conflict_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path, language: str) -> None:
    _window, view = conflict_in_play(qtbot, monkeypatch, library)
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface.role() in (QAccessible.Role.Window, QAccessible.Role.Dialog)  # not a "filler"
    heard = [QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name) for w in (view.stakes, view.turn, view.table)]
    assert "Do the broos take the herd?" in heard[0] and "Broo raider" in heard[1] and "12" in heard[2]  # (names: in any language)
    assert problems(view) == []
    broo = next(p.id for p in view.session.conflict.participants if p.name == "Broo raider")
    for button in sorted(view.panels[broo].hand.buttons, key=lambda b: -b.die.value)[:3]:  # 6 + 5 + 4: the see, with its blow
        button.click()
    assert view.moves.see_button.isEnabled()
    assert problems(view) == []  # the see's preview
    view.moves.see_button.click()
    view.moves.give_button.click()  # Vasana gives
    assert view.session.conflict.finished and view.aftermath.isVisibleTo(view)
    assert problems(view) == []  # the aftermath: each side's fallout to take


def test_tabbing_into_a_list_or_table_reaches_its_current_row(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt tells a screen reader about an item when the current one changes in a focused view; a
    view entered with its current row already set must say that row, not only "list"."""
    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.tabs.setCurrentIndex(1)
    told: list[str] = []

    def update(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Focus and event.child() >= 0:
            told.append(QAccessible.queryAccessibleInterface(event.object()).child(event.child()).text(QAccessible.Text.Name))

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    abilities = editor.heroquest.abilities.view
    abilities.selectRow(2)
    window.roster_panel.view.setCurrentIndex(window.filter.index(1, 0))
    for view, expected in ((window.roster_panel.view, window.filter.index(1, 0).data(Qt.ItemDataRole.AccessibleTextRole)),
                           (abilities, abilities.currentIndex().data())):
        window.search.setFocus(Qt.FocusReason.TabFocusReason)
        told.clear()
        view.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(lambda: bool(told))
        assert told == [expected], view.accessibleName()


def test_one_status_once_in_the_roster(qtbot: QtBot, library: Path) -> None:
    window = open_window(qtbot, library)
    row = next(r for r in range(window.filter.rowCount()) if window.filter.index(r, 0).data() == "Orlmarth")
    said = window.filter.index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert said.count("Out of action") == 1, said


def test_a_lingering_benefit_is_heard_with_its_bonus(qtbot: QtBot) -> None:
    from talekeeper.core.rules.heroquest import Consequence, Level
    from talekeeper.desktop.heroquest.consequence_box import ConsequenceBox

    character = load_character(GOLDEN / "character-v4.tale.json")
    box = ConsequenceBox(character)
    qtbot.addWidget(box)
    box.set_plan(Consequence(level=Level.COMPLETE_VICTORY, benefit=6, benefit_ability_id=character.heroquest.abilities[0].id))
    box.show()
    assert box.benefit.text() == "Lingering benefit +6"
    assert problems(box) == []


def test_search_clear_button_is_named(qtbot: QtBot, library: Path) -> None:
    window = open_window(qtbot, library)
    window.search.setText("a")
    clear = [b for b in window.search.findChildren(QWidget) if b.isVisible() and not isinstance(b, QLineEdit)]
    assert clear and all(QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Name) for b in clear)



def test_the_dialogs_a_conflict_and_a_contest_open(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    """Augment (from a contest), fallout, the Body roll and treatment of an injury, resuming a conflict."""
    from talekeeper.desktop.dogs.fallout_dialog import FalloutDialog
    from talekeeper.desktop.dogs.injury import BodyRollDialog
    from talekeeper.desktop.dogs.resume_dialog import ResumeDialog
    from talekeeper.desktop.dogs.treatment_dialog import TreatmentDialog
    from talekeeper.desktop.heroquest.picker import AugmentDialog

    window, view = conflict_in_play(qtbot, monkeypatch, library)
    vasana = library / "vasana.tale.json"
    sheets = window.runner.sheets()
    participant = next(p for p in view.session.conflict.participants if p.name == "Vasana")
    session = view.session
    dialogs: list[QDialog] = [
        AugmentDialog(sheets, vasana, window, edge=True),
        FalloutDialog(session.sheets, session.readable_paths(), window, play=session.conflict, participant=participant),
        BodyRollDialog(sheets, vasana, window),
        TreatmentDialog(sheets, vasana, window),
        ResumeDialog(play.saved_conflicts(window.runner), window),
    ]
    found = {}
    for dialog in dialogs:
        dialog.show()
        found[type(dialog).__name__] = problems(dialog)
        dialog.close()
    assert {name: said for name, said in found.items() if said} == {}


def test_the_other_windows(qtbot: QtBot, library: Path) -> None:
    """Revert To (after two saves), New Character, Preferences, Campaign Settings, Keyboard Shortcuts."""
    from talekeeper.desktop.campaign_dialog import CampaignDialog
    from talekeeper.desktop.new_character import NewCharacterDialog
    from talekeeper.desktop.preferences import PreferencesDialog
    from talekeeper.desktop.revert_dialog import RevertDialog
    from talekeeper.desktop.window.help import ShortcutsDialog

    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    for hp in (7, 6):
        editor.harm.hp.setValue(hp)
        window.save()
    dialogs: list[QDialog] = [RevertDialog(editor.path, editor.character, window), NewCharacterDialog(window),
                              PreferencesDialog("en", window), CampaignDialog(window.controller.campaign, window), ShortcutsDialog(window)]
    found = {}
    for dialog in dialogs:
        dialog.show()
        found[type(dialog).__name__] = problems(dialog)
        dialog.close()
    assert {name: said for name, said in found.items() if said} == {}


def test_what_the_issue_heard_as_a_name_only_is_heard_with_its_text(qtbot: QtBot, library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20, point 7, word for word: the contest's hero point odds and Take Damage's labels."""
    from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
    from talekeeper.desktop.stonetop.damage_dialog import TakeDamageDialog

    window = open_window(qtbot, library)
    editor = window.open_character(library / "vasana.tale.json")
    editor.heroquest.abilities.view.selectRow(0)
    heard: dict[str, list[str]] = {}

    def listen(dialog: QDialog) -> None:
        heard[type(dialog).__name__] = [QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name)
                                        for w in dialog.findChildren(QWidget) if w.isVisible()]
        dialog.reject()

    fill_play_menu(window)
    for cls, action in ((ContestDialog, "hq_contest"), (TakeDamageDialog, "damage")):
        drive(monkeypatch, cls, listen)
        window.play_actions[action].trigger()
    assert any(name.startswith("Chance a hero point helps: A hero point would raise the outcome in") for name in heard["ContestDialog"])
    for said in ("Character: Vasana", "Kind and status: Player character · Fine", "Armor: 2 (from the sheet)", "Damage rolled: 1d6",
                 "Hint: Roll the dice, or type the faces you rolled."):
        assert said in heard["TakeDamageDialog"], said


def test_a_name_that_looks_like_markup_is_shown_and_read_as_written(qtbot: QtBot, tmp_path: Path) -> None:
    """A tab's tooltip is also its description: a name from a file such as `<b>Bob</b>` shows as
    typed (not bold) and is read as typed, with no markup added around it."""
    from PySide6.QtGui import Qt as GuiQt

    path, _ = Library(tmp_path).create(Character(name="<b>Bob</b> & <i>Ann</i>"))
    window = open_window(qtbot, tmp_path)
    window.open_character(path)
    tip = window.tabs.tabToolTip(0)
    assert not GuiQt.mightBeRichText(tip) and tip.replace("\u2060", "").startswith("<b>Bob</b> & <i>Ann</i>\n")
    iface = QAccessible.queryAccessibleInterface(window.tabs.tabBar()).child(0)
    assert iface.text(QAccessible.Text.Description) == tip  # no <p style=...> read out around it
