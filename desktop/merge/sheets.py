"""The merge window for a sheet's conflicting copy, and for the open conflicts a git merge left
in a sheet (`desktop.merge.resolver` says what happens around them)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from desktop.widgets import fmt

if TYPE_CHECKING:
    from core.storage.ancestry import Ancestry
    from core.storage.copies import SheetCopy
    from core.storage.files import Loaded
    from desktop.merge.resolver import Resolver


def merge_copy(resolver: Resolver, path: Path, copy: SheetCopy) -> None:
    """Merge a conflicting copy into the open sheet; the copy goes to the trash once saved."""
    from desktop.merge.dialog import Texts
    from desktop.merge.words import copy_text

    file = path.with_name(copy.name)
    theirs = resolver.read(file)
    document = resolver.open(path)
    if theirs is None or document is None:
        return
    found, merge = resolver.merge_sheet(path, document, theirs)
    if merge is None:
        return
    name = document.character.name
    intro = fmt(QCoreApplication.translate("Resolver", "%1 has a conflicting copy, %2. Mine is the sheet as it is open; theirs is the copy."), name, copy_text(copy))
    apply = QCoreApplication.translate("Resolver", "&Take the Copy") if found.theirs_newer else QCoreApplication.translate("Resolver", "&Apply Merge")
    if found.ours_newer or theirs.revision == document.revision:
        apply = QCoreApplication.translate("Resolver", "&Move the Copy to the Trash")
    texts = Texts(fmt(QCoreApplication.translate("Resolver", "Resolve Conflicting Copy of %1"), name), intro, relation(found, theirs, document.revision), apply)
    resolver.ask(path, document, merge, texts, fmt(QCoreApplication.translate("Resolver", "Merge the conflicting copy of %1"), name), lambda now: resolver.trash(file, now), file)


def merge_record(resolver: Resolver, path: Path, record_path: Path) -> None:
    """Choose where a git merge left conflicts; the record goes once the sheet is saved. A record
    that cannot be used is refused by name before anything opens (the user may discard it)."""
    from desktop.merge.dialog import Texts

    opened = resolver.open_record(record_path)
    if opened is None:
        return
    record, merge = opened
    document = resolver.open(path)
    if document is None:
        return
    name = document.character.name
    intro = fmt(QCoreApplication.translate("Resolver", "A git merge left conflicts in %1 (%2). Mine is this machine's version, kept in the file meanwhile; theirs is the version merged in. Changes made since the merge stay."), name, record.file)
    known = QCoreApplication.translate("Resolver", "The common version is the one git merged from.") if not merge.two_way else QCoreApplication.translate("Resolver", "No common version was known to git: every difference is a choice.")
    texts = Texts(fmt(QCoreApplication.translate("Resolver", "Resolve Merge Conflicts of %1"), name), intro, known, QCoreApplication.translate("Resolver", "&Apply Choices"))
    finish = lambda _now: resolver.drop_record(record_path)
    resolver.ask(path, document, merge, texts, fmt(QCoreApplication.translate("Resolver", "Resolve the merge conflicts of %1"), name), finish, record_path, over=merge.result)


def relation(found: Ancestry, theirs: Loaded, ours: Any) -> str:
    """What is known of the common version of mine and theirs (`ours`: mine's revision), in words."""
    if theirs.revision is not None and theirs.revision == ours:
        return QCoreApplication.translate("Resolver", "Theirs is the same version as mine: there is nothing to merge.")
    if found.theirs_newer:
        return QCoreApplication.translate("Resolver", "Theirs was saved over mine: it is simply newer, and applying takes it.")
    if found.ours_newer:
        return QCoreApplication.translate("Resolver", "Mine was saved over theirs: theirs holds nothing new.")
    if found.base is not None:
        return QCoreApplication.translate("Resolver", "The version both were made from is among the kept versions: what only one side changed merged by itself.")
    return QCoreApplication.translate("Resolver", "No common version is known (it is not among the kept versions): every difference is a choice.")
