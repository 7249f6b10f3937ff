"""The Japanese GUI tests pass on a machine without a CJK font (a fresh CI machine may have none):
they act by keyboard where a click's spot depends on how wide the font draws the text (a click on
the "tended" check box of Death's Door missed). Run here with a fontconfig that sees only DejaVu."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
JAPANESE_TESTS = ["tests/desktop/stonetop/test_gui_st_japanese.py", "tests/desktop/heroquest/test_gui_hq_japanese.py", "tests/desktop/dogs/test_gui_dv_japanese.py", "tests/desktop/merge/test_gui_merge_japanese.py"]


@pytest.mark.skipif(not DEJAVU.is_dir() or shutil.which("fc-list") is None, reason="needs fontconfig and the DejaVu fonts (fonts-dejavu-core)")
def test_japanese_gui_tests_pass_without_a_cjk_font(tmp_path: Path) -> None:
    config = tmp_path / "fonts.conf"
    config.write_text(f'<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>{DEJAVU}</dir>\n'
                      f"  <cachedir>{tmp_path / 'cache'}</cachedir>\n</fontconfig>\n")
    env = {**os.environ, "FONTCONFIG_FILE": str(config)}
    listed = subprocess.run(["fc-list"], env=env, capture_output=True, text=True).stdout
    assert "DejaVu" in listed and "CJK" not in listed  # the fonts Qt sees in the run below
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *JAPANESE_TESTS], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
