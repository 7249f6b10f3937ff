"""Bugs: an exception nothing expected is logged with its traceback and shown once, saying what
was being done and where the log is; the window stays usable and the data as it was.
(Refusals a user can act on are not bugs: see `desktop.operations`.)"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger("talekeeper")


def doing(operation: Callable[..., Any]) -> str:
    """What a rules action was doing, for the bug message (its core function's name)."""
    name = getattr(operation, "__name__", str(operation)).replace("_", " ")
    return QCoreApplication.translate("Errors", "running the rules action “%1”").replace("%1", name)


def report_bug(parent: QWidget | None, what: str, error: BaseException) -> None:
    log.error("unexpected error while %s", what, exc_info=(type(error), error, error.__traceback__))
    QMessageBox.critical(
        parent, QCoreApplication.translate("Errors", "Something went wrong"),
        QCoreApplication.translate("Errors", "An unexpected error happened while %1. Nothing was changed.\n\n%2").replace("%1", what).replace("%2", f"{type(error).__name__}: {error}"),
    )
