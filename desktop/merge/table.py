"""The choices where the table's changes meet and nothing can be merged (issue 19):

- two different characters under one file name, from git's add/add: *Keep Both* writes the other
  side's character (from git's index) under a free file name, byte for byte;
- a sync tool's copy holding another character than its original: *Keep Both* makes it a
  character of its own under a free file name (the copy goes to the trash);
- a character deleted on one side of a git merge and changed on the other: *Keep the Edited
  Character* tells git it is resolved as it is (`git add`, as `git mergetool` does), *Delete It*
  moves it to the trash.

Each choice that changes files is one undo step (a file added, or moved to the trash). git's merge
is finished by the user (`git add -A && git commit`), as the status bar says.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from talekeeper.core.paths import printable
from talekeeper.desktop import messages
from talekeeper.desktop.widgets import fmt

if TYPE_CHECKING:
    from talekeeper.core.storage.git_state import Unmerged
    from talekeeper.core.storage.sync_copies import ConflictCopy
    from talekeeper.desktop.merge.host import Resolving


def _question(resolver: Resolving, title: str, text: str) -> QMessageBox:
    return messages.box(resolver.window.dialog_parent(), messages.Icon.Question, title, text)


def decide_git(resolver: Resolving, path: Path, entry: Unmerged) -> None:
    from talekeeper.core.storage.git_state import Kind

    if entry.kind is Kind.TWO_CHARACTERS:
        _keep_both_sides(resolver, path, entry)
    else:
        _keep_or_delete(resolver, path, entry.kind is Kind.DELETED_HERE)


def _keep_both_sides(resolver: Resolving, path: Path, entry: Unmerged) -> None:
    from talekeeper.core.refusal import Refusal
    from talekeeper.core.storage.git_state import OURS, THEIRS, read_blobs

    library = resolver.workspace.library
    missing = entry.missing({i for i in entry.ids.values() if i is not None and resolver.window.model.holds(i)})
    if not missing:
        return
    text = fmt(
        QCoreApplication.translate("TableChoices", "A git merge brought two different characters under the file name %1: %2 from this machine and %3 from the other side. Keep both as two characters? The one not in the file is added under a free file name; nothing is lost."),
        printable(path.name), entry.names.get(OURS, "?"), entry.names.get(THEIRS, "?"),
    )
    box = _question(resolver, QCoreApplication.translate("TableChoices", "Two Characters Under One Name"), text)
    keep = box.addButton(QCoreApplication.translate("TableChoices", "Keep &Both"), messages.Role.AcceptRole)
    box.addButton(messages.Button.Cancel)
    box.setDefaultButton(keep)
    if resolver.window.ask(box) is not keep:
        return
    contents = read_blobs(library.path, [entry.blobs[stage] for stage in missing])
    made: list[Path] = []
    try:
        for stage in missing:
            if entry.blobs[stage] not in contents:
                resolver.warn(fmt(QCoreApplication.translate("TableChoices", "git could not give the other version of %1: nothing was changed."), printable(path.name)))
                break
            made.append(library.add_version(contents[entry.blobs[stage]], path)[1])
    except Refusal as refusal:
        resolver.tell(refusal)
    _push_files(resolver, fmt(QCoreApplication.translate("TableChoices", "Keep both characters of %1"), path.name), made, [])
    if made:
        names = ", ".join(printable(p.name) for p in made)
        resolver.window.say(fmt(QCoreApplication.translate("TableChoices", "Both characters are kept (the other as %1). Finish git's merge: git add -A && git commit."), names))


def keep_copy(resolver: Resolving, path: Path, copy: ConflictCopy) -> None:
    """A sync tool's copy holding another character: keep it as a character of its own."""
    from talekeeper.core.refusal import Refusal
    from talekeeper.core.storage.raw import read_bytes
    from talekeeper.desktop.merge.words import sync_text

    text = fmt(
        QCoreApplication.translate("TableChoices", "%1 is %2 of %3, but it holds another character. Keep both as two characters? The copy becomes a character of its own under a free file name."),
        printable(path.name), sync_text(copy), printable(copy.original),
    )
    box = _question(resolver, QCoreApplication.translate("TableChoices", "Another Character in a Conflicting Copy"), text)
    keep = box.addButton(QCoreApplication.translate("TableChoices", "Keep &Both"), messages.Role.AcceptRole)
    box.addButton(messages.Button.Cancel)
    box.setDefaultButton(keep)
    if resolver.window.ask(box) is not keep:
        return
    document = resolver.workspace.documents.get(path)
    if document is not None and document.dirty and not resolver.window.save(path):
        return
    library = resolver.workspace.library
    try:
        made = library.add_version(read_bytes(path), path)[1]
    except Refusal as refusal:
        resolver.tell(refusal)
        return
    try:
        resolver.workspace.forget_file(path)
        trashed = library.delete(path)
    except Refusal as refusal:
        resolver.tell(refusal, QCoreApplication.translate("TableChoices", "The character is kept as a new file, but the copy stays where it is: %1"))
        trashed = None
    _push_files(resolver, fmt(QCoreApplication.translate("TableChoices", "Keep %1 as a character of its own"), path.name), [made], [(path, trashed)] if trashed else [])
    resolver.window.open_character(made)
    resolver.window.say(fmt(QCoreApplication.translate("TableChoices", "%1 is kept as %2; the copy is in the library's trash."), printable(path.name), printable(made.name)))


