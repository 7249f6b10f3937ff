"""DV-21 in the window: the conflict setup warns when the same stakes are tried again without other
people, another setting and another arena (a warning, not a refusal), and a conflict played to its
end leaves its record, setting included, on the sheets that took part."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from talekeeper.core.model.dogs import Arena
from talekeeper.core.storage import load_character
from talekeeper.desktop import dogs as play
from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog
from talekeeper.desktop.words.labels import select_member
from tests.desktop.dogs.conflicts import drive, roll
from tests.gui import open_window, shot

GOLDEN = Path(__file__).parents[2] / "golden"
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """Vasana's version 2 golden sheet: she once tried "Hodge confesses" by talking, then fighting,
    with Mayor Hodge, at "Clearwine, the mayor's house, by night"."""
    shutil.copy(GOLDEN / "character-v2.tale.json", tmp_path / "vasana.tale.json")
    return tmp_path


def test_dv21_setup_warns_when_the_same_stakes_are_tried_again(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window = open_window(qtbot, library)
    vasana = library / "vasana.tale.json"
    seen: list[str] = []

    def act(dialog: ConflictSetupDialog) -> None:
        dialog.people.adhoc_name.setText("Mayor Hodge")
        dialog.people.adhoc_dice.setText("4d6")
        qtbot.mouseClick(dialog.people.add_adhoc_button, LEFT)
        qtbot.keyClicks(dialog.stakes, "Hodge confesses")
        assert dialog.retry.isVisibleTo(dialog)
        assert dialog.retry.text() == (
            "These stakes were tried before (Clearwine, the mayor's house, by night). To try them again the people, "
            "the setting and the arena must all differ (DV-21); this conflict has the same people, no setting "
            "written, an arena it was fought in (Talking). The table decides.")
        qtbot.keyClicks(dialog.setting, "The road to Bridge Creek, at dawn")
        select_member(dialog.arena, Arena.WEAPONS)
        assert dialog.retry.text().endswith("this conflict has the same people. The table decides.")
        shot(dialog, "conflict_setup_retry")
        seen.append(dialog.retry.text())
        qtbot.mouseClick(dialog.entry.roll_button, LEFT)
        qtbot.mouseClick(dialog.start_button, LEFT)  # a warning, not a refusal: the table decides

    drive(monkeypatch, ConflictSetupDialog, act)
    roll(monkeypatch, *[3] * 20)
    view = play.start_conflict(window.runner, [vasana])
    assert view is not None and seen
    conflict = view.session.conflict
    assert conflict.setting == "The road to Bridge Creek, at dawn" and conflict.stakes == "Hodge confesses"

    # Vasana, who starts, gives at once (DV-12): the end goes on her sheet with the conflict's record.
    assert view.moves.acting_id() == next(p.id for p in conflict.participants if p.name == "Vasana")
    qtbot.mouseClick(view.moves.give_button, LEFT)
    assert view.session.conflict.finished
    records = window.workspace.open(vasana).character.dogs.conflicts
    assert [(r.stakes, r.setting, r.arenas) for r in records][-1] == ("Hodge confesses", "The road to Bridge Creek, at dawn", (Arena.WEAPONS,))
    view.close()
    window.save_all()
    assert load_character(vasana).dogs.conflicts == records


def test_dv21_no_warning_when_people_setting_and_arena_all_differ(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, library: Path) -> None:
    window = open_window(qtbot, library)

    def act(dialog: ConflictSetupDialog) -> None:
        for name in ("Mayor Hodge", "Brother Amos"):  # with companions this time
            dialog.people.adhoc_name.setText(name)
            dialog.people.adhoc_dice.setText("2d6")
            qtbot.mouseClick(dialog.people.add_adhoc_button, LEFT)
        qtbot.keyClicks(dialog.stakes, "hodge confesses.")
        qtbot.keyClicks(dialog.setting, "The road to Bridge Creek, at dawn")
        select_member(dialog.arena, Arena.PHYSICAL)
        assert not dialog.retry.isVisibleTo(dialog)
        dialog.reject()

    drive(monkeypatch, ConflictSetupDialog, act)
    assert play.start_conflict(window.runner, [library / "vasana.tale.json"]) is None
