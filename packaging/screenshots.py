"""Regenerate the README screenshots from the example characters in resources/, offscreen.

    python3 packaging/dev.py screenshots

Writes resources/screenshots/*.png (or `python3 packaging/dev.py screenshots FOLDER`: into FOLDER).
A developer tool, kept out of the installed package: it writes into the repository.
Japanese needs a CJK font on the machine (fonts-noto-cjk).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from talekeeper.desktop.window.life import show_window

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
SHOTS = RESOURCES / "screenshots"

# (file name, language, tab of the editor to show)
SCREENSHOTS = (
    ("sheet-heroquest.png", "en", 1),
    ("sheet-harm.png", "en", 3),
    ("sheet-dogs-ja.png", "ja", 2),
)


def main(argv: list[str] | None = None) -> int:
    """Write the README's screenshots to resources/screenshots, or to the folder given."""
    args = sys.argv[1:] if argv is None else argv
    shots = Path(args[0]) if args else SHOTS
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from talekeeper.desktop.none_guard import keep_none_alive

    keep_none_alive()  # as the app does: every Qt call here returns None (see desktop/none_guard.py)
    with tempfile.TemporaryDirectory(prefix="talekeeper-shots-") as folder:
        os.environ["TALEKEEPER_APPDIRS"] = str(Path(folder) / "appdirs")
        library_path = Path(folder) / "Example library"
        library_path.mkdir()
        for example in sorted((RESOURCES / "examples").glob("*.tale.json")):
            shutil.copy(example, library_path / example.name)
        from PySide6.QtWidgets import QApplication

        from talekeeper.core.storage import Library
        from talekeeper.desktop import i18n
        from talekeeper.desktop.controller import Controller
        from talekeeper.desktop.settings import Settings

        app = QApplication.instance() or QApplication(sys.argv[:1])
        shots.mkdir(parents=True, exist_ok=True)
        for name, language, tab in SCREENSHOTS:
            i18n.install(language)
            controller = Controller(Library(library_path), Settings())
            window = show_window(controller)
            window.resize(1280, 860)
            wait_until(app, lambda w=window: w.warm_up.done)  # the roster is listed after the first paint
            editor = window.open_character(library_path / "vasana.tale.json")
            editor.tabs.setCurrentIndex(tab)
            window.roster_panel.select(library_path / "vasana.tale.json")
            app.processEvents()
            window.statusBar().clearMessage()  # not the temporary folder's path
            window.grab().save(str(shots / name))
            print(f"wrote {shots / name}")
            controller.replacing_window = True
            window.close()
            window.deleteLater()
            app.processEvents()
        i18n.install("en")
        merge_window(app, library_path, shots / "merge-window.png")
        contest_odds(app, library_path, shots / "extended-contest-odds.png")
        arena_advice(app, library_path, shots / "dogs-arena-advice.png")
    return 0


def wait_until(app, condition) -> None:
    """Let the event loop run until `condition()` holds, a few milliseconds at a time."""
    while not condition():
        app.processEvents()
        time.sleep(0.005)


def _library_window(app, library_path: Path):
    from talekeeper.core.storage import Library
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.settings import Settings

    controller = Controller(Library(library_path), Settings())
    window = show_window(controller)
    window.resize(1280, 860)
    wait_until(app, lambda: window.warm_up.done)
    return controller, window


def _settled(app, panel) -> None:
    """Wait for a computation off the GUI thread, then let the layout take its result."""
    wait_until(app, lambda: not panel.background.busy)
    for _ in range(5):
        app.processEvents()


def contest_odds(app, library_path: Path, target: Path) -> None:
    """Vasana's Sword against Harvar's Axe in an extended contest, one exchange in: the odds of the
    whole contest before the next exchange (issue 22)."""
    from talekeeper.core.dice import HandDice
    from talekeeper.desktop import dice_entry
    from talekeeper.desktop.heroquest.extended_window import ExtendedContestWindow

    controller, window = _library_window(app, library_path)
    contest = ExtendedContestWindow.start(window.runner, library_path / "vasana.tale.json")
    panel = contest.add_panel
    panel.to_a.click()
    panel.participant.who.setCurrentIndex(panel.participant.who.findData(str(library_path / "harvar.tale.json")))
    panel.to_b.click()
    contest.title.setText("Duel at the ford")
    contest.title.editingFinished.emit()
    contest.tabs.setCurrentWidget(contest.exchange_panel)
    contest.exchange_panel.bid.setValue(6)
    dice_entry.dice_source = HandDice([9, 4])
    contest.exchange_panel.dice.roll_button.click()
    contest.exchange_panel.resolve.click()
    contest.exchange_panel.bid.setValue(6)
    contest.odds.b_bid.setValue(8)
    _settled(app, contest.odds)
    contest.grab().save(str(target))
    print(f"wrote {target}")
    contest.close()
    controller.replacing_window = True
    window.close()


