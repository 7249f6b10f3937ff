"""Issue 22 in the Dogs conflict window, as a person would: on request, whether the side to act can
still win the arena with the dice on the table and the raise or see that keeps the win, or its other
ways out; the toggle remembers its state; English and Japanese (DV-8..DV-10)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.core.rules.dogs import arena_outcome
from talekeeper.core.rules.dogs.arena import ArenaPosition, arena_position
from talekeeper.desktop import i18n
from talekeeper.desktop.dogs.arena_advice import ArenaAdvice
from talekeeper.desktop.dogs.conflict_window import ConflictWindow
from talekeeper.desktop.settings import Settings
from tests.desktop.dogs.conflicts import pick, start, who
from tests.gui import shot


@pytest.fixture
def japanese() -> Iterator[None]:
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def advice_settled(qtbot: QtBot, view: ConflictWindow) -> str:
    qtbot.waitUntil(lambda: not view.advice.background.busy, timeout=10_000)
    return view.advice.advice.text()


OPENING = (5, 5, 3, 2, 6, 5, 4, 3, 2, 1, 6)
"""Hodge 5 5 3 2; Vasana 6 5 4 3 2 1 6 (see test_gui_dv_conflict)."""


def test_dv10_the_advice_is_off_until_asked_and_remembered(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window, view = start(qtbot, monkeypatch, library, *OPENING)
    assert not view.advice.toggle.isChecked() and not view.advice.advice.isVisibleTo(view)
    view.advice.toggle.click()
    assert Settings.load().arena_advice is True
    text = advice_settled(qtbot, view)
    position = arena_position(view.session.conflict)
    assert position is not None and position.to_act_id == who(view, "Vasana") and position.raise_total is None
    expected = arena_outcome(position.to_act, position.other)
    if expected.wins:
        assert text.startswith("With the dice on the table Vasana wins this arena.")
        assert f"Raise {expected.move[0]} + {expected.move[1]}" in text
    else:
        assert text.startswith("Vasana cannot win this arena with the dice on the table: give now (no blow), escalate, or bring in dice.")
    assert "Best play:" in view.advice.assumes.text()
    qtbot.wait(50)
    shot(view, "dogs_arena_advice")
    view.close()
    again = ArenaAdvice()  # the next conflict window's
    qtbot.addWidget(again)
    assert again.toggle.isChecked()  # remembered
    window.close()


def test_dv9_the_advice_follows_the_raise_and_suggests_a_see(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window, view = start(qtbot, monkeypatch, library, *OPENING)
    view.advice.toggle.setChecked(True)
    pick(view, "Vasana", 6, 6)
    view.moves.narration.setText("You were seen at the well")
    view.moves.raise_button.click()
    text = advice_settled(qtbot, view)
    position = arena_position(view.session.conflict)
    assert position is not None and position.raise_total == 12 and position.to_act_id == who(view, "Mayor Hodge")
    expected = arena_outcome(position.to_act, position.other, raise_total=12)
    name = "Mayor Hodge"
    if expected.wins:
        assert text.startswith(f"With the dice on the table {name} wins this arena. See with")
    else:
        assert text == f"{name} cannot win this arena with the dice on the table: give now (no blow), escalate, or bring in dice."
    view.advice.toggle.setChecked(False)
    assert not view.advice.advice.isVisibleTo(view)
    view.close()
    window.close()


def test_dv9_the_fewest_fallout_dice_are_said(qtbot: QtBot) -> None:
    advice = ArenaAdvice()
    qtbot.addWidget(advice)
    position = ArenaPosition("a", "b", (2, 3, 4, 6, 6), (1, 1), 9, None)
    outcome = arena_outcome(position.to_act, position.other, raise_total=9)
    text = advice.move_text(position, outcome)
    assert text.startswith("See with") and ("no fallout" in text or "noting 3 fallout dice, the fewest" in text)


def test_japanese_arena_advice_shows_no_english(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path, japanese: None) -> None:
    window, view = start(qtbot, monkeypatch, library, *OPENING)
    view.advice.toggle.setChecked(True)
    text = advice_settled(qtbot, view)
    shown = [view.advice.toggle.text(), text, view.advice.assumes.text()]
    assert all(word not in t for t in shown for word in ("arena", "raise", "Raise", "dice", "win"))
    qtbot.wait(50)
    shot(view, "dogs_arena_advice_ja")
    view.close()
    window.close()
