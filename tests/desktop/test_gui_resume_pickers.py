"""Issue 21 point 4: the two resume pickers (HeroQuest extended contest, Dogs conflict) say why a
saved file cannot be read in the reader's language, worded from the refusal's code, never with
core's English text."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from talekeeper.core.dice import HandDice
from talekeeper.core.model import Character, DogsStats
from talekeeper.core.rules.dogs import Conflict, Participant, open_conflict
from talekeeper.core.rules.heroquest.extended import ExtendedContest
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.core.storage.files import save_model
from talekeeper.core.storage.migrations import CONFLICT_FORMAT
from talekeeper.core.storage.play import saved_plays
from talekeeper.desktop import i18n
from talekeeper.desktop.dogs import saved_conflicts
from talekeeper.desktop.dogs.resume_dialog import ResumeDialog
from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow
from talekeeper.desktop.words.wording import refusal_text
from tests.gui import library_with, open_window


@pytest.fixture
def japanese() -> Iterator[None]:
    assert i18n.install("ja") == "ja"
    try:
        yield
    finally:
        i18n.install("en")


def damaged(library: Path, name: str, kind: type) -> SheetFileError:
    """A play file that is not JSON, and the refusal reading it gives."""
    (library / "play").mkdir(exist_ok=True)
    (library / "play" / name).write_text("{ not json", encoding="utf-8")
    (_path, error), = saved_plays(library, kind)
    assert isinstance(error, SheetFileError) and error.code == "file.bad_json"
    return error


def test_resume_extended_contest_words_an_unreadable_file(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    library_with(tmp_path, Character(name="ヴァサナ"))
    error = damaged(tmp_path, "broken.contest.json", ExtendedContest)
    window = open_window(qtbot, tmp_path)
    offered: list[list[str]] = []
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda _parent, _title, _label, names, *_args: (offered.append(list(names)), ("", False))[1]))
    assert ExtendedContestWindow.choose_saved(window.runner) is None
    (shown,), = offered
    assert refusal_text(error, file=error.path.name) in shown and error.message not in shown
    assert "broken.contest.json" in shown  # the words name the file


def test_resume_conflict_words_an_unreadable_file(qtbot: QtBot, tmp_path: Path, japanese: None) -> None:
    library_with(tmp_path, Character(name="ヴァサナ"))
    error = damaged(tmp_path, "broken.conflict.json", Conflict)
    window = open_window(qtbot, tmp_path)
    dialog = ResumeDialog(saved_conflicts(window.runner), window)
    qtbot.addWidget(dialog)
    shown = dialog.list.item(0).text()
    assert refusal_text(error, file=error.path.name) in shown and error.message not in shown
    assert "broken.conflict.json" in shown and dialog.chosen() is None
    assert dialog.list.item(0).toolTip() == refusal_text(error)  # the whole path


def test_a_saved_conflict_that_breaks_a_rule_is_worded_from_the_models_refusal(qtbot: QtBot, tmp_path: Path, japanese: None) -> None:
    a = Participant(name="エゼキエル", side="犬", stats=DogsStats(acuity=2, heart=2, body=1, will=3))
    b = Participant(name="ホッジ", side="町", stats=DogsStats(acuity=2, heart=2, body=1, will=3))
    conflict = open_conflict("白状させる", [a, b], started_by=a.id, dice=HandDice([6, 5, 4, 3, 5, 4, 2, 1]))
    library_with(tmp_path, Character(name="ヴァサナ"))
    path = tmp_path / "play" / "talk.conflict.json"
    path.parent.mkdir()
    save_model(conflict.model_copy(update={"next_die_id": 1}), path, CONFLICT_FORMAT)  # not checked: a damaged file
    window = open_window(qtbot, tmp_path)
    dialog = ResumeDialog(saved_conflicts(window.runner), window)
    qtbot.addWidget(dialog)
    shown = dialog.list.item(0).text()
    assert "next_die_id" not in shown and "die" not in shown  # core's English details stay in the log
    assert "次のダイスの番号" in shown
