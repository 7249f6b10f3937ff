"""A band across the top of the window naming what in the library Talekeeper leaves alone: a place
it writes to that is a link or not what it should be (`.trash`, `.talekeeper`...), and entries
named like a character file that are not files (a pipe, a folder, a dangling link...), which the
roster does not list. The same list as `talekeeper check` gives (core.storage.places).

Said once: it shows when the list changes, and Dismiss hides it until the list changes again. It
never stops anything (a refused write says why when it is asked for)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

from talekeeper.core.paths import printable
from talekeeper.desktop.widgets import fmt
from talekeeper.desktop.window.banner import WarningBanner

if TYPE_CHECKING:
    from talekeeper.core.storage.places import PlaceProblem
    from talekeeper.desktop.workspace import Workspace

SHOWN = 6
"""Problems named in the band; the rest are counted."""


class PlacesBanner(WarningBanner):
    def __init__(self, workspace: Workspace) -> None:
        super().__init__(self.tr("Files in the library that Talekeeper leaves alone"))
        self.workspace = workspace
        self.told: tuple[tuple[bytes, str, str], ...] = ()
        self.button: QPushButton | None = None
        workspace.files_changed.connect(self.look)

    def look(self) -> None:
        """Look at the library again; say what is new (names and link targets only, nothing read)."""
        from talekeeper.core.storage.places import library_problems

        problems = library_problems(self.workspace.library.path)
        told = tuple((os.fsencode(p.path), p.kind, p.target) for p in problems)
        if told != self.told:
            self.told = told
            self.say("\n".join(self.lines(problems)))

    def lines(self, problems: list[PlaceProblem]) -> list[str]:
        if not problems:
            return []
        library = self.workspace.library.path
        lines = [self.tr("Talekeeper leaves these alone (talekeeper check lists them too):")]
        for problem in problems[:SHOWN]:
            name = printable(problem.path.relative_to(library))
            lines.append(f"• {name}: {fmt(place_words(problem.kind), problem.target)}")
        if len(problems) > SHOWN:
            lines.append(fmt(self.tr("… and %1 more."), str(len(problems) - SHOWN)))
        return lines

    def _build(self) -> None:
        super()._build()
        self.button = QPushButton(self.tr("Dismiss"))
        self.button.setAccessibleName(self.tr("Dismiss the list of files left alone"))
        self.button.clicked.connect(self.hide)
        layout = self.layout()
        assert layout is not None
        layout.addWidget(self.button)
        layout.setAlignment(self.button, Qt.AlignmentFlag.AlignTop)


def place_words(kind: str) -> str:
    """What a PlaceProblem's `kind` is, in words (%1: where a link points)."""
    translate = QCoreApplication.translate
    return {
        "link": translate("PlacesBanner", "a link (to %1): nothing is written, moved or deleted through it. Remove the link."),
        "records_link": translate("PlacesBanner", "a link (to %1): nothing is written, moved or deleted through it. Remove the link. This machine's open merge conflicts are kept there: if a git pull replaced the folder with this link, the ones it held are lost (those files hold your side of each)."),
        "not_folder": translate("PlacesBanner", "should be a folder, but it is a file. Rename or remove it."),
        "not_file": translate("PlacesBanner", "should be a file, but it is a folder (or a pipe, device or socket). Rename or remove it."),
        "folder": translate("PlacesBanner", "a folder, not a character file: not listed."),
        "pipe": translate("PlacesBanner", "a pipe (FIFO), not a character file: not listed."),
        "device": translate("PlacesBanner", "a device, not a character file: not listed."),
        "socket": translate("PlacesBanner", "a socket, not a character file: not listed."),
        "dangling_link": translate("PlacesBanner", "a link to a file that does not exist (%1): not listed."),
        "link_loop": translate("PlacesBanner", "a loop of links (%1): not listed."),
    }.get(kind, translate("PlacesBanner", "not a regular file: not listed."))
