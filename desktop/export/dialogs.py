"""The questions an export asks (where to save, which printer), as replaceable module functions
so tests can answer them without a modal dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QWidget

from talekeeper.desktop import messages


def suggested_path(stem: str, suffix: str) -> Path:
    """A file in the user's documents folder named after `stem` (characters not allowed in file
    names replaced)."""
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or Path.home())
    safe = "".join("_" if ch in '<>:"/\\|?*' or ord(ch) < 32 else ch for ch in stem).strip(" .") or "talekeeper"
    return folder / f"{safe[:80]}{suffix}"


def ask_save_path(parent: QWidget | None, caption: str, suggested: Path, file_filter: str) -> Path | None:
    """The file the user chose to write, or None when they cancelled."""
    name, _chosen = QFileDialog.getSaveFileName(parent, caption, str(suggested), file_filter)
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(suggested.suffix)


def ask_printer(parent: QWidget | None) -> QPrinter | None:
    """A printer set up in the print dialog, or None when the user cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    dialog.setAccessibleName(dialog.windowTitle())
    return printer if dialog.exec() == QPrintDialog.DialogCode.Accepted else None


def tell_failure(parent: QWidget | None, title: str, text: str) -> None:
    messages.warning(parent, title, text)
