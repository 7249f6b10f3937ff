"""Start-up (issue 7): the first paint shows the top of the roster; the rest comes right after it,
in small steps, without losing or hiding anything."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from talekeeper.core.model import Character
from talekeeper.core.model.common import evolve
from talekeeper.core.storage import Library, load_character, save_character
from talekeeper.desktop.controller import Controller
from talekeeper.desktop.roster_load import FIRST_PAGE
from talekeeper.desktop.settings import Settings
from talekeeper.desktop.warmup import CORE_MODULES, PackageInParts, WarmUp, import_steps
from talekeeper.desktop.window.main_window import MainWindow
from tests.gui import listed_names, open_window

GOLDEN = Path(__file__).parents[1] / "golden"


def unshown_window(qtbot: QtBot, path: Path) -> MainWindow:
    """A window as it is at its first paint (built, warm-up not begun)."""
    controller = Controller(Library(path), Settings())
    assert controller.acquire_lock(ask=False)
    window = MainWindow(controller)
    controller.window = window
    controller.replacing_window = True
    qtbot.addWidget(window)
    return window


def test_warm_up_runs_every_step_in_order_one_per_turn(qtbot: QtBot) -> None:
    from PySide6.QtCore import QObject

    parent = QObject()
    events: list[str] = []
    slices = iter([True, True, False])
    warm_up = WarmUp(parent, [lambda: events.append("a"), lambda: (events.append("slice"), next(slices))[1], lambda: events.append("b")])
    warm_up.start()
    assert events == []  # nothing before the event loop turns (the first paint is not held up)
    with qtbot.waitSignal(warm_up.finished, timeout=5000):
        pass
    assert events == ["a", "slice", "slice", "slice", "b"] and warm_up.done


def test_a_failing_step_is_reported_and_the_others_still_run(qtbot: QtBot) -> None:
    from PySide6.QtCore import QObject

    parent = QObject()
    ran: list[str] = []

    def fail() -> None:
        raise RuntimeError("step failed")

    warm_up = WarmUp(parent, [fail, lambda: ran.append("after")])
    with qtbot.capture_exceptions() as exceptions:
        warm_up.start()
        qtbot.waitUntil(lambda: warm_up.done)
    assert ran == ["after"] and [str(e[1]) for e in exceptions] == ["step failed"]


def test_the_core_is_imported_a_module_per_step() -> None:
    steps = import_steps()
    assert len(steps) == len(CORE_MODULES)
    for step in steps:
        while step():  # a rules package: one call per module
            pass


def test_the_rules_packages_are_imported_a_module_at_a_time() -> None:
    # A rules package's __init__ imports all of its modules: one step of 40-60 ms, the longest
    # pause of the warm-up. Its modules go first, a call each, then the package.
    for package in ("talekeeper.core.rules.heroquest", "talekeeper.core.rules.dogs", "talekeeper.core.rules.stonetop"):
        step = PackageInParts(package)
        assert step() is True and step.names is not None  # the first call lists the modules
        planned = list(step.names)
        assert planned[-1] == package and f"{package}.tables" in planned and f"{package}.events" in planned
        imports = 1
        while step():
            imports += 1
        assert imports == len(planned) and step.names == []  # one module a call


@pytest.fixture
def big_library(tmp_path: Path) -> Path:
    library = Library(tmp_path / "lib")
    for number in range(FIRST_PAGE + 20):
        library.create(Character(name=f"Bandit {number:03d}", kind="npc", tags=[f"mark-{number:03d}"]))
    library.scan()  # the summary index, as an earlier start leaves it
    return library.path


def test_first_paint_lists_the_top_page_and_the_warm_up_the_whole_folder(qtbot: QtBot, big_library: Path) -> None:
    changed = big_library / "Bandit-000.tale.json"
    save_character(evolve(load_character(changed), name="Zed"), changed)  # changed since the index was made
    window = unshown_window(qtbot, big_library)
    first = listed_names(window)
    assert len(first) == FIRST_PAGE - 1 and first[0] == "Bandit 001" and "Bandit 000" not in first
    window.show()
    qtbot.waitUntil(lambda: window.warm_up.done)
    names = listed_names(window)
    assert len(names) == FIRST_PAGE + 20 and names[-1] == "Zed" and "Bandit 000" not in names
    assert window.play_menu.actions() and window.statusBar().currentMessage() == str(big_library)


def test_searching_before_the_warm_up_waits_for_the_whole_folder(qtbot: QtBot, big_library: Path) -> None:
    window = unshown_window(qtbot, big_library)
    window.search.setText("mark-115")  # a tag of a character below the first page
    assert listed_names(window) == ["Bandit 115"]


def test_the_play_menu_opened_before_the_warm_up_is_filled_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = unshown_window(qtbot, tmp_path)
    assert window.play_menu.actions() == [] and window.play_menu.menuAction().isVisible()
    window.play_menu.aboutToShow.emit()
    texts = [action.text() for action in window.play_menu.actions()]
    assert any("Contest" in text for text in texts) and any("Conflict" in text for text in texts)


def test_a_library_without_index_fills_in_after_the_first_paint(qtbot: QtBot, tmp_path: Path) -> None:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    window = open_window(qtbot, tmp_path)  # waits for the warm-up
    assert listed_names(window) == ["Vasana"]
    window.search.setText("father's sword")
    assert listed_names(window) == ["Vasana"]


def test_measure_startup_reports_the_warm_up_too(tmp_path: Path) -> None:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "talekeeper.desktop", "--library", str(tmp_path), "--measure-startup"],
        capture_output=True, text=True, timeout=60, env=env,
    )
    assert result.returncode == 0, result.stderr
    values = dict(line.split("=") for line in result.stdout.splitlines() if "=" in line)
    assert set(values) == {"startup_ms", "warmup_ms", "longest_pause_ms"}
    assert 0 < float(values["startup_ms"]) <= float(values["warmup_ms"]) and float(values["longest_pause_ms"]) >= 0


def test_the_collector_rests_while_the_window_is_built_and_runs_again_after_the_warm_up(tmp_path: Path) -> None:
    """Python's cyclic garbage collector walked what the start-up makes some 50 times before the
    first paint (7-20 ms): it is held off from the command's start until the window is built (what
    was made is frozen then), and the warm-up's hold is the only one left at the first paint."""
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    code = (
        "import gc, runpy, sys\n"
        "from talekeeper.desktop import slices\n"
        "passes = []\n"
        "gc.callbacks.append(lambda phase, info: phase == 'stop' and passes.append(info['generation']))\n"
        "class Out:\n"
        "    def __init__(self, stream): self.stream = stream\n"
        "    def flush(self): self.stream.flush()\n"
        "    def write(self, text):\n"
        "        if text.startswith('startup_ms='): self.stream.write(f'passes={len(passes)}\\nholds={slices._holders}\\n')\n"
        "        return self.stream.write(text)\n"
        "sys.stdout = Out(sys.stdout)\n"
        f"sys.argv = ['talekeeper', '--library', {str(tmp_path)!r}, '--measure-startup']\n"
        "runpy.run_module('talekeeper.desktop', run_name='__main__')\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    values = dict(line.split("=") for line in result.stdout.splitlines() if "=" in line)
    assert int(values["passes"]) <= 10, values  # those of Python's own start (about 50 when the collector ran throughout)
    assert values["holds"] == "1"  # the warm-up's (it runs the collector again when it is over)


def test_measure_startup_read_by_only_its_first_line_still_ends(tmp_path: Path) -> None:
    """`... --measure-startup | head -1`: the figures after the first go to a closed pipe; the
    program ends instead of waiting forever behind an error dialog nobody sees."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen([sys.executable, "-m", "talekeeper.desktop", "--library", str(tmp_path), "--measure-startup"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert process.stdout is not None
    assert process.stdout.readline().startswith("startup_ms=")
    process.stdout.close()  # as `head -1` does
    assert process.wait(timeout=30) == 0


def test_changes_while_the_roster_is_loading_are_listed_once_it_is_done(qtbot: QtBot, big_library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = unshown_window(qtbot, big_library)
    looks = []
    loading = window.roster_panel.loading
    look = loading.look

    def counted_look():
        gone = look()
        if gone is not None:  # a whole look (it is done in pieces)
            looks.append(1)
        return gone

    monkeypatch.setattr(loading, "look", counted_look)
    window.workspace.watcher.blockSignals(True)  # the test plays the folder watcher itself: its own
    # event for Aaron's file would reach the roster after the start-up listing on a busy machine
    Library(big_library).create(Character(name="Aaron"))
    window.roster_panel.reload()  # as the folder watcher would, before the start-up listing is done
    assert looks == [] and "Aaron" not in listed_names(window) and window.roster_panel.loading.busy
    window.show()
    qtbot.waitUntil(lambda: window.warm_up.done)
    assert looks == [1]  # looked at again once, after the start-up listing
    names = listed_names(window)
    assert names[0] == "Aaron" and len(names) == FIRST_PAGE + 21
    window.roster_panel.reload()
    assert looks == [1, 1]  # not loading any more: at once


def test_a_reload_between_reading_the_folder_and_showing_it_is_not_undone(qtbot: QtBot, big_library: Path) -> None:
    window = unshown_window(qtbot, big_library)
    panel = window.roster_panel
    while panel.loading.read_folder():
        pass
    Library(big_library).create(Character(name="Aaron"))
    panel.reload()  # the folder watcher's timer firing between the two steps
    panel.show_folder()
    assert listed_names(window)[0] == "Aaron"  # listed again at once after showing the older listing


def test_a_failure_while_reading_the_index_falls_back_to_the_sheets(qtbot: QtBot, big_library: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from talekeeper.core.storage.index import SummaryIndex

    def broken(self, *, search=False):
        yield
        raise MemoryError("index too big")

    window = unshown_window(qtbot, big_library)
    monkeypatch.setattr(SummaryIndex, "read_listing", broken)
    with qtbot.capture_exceptions() as exceptions:
        window.show()
        qtbot.waitUntil(lambda: window.warm_up.done, timeout=20000)
    assert [str(e[1]) for e in exceptions] == ["index too big"]  # reported, and the roster carries on
    assert len(listed_names(window)) == FIRST_PAGE + 20 and not window.roster_panel.loading.busy


def test_closing_the_window_mid_listing_lets_go_of_the_index_file(qtbot: QtBot, big_library: Path) -> None:
    window = unshown_window(qtbot, big_library)
    loading = window.roster_panel.loading
    loading.read_folder()
    loading.read_folder()  # the rows file is open in the reading
    reading = loading._reading
    assert reading is not None and reading.gi_frame is not None
    window.close()
    assert loading._reading is None and reading.gi_frame is None  # closed: the file is let go


def test_a_library_without_index_says_it_is_reading_not_that_it_is_empty(qtbot: QtBot, tmp_path: Path) -> None:
    shutil.copy(GOLDEN / "character-v1.tale.json", tmp_path / "vasana.tale.json")
    window = unshown_window(qtbot, tmp_path)  # no index yet: the first paint lists nobody
    assert listed_names(window) == [] and "Reading" in window.hint_text.text() and window.hint_button.isHidden()
    window.show()
    qtbot.waitUntil(lambda: window.warm_up.done)
    assert listed_names(window) == ["Vasana"] and "Choose a character" in window.hint_text.text()
    empty = unshown_window(qtbot, tmp_path / "empty")
    empty.show()
    qtbot.waitUntil(lambda: empty.warm_up.done)
    assert "no characters yet" in empty.hint_text.text() and not empty.hint_button.isHidden()
