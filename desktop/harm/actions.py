"""The harm and healing actions of the window: each opens its dialog on the current character (or
the roster's selection), then applies core's result as ONE undoable step (C-3)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from core.model import Character, CharacterKind, HarmStatus
from core.rules.harm import camp_refusal
from desktop.editor.base import fmt
from desktop.harm.damage_dialog import TakeDamageDialog
from desktop.harm.deaths_door_dialog import DeathsDoorDialog
from desktop.harm.move_dialog import MoveRollDialog
from desktop.harm.recover_dialog import RecoverDialog

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

STATUS_MS = 6000



def say(window: MainWindow, text: str) -> None:
    window.statusBar().showMessage(text, STATUS_MS)


def target(window: MainWindow, path: Path | None = None) -> Path | None:
    """The character an action is for: the one given, the open tab's, or the one selected."""
    if path is not None:
        return path
    editor = window.current_editor()
    if editor is not None:
        return editor.path
    selected = window.selected_paths()
    if len(selected) == 1:
        return selected[0]
    say(window, QCoreApplication.translate("HarmActions", "Open a character, or select one in the roster, first."))
    return None


def party(window: MainWindow, path: Path | None = None) -> list[Path]:
    """Characters for a group action: the roster's selection (with `path` first when given), or
    the open character when nothing is selected."""
    selected = window.selected_paths()
    if path is not None:
        return [path, *(p for p in selected if p != path)]
    if selected:
        return selected
    editor = window.current_editor()
    if editor is not None:
        return [editor.path]
    say(window, QCoreApplication.translate("HarmActions", "Select characters in the roster first (Ctrl+click or Shift+click picks several)."))
    return []


def character(window: MainWindow, path: Path) -> Character:
    return window.workspace.open(path).character


def apply(window: MainWindow, text: str, changes: dict[Path, Character]) -> None:
    window.workspace.apply(text, changes)
    say(window, text)


def take_damage(window: MainWindow, path: Path | None = None) -> None:
    """ST-2..ST-5; a player character (or a follower the GM sends there) who ends at Death's Door
    rolls it next (ST-6)."""
    path = target(window, path)
    if path is None:
        return
    before = character(window, path)
    result = TakeDamageDialog.ask(before, window)
    if result is None:
        return
    apply(window, fmt(QCoreApplication.translate("HarmActions", "%1 takes %2 damage"), before.name, result.total), {path: result.character})
    if result.report.status_after is HarmStatus.DEATHS_DOOR and result.report.status_before is not HarmStatus.DEATHS_DOOR:
        deaths_door(window, path)


def _one(window: MainWindow, path: Path | None, ask: Callable[[Character], Character | None], text: str) -> None:
    """Ask a dialog about one character (`path`, or the open or selected one); its answer is one
    undoable step named `text` (%1: the character's name)."""
    path = target(window, path)
    if path is None:
        return
    before = character(window, path)
    after = ask(before)
    if after is not None:
        apply(window, fmt(text, before.name), {path: after})


def deaths_door(window: MainWindow, path: Path | None = None, *, tended: bool = False) -> None:
    _one(window, path, lambda before: DeathsDoorDialog.ask(before, window, tended=tended), QCoreApplication.translate("HarmActions", "%1 rolls Death's Door"))


def move_roll(window: MainWindow, path: Path | None = None) -> None:
    path = target(window, path)
    if path is None:
        return
    before = character(window, path)
    rolled = MoveRollDialog.ask(before, window)
    if rolled is not None:
        apply(window, fmt(QCoreApplication.translate("HarmActions", "%1 rolls %2"), before.name, rolled[1].stat.label if rolled[1].stat else ""), {path: rolled[0]})


def recover(window: MainWindow, path: Path | None = None, *, tend: str | None = None) -> None:
    _one(window, path, lambda before: RecoverDialog.ask(before, window.controller.campaign, window, tend=tend), QCoreApplication.translate("HarmActions", "%1 Recovers"))


def make_camp(window: MainWindow, path: Path | None = None) -> None:
    """ST-21 for the roster's selection (or the open character), as one undoable step."""
    from desktop.harm.camp_dialog import MakeCampDialog

    paths = party(window, path)
    if not paths:
        return
    campers: dict[Path, Character] = {}
    left_out: list[str] = []
    for each in paths:
        member = character(window, each)
        refusal = camp_refusal(member)
        if refusal is None:
            campers[each] = member
        else:
            left_out.append(refusal)
    camp = MakeCampDialog.ask(list(campers.values()), window, left_out=left_out)
    if camp is not None:
        changes = dict(zip(campers, camp.characters, strict=True))
        names = ", ".join(c.name for c in campers.values())
        apply(window, fmt(QCoreApplication.translate("HarmActions", "Make Camp: %1"), names), changes)


def _batch(window: MainWindow, text: str, paths: list[Path], after: tuple[Character, ...] | None) -> None:
    if after is None:
        return
    changes = {path: new for path, new in zip(paths, after, strict=True) if new != character(window, path)}
    if changes:
        apply(window, text, changes)
    else:
        say(window, QCoreApplication.translate("HarmActions", "Nothing changed."))


def end_of_session(window: MainWindow) -> None:
    """GM-2 for the roster's selection, previewed per character, one undoable step."""
    from desktop.harm.session_dialog import EndOfSessionDialog

    paths = party(window)
    if paths:
        after = EndOfSessionDialog.ask([character(window, p) for p in paths], window)
        _batch(window, fmt(QCoreApplication.translate("HarmActions", "End of session for %1 characters"), len(paths)), paths, after)


def downtime(window: MainWindow) -> None:
    """GM-3 for the roster's selection, previewed per character, one undoable step."""
    from desktop.harm.session_dialog import DowntimeDialog

    paths = party(window)
    if paths:
        dialog = DowntimeDialog([character(window, p) for p in paths], window.controller.campaign, window)
        after = dialog.run()
        _batch(window, fmt(QCoreApplication.translate("HarmActions", "Downtime: %1 days for %2 characters"), dialog.days.value(), len(paths)), paths, after)


def npc_regain(window: MainWindow) -> None:
    """NPCs and monsters of the roster's selection regain HP by the GM guideline."""
    from desktop.harm.session_dialog import NpcRegainDialog

    paths = [p for p in party(window) if character(window, p).kind in (CharacterKind.NPC, CharacterKind.MONSTER)]
    if not paths:
        say(window, QCoreApplication.translate("HarmActions", "Select NPCs or monsters in the roster first."))
        return
    after = NpcRegainDialog.ask([character(window, p) for p in paths], window)
    _batch(window, fmt(QCoreApplication.translate("HarmActions", "%1 NPCs regain HP"), len(paths)), paths, after)


def convalesce(window: MainWindow, path: Path | None = None) -> None:
    """ST-22, with the make-a-plan checklist and retirement."""
    from desktop.harm.convalesce_dialog import ConvalesceDialog

    _one(window, path, lambda before: ConvalesceDialog.ask(before, window), QCoreApplication.translate("HarmActions", "%1 Convalesces"))


def first_aid(window: MainWindow, path: Path | None = None) -> None:
    """FA-1: every treatment that applies, as one undoable step."""
    from desktop.harm.first_aid_dialog import FirstAidDialog

    _one(window, path, lambda before: FirstAidDialog.ask(before, window.controller.campaign, window), QCoreApplication.translate("HarmActions", "First aid for %1"))
