"""The merge window for a sheet's conflicting copy, and for the open conflicts a git merge left
in a sheet (`desktop.merge.resolver` says what happens around them)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from talekeeper.desktop.widgets import fmt

if TYPE_CHECKING:
    from talekeeper.core.merge import Merge
    from talekeeper.core.storage.ancestry import Ancestry
    from talekeeper.core.storage.copies import SheetCopy
    from talekeeper.core.storage.files import Loaded
    from talekeeper.desktop.merge.host import Resolving


def merge_copy(resolver: Resolving, path: Path, copy: SheetCopy) -> None:
    """Merge a conflicting copy into the open sheet; the copy goes to the trash once saved."""
    from talekeeper.desktop.merge.dialog import Texts
    from talekeeper.desktop.merge.words import copy_text

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
    brings = brings_something(merge)
    if not brings:
        apply = QCoreApplication.translate("Resolver", "&Move the Copy to the Trash")
    elif found.theirs_newer:
        apply = QCoreApplication.translate("Resolver", "&Take the Copy")
    elif found.ours_newer or same_version(theirs, document.revision):  # changed outside Talekeeper since
        apply = QCoreApplication.translate("Resolver", "&Take the Copy's Changes")
    else:
        apply = QCoreApplication.translate("Resolver", "&Apply Merge")
    texts = Texts(fmt(QCoreApplication.translate("Resolver", "Resolve Conflicting Copy of %1"), name), intro, relation(found, theirs, document.revision, brings), apply)
    then = QCoreApplication.translate("Resolver", "Merged: save the character to finish (the copy goes to the library's trash then).")
    resolver.ask(path, document, merge, texts, fmt(QCoreApplication.translate("Resolver", "Merge the conflicting copy of %1"), name), lambda now: resolver.trash(file, now), file, then=then)


def same_version(theirs: Loaded, ours: Any) -> bool:
    """Whether the copy records the version the sheet is (`ours`: the sheet's revision); since
    schema 5 a version is its content, whatever it was saved over."""
    return theirs.revision is not None and ours is not None and theirs.revision.id == ours.id


def brings_something(merge: Merge[Any]) -> bool:
    """Whether theirs changes anything of mine: a change it brings, or a choice to make."""
    from talekeeper.core.merge import Side

    return bool(merge.conflicts) or any(change.side is Side.THEIRS for change in merge.changes)


def merge_record(resolver: Resolving, path: Path, record_path: Path) -> None:
    """Choose where a git merge left conflicts; the record goes once the sheet is saved. A record
    that cannot be used is refused by name before anything opens (the user may discard it)."""
    from talekeeper.desktop.merge.dialog import Texts

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
    then = QCoreApplication.translate("Resolver", "Merged: save the character to finish (the git merge's conflicts are resolved then).")
    resolver.ask(path, document, merge, texts, fmt(QCoreApplication.translate("Resolver", "Resolve the merge conflicts of %1"), name), finish, record_path, over=merge.result, then=then)


def relation(found: Ancestry, theirs: Loaded, ours: Any, brings: bool = True) -> str:
    """What is known of the common version of mine and theirs (`ours`: mine's revision), in
    words; `brings`: whether the merge takes anything of theirs."""
    if same_version(theirs, ours):
        if brings:
            return QCoreApplication.translate("Resolver", "Theirs records the same version as mine, but it was changed outside Talekeeper since: its changes are listed, and applying takes them.")
        return QCoreApplication.translate("Resolver", "Theirs is the same version as mine: there is nothing to merge.")
    if found.theirs_newer:
        return QCoreApplication.translate("Resolver", "Theirs was saved over mine: it is simply newer, and applying takes it.")
    if found.ours_newer:
        if brings:
            return QCoreApplication.translate("Resolver", "Mine was saved over theirs, but theirs was changed outside Talekeeper since: its changes are listed, and applying takes them.")
        return QCoreApplication.translate("Resolver", "Mine was saved over theirs: theirs holds nothing new.")
    if found.base is not None:
        return QCoreApplication.translate("Resolver", "The version both were made from is among the kept versions: what only one side changed merged by itself.")
    return QCoreApplication.translate("Resolver", "No common version is known (it is not among the kept versions): every difference is a choice.")
