"""The window is built and painted before the model and the rules load (README, Speed): pydantic,
the rules and the core operations come in the warm-up after the first paint. Importing them on
the way to the window cost the start-up some 80 ms (3.2x a bare window instead of 1.8x)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

LATE = (
    "pydantic", "talekeeper.core.model.character", "talekeeper.core.outcome", "talekeeper.core.operations", "talekeeper.core.rules",
    "secrets", "pkgutil",  # wanted at the first write and by the warm-up
)


def test_building_the_window_loads_neither_the_model_nor_the_rules(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from talekeeper.desktop.none_guard import keep_none_alive\n"
        "keep_none_alive()\n"
        "app = QApplication([])\n"
        "from talekeeper.desktop.settings import Settings\n"
        "from talekeeper.desktop.window.life import open_library\n"
        f"window = open_library({str(tmp_path / 'library')!r}, Settings.load(), interactive=False)\n"
        "assert window is not None\n"
        f"late = sorted(m for m in sys.modules if m.startswith({LATE!r}))\n"
        "print(' '.join(late)); sys.exit(1 if late else 0)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TALEKEEPER_APPDIRS": str(tmp_path / "app")}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode == 0, "loaded before the first paint: " + result.stdout + result.stderr


def test_the_window_s_modules_without_qt_load_before_pyside6(tmp_path: Path) -> None:
    """Once PySide6 is loaded it reads the source of each module an import statement names (looking
    for "PySide6"), some 0.1-0.2 ms a module: the app loads the core modules the first paint needs
    before it (core never imports Qt), so they and the standard library's they use are not read."""
    code = (
        "import sys\n"
        "order = []\n"
        "class Watch:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        order.append(name)\n"
        "sys.meta_path.insert(0, Watch())\n"
        "import talekeeper.desktop.app\n"
        "from talekeeper.desktop.settings import Settings\n"
        "from talekeeper.desktop.window.life import open_library\n"
        "talekeeper.desktop.app.keep_none_alive()\n"
        "app = talekeeper.desktop.app.start_qt()\n"
        f"window = open_library({str(tmp_path / 'library')!r}, Settings.load(), interactive=False)\n"
        "assert window is not None\n"
        "late = [m for m in order[order.index('PySide6'):] if m.startswith('talekeeper.core')]\n"
        "print(' '.join(late)); sys.exit(1 if late else 0)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TALEKEEPER_APPDIRS": str(tmp_path / "app")}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode == 0, "core modules loaded after PySide6: " + result.stdout + result.stderr


def test_the_talekeeper_command_loads_neither_before_the_first_paint(tmp_path: Path) -> None:
    """The same through the command itself (`python -m talekeeper.desktop`, desktop.cli): a
    module-level import there runs before the app's start-up clock (`--measure-startup` counts
    from desktop.app), so a sub-command's needs loaded there slowed every start unseen (the merge
    driver's refusals pulled in pydantic and the models, about 100 ms)."""
    code = (
        "import runpy, sys\n"
        "class Out:\n"
        "    def __init__(self, stream): self.stream = stream\n"
        "    def flush(self): self.stream.flush()\n"
        "    def write(self, text):\n"
        "        if text.startswith('startup_ms='):\n"
        f"            self.stream.write('late=' + ' '.join(sorted(m for m in sys.modules if m.startswith({LATE!r}))) + '\\n')\n"
        "        return self.stream.write(text)\n"
        "sys.stdout = Out(sys.stdout)\n"
        f"sys.argv = ['talekeeper', '--library', {str(tmp_path / 'library')!r}, '--measure-startup']\n"
        "runpy.run_module('talekeeper.desktop', run_name='__main__')\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TALEKEEPER_APPDIRS": str(tmp_path / "app")}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "late=\n" in result.stdout, "loaded before the first paint: " + result.stdout
