"""No key does two things in one window: the menu bar's access keys against every label, button
and tab of the library window with each part of a sheet shown, and every rules dialog and play
window on its own, in English and Japanese. Redo works on Ctrl+Shift+Z and Ctrl+Y."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from talekeeper.desktop import i18n
from tests.desktop.dialog_tour import example_window, rules_dialog_classes, tour
from tests.desktop.keys import bindings, bound_twice


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest):
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


def test_the_library_window_binds_no_key_twice(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """Alt+P is the Play menu only (not also the sheet's Player field), Alt+H Help only, and so on,
    with each tab of an open sheet shown (a tab's fields answer only while it is shown)."""
    window, library = example_window(qtbot, tmp_path)
    editor = window.open_character(library / "vasana.tale.json")
    problems = []
    for index in range(editor.tabs.count()):
        editor.tabs.setCurrentIndex(index)
        qtbot.wait(1)
        keys = bindings(window)
        assert "Alt+P" in keys and "Ctrl+S" in keys  # the menu bar and the actions are counted
        problems += bound_twice(window, f"{language} sheet tab {editor.tabs.tabText(index)}")
    assert not problems, "\n".join(problems)


def test_no_rules_dialog_or_play_window_binds_a_key_twice(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    window, library = example_window(qtbot, tmp_path)
    problems: list[str] = []

    def visit(widget: QWidget) -> None:
        problems.extend(bound_twice(widget, f"{language} {type(widget).__name__}"))

    seen = tour(qtbot, monkeypatch, window, library, visit)
    assert rules_dialog_classes() <= set(seen), rules_dialog_classes() - set(seen)
    assert {"ExtendedContestWindow", "ConflictWindow", "ResumeDialog"} <= set(seen)
    assert not problems, "\n".join(problems)


def test_the_readme_names_the_access_keys_the_window_has(qtbot: QtBot, tmp_path: Path) -> None:
    """The README's keyboard-only section names menus and sheet parts by their Alt+letter: each is
    the one the window answers to."""
    import re

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    section = readme.split("### With the keyboard only")[1].split("\n## ")[0]
    named = re.findall(r"Alt\+([A-Z])\s+([A-Z][a-zA-Z]+)", section)
    assert len(named) >= 10, named
    window, library = example_window(qtbot, tmp_path)
    window.open_character(library / "vasana.tale.json")
    keys = bindings(window)
    for letter, name in named:
        assert any(name in what.replace("&", "") for what in keys.get(f"Alt+{letter}", [])), (letter, name, keys.get(f"Alt+{letter}"))


def test_the_library_windows_other_dialogs_bind_no_key_twice(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """New Character, Revert To, Campaign Settings, Preferences, Keyboard Shortcuts and About, each
    opened from its menu."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QMessageBox

    window, library = example_window(qtbot, tmp_path)
    window.open_character(library / "vasana.tale.json")
    seen: dict[str, list[str]] = {}

    def exec_(dialog: QDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen[type(dialog).__name__] = bound_twice(dialog, f"{language} {type(dialog).__name__}")
        return 0

    monkeypatch.setattr(QDialog, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    wanted = [a for a in window.findChildren(QAction) if a.shortcut().toString() in ("Ctrl+N", "F1")
              or a.menuRole() in (QAction.MenuRole.AboutRole, QAction.MenuRole.PreferencesRole)]
    wanted += [window.menu_actions.revert_to, next(a for a in window.findChildren(QAction) if a.text().startswith(("Campaign", "キャンペーン")))]
    for action in wanted:
        action.trigger()
    assert {"NewCharacterDialog", "RevertDialog", "CampaignDialog", "PreferencesDialog", "ShortcutsDialog", "QMessageBox"} <= set(seen), seen
    assert not any(seen.values()), seen
