"""Issue 15 at the table, for the Dogs windows, acting as a player who rolls real dice: an opening
roll of 18 dice typed as one labelled line per die size and checked against the pool; Enter never
rolls or changes a roll; the kind of a raise follows the arena and is changed deliberately; plural
forms in English."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, DogsStats
from talekeeper.core.model.common import evolve
from talekeeper.core.rules.dogs import Arena, BlowKind
from talekeeper.core.storage import Library
from talekeeper.desktop import dogs as play
from talekeeper.desktop import i18n
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from talekeeper.desktop.words.labels import select_member
from tests.desktop.dogs.conflicts import drive, pick, roll, setup, vasana_path, who
from tests.gui import open_window

ENTER = Qt.Key.Key_Return


@pytest.fixture
def crowd(library: Path) -> Path:
    """The two sheets and Brother Amos (2d6 in Acuity and Heart, a 2d8 and a 1d10 relationship)."""
    from talekeeper.core.model import Relationship

    amos = Character(name="Brother Amos")
    ties = (Relationship(subject="Clearwine", dice="2d8"), Relationship(subject="Mayor Hodge", dice="1d10"))
    amos = evolve(amos, dogs=evolve(amos.dogs, stats=DogsStats(acuity=2, heart=2, body=1, will=1), relationships=ties))
    Library(library).create(amos)
    return library


def test_an_opening_roll_of_18_dice_is_typed_per_die_size_and_enter_never_rolls(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, crowd: Path) -> None:
    window = open_window(qtbot, crowd)
    seen: list[str] = []

    def act(dialog: ConflictSetupDialog) -> None:
        qtbot.keyClicks(dialog.stakes, "Hodge confesses in Clearwine")
        qtbot.keyClick(dialog.stakes, ENTER)  # Enter before the dice: nothing is rolled, nothing starts
        assert dialog.isVisible() and not dialog.entry.rolled and dialog.entry.faces() is None
        assert dialog.entry.sizes.count(6) == 15 and dialog.entry.sizes.count(8) == 2 and dialog.entry.sizes.count(10) == 1
        lines = {group.caption.text(): group.line for group in dialog.entry.groups}
        assert list(lines) == ["15d6", "2d8", "1d10"]  # one labelled line per die size
        qtbot.keyClicks(lines["15d6"], "6 5 4 3 2 1 6 5 4 3 2 1 6 5")
        assert "14 of 15" in dialog.entry.group(6).problem.text() and not dialog.start_button.isEnabled()
        qtbot.keyClicks(lines["15d6"], " 9")
        assert "cannot show 9" in dialog.entry.group(6).problem.text()
        lines["15d6"].clear()
        qtbot.keyClicks(lines["15d6"], "6 5 4 3 2 1 6 5 4 3 2 1 6 5 1")  # a physical 1 can be typed
        qtbot.keyClicks(lines["2d8"], "87")
        qtbot.keyClicks(lines["1d10"], "10")
        assert dialog.entry.faces() is not None and dialog.entry.faces().entered and dialog.start_button.isEnabled()
        typed = dialog.entry.values()
        qtbot.keyClick(lines["1d10"], ENTER)  # Enter starts the conflict with the faces typed, never re-rolls them
        seen.append(str(typed))

    drive(monkeypatch, ConflictSetupDialog, act)
    roll(monkeypatch, *[2] * 18)  # would show 2s if anything rolled
    view = play.start_conflict(window.runner, [crowd / "Mayor-Hodge.tale.json", vasana_path(crowd), crowd / "Brother-Amos.tale.json"])
    assert view is not None and seen
    faces = sorted(d.value for d in view.session.conflict.all_dice())
    assert 2 in faces and faces.count(1) == 3 and 10 in faces and 8 in faces


def test_dv9_the_kind_of_raise_follows_the_arena_until_the_user_chooses(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window = open_window(qtbot, library)

    def act(dialog: QDialog) -> None:
        select_member(dialog.arena, Arena.FIGHTING)
        setup("Hodge confesses in Clearwine", "Vasana")(dialog)

    drive(monkeypatch, ConflictSetupDialog, act)
    roll(monkeypatch, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6, 6, 6, 6, 6)  # fighting: Hodge's Body and Will, Vasana's (and Clearwine)
    view = play.start_conflict(window.runner, [library / "Mayor-Hodge.tale.json", vasana_path(library)])
    assert view is not None
    moves = view.moves
    assert moves.blow.currentData() == BlowKind.PHYSICAL.value  # DV-9 Decision: a fight's raise is physical (d6)
    pick(view, "Vasana", 6, 6)
    assert moves.blow.currentData() == BlowKind.PHYSICAL.value  # picking dice does not reset it
    moves.blow.setCurrentIndex(moves.blow.findData(BlowKind.SMALL_WEAPON.value))
    moves.blow.activated.emit(moves.blow.currentIndex())  # the user chooses a knife
    five = next(b for b in view.panels[who(view, "Vasana")].hand.buttons if b.die.value == 5)
    five.click()
    five.click()  # picking and unpicking dice keeps the user's choice
    assert moves.blow.currentData() == BlowKind.SMALL_WEAPON.value
    moves.raise_button.click()
    assert view.session.conflict.current_raise.blow is BlowKind.SMALL_WEAPON and view.session.conflict.current_raise.fallout_die == 8
    assert moves.blow.currentData() == BlowKind.PHYSICAL.value  # the next raise starts from the arena's kind again


def test_plural_forms_in_english(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    assert i18n.install("en") == "en"
    window = open_window(qtbot, library)
    drive(monkeypatch, ConflictSetupDialog, setup("Hodge confesses in Clearwine", "Vasana"))
    roll(monkeypatch, 5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
    view = play.start_conflict(window.runner, [library / "Mayor-Hodge.tale.json", vasana_path(library)])
    assert view.moves.raise_info.text().startswith("Pick 2 dice from hand.")
    pick(view, "Vasana", 6, 6)
    view.moves.raise_button.click()
    pick(view, "Mayor Hodge", 5)
    assert view.moves.preview.text().startswith("1 die = 5, which is 7 short of the raise of 12.")
    pick(view, "Mayor Hodge", 5)
    assert view.moves.preview.text().startswith("2 dice = 10,")
