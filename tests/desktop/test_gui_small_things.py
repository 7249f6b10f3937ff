"""Small things a new user meets: First Aid's neutral hint, signed Stonetop stats, a contest's
outcome that stands out, and counts in the right plural form."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.core.model import Character, Debilities, Harm
from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
from talekeeper.desktop.heroquest.improve_dialog import ImproveDialog
from talekeeper.desktop.stonetop.first_aid_dialog import FirstAidDialog
from tests.desktop.heroquest.contests import driving
from tests.gui import open_window, sheets_over

GOLDEN = Path(__file__).parents[1] / "golden"


@pytest.fixture
def vasana(tmp_path: Path) -> Path:
    path = tmp_path / "vasana.tale.json"
    shutil.copy(GOLDEN / "character-v1.tale.json", path)
    return path


def test_first_aid_opens_with_a_neutral_hint_not_an_error(qtbot: QtBot, tmp_path: Path) -> None:
    character = Character(name="Yanioth", harm=Harm(hp=3, max_hp=10, debilities=Debilities(dazed=True)))
    sheets, paths = sheets_over(tmp_path, [character])
    dialog = FirstAidDialog(sheets, paths[0])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.problem.isVisible() and dialog.problem.text().startswith("Nothing treated yet")
    assert "#b23a3a" not in dialog.problem.styleSheet()  # not the warning colour
    assert dialog.problem.accessibleName() == "Hint: " + dialog.problem.text()  # the hint itself is heard (issue 20)
    assert not dialog.ok_button.isEnabled()


def test_stonetop_stats_show_their_sign(qtbot: QtBot, tmp_path: Path, vasana: Path) -> None:
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(vasana)
    editor.tabs.setCurrentIndex(3)
    strength = editor.harm.stats["str_"]
    assert strength.text() == "+2" and editor.harm.stats["wis"].text() == "-1" and editor.harm.stats["int_"].text() == "0"
    strength.setFocus()
    strength.lineEdit().selectAll()
    qtbot.keyClicks(strength, "3")
    qtbot.keyClick(strength, Qt.Key.Key_Return)
    assert strength.text() == "+3" and editor.character.harm.stats.str_ == 3
    assert window.menu_actions.undo.text() == "Undo Set STR: +2 → +3"


def test_a_contests_outcome_stands_out(qtbot: QtBot, tmp_path: Path, vasana: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(vasana)
    editor.heroquest.abilities.view.selectRow(0)
    seen = {}

    def drive(dialog: ContestDialog) -> None:
        assert dialog.outcome_label.isHidden()
        talekeeper.desktop.dice_entry.dice_source = HandDice([3, 17])
        dialog.dice.roll_button.click()
        seen["outcome"] = dialog.outcome_label.text()
        seen["visible"] = not dialog.outcome_label.isHidden()
        seen["bold"] = dialog.outcome_label.font().bold()
        seen["bigger"] = dialog.outcome_label.font().pointSizeF() > dialog.result_text.font().pointSizeF()
        seen["name"] = dialog.outcome_label.accessibleName()
        seen["lines"] = dialog.result_text.text()

    driving(monkeypatch, ContestDialog, drive)
    editor.heroquest.contest_button.click()
    assert seen["outcome"].startswith("Outcome for the hero side: ") and seen["visible"]
    assert seen["bold"] and seen["bigger"] and seen["name"] == "Outcome"
    assert "Outcome for the hero side" not in seen["lines"]


def test_counts_use_plural_forms(qtbot: QtBot, tmp_path: Path, vasana: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(vasana)
    editor.heroquest.abilities.view.selectRow(0)
    texts = []

    def drive(dialog: ImproveDialog) -> None:
        dialog.steps.setValue(2)
        texts.append(dialog.cost.text())
        dialog.steps.setValue(1)
        dialog.temporary.setChecked(True)
        texts.append(dialog.cost.text())

    driving(monkeypatch, ImproveDialog, drive)
    editor.heroquest.improve_button.click()
    assert texts[0].startswith("Costs 6 hero points; Vasana has 3")
    assert texts[1].startswith("Costs 1 hero point; Vasana has 3")
    assert all("(s)" not in text for text in texts)
