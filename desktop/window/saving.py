"""Saving one character from the window: the questions a save can raise and how a failure is told.

A save never loses edits silently. When the file changed on disk, the user chooses to replace it or
not; when the version it replaces cannot be kept as a backup (the data folder is full, say), to
save without a backup or not; any other failure is shown by path and reason, and the edits stay in
memory (and in the journal), as they do when the user cancels.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from talekeeper.core.paths import printable
from talekeeper.core.storage.errors import BackupError, FileChangedError, SheetFileError
from talekeeper.desktop import messages
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.words.wording import refusal_text

if TYPE_CHECKING:
    from talekeeper.desktop.window.frame import WindowFrame


def save(window: WindowFrame, path: Path, *, overwrite: bool = False, backup: bool = True) -> bool:
    """Save the character of `path`, asking when needed; False when it was not saved."""
    try:
        window.workspace.save(path, overwrite=overwrite, backup=backup)
    except FileChangedError as error:
        answer = messages.warning(
            window, QCoreApplication.translate("MainWindow", "File changed on disk"),
            fmt(QCoreApplication.translate("MainWindow", "%1\n\nSave anyway and replace the other program's version? It is kept as a backup."), refusal_text(error)),
            messages.Button.Save | messages.Button.Cancel, messages.Button.Cancel,
        )
        return answer == messages.Button.Save and save(window, path, overwrite=True, backup=backup)
    except BackupError as error:
        return _without_backup(window, error) and save(window, path, overwrite=overwrite, backup=False)
    except (SheetFileError, OSError) as error:
        text = QCoreApplication.translate("MainWindow", "%1\n\nYour changes are kept in the program and in the recovery journal; fix the problem and save again.")
        messages.critical(window, QCoreApplication.translate("MainWindow", "Could not save"), fmt(text, _describe(error, path)))
        return False
    return True


def _without_backup(window: WindowFrame, error: BackupError) -> bool:
    """Ask whether to save although the version replaced cannot be kept; True to save."""
    box = messages.box(
        window, messages.Icon.Warning, QCoreApplication.translate("MainWindow", "No backup can be kept"), refusal_text(error),
        informative=QCoreApplication.translate("MainWindow", "Save anyway, without keeping the version it replaces? Or cancel, free some space and save again: your changes are kept meanwhile."),
    )
    without = box.addButton(QCoreApplication.translate("MainWindow", "Save &Without a Backup"), messages.Role.AcceptRole)
    box.setDefaultButton(box.addButton(messages.Button.Cancel))
    return window.ask(box) is without


def _describe(error: SheetFileError | OSError, path: Path) -> str:
    """What failed and where: a SheetFileError says it; an OSError by its file (or the sheet's)."""
    if isinstance(error, SheetFileError):
        return refusal_text(error)
    where = os.fsdecode(error.filename) if isinstance(error.filename, (str, bytes, Path)) else path
    return f"{printable(where)}: {error.strerror or error}"
