"""Import as an update (issue 16, item 5): a file whose character is already in the library may
update it through the merge window (the common version from the kept versions when known), or be
added as a new character with a new id (as before), or not imported at all."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from talekeeper.desktop import messages
from talekeeper.desktop.widgets import fmt

if TYPE_CHECKING:
    from talekeeper.core.storage.files import Loaded
    from talekeeper.desktop.merge.resolver import Resolver


def import_file(resolver: Resolver, source: Path) -> bool:
    """Ask, when the file's character is in the library, whether to update it from the file, add
    the file as a new character, or cancel; do the update. False: add it as a new character."""
    from talekeeper.core.refusal import Refusal
    from talekeeper.core.storage.files import read_character

    host = resolver.window
    try:
        theirs = read_character(source)
    except Refusal:
        return False  # adding it says why it cannot be
    path = next((entry.path for entry in host.listed_characters() if getattr(entry, "id", None) == theirs.character.id), None)
    if path is None:
        return False
    box = messages.box(
        host.dialog_parent(), messages.Icon.Question, QCoreApplication.translate("ImportUpdate", "Import Character"),
        fmt(QCoreApplication.translate("ImportUpdate", "%1 is already in the library (%2)."), theirs.character.name, path.name),
        informative=QCoreApplication.translate("ImportUpdate", "Update it from this file (you see what changes, and choose where both changed the same thing), or add the file as a new character?"),
    )
    update = box.addButton(QCoreApplication.translate("ImportUpdate", "&Update from This File…"), messages.Role.AcceptRole)
    new = box.addButton(QCoreApplication.translate("ImportUpdate", "Add as a &New Character"), messages.Role.ActionRole)
    box.addButton(messages.Button.Cancel)
    box.setDefaultButton(update)
    clicked = host.ask(box)
    if clicked is new:
        return False
    if clicked is update:
        update_from_file(resolver, path, theirs, source)
    return True


def update_from_file(resolver: Resolver, path: Path, theirs: Loaded, source: Path) -> None:
    """Merge the file `source` (loaded as `theirs`) into the sheet at `path`: one undo step."""
    from talekeeper.desktop.merge.dialog import Texts
    from talekeeper.desktop.merge.sheets import brings_something, relation

    document = resolver.open(path)
    if document is None:
        return
    found, merge = resolver.merge_sheet(path, document, theirs)
    if merge is None:
        return
    name = document.character.name
    intro = fmt(QCoreApplication.translate("ImportUpdate", "Update %1 from %2. Mine is the sheet as it is open; theirs is the file."), name, source.name)
    texts = Texts(fmt(QCoreApplication.translate("ImportUpdate", "Update %1 from a File"), name), intro, relation(found, theirs, document.revision, brings_something(merge)), QCoreApplication.translate("ImportUpdate", "&Update"))
    resolver.ask(path, document, merge, texts, fmt(QCoreApplication.translate("ImportUpdate", "Update %1 from %2"), name, source.name), None, source)
