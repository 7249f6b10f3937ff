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
from pathlib import Path

from desktop.window.life import show_window

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
    with tempfile.TemporaryDirectory(prefix="talekeeper-shots-") as folder:
        os.environ["TALEKEEPER_APPDIRS"] = str(Path(folder) / "appdirs")
        library_path = Path(folder) / "Example library"
        library_path.mkdir()
        for example in sorted((RESOURCES / "examples").glob("*.tale.json")):
            shutil.copy(example, library_path / example.name)
        from PySide6.QtWidgets import QApplication

        from core.storage import Library
        from desktop import i18n
        from desktop.controller import Controller
        from desktop.settings import Settings

        app = QApplication.instance() or QApplication(sys.argv[:1])
        shots.mkdir(parents=True, exist_ok=True)
        for name, language, tab in SCREENSHOTS:
            i18n.install(language)
            controller = Controller(Library(library_path), Settings())
            window = show_window(controller)
            window.resize(1280, 860)
            while not window.warm_up.done:  # the roster is listed after the first paint
                app.processEvents()
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
    return 0


def merge_window(app, library_path: Path, target: Path) -> None:
    """Vasana changed by the GM after a session and, before the library synced, by her player on
    a laptop: the merge window Syncthing's conflict copy leads to."""
    from core.model.common import evolve, new_id
    from core.rules.heroquest import Rating
    from core.storage import Library
    from core.storage.files import Revision, read_character, save_character
    from desktop.controller import Controller
    from desktop.merge.dialog import MergeDialog
    from desktop.settings import Settings

    library = Library(library_path)
    sheet = library_path / "vasana.tale.json"
    library.save(read_character(sheet).character, sheet, revision=Revision(new_id()))  # the version both start from
    base = read_character(sheet)

    def abilities(ratings: dict[str, int], dropped: str = "") -> tuple:
        return tuple(evolve(a, rating=Rating(ratings[a.name])) if a.name in ratings else a for a in base.character.heroquest.abilities if a.name != dropped)

    def changed(**fields: object) -> object:
        return evolve(base.character, **fields)

    hq = base.character.heroquest
    copy = library_path / "vasana.tale.sync-conflict-20261201-101010-K3M7QZD.json"
    save_character(changed(notes=base.character.notes + " Owes Orlmarth a horse.", heroquest=evolve(hq, hero_points=1, abilities=abilities({"Ride Horse": 15, "Wind Spirit Fetish": 13}))), copy, revision=Revision(new_id(), base.revision.id))
    gm = changed(harm=evolve(base.character.harm, hp=7), heroquest=evolve(hq, hero_points=2, abilities=abilities({"Ride Horse": 14}, dropped="Wind Spirit Fetish")))
    library.save(gm, sheet, expected=base.fingerprint, revision=Revision(new_id(), base.revision.id))

    def exec_(dialog: MergeDialog) -> int:
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(target))
        print(f"wrote {target}")
        return 0

    MergeDialog.exec = exec_  # type: ignore[method-assign]  (shown, pictured, and closed as if cancelled)
    controller = Controller(library, Settings())
    window = show_window(controller)
    while not window.warm_up.done:
        app.processEvents()
    window.conflicts.resolve(sheet)
    controller.replacing_window = True
    window.close()


if __name__ == "__main__":
    sys.exit(main())
