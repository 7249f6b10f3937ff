"""The README's screenshots script runs (`python3 packaging/dev.py screenshots`) and writes every
picture the README shows."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def test_the_screenshots_script_writes_every_picture_the_readme_shows(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "screenshots.py"), str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    shown = set(re.findall(r"resources/screenshots/([\w-]+\.png)", (ROOT / "README.md").read_text(encoding="utf-8")))
    assert shown and shown <= {p.name for p in tmp_path.iterdir()}
    for name in shown:
        image = QImage(str(tmp_path / name))
        assert image.width() >= 600 and image.height() >= 400, name