def _keep_or_delete(resolver: Resolving, path: Path, deleted_here: bool) -> None:
    from talekeeper.core.refusal import Refusal
    from talekeeper.core.storage.git_state import mark_resolved

    document = resolver.open(path)
    if document is None:
        return
    name = document.character.name
    template = (
        QCoreApplication.translate("TableChoices", "%1 was deleted on this machine and changed on the other side of a git merge (this is the changed one). Keep the edited character, or delete it?")
        if deleted_here else
        QCoreApplication.translate("TableChoices", "%1 was deleted on the other side of a git merge and changed here. Keep the edited character, or delete it?")
    )
    box = _question(resolver, QCoreApplication.translate("TableChoices", "Deleted and Changed"), fmt(template, name))
    keep = box.addButton(QCoreApplication.translate("TableChoices", "&Keep the Edited Character"), messages.Role.AcceptRole)
    delete = box.addButton(QCoreApplication.translate("TableChoices", "&Delete It"), messages.Role.DestructiveRole)
    box.addButton(messages.Button.Cancel)
    box.setDefaultButton(keep)
    answer = resolver.window.ask(box)
    if answer is keep:
        if document.dirty and not resolver.window.save(path):
            return
        try:
            mark_resolved(resolver.workspace.library.path, path.name)
        except Refusal as refusal:
            resolver.tell(refusal)
            return
        resolver.scan()
        resolver.window.say(fmt(QCoreApplication.translate("TableChoices", "%1 is kept. Finish git's merge: git add -A && git commit."), name))
    elif answer is delete:
        if resolver.window.controller.trash_file(fmt(QCoreApplication.translate("TableChoices", "Delete %1"), name), path):
            resolver.window.roster_panel.reload()
            resolver.window.say(fmt(QCoreApplication.translate("TableChoices", "%1 is in the library's trash. Finish git's merge: git add -A && git commit."), name))


def _push_files(resolver: Resolving, text: str, made: list[Path], trashed: list[tuple[Path, Path]]) -> None:
    """One undo step for files added and moved to the trash (already done)."""
    from talekeeper.desktop.commands import FileCommand

    if not made and not trashed:
        return
    workspace = resolver.workspace
    stack = workspace.undo_stack
    stack.beginMacro(text)
    for path in made:
        stack.push(FileCommand(workspace, text, path, present_after=True))
    for path, trash in trashed:
        stack.push(FileCommand(workspace, text, path, present_after=False, trash_path=trash))
    stack.endMacro()
    resolver.window.roster_panel.reload()
    resolver.scan()
