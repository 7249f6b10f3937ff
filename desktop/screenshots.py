"""Regenerate the README screenshots from the example characters in resources/, offscreen.

    python3 packaging/dev.py screenshots

Writes resources/screenshots/*.png. Japanese needs a CJK font on the machine (fonts-noto-cjk).
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


def main() -> int:
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
        SHOTS.mkdir(exist_ok=True)
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
            window.grab().save(str(SHOTS / name))
            print(f"wrote {SHOTS / name}")
            controller.replacing_window = True
            window.close()
            window.deleteLater()
            app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
