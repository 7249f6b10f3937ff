"""`core` never imports PySide6 (README, "How the code is shaped")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from talekeeper import core

ROOT = Path(__file__).resolve().parents[2]


def test_importing_every_core_module_does_not_import_pyside6() -> None:
    prefix = core.__name__.removesuffix("core")  # the name core is installed under (talekeeper.)
    modules = sorted(
        prefix + ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "core").rglob("*.py")
    )
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(len(sys.modules)); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert len(modules) > 10
