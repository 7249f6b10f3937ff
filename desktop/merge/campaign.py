"""Merging the campaign settings (`campaign.json`): a sync tool's copy of it, or the open conflicts
a git merge left in it, in the same merge window. Campaign settings are saved as soon as they
change (Edit > Campaign Settings does the same), so the merged settings are saved and the copy goes
to the library's trash in one undo step; the files have no revisions, so a copy is merged without
a common version (every difference a choice)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack

from talekeeper.core.merge import Side, merge_campaigns
from talekeeper.core.merge.files import load_version
from talekeeper.core.merge.pending import drop_pending
from talekeeper.core.refusal import Refusal
from talekeeper.core.storage.sync_copies import CAMPAIGN_FILE, ConflictCopy
from talekeeper.desktop.merge.dialog import MergeDialog, Texts
from talekeeper.desktop.merge.words import sync_text
from talekeeper.desktop.widgets import fmt

if TYPE_CHECKING:
    from talekeeper.desktop.merge.host import Resolving


def resolve_campaign(resolver: Resolving) -> None:
    """Merge the first copy of campaign.json, or else a git merge's open conflicts in it."""
    controller = resolver.window.controller
    if controller.campaign_problem is not None:  # a damaged campaign.json is never written over
        resolver.tell(controller.campaign_problem)
        return
    copies = resolver.found.campaign_copies
    record = resolver.found.pending.get(CAMPAIGN_FILE)
    if copies:
        _merge_copy(resolver, copies[0])
    elif record is not None:
        _merge_record(resolver, record)


def _merge_copy(resolver: Resolving, copy: ConflictCopy) -> None:
    controller = resolver.window.controller
    file = resolver.workspace.library.path / copy.name
    try:
        theirs = load_version(file, "campaign")
    except Refusal as refusal:
        resolver.tell(refusal)
        return
    ours = controller.campaign
    merge = merge_campaigns(None, ours, theirs)
    texts = Texts(
        QCoreApplication.translate("CampaignMerge", "Resolve Conflicting Copy of the Campaign Settings"),
        fmt(QCoreApplication.translate("CampaignMerge", "The campaign settings have a conflicting copy, %1: %2. Mine are the settings in use; theirs are the copy's."), sync_text(copy), copy.name),
        QCoreApplication.translate("CampaignMerge", "Campaign settings keep no versions, so no common version is known: every difference is a choice."),
        QCoreApplication.translate("CampaignMerge", "&Apply Merge"),
    )
    answer = MergeDialog.ask(merge, texts, resolver.window.dialog_parent())
    if answer is None:
        return
    step = QCoreApplication.translate("CampaignMerge", "Merge the conflicting copy of the campaign settings")
    one_step(resolver.workspace.undo_stack, step, lambda: (
        (answer[0] == ours or controller.change_campaign(step, answer[0]))
        and controller.trash_file(fmt(QCoreApplication.translate("CampaignMerge", "Move %1 to the trash"), copy.name), file)
    ))
    resolver.scan()


def one_step(stack: QUndoStack, text: str, steps: Callable[[], bool]) -> None:
    """Run `steps` (which push their commands, and say why when one fails) as one undo step, all
    or nothing: when they fail, what they did is undone and no step is left (the user was told)."""
    index = stack.index()
    stack.beginMacro(text)
    try:
        done = steps()
    finally:
        stack.endMacro()
    if not done and stack.index() > index:
        macro = stack.command(index)
        stack.undo()
        macro.setObsolete(True)  # Qt drops an obsolete command instead of redoing it
        stack.redo()


def _merge_record(resolver: Resolving, record_path: Path) -> None:
    controller = resolver.window.controller
    opened = resolver.open_record(record_path)
    if opened is None:
        return
    _, merge = opened
    texts = Texts(
        QCoreApplication.translate("CampaignMerge", "Resolve Merge Conflicts of the Campaign Settings"),
        QCoreApplication.translate("CampaignMerge", "A git merge left conflicts in the campaign settings. Mine are this machine's, in use meanwhile; theirs are the ones merged in. Changes made since the merge stay."),
        QCoreApplication.translate("CampaignMerge", "The common version is the one git merged from.") if not merge.two_way else QCoreApplication.translate("CampaignMerge", "No common version was known to git: every difference is a choice."),
        QCoreApplication.translate("CampaignMerge", "&Apply Choices"),
    )
    answer = MergeDialog.ask(merge, texts, resolver.window.dialog_parent())
    if answer is None:
        return
    current: Any = controller.campaign
    result = merge_campaigns(merge.result, current, answer[0]).resolve({}, default=Side.THEIRS)
    if result == current or controller.change_campaign(QCoreApplication.translate("CampaignMerge", "Resolve the merge conflicts of the campaign settings"), result):
        try:
            drop_pending(record_path)
        except Refusal as refusal:
            resolver.tell(refusal)
        else:
            resolver.window.say(QCoreApplication.translate("CampaignMerge", "The conflicts of the git merge are resolved: finish the merge with git add and git commit."))
    resolver.scan()


