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
from talekeeper.core.dice import Faces
from talekeeper.core.operations import dogs as dogs_ops
from talekeeper.core.storage import load_character
from talekeeper.core.storage.errors import SheetFileError
from talekeeper.desktop.rules_dialog import RulesDialog
from talekeeper.desktop.sheets import Sheets
from tests.gui import sheets_over

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


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


def _conflict(sheets: Sheets, paths: list[Path]) -> Any:
    table = sheets.table(paths)
    ids = list(table.sheets)
    ask = dogs_ops.StartConflict("Who keeps the ford", (dogs_ops.Joining("A", ids[0]), dogs_ops.Joining("B", ids[1])))
    sizes = dogs_ops.opening_sizes(table, ask)
    ask = dogs_ops.StartConflict(ask.stakes, ask.joining, faces=Faces(tuple(1 for _ in sizes)))
    return dogs_ops.start_conflict(table, ask).play


def _openings(sheets: Sheets, at: dict[str, Path]) -> dict[str, Callable[[], tuple[Any, dict[str, Any]]]]:
    """How each rules dialog class is opened, its paths and options, where it is not on one
    character with none (`opening`)."""
    party = lambda: ([at["vasana"], at["yanioth"]], {})

    def fallout() -> tuple[Any, dict[str, Any]]:
        conflict = _conflict(sheets, [at["vasana"], at["harvar"]])
        return [at["vasana"], at["harvar"]], {"play": conflict, "participant": conflict.participants[0]}

    return {
        "MakeCampDialog": party, "EndOfSessionDialog": party, "DowntimeDialog": party,
        "NpcRegainDialog": lambda: ([at["broo"]], {}),
        "ContestDialog": lambda: ([at["vasana"], at["harvar"]], {}),
        "ConflictSetupDialog": lambda: ([at["vasana"], at["harvar"]], {}),
        "FalloutDialog": fallout,
    }


def test_ask_gives_the_inputs_or_none_for_every_rules_dialog(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                              examples: tuple[Sheets, dict[str, Path]]) -> None:
    sheets, at = examples
    openings = _openings(sheets, at)
    leaves = _leaves()
    assert set(openings) <= {cls.__name__ for cls in leaves} and len(leaves) >= 18  # every other dialog opens on one character (a new one too)
    opening = lambda name: openings.get(name, lambda: (at["vasana"], {}))
    answer = object()
    accepted: list[bool] = []

    def exec_(dialog: QDialog) -> int:
        if accepted[-1]:
            dialog.value = answer
            return QDialog.DialogCode.Accepted.value
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QDialog, "exec", exec_)
    for cls in sorted(leaves, key=lambda c: c.__name__):
        paths, options = opening(cls.__name__)()
        accepted.append(False)
        assert cls.ask(sheets, paths, None, **options) is None, cls.__name__
        accepted.append(True)
        assert cls.ask(sheets, paths, None, **options) is answer, cls.__name__  # the inputs themselves, never a tuple


def test_paths_are_those_of_the_last_preview_and_a_pick_reads_through_the_same_source(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, examples: tuple[Sheets, dict[str, Path]]) -> None:
    from talekeeper.desktop.heroquest.contest_dialog import ContestDialog
    from talekeeper.desktop.heroquest.healing_dialog import HealingDialog

    sheets, at = examples
    read: list[list[Path]] = []
    table = sheets.table

    def spy(paths: Any, play: Any = None, others: Any = None) -> Any:
        read.append(list(paths))
        return table(paths, play, others)

    monkeypatch.setattr(sheets, "table", spy)
    contest = ContestDialog(sheets, at["vasana"])
    qtbot.addWidget(contest)
    assert contest.paths == [at["vasana"]] and contest.paths in read
    read.clear()
    contest.heroes[0].who.setCurrentIndex(contest.heroes[0].who.findData(str(at["harvar"])))  # the user picks another hero
    assert contest.paths == [at["harvar"]] and [at["harvar"]] in read  # read again, through the same source
    assert [c.name for c in contest.table.sheets.values()] == ["Harvar Ironfist"]
    healing = HealingDialog(sheets, at["vasana"])
    qtbot.addWidget(healing)
    read.clear()
    healing.healer.who.setCurrentIndex(healing.healer.who.findData(str(at["yanioth"])))  # another healer
    assert healing.paths == [at["vasana"], at["yanioth"]] and healing.paths in read
    assert sheets.path_of(next(iter(healing.table.sheets))) == at["vasana"]


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


def test_heroquest_reports_an_unreadable_sheet_once(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                   examples: tuple[Sheets, dict[str, Path]]) -> None:
    from talekeeper import desktop as app

    sheets, at = examples
    bad = _unreadable(at["vasana"].parent)
    runner = sheets.runner
    told: list[SheetFileError] = []
    monkeypatch.setattr(runner, "file_problem", told.append)
    monkeypatch.setattr(QDialog, "exec", lambda dialog: pytest.fail("a dialog opened on an unreadable sheet"))
    importlib.import_module("talekeeper.desktop.heroquest")
    assert app.heroquest.heal(runner, bad) is False
    assert app.heroquest.improve(runner, bad) is False
    assert [e.path for e in told] == [bad, bad]


def test_dogs_reports_an_unreadable_participant_instead_of_dropping_it(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                                       examples: tuple[Sheets, dict[str, Path]]) -> None:
    from talekeeper.desktop import dogs
    from talekeeper.desktop.dogs.conflict_session import ConflictSession

    sheets, at = examples
    bad = _unreadable(at["vasana"].parent)
    runner = sheets.runner
    told: list[SheetFileError] = []
    monkeypatch.setattr(runner, "file_problem", told.append)
    people: list[list[str]] = []

    def exec_(dialog: QDialog) -> int:
        people.append([e.name for e in dialog.people.entries])
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QDialog, "exec", exec_)
    assert dogs.start_conflict(runner, [at["vasana"], bad]) is None
    assert [e.path for e in told] == [bad] and people == [["Vasana"]]  # told once, though every preview reads the sheets
    # in a conflict being played: a participant whose file turns unreadable is reported once, and left out
    conflict = _conflict(sheets, [at["vasana"], at["harvar"]])
    session = ConflictSession(runner, conflict, at["vasana"].parent / "conflict.json")
    assert session.readable_paths() == [at["vasana"], at["harvar"]]
    at["harvar"].write_bytes(b"broken since")
    assert session.readable_paths() == [at["vasana"]]
    assert session.readable_paths() == [at["vasana"]]
    assert list(session.table().sheets.values())[0].name == "Vasana"
    assert [e.path for e in told] == [bad, at["harvar"]]
    session.disconnect_all()


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
