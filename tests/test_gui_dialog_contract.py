"""The one dialog contract (issue 21, points 1 and 2): every rules dialog of the three families is
made on the runner's sheet source (`desktop.sheets.Sheets`) and the paths it reads; `ask()` gives
the inputs or None, never a tuple; a dialog that lets the user pick who takes part reads the
table again through the same source (`take_part`); and an unreadable sheet is reported once and
left out in every family, Dogs included."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from talekeeper import desktop
from talekeeper.core.storage import load_character
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.desktop.rules_dialog import RulesDialog
from talekeeper.desktop.sheets import Sheets
from tests.gui import sheets_over

EXAMPLES = Path(__file__).resolve().parent.parent / "resources" / "examples"


@pytest.fixture
def examples(tmp_path: Path) -> tuple[Sheets, dict[str, Path]]:
    """A sheet source over the example characters (no window), and their files by first name."""
    characters = [load_character(EXAMPLES / f"{name}.tale.json") for name in ("vasana", "yanioth", "harvar", "broo-raider")]
    sheets, paths = sheets_over(tmp_path, characters)
    return sheets, dict(zip(("vasana", "yanioth", "harvar", "broo"), paths, strict=True))


def _unreadable(folder: Path) -> Path:
    bad = folder / "Broken.tale.json"
    bad.write_bytes(b"this is not a sheet")
    return bad


def _leaves() -> set[type[RulesDialog[Any]]]:
    for module in pkgutil.walk_packages(desktop.__path__, "talekeeper.desktop."):
        if not module.name.endswith(("__main__", "screenshots")):
            importlib.import_module(module.name)
    found: set[type[RulesDialog[Any]]] = set()
    todo = list(RulesDialog.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if not cls.__subclasses__():
            found.add(cls)
    return found


def _openings(sheets: Sheets, at: dict[str, Path]) -> dict[str, Callable[[], tuple[Any, dict[str, Any]]]]:
    """How each rules dialog class is opened: its paths and options."""
    one = lambda: (at["vasana"], {})
    party = lambda: ([at["vasana"], at["yanioth"]], {})

    return {
        "TakeDamageDialog": one, "DeathsDoorDialog": one, "MoveRollDialog": one, "RecoverDialog": one, "ConvalesceDialog": one,
        "FirstAidDialog": one, "MakeCampDialog": party, "EndOfSessionDialog": party, "DowntimeDialog": party,
        "NpcRegainDialog": lambda: ([at["broo"]], {}),
    }


def test_ask_gives_the_inputs_or_none_for_every_rules_dialog(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                              examples: tuple[Sheets, dict[str, Path]]) -> None:
    sheets, at = examples
    openings = _openings(sheets, at)
    leaves = {cls for cls in _leaves() if cls.__module__.startswith("talekeeper.desktop.stonetop.")}  # the families on the contract
    assert {cls.__name__ for cls in leaves} == set(openings)  # a new rules dialog is opened here too
    answer = object()
    accepted: list[bool] = []

    def exec_(dialog: QDialog) -> int:
        if accepted[-1]:
            dialog.value = answer
            return QDialog.DialogCode.Accepted.value
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QDialog, "exec", exec_)
    for cls in sorted(leaves, key=lambda c: c.__name__):
        paths, options = openings[cls.__name__]()
        accepted.append(False)
        assert cls.ask(sheets, paths, None, **options) is None, cls.__name__
        accepted.append(True)
        assert cls.ask(sheets, paths, None, **options) is answer, cls.__name__  # the inputs themselves, never a tuple


def test_stonetop_reports_an_unreadable_sheet_once_and_leaves_it_out(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                                    examples: tuple[Sheets, dict[str, Path]]) -> None:
    from talekeeper.desktop.stonetop import actions

    sheets, at = examples
    bad = _unreadable(at["vasana"].parent)
    runner = sheets.runner
    told: list[SheetFileError] = []
    monkeypatch.setattr(runner, "file_problem", told.append)
    opened: list[list[Path]] = []

    def exec_(dialog: QDialog) -> int:
        opened.append(list(getattr(dialog, "paths", [])))
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QDialog, "exec", exec_)
    actions.take_damage(runner, bad)
    assert [e.path for e in told] == [bad] and opened == []
    monkeypatch.setattr(runner, "host", _Host([at["vasana"], bad]))
    actions.make_camp(runner)
    assert [e.path for e in told] == [bad, bad] and opened == [[at["vasana"]]]  # once per action, the camp without it


class _Host:
    """A window with these characters selected and none open."""

    def __init__(self, selected: list[Path]) -> None:
        self.selected = selected
        self.said: list[str] = []

    def dialog_parent(self) -> None:
        return None

    def current_path(self) -> None:
        return None

    def selected_paths(self) -> list[Path]:
        return self.selected

    def say(self, text: str) -> None:
        self.said.append(text)
