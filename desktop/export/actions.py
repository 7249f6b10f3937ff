"""The export actions themselves (loaded when first used, not at start-up)."""


from __future__ import annotations

import errno
import os
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from talekeeper.core.export.markdown import character_markdown
from talekeeper.core.export.summaries import card_subjects, party_members
from talekeeper.core.model.character import Character
from talekeeper.desktop.export import dialogs
from talekeeper.desktop.export.documents import character_document, keep_tables_whole, make_document, print_to, write_pdf
from talekeeper.desktop.export.gm import cards_html, party_html
from talekeeper.desktop.export.words import words
from talekeeper.desktop.widgets import fmt

if TYPE_CHECKING:
    from talekeeper.desktop.operations import Runner


def current_character(runner: Runner) -> Character | None:
    """The open tab's character as shown (unsaved changes included), read without opening."""
    return runner.readable_sheet(runner.host.current_path() if runner.host is not None else None)


def library_characters(runner: Runner, paths: list[Path] | None = None) -> list[Character]:
    """The characters at `paths` (default: the whole library) as the program holds them,
    unsaved changes included; files that cannot be read are left out."""
    if paths is None:
        paths = [entry.path for entry in runner.characters()]
    read = (runner.readable_sheet(Path(path)) for path in paths)
    return [character for character in read if character is not None]


def _pdf(runner: Runner, document: QTextDocument, caption: str, stem: str, title: str, *,
         landscape: bool = False) -> Path | None:
    """Ask where, then write `document` there as a PDF: first beside it under a temporary name,
    then moved into place, so a failed write never leaves half a file or hides behind an old one."""
    pdf_filter = QCoreApplication.translate("Export", "PDF files (*.pdf)")
    path = dialogs.ask_save_path(runner.parent_widget(), caption, dialogs.suggested_path(stem, ".pdf"), pdf_filter)
    if path is None:
        return None
    partial = path.with_name(f".{path.name}.partial")
    try:
        partial.open("wb").close()  # can we write there at all? (QPdfWriter would only warn)
        write_pdf(document, partial, title, landscape=landscape)
        if not partial.is_file() or partial.stat().st_size == 0:
            raise OSError(errno.EACCES, os.strerror(errno.EACCES))
        os.replace(partial, path)
    except OSError as error:
        try:
            partial.unlink(missing_ok=True)
        except OSError:
            pass
        text = QCoreApplication.translate("Export", "Could not write %1: %2")
        dialogs.tell_failure(runner.parent_widget(), caption, fmt(text, path, error.strerror or error))
        return None
    return path


def export_pdf(runner: Runner) -> Path | None:
    """File > Export PDF…: the current character's whole sheet."""
    character = current_character(runner)
    if character is None:
        return None
    return _pdf(runner, character_document(character), QCoreApplication.translate("Export", "Export PDF"), character.name, character.name)


def print_character(runner: Runner) -> bool:
    """File > Print…: the current character's whole sheet on a printer the user picks."""
    character = current_character(runner)
    if character is None:
        return False
    printer = dialogs.ask_printer(runner.parent_widget())
    if printer is None:
        return False
    printer.setDocName(character.name)
    print_to(character_document(character), printer)
    return True


def export_markdown(runner: Runner) -> Path | None:
    """File > Export Markdown…: the current character's sheet as a .md file."""
    character = current_character(runner)
    if character is None:
        return None
    caption = QCoreApplication.translate("Export", "Export Markdown")
    suggested = dialogs.suggested_path(character.name, ".md")
    path = dialogs.ask_save_path(runner.parent_widget(), caption, suggested, QCoreApplication.translate("Export", "Markdown files (*.md)"))
    if path is None:
        return None
    try:
        path.write_text(character_markdown(character, words=words), encoding="utf-8")
    except OSError as error:
        dialogs.tell_failure(runner.parent_widget(), caption, fmt(QCoreApplication.translate("Export", "Could not write %1: %2"), path, error.strerror or error))
        return None
    return path


def export_npc_cards(runner: Runner) -> Path | None:
    """File > Export NPC Cards (PDF)…: the selected characters, or every NPC and monster."""
    selected = (runner.host.selected_paths() if runner.host is not None else [])
    characters = library_characters(runner, selected) if selected else card_subjects(library_characters(runner))
    if not characters:
        dialogs.tell_failure(runner.parent_widget(), QCoreApplication.translate("Export", "Export NPC Cards"), QCoreApplication.translate("Export",
            "This library has no NPCs or monsters. Select the characters to put on cards in the list first."))
        return None
    return _pdf(runner, keep_tables_whole(make_document(cards_html(characters))), QCoreApplication.translate("Export", "Export NPC Cards"), QCoreApplication.translate("Export", "NPC cards"), QCoreApplication.translate("Export", "NPC cards"))


def export_party_summary(runner: Runner) -> Path | None:
    """File > Export Party Summary (PDF)…: the selected characters, or every player character and follower."""
    selected = (runner.host.selected_paths() if runner.host is not None else [])
    characters = library_characters(runner, selected) if selected else party_members(library_characters(runner))
    if not characters:
        dialogs.tell_failure(runner.parent_widget(), QCoreApplication.translate("Export", "Export Party Summary"), QCoreApplication.translate("Export",
            "This library has no player characters or followers. Select the characters to sum up in the list first."))
        return None
    title = fmt(QCoreApplication.translate("Export", "Party summary, %1"), date.today().isoformat())
    return _pdf(runner, make_document(party_html(characters, title)), QCoreApplication.translate("Export", "Export Party Summary"), QCoreApplication.translate("Export", "Party summary"), title, landscape=True)