def arena_advice(app, library_path: Path, target: Path) -> None:
    """Vasana against Harvar in a Dogs conflict, with who can win the arena shown (issue 22)."""
    from talekeeper.core.dice import HandDice
    from talekeeper.desktop import dice_entry, dogs
    from talekeeper.desktop.dogs.setup_dialog import ConflictSetupDialog

    controller, window = _library_window(app, library_path)

    def exec_(dialog: ConflictSetupDialog) -> int:
        dialog.stakes.setText("Harvar hands over the stolen tithe")
        dialog.people.starter.setCurrentIndex(dialog.people.starter.findText("Vasana"))
        dialog.entry.roll_button.click()
        dialog.start_button.click()
        return dialog.result()

    ConflictSetupDialog.exec = exec_  # type: ignore[method-assign]  (filled in and started as a player would)
    dice_entry.dice_source = HandDice([6, 4, 3, 2, 5, 1, 6, 2, 5, 5, 4, 3, 1, 2, 6, 3])
    view = dogs.start_conflict(window.runner, [library_path / "vasana.tale.json", library_path / "harvar.tale.json"])
    if view is not None:
        view.advice.toggle.setChecked(True)
        _settled(app, view.advice)
        view.grab().save(str(target))
        print(f"wrote {target}")
        view.advice.toggle.setChecked(False)
        view.close()
    controller.replacing_window = True
    window.close()


def merge_window(app, library_path: Path, target: Path) -> None:
    """Vasana changed by the GM after a session and, before the library synced, by her player on
    a laptop: the merge window Syncthing's conflict copy leads to."""
    from talekeeper.core.model.common import evolve
    from talekeeper.core.rules.heroquest import Rating
    from talekeeper.core.storage import Library
    from talekeeper.core.storage.files import next_revision, read_character, save_character
    from talekeeper.desktop.controller import Controller
    from talekeeper.desktop.merge.dialog import MergeDialog
    from talekeeper.desktop.settings import Settings

    library = Library(library_path)
    sheet = library_path / "vasana.tale.json"
    start = read_character(sheet)
    library.save(start.character, sheet, revision=next_revision(start.character, start.revision))  # the version both start from
    base = read_character(sheet)

    def abilities(ratings: dict[str, int], dropped: str = "") -> tuple:
        return tuple(evolve(a, rating=Rating(ratings[a.name])) if a.name in ratings else a for a in base.character.heroquest.abilities if a.name != dropped)

    def changed(**fields: object) -> object:
        return evolve(base.character, **fields)

    hq = base.character.heroquest
    copy = library_path / "vasana.tale.sync-conflict-20261201-101010-K3M7QZD.json"
    theirs = changed(notes=base.character.notes + " Owes Orlmarth a horse.", heroquest=evolve(hq, hero_points=1, abilities=abilities({"Ride Horse": 15, "Wind Spirit Fetish": 13})))
    save_character(theirs, copy, revision=next_revision(theirs, base.revision))
    gm = changed(harm=evolve(base.character.harm, hp=7), heroquest=evolve(hq, hero_points=2, abilities=abilities({"Ride Horse": 14}, dropped="Wind Spirit Fetish")))
    library.save(gm, sheet, expected=base.fingerprint, revision=next_revision(gm, base.revision))

    def exec_(dialog: MergeDialog) -> int:
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(target))
        print(f"wrote {target}")
        return 0

    MergeDialog.exec = exec_  # type: ignore[method-assign]  (shown, pictured, and closed as if cancelled)
    controller = Controller(library, Settings())
    window = show_window(controller)
    wait_until(app, lambda: window.warm_up.done)
    window.conflicts.resolve(sheet)
    controller.replacing_window = True
    window.close()


if __name__ == "__main__":
    sys.exit(main())
