"""Where the table's changes meet, in a Japanese interface (issue 19, points 3 and 4): the roster's
marks, the questions (Keep Both, Keep the Edited Character or Delete It), the undo steps and the
status bar after a real git pull, and a sync tool's copy holding another character, show no English
word but what the user typed, the file names, the sync tool's name and git's own commands."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library
from talekeeper.core.storage.files import save_character
from talekeeper.desktop import i18n
from talekeeper.desktop.roster import ConflictRole
from tests.desktop.japanese import english_words, shown_texts
from tests.desktop.merge.window import click_row
from tests.git import commit, git
from tests.gui import drive, open_window, row
from tests.merge_scenes import copy_name

# git's commands are typed as they are (its name is in NOT_ENGLISH).
ALLOWED = frozenset({"Goblin", "Vasana", "goblin.tale.json", "Goblin-2.tale.json", "git add -A && git commit", "Syncthing", "ABCDEFG"})


@pytest.fixture
def japanese() -> Iterator[None]:
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def english(texts: list[str], *more: str) -> list[str]:
    allowed = ALLOWED | frozenset(more)
    return [text for text in texts if english_words(text, allowed=allowed)]


def asked(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, texts: list[str], button: str) -> None:
    """The next question is read (text and buttons) and answered with its button `button`."""

    def act(box: QMessageBox) -> None:
        texts.extend([*shown_texts(box), *(b.text() for b in box.buttons())])
        (clicked,) = [b for b in box.buttons() if b.text() == button]
        qtbot.mouseClick(clicked, Qt.MouseButton.LeftButton)

    drive(monkeypatch, QMessageBox, act)  # type: ignore[arg-type]


def test_git_choices_in_japanese(qtbot: QtBot, table: tuple[Path, Path, Character], monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    ana, gm, vasana = table
    Library(ana / "table").delete(ana / "table" / "vasana.tale.json")
    save_character(Character(name="Goblin", concept="Sneak"), ana / "table" / "goblin.tale.json")
    commit(ana, "Vasana out, a goblin in")
    git(ana, "push", "-q", "origin", "main")
    save_character(evolve(vasana, notes="Wounded"), gm / "table" / "vasana.tale.json")
    save_character(Character(name="Goblin", concept="Brute"), gm / "table" / "goblin.tale.json")
    commit(gm, "The GM's session")
    assert git(gm, "pull", "origin", "main", check=False).returncode != 0
    library = gm / "table"
    window = open_window(qtbot, library)
    texts: list[str] = []
    for name in ("goblin.tale.json", "vasana.tale.json"):
        index = window.filter.index(row(window, library / name), 0)
        mark = index.data(ConflictRole)
        texts += [mark.short(), mark.words(), mark.tooltip(), index.data(Qt.ItemDataRole.AccessibleTextRole)]
    assert "2人のキャラクター" in texts and "他所で削除" in texts

    asked(qtbot, monkeypatch, texts, "両方を残す(&B)")
    click_row(qtbot, window, row(window, library / "goblin.tale.json"))
    texts += [window.statusBar().currentMessage(), window.menu_actions.undo.text()]
    assert (library / "Goblin-2.tale.json").exists()

    asked(qtbot, monkeypatch, texts, "削除する(&D)")
    click_row(qtbot, window, row(window, library / "vasana.tale.json"))
    texts += [window.statusBar().currentMessage(), window.menu_actions.undo.text()]
    assert not (library / "vasana.tale.json").exists()
    assert "編集されたキャラクターを残す(&K)" in texts
    assert english(texts, str(library)) == []


def test_a_sync_copy_holding_another_character_in_japanese(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, japanese: None) -> None:
    library = tmp_path / "lib"
    mine, _ = Library(library).create(Character(name="Goblin"))
    copy = library / copy_name(mine)
    save_character(Character(name="Goblin", concept="Sneak"), copy)
    window = open_window(qtbot, library)
    index = window.filter.index(row(window, copy), 0)
    mark = index.data(ConflictRole)
    texts = [mark.short(), mark.tooltip(), index.data(Qt.ItemDataRole.AccessibleTextRole)]
    asked(qtbot, monkeypatch, texts, "両方を残す(&B)")
    click_row(qtbot, window, row(window, copy))
    texts += [window.statusBar().currentMessage(), window.menu_actions.undo.text()]
    assert not copy.exists() and "別のキャラクター" in texts
    assert english(texts, copy.name, mine.name, "Goblin.tale.json", "2026-12-01 10:10:10") == []
