"""Every menu of the library window has unique access keys (Alt+letter), in English and Japanese."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from talekeeper.desktop import i18n
from tests.gui import open_window

_KEY = re.compile(r"&([^&\s])")


def access_key(text: str) -> str | None:
    """The letter after a single `&` (`Ma&ke Camp…` -> K, `野営する(&K)…` -> K), ignoring `&&`."""
    found = _KEY.search(text.replace("&&", ""))
    return found.group(1).upper() if found else None


def duplicate_keys(menu: QMenu, where: str) -> list[str]:
    """`menu path: letter (texts)` for every access key used twice in one menu, submenus too."""
    problems = []
    visible = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
    keys = Counter(access_key(a.text()) for a in visible)
    for key, count in keys.items():
        if key is not None and count > 1:
            texts = [a.text() for a in visible if access_key(a.text()) == key]
            problems.append(f"{where}: {key} in {texts}")
    for action in visible:
        if action.menu() is not None:
            problems += duplicate_keys(action.menu(), f"{where} > {action.text()}")
    return problems


def test_access_keys_helper_reads_both_styles() -> None:
    assert access_key("Ma&ke Camp…") == "K"
    assert access_key("野営する(&K)…") == "K"
    assert access_key("Salt && Pepper") is None
    assert access_key("Undo") is None


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_menu_of_the_window_has_a_duplicate_access_key(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    assert i18n.install(language) == language
    try:
        window = open_window(qtbot, tmp_path)
        bar = window.menuBar()
        titles = [a for a in bar.actions() if a.menu() is not None]
        assert len(titles) >= 5  # File, Edit, Play, View, Help
        problems = []
        top = Counter(access_key(a.text()) for a in titles)
        problems += [f"menu bar: {k}" for k, n in top.items() if k is not None and n > 1]
        for title in titles:
            title.menu().aboutToShow.emit()  # the Play menu and Recent Libraries fill themselves here
            problems += duplicate_keys(title.menu(), title.text())
        play = next(a.menu() for a in titles if a.menu() is window.play_menu)
        assert len([a for a in play.actions() if not a.isSeparator()]) >= 18
        assert all(access_key(a.text()) for a in play.actions() if not a.isSeparator())
        assert problems == []
    finally:
        i18n.install("en")
