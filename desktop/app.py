"""Start Talekeeper: `talekeeper [--library DIR] [--measure-startup]` or `python -m talekeeper.desktop`."""

from __future__ import annotations

import time

_STARTED = time.perf_counter()  # before Qt loads: --measure-startup counts from here

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

# The modules the first paint needs that use no Qt come before PySide6. Once loaded, PySide6 reads
# the source of each module an import statement names (looking for "PySide6", for its __feature__
# switches), some 0.1-0.2 ms a module: these modules and the standard library's they import are
# read no more, but for the few named again by the window's modules. Core never imports Qt.
from talekeeper.core.storage import index, journal, library, places, play  # noqa: F401
from talekeeper.desktop import roster_load  # noqa: F401
from talekeeper.desktop.merge import host  # noqa: F401
from talekeeper.desktop.none_guard import keep_none_alive
from talekeeper.desktop.settings import Settings
from talekeeper.desktop.slices import let_collector_go

# isort: split
import PySide6
from PySide6.QtCore import QEvent, QMessageLogContext, QObject, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from talekeeper.core.paths import default_library
from talekeeper.desktop import display, errors, i18n
from talekeeper.desktop.warmup import freeze_loaded

if TYPE_CHECKING:
    from talekeeper.desktop.window.main_window import MainWindow


def application_icon() -> QIcon:
    """The shield-and-d20 icon at every size shipped in resources/icons."""
    from talekeeper import resources

    icon = QIcon()
    for png in resources.icon_pngs():
        icon.addFile(str(png))
    return icon


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The options. The usual command lines (none, `--library DIR`, `--measure-startup`) are read
    without argparse, whose parser takes a few ms to build before the first paint (gettext looks
    for translations of its own words); anything else (`--help`, a mistake) goes to argparse."""
    usual = _usual_args(argv)
    return usual if usual is not None else _parser().parse_args(argv)


def _usual_args(argv: list[str]) -> argparse.Namespace | None:
    """`[--library DIR] [--measure-startup]` in either order, each at most once, DIR not starting
    with "-"; None for anything else."""
    options = argparse.Namespace(library=None, version=False, measure_startup=False)
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--measure-startup" and not options.measure_startup:
            options.measure_startup = True
        elif arg == "--library" and options.library is None and rest and rest[0] and not rest[0].startswith("-"):
            options.library = Path(rest.pop(0))
        else:
            return None
    return options


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="talekeeper",
        description="Offline character keeper for narrative tabletop games.",
        epilog="Commands for git and a campaign's CI: talekeeper {merge-file,git-setup,check} --help",
    )
    parser.add_argument("--library", type=Path, help="the library folder to open (default: $TALEKEEPER_LIBRARY or Documents/Talekeeper)")
    parser.add_argument("--version", action="store_true", help="print the version and exit")  # handled by desktop.cli, before Qt loads
    parser.add_argument("--measure-startup", action="store_true", help="print startup_ms=<number> once the window is painted and idle, then exit")
    return parser


class StartupProbe(QObject):
    """Reports when the window has painted and the event loop has gone idle (`startup_ms`), then
    when the after-paint warm-up is done (`warmup_ms`) and the longest the window went without
    handling events meanwhile (`longest_pause_ms`, from a 1 ms timer), then quits."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._painted = False
        self._ticker = QTimer(self)
        self._ticker.setInterval(1)
        self._ticker.timeout.connect(self._tick)
        self._last = self._longest = 0.0
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        if not self._say(f"startup_ms={self._since_start():.1f}"):
            return
        self._last = time.perf_counter()
        warm_up = self._window.warm_up
        if warm_up.done:
            self._finish()
            return
        warm_up.finished.connect(self._finish)
        self._ticker.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self._longest, self._last = max(self._longest, now - self._last), now

    def _finish(self) -> None:
        self._tick()
        self._say(f"warmup_ms={self._since_start():.1f}\nlongest_pause_ms={self._longest * 1000:.1f}")
        QApplication.quit()

    @staticmethod
    def _say(text: str) -> bool:
        """Print a figure; when nobody reads them any more (`| head -1`), quit instead."""
        try:
            print(text, flush=True)
        except OSError:  # a closed pipe: the figures are not wanted, and the window must not wait
            sys.stdout = open(os.devnull, "w")  # Python flushes stdout at exit: not into the closed pipe
            QApplication.quit()
            return False
        return True

    @staticmethod
    def _since_start() -> float:
        return (time.perf_counter() - _STARTED) * 1000


_VERSION_ASKED: list[object] = []
"""The Background asking for the version (kept alive until it answers)."""


def _start_log() -> None:
    """Once the window is up: the log file, and what is running (for a bug report). The version
    is asked off the GUI thread: in a clone it runs git (about 50 ms), a pause otherwise."""
    import platform

    from PySide6.QtCore import QCoreApplication, qVersion

    from talekeeper.desktop.background import Background
    from talekeeper.desktop.window.help import version

    errors.start_logging()
    running = (platform.python_version(), PySide6.__version__, qVersion(), platform.platform())

    def log(found: object, _error: BaseException | None) -> None:
        errors.log.info("Talekeeper %s started: Python %s, PySide6 %s, Qt %s, %s", found, *running)

    asking = Background(QCoreApplication.instance())
    _VERSION_ASKED.append(asking)
    asking.run(version, log)


def start_qt() -> QApplication:
    """The QApplication; when Qt cannot load a display plugin (no display, a missing system
    library), say what to do in one message and exit with 1, instead of Qt's raw text and its
    abort (exit 134). Qt's fatal message passes through a message handler before the abort."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    held: list[str] = []

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        message = f"{context.category}: {message}" if context.category and context.category != "default" else message
        if kind == QtMsgType.QtFatalMsg:
            text = "".join(held) + message + "\n"
            missing = display.missing_libraries(display.plugin_in(PySide6.__path__[0])) if display.is_plugin_failure(text) else []
            sys.stderr.write((display.explain_qt_failure(text, missing=missing) or text) + "\n")
            sys.stderr.flush()
            os._exit(1)
        if message.startswith(display.QT_PLUGIN_LINES):
            held.append(message + "\n")
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)
    try:
        app = QApplication([sys.argv[0]])
    finally:
        qInstallMessageHandler(previous)
    sys.stderr.write("".join(held))  # the plugin's notes when it did start after all
    return app


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    keep_none_alive()  # PySide6 6.12 on Python 3.11 (see desktop/none_guard.py)
    app = start_qt()
    app.setApplicationName("Talekeeper")
    app.setOrganizationName("Talekeeper")
    app.setApplicationDisplayName("Talekeeper")
    app.setDesktopFileName("io.github.talekeeper.Talekeeper")  # matches packaging/linux/*.desktop
    app.setWindowIcon(application_icon())
    errors.install_hook()
    settings = Settings.load()
    i18n.install(settings.language)
    from talekeeper.desktop.window.life import open_library

    window = open_library(args.library or default_library(), settings, interactive=not args.measure_startup)
    freeze_loaded()  # all that lives as long as the program: the collector's next pass would walk it all (its first after the hold)
    let_collector_go()  # held by desktop.cli since before the imports (the warm-up holds it again after the first paint)
    if window is None:
        return 1
    window.warm_up.finished.connect(_start_log)
    window.warm_up.finished.connect(freeze_loaded)
    if args.measure_startup:
        StartupProbe(window)
    code = app.exec()
    errors.stop_logging()
    return code
