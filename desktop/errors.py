"""Errors that are bugs: logged with their traceback, shown once, and the window goes on.

A refusal the user can act on (a file that cannot be read, a full disk) is shown where it happens,
with what and where. Anything else is a bug: `report_bug` writes it to the log (a rotating file in
the platform's log folder) and shows one dialog saying what was being done and where the log is.
`install_hook` sends every exception nobody caught there (those in Qt slots go through
`sys.excepthook` too); `doing` names the work under way for such an exception.

    with doing(QCoreApplication.translate("Menus", "Save All")):
        window.save_all()
    ...
    except Exception as error:
        report_bug(window, "applying the contest's results", error)
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

from talekeeper.core import paths
from talekeeper.desktop import messages
from talekeeper.desktop.widgets import fmt

LOG_FILE = "talekeeper.log"
LOG_BYTES = 1_000_000
LOG_KEEP = 3
"""The log rotates at about 1 MB and keeps three older files."""

log = logging.getLogger("talekeeper")
_handler: logging.Handler | None = None
_shown: set[tuple[str, str, int]] = set()
"""Bugs shown this session (type, file, line): a repeat is logged and told in the status bar."""
_showing = False
_DOING = "_talekeeper_doing"


def log_file() -> Path:
    return paths.log_dir() / LOG_FILE


def start_logging() -> logging.Handler | None:
    """Send the `logging` records of the program (INFO and above) to the rotating log file. Called
    once the window is up, and by `report_bug` if a bug comes first. None when the log folder
    cannot be written (records then go to the standard error stream, as Python does by default)."""
    global _handler
    if _handler is None:
        from logging.handlers import RotatingFileHandler

        try:
            paths.log_dir().mkdir(parents=True, exist_ok=True)
            _handler = RotatingFileHandler(log_file(), maxBytes=LOG_BYTES, backupCount=LOG_KEEP, encoding="utf-8")
        except OSError as error:
            log.warning("the log cannot be written in %s: %s", paths.log_dir(), error)
            return None
        _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root = logging.getLogger()
        root.addHandler(_handler)
        root.setLevel(logging.INFO)
    return _handler


def stop_logging() -> None:
    """Close the log file (at the end of the program, or of a test)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None


@contextmanager
def doing(what: str) -> Iterator[None]:
    """Name the work under way, for an exception that leaves it (shown by the hook's dialog)."""
    try:
        yield
    except BaseException as error:
        if not hasattr(error, _DOING):
            setattr(error, _DOING, what)
        raise


def report_bug(parent: QWidget | None, doing: str, error: BaseException) -> None:
    """Log `error` with its traceback, then show one dialog: what was being done (`doing`, words
    for the user, or "" when unknown), that the window can still be used, and where the log is.
    While that dialog is open, and for a repeat of a bug already shown, the error is only logged
    (and a repeat is told in the window's status bar)."""
    global _showing
    start_logging()
    log.error("unexpected error%s", f" while {doing}" if doing else "", exc_info=(type(error), error, error.__traceback__))
    key = _signature(error)
    window = parent.window() if parent is not None else None
    if _showing or key in _shown:
        if isinstance(window, QMainWindow) and not _showing:
            window.statusBar().showMessage(fmt(QCoreApplication.translate("Errors", "The same unexpected error happened again; it is in the log: %1"), log_file()), 10000)
        return
    _shown.add(key)
    _showing = True
    try:
        exec_box(_box(window, doing, error))
    finally:
        _showing = False


def exec_box(box: QMessageBox) -> None:
    """Show the dialog and wait for it to be closed (tests replace this)."""
    box.exec()


def _box(parent: QWidget | None, doing: str, error: BaseException) -> QMessageBox:
    import traceback

    translate = QCoreApplication.translate
    text = fmt(translate("Errors", "Something went wrong in Talekeeper while doing this: %1"), doing) if doing else translate("Errors", "Something went wrong in Talekeeper.")
    informative = fmt(
        translate("Errors", "This is a bug in Talekeeper, not something you did wrong. The window can still be used, and your characters are as they were before this step; unsaved changes are still in the window and in the recovery journal.\n\nThe details are in the log: %1\nPlease include that file when you report the problem."),
        log_file(),
    )
    box = messages.box(parent, messages.Icon.Critical, translate("Errors", "Unexpected error"), text, messages.Button.Close, informative=informative)
    box.setDetailedText("".join(traceback.format_exception(type(error), error, error.__traceback__)))
    return box


def _signature(error: BaseException) -> tuple[str, str, int]:
    tb = error.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return (type(error).__name__, tb.tb_frame.f_code.co_filename, tb.tb_lineno) if tb is not None else (type(error).__name__, "", 0)


def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
    """`sys.excepthook`: an exception nobody caught (in a Qt slot, a timer, a warm-up step)."""
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, tb)
        return
    if error.__traceback__ is None:
        error = error.with_traceback(tb)
    try:
        parent = QApplication.activeWindow() or next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()), None)
        report_bug(parent, getattr(error, _DOING, ""), error)
    except Exception:
        sys.__excepthook__(kind, error, tb)


def install_hook() -> None:
    sys.excepthook = hook
