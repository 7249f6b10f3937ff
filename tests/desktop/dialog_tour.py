"""Every rules dialog and play window, opened the way a user opens it (the Play menu on the example
characters, or the window that shows it), for tests that look at each one as it opens: its keys,
its focus order, its size. `rules_dialog_classes()` finds every rules dialog in `desktop/`, so a
new dialog that the tour does not open fails the test that compares the two."""

from __future__ import annotations

import importlib
import pkgutil
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

import talekeeper.desktop.dice_entry
from talekeeper import desktop
from talekeeper.core.dice import RandomDice
from talekeeper.desktop import messages
from talekeeper.desktop.rules_dialog import RulesDialog
from talekeeper.desktop.window.main_window import MainWindow
from tests.gui import open_window

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
Visit = Callable[[QWidget], None]


def rules_dialog_classes() -> set[str]:
    """The names of every concrete rules dialog class under `desktop/` (modules imported to find them)."""
    for module in pkgutil.walk_packages(desktop.__path__, "desktop."):
        if not module.name.endswith(("__main__", "screenshots")):
            importlib.import_module(module.name)
    found: set[str] = set()
    todo = list(RulesDialog.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if not cls.__subclasses__():  # a dialog of its own (BatchDialog is only their shared base)
            found.add(cls.__name__)
    return found


def example_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Path]:
    """A library window on a copy of the example characters (Vasana, Yanioth, Harvar, the Broo raider)."""
    library = tmp_path / "examples"
    library.mkdir()
    for example in EXAMPLES.glob("*.tale.json"):
        shutil.copy(example, library / example.name)
    return open_window(qtbot, library), library


def tour(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, window: MainWindow, library: Path, visit: Visit) -> list[str]:
    """Open every rules dialog and play window over `window` (on the example library), call
    `visit` on each while it is shown at its opening size, then close it (cancelled). Returns the
    class names visited, in order."""
    seen: list[str] = []
    accept: dict[str, Callable[[QDialog], None]] = {}

    def look(widget: QWidget) -> None:
        qtbot.waitExposed(widget)
        QApplication.processEvents()
        seen.append(type(widget).__name__)
        visit(widget)

    def exec_(dialog: QDialog) -> int:
        dialog.show()
        then = accept.pop(type(dialog).__name__, None)
        if then is None:
            look(dialog)
            dialog.reject()
        else:
            then(dialog)
        dialog.hide()
        return dialog.result()

    def refused(*args: object) -> None:
        raise AssertionError(f"a message box instead of a dialog: {args[1:]}")

    monkeypatch.setattr(talekeeper.desktop.dice_entry, "dice_source", RandomDice(20))  # whatever an earlier test left there
    monkeypatch.setattr(QDialog, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    monkeypatch.setattr(messages, "information", refused)
    vasana, harvar = library / "vasana.tale.json", library / "harvar.tale.json"
    window.open_character(vasana)
    actions = window.play_actions
    for name in ("hq_contest", "hq_heal", "hq_improve", "dogs_start", "damage", "deaths_door", "move", "recover", "camp", "convalesce", "first_aid", "session", "downtime"):
        actions[name].trigger()
    window.roster_panel.select(harvar)
    window.close_tab(window.current_editor())
    actions["npc_regain"].trigger()
    window.open_character(vasana)
    runner = window.runner
    sheets = runner.sheets()
    from talekeeper.desktop.dogs.injury import BodyRollDialog
    from talekeeper.desktop.dogs.treatment_dialog import TreatmentDialog
    from talekeeper.desktop.heroquest.picker import AugmentDialog

    AugmentDialog.ask(sheets, vasana, window)
    BodyRollDialog.ask(sheets, vasana, window)
    TreatmentDialog.ask(sheets, vasana, runner.parent_widget())
    for opened in (_extended(runner), _conflict(runner, vasana, harvar, accept)):
        look(opened)
        if type(opened).__name__ == "ConflictWindow":
            from talekeeper.desktop.dogs.fallout_dialog import FalloutDialog

            session = opened.session
            FalloutDialog.ask(session.sheets, session.readable_paths(), opened, play=session.conflict, participant=session.conflict.participants[0])
            from talekeeper.desktop import dogs

            dogs.resume_conflict(runner)
        opened.close()
    return seen


def _extended(runner) -> QWidget:
    from talekeeper.desktop import heroquest

    return heroquest.extended(runner)


def _conflict(runner, vasana: Path, harvar: Path, accept: dict[str, Callable[[QDialog], None]]) -> QWidget:
    """A Dogs conflict between Vasana and Harvar, set up and started as a user does."""
    from talekeeper.desktop import dogs

    def start(dialog: QDialog) -> None:
        dialog.stakes.setText("Who keeps the ford")
        dialog.entry.roll_button.click()
        dialog.start_button.click()

    accept["ConflictSetupDialog"] = start
    view = dogs.start_conflict(runner, [vasana, harvar])
    assert view is not None
    view.setWindowState(view.windowState() & ~Qt.WindowState.WindowMaximized)
    return view
