"""HeroQuest / Hero Wars play (RULES.md section 1): contests, extended contests, healing and
improvement dialogs. `add_play_actions` fills the Play menu; the sheet's HeroQuest tab calls the
same entry points. Modules load on first use, so the menu costs nothing at start-up."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from desktop.main_window import MainWindow
    from desktop.operations import Runner



def current(window: MainWindow) -> tuple[Path | None, str | None]:
    """The character to act for (the open tab, else the roster's selection) and its selected ability."""
    editor = window.current_editor()
    if editor is not None:
        ability = editor.heroquest.abilities.current_item()
        return editor.path, ability.id if ability is not None else None
    selected = window.selected_paths()
    return (selected[0] if selected else None), None


def contest(window: MainWindow, path: Path | None = None, ability_id: str | None = None, *, group: bool = False) -> bool:
    from desktop.heroquest.contest_dialog import ContestDialog
    from desktop.heroquest.scoring import ContestKind

    if path is None:
        path, ability_id = current(window)
    others = tuple(window.selected_paths()) if group else ()
    if group and path is None and others:
        path = others[0]
    return ContestDialog.run(window, path, ability_id, ContestKind.GROUP if group else ContestKind.SIMPLE, others)


def extended(window: MainWindow, path: Path | None = None, ability_id: str | None = None) -> None:
    from desktop.heroquest.extended_window import ExtendedContestWindow

    if path is None:
        path, ability_id = current(window)
    ExtendedContestWindow.start(window, path, ability_id)


def resume(window: MainWindow) -> None:
    from desktop.heroquest.extended_window import ExtendedContestWindow

    ExtendedContestWindow.resume(window)


def heal(window: MainWindow, path: Path | None = None, state_id: str | None = None) -> bool:
    from desktop.heroquest.healing_dialog import HealingDialog

    if path is None:
        path, _ = current(window)
    return path is not None and HealingDialog.run(window, path, state_id)


def improve(window: MainWindow, path: Path | None = None, ability_id: str | None = None) -> bool:
    from desktop.heroquest.improve_dialog import ImproveDialog

    if path is None:
        path, ability_id = current(window)
    return path is not None and ImproveDialog.run(window, path, ability_id)


def add_play_actions(runner: Runner, menu: QMenu) -> None:
    """HeroQuest entries of the Play menu."""
    window: MainWindow = runner.host  # type: ignore[assignment]  # transitional: the HQ actions still take the window
    entries = (
        (QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Contest…"), lambda: contest(window), "Ctrl+T"),
        (QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Group Contest…"), lambda: contest(window, group=True), "Ctrl+Shift+G"),
        (QCoreApplication.translate("HeroQuestMenu", "HeroQuest E&xtended Contest…"), lambda: extended(window), "Ctrl+Shift+T"),
        (QCoreApplication.translate("HeroQuestMenu", "Res&ume Extended Contest…"), lambda: resume(window), None),
        (QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Healing…"), lambda: heal(window), None),
        (QCoreApplication.translate("HeroQuestMenu", "HeroQuest &Improvement…"), lambda: improve(window), None),
    )
    for text, slot, shortcut in entries:
        action = QAction(text, window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False, run=slot: run())
        menu.addAction(action)
