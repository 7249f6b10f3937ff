"""HeroQuest contests driven through their windows: a dialog played as a user, the dice, an extended contest between two sheets."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper.core.dice import HandDice
from talekeeper.core.model import Ability, AbilityKind, Character, HeroQuest
from talekeeper.core.rules.heroquest import Rating
from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
from talekeeper.desktop.window.main_window import MainWindow
from tests.gui import library_with, open_window

LEFT = Qt.MouseButton.LeftButton


def driving(monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], drive: Callable[[QDialog], None]) -> list[QDialog]:
    """Replace `cls.exec` with a user who does `drive` inside the dialog."""
    seen: list[QDialog] = []

    def run(dialog: QDialog) -> int:
        seen.append(dialog)
        drive(dialog)
        return dialog.result()

    monkeypatch.setattr(cls, "exec", run)
    return seen


def roll(monkeypatch: pytest.MonkeyPatch, dice, values: list[int]) -> None:
    monkeypatch.setattr(talekeeper.desktop.dice_entry, "dice_source", HandDice(values))
    dice.roll_button.click()


def contest_between(qtbot: QtBot, tmp_path: Path, first: Character, second: Character) -> tuple[MainWindow, ExtendedContestWindow, list[Path]]:
    paths = library_with(tmp_path, first, second)
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(paths[0])
    editor.heroquest.abilities.view.selectRow(0)
    qtbot.mouseClick(editor.heroquest.extended_button, LEFT)
    (contest,) = window.findChildren(ExtendedContestWindow)
    panel = contest.add_panel
    qtbot.mouseClick(panel.to_a, LEFT)
    panel.participant.who.setCurrentIndex(panel.participant.who.findData(str(paths[1])))
    qtbot.mouseClick(panel.to_b, LEFT)
    return window, contest, paths


def exchange(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, contest: ExtendedContestWindow, bid: int, rolls: list[int]) -> None:
    panel = contest.exchange_panel
    panel.bid.setValue(bid)
    roll(monkeypatch, panel.dice, rolls)
    qtbot.mouseClick(panel.resolve, LEFT)


def mystic_and_bor() -> tuple[Character, Character]:
    """A mystic with a Tiger Strike of 15 (HQ-27) and Bor with a Club of 9."""
    strike = Ability(name="Tiger Strike", rating=Rating(15), kind=AbilityKind.MYSTIC_STRIKE)
    mystic = Character(name="Mystic", heroquest=HeroQuest(abilities=(strike,)))
    bor = Character(name="Bor", heroquest=HeroQuest(abilities=(Ability(name="Club", rating=Rating(9)),)))
    return mystic, bor
