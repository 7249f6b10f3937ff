"""Issue 22 in the extended contest window, as a person would: the odds of the whole contest before
each exchange, with bids to try (HQ-17, HQ-18), each side's chance in a group contest (HQ-19), a
member struck down by a mystic strike noted on the log and the sheet (HQ-27), and the parting shot
stated once per member (HQ-18); in English and Japanese."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Ability, AbilityKind, Character, HeroQuest, State, StateLevel
from talekeeper.core.rules.heroquest import Level, Rating, extended_odds
from talekeeper.desktop import i18n
from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
from talekeeper.desktop.odds_chart import percent
from talekeeper.desktop.words.labels import label
from tests.desktop.heroquest.contests import contest_between, exchange, mystic_and_bor, roll
from tests.events import params
from tests.gui import library_with, open_window, shot

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def japanese() -> Iterator[None]:
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def ana_and_bor() -> tuple[Character, Character]:
    ana = Character(name="Ana", heroquest=HeroQuest(abilities=(Ability(name="Spear", rating=Rating(15)),)))
    bor = Character(name="Bor", heroquest=HeroQuest(abilities=(Ability(name="Club", rating=Rating(12)),)))
    return ana, bor


def wait_for_odds(qtbot: QtBot, contest: ExtendedContestWindow) -> None:
    qtbot.waitUntil(lambda: not contest.odds.background.busy and bool(contest.odds.chart.rows), timeout=10_000)


def test_hq17_the_odds_of_the_whole_contest_follow_the_points_and_the_bids(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, contest, _ = contest_between(qtbot, tmp_path, *ana_and_bor())
    odds = contest.odds
    contest.exchange_panel.bid.setValue(5)  # the exchange's bid is the acting side's bid for the odds
    wait_for_odds(qtbot, contest)
    assert (odds.a_bid.value(), odds.b_bid.value()) == (5, 5)
    expected = extended_odds("15", "12", 15, 12, a_bid=5, b_bid=5)
    chart = dict((text, chance) for text, chance, _ in odds.chart.rows)
    assert chart[label(Level.MAJOR_VICTORY)] == pytest.approx(expected.levels[Level.MAJOR_VICTORY])
    assert label(Level.TIE) not in chart and "Both out" in chart
    assert odds.win.text() == f"Chance to win: Ana {percent(expected.a_wins)}, Bor {percent(expected.b_wins)}; both out {percent(expected.both_out)}."
    assert "exact" in odds.sides.text() and "Assumes the sides take turns" in odds.assumes.text()
    assert odds.chart.accessibleDescription().startswith(label(Level.COMPLETE_VICTORY))  # the chart as text
    qtbot.wait(50)  # the layout takes the chart's new height
    shot(contest, "extended_contest_odds")

    odds.b_bid.setValue(9)  # try another bid for Bor before choosing
    wait_for_odds(qtbot, contest)
    tried = extended_odds("15", "12", 15, 12, a_bid=5, b_bid=9)
    assert odds.win.text().startswith(f"Chance to win: Ana {percent(tried.a_wins)}")

    exchange(qtbot, monkeypatch, contest, 5, [3, 15])  # success against failure: Bor loses 10
    wait_for_odds(qtbot, contest)
    after = extended_odds("15", "12", 15, 2, a_bid=5, b_bid=9, acting="b")
    assert "Ana (15 AP) against Bor (2 AP)" in odds.pairing.text()
    assert odds.win.text().startswith(f"Chance to win: Ana {percent(after.a_wins)}")

    odds.a_bid.setValue(0)
    odds.b_bid.setValue(0)
    qtbot.waitUntil(lambda: not odds.background.busy, timeout=10_000)
    assert "bid at least 1" in odds.win.text() and not odds.chart.rows  # a refusal in words, no chart
    contest.close()
    window.close()


def test_hq19_a_group_contest_shows_each_sides_chance_with_its_margin(qtbot: QtBot, tmp_path: Path) -> None:
    ana, bor = ana_and_bor()
    cal = Character(name="Cal", heroquest=HeroQuest(abilities=(Ability(name="Bow", rating=Rating(13)),)))
    paths = library_with(tmp_path, ana, bor, cal)
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(paths[0])
    editor.heroquest.abilities.view.selectRow(0)
    qtbot.mouseClick(editor.heroquest.extended_button, LEFT)
    (contest,) = window.findChildren(ExtendedContestWindow)
    panel = contest.add_panel
    qtbot.mouseClick(panel.to_a, LEFT)
    for path, button in ((paths[2], panel.to_a), (paths[1], panel.to_b)):
        panel.participant.who.setCurrentIndex(panel.participant.who.findData(str(path)))
        qtbot.mouseClick(button, LEFT)
    assert len(contest.contest.members) == 3
    wait_for_odds(qtbot, contest)
    qtbot.waitUntil(lambda: "simulated contests" in contest.odds.sides.text(), timeout=10_000)
    text = contest.odds.sides.text()
    assert "side A wins" in text and "±1.5%" in text and "4000 simulated contests" in text
    qtbot.wait(50)
    shot(contest, "extended_contest_group_odds")
    contest.close()
    window.close()


def test_hq27_a_member_struck_down_by_a_strike_gets_a_note_on_the_log_and_the_sheet(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, contest, paths = contest_between(qtbot, tmp_path, *mystic_and_bor())
    panel = contest.exchange_panel
    assert not panel.strike_note.isVisibleTo(panel)
    panel.bid.setValue(3)
    roll(monkeypatch, panel.dice, [3, 18])  # the mystic wins: Bor loses 2 x (3 + 15) = 36
    assert "Bor is struck down by a mystic strike" in panel.shown.text()
    assert panel.strike_note.isVisibleTo(panel)
    qtbot.keyClicks(panel.strike_note, "his club arm withers")
    qtbot.mouseClick(panel.resolve, LEFT)
    assert contest.contest.log[-1].struck_down == contest.contest.members[1].id
    assert contest.log.item(contest.log.count() - 1).text().endswith("Bor is struck down by a mystic strike of Mystic: his club arm withers")
    assert panel.strike_note.text() == ""
    qtbot.mouseClick(contest.apply_button, LEFT)
    assert params(window.workspace.sheet(paths[1]).history[-1], "hq.struck_down") == {"who": "Bor", "by": "Mystic", "note": "his club arm withers"}
    contest.close()
    window.close()


def test_hq18_the_parting_shot_is_stated_as_once_per_member(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window, contest, _ = contest_between(qtbot, tmp_path, *ana_and_bor())
    exchange(qtbot, monkeypatch, contest, 7, [3, 14])  # Bor loses 14: out
    roll(monkeypatch, contest.exchange_panel.dice, [3, 14])
    assert "One parting shot per member per contest (HQ-18)" in contest.exchange_panel.shown.text()
    assert not contest.odds.isVisible()  # the contest is decided: no odds to show
    contest.close()
    window.close()


def test_japanese_contest_odds_and_strike_note_show_no_english(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    strike = Ability(name="虎の打撃", rating=Rating(15), kind=AbilityKind.MYSTIC_STRIKE)
    mystic = Character(name="ミスティック", heroquest=HeroQuest(abilities=(strike,)))
    bor = Character(name="ボル", heroquest=HeroQuest(abilities=(Ability(name="棍棒", rating=Rating(9)),)))
    window, contest, _ = contest_between(qtbot, tmp_path, mystic, bor)
    contest.exchange_panel.bid.setValue(3)
    wait_for_odds(qtbot, contest)
    roll(monkeypatch, contest.exchange_panel.dice, [3, 18])
    odds = contest.odds
    texts = [odds.title(), odds.pairing.text(), odds.win.text(), odds.sides.text(), odds.assumes.text(),
             contest.exchange_panel.shown.text(), *(text for text, _, _ in odds.chart.rows)]
    english = [t for t in texts if any(word in t for word in ("Odds", "Chance", "against", "Both", "struck", "exact", "Assumes"))]
    assert english == []
    qtbot.wait(50)
    shot(contest, "extended_contest_odds_ja")
    contest.close()
    window.close()


def test_hq20_an_injured_members_bump_counts_in_the_contests_odds(qtbot: QtBot, tmp_path: Path) -> None:
    ana, bor = ana_and_bor()
    ana = ana.model_copy(update={"heroquest": ana.heroquest.model_copy(update={"states": (State(level=StateLevel.INJURED),)})})
    window, contest, _ = contest_between(qtbot, tmp_path, ana, bor)
    contest.exchange_panel.bid.setValue(5)
    wait_for_odds(qtbot, contest)
    member = contest.contest.members[0]
    assert member.bumps == -1  # heroquest injured: one step down in every exchange (HQ-20)
    injured = extended_odds(member.rating, "12", member.points, 12, a_bid=5, b_bid=5, a_bumps=-1)
    assert contest.odds.win.text().startswith(f"Chance to win: Ana {percent(injured.a_wins)}")
    contest.close()
    window.close()
