"""At a glance: the roster shows HP, debilities (ST-7), the worst HQ state (HQ-20), open wounds
(ST-8), a DV injury (DV-19) and Death's Door (ST-6) without opening a sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character, Debilities, Dogs, Harm, HarmStatus, HeroQuest, State, StateLevel, Wound
from talekeeper.core.model.dogs import Injury, InjuryStage
from talekeeper.core.storage import CharacterSummary
from talekeeper.desktop.roster import EntryRole
from talekeeper.desktop.stonetop.damage_dialog import TakeDamageDialog
from talekeeper.desktop.stonetop.glance import marks
from tests.gui import click_ok, drive, library_with, open_window, shot


def test_gui_glance_summary_and_marks_come_from_the_character(tmp_path: Path) -> None:
    character = Character(
        name="Vasana",
        heroquest=HeroQuest(states=(State(level=StateLevel.HURT), State(level=StateLevel.INJURED))),
        dogs=Dogs(injury=Injury(fallout=17, stage=InjuryStage.TREATMENT)),
        harm=Harm(hp=0, max_hp=18, status=HarmStatus.DEATHS_DOOR, debilities=Debilities(weakened=True, miserable=True), wounds=(Wound(description="Gash"), Wound(description="Old", stabilised=True))),
    )
    summary = CharacterSummary.of(character, tmp_path / "v.tale.json")
    assert (summary.harm_status, summary.worst_state, summary.open_wounds, summary.dv_injury) == (HarmStatus.DEATHS_DOOR, StateLevel.INJURED, 1, InjuryStage.TREATMENT)
    assert [m.words for m in marks(summary)] == [
        "At Death's Door", "Injured: needs treatment", "HeroQuest: Injured", "Problematic wounds not stabilised: 1", "Weakened", "Miserable",
    ]


def test_gui_glance_the_roster_redraws_marks_after_damage(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library_with(
        tmp_path,
        Character(name="Aranel", harm=Harm(hp=4, max_hp=16, debilities=Debilities(dazed=True)), heroquest=HeroQuest(states=(State(level=StateLevel.IMPAIRED),))),
        Character(name="Brennen", harm=Harm(hp=10, max_hp=10)),
    )
    window = open_window(qtbot, tmp_path)
    first = window.filter.index(0, 0)
    assert first.data(Qt.ItemDataRole.AccessibleTextRole) == "Aranel, Player character, Impaired, HeroQuest: Impaired, Dazed, 4 of 16 HP"
    window.roster.setCurrentIndex(first)

    def act(dialog: TakeDamageDialog) -> None:
        qtbot.keyClicks(dialog.dice.group(6).line, "6")
        click_ok(qtbot, dialog)

    drive(monkeypatch, TakeDamageDialog, act)
    drive(monkeypatch, __import__("talekeeper.desktop.stonetop.deaths_door_dialog", fromlist=["DeathsDoorDialog"]).DeathsDoorDialog, lambda dialog: dialog.reject())
    window.play_actions["damage"].trigger()
    entry = window.filter.index(0, 0).data(EntryRole)
    assert (entry.hp, entry.harm_status) == (0, HarmStatus.DEATHS_DOOR)
    assert "At Death's Door" in window.filter.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    shot(window.roster_panel, "roster")
