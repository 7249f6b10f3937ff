"""FIFOs, devices and sockets where a file is expected (issue 12, item 2): every read of a path that
another program or the user controls opens without blocking and refuses anything that is not a
regular file, saying so by name.

Each FIFO is real (os.mkfifo) and guarded: if a read still waits on it after a few seconds, a writer
frees it and the test fails instead of hanging the run."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Campaign, Character
from talekeeper.core.storage import Library, SheetFileError, load_character, save_character
from talekeeper.core.storage.backups import list_backups
from talekeeper.core.storage.errors import FileChangedError
from talekeeper.core.storage.files import load_campaign, save_campaign
from talekeeper.core.storage.index import SummaryIndex
from talekeeper.core.storage.journal import Journal
from talekeeper.core.storage.raw import read_bytes
from talekeeper.desktop import messages
from tests.faults import fifo, within
from tests.gui import open_window

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")

NOT_REGULAR = "not a regular file"


def test_read_bytes_refuses_a_fifo_at_once_by_name(tmp_path: Path) -> None:
    path = tmp_path / "x.tale.json"
    with fifo(path):
        with pytest.raises(SheetFileError, match=NOT_REGULAR) as raised:
            within(2, lambda: read_bytes(path))
    assert raised.value.path == path and str(path) in str(raised.value)


def test_read_bytes_refuses_a_device_and_a_socket(tmp_path: Path) -> None:
    with pytest.raises(SheetFileError, match=NOT_REGULAR):
        within(2, lambda: read_bytes(Path(os.devnull)))
    path = tmp_path / "s.tale.json"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(SheetFileError, match=NOT_REGULAR):
            within(2, lambda: read_bytes(path))
    finally:
        server.close()


def test_campaign_json_as_a_fifo_is_refused(tmp_path: Path) -> None:
    with fifo(tmp_path / "campaign.json"):
        with pytest.raises(SheetFileError, match=NOT_REGULAR):
            within(2, lambda: load_campaign(tmp_path / "campaign.json"))


def test_import_of_a_fifo_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "pipe.tale.json"
    with fifo(source):
        with pytest.raises(SheetFileError, match=NOT_REGULAR):
            within(2, lambda: Library(tmp_path / "lib").import_file(source))


def test_a_sheet_replaced_by_a_fifo_is_never_read_or_saved_through(tmp_path: Path) -> None:
    library = Library(tmp_path)
    path, fingerprint = library.create(Character(name="Vasana"))
    path.unlink()
    with fifo(path):
        assert within(2, library.scan) == []  # not listed: only regular files are sheets
        with pytest.raises(SheetFileError, match=NOT_REGULAR):
            within(2, lambda: library.load(path))
        with pytest.raises(FileChangedError, match=NOT_REGULAR):  # the window then asks to save anyway
            within(2, lambda: library.save(Character(name="Vasana"), path, expected=fingerprint))
        within(2, lambda: library.save(Character(name="Vasana 2"), path))  # saving anyway: no backup of a FIFO
    assert load_character(path).name == "Vasana 2" and list_backups(path) == []


def test_application_files_as_fifos_do_not_hang(tmp_path: Path) -> None:
    from talekeeper.desktop.settings import Settings

    save_character(Character(name="Vasana"), tmp_path / "v.tale.json")
    index = SummaryIndex(tmp_path)
    index.file.parent.mkdir(parents=True)
    journal = Journal(tmp_path)
    journal.folder.mkdir(parents=True)
    Settings.file().parent.mkdir(parents=True)
    with fifo(index.file), fifo(journal.folder / "x.json"), fifo(Settings.file()):
        assert [e.name for e in within(2, Library(tmp_path).scan)] == ["Vasana"]
        entries, problems = within(2, journal.entries)
        assert entries == [] and NOT_REGULAR in str(problems[0])
        assert within(2, Settings.load) == Settings()


# -- the window --------------------------------------------------------------------------------------


def test_an_open_sheet_replaced_by_a_fifo_keeps_the_window_alive(qtbot: QtBot, tmp_path: Path) -> None:
    path, _ = Library(tmp_path).create(Character(name="Vasana"))
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(path)
    asked: list[str] = []
    window.ask = lambda box: asked.append(box.text())  # a question would wait for a click for ever
    path.unlink()
    with fifo(path):  # rm x; mkfifo x
        qtbot.waitUntil(lambda: window.roster_panel.model.rowCount() == 0, timeout=3000)
        qtbot.wait(300)  # the watcher's notice and the roster's reload have run
        assert "moved or deleted" in window.statusBar().currentMessage() and asked == []
        editor.harm.max_hp.setValue(5)
        assert editor.character.harm.max_hp == 5  # the window still answers


def test_import_of_a_fifo_from_the_window_says_why(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path / "lib")
    shown: list[str] = []
    monkeypatch.setattr(messages, "warning", lambda *a, **k: shown.append(a[2]))
    source = tmp_path / "pipe.tale.json"
    with fifo(source):
        window.controller.import_character(window, str(source))
    assert NOT_REGULAR in shown[0] and str(source) in shown[0]


def test_campaign_and_play_files_as_fifos(qtbot: QtBot, tmp_path: Path) -> None:
    from talekeeper.core.rules.heroquest import ExtendedContest
    from talekeeper.core.storage.play import saved_plays
    from talekeeper.desktop.dogs import saved_conflicts

    save_campaign(Campaign(), tmp_path / "campaign.json")
    (tmp_path / "campaign.json").unlink()
    (tmp_path / "play").mkdir()
    window = open_window(qtbot, tmp_path)
    with fifo(tmp_path / "campaign.json"), fifo(tmp_path / "play" / "a.conflict.json"), fifo(tmp_path / "play" / "b.contest.json"):
        assert window.campaign == Campaign() and NOT_REGULAR in str(window.controller.campaign_problem)
        [(_path, problem)] = saved_conflicts(window.runner)
        assert NOT_REGULAR in str(problem)
        [(_path, problem)] = saved_plays(tmp_path, ExtendedContest)  # listed with why, never read as a contest
        assert NOT_REGULAR in str(problem)


def test_a_portrait_chosen_as_a_fifo_is_refused(qtbot: QtBot, tmp_path: Path) -> None:
    path, _ = Library(tmp_path).create(Character(name="Vasana"))
    window = open_window(qtbot, tmp_path)
    editor = window.open_character(path)
    with fifo(tmp_path / "face.png"):
        editor.identity.choose_portrait(str(tmp_path / "face.png"))
    assert NOT_REGULAR in editor.problem.text() and editor.character.portrait is None


def test_git_setup_never_blocks_on_a_fifo(tmp_path: Path) -> None:
    from talekeeper.desktop.git_setup import SetupError, _add_lines

    with fifo(tmp_path / ".gitignore"):
        with pytest.raises(SetupError, match=NOT_REGULAR):
            within(2, lambda: _add_lines(tmp_path, ".gitignore", "# header", ("/x/",)))
